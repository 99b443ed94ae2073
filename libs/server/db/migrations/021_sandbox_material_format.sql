-- The sandbox media's materials keep the type the desk read from the file's content (jpg, mp4 …), which
-- their listings answer; the index serves an account's listing and its count of new materials per day.
ALTER TABLE sandbox_materials ADD COLUMN format text NOT NULL DEFAULT '';
CREATE INDEX sandbox_materials_by_account ON sandbox_materials (media_code, advertiser_id, created_at, material_id);
-- Which material a delivery object uses is looked up per account when the sandbox reports by material.
CREATE INDEX sandbox_objects_by_material ON sandbox_objects (media_code, material_id) WHERE material_id IS NOT NULL;
-- A listing labels the first copy of each file on the media (首发) by looking its md5 up across accounts.
CREATE INDEX sandbox_materials_by_signature ON sandbox_materials (media_code, signature, created_at, material_id);
