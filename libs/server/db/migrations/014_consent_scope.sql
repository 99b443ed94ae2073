-- Issue 18: the sandbox consent page lists what the media would show the person who consents, and the
-- page issues one code per pending consent.

-- The sandbox media's sub-logins (子账号) and the advertisers the media granted each. A company's main
-- login (主账号) sees every advertiser of the company and has no rows here; a sub-login sees only its own.
-- No foreign key to sandbox_advertisers: the consent page joins it, and the sandbox's tests empty that table.
CREATE TABLE sandbox_login_advertisers (
  media_code    text NOT NULL,
  login         text NOT NULL,
  advertiser_id text NOT NULL,
  PRIMARY KEY (media_code, login, advertiser_id)
);

-- The code the consent page of a state issued: shown again on a reload, so a pending consent holds one
-- code however often its page is opened. Single use and bound to the state's user like the state itself.
ALTER TABLE oauth_states ADD COLUMN consent_code text;
