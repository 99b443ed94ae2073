import type { ReactNode } from 'react';

/** A column of the details table: its header and which field of a row it shows. */
export interface DigitalDetailsColumn<R = Record<string, unknown>> {
  title: ReactNode;
  dataIndex: string;
  /** px */
  width?: number;
  align?: 'left' | 'center' | 'right';
  render?: (value: unknown, row: R, index: number) => ReactNode;
}

/** The count shown: the caller's, else how many items or rows there are. */
export function detailsCount(count: number | undefined, items: readonly unknown[] | undefined, data: readonly unknown[] | undefined): number {
  if (typeof count === 'number' && Number.isFinite(count)) return count;
  return (data ?? items ?? []).length;
}

/** Whether there is anything to show in the popup: a list item or a table row. */
export function hasDetails(items: readonly unknown[] | undefined, data: readonly unknown[] | undefined, columns: readonly unknown[] | undefined): boolean {
  if (columns?.length) return Boolean(data?.length);
  return Boolean(items?.length);
}

/** A cell's text when the column has no render: empty for null/undefined, the value as text otherwise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The accessible name of the count: 已选账户：3, or just the number without a label. */
export function countLabel(count: number, label?: string): string {
  return label ? `${label}：${count}` : String(count);
}
