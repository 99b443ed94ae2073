-- Durable jobs and the audit trail.
--
-- Jobs: sync, bulk edits, exports, batch creation and rules run as rows of `jobs`, claimed by any server
-- process with SELECT … FOR UPDATE SKIP LOCKED and held under a lease. Every time in these rows comes from
-- the worker's clock (a parameter), never from now(), so tests drive time by hand.
CREATE TABLE jobs (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The job type (defineJob's name), e.g. 'media.sync-account'.
  name             text NOT NULL,
  -- The company whose task centre shows the job; NULL for the desk's own housekeeping (token refresh).
  company_id       integer,
  -- Who asked for it: a person, another job or the schedule.
  actor_kind       text NOT NULL CHECK (actor_kind IN ('user', 'job', 'system')),
  actor_id         text,
  actor_name       text NOT NULL,
  payload          jsonb NOT NULL,
  state            text NOT NULL DEFAULT 'queued'
                   CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  -- A queued job runs once run_at has come; a retry moves it by the back-off.
  run_at           timestamptz NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  max_attempts     integer NOT NULL CHECK (max_attempts >= 1),
  -- Enqueueing the same (name, dedupe_key) again answers the first job instead of adding one.
  dedupe_key       text,
  -- The worker holding a running job, and until when; an expired lease lets another worker take it over.
  lease_owner      text,
  lease_until      timestamptz,
  cancel_requested boolean NOT NULL DEFAULT false,
  progress_done    integer NOT NULL DEFAULT 0,
  progress_total   integer,
  progress_step    text,
  -- What the handler saved to resume from after an interruption (items already done are not redone).
  checkpoint       jsonb,
  result           jsonb,
  -- Per-item failures: [{ "item": "…", "message": "…" }].
  item_errors      jsonb NOT NULL DEFAULT '[]'::jsonb,
  last_error       text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  started_at       timestamptz,
  finished_at      timestamptz
);
CREATE UNIQUE INDEX jobs_dedupe ON jobs (name, dedupe_key) WHERE dedupe_key IS NOT NULL;
-- What the worker claims: queued jobs whose time has come, running jobs whose lease has expired.
CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'queued';
CREATE INDEX jobs_leased ON jobs (lease_until) WHERE state = 'running';
-- The task centre: a company's jobs, newest first, by person and state.
CREATE INDEX jobs_by_company ON jobs (company_id, created_at DESC);
CREATE INDEX jobs_by_actor ON jobs (company_id, actor_kind, actor_id, created_at DESC);

-- The audit trail: every write the desk makes, by a person or a job, with the value before and after and
-- the media's answer. Append-only; the operation log, undo and rule logs read it.
CREATE TABLE audit_records (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id     integer NOT NULL,
  actor_kind     text NOT NULL CHECK (actor_kind IN ('user', 'job', 'system')),
  -- The user id, or the job id.
  actor_id       text,
  actor_name     text NOT NULL,
  at             timestamptz NOT NULL DEFAULT now(),
  media_code     text,
  account_id     text,
  account_name   text,
  -- The object written: its level (account, plan, unit, creative, …), the media's id and its name.
  object_level   text,
  object_id      text,
  object_name    text,
  -- A stable action code (e.g. 'budget.update') and the Chinese words the operation log shows.
  action         text NOT NULL,
  action_name    text NOT NULL,
  before         jsonb,
  after          jsonb,
  -- The media's answer: ok, or refused with its code and message.
  outcome        text NOT NULL CHECK (outcome IN ('ok', 'refused')),
  outcome_code   text,
  outcome_message text,
  -- Where the write came from: the request, or the job.
  request_id     text,
  job_id         uuid
);
-- Every search is one company's, newest first; each filter of the operation log has its own index.
CREATE INDEX audit_by_company ON audit_records (company_id, at DESC, id DESC);
CREATE INDEX audit_by_media ON audit_records (company_id, media_code, at DESC);
CREATE INDEX audit_by_account ON audit_records (company_id, account_id, at DESC);
CREATE INDEX audit_by_object ON audit_records (company_id, object_id, at DESC);
CREATE INDEX audit_by_actor ON audit_records (company_id, actor_kind, actor_id, at DESC);
CREATE INDEX audit_by_action ON audit_records (company_id, action, at DESC);
CREATE INDEX audit_by_job ON audit_records (job_id) WHERE job_id IS NOT NULL;
