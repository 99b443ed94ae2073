-- The list kit (issue 19): saved columns of any list, per user and list, and the export of any list as a
-- file through the delivery exports' machinery (single-use links, kept 7 days, the accounts it holds).
CREATE TABLE list_columns (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The list's id as the pages name it (org.users, operation-log, …).
  list_id    text NOT NULL,
  -- The chosen column keys in order.
  columns    jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, list_id)
);

-- A list's export has a list id instead of a media and level.
ALTER TABLE delivery_exports ADD COLUMN list_id text;
ALTER TABLE delivery_exports ALTER COLUMN media_code DROP NOT NULL;
ALTER TABLE delivery_exports ALTER COLUMN level DROP NOT NULL;
ALTER TABLE delivery_exports ADD CONSTRAINT delivery_exports_list_or_level CHECK ((list_id IS NULL) = (media_code IS NOT NULL AND level IS NOT NULL));
