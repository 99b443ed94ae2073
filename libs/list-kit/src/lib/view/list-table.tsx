// A plain list page's body in one piece (issue 19, list kit): the filter area, the table with its loading,
// empty and failed states, and the pagination from the answer's total. Pages with selection, sorting or
// saved columns compose the parts themselves; this serves the many that need none of them.
import { DataTable, FilterArea, TablePagination, type DataTableColumn, type FilterFieldConfig, type FilterValues } from '@toufang/ui';
import type { ListState } from '../state/use-list-state';
import { ListEmpty } from './list-empty';

/** The part of a TanStack list query the table reads. */
export interface ListTableQuery<T> {
  data?: { records: readonly T[]; total: number };
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListTableProps<T, F extends FilterValues> {
  /** The table's accessible name, e.g. 监测账户列表. */
  label: string;
  fields: FilterFieldConfig[];
  list: ListState<F>;
  query: ListTableQuery<T>;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rowKey: string | ((row: T) => string | number);
  /** What failed to load, e.g. 监测账户加载失败; the empty words with and without filters. */
  texts: { failed: string; empty?: string; emptyFiltered?: string };
}

export function ListTable<T extends object, F extends FilterValues = FilterValues>({ label, fields, list, query, columns, rowKey, texts }: ListTableProps<T, F>) {
  return (
    <>
      <FilterArea fields={fields} querying={query.isFetching} {...list.filterProps(query.refetch)} />
      <DataTable<T>
        aria-label={label}
        columns={columns}
        rows={query.data?.records ?? []}
        rowKey={rowKey}
        // A new page or filter keeps the old rows under a spinner (keepPreviousData) rather than an empty table.
        loading={query.isPending || (query.isFetching && query.isPlaceholderData)}
        emptyText={<ListEmpty list={query} failed={texts.failed} empty={texts.empty} emptyFiltered={texts.emptyFiltered} filtered={list.filtered} />}
      />
      <TablePagination {...list.paginationProps(query.data?.total ?? 0)} />
    </>
  );
}
