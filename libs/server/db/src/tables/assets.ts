// The assets section's tables as the query builder sees them (migrations/020_labels.sql).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

export interface LabelGroupsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface LabelsTable {
  id: Generated<number>;
  customer_id: number;
  group_id: number;
  name: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** What a label is put on. */
export type LabelUseKind = 'material' | 'title';

export interface LabelUsesTable {
  label_id: number;
  kind: LabelUseKind;
  // bigint: the pg driver reads it as a string, PGlite as a number.
  object_id: ColumnType<string | number, string | number, never>;
}

export interface AssetTables {
  label_groups: LabelGroupsTable;
  labels: LabelsTable;
  label_uses: LabelUsesTable;
}
