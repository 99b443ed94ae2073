-- Where the metrics sync of each account stands (apps/api/src/metrics/sync.ts): the last China day whose
-- figures are in the metrics store, and the sync under way, chunk by chunk, so that a restart goes on from
-- the chunk it stopped at instead of reading months of figures again.
CREATE TABLE metrics_sync_cursors (
  account_id        integer PRIMARY KEY REFERENCES media_accounts (id) ON DELETE CASCADE,
  -- YYYY-MM-DD: the figures up to this day are in the store (that day as far as synced_at); the next sync
  -- reads again from this day, which was not over yet.
  synced_day        text,
  synced_at         timestamptz,
  -- delivery_objects rows synced at or after this time are mirrored into the store again.
  objects_seen_at   timestamptz,
  -- The sync under way: {"from", "to", "hourFrom", "step", "afterId"}; NULL between syncs.
  run               jsonb,
  -- Who is running it (a job id) and until when that claim holds; two syncs of one account never overlap.
  owner             text,
  owned_until       timestamptz
);
