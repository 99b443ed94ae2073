-- The reference server's schema. One PostgreSQL schema, shared by every instance: nothing the server
-- needs between two requests lives in memory.

-- The advertiser companies that use the desk (the spec's "customer": customerType, customerIdCiphertext).
CREATE TABLE customers (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  customer_type integer NOT NULL DEFAULT 1,
  id_ciphertext text NOT NULL,
  adi_config    jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                 serial PRIMARY KEY,
  username           text NOT NULL UNIQUE,
  display_name       text NOT NULL,
  email              text,
  avatar             text,
  -- DESIGNMANAGER is never stored: the desk derives it from is_design_manager (contract, Role).
  role               text NOT NULL CHECK (role IN ('ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'AGENT_FIRST', 'AGENT_SECOND')),
  is_design_manager  smallint NOT NULL DEFAULT 0 CHECK (is_design_manager IN (0, 1)),
  rbac_version       text,
  role_code_v2       text,
  role_name_v2       text,
  -- The menu tree of the role-based model 2.0 (MenuNode[]); [] under the legacy model.
  menu_tree          jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Dynamic permission keys of the data platform, e.g. ["deliveryDmp"].
  dmp_permissions    jsonb NOT NULL DEFAULT '[]'::jsonb,
  button_config      jsonb NOT NULL,
  show_bilibili      smallint NOT NULL DEFAULT 1 CHECK (show_bilibili IN (0, 1)),
  show_performance   smallint NOT NULL DEFAULT 1 CHECK (show_performance IN (0, 1)),
  show_classify      smallint NOT NULL DEFAULT 0 CHECK (show_classify IN (0, 1)),
  show_tkio          smallint NOT NULL DEFAULT 0 CHECK (show_tkio IN (0, 1)),
  ads_perseus_status smallint NOT NULL DEFAULT 0 CHECK (ads_perseus_status IN (0, 1)),
  user_identify      text NOT NULL DEFAULT 'normal',
  customer_id        integer NOT NULL REFERENCES customers (id),
  -- The user's team (department) inside the company; the user info calls it groupId.
  group_id           integer,
  -- scrypt$N$r$p$salt$hash over the SHA-256 hex of the password (docs/decisions.md).
  password_hash      text NOT NULL,
  start_time         timestamptz NOT NULL,
  expire_time        timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_by_customer ON users (customer_id);

-- Only the SHA-256 of a token is stored, so a leaked table opens no session.
CREATE TABLE sessions (
  id          serial PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel     text NOT NULL CHECK (channel IN ('password', 'partner', 'market', 'authCode')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);
CREATE INDEX sessions_active_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Per-username back-off of failed logins (known and unknown usernames alike).
CREATE TABLE login_attempts (
  username     text PRIMARY KEY,
  failures     integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Partner and market tickets already used, so a captured ticket cannot be replayed in its 5 minutes.
CREATE TABLE partner_tickets (
  signature text PRIMARY KEY,
  used_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_codes (
  code_hash  text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE messages (
  id         serial PRIMARY KEY,
  title      text NOT NULL,
  type       text NOT NULL CHECK (type IN ('SYSTEM', 'TASK', 'ACCOUNT')),
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_messages (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  state      text NOT NULL DEFAULT 'unread' CHECK (state IN ('unread', 'readed', 'trash')),
  PRIMARY KEY (user_id, message_id)
);
CREATE INDEX user_messages_by_state ON user_messages (user_id, state);

CREATE TABLE media (
  code    text PRIMARY KEY,
  name    text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort    integer NOT NULL
);

CREATE TABLE account_groups (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  name        text NOT NULL
);

CREATE TABLE media_accounts (
  id           serial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers (id),
  media_code   text NOT NULL REFERENCES media (code),
  account_id   text NOT NULL,
  account_name text NOT NULL,
  group_id     integer REFERENCES account_groups (id) ON DELETE SET NULL,
  -- How many ads the account runs; the account-group selector shows it as num.
  ad_count     integer NOT NULL DEFAULT 0,
  -- false for agent accounts not yet bound to the desk (kuaishou no_bind list).
  bound        boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (media_code, account_id)
);
CREATE INDEX media_accounts_by_customer ON media_accounts (customer_id, media_code);

-- The company registry the registration form looks names up in (tianyancha getCompany).
CREATE TABLE companies (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  credit_code text NOT NULL UNIQUE
);

CREATE TABLE sales_leads (
  id           serial PRIMARY KEY,
  company_name text NOT NULL,
  contact_name text NOT NULL,
  phone        text NOT NULL,
  email        text,
  remark       text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE error_logs (
  id            serial PRIMARY KEY,
  user_id       integer REFERENCES users (id) ON DELETE SET NULL,
  url           text NOT NULL,
  name          text NOT NULL,
  error_message text NOT NULL,
  stack         text NOT NULL,
  message       text NOT NULL,
  browser_info  jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
