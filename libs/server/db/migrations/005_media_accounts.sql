-- Media accounts: a company's grants of a media (authorisations), the accounts imported through them with
-- the figures the media reports, projects, the people an account is assigned to, balance and cost
-- monitors, and the one-time states of the authorisation flow.

-- Projects of a company (the organisation pages extend them); an account may belong to one.
CREATE TABLE projects (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);

-- One grant of a media to a company. The tokens are stored as the media issued them because the desk
-- must present them on every call. A real deployment encrypts them at rest: envelope encryption with a
-- data key per row wrapped by a key-management service (or pgcrypto's pgp_sym_encrypt under a key held
-- outside the database), so a copy of the database alone opens no advertiser's account.
CREATE TABLE media_authorizations (
  id                 serial PRIMARY KEY,
  customer_id        integer NOT NULL REFERENCES customers (id),
  media_code         text NOT NULL REFERENCES media (code),
  sandbox            boolean NOT NULL,
  -- Who granted it on the media's side (the advertisers' registered company).
  subject            text NOT NULL,
  -- The advertiser ids the grant covers (a JSON array of strings).
  advertiser_ids     jsonb NOT NULL,
  access_token       text NOT NULL,
  refresh_token      text NOT NULL,
  access_expires_at  timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'revoked')),
  authorized_by      integer REFERENCES users (id) ON DELETE SET NULL,
  authorized_at      timestamptz NOT NULL DEFAULT now(),
  refreshed_at       timestamptz
);
CREATE INDEX media_authorizations_by_customer ON media_authorizations (customer_id, media_code);

ALTER TABLE media_accounts
  ADD COLUMN authorization_id  integer REFERENCES media_authorizations (id) ON DELETE SET NULL,
  ADD COLUMN sandbox           boolean NOT NULL DEFAULT false,
  -- The media's status of the account.
  ADD COLUMN status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'pending')),
  -- Money in 分 (whole numbers, as the sandbox media keep it). integer, not bigint: both drivers read it
  -- as a number, and 2^31 分 (21 million 元) is above any balance the desk expects of one account.
  ADD COLUMN balance_fen       integer NOT NULL DEFAULT 0,
  -- NULL is 不限.
  ADD COLUMN daily_budget_fen  integer,
  ADD COLUMN today_cost_fen    integer NOT NULL DEFAULT 0,
  ADD COLUMN remark            text NOT NULL DEFAULT '',
  ADD COLUMN product           text NOT NULL DEFAULT '',
  ADD COLUMN project_id        integer REFERENCES projects (id) ON DELETE SET NULL,
  ADD COLUMN last_synced_at    timestamptz,
  ADD COLUMN last_sync_error   text,
  -- When the last sync was asked for (at most one per account per minute).
  ADD COLUMN sync_requested_at timestamptz,
  -- The scrypt hash of the account's desk login password (reset shows the new one once).
  ADD COLUMN password_hash     text;
CREATE INDEX media_accounts_by_authorization ON media_accounts (authorization_id);

-- Who works on an account: optimisers (运营人员/优化师) and agents; an agent sees only these accounts.
CREATE TABLE media_account_operators (
  account_id integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, user_id)
);
CREATE INDEX media_account_operators_by_user ON media_account_operators (user_id);

-- Balance and cost alerts of an account, in 分; NULL is no threshold.
CREATE TABLE media_account_monitors (
  account_id       integer PRIMARY KEY REFERENCES media_accounts (id) ON DELETE CASCADE,
  balance_below_fen integer,
  cost_above_fen   integer,
  enabled          boolean NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- The state of one authorisation flow: issued by start, spent once by complete, valid 10 minutes.
-- Only its SHA-256 is kept.
CREATE TABLE oauth_states (
  state_hash   text PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers (id),
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_code   text NOT NULL REFERENCES media (code),
  redirect_uri text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
