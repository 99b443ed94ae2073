-- 广告诊断 (issue 23, docs/design/tools.md §5.1, §7): which finding a one-click fix answered. The edit itself is a
-- delivery edit with origin_kind 'diagnosis' and origin_id this row's id (042), so its job, audit and undo are the
-- delivery tables' own; this row says what the desk diagnosed and who applied it.
CREATE TABLE diagnosis_fixes (
  id           serial PRIMARY KEY,
  company_id   integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  media        text NOT NULL,
  account_id   integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  level        text NOT NULL,
  object_id    text NOT NULL,
  finding_code text NOT NULL,
  -- Set in the same transaction once the edit exists (the edit names this row as its origin).
  edit_id      integer REFERENCES delivery_edits (id) ON DELETE SET NULL,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diagnosis_fixes_by_object ON diagnosis_fixes (company_id, media, object_id, at DESC);
