-- The delivery tables (issue 12): each user's columns per media and level, edits as jobs with their rows'
-- values before and after (for 撤销), exports to xlsx, and when each account was last refreshed by a person.
-- Messages gain a link (a desk route) and an action (撤销 of an edit, the file of an export).
ALTER TABLE messages ADD COLUMN link text;
ALTER TABLE messages ADD COLUMN action jsonb;

CREATE TABLE delivery_columns (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_code text NOT NULL,
  level      text NOT NULL,
  -- The chosen column keys in order (attribute columns and metric keys).
  columns    jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, media_code, level)
);

CREATE TABLE delivery_edits (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_code  text NOT NULL,
  level       text NOT NULL,
  field       text NOT NULL CHECK (field IN ('status', 'bid', 'budget', 'name')),
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  total       integer NOT NULL,
  job_id      uuid,
  -- The edit this one undoes; an edit is undone at most once (the unique index below).
  undo_of     integer REFERENCES delivery_edits (id),
  undone_by   integer REFERENCES delivery_edits (id),
  created_at  timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE UNIQUE INDEX delivery_edits_undone_once ON delivery_edits (undo_of) WHERE undo_of IS NOT NULL;
CREATE INDEX delivery_edits_by_customer ON delivery_edits (customer_id, created_at DESC);

-- One row per object of an edit: the value before (read from the desk's copy when the edit was checked)
-- and the value asked for; ok/reason are the media's answer, written with the job's checkpoint.
CREATE TABLE delivery_edit_items (
  edit_id      integer NOT NULL REFERENCES delivery_edits (id) ON DELETE CASCADE,
  seq          integer NOT NULL,
  object_id    text NOT NULL,
  account_id   integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  name         text NOT NULL,
  account_name text NOT NULL,
  -- JSON values: a number, a text or null (不限).
  before       jsonb NOT NULL,
  after        jsonb NOT NULL,
  ok           boolean,
  reason       text,
  PRIMARY KEY (edit_id, seq)
);
CREATE UNIQUE INDEX delivery_edit_items_object ON delivery_edit_items (edit_id, object_id);

CREATE TABLE delivery_exports (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_code  text NOT NULL,
  level       text NOT NULL,
  state       text NOT NULL CHECK (state IN ('queued', 'running', 'ready', 'failed')),
  file_name   text NOT NULL,
  rows        integer,
  content     bytea,
  reason      text,
  job_id      uuid,
  created_at  timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX delivery_exports_by_user ON delivery_exports (user_id, created_at DESC);

-- 刷新 by a person: when each account was last queued, so that it is asked at most once a minute.
CREATE TABLE delivery_refreshes (
  account_id   integer PRIMARY KEY REFERENCES media_accounts (id) ON DELETE CASCADE,
  refreshed_at timestamptz NOT NULL
);
