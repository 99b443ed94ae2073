-- The title library of the assets section (标题, 标题组; issue 20): a company's ad titles, entered with the
-- batch title editor or a spreadsheet, and its groups of titles in order. Labels go on titles through
-- label_uses (kind 'title', 020_labels.sql).

-- The text is stored trimmed; a company keeps each text once, so the same text is one title (and one set of
-- figures) whoever entered it and whichever media it was bound to.
CREATE TABLE titles (
  id          bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  text        text NOT NULL,
  -- The media whose length counting and word packs the title was checked against; NULL: the desk's default.
  media_code  text,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, text)
);
CREATE INDEX titles_by_time ON titles (customer_id, created_at DESC, id DESC);

CREATE TABLE title_groups (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  name        text NOT NULL,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);

-- A group's titles in their order; removing a title takes it out of its groups.
CREATE TABLE title_group_items (
  group_id    integer NOT NULL REFERENCES title_groups (id) ON DELETE CASCADE,
  title_id    bigint NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  PRIMARY KEY (group_id, title_id)
);
CREATE INDEX title_group_items_by_title ON title_group_items (title_id);

-- A title's figures are those of the delivering ads whose title (the media's attribute `title`) is its text.
CREATE INDEX delivery_objects_by_title ON delivery_objects (customer_id, (attributes ->> 'title')) WHERE attributes ? 'title';
