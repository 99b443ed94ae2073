import { WIDGET_PAGINATION } from '@toufang/domain';

/** Page change event (widgets spec §3): the page shown and the page size. */
export interface PageChange {
  current: number;
  size: number;
}

/** A slot of the page list: a page number, or a jump over the hidden pages on one side. */
export type PageItem = number | 'jump-prev' | 'jump-next';

/** The page list shows at most 7 slots, like Semi's own Pagination (the list's look, not a spec number). */
export const PAGE_SLOTS = 7;

/** How many pages an ellipsis jumps over, as Semi's and Ant's jump buttons do. */
export const JUMP_STEP = 5;

/** Texts of the pagination; the spec gives none beyond its Chinese look (共 N 条, N 条/页). */
export const PAGINATION_TEXTS = {
  NAV: '分页',
  PREV: '上一页',
  NEXT: '下一页',
  JUMP_PREV: `向前 ${JUMP_STEP} 页`,
  JUMP_NEXT: `向后 ${JUMP_STEP} 页`,
  SIZE_SELECT: '每页条数',
  total: (total: number) => `共 ${total} 条`,
  perPage: (size: number) => `${size} 条/页`,
  page: (page: number) => `第 ${page} 页`,
} as const;

/** Pages needed for total rows at size rows per page; at least 1 so a page is always shown. */
export function pageCount(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(size) || size <= 0) return 1;
  return Math.ceil(total / size);
}

/** A page number kept inside 1..pages (whole numbers only). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The slots to show for the current page: every page when there are 7 or fewer; otherwise the first and last
 * pages, the current page with its neighbours, and a jump in place of each hidden run (always 7 slots).
 */
export function pageItems(current: number, pages: number): PageItem[] {
  const total = Math.max(1, Math.trunc(pages));
  const page = clampPage(current, total);
  if (total <= PAGE_SLOTS) return Array.from({ length: total }, (_, i) => i + 1);
  const edge = PAGE_SLOTS - 2; // pages shown next to a single jump: 1..5 or t-4..t
  if (page <= edge - 1) return [...range(1, edge), 'jump-next', total];
  if (page >= total - (edge - 2)) return [1, 'jump-prev', ...range(total - edge + 1, total)];
  return [1, 'jump-prev', page - 1, page, page + 1, 'jump-next', total];
}

/** The page a jump lands on. */
export function jumpTarget(item: 'jump-prev' | 'jump-next', current: number, pages: number): number {
  return clampPage(item === 'jump-prev' ? current - JUMP_STEP : current + JUMP_STEP, pages);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Whether a size is one of the offered options. */
export function isSizeOption(size: unknown, options: readonly number[] = WIDGET_PAGINATION.SIZE_OPTIONS): size is number {
  return typeof size === 'number' && options.includes(size);
}

/**
 * The page size remembered under key, or undefined when none is stored, storage is unavailable, or the stored
 * value is not among the options (widgets spec §9). Callers that fetch before the widget mounts use this too.
 */
export function readStoredPageSize(key: string | undefined, options: readonly number[] = WIDGET_PAGINATION.SIZE_OPTIONS): number | undefined {
  if (!key) return undefined;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return undefined; // storage blocked (privacy mode, sandboxed frame)
  }
  if (raw === null || raw.trim() === '') return undefined;
  const size = Number(raw);
  return isSizeOption(size, options) ? size : undefined;
}

/** Remembers the page size under key; a blocked storage is not an error worth showing. */
export function storePageSize(key: string | undefined, size: number): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, String(size));
  } catch {
    /* storage blocked: the size is simply not remembered */
  }
}

/**
 * What a page-size change does (widgets spec §9, "changing page size emits only if current page is 1"): the
 * view always goes back to page 1. On page 1 the size change itself emits; on another page it does not, and
 * the move to page 1 emits instead, so a size change always gives exactly one {current: 1, size} event.
 */
export function sizeChange(current: number, size: number): { next: PageChange; emittedBy: 'size' | 'page' } {
  return { next: { current: WIDGET_PAGINATION.PAGE, size }, emittedBy: current === WIDGET_PAGINATION.PAGE ? 'size' : 'page' };
}
