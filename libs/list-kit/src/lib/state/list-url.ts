// What a list shows, read from and written to the URL's search params, so a copied link reproduces the view
// (issue 19, list kit): the applied filters (one JSON param), the page, the page size and the sort. Values
// equal to the list's defaults are left out, so an untouched list keeps a clean address.
import { WIDGET_PAGINATION } from '@toufang/domain';
import type { DataTableSort, FilterValues } from '@toufang/ui';

/** The search params the kit owns; a page's own params (parentId, editId…) are left as they are. */
export const LIST_PARAMS = { FILTERS: 'filters', PAGE: 'page', SIZE: 'size', SORT: 'sort' } as const;

/** `sort=none`: the user cleared a list's default sort (no param means the default). */
export const NO_SORT = 'none';

export interface ListView<F extends FilterValues = FilterValues> {
  filters: F;
  page: number;
  size: number;
  sort: DataTableSort | null;
}

export interface ListDefaults<F extends FilterValues = FilterValues> {
  filters: F;
  /** The size when the URL names none: the remembered one, else the list's default. */
  size: number;
  sort: DataTableSort | null;
  sizeOptions?: readonly number[];
}

/** A filter value that filters nothing: dropped from the URL and from "is the list filtered". */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  // The filter area's dropdown inputs answer {method, value}: blank when their text is.
  if (typeof value === 'object') return Object.keys(value).length === 0 || ('value' in value && isBlank((value as { value: unknown }).value));
  return false;
}

/** The filters without their blank values (what a request and the URL carry). */
export function compactFilters<F extends FilterValues>(filters: F): F {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => !isBlank(v))) as F;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function readSort(raw: string | null, fallback: DataTableSort | null): DataTableSort | null {
  if (raw === null) return fallback;
  if (raw === NO_SORT) return null;
  const dot = raw.lastIndexOf('.');
  const key = raw.slice(0, dot);
  const order = raw.slice(dot + 1);
  return dot > 0 && (order === 'ascend' || order === 'descend') ? { key, order } : fallback;
}

function readFilters<F extends FilterValues>(raw: string | null, fallback: F): F {
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    // A hand-edited link that is not an object of filters shows the defaults rather than failing.
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as F) : fallback;
  } catch {
    return fallback;
  }
}

/** The view a URL names; anything missing or malformed falls back to the defaults. */
export function readListView<F extends FilterValues>(params: URLSearchParams, defaults: ListDefaults<F>): ListView<F> {
  const page = Number(params.get(LIST_PARAMS.PAGE));
  const size = Number(params.get(LIST_PARAMS.SIZE));
  return {
    filters: readFilters(params.get(LIST_PARAMS.FILTERS), defaults.filters),
    page: Number.isInteger(page) && page >= 1 ? page : WIDGET_PAGINATION.PAGE,
    size: (defaults.sizeOptions ?? WIDGET_PAGINATION.SIZE_OPTIONS).includes(size) ? size : defaults.size,
    sort: readSort(params.get(LIST_PARAMS.SORT), defaults.sort),
  };
}

/** The params with the view written in (a copy; the page's other params kept). */
export function writeListView<F extends FilterValues>(params: URLSearchParams, view: ListView<F>, defaults: ListDefaults<F>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  const filters = compactFilters(view.filters);
  set(LIST_PARAMS.FILTERS, same(filters, compactFilters(defaults.filters)) ? null : JSON.stringify(filters));
  set(LIST_PARAMS.PAGE, view.page === WIDGET_PAGINATION.PAGE ? null : String(view.page));
  set(LIST_PARAMS.SIZE, view.size === defaults.size ? null : String(view.size));
  set(LIST_PARAMS.SORT, same(view.sort, defaults.sort) ? null : view.sort ? `${view.sort.key}.${view.sort.order}` : NO_SORT);
  return next;
}

/** Whether the applied filters narrow the list beyond its defaults (for 无匹配 rather than 暂无数据). */
export function isFilteredView<F extends FilterValues>(filters: F, defaults: F): boolean {
  return !same(compactFilters(filters), compactFilters(defaults)) && Object.keys(compactFilters(filters)).length > 0;
}

/** A list's request without its page: what its export re-runs (exportList's query). */
export function withoutPage<Q extends { current?: unknown; size?: unknown }>(query: Q): Omit<Q, 'current' | 'size'> {
  const rest: Partial<Q> = { ...query };
  delete rest.current;
  delete rest.size;
  return rest as Omit<Q, 'current' | 'size'>;
}
