// The media account area's tables as the query builder sees them (migrations/005_media_accounts.sql).
// media_accounts itself is declared by the core tables; the columns 005 adds are declared here and the
// two declarations meet in the Database intersection.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

export type AccountStatus = 'active' | 'frozen' | 'pending';
export type AuthStatus = 'active' | 'expired' | 'revoked';

export interface ProjectsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface MediaAuthorizationsTable {
  id: Generated<number>;
  customer_id: number;
  media_code: string;
  sandbox: boolean;
  subject: string;
  advertiser_ids: Json<string[]>;
  access_token: string;
  refresh_token: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  status: Generated<AuthStatus>;
  authorized_by: number | null;
  authorized_at: Generated<Date>;
  refreshed_at: Timestamp | null;
}

/** The columns 005 adds to media_accounts. */
export interface MediaAccountColumns {
  authorization_id: number | null;
  sandbox: Generated<boolean>;
  status: Generated<AccountStatus>;
  balance_fen: Generated<number>;
  daily_budget_fen: number | null;
  today_cost_fen: Generated<number>;
  remark: Generated<string>;
  product: Generated<string>;
  project_id: number | null;
  last_synced_at: Timestamp | null;
  last_sync_error: string | null;
  sync_requested_at: Timestamp | null;
  password_hash: string | null;
}

export interface MediaAccountOperatorsTable {
  account_id: number;
  user_id: number;
}

/** Who an account's alerts go to (045_monitoring.sql); no user listed: the default recipients. */
export interface MonitorRecipients {
  userIds: number[];
  /** Kept for the mail channel. */
  emails: string[];
}

export interface MediaAccountMonitorsTable {
  account_id: number;
  balance_below_fen: number | null;
  cost_above_fen: number | null;
  enabled: boolean;
  updated_at: Generated<Date>;
  /** 045_monitoring.sql: 点击率 lines in %, a conversion-cost ceiling in 分, the 已停投 alert, recipients. */
  ctr_below: Generated<number | null>;
  ctr_above: Generated<number | null>;
  convert_cost_above_fen: Generated<number | null>;
  notify_stopped: Generated<boolean>;
  recipients: ColumnType<MonitorRecipients, string | undefined, string>;
  created_by: Generated<number | null>;
  created_at: Generated<Date>;
}

export interface OauthStatesTable {
  state_hash: string;
  customer_id: number;
  user_id: number;
  media_code: string;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The code its consent page issued (014_consent_scope.sql), shown again on a reload. */
  consent_code: Generated<string | null>;
  /** 051_live.sql: a state for accounts, or for a 抖音号 (payload: the accounts chosen, their media ids). */
  purpose: Generated<'account' | 'aweme'>;
  payload: ColumnType<{ advertiserIds: string[] } | null, string | null | undefined, string | null>;
}

/** Alerts the monitors raised (006_account_alerts.sql): one per account, kind and China day. */
export interface MediaAccountAlertsTable {
  account_id: number;
  /** 045_monitoring.sql widened the kinds (MONITOR_KINDS of @toufang/domain). */
  kind: 'balance' | 'cost' | 'ctr_low' | 'ctr_high' | 'convert_cost' | 'stopped';
  /** A China date, YYYY-MM-DD (written and compared as text; read back as text with a cast). */
  day: string;
  message_id: number | null;
  /** What crossed which line, in the kind's unit (元 or %); null for stopped (045). */
  value: Generated<number | null>;
  threshold: Generated<number | null>;
  raised_at: Generated<Date>;
  mail_delivery_id: Generated<number | null>;
}

export interface MediaAccountTables {
  media_account_alerts: MediaAccountAlertsTable;
  projects: ProjectsTable;
  media_authorizations: MediaAuthorizationsTable;
  media_accounts: MediaAccountColumns;
  media_account_operators: MediaAccountOperatorsTable;
  media_account_monitors: MediaAccountMonitorsTable;
  oauth_states: OauthStatesTable;
}
