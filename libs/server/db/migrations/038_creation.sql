-- Batch ad creation (issue 22, docs/design/creation.md §4): a company's templates (temp_id), the drafts a person's
-- editor keeps as they type, and the 防出错 (error-prevention) rules checked before a submission. The tasks a
-- submission makes are another migration's.

CREATE TABLE creation_templates (
  id           serial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers (id),
  owner_id     integer REFERENCES users (id) ON DELETE SET NULL,
  name         text NOT NULL,
  media_code   text NOT NULL,
  -- '' for the media's plain quick creation, else the route segment.
  variant      text NOT NULL DEFAULT '',
  -- Shared: the company sees it; its owner, ADMIN and MANAGER change it.
  shared       boolean NOT NULL DEFAULT false,
  -- CreationTemplateBody of libs/domain, checked against the caller's visibility when saved.
  body         jsonb NOT NULL,
  -- The list's 账户数 without reading every body.
  account_count integer NOT NULL DEFAULT 0,
  last_used_at timestamptz,
  last_used_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  removed_at   timestamptz
);
-- The list: a company's templates of a media and variant, newest change first; a person's own.
CREATE INDEX creation_templates_list ON creation_templates (customer_id, media_code, variant, updated_at DESC) WHERE removed_at IS NULL;
CREATE INDEX creation_templates_owner ON creation_templates (owner_id, updated_at DESC) WHERE removed_at IS NULL;

CREATE TABLE creation_drafts (
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- `template:{id}` or `new:{media}:{variant}`.
  key      text NOT NULL,
  name     text NOT NULL DEFAULT '',
  body     jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE error_prevention_rules (
  id                serial PRIMARY KEY,
  customer_id       integer NOT NULL REFERENCES customers (id),
  name              text NOT NULL,
  enabled           boolean NOT NULL DEFAULT true,
  media_code        text NOT NULL,
  -- The scope: these accounts and the accounts of these groups; both empty: every account of the media.
  account_ids       integer[] NOT NULL DEFAULT '{}',
  account_group_ids integer[] NOT NULL DEFAULT '{}',
  field             text NOT NULL CHECK (field IN ('goal', 'deepGoal', 'bid', 'deepBid', 'budgetPlan', 'budgetAd')),
  -- goal, deepGoal: the media's goal values allowed. The money fields: an inclusive range in 元.
  allowed_values    text[] NOT NULL DEFAULT '{}',
  min_value         numeric(14, 2),
  max_value         numeric(14, 2),
  created_by        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_by        integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  removed_at        timestamptz
);
-- The check reads a company's enabled rules of one media; the list a company's rules by change.
CREATE INDEX error_prevention_rules_check ON error_prevention_rules (customer_id, media_code) WHERE removed_at IS NULL AND enabled;
CREATE INDEX error_prevention_rules_list ON error_prevention_rules (customer_id, updated_at DESC) WHERE removed_at IS NULL;
-- Objects created today per account (creates left today of the preview).
CREATE INDEX delivery_objects_created ON delivery_objects (account_id, created_at);
