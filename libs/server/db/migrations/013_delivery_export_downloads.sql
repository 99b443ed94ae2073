-- Downloads of delivery exports (issue 18): a link carries a single-use random token bound to one user's
-- one export, kept 5 minutes, stored only as its SHA-256; the download checks that the user still sees
-- every account whose rows the file holds, which each export now records.
CREATE TABLE delivery_export_tokens (
  token_hash text PRIMARY KEY,
  export_id  integer NOT NULL REFERENCES delivery_exports (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX delivery_export_tokens_by_expiry ON delivery_export_tokens (expires_at);

-- The accounts an export's rows belong to. No foreign key on the account: an account deleted since must
-- still count as one the user no longer sees.
CREATE TABLE delivery_export_accounts (
  export_id  integer NOT NULL REFERENCES delivery_exports (id) ON DELETE CASCADE,
  account_id integer NOT NULL,
  PRIMARY KEY (export_id, account_id)
);

-- Files written before this migration did not record their accounts: they are not downloaded again.
ALTER TABLE delivery_exports ADD COLUMN accounts_recorded boolean NOT NULL DEFAULT false;
