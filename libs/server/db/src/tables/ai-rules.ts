// AI助手 rules' tables (migrations/043_ai_rules.sql, docs/design/tools.md §5.1): the rules, their runs (one per rule
// and slot) and every action a run planned, took or skipped.
import type { AiRuleBody } from '@toufang/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

export type AiRuleRunKind = 'scheduled' | 'manual';
export type AiRuleRunState = 'running' | 'done' | 'failed' | 'skipped';
export type AiRuleActionOutcome = 'planned' | 'applied' | 'refused' | 'skipped' | 'superseded' | 'failed';

export interface AiRulesTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number | null;
  name: string;
  media_code: string;
  level: string;
  body: Json<AiRuleBody>;
  priority: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  version: ColumnType<number, number | undefined, number>;
  next_due_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
  updated_by: number | null;
  removed_at: Timestamp | null;
}

export interface AiRuleRunsTable {
  id: Generated<number>;
  company_id: number;
  rule_id: number;
  slot: Timestamp;
  kind: AiRuleRunKind;
  state: ColumnType<AiRuleRunState, AiRuleRunState | undefined, AiRuleRunState>;
  rule_version: number;
  figures_as_of: Timestamp | null;
  evaluated: ColumnType<number, number | undefined, number>;
  matched: ColumnType<number, number | undefined, number>;
  acted: ColumnType<number, number | undefined, number>;
  skipped: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  job_id: string | null;
  error: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
}

/** What triggered an action: each condition's value and whether it held, and each window's sums. */
export interface AiRuleActionFigures {
  conditions: { metric: string; value: number | null; holds: boolean }[];
  note?: string | null;
}

export interface AiRuleActionsTable {
  id: Generated<number>;
  run_id: number;
  seq: number;
  company_id: number;
  rule_id: number;
  media_code: string;
  level: string;
  object_id: string;
  account_id: number;
  object_name: string;
  slot: Timestamp;
  type: 'BUDGET' | 'BID' | 'PAUSE' | 'EMAIL';
  before: Json<{ value: unknown }> | null;
  after: Json<{ value: unknown }> | null;
  figures: Json<AiRuleActionFigures>;
  outcome: AiRuleActionOutcome;
  reason_code: string | null;
  reason: string | null;
  edit_id: number | null;
  china_day: string;
  at: Timestamp;
}

export interface AiRuleDryRunsTable {
  id: Generated<number>;
  company_id: number;
  rule_id: number | null;
  body_hash: string;
  user_id: number | null;
  result: Json<object>;
  created_at: CreatedAt;
}

export interface AiRuleTables {
  ai_rules: AiRulesTable;
  ai_rule_runs: AiRuleRunsTable;
  ai_rule_actions: AiRuleActionsTable;
  ai_rule_dry_runs: AiRuleDryRunsTable;
}
