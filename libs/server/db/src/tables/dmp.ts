// The data platform's tables as the query builder sees them (数据平台, migrations/031_dmp.sql,
// docs/design/properties.md §4.1): the company's crowds and their copies in media accounts.
import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns';

// bigint ids and sizes: the pg driver reads them as strings, PGlite as numbers.
type BigId = ColumnType<string | number, string | number | undefined, string | number>;
type BigNumber = ColumnType<string | number, string | number, string | number>;

export type CrowdSource = 'upload' | 'handpick' | 'expand';
export type CrowdIdType = 'imei' | 'idfa' | 'oaid' | 'phone';
export type CrowdCopyState = 'queued' | 'ok' | 'refused';

export interface DmpCrowdsTable {
  id: BigId;
  customer_id: number;
  name: string;
  source: CrowdSource;
  id_type: CrowdIdType | null;
  rows_total: number | null;
  rows_valid: number | null;
  rows_invalid: number | null;
  file_md5: string | null;
  file_size: BigNumber | null;
  handpick_media: string | null;
  handpick_id: string | null;
  seed_crowd_id: BigNumber | null;
  expand_level: number | null;
  size: BigNumber | null;
  created_by: number | null;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface DmpCrowdCopiesTable {
  crowd_id: BigNumber;
  account_id: number;
  media_code: string;
  state: CrowdCopyState;
  reason: string | null;
  media_property_id: string | null;
  media_property_row: BigNumber | null;
  job_id: string | null;
  pushed_by: number | null;
  pushed_at: Timestamp;
  last_used_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface DmpTables {
  dmp_crowds: DmpCrowdsTable;
  dmp_crowd_copies: DmpCrowdCopiesTable;
}
