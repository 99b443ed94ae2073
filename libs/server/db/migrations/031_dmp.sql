-- The data platform (数据平台, issue 21, docs/design/properties.md §4.1). A crowd is the company's and
-- independent of any media: an uploaded hashed ID list (the MD5 lines in the file storage, never clear IDs), a
-- handpicked pack added, or a lookalike of a seed crowd. Its copies are the media's audience packs
-- (custom-audience properties) in accounts, one row per crowd and account with the pair's last outcome, so a
-- push across several media keeps every pair's answer beside the copy it made.
CREATE TABLE dmp_crowds (
  id            bigserial PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customers (id),
  name          text NOT NULL,
  source        text NOT NULL CHECK (source IN ('upload', 'handpick', 'expand')),
  id_type       text CHECK (id_type IN ('imei', 'idfa', 'oaid', 'phone')),
  rows_total    integer,
  rows_valid    integer,
  rows_invalid  integer,
  -- The hashed list in the file storage, by {customer_id, file_md5}.
  file_md5      char(32),
  file_size     bigint,
  handpick_media text,
  handpick_id   text,
  seed_crowd_id bigint REFERENCES dmp_crowds (id),
  expand_level  smallint CHECK (expand_level BETWEEN 1 AND 10),
  -- A lookalike's or a handpicked pack's size as the media estimated it (an upload's comes from its copies).
  size          bigint,
  created_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  removed_at    timestamptz
);
CREATE INDEX dmp_crowds_by_customer ON dmp_crowds (customer_id, created_at DESC) WHERE removed_at IS NULL;
-- The same hashed file is one crowd of the company (checkCrowdUpload answers it).
CREATE UNIQUE INDEX dmp_crowds_by_file ON dmp_crowds (customer_id, file_md5) WHERE file_md5 IS NOT NULL AND removed_at IS NULL;
CREATE UNIQUE INDEX dmp_crowds_by_handpick ON dmp_crowds (customer_id, handpick_media, handpick_id) WHERE handpick_id IS NOT NULL AND removed_at IS NULL;

CREATE TABLE dmp_crowd_copies (
  crowd_id           bigint NOT NULL REFERENCES dmp_crowds (id) ON DELETE CASCADE,
  account_id         integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  media_code         text NOT NULL,
  -- queued: the push job has not answered yet; ok: the media made (or already had) the pack; refused: reason says why.
  state              text NOT NULL CHECK (state IN ('queued', 'ok', 'refused')),
  reason             text,
  media_property_id  text,
  media_property_row bigint REFERENCES media_properties (id) ON DELETE SET NULL,
  job_id             uuid,
  pushed_by          integer REFERENCES users (id) ON DELETE SET NULL,
  pushed_at          timestamptz NOT NULL,
  last_used_at       date,
  PRIMARY KEY (crowd_id, account_id)
);
CREATE INDEX dmp_crowd_copies_by_account ON dmp_crowd_copies (account_id, state);
