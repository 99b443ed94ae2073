-- The sandbox media's 抖音号 (issue 24, docs/design/live-home.md §3.2): which 抖音号 each sandbox advertiser may
-- use for live rooms, until when, and whether the binding was ended. The streams and their figures are not
-- stored: the live model computes them from the ids and the clock (libs/server/sandbox/src/lib/live-model.ts).
CREATE TABLE sandbox_aweme_grants (
  media_code    text NOT NULL,
  aweme_id      text NOT NULL,
  advertiser_id text NOT NULL,
  -- The 抖音号's nickname when granted (a company's spare 抖音号 are named by the consent page that granted them).
  aweme_name    text NOT NULL,
  auth_type     text NOT NULL CHECK (auth_type IN ('official', 'self', 'partner')),
  granted_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  -- Set by an unbind; a grant again (consent) clears it.
  revoked_at    timestamptz,
  PRIMARY KEY (media_code, advertiser_id, aweme_id)
);
CREATE INDEX sandbox_aweme_grants_by_aweme ON sandbox_aweme_grants (media_code, aweme_id);

-- A consent code is for accounts (the media's authorisation) or for a 抖音号 (its binding to some accounts: the
-- 抖音号 and its name in payload).
ALTER TABLE sandbox_oauth_codes ADD COLUMN purpose text NOT NULL DEFAULT 'account' CHECK (purpose IN ('account', 'aweme'));
ALTER TABLE sandbox_oauth_codes ADD COLUMN payload jsonb;
