// What a delivery table shows and what chooses it: the filters, date range, page, size and sort in the URL
// (the list kit), the rows, saved columns, filter templates and account options asked of the server, and the
// selection, which every change of the rows shown drops.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { chinaToday } from '@toufang/domain';
import { useListState } from '@toufang/list-kit';
import type { DataTableSort, DateRangeValue, FilterValues, IndicatorFilterRowsHandle, MediaAccountOption, PageChange } from '@toufang/ui';
import { useMemo, useRef, useState } from 'react';
import { deliveryPageSizeKey, deliveryScene, type DeliveryLevelConfig, type DeliveryMediaConfig } from '../config/delivery-config';
import { slotFilter, slotsOfLevel } from '../config/delivery-slots';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryRow } from '../queries/delivery-types';
import { visibleColumns } from '../rules/columns';
import { defaultDeliveryRange, deliveryDateBounds, deliveryShortcuts, readDeliveryRange } from '../rules/date-range';
import { DATE_RANGE_KEY, readFilterValues, toListQuery, toUrlFilters, withoutRange, type DeliveryScope } from '../rules/list-request';
import { deliveryFilterFields } from './delivery-filters';

/** The table opens sorted by spend, biggest first, as the media consoles do (docs/decisions.md). */
export const DEFAULT_SORT: DataTableSort = { key: 'cost', order: 'descend' };

export interface DeliveryListInput {
  config: DeliveryMediaConfig;
  level: DeliveryLevelConfig;
  parentId: string | null;
  editId: number | null;
  calls: DeliveryCalls;
}

export function useDeliveryList({ config, level, parentId, editId, calls }: DeliveryListInput) {
  const { media } = config;
  const indicatorRef = useRef<IndicatorFilterRowsHandle>(null);

  const today = useMemo(() => chinaToday(), []);
  const bounds = useMemo(() => deliveryDateBounds(today), [today]);
  const shortcuts = useMemo(() => deliveryShortcuts(today), [today]);
  // Filters (the area's and the media's slot filters, and the date range), page, size and sort live in the
  // URL through the list kit, so a copied link shows the same rows; parentId and editId stay as they were.
  const list = useListState<FilterValues>({
    pageSizeKey: deliveryPageSizeKey(media, level.level),
    defaultFilters: { [DATE_RANGE_KEY]: defaultDeliveryRange(today) },
    defaultSort: DEFAULT_SORT,
  });
  const { sort } = list;
  const page = useMemo(() => ({ current: list.page, size: list.size }), [list.page, list.size]);
  const dateRange = useMemo(() => readDeliveryRange(list.filters[DATE_RANGE_KEY], today), [list.filters, today]);
  const applied = useMemo(() => readFilterValues(list.filters), [list.filters]);
  /** The filter area's values: the draft without the date range, which has its own picker. */
  const filterValues = useMemo(() => withoutRange(list.draft), [list.draft]);
  const [selected, setSelected] = useState<DeliveryRow[]>([]);
  const [accountKeyword, setAccountKeyword] = useState('');
  const knownAccounts = useRef(new Map<number, MediaAccountOption>());

  // The media's own columns, row actions, toolbar entries and filters (its delivery-config's slots).
  const slots = useMemo(() => slotsOfLevel(config.slots, level.level), [config.slots, level.level]);
  const scope: DeliveryScope = { media, level: level.level, dateRange, filters: applied, parentId, editId };
  const rows = useQuery({ ...calls.list({ ...toListQuery(scope, sort, page), ...slotFilter(slots.filters, list.filters) }), placeholderData: keepPreviousData });
  const saved = useQuery(calls.columns(level.level));
  const templates = useFilterTemplates(deliveryScene(media, level.level));
  const accounts = useQuery({ ...calls.accounts(accountKeyword), enabled: !parentId });
  // The 命名解析 filter's options; without them (none enabled, or the call failed) the filter is left out.
  const nameRules = useQuery(calls.nameFields(level.level));

  const records = useMemo(() => rows.data?.records ?? [], [rows.data]);
  const shown = useMemo(() => visibleColumns(level, saved.data?.columns), [level, saved.data]);
  const metricColumns = useMemo(() => level.columns.filter((c) => c.kind === 'metric'), [level]);

  // Chosen accounts stay listed while a search narrows the options.
  const accountOptions = useMemo(() => {
    for (const r of accounts.data?.records ?? []) knownAccounts.current.set(r.id, { mediaAccountId: r.id, mediaAccountName: `${r.accountName}（${r.accountId}）` });
    const found = (accounts.data?.records ?? []).map((r) => knownAccounts.current.get(r.id) as MediaAccountOption);
    const chosen = (applied.accountIds ?? [])
      .concat(Array.isArray(filterValues.accountIds) ? (filterValues.accountIds as number[]) : [])
      .map((id) => knownAccounts.current.get(id))
      .filter((a): a is MediaAccountOption => Boolean(a) && !found.includes(a as MediaAccountOption));
    return [...found, ...chosen];
  }, [accounts.data, applied.accountIds, filterValues.accountIds]);

  const fields = [
    ...deliveryFilterFields({
      accounts: accountOptions,
      accountsLoading: accounts.isFetching,
      onAccountSearch: setAccountKeyword,
      metricColumns,
      indicatorRef,
      withAccounts: !parentId,
      nameRules: nameRules.data ?? [],
    }),
    ...slots.filters.map((f) => f.field),
  ];

  /** Applies the area's values (the date range kept) on page 1 and drops the selection. */
  const applyFilters = (values: FilterValues) => {
    setSelected([]);
    list.apply(toUrlFilters(values, dateRange), { ...values, [DATE_RANGE_KEY]: dateRange });
  };
  /** The rows call a set of filters makes on a page. */
  const requestOf = (values: FilterValues, at: { current: number; size: number }) =>
    JSON.stringify({ ...toListQuery({ ...scope, filters: readFilterValues(values) }, sort, at), ...slotFilter(slots.filters, values) });

  const query = (values: FilterValues) => {
    // The indicator rows show their own problems; nothing is asked of the server until they hold.
    if ((indicatorRef.current?.validate() ?? []).length > 0) return;
    // 查询 with filters that ask the same as now asks the server again: figures change with every sync.
    if (requestOf(values, { ...page, current: 1 }) === requestOf(list.filters, page)) void rows.refetch();
    applyFilters(values);
  };
  const changePage = (change: PageChange) => {
    list.setPage(change);
    setSelected([]);
  };
  const changeSort = (next: DataTableSort | null) => {
    list.setSort(next);
    setSelected([]);
  };
  const changeRange = (next: DateRangeValue) => {
    // A new range asks for the applied filters over it; the area keeps what is typed but not queried.
    setSelected([]);
    list.apply(toUrlFilters(list.filters, next), { ...list.draft, [DATE_RANGE_KEY]: next });
  };
  /** The filter area's draft as it is edited (the date range kept beside it). */
  const changeDraft = (values: FilterValues) => list.setDraft({ ...values, [DATE_RANGE_KEY]: dateRange });

  return {
    today,
    bounds,
    shortcuts,
    sort,
    page,
    dateRange,
    filterValues,
    scope,
    slots,
    rows,
    records,
    shown,
    metricColumns,
    nameRules: nameRules.data ?? [],
    templates,
    fields,
    selected,
    setSelected,
    paginationProps: list.paginationProps,
    query,
    applyFilters,
    changePage,
    changeSort,
    changeRange,
    changeDraft,
  };
}
