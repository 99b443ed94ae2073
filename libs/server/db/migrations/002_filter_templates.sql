-- Saved filter templates of the filter area: a user's named sets of filter values per scene (the table the
-- filters belong to), kept on the server so they follow the user to another browser. Each row belongs to one
-- user of one company; the company is kept too so company-wide housekeeping needs no join.
CREATE TABLE filter_templates (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scene       text NOT NULL,
  name        text NOT NULL,
  filters     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  -- Names are unique per user and scene; the server answers 409 before this fires, the index settles races.
  UNIQUE (user_id, scene, name)
);
CREATE INDEX filter_templates_by_customer ON filter_templates (customer_id);
