// The pure rules of 退货日志: the filters (kept in the URL by the list kit) as the list's query and the sync's range.
import { chinaToday, DAY_MS, formatYuan } from '@toufang/domain';
import type { ReturnOrderQuery } from '../../queries/return-orders';

/** The page opens on the refunds of the last 30 days (what a fresh desk holds). */
export const DEFAULT_DAYS = 30;
/** The most days the media answer per call (ORDER_QUERY_MAX_DAYS of the port). */
export const SYNC_MAX_DAYS = 31;

export type ReturnGoodsFilters = {
  dates?: unknown;
  accountIds?: unknown;
  product?: { value?: string } | null;
  plan?: { value?: string } | null;
  state?: unknown;
};

export function lastDays(days: number, now = Date.now()): [string, string] {
  return [chinaToday(now - (days - 1) * DAY_MS), chinaToday(now)];
}

const text = (input: { value?: string } | null | undefined) => input?.value?.trim() || undefined;
const datesOf = (filters: ReturnGoodsFilters, now: number): [string, string] =>
  Array.isArray(filters.dates) && filters.dates.length === 2 && filters.dates.every((d) => typeof d === 'string') ? (filters.dates as [string, string]) : lastDays(DEFAULT_DAYS, now);

/** The list's query without its page (what the export re-runs). */
export function toReturnQuery(filters: ReturnGoodsFilters, now = Date.now()): Omit<ReturnOrderQuery, 'current' | 'size'> {
  const [from, to] = datesOf(filters, now);
  const accountIds = Array.isArray(filters.accountIds) ? filters.accountIds.filter((id): id is number => typeof id === 'number' && Number.isInteger(id)) : [];
  const product = text(filters.product);
  const plan = text(filters.plan);
  const state = filters.state === 'refunded' || filters.state === 'returned' ? filters.state : undefined;
  return { from, to, ...(accountIds.length > 0 ? { accountIds } : {}), ...(product ? { product } : {}), ...(plan ? { plan } : {}), ...(state ? { state } : {}) };
}

/** The sync of what the page shows: its accounts, and its range's last 31 days at most. */
export function toSyncRequest(query: Pick<ReturnOrderQuery, 'from' | 'to' | 'accountIds'>): { from: string; to: string; accountIds?: number[]; clipped: boolean } {
  const start = Date.parse(`${query.to}T00:00:00+08:00`) - (SYNC_MAX_DAYS - 1) * DAY_MS;
  const earliest = chinaToday(start);
  const clipped = query.from < earliest;
  return { from: clipped ? earliest : query.from, to: query.to, ...(query.accountIds ? { accountIds: query.accountIds } : {}), clipped };
}

/** 元 with two decimals and thousands separators. */
export const yuan = formatYuan;
