-- Pushes of materials to media accounts (素材库 → 推送, issue 20): one run per request, a durable job, and one
-- item per material × account with the media's answer. A pair the media's format limits refuse is stored
-- already answered (refused before any call). sent_at marks a pair whose chunk went to the media; a pair sent
-- without an answer (the worker died during the call) is looked up on the media before it is sent again.
CREATE TABLE material_push_runs (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  total       integer NOT NULL,
  job_id      uuid,
  created_at  timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX material_push_runs_by_customer ON material_push_runs (customer_id, created_at DESC);
CREATE INDEX material_push_runs_by_job ON material_push_runs (job_id);

CREATE TABLE material_push_items (
  run_id            integer NOT NULL REFERENCES material_push_runs (id) ON DELETE CASCADE,
  seq               integer NOT NULL,
  -- Names are kept as they were at the push, so a later removal or rename leaves the record readable.
  material_id       bigint REFERENCES materials (id) ON DELETE SET NULL,
  material_name     text NOT NULL,
  md5               char(32) NOT NULL,
  account_id        integer REFERENCES media_accounts (id) ON DELETE SET NULL,
  account_name      text NOT NULL,
  advertiser_id     text NOT NULL,
  media_code        text NOT NULL,
  -- null while waiting; true with the media's material id; false with the reason (the desk's or the media's).
  ok                boolean,
  media_material_id text,
  reason            text,
  sent_at           timestamptz,
  PRIMARY KEY (run_id, seq)
);
