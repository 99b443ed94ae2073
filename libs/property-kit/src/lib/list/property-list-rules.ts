// The list page's pure parts: the list call's body from the URL's view, and the table's columns from the
// type's declaration (standard columns in the kit's words, the type's own from each row's summary).
import { createElement, type ReactNode } from 'react';
import type { MediaCode } from '@toufang/domain';
import type { DataTableColumn, DataTableSort } from '@toufang/ui';
import type { PropertyColumn } from '../config/property-config';
import type { PropertyListQuery, PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

export interface PropertyFilters {
  keyword?: string;
  accountIds?: number[];
  state?: 'enabled' | 'disabled';
  [key: string]: unknown;
}

const SORTABLE = { name: 'name', createdAt: 'createdAt', modifiedAt: 'modifiedAt' } as const;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);

/** The list call's body for the URL's view (a parent's id for a child type's page). */
export function toListQuery(
  media: MediaCode,
  type: string,
  view: { filters: PropertyFilters; page: number; size: number; sort: DataTableSort | null },
  parentId?: string,
): PropertyListQuery {
  const keyword = typeof view.filters.keyword === 'string' ? view.filters.keyword.trim() : '';
  const accountIds = ids(view.filters.accountIds);
  const state = view.filters.state === 'enabled' || view.filters.state === 'disabled' ? view.filters.state : undefined;
  const field = view.sort ? SORTABLE[view.sort.key as keyof typeof SORTABLE] : undefined;
  return {
    media,
    type,
    current: view.page,
    size: view.size,
    ...(keyword ? { keyword: keyword.slice(0, 100) } : {}),
    ...(accountIds.length > 0 ? { accountIds: accountIds.slice(0, 500) } : {}),
    ...(state ? { state } : {}),
    ...(parentId ? { parentId } : {}),
    ...(field && view.sort ? { sort: { field, order: view.sort.order === 'ascend' ? 'asc' : 'desc' } } : {}),
  };
}

/** The list call's body without its page: what 导出 hands the list kit's export (every page of the filtered list). */
export function toExportQuery(query: PropertyListQuery): Record<string, unknown> {
  const { current: _current, size: _size, ...rest } = query;
  return rest;
}

/** An account as the list names it: 账户名（媒体的账户ID）. */
export const accountText = (row: PropertyRow) => `${row.accountName}（${row.advertiserId}）`;

function standard(column: Exclude<PropertyColumn, { summary: string }>, accountCell: (row: PropertyRow) => ReactNode): DataTableColumn<PropertyRow> {
  switch (column) {
    case 'name':
      return { key: 'name', title: T.COLUMNS.name, width: 200, sortable: true };
    // 账户名（ID）: toutiao and qianchuan ids are 16 digits, so the name and id fit on two lines, not three.
    case 'account':
      return { key: 'accountName', title: T.COLUMNS.account, width: 260, render: (_v, row) => accountCell(row) };
    case 'mediaId':
      // Up to 19 digits (toutiao's site ids) on one line.
      return { key: 'mediaId', title: T.COLUMNS.mediaId, width: 200 };
    case 'status':
      return { key: 'statusText', title: T.COLUMNS.status, width: 110, render: (_v, row) => (row.rejectReason ? `${row.statusText}：${row.rejectReason}` : row.statusText) };
    case 'size':
      return { key: 'size', title: T.COLUMNS.size, width: 110, align: 'right', render: (_v, row) => (row.size === null ? '-' : row.size.toLocaleString('zh-CN')) };
    case 'createdAt':
      return { key: 'createdAt', title: T.COLUMNS.createdAt, width: 160, sortable: true };
    case 'modifiedAt':
      return { key: 'modifiedAt', title: T.COLUMNS.modifiedAt, width: 160, sortable: true };
  }
}

/** A summary attribute's cell: a link column's address opens in a new tab (only http(s) or a path of the desk). */
function summaryCell(value: string | undefined, link: boolean): ReactNode {
  if (value === undefined || value === '') return '-';
  if (!link || !/^(https?:\/\/|\/[^/\\])/i.test(value)) return value;
  return createElement('a', { href: value, target: '_blank', rel: 'noopener noreferrer' }, value);
}

/**
 * The declared columns in order: standard ones, and each summary attribute under its own name. The page may
 * draw the account its own way (with 沙箱 after a sandbox account's name).
 */
export function propertyColumns(columns: readonly PropertyColumn[], accountCell: (row: PropertyRow) => ReactNode = accountText): DataTableColumn<PropertyRow>[] {
  return columns.map((column) =>
    typeof column === 'string'
      ? standard(column, accountCell)
      : { key: `summary.${column.summary}`, title: column.summary, width: column.width ?? 160, render: (_v, row) => summaryCell(row.summary[column.summary], column.link === true) },
  );
}
