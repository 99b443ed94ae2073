// Batch creation's tables (migrations/038_creation.sql, docs/design/creation.md §4): templates, drafts and the
// 防出错 rules.
import type { CreationTemplateBody } from '@toufang/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

export type ErrorPreventionFieldColumn = 'goal' | 'deepGoal' | 'bid' | 'deepBid' | 'budgetPlan' | 'budgetAd';
/** numeric: pg answers it as text, PGlite as a number or text. */
type Numeric = ColumnType<string | number | null, number | null | undefined, number | null>;
type IntArray = ColumnType<number[], number[] | undefined, number[]>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface CreationTemplatesTable {
  id: Generated<number>;
  customer_id: number;
  owner_id: number | null;
  name: string;
  media_code: string;
  variant: ColumnType<string, string | undefined, string>;
  shared: ColumnType<boolean, boolean | undefined, boolean>;
  body: Json<CreationTemplateBody>;
  account_count: ColumnType<number, number | undefined, number>;
  last_used_at: Timestamp | null;
  last_used_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface CreationDraftsTable {
  user_id: number;
  key: string;
  name: ColumnType<string, string | undefined, string>;
  body: Json<CreationTemplateBody>;
  saved_at: Timestamp;
}

export interface ErrorPreventionRulesTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  media_code: string;
  account_ids: IntArray;
  account_group_ids: IntArray;
  field: ErrorPreventionFieldColumn;
  allowed_values: TextArray;
  min_value: Numeric;
  max_value: Numeric;
  created_by: number | null;
  created_at: CreatedAt;
  updated_by: number | null;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface CreationTables {
  creation_templates: CreationTemplatesTable;
  creation_drafts: CreationDraftsTable;
  error_prevention_rules: ErrorPreventionRulesTable;
}
