-- 定时报表推送 and the notifier's outside deliveries (issue 23, docs/design/tools.md §4, §5.1): push rules and
-- their channels; every delivery to a robot or a mail server (of a push rule, an AI助手 rule or a monitor alert)
-- with every attempt it took; the robots' per-minute and per-second counts every server process shares.

-- body: libs/domain PushRuleBody less its channels (they are rows of push_channels). next_send_at: the rule's
-- next real send (its requested time plus its offset, sendMinuteOf), what the schedule looks for.
CREATE TABLE push_rules (
  id           serial PRIMARY KEY,
  company_id   integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  owner_id     integer REFERENCES users (id) ON DELETE SET NULL,
  name         text NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  body         jsonb NOT NULL,
  next_send_at timestamptz,
  last_test_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  removed_at   timestamptz
);
CREATE INDEX push_rules_by_company ON push_rules (company_id, updated_at DESC) WHERE removed_at IS NULL;
CREATE INDEX push_rules_due ON push_rules (next_send_at) WHERE removed_at IS NULL AND enabled;

-- target: the webhook URL, or the mail recipients joined by commas. secret: the robot's signing secret, kept
-- like the media authorisations' tokens (the desk must use it, so it is not hashed) and never answered.
CREATE TABLE push_channels (
  id         serial PRIMARY KEY,
  rule_id    integer NOT NULL REFERENCES push_rules (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('wecom', 'feishu', 'dingtalk', 'email')),
  target     text NOT NULL,
  secret     text,
  enabled    boolean NOT NULL DEFAULT true,
  position   integer NOT NULL DEFAULT 0,
  removed_at timestamptz
);
CREATE INDEX push_channels_by_rule ON push_channels (rule_id, position);

-- One delivery of one message to one channel. origin: the push rule, AI助手 rule or monitored account it came
-- from; channel_id the push channel (null for a rule's or monitor's mail, whose target is kept here). slot: the
-- scheduled send it stands for (null for a test), so a schedule run twice delivers once. content: the message
-- as sent (libs/server/notify NotifyContent). tries: every attempt (at, state, message, http status, the
-- channel's code, the first 2 KB of the answer); the columns beside it repeat the last one. parts_sent: Feishu's
-- bodies already delivered when a table was cut under 20 KB. job_id: the notify.deliver job that owns the next
-- attempt (a stale job finds another id here and stops).
CREATE TABLE notify_deliveries (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  origin_kind text NOT NULL CHECK (origin_kind IN ('push', 'rule', 'monitor')),
  origin_id   integer,
  channel     text NOT NULL CHECK (channel IN ('wecom', 'feishu', 'dingtalk', 'email')),
  channel_id  integer REFERENCES push_channels (id) ON DELETE SET NULL,
  target      text NOT NULL,
  secret      text,
  slot        timestamptz,
  test        boolean NOT NULL DEFAULT false,
  content     jsonb NOT NULL,
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
  attempts    integer NOT NULL DEFAULT 0,
  http_status integer,
  answer_code text,
  answer      text,
  message     text,
  tries       jsonb NOT NULL DEFAULT '[]',
  parts_sent  integer NOT NULL DEFAULT 0,
  bytes       integer,
  job_id      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE UNIQUE INDEX notify_deliveries_once ON notify_deliveries (channel_id, slot) WHERE NOT test AND channel_id IS NOT NULL AND slot IS NOT NULL;
CREATE INDEX notify_deliveries_by_origin ON notify_deliveries (origin_kind, origin_id, created_at DESC);

-- A robot's sends counted per window (kind minute or second, window_start aligned to the epoch), shared by every
-- server process: the pacing of docs/design/tools.md §4.4. Rows of past windows are deleted as new ones come.
CREATE TABLE notify_rate (
  channel_key  text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('minute', 'second')),
  window_start timestamptz NOT NULL,
  n            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_key, kind, window_start)
);
