// The title library's tables as the query builder sees them (migrations/024_titles.sql).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

// bigint ids: the pg driver reads them as strings, PGlite as numbers.
type BigId = ColumnType<string | number, string | number | undefined, never>;
type BigRef = ColumnType<string | number, string | number, never>;

export interface TitlesTable {
  id: BigId;
  customer_id: number;
  text: string;
  media_code: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TitleGroupsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TitleGroupItemsTable {
  group_id: number;
  title_id: BigRef;
  position: number;
}

export interface TitleTables {
  titles: TitlesTable;
  title_groups: TitleGroupsTable;
  title_group_items: TitleGroupItemsTable;
}
