-- Batch creation (docs/design/creation.md §3): a sandbox object keeps what its draft was created with (the
-- level's settings, targeting pack, audience packs, materials, titles) to answer them in its attributes, and
-- gdt's request id, unique per account, so a repeated create answers the object it already made. Both are
-- empty for objects made before, which the listing answers as it did.
ALTER TABLE sandbox_objects ADD COLUMN created_with jsonb;
ALTER TABLE sandbox_objects ADD COLUMN request_id text;
CREATE UNIQUE INDEX sandbox_objects_request_ids ON sandbox_objects (media_code, advertiser_id, request_id)
  WHERE request_id IS NOT NULL;
-- The daily create cap counts an account's objects made since the start of its China day.
CREATE INDEX sandbox_objects_created ON sandbox_objects (media_code, advertiser_id, created_at);
