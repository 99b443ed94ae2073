-- Gadget sessions (issue 24, docs/design/live-home.md §4.7): an auth code names the gdt accounts the embedded
-- desk may show, and the session it opens keeps them; every account scope of that session is intersected with
-- them (libs/server/org account-scope.ts). A JSON array of media_accounts ids; null narrows nothing (every
-- session that did not start from an auth code).
ALTER TABLE auth_codes ADD COLUMN account_ids jsonb;
ALTER TABLE sessions ADD COLUMN account_ids jsonb;
