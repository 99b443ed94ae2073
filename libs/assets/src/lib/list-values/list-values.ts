// The filter values the assets lists keep in the URL and in saved templates, read back safely (anything
// unexpected is ignored), and how their figures read. Shared by 标题, 标题组, 素材库 and 素材汇总.
import { chinaToday, DAY_MS, formatYuan } from '@toufang/domain';

/** The figures' default range: the last 7 China days to today. */
export function lastSevenDays(now: number = Date.now()): [string, string] {
  return [chinaToday(now - 6 * DAY_MS), chinaToday(now)];
}

export const asIds = (value: unknown): number[] | undefined => {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const ids = list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length > 0 ? ids : undefined;
};
export const text = (value: unknown): string | undefined => {
  const raw = typeof value === 'string' ? value : (value as { value?: unknown } | null | undefined)?.value;
  return typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, 100) : undefined;
};
export const dateRange = (value: unknown): [string, string] | undefined =>
  Array.isArray(value) && value.length === 2 && value.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) ? (value as [string, string]) : undefined;

/** The sort of a filter value (`key.asc` or `key.desc` of an allowed key), or the fallback. */
export function sortOf(value: unknown, keys: readonly string[], fallback: string): { sort: string; order: 'asc' | 'desc' } {
  const [sort, order] = (typeof value === 'string' ? value : '').split('.');
  if (keys.includes(sort) && (order === 'asc' || order === 'desc')) return { sort, order };
  const [key, dir] = fallback.split('.');
  return { sort: key, order: dir === 'asc' ? 'asc' : 'desc' };
}

/** 2 decimals with thousands separators for money, whole numbers for counts, `-` for no value. */
export const money = (n: number | null) => (n === null ? '-' : formatYuan(n));
export const count = (n: number) => n.toLocaleString('zh-CN');
export const percent = (n: number | null) => (n === null ? '-' : `${n.toFixed(2)}%`);
