-- AI助手 rules (issue 23, docs/design/tools.md §5.1, §6): a company's rules, each scheduled round of them (a run per
-- rule and slot) and every action a run planned, took or skipped. The actions themselves are rows of delivery edits
-- (042), audited with the rule as the actor; these tables are the rules' own record (执行记录).

CREATE TABLE ai_rules (
  id           serial PRIMARY KEY,
  company_id   integer NOT NULL REFERENCES customers (id),
  owner_id     integer REFERENCES users (id) ON DELETE SET NULL,
  name         text NOT NULL,
  media_code   text NOT NULL,
  level        text NOT NULL,
  -- The AiRuleBody of @toufang/domain, as saved (checked by checkRuleBody).
  body         jsonb NOT NULL,
  priority     integer NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  -- Bumped by every save, toggle and removal: a save names the version it edited, a round the one it planned with.
  version      integer NOT NULL DEFAULT 1,
  next_due_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   integer REFERENCES users (id) ON DELETE SET NULL,
  -- Soft removal: the record of a removed rule stays.
  removed_at   timestamptz
);
CREATE INDEX ai_rules_of_company ON ai_rules (company_id, updated_at DESC) WHERE removed_at IS NULL;
CREATE INDEX ai_rules_due ON ai_rules (company_id) WHERE removed_at IS NULL AND enabled;

CREATE TABLE ai_rule_runs (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES customers (id),
  rule_id       integer NOT NULL REFERENCES ai_rules (id),
  -- The slot evaluated: the tick's 5-minute slot for a scheduled run, the minute asked for a manual one.
  slot          timestamptz NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('scheduled', 'manual')),
  state         text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed', 'skipped')),
  rule_version  integer NOT NULL,
  figures_as_of timestamptz,
  evaluated     integer NOT NULL DEFAULT 0,
  matched       integer NOT NULL DEFAULT 0,
  acted         integer NOT NULL DEFAULT 0,
  skipped       integer NOT NULL DEFAULT 0,
  failed        integer NOT NULL DEFAULT 0,
  job_id        uuid,
  error         text,
  started_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
-- A rule runs once per slot whatever the round's retries (and a manual run once a minute).
CREATE UNIQUE INDEX ai_rule_runs_once ON ai_rule_runs (rule_id, kind, slot);
CREATE INDEX ai_rule_runs_of_company ON ai_rule_runs (company_id, started_at DESC);

CREATE TABLE ai_rule_actions (
  id           serial PRIMARY KEY,
  run_id       integer NOT NULL REFERENCES ai_rule_runs (id),
  seq          integer NOT NULL,
  company_id   integer NOT NULL REFERENCES customers (id),
  rule_id      integer NOT NULL REFERENCES ai_rules (id),
  media_code   text NOT NULL,
  level        text NOT NULL,
  object_id    text NOT NULL,
  account_id   integer NOT NULL,
  object_name  text NOT NULL,
  slot         timestamptz NOT NULL,
  type         text NOT NULL CHECK (type IN ('BUDGET', 'BID', 'PAUSE', 'EMAIL')),
  before       jsonb,
  after        jsonb,
  -- Each condition's value and held, and the window's sums: what triggered the action.
  figures      jsonb NOT NULL,
  outcome      text NOT NULL CHECK (outcome IN ('planned', 'applied', 'refused', 'skipped', 'superseded', 'failed')),
  reason_code  text,
  -- The media's answer, the skip's text, or a note (已按上限调整).
  reason       text,
  edit_id      integer REFERENCES delivery_edits (id),
  china_day    text NOT NULL, -- YYYY-MM-DD, the China day (trigger counts)
  at           timestamptz NOT NULL DEFAULT now()
);
-- A slot's action exists once, whatever retries the round's job makes (design §10).
CREATE UNIQUE INDEX ai_rule_actions_once ON ai_rule_actions (rule_id, object_id, level, slot, type);
CREATE INDEX ai_rule_actions_of_company ON ai_rule_actions (company_id, at DESC);
CREATE INDEX ai_rule_actions_of_run ON ai_rule_actions (run_id, seq);
CREATE INDEX ai_rule_actions_of_account ON ai_rule_actions (account_id, at DESC);
CREATE INDEX ai_rule_actions_by_outcome ON ai_rule_actions (company_id, outcome, at DESC);
-- Cooldowns and trigger counts read a rule's applied actions on an object of the day.
CREATE INDEX ai_rule_actions_applied ON ai_rule_actions (rule_id, object_id, china_day) WHERE outcome = 'applied';

-- Dry runs' answers, kept a day (a rule's editor shows the last one again).
CREATE TABLE ai_rule_dry_runs (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES customers (id),
  rule_id     integer REFERENCES ai_rules (id),
  body_hash   text NOT NULL,
  user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  result      jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_rule_dry_runs_by_age ON ai_rule_dry_runs (created_at);
