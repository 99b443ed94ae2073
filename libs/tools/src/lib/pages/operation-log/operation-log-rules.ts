// The pure rules of the operation log: the filters as a query, and a changed value as a short line.
import { isMediaCode } from '@toufang/domain';
import type { OperationLogQuery } from '../../queries/operation-logs';

export interface OperationLogFilters {
  mediaCode?: unknown;
  accountId?: { value?: string } | null;
  operator?: { value?: string } | null;
  object?: { value?: string } | null;
  dates?: unknown;
}

const text = (input: { value?: string } | null | undefined) => input?.value?.trim() || undefined;

export function toLogQuery(filters: OperationLogFilters, page: { current: number; size: number }): OperationLogQuery {
  const dates = Array.isArray(filters.dates) && filters.dates.length === 2 ? (filters.dates as [string, string]) : null;
  const accountId = text(filters.accountId);
  const operator = text(filters.operator);
  const object = text(filters.object);
  return {
    ...(isMediaCode(filters.mediaCode) ? { mediaCode: filters.mediaCode } : {}),
    ...(accountId ? { accountId } : {}),
    ...(operator ? { operator } : {}),
    ...(object ? { object } : {}),
    ...(dates ? { from: dates[0], to: dates[1] } : {}),
    current: page.current,
    size: page.size,
  };
}

/** A before or after value as one readable line: 不限 for a null budget, key：value pairs for an object. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(describeValue).join('、');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}：${v === null ? '不限' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('；');
}
