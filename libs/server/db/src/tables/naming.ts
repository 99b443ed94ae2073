// Name analysis's tables (命名解析, migrations/032_name_rules.sql, docs/design/properties.md §4.2): the company's
// naming rules and their immutable versions.
import type { NameRuleBody } from '@toufang/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

export type NameRuleTarget = 'delivery' | 'material';

export interface NameRulesTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  target: NameRuleTarget;
  media_code: string | null;
  levels: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  active_version: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_by: number | null;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface NameRuleVersionsTable {
  rule_id: number;
  version: number;
  body: Json<NameRuleBody>;
  note: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface NamingTables {
  name_rules: NameRulesTable;
  name_rule_versions: NameRuleVersionsTable;
}
