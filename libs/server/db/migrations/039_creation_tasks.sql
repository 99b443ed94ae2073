-- Creation tasks (issue 22, docs/design/creation.md §4): what a batch-creation submission became. The body and the
-- rows are frozen at submission, so a later edit of the template changes no task; each wave is a durable job.

CREATE TABLE creation_tasks (
  id            serial PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customers (id),
  created_by    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_code    text NOT NULL,
  variant       text NOT NULL DEFAULT '',
  template_id   integer,
  template_name text,
  body          jsonb NOT NULL,
  rule          jsonb NOT NULL,
  state         text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'succeeded', 'partial', 'failed', 'cancelled')),
  -- Kept with every change of a row, so a page of tasks reads no rows.
  total         integer NOT NULL,
  created       integer NOT NULL DEFAULT 0,
  failed        integer NOT NULL DEFAULT 0,
  waiting       integer NOT NULL DEFAULT 0,
  cancelled     integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  finished_at   timestamptz
);
CREATE INDEX creation_tasks_by_customer ON creation_tasks (customer_id, created_at DESC);

CREATE TABLE creation_task_waves (
  task_id  integer NOT NULL REFERENCES creation_tasks (id) ON DELETE CASCADE,
  n        integer NOT NULL,
  run_at   timestamptz NOT NULL,
  state    text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done', 'cancelled')),
  job_id   uuid,
  PRIMARY KEY (task_id, n)
);

CREATE TABLE creation_task_rows (
  task_id       integer NOT NULL REFERENCES creation_tasks (id) ON DELETE CASCADE,
  key           text NOT NULL,
  -- The preview's order: parents before children within an account.
  seq           integer NOT NULL,
  level         text NOT NULL,
  parent_key    text,
  account_id    integer NOT NULL REFERENCES media_accounts (id),
  account_name  text NOT NULL,
  name          text NOT NULL,
  -- The row as submitted (CreationRow of libs/domain).
  payload       jsonb NOT NULL,
  wave          integer NOT NULL,
  state         text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'creating', 'created', 'failed', 'cancelled')),
  media_id      text,
  review        text CHECK (review IN ('reviewing', 'approved', 'rejected')),
  review_reason text,
  reason        text,
  attempts      integer NOT NULL DEFAULT 0,
  -- The media's request id (gdt), stable across every attempt of the row.
  request_id    text NOT NULL,
  -- Set in the transaction before the call that sends the row: a row sent without an answer is looked up
  -- on the media before it is sent again.
  sent_at       timestamptz,
  -- A row paused by a lock-out or a back-off is not sent before this time.
  not_before    timestamptz,
  -- 删除本任务创建的对象 deleted it on the media.
  deleted_at    timestamptz,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (task_id, key)
);
CREATE INDEX creation_task_rows_by_wave ON creation_task_rows (task_id, wave, seq);
CREATE INDEX creation_task_rows_by_media_id ON creation_task_rows (media_id) WHERE media_id IS NOT NULL;
