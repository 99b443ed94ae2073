// The list kit's table (migrations/017_list_kit.sql), as the query builder sees it.
import type { Json, Timestamp } from './columns';

export interface ListColumnsTable {
  user_id: number;
  list_id: string;
  columns: Json<string[]>;
  updated_at: Timestamp;
}

export interface ListTables {
  list_columns: ListColumnsTable;
}
