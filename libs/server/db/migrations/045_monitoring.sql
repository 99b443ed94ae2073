-- 监测工具 (issue 23, docs/design/tools.md §5.1): the account monitors of 005 learn rate thresholds, the 已停投
-- alert and their recipients; the alerts of 006 learn the new kinds and keep what crossed which line. Still one
-- alert per account, kind and China day (006's primary key). 推广活动's tables (design §5.1) come with its code, in a
-- later migration.

-- Percent thresholds (点击率 in %, as the desk shows it) and a conversion-cost ceiling in 分; NULL is none.
-- recipients: {"userIds": [desk users], "emails": [addresses for the mail channel]}; no user listed means the
-- default recipients (the company's admins and managers and the account's operators).
ALTER TABLE media_account_monitors
  ADD COLUMN ctr_below              double precision,
  ADD COLUMN ctr_above              double precision,
  ADD COLUMN convert_cost_above_fen integer,
  ADD COLUMN notify_stopped         boolean NOT NULL DEFAULT false,
  ADD COLUMN recipients             jsonb NOT NULL DEFAULT '{"userIds": [], "emails": []}',
  ADD COLUMN created_by             integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN created_at             timestamptz NOT NULL DEFAULT now();

-- value and threshold in the kind's unit (元 for balance, cost and convert_cost; % for the CTR kinds; NULL for
-- stopped). mail_delivery_id is the mail channel's delivery of the alert once that channel exists (no foreign
-- key here: its table belongs to the notifier's migration).
ALTER TABLE media_account_alerts DROP CONSTRAINT media_account_alerts_kind_check;
ALTER TABLE media_account_alerts
  ADD CONSTRAINT media_account_alerts_kind_check CHECK (kind IN ('balance', 'cost', 'ctr_low', 'ctr_high', 'convert_cost', 'stopped')),
  ADD COLUMN value            double precision,
  ADD COLUMN threshold        double precision,
  ADD COLUMN raised_at        timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN mail_delivery_id integer;
CREATE INDEX media_account_alerts_by_time ON media_account_alerts (account_id, raised_at DESC);
