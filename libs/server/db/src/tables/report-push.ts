// 定时报表推送 and the notifier's outside deliveries (migrations/044_report_push.sql, docs/design/tools.md §4, §5.1).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

export type NotifyChannelKind = 'wecom' | 'feishu' | 'dingtalk' | 'email';
export type NotifyOriginKind = 'push' | 'rule' | 'monitor';
export type NotifyDeliveryState = 'queued' | 'sending' | 'sent' | 'failed';

/** One attempt of a delivery, as notify_deliveries.tries keeps it. */
export interface NotifyTry {
  at: string;
  state: 'sent' | 'failed';
  message: string;
  httpStatus: number | null;
  code: string | null;
  answer: string | null;
}

export interface PushRulesTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number | null;
  name: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** PushRuleBody less its channels (libs/server/report-push reads and writes it). */
  body: Json<object>;
  next_send_at: Timestamp | null;
  last_test_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PushChannelsTable {
  id: Generated<number>;
  rule_id: number;
  kind: NotifyChannelKind;
  target: string;
  secret: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface NotifyDeliveriesTable {
  id: Generated<number>;
  company_id: number;
  origin_kind: NotifyOriginKind;
  origin_id: number | null;
  channel: NotifyChannelKind;
  channel_id: number | null;
  target: string;
  secret: string | null;
  slot: Timestamp | null;
  test: ColumnType<boolean, boolean | undefined, boolean>;
  content: Json<object>;
  state: ColumnType<NotifyDeliveryState, NotifyDeliveryState | undefined, NotifyDeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  http_status: number | null;
  answer_code: string | null;
  answer: string | null;
  message: string | null;
  tries: ColumnType<NotifyTry[], string | undefined, string>;
  parts_sent: ColumnType<number, number | undefined, number>;
  bytes: number | null;
  job_id: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

export interface NotifyRateTable {
  channel_key: string;
  kind: 'minute' | 'second';
  window_start: Date;
  n: ColumnType<number, number | undefined, number>;
}

export interface ReportPushTables {
  push_rules: PushRulesTable;
  push_channels: PushChannelsTable;
  notify_deliveries: NotifyDeliveriesTable;
  notify_rate: NotifyRateTable;
}
