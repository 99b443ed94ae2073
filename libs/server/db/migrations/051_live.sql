-- Live control (issue 24, docs/design/live-home.md §4.1): the 抖音号 the desk read from the media and their bindings
-- to 巨量千川 accounts (我的抖音号), the streams of those 抖音号 with their figures as last read (工作台), the closed
-- minutes of the streams (kept 30 days; the screen's trend and the alerts read them), and live alert rules with the
-- alerts they raised. A room (直播间) is the (account, 抖音号) pair; a stream (场次) is one room_id of it.

-- One row per 抖音号 the company has (had) bound; authorized_until is the earliest over its live bindings.
CREATE TABLE live_awemes (
  company_id       integer NOT NULL REFERENCES customers (id),
  aweme_id         text NOT NULL,
  name             text NOT NULL,
  auth_type        text NOT NULL CHECK (auth_type IN ('official', 'self', 'partner')),
  authorized_until timestamptz,
  state            text NOT NULL CHECK (state IN ('active', 'expired', 'unbound')),
  sandbox          boolean NOT NULL DEFAULT false,
  synced_at        timestamptz NOT NULL,
  PRIMARY KEY (company_id, aweme_id)
);

-- Which accounts a 抖音号 is bound to, each binding with its own authorisation (the media grants per account);
-- an unbound binding is kept (unbound_at, unbound_by) so 我的抖音号 can say 已解绑 and the audit has its row.
CREATE TABLE live_aweme_bindings (
  company_id       integer NOT NULL REFERENCES customers (id),
  aweme_id         text NOT NULL,
  account_id       integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  authorized_until timestamptz,
  status           text NOT NULL CHECK (status IN ('active', 'expired')),
  bound_at         timestamptz NOT NULL,
  unbound_at       timestamptz,
  unbound_by       integer REFERENCES users (id) ON DELETE SET NULL,
  -- When the daily job last raised 即将到期 for this binding (one message per binding and expiry).
  expiry_notified_at timestamptz,
  PRIMARY KEY (account_id, aweme_id),
  FOREIGN KEY (company_id, aweme_id) REFERENCES live_awemes (company_id, aweme_id) ON DELETE CASCADE
);
CREATE INDEX live_aweme_bindings_by_aweme ON live_aweme_bindings (company_id, aweme_id);

-- Streams as listRooms answers them; totals (LiveTotals of @toufang/domain, money in 分) and plans (per live plan
-- {planId, costFen, adOrders, adGmvFen} in this stream) as the last refresh read them, at totals_at.
CREATE TABLE live_rooms (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES customers (id),
  account_id  integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  aweme_id    text NOT NULL,
  room_id     text NOT NULL,
  title       text NOT NULL,
  started_at  timestamptz NOT NULL,
  ended_at    timestamptz,
  state       text NOT NULL CHECK (state IN ('living', 'ended')),
  totals      jsonb,
  totals_at   timestamptz,
  plans       jsonb,
  UNIQUE (account_id, room_id)
);
CREATE INDEX live_rooms_by_company ON live_rooms (company_id, started_at DESC);
CREATE INDEX live_rooms_by_room ON live_rooms (account_id, aweme_id, started_at DESC);
CREATE INDEX live_rooms_living ON live_rooms (company_id) WHERE state = 'living';

-- Closed minutes of a stream (LiveMinute of @toufang/domain): written by whoever read them first (the screen's
-- producer or the alerts job), upserted by (stream, minute), so two writers write the same row.
CREATE TABLE live_room_minutes (
  live_room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  minute       integer NOT NULL,
  at           timestamptz NOT NULL,
  online       integer NOT NULL,
  entries      integer NOT NULL,
  watch        integer NOT NULL,
  orders       integer NOT NULL,
  gmv_fen      bigint NOT NULL,
  refunds      integer NOT NULL,
  refund_fen   bigint NOT NULL,
  cost_fen     bigint NOT NULL,
  ad_orders    integer NOT NULL,
  ad_gmv_fen   bigint NOT NULL,
  ad_entries   integer NOT NULL,
  PRIMARY KEY (live_room_id, minute)
);
CREATE INDEX live_room_minutes_by_time ON live_room_minutes (at);

-- A person's alert rule: body is LiveAlertRule of @toufang/domain (checked by checkAlertRule before it is written);
-- recipients are desk user ids besides the owner. A removed rule keeps its row for 预警记录.
CREATE TABLE live_alert_rules (
  id         serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES customers (id),
  owner_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  body       jsonb NOT NULL,
  enabled    boolean NOT NULL DEFAULT true,
  recipients jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX live_alert_rules_by_company ON live_alert_rules (company_id) WHERE removed_at IS NULL;

-- An alert a rule raised for a stream: one per rule, stream, kind and raised minute (the job may run twice).
-- value and threshold in the kind's unit (% for drops, the ROI); window: the minute spans compared.
CREATE TABLE live_alerts (
  id            serial PRIMARY KEY,
  rule_id       integer NOT NULL REFERENCES live_alert_rules (id) ON DELETE CASCADE,
  live_room_id  integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('viewers', 'gmv_rate', 'roi')),
  value         double precision NOT NULL,
  threshold     double precision NOT NULL,
  "window"      jsonb NOT NULL,
  raised_minute integer NOT NULL,
  raised_at     timestamptz NOT NULL,
  title         text NOT NULL,
  figures       text NOT NULL,
  message_id    integer REFERENCES messages (id) ON DELETE SET NULL,
  UNIQUE (rule_id, live_room_id, kind, raised_minute)
);
CREATE INDEX live_alerts_by_time ON live_alerts (raised_at DESC);
CREATE INDEX live_alerts_by_room ON live_alerts (live_room_id, kind, raised_at DESC);

-- A consent state is for accounts (the media's authorisation) or for a 抖音号 (payload: the accounts chosen).
ALTER TABLE oauth_states ADD COLUMN purpose text NOT NULL DEFAULT 'account' CHECK (purpose IN ('account', 'aweme'));
ALTER TABLE oauth_states ADD COLUMN payload jsonb;

-- 直播中控台's edits are delivery edits whose origin is the stream they were made on (live_rooms.id).
ALTER TABLE delivery_edits DROP CONSTRAINT delivery_edits_origin_kind_check;
ALTER TABLE delivery_edits ADD CONSTRAINT delivery_edits_origin_kind_check CHECK (origin_kind IN ('rule_run', 'diagnosis', 'live_console'));
