-- The desk's copy of every account's delivery objects (plans, units, creatives … in each media's own
-- levels), kept current by the sync jobs from the media's incremental lists; the delivery tables read it.
CREATE TABLE delivery_objects (
  media_code    text NOT NULL,
  object_id     text NOT NULL,
  -- The desk's media account (media_accounts.id) the object belongs to.
  account_id    integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  customer_id   integer NOT NULL,
  level         text NOT NULL,
  parent_id     text,
  name          text NOT NULL,
  opt_status    text NOT NULL CHECK (opt_status IN ('enabled', 'paused', 'deleted')),
  review        text NOT NULL CHECK (review IN ('reviewing', 'approved', 'rejected')),
  reject_reason text,
  learning      text NOT NULL CHECK (learning IN ('learning', 'learned', 'failed', 'none')),
  status_text   text NOT NULL,
  -- Money in whole 分, like the accounts; NULL budget is 不限 (or a level without one).
  budget_fen    bigint,
  bid_fen       bigint,
  schedule      text,
  material_id   text,
  created_at    timestamptz NOT NULL,
  modified_at   timestamptz NOT NULL,
  synced_at     timestamptz NOT NULL,
  PRIMARY KEY (media_code, object_id)
);
CREATE INDEX delivery_objects_by_account ON delivery_objects (account_id, level);
CREATE INDEX delivery_objects_by_customer ON delivery_objects (customer_id, media_code, level);

-- Where the last incremental list of an account's level ended, so the next sync asks only for changes.
CREATE TABLE delivery_sync_cursors (
  account_id integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  level      text NOT NULL,
  cursor     text NOT NULL,
  synced_at  timestamptz NOT NULL,
  PRIMARY KEY (account_id, level)
);
