-- The sandbox media: the media-side state of six believable stand-ins for the media's marketing APIs
-- (advertisers, delivery objects, authorisations, materials, their own call counters and lock-outs),
-- and the gateway's lock-out and pacing state, shared by every server process.

-- Every write to a sandbox object takes the next number, so an incremental list is "changed after n".
CREATE SEQUENCE sandbox_change_seq;
-- Ids of new objects and materials are scrambled from this number into each media's id shape.
CREATE SEQUENCE sandbox_id_seq;

CREATE TABLE sandbox_advertisers (
  media_code       text NOT NULL,
  advertiser_id    text NOT NULL,
  name             text NOT NULL,
  company_name     text NOT NULL,
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'pending')),
  balance_fen      integer NOT NULL,
  -- NULL is 不限.
  daily_budget_fen integer,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (media_code, advertiser_id)
);

CREATE TABLE sandbox_objects (
  media_code    text NOT NULL,
  object_id     text NOT NULL,
  advertiser_id text NOT NULL,
  level         text NOT NULL,
  parent_id     text,
  name          text NOT NULL,
  opt_status    text NOT NULL CHECK (opt_status IN ('enabled', 'paused', 'deleted')),
  budget_fen    integer,
  bid_fen       integer,
  schedule      text,
  material_id   text,
  -- Every settings change with its time ([{at, status, budgetFen, bidFen, schedule}]): the metrics model
  -- replays it, so a change today never rewrites yesterday's figures.
  settings_log  jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  modified_at   timestamptz NOT NULL,
  -- When review decides (created_at plus the model's delay); an incremental list answers the object again then.
  review_at     timestamptz NOT NULL,
  change_seq    integer NOT NULL DEFAULT nextval('sandbox_change_seq'),
  PRIMARY KEY (media_code, object_id)
);
CREATE INDEX sandbox_objects_changes ON sandbox_objects (media_code, advertiser_id, level, change_seq);
CREATE INDEX sandbox_objects_review ON sandbox_objects (media_code, advertiser_id, level, review_at);
CREATE INDEX sandbox_objects_children ON sandbox_objects (media_code, parent_id);
-- Names are unique per account and level among objects not deleted (every media's rule).
CREATE UNIQUE INDEX sandbox_objects_names ON sandbox_objects (media_code, advertiser_id, level, name)
  WHERE opt_status <> 'deleted';

-- Budget edits per account or object per China day (daily edit caps).
CREATE TABLE sandbox_budget_edits (
  media_code    text NOT NULL,
  advertiser_id text NOT NULL,
  -- 'account' or an object id.
  target        text NOT NULL,
  china_day     integer NOT NULL,
  edits         integer NOT NULL,
  PRIMARY KEY (media_code, advertiser_id, target, china_day)
);

-- The media's own call counters per account: one row per window kind, reset when the window moves on.
CREATE TABLE sandbox_call_windows (
  media_code    text NOT NULL,
  advertiser_id text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('second', 'minute')),
  window_start  bigint NOT NULL,
  calls         integer NOT NULL,
  PRIMARY KEY (media_code, advertiser_id, kind)
);

CREATE TABLE sandbox_lockouts (
  media_code    text NOT NULL,
  advertiser_id text NOT NULL,
  locked_until  timestamptz NOT NULL,
  PRIMARY KEY (media_code, advertiser_id)
);

-- Authorisation codes and tokens: only their SHA-256 is kept.
CREATE TABLE sandbox_oauth_codes (
  code_hash      text PRIMARY KEY,
  media_code     text NOT NULL,
  advertiser_ids jsonb NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);

CREATE TABLE sandbox_tokens (
  id                 serial PRIMARY KEY,
  media_code         text NOT NULL,
  access_hash        text NOT NULL UNIQUE,
  refresh_hash       text NOT NULL UNIQUE,
  advertiser_ids     jsonb NOT NULL,
  access_expires_at  timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  -- Set when refreshed (the old pair stops working) or revoked.
  revoked_at         timestamptz,
  revoked_reason     text CHECK (revoked_reason IN ('refreshed', 'revoked'))
);

CREATE TABLE sandbox_materials (
  media_code    text NOT NULL,
  material_id   text NOT NULL,
  advertiser_id text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('image', 'video')),
  signature     text NOT NULL,
  file_name     text NOT NULL,
  width         integer NOT NULL,
  height        integer NOT NULL,
  size_bytes    integer NOT NULL,
  duration_s    real,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (media_code, material_id),
  UNIQUE (media_code, advertiser_id, signature)
);

-- The gateway's side: an account locked out by its media gets no call from any server process until then.
CREATE TABLE media_gateway_lockouts (
  media_code    text NOT NULL,
  advertiser_id text NOT NULL,
  locked_until  timestamptz NOT NULL,
  message       text NOT NULL,
  PRIMARY KEY (media_code, advertiser_id)
);

-- The gateway's calls per account in the current minute, counted across processes, so together they pace
-- to the media's per-minute limit.
CREATE TABLE media_gateway_windows (
  media_code    text NOT NULL,
  advertiser_id text NOT NULL,
  window_start  bigint NOT NULL,
  calls         integer NOT NULL,
  PRIMARY KEY (media_code, advertiser_id)
);
