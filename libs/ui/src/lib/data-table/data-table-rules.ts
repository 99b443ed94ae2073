import { WIDGET_PAGINATION } from '@toufang/domain';

/** The most rows one page holds: the largest page size of the pagination widget (widgets spec §9: 200). */
export const DATA_TABLE_PAGE_MAX = Math.max(...WIDGET_PAGINATION.SIZE_OPTIONS);

/**
 * Fixed sizes of the table, in px. Not spec numbers: a row holds the 2 lines of a cell (widgets spec §9) at
 * Semi's 20 px line height with 12 px padding above and below, plus its 1 px border.
 */
export const DATA_TABLE_SIZES = {
  ROW_HEIGHT: 65,
  /** The virtualised body's height when none is given (Semi's own fallback). */
  VIRTUAL_HEIGHT: 600,
  /** A column's width when none is given. */
  COLUMN_WIDTH: 120,
  /** The selection column. */
  SELECTION_WIDTH: 48,
} as const;

export type DataTableMode = 'paged' | 'virtual';

/**
 * How the table draws its rows: a page (at most 200 rows) in full, anything longer virtualised. A paged table
 * handed more than a page switches to virtualised rather than drop rows or draw thousands at once (the
 * architecture budget: a list over about 100 rows is paged or virtualised).
 */
export function resolveTableMode(rowCount: number, mode: DataTableMode = 'paged'): DataTableMode {
  return mode === 'virtual' || rowCount > DATA_TABLE_PAGE_MAX ? 'virtual' : 'paged';
}

/** The text of a plain cell: empty for a missing value, numbers and booleans as written. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(cellText).join('、');
  return String(value);
}

/** The width of all columns, for horizontal scrolling. */
export function tableWidth(widths: ReadonlyArray<number | undefined>, selectable: boolean): number {
  const columns = widths.reduce<number>((sum, width) => sum + (width ?? DATA_TABLE_SIZES.COLUMN_WIDTH), 0);
  return columns + (selectable ? DATA_TABLE_SIZES.SELECTION_WIDTH : 0);
}

/** Accessible names of the selection checkboxes (Semi names them in English), the sort states and the 合计 row. */
export const DATA_TABLE_TEXTS = {
  SELECT_ALL: '全选', // widgets spec §9: select all
  selectRow: (index: number) => `选择第${index + 1}行`,
  SUMMARY: '合计',
  SORT_ASC: '升序',
  SORT_DESC: '降序',
  /** A sort button's name: the column and, when it sorts the table, which way. */
  sortLabel: (title: string, order: DataTableSortOrder | null) => (order ? `${title}，${order === 'ascend' ? '升序' : '降序'}` : `${title}，点击排序`),
} as const;

export type DataTableSortOrder = 'ascend' | 'descend';

/** The table's sort, controlled by the page (the server sorts): a column key and a direction. */
export interface DataTableSort {
  key: string;
  order: DataTableSortOrder;
}

/**
 * What a click on a sortable header does: another column sorts descending first (the biggest spenders on
 * top, as the media consoles do), the same column turns ascending, then the sort is cleared.
 */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort | null {
  if (!current || current.key !== key) return { key, order: 'descend' };
  return current.order === 'descend' ? { key, order: 'ascend' } : null;
}

/** The aria-sort of a column's header cell. */
export function ariaSort(sort: DataTableSort | null | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.order === 'ascend' ? 'ascending' : 'descending';
}
