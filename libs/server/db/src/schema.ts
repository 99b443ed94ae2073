// The database as the query builder sees it: one interface per table, composed from each area's own table
// file, so the teams adding tables (media, jobs, audit, …) never edit each other's declarations. Each
// interface mirrors its migration in ../migrations/; `Generated` marks what the database fills in.
import type { components } from '@toufang/api/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './tables/columns';

/** A gadget scope (migration 053): media_accounts ids as JSON text when written; null (the default) narrows nothing. */
type GadgetAccountIds = ColumnType<number[] | null, string | null | undefined, string | null>;

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  customer_type: Generated<number>;
  id_ciphertext: string;
  adi_config: Json<Record<string, unknown>> | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  email: string | null;
  avatar: string | null;
  // DESIGNMANAGER is never stored (001_initial.sql).
  role: Exclude<components['schemas']['Role'], 'DESIGNMANAGER'>;
  is_design_manager: Generated<number>;
  rbac_version: string | null;
  role_code_v2: string | null;
  role_name_v2: string | null;
  menu_tree: Json<components['schemas']['MenuNode'][]>;
  dmp_permissions: Json<string[]>;
  button_config: Json<components['schemas']['ButtonConfig']>;
  show_bilibili: Generated<number>;
  show_performance: Generated<number>;
  show_classify: Generated<number>;
  show_tkio: Generated<number>;
  ads_perseus_status: Generated<number>;
  user_identify: Generated<string>;
  customer_id: number;
  group_id: number | null;
  password_hash: string;
  start_time: Timestamp;
  expire_time: Timestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  channel: 'password' | 'partner' | 'market' | 'authCode';
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
  /** A gadget session's accounts (media_accounts ids, migration 053); null narrows nothing. */
  account_ids: GadgetAccountIds;
}

export interface LoginAttemptsTable {
  /** '' counts the address's failures over every username. */
  username: string;
  address: Generated<string>;
  failures: Generated<number>;
  locked_until: Timestamp | null;
  updated_at: Generated<Date>;
}

export interface PartnerTicketsTable {
  signature: string;
  used_at: CreatedAt;
}

export interface AuthCodesTable {
  code_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The accounts the code's session may show (migration 053); null narrows nothing. */
  account_ids: GadgetAccountIds;
}

export interface MessagesTable {
  id: Generated<number>;
  title: string;
  type: 'SYSTEM' | 'TASK' | 'ACCOUNT';
  content: string;
  created_at: CreatedAt;
  /** A desk route the message opens (010_delivery.sql). */
  link: Generated<string | null>;
  /** What it offers besides (撤销 of an edit, an export's file), as the contract's MessageAction. */
  action: ColumnType<components['schemas']['MessageAction'] | null, string | null | undefined, string | null>;
}

export interface UserMessagesTable {
  user_id: number;
  message_id: number;
  state: Generated<'unread' | 'readed' | 'trash'>;
}

export interface MediaTable {
  code: string;
  name: string;
  enabled: Generated<boolean>;
  sort: number;
}

export interface AccountGroupsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
}

export interface MediaAccountsTable {
  id: Generated<number>;
  customer_id: number;
  media_code: string;
  account_id: string;
  account_name: string;
  group_id: number | null;
  ad_count: Generated<number>;
  bound: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  credit_code: string;
}

export interface SalesLeadsTable {
  id: Generated<number>;
  company_name: string;
  contact_name: string;
  phone: string;
  email: string | null;
  remark: string | null;
  /** The client address that sent it (its 24-hour quota). */
  address: string | null;
  created_at: CreatedAt;
}

export interface ErrorLogsTable {
  id: Generated<number>;
  user_id: number | null;
  url: string;
  name: string;
  error_message: string;
  stack: string;
  message: string;
  browser_info: Json<Record<string, unknown>>;
  /** The client address that sent it and the report's size, for the 24-hour quotas. */
  address: string | null;
  size_bytes: Generated<number>;
  created_at: CreatedAt;
}

export interface FilterTemplatesTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  scene: string;
  name: string;
  filters: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The tables of migrations 001 and 002: users, sessions, messages, media accounts, filter templates. */
export interface CoreTables {
  customers: CustomersTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  partner_tickets: PartnerTicketsTable;
  auth_codes: AuthCodesTable;
  messages: MessagesTable;
  user_messages: UserMessagesTable;
  media: MediaTable;
  account_groups: AccountGroupsTable;
  media_accounts: MediaAccountsTable;
  companies: CompaniesTable;
  sales_leads: SalesLeadsTable;
  error_logs: ErrorLogsTable;
  filter_templates: FilterTemplatesTable;
}

/** Every table; each area adds its own interface to this intersection. */
export type Database = CoreTables &
  import('./tables/jobs').JobTables &
  import('./tables/audit').AuditTables &
  import('./tables/media').SandboxTables &
  import('./tables/accounts').MediaAccountTables &
  import('./tables/delivery-objects').DeliveryTables &
  import('./tables/delivery').DeliveryApiTables &
  import('./tables/org').OrganisationTables &
  import('./tables/lists').ListTables &
  import('./tables/assets').AssetTables &
  import('./tables/titles').TitleTables &
  import('./tables/material-review').MaterialReviewTables &
  import('./tables/properties').PropertyTables &
  import('./tables/dmp').DmpTables &
  import('./tables/naming').NamingTables &
  import('./tables/creation').CreationTables &
  import('./tables/creation-tasks').CreationTaskTables &
  import('./tables/insights').InsightTables &
  import('./tables/diagnosis').DiagnosisTables &
  import('./tables/ai-rules').AiRuleTables &
  import('./tables/report-push').ReportPushTables &
  import('./tables/monitoring').MonitoringTables &
  import('./tables/board').BoardTables &
  import('./tables/live').LiveTables;
