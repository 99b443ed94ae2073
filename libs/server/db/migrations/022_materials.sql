-- The material library (素材库, issue 20): one material per file per company (its MD5), the facts the
-- desk read from the file itself, who designed and who uploaded it, where it was pushed and what each
-- media said of it, and each person's favourites. The bytes are in the file storage (storage-port.ts),
-- keyed by company and MD5, never here.

CREATE TABLE materials (
  id          bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  md5         char(32) NOT NULL,
  name        text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('image', 'video')),
  -- The type read from the content (jpg, png, gif, webp, mp4, mov …) and its media type.
  format      text NOT NULL,
  mime        text NOT NULL,
  size_bytes  bigint NOT NULL CHECK (size_bytes > 0),
  width       integer NOT NULL,
  height      integer NOT NULL,
  duration_ms integer,
  bitrate     integer,
  has_poster  boolean NOT NULL DEFAULT false,
  -- The designer is set at upload and may change; the uploader never does.
  designer_id integer REFERENCES users (id) ON DELETE SET NULL,
  uploader_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- 本地上传, or a copy the desk took from a media account.
  source      text NOT NULL CHECK (source IN ('upload', 'media')),
  -- Shared materials are seen by every designer of the company, not only their designer and uploader.
  shared      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, md5)
);
CREATE INDEX materials_by_time ON materials (customer_id, created_at DESC, id DESC);
CREATE INDEX materials_by_designer ON materials (customer_id, designer_id);

-- A material in a media account: the media's own id and its verdicts (review and quality labels).
CREATE TABLE material_pushes (
  material_id       bigint NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  media_account_id  integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  media_code        text NOT NULL,
  media_material_id text NOT NULL,
  review_state      text NOT NULL CHECK (review_state IN ('reviewing', 'approved', 'rejected')),
  reject_reason     text,
  quality_labels    text[] NOT NULL DEFAULT '{}',
  pushed_by         integer REFERENCES users (id) ON DELETE SET NULL,
  pushed_at         timestamptz NOT NULL DEFAULT now(),
  checked_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (material_id, media_account_id)
);
CREATE INDEX material_pushes_by_account ON material_pushes (media_account_id, media_material_id);

CREATE TABLE material_favorites (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  material_id bigint NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, material_id)
);
CREATE INDEX material_favorites_by_material ON material_favorites (material_id);

-- Which of the desk's delivery objects use a pushed material (removing a material in use names its ads).
CREATE INDEX delivery_objects_by_material ON delivery_objects (account_id, material_id) WHERE material_id IS NOT NULL;
