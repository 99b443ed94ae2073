-- The labels of the assets section (标签管理, issue 20): a company's labels in groups, and where each is
-- used. Materials and titles (later migrations) put labels on themselves through label_uses, so a rename
-- shows everywhere at once and a removal knows what it takes the label off.

CREATE TABLE label_groups (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);

-- Names are unique in the company, not only in a group: a name (in a spreadsheet of titles, in a filter)
-- then says one label.
CREATE TABLE labels (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  group_id    integer NOT NULL REFERENCES label_groups (id),
  name        text NOT NULL,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);
CREATE INDEX labels_by_group ON labels (group_id);

-- A label on a material or a title (object_id: the material's or title's id).
CREATE TABLE label_uses (
  label_id    integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('material', 'title')),
  object_id   bigint NOT NULL,
  PRIMARY KEY (label_id, kind, object_id)
);
CREATE INDEX label_uses_by_object ON label_uses (kind, object_id);
