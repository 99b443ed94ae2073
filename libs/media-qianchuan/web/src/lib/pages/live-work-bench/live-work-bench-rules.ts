// The pure rules of 工作台: its filters (kept in the URL by the list kit) and sort as the room list's query, and
// how a room's figures read. Tested without a DOM.
import { formatYuan } from '@toufang/domain';
import type { DataTableSort } from '@toufang/ui';
import type { LiveRoomQuery } from '../../queries/live-room-list';

/** Refreshed every 30 s (design §5.1 live-work-bench); 50 a page (widgets spec §9, the list kit's default). */
export const WORK_BENCH = { REFRESH_MS: 30_000, PAGE_SIZE_KEY: 'table_qianchuan_live_work_bench_page_size', SIZES: [10, 20, 50, 100] } as const;

/** The columns the server sorts by (LiveRoomSortField). */
export const SORTABLE = ['startedAt', 'online', 'gmv', 'orders', 'cost', 'roi'] as const;
type SortField = (typeof SORTABLE)[number];

export type WorkBenchFilters = {
  state?: unknown;
  accountId?: unknown;
  awemeId?: unknown;
  name?: { value?: string } | null;
};

const digits = (x: unknown): string | undefined => (typeof x === 'string' && /^\d{1,32}$/.test(x) ? x : undefined);

/** The list's query for the applied filters, page and sort; blank or malformed filters are left out. */
export function toRoomQuery(filters: WorkBenchFilters, page: { current: number; size: number }, sort: DataTableSort | null): LiveRoomQuery {
  const state = filters.state === 'living' || filters.state === 'ended' ? filters.state : undefined;
  const accountId = digits(filters.accountId);
  const awemeId = digits(filters.awemeId);
  const keyword = filters.name?.value?.trim().slice(0, 64);
  const sortField = sort && (SORTABLE as readonly string[]).includes(sort.key) ? (sort.key as SortField) : undefined;
  return {
    current: page.current,
    size: page.size,
    ...(state ? { state } : {}),
    ...(accountId ? { accountId } : {}),
    ...(awemeId ? { awemeId } : {}),
    ...(keyword ? { keyword } : {}),
    ...(sortField && sort ? { sortField, sortOrder: sort.order === 'ascend' ? 'asc' : 'desc' } : {}),
  };
}

/** 元 as the desk writes it, - when unknown. */
export const yuanOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '-' : formatYuan(value));

/** A count with thousands separators, - when unknown. */
export const countOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toLocaleString('zh-CN'));

/** ROI to two decimals, - when there is no spend. */
export const roiOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toFixed(2));
