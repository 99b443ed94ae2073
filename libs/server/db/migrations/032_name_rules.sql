-- 命名解析 (issue 21, docs/design/properties.md §4.2): a company's naming rules and their versions. Every save
-- is a new immutable version; active_version says which one parses. Nothing parsed is stored: the delivery
-- tables split the names the metrics store already holds, so a rule change shows at once.

CREATE TABLE name_rules (
  id             serial PRIMARY KEY,
  customer_id    integer NOT NULL REFERENCES customers (id),
  name           text NOT NULL,
  target         text NOT NULL CHECK (target IN ('delivery', 'material')),
  -- null: every media.
  media_code     text,
  -- The delivery levels it parses; null: every level (and always null for a material rule).
  levels         text[],
  active_version integer NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  created_by     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- The last change of any kind (a version, enabling, disabling): the list's 最近修改.
  updated_by     integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  removed_at     timestamptz
);
-- Names are unique among the company's rules not removed, so a removed rule's name can be used again.
CREATE UNIQUE INDEX name_rules_names ON name_rules (customer_id, name) WHERE removed_at IS NULL;

CREATE TABLE name_rule_versions (
  rule_id    integer NOT NULL REFERENCES name_rules (id) ON DELETE CASCADE,
  version    integer NOT NULL,
  body       jsonb NOT NULL,
  note       text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rule_id, version)
);
