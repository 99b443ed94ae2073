-- Names that may repeat (issue 22): toutiao, gdt, kuaishou, baidu and bilibili let an account's creatives share
-- a name, the other levels not (each media's creation rules, `nameUnique` per level). The unique index of 004
-- refused a repeated name at every level; it gives way to a plain index for lookups by name and a unique index
-- over the rows whose level keeps names unique. Which levels those are is the media's declaration in code (its
-- creation rules, read by the sandbox's config), so each row carries the answer it was written under
-- (name_unique) rather than SQL listing media or levels. The engine checks names in its transaction and inserts
-- with ON CONFLICT DO NOTHING: of two processes creating one unique name at once, the second waits on the index
-- until the first commits, inserts nothing and answers name_duplicate; a rename that loses such a race fails
-- its statement, so the database never holds two live objects of a unique level with one name.
-- Rows made before keep their names unique (true), which they are; a rename rewrites the flag by its level.
ALTER TABLE sandbox_objects ADD COLUMN name_unique boolean NOT NULL DEFAULT true;
DROP INDEX sandbox_objects_names;
CREATE INDEX sandbox_objects_names ON sandbox_objects (media_code, advertiser_id, level, name);
CREATE UNIQUE INDEX sandbox_objects_unique_names ON sandbox_objects (media_code, advertiser_id, level, name)
  WHERE opt_status <> 'deleted' AND name_unique;
