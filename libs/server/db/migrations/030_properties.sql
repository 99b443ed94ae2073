-- The property kit (issue 21, docs/design/properties.md §2.8): every property type of every media (定向包,
-- 人群包, 落地页, 监测链接 …) in one table on each side. The sandbox media keeps its objects with their own ids,
-- review and lifecycle times; the desk keeps its copy, synced from the media and written through it, with the
-- sync cursors, the push runs (as the material pushes') and which delivering objects use which pack.

-- ---------- the sandbox media's side ----------
CREATE TABLE sandbox_properties (
  media_code           text NOT NULL,
  property_id          text NOT NULL,
  property_type        text NOT NULL,
  advertiser_id        text NOT NULL,
  -- A child type's parent (应用分包 under its 应用), the media's id.
  parent_id            text,
  name                 text NOT NULL,
  -- The values under the media's own field names.
  values               jsonb NOT NULL,
  state                text NOT NULL DEFAULT 'enabled' CHECK (state IN ('enabled', 'disabled', 'deleted')),
  -- When review decides; null: the type has no review.
  review_at            timestamptz,
  -- Audiences: computed (ready), expiring, withdrawn by the media; their matched size.
  ready_at             timestamptz,
  expires_at           timestamptz,
  offline_at           timestamptz,
  size                 bigint,
  -- A push's copy names its source; pushing the same source to the same account again answers this copy.
  source_property_id   text,
  source_advertiser_id text,
  created_at           timestamptz NOT NULL,
  modified_at          timestamptz NOT NULL,
  -- The next time-driven change of what a listing answers (review decided, ready, expiring, expired).
  next_transition_at   timestamptz,
  change_seq           integer NOT NULL DEFAULT nextval('sandbox_change_seq'),
  PRIMARY KEY (media_code, property_id)
);
-- Names are unique per account and type among objects not deleted.
CREATE UNIQUE INDEX sandbox_properties_names ON sandbox_properties (media_code, advertiser_id, property_type, name)
  WHERE state <> 'deleted';
CREATE INDEX sandbox_properties_changes ON sandbox_properties (media_code, advertiser_id, property_type, change_seq);
CREATE INDEX sandbox_properties_transitions ON sandbox_properties (media_code, advertiser_id, property_type, next_transition_at);
CREATE UNIQUE INDEX sandbox_properties_copies ON sandbox_properties (media_code, source_property_id, advertiser_id)
  WHERE source_property_id IS NOT NULL;

-- Comments on delivering objects (评论管理), stored the first time they are listed so replies and hides persist.
CREATE TABLE sandbox_comments (
  media_code    text NOT NULL,
  comment_id    text NOT NULL,
  advertiser_id text NOT NULL,
  object_id     text NOT NULL,
  text          text NOT NULL,
  created_at    timestamptz NOT NULL,
  hidden_at     timestamptz,
  pinned_at     timestamptz,
  blocked_at    timestamptz,
  reply_text    text,
  replied_at    timestamptz,
  PRIMARY KEY (media_code, comment_id)
);
CREATE INDEX sandbox_comments_by_object ON sandbox_comments (media_code, advertiser_id, object_id);

-- ---------- the desk's copy ----------
CREATE TABLE media_properties (
  id                bigserial PRIMARY KEY,
  customer_id       integer NOT NULL REFERENCES customers (id),
  account_id        integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  media_code        text NOT NULL,
  property_type     text NOT NULL,
  media_property_id text NOT NULL,
  parent_media_id   text,
  name              text NOT NULL,
  values            jsonb NOT NULL,
  -- The attributes the list shows (strings, at most 20 keys).
  summary           jsonb NOT NULL DEFAULT '{}',
  state             text NOT NULL CHECK (state IN ('enabled', 'disabled', 'deleted')),
  review            text CHECK (review IN ('reviewing', 'approved', 'rejected')),
  reject_reason     text,
  status_text       text NOT NULL,
  lifecycle         text CHECK (lifecycle IN ('computing', 'available', 'expiring', 'expired', 'offline')),
  size              bigint,
  created_at        timestamptz NOT NULL,
  modified_at       timestamptz NOT NULL,
  synced_at         timestamptz NOT NULL,
  UNIQUE (media_code, account_id, property_type, media_property_id)
);
CREATE INDEX media_properties_list ON media_properties (customer_id, media_code, property_type, account_id, modified_at DESC);

-- Where each account's sync of each type got to (the media's incremental cursor).
CREATE TABLE property_sync_cursors (
  account_id    integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  property_type text NOT NULL,
  cursor        text NOT NULL,
  synced_at     timestamptz NOT NULL,
  PRIMARY KEY (account_id, property_type)
);

-- Pushes of properties to other accounts (推送到账户), shaped as the material pushes (023_material_push_runs.sql).
CREATE TABLE property_push_runs (
  id            serial PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customers (id),
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_code    text NOT NULL,
  property_type text NOT NULL,
  state         text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  total         integer NOT NULL,
  job_id        uuid,
  created_at    timestamptz NOT NULL,
  finished_at   timestamptz
);
CREATE INDEX property_push_runs_by_customer ON property_push_runs (customer_id, created_at DESC);
CREATE INDEX property_push_runs_by_job ON property_push_runs (job_id);

CREATE TABLE property_push_items (
  run_id            integer NOT NULL REFERENCES property_push_runs (id) ON DELETE CASCADE,
  seq               integer NOT NULL,
  -- Names are kept as they were at the push, so a later removal or rename leaves the record readable.
  property_id       bigint REFERENCES media_properties (id) ON DELETE SET NULL,
  property_name     text NOT NULL,
  account_id        integer REFERENCES media_accounts (id) ON DELETE SET NULL,
  account_name      text NOT NULL,
  advertiser_id     text NOT NULL,
  -- null while waiting; true with the copy's media id; false with the reason (the desk's or the media's).
  ok                boolean,
  media_property_id text,
  reason            text,
  sent_at           timestamptz,
  PRIMARY KEY (run_id, seq)
);

-- Which delivering objects use which targeting or audience pack (from the objects' attributes at sync): the
-- removal rule for packs in use (1702) and 消耗明细.
CREATE TABLE property_bindings (
  media_code        text NOT NULL,
  account_id        integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  object_id         text NOT NULL,
  property_type     text NOT NULL,
  media_property_id text NOT NULL,
  role              text NOT NULL CHECK (role IN ('bound', 'include', 'exclude')),
  PRIMARY KEY (media_code, account_id, object_id, property_type, media_property_id, role)
);
CREATE INDEX property_bindings_by_property ON property_bindings (media_code, account_id, property_type, media_property_id);
