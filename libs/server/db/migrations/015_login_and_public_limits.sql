-- Issue 18: failed logins back off per account and address and per address alone, and the public calls
-- that write (error reports, sales leads) keep who sent them so a day's quota can be counted per address.

-- The counters were per username; they are short-lived, so the old ones simply go.
DELETE FROM login_attempts;
ALTER TABLE login_attempts ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_pkey;
-- username '' is the address's count over every username.
ALTER TABLE login_attempts ADD PRIMARY KEY (username, address);
CREATE INDEX login_attempts_by_update ON login_attempts (updated_at);

ALTER TABLE error_logs ADD COLUMN address text;
ALTER TABLE error_logs ADD COLUMN size_bytes integer NOT NULL DEFAULT 0;
CREATE INDEX error_logs_by_address ON error_logs (address, created_at);
CREATE INDEX error_logs_by_time ON error_logs (created_at);

ALTER TABLE sales_leads ADD COLUMN address text;
CREATE INDEX sales_leads_by_address ON sales_leads (address, created_at);
