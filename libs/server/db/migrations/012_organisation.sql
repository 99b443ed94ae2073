-- The organisation of a company (issue 13): departments, custom roles of the 2.0 model, the users'
-- lifecycle (disable, validity, one-time passwords), second-level agents under their first-level agent,
-- and project members.

-- A tree of departments; users.group_id (the user info's groupId) points at one.
CREATE TABLE departments (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  parent_id   integer REFERENCES departments (id),
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX departments_by_customer ON departments (customer_id, parent_id);
-- Sibling names are unique; top-level siblings share parent NULL, hence the COALESCE.
CREATE UNIQUE INDEX departments_unique_name ON departments (customer_id, COALESCE(parent_id, 0), name);

-- Custom roles of the 2.0 model. The seven legacy roles are built in and have no row. base_role is the
-- legacy role the custom role acts as for the account-operation matrix and for which accounts its users see.
CREATE TABLE roles (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  code        text NOT NULL,
  name        text NOT NULL,
  base_role   text NOT NULL CHECK (base_role IN ('ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER', 'AGENT_FIRST', 'AGENT_SECOND')),
  description text NOT NULL DEFAULT '',
  -- The MenuNode[] its users get from my-tree.
  menu_tree   jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The buttonConfig flags (action codes) it turns on.
  actions     jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, code),
  UNIQUE (customer_id, name)
);

ALTER TABLE users
  ADD COLUMN phone                text,
  -- A custom role; NULL for the built-in role in users.role.
  ADD COLUMN role_id              integer REFERENCES roles (id),
  -- Set when a manager disables the user; their sessions end and login is refused.
  ADD COLUMN disabled_at          timestamptz,
  -- The password is a one-time password (new user or reset) the user must change at the next login.
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  -- The first-level agent a second-level agent belongs to.
  ADD COLUMN parent_id            integer REFERENCES users (id);
CREATE INDEX users_by_parent ON users (parent_id) WHERE parent_id IS NOT NULL;

-- The users of a project: a member sees the project's accounts.
CREATE TABLE project_members (
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_by_user ON project_members (user_id);
