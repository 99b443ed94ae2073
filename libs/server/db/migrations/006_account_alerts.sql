-- The alerts the account monitors raised: one per account, kind and China day, so an hourly check tells a
-- low balance or a high spend once a day rather than every hour.
CREATE TABLE media_account_alerts (
  account_id integer NOT NULL REFERENCES media_accounts (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('balance', 'cost')),
  day        date NOT NULL,
  message_id integer REFERENCES messages (id) ON DELETE SET NULL,
  PRIMARY KEY (account_id, kind, day)
);
