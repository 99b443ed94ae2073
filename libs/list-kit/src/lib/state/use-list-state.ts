// The state of a list page in one hook: the applied filters, page, size and sort live in the URL
// (list-url.ts); the filter area's draft lives here until 查询; the size is remembered under the list's
// table_ key (widgets spec §9; shell spec §4 keeps table_ keys when local storage is cleared).
import { WIDGET_PAGINATION } from '@toufang/domain';
import { readStoredPageSize, type DataTableSort, type FilterValues, type PageChange } from '@toufang/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_PARAMS, isFilteredView, readListView, writeListView, type ListDefaults, type ListView } from './list-url';

export interface ListStateOptions<F extends FilterValues> {
  /** The local-storage key of the remembered page size; it must start with `table_`. */
  pageSizeKey: `table_${string}`;
  /** The filters of an untouched list (e.g. a default date range). */
  defaultFilters?: F;
  /** 50 (widgets spec §9) unless the list says otherwise. */
  defaultSize?: number;
  defaultSort?: DataTableSort | null;
  sizeOptions?: readonly number[];
}

export interface ListState<F extends FilterValues> extends ListView<F> {
  /** The filter area's values, applied by 查询. */
  draft: FilterValues;
  setDraft: (values: FilterValues) => void;
  /** Whether the applied filters narrow the list. */
  filtered: boolean;
  /**
   * Applies filter values (查询): page 1. Answers false when they ask what is shown already. `shown` is what
   * the filter area shows afterwards (the values themselves unless given: a filter set outside the area,
   * such as a date range, keeps what the user has typed but not yet queried).
   */
  apply: (values: FilterValues, shown?: FilterValues) => boolean;
  setPage: (change: PageChange) => void;
  /** A new sort shows page 1. */
  setSort: (sort: DataTableSort | null) => void;
  /** Props for `<FilterArea>`; `refetch` is called when 查询 asks again what is shown (figures change). */
  filterProps: (refetch: () => unknown) => {
    value: FilterValues;
    onChange: (values: FilterValues) => void;
    onQuery: (values: FilterValues) => void;
    onReset: (values: FilterValues) => void;
  };
  /** Props for `<TablePagination>`. */
  paginationProps: (total: number) => { total: number; current: number; size: number; storageKey: string; sizeOptions?: readonly number[]; onChange: (change: PageChange) => void };
}

const EMPTY = {} as FilterValues;

export function useListState<F extends FilterValues = FilterValues>(options: ListStateOptions<F>): ListState<F> {
  const { pageSizeKey, defaultSort = null, sizeOptions } = options;
  const defaultFilters = (options.defaultFilters ?? EMPTY) as F;
  const [params, setParams] = useSearchParams();
  // The remembered size is read once, like the pager reads it: the URL's size wins over it.
  const [storedSize] = useState(() => readStoredPageSize(pageSizeKey, sizeOptions) ?? options.defaultSize ?? WIDGET_PAGINATION.SIZE);
  // Defaults are taken once: a list whose default filters are computed (today's date range) keeps the first.
  const defaultsRef = useRef<ListDefaults<F>>({ filters: defaultFilters, size: storedSize, sort: defaultSort, sizeOptions });
  const defaults = defaultsRef.current;
  const view = useMemo(() => readListView(params, defaults), [params, defaults]);
  const [draft, setDraft] = useState<FilterValues>(view.filters);

  // Back, forward or a followed link changes the applied filters: the area shows them again.
  const filtersParam = params.get(LIST_PARAMS.FILTERS);
  const shownParam = useRef(filtersParam);
  useEffect(() => {
    if (shownParam.current === filtersParam) return;
    shownParam.current = filtersParam;
    setDraft(view.filters);
  }, [filtersParam, view.filters]);

  const write = useCallback(
    (change: Partial<ListView<F>>) =>
      setParams((current) => writeListView(current, { ...readListView(current, defaults), ...change }, defaults), { replace: true }),
    [setParams, defaults],
  );

  const apply = useCallback(
    (values: FilterValues, shown: FilterValues = values) => {
      const next = values as F;
      const address = (v: ListView<F>) => writeListView(new URLSearchParams(), v, defaults);
      const target = address({ ...view, filters: next, page: WIDGET_PAGINATION.PAGE });
      const unchanged = target.toString() === address(view).toString();
      // The area already shows what it should: the address's new filters must not put the applied ones back.
      shownParam.current = target.get(LIST_PARAMS.FILTERS);
      setDraft(shown);
      write({ filters: next, page: WIDGET_PAGINATION.PAGE });
      return !unchanged;
    },
    [view, defaults, write],
  );

  const setPage = useCallback((change: PageChange) => write({ page: change.current, size: change.size }), [write]);
  const setSort = useCallback((sort: DataTableSort | null) => write({ sort, page: WIDGET_PAGINATION.PAGE }), [write]);

  return {
    ...view,
    draft,
    setDraft,
    filtered: isFilteredView(view.filters, defaults.filters),
    apply,
    setPage,
    setSort,
    filterProps: (refetch) => ({
      value: draft,
      onChange: setDraft,
      onQuery: (values) => {
        if (!apply(values)) void refetch();
      },
      onReset: (values) => void apply(values),
    }),
    paginationProps: (total) => ({ total, current: view.page, size: view.size, storageKey: pageSizeKey, ...(sizeOptions ? { sizeOptions } : {}), onChange: setPage }),
  };
}
