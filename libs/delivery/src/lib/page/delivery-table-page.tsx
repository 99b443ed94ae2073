// The delivery table of one media and level (推广管理, shell spec §2.3; issue 12 "The table" and "Edits"):
// date range, accounts, search, status and indicator filters with saved templates, columns saved per user
// on the server, server sort, paging with a remembered size (filters, range, page, size and sort in the URL
// through the list kit), a 合计 row over the filtered set, drill-down
// with its path in the URL and the breadcrumb, a trend chart loaded on demand, export, 刷新, and the edits:
// a switch, inline bid, budget and name, bulk status, bid and budget with progress, failures and 撤销.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, useFilterTemplates } from '@toufang/api';
import { chinaToday, type DeliveryLevel } from '@toufang/domain';
import { useListState } from '@toufang/list-kit';
import {
  BreadcrumbTrail,
  Button,
  DataTable,
  DateRangePicker,
  FilterArea,
  PageFrame,
  Space,
  TablePagination,
  Toast,
  Typography,
  type DataTableSort,
  type FilterValues,
  type IndicatorFilterRowsHandle,
  type MediaAccountOption,
  type PageChange,
} from '@toufang/ui';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { deliveryPageSizeKey, deliveryScene, levelConfig, type DeliveryLevelConfig, type DeliveryMediaConfig } from '../config/delivery-config';
import { slotFilter, slotsOfLevel } from '../config/delivery-slots';
import { deliveryCalls, DELIVERY_KEYS } from '../queries/delivery-calls';
import type { DeliveryEdit, DeliveryEditField, DeliveryEditItem, DeliveryEditStart, DeliveryRow } from '../queries/delivery-types';
import { bulkBidValues } from '../rules/bid-values';
import { visibleColumns, columnsToSave } from '../rules/columns';
import { defaultDeliveryRange, deliveryDateBounds, deliveryShortcuts, readDeliveryRange } from '../rules/date-range';
import { levelUrl, pathCrumbs, readUrlParams } from '../rules/drill';
import { formatDateTime } from '../rules/format';
import {
  DATE_RANGE_KEY,
  isFiltered,
  readFilterValues,
  toDeliveryFilter,
  toExportColumns,
  toListQuery,
  toSort,
  toUrlFilters,
  withoutRange,
  type DeliveryScope,
} from '../rules/list-request';
import { DELIVERY_TEXTS as T } from '../texts';
import { deliveryColumns, summaryValues, type RowEditHandlers } from './delivery-columns';
import { deliveryFilterFields } from './delivery-filters';
import { failedResults } from './edit-rules';
import { EditWatcher } from './edit-watcher';
import { BudgetDialog, BulkBidDialog, ColumnSettingsDialog, EditProgressDialog, EditRefusedDialog, ExportProgressDialog, TrendPanel } from './lazy-parts';
import { DELIVERY_PAGE } from './page-constants';
import { slotColumns } from './slot-columns';
import { useReturnFocus } from './use-return-focus';
import './delivery-table-page.css';

/** The table opens sorted by spend, biggest first, as the media consoles do (docs/decisions.md). */
export const DEFAULT_SORT: DataTableSort = { key: 'cost', order: 'descend' };

type Dialog =
  | { kind: 'columns' }
  | { kind: 'bid' }
  | { kind: 'budget' }
  | { kind: 'progress'; editId: number }
  | { kind: 'refused'; start: DeliveryEditStart };

/** A single-row edit followed without a dialog. */
interface WatchedEdit {
  editId: number;
  row: Pick<DeliveryRow, 'id' | 'name'>;
}

export interface DeliveryTablePageProps {
  /** The media's configuration (its library's lib/delivery-config.ts). */
  config: DeliveryMediaConfig;
  level: DeliveryLevel;
}

/**
 * The page a media library puts on each delivery level's route:
 * `export default function Page() { return <DeliveryTablePage config={DELIVERY_CONFIG} level="plan" />; }`.
 * The drill-down parent (?parentId=) and an edit's objects (?editId=) come from the URL.
 */
export function DeliveryTablePage({ config, level }: DeliveryTablePageProps) {
  const { search } = useLocation();
  const { parentId, editId } = readUrlParams(search);
  const levelCfg = levelConfig(config, level);
  // Another parent or edit is another table: filters, page and selection start over.
  return <DeliveryTable key={`${level}|${parentId ?? ''}|${editId ?? ''}`} config={config} level={levelCfg} parentId={parentId} editId={editId} />;
}

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : T.LOAD_FAILED;
}

/** Starts a download of a single-use link: a plain navigation, since the link carries its own token. */
function download(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

function DeliveryTable({ config, level, parentId, editId }: { config: DeliveryMediaConfig; level: DeliveryLevelConfig; parentId: string | null; editId: number | null }) {
  const { media } = config;
  const calls = useMemo(() => config.calls ?? deliveryCalls(media), [config.calls, media]);
  const queryClient = useQueryClient();
  const focus = useReturnFocus();
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
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [trendOpen, setTrendOpen] = useState(false);
  const [watched, setWatched] = useState<WatchedEdit[]>([]);
  const [accountKeyword, setAccountKeyword] = useState('');
  const knownAccounts = useRef(new Map<number, MediaAccountOption>());

  // The media's own columns, row actions, toolbar entries and filters (its delivery-config's slots).
  const slots = useMemo(() => slotsOfLevel(config.slots, level.level), [config.slots, level.level]);
  const scope: DeliveryScope = { media, level: level.level, dateRange, filters: applied, parentId, editId };
  const rows = useQuery({ ...calls.list({ ...toListQuery(scope, sort, page), ...slotFilter(slots.filters, list.filters) }), placeholderData: keepPreviousData });
  const saved = useQuery(calls.columns(level.level));
  const templates = useFilterTemplates(deliveryScene(media, level.level));
  const accounts = useQuery({ ...calls.accounts(accountKeyword), enabled: !parentId });
  const saveColumns = useMutation(calls.saveColumns);
  const startEdit = useMutation(calls.startEdit);
  const exporter = useMutation(calls.export);
  // A large export's job, followed in a dialog until its file is written.
  const [exportJob, setExportJob] = useState<string | null>(null);
  const refresher = useMutation(calls.refresh);

  const records = useMemo(() => rows.data?.records ?? [], [rows.data]);
  const shown = useMemo(() => visibleColumns(level, saved.data?.columns), [level, saved.data]);
  const metricColumns = useMemo(() => level.columns.filter((c) => c.kind === 'metric'), [level]);
  const selectedIds = selected.map((r) => r.id);
  const editable = selected.filter((r) => r.status !== 'deleted');
  const pending = useMemo(() => new Set(watched.map((w) => w.row.id)), [watched]);

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

  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.LIST }), [queryClient]);

  const openDialog = (next: Dialog) => {
    focus.remember();
    setDialog(next);
  };
  const closeDialog = () => {
    setDialog(null);
    focus.restore();
  };

  /**
   * Starts an edit. A row's edit is followed quietly; a bulk edit opens its progress (or its refusal). A call
   * that fails rejects after libs/api has already told the user why, so callers only swallow it.
   */
  const runEdit = async (field: DeliveryEditField, items: DeliveryEditItem[], row?: Pick<DeliveryRow, 'id' | 'name'>) => {
    const start = await startEdit.mutateAsync({ media, level: level.level, field, items });
    if (!start) throw new Error(T.EDIT_FAILED);
    if (start.state === 'refused' || start.editId === null) {
      const reason = start.refusals[0]?.reason ?? start.message ?? T.EDIT_REFUSED;
      if (row) {
        Toast.error(reason);
        throw new Error(reason);
      }
      // A dialog opened from the toolbar gives focus back to its button when it closes; one that follows
      // another dialog (the bid or budget dialog) keeps that dialog's opener.
      if (!dialog) focus.remember();
      setDialog({ kind: 'refused', start });
      return;
    }
    const id = start.editId;
    if (row) setWatched((current) => [...current, { editId: id, row }]);
    else {
      if (!dialog) focus.remember();
      setDialog({ kind: 'progress', editId: id });
    }
  };

  const onRowEditFinished = (watch: WatchedEdit, edit: DeliveryEdit) => {
    setWatched((current) => current.filter((w) => w.editId !== watch.editId));
    const failure = failedResults(edit)[0];
    if (failure) Toast.error(T.rowFailed(watch.row.name, failure.reason ?? T.EDIT_FAILED));
    else Toast.success(T.rowSaved(watch.row.name));
    refreshList();
  };

  const handlers: RowEditHandlers = {
    pending,
    onStatus: (row, enabled) => void runEdit('status', [{ id: row.id, value: enabled ? 'enabled' : 'paused' }], row).catch(() => undefined),
    onBid: (row, value) => runEdit('bid', [{ id: row.id, value }], row),
    onBudget: (row, value) => runEdit('budget', [{ id: row.id, value }], row),
    onRename: (row, name) => runEdit('name', [{ id: row.id, value: name }], row),
  };
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // The columns are rebuilt only when what they show changes, not on every render of the page.
  const columns = useMemo(
    () =>
      deliveryColumns(config, level, shown, {
        pending,
        onStatus: (row, enabled) => handlersRef.current.onStatus(row, enabled),
        onBid: (row, value) => handlersRef.current.onBid(row, value),
        onBudget: (row, value) => handlersRef.current.onBudget(row, value),
        onRename: (row, name) => handlersRef.current.onRename(row, name),
      }),
    [config, level, shown, pending],
  );
  const tableColumns = useMemo(() => [...columns, ...slotColumns(slots)], [columns, slots]);
  const summary = useMemo(() => ({ values: summaryValues(shown, rows.data?.totals) }), [shown, rows.data]);

  const fields = [
    ...deliveryFilterFields({
      accounts: accountOptions,
      accountsLoading: accounts.isFetching,
      onAccountSearch: setAccountKeyword,
      metricColumns,
      indicatorRef,
      withAccounts: !parentId,
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

  const exportRows = () => {
    const sorted = toSort(sort);
    exporter.mutate(
      { ...toDeliveryFilter(scope), columns: toExportColumns(shown), ...(sorted ? { sort: sorted } : {}) },
      {
        onSuccess: (result) => {
          if (!result) return;
          if (result.state === 'ready' && result.url) {
            download(result.url);
            Toast.success(T.EXPORT_READY);
          } else if (result.state === 'failed') Toast.error(result.reason ?? T.EDIT_FAILED);
          else {
            Toast.info({ content: `${T.EXPORT_QUEUED}：${T.EXPORT_QUEUED_DETAIL}`, duration: 6 });
            if (result.jobId) setExportJob(result.jobId);
          }
        },
      },
    );
  };

  const refresh = () => {
    const accountIds = [...new Set(records.map((r) => r.accountId))];
    if (accountIds.length === 0) {
      Toast.info(T.REFRESH_NOTHING);
      return;
    }
    refresher.mutate(
      { media, accountIds },
      {
        onSuccess: (result) => {
          if (!result) return;
          if (result.queued.length > 0) Toast.success(T.refreshQueued(result.queued.length));
          if (result.skipped.length > 0) {
            const reasons = [...new Set(result.skipped.map((s) => s.reason))].join('；');
            Toast.warning(`${T.refreshSkipped(result.skipped.length)}：${reasons}`);
          }
          refreshList();
        },
      },
    );
  };

  const crumbs = pathCrumbs(config, level.level, rows.data?.path ?? []);
  const filtered = isFiltered(scope);
  const virtual = page.size >= DELIVERY_PAGE.VIRTUAL_FROM_PAGE_SIZE;
  const emptyText = rows.isError ? (
    <span className="tf-delivery__state" role="alert">
      <Typography.Text type="danger">{errorMessage(rows.error)}</Typography.Text>
      <Button size="small" onClick={() => void rows.refetch()}>
        {T.RETRY}
      </Button>
    </span>
  ) : filtered ? (
    T.EMPTY_FILTERED
  ) : parentId ? (
    T.EMPTY_CHILDREN(level.label)
  ) : (
    T.EMPTY
  );

  const { bid, budget } = level.actions;
  return (
    <PageFrame
      title={level.label}
      extra={
        <Space>
          <Button onClick={refresh} loading={refresher.isPending}>
            {T.REFRESH}
          </Button>
          <Button onClick={exportRows} loading={exporter.isPending} disabled={!rows.data || rows.data.total === 0}>
            {T.EXPORT}
          </Button>
          <Button onClick={() => openDialog({ kind: 'columns' })}>{T.COLUMNS}</Button>
          <Button aria-expanded={trendOpen} onClick={() => setTrendOpen((open) => !open)}>
            {T.TREND}
          </Button>
          {slots.toolbar.map((entry) => (
            <span key={entry.key}>{entry.render({ level: level.level, selected })}</span>
          ))}
        </Space>
      }
    >
      <div className="tf-delivery" data-testid="delivery-table-page" data-media={media} data-level={level.level}>
        {crumbs.length > 0 ? <BreadcrumbTrail className="tf-delivery__path" aria-label={T.PATH_LABEL} items={crumbs} /> : null}
        {editId ? (
          <div className="tf-delivery__edit-filter" role="status">
            <span>{T.EDIT_FILTER_BANNER(editId)}</span>
            <Link to={levelUrl(media, level.level, { parentId })}>{T.CLEAR_EDIT_FILTER}</Link>
          </div>
        ) : null}
        <div className="tf-delivery__range">
          <span className="tf-delivery__range-label">{T.DATE_RANGE}</span>
          <DateRangePicker
            aria-label={T.DATE_RANGE}
            value={dateRange}
            min={bounds.min}
            max={bounds.max}
            shortcuts={shortcuts}
            onChange={(next) => {
              // A new range asks for the applied filters over it; the area keeps what is typed but not queried.
              setSelected([]);
              list.apply(toUrlFilters(list.filters, next), { ...list.draft, [DATE_RANGE_KEY]: next });
            }}
          />
          <Typography.Text type="tertiary" className="tf-delivery__synced">
            {rows.data ? (rows.data.syncedAt ? T.syncedAt(formatDateTime(rows.data.syncedAt)) : T.SYNC_UNKNOWN) : null}
          </Typography.Text>
        </div>
        <FilterArea
          {...templates}
          className="tf-delivery__filters"
          fields={fields}
          value={filterValues}
          onChange={(values) => list.setDraft({ ...values, [DATE_RANGE_KEY]: dateRange })}
          querying={rows.isFetching}
          onQuery={query}
          onReset={(values) => applyFilters(values)}
        />
        <div className="tf-delivery__bulk" role="toolbar" aria-label={T.BULK}>
          <Typography.Text type="tertiary" aria-live="polite">
            {T.SELECTED(selectedIds.length)}
          </Typography.Text>
          {level.actions.status ? (
            <>
              <Button size="small" disabled={editable.length === 0} onClick={() => void runEdit('status', editable.map((r) => ({ id: r.id, value: 'enabled' }))).catch(() => undefined)}>
                {T.BULK_ENABLE}
              </Button>
              <Button size="small" disabled={editable.length === 0} onClick={() => void runEdit('status', editable.map((r) => ({ id: r.id, value: 'paused' }))).catch(() => undefined)}>
                {T.BULK_PAUSE}
              </Button>
            </>
          ) : null}
          {bid ? (
            <Button size="small" disabled={editable.length === 0} onClick={() => openDialog({ kind: 'bid' })}>
              {T.bulkBidTitle(bid.label)}
            </Button>
          ) : null}
          {budget ? (
            <Button size="small" disabled={editable.length === 0} onClick={() => openDialog({ kind: 'budget' })}>
              {T.bulkBudgetTitle(budget.label)}
            </Button>
          ) : null}
        </div>
        {trendOpen ? (
          <Suspense fallback={null}>
            <TrendPanel
              calls={calls}
              filter={toDeliveryFilter(scope)}
              today={today}
              metricColumns={metricColumns}
              shownMetrics={shown.filter((c) => c.kind === 'metric').map((c) => c.key)}
              selected={selected}
              onClose={() => setTrendOpen(false)}
            />
          </Suspense>
        ) : null}
        <DataTable<DeliveryRow>
          aria-label={T.TABLE_LABEL(level.label)}
          columns={tableColumns}
          rows={records}
          rowKey="id"
          mode={virtual ? 'virtual' : 'paged'}
          height={virtual ? DELIVERY_PAGE.VIRTUAL_HEIGHT : undefined}
          loading={rows.isPending || (rows.isFetching && rows.isPlaceholderData)}
          emptyText={emptyText}
          sort={sort}
          onSortChange={(next) => {
            list.setSort(next);
            setSelected([]);
          }}
          summary={rows.data ? summary : undefined}
          fixFirstColumn
          selectedRowKeys={selectedIds}
          onSelectionChange={(_keys, rows) => setSelected(rows)}
          selectionLabel={(row) => `选择 ${row.name}`}
        />
        <TablePagination {...list.paginationProps(rows.data?.total ?? 0)} onChange={changePage} />
      </div>

      {watched.map((watch) => (
        <EditWatcher key={watch.editId} calls={calls} editId={watch.editId} onFinished={(edit) => onRowEditFinished(watch, edit)} />
      ))}
      <Suspense fallback={null}>
        {dialog?.kind === 'columns' ? (
          <ColumnSettingsDialog
            level={level}
            value={shown.map((c) => c.key)}
            saving={saveColumns.isPending}
            onCancel={closeDialog}
            onSave={(keys) =>
              saveColumns.mutate(
                { media, level: level.level, columns: keys === null ? null : columnsToSave(level, keys) },
                {
                  onSuccess: () => {
                    Toast.success(T.COLUMNS_SAVED);
                    void queryClient.invalidateQueries({ queryKey: calls.columns(level.level).queryKey });
                    closeDialog();
                  },
                },
              )
            }
          />
        ) : null}
        {dialog?.kind === 'bid' && bid ? (
          <BulkBidDialog
            action={bid}
            confirmLoading={startEdit.isPending}
            onCancel={closeDialog}
            onConfirm={(result) => {
              const values = bulkBidValues(result, editable.map((r) => r.id));
              void runEdit('bid', values).catch(() => undefined);
            }}
          />
        ) : null}
        {dialog?.kind === 'budget' && budget ? (
          <BudgetDialog
            action={budget}
            rows={editable}
            confirmLoading={startEdit.isPending}
            onCancel={closeDialog}
            onConfirm={(value) => void runEdit('budget', editable.map((r) => ({ id: r.id, value }))).catch(() => undefined)}
          />
        ) : null}
        {dialog?.kind === 'progress' ? (
          <EditProgressDialog
            key={dialog.editId}
            calls={calls}
            editId={dialog.editId}
            onUndoStarted={(start) => start.editId !== null && setDialog({ kind: 'progress', editId: start.editId })}
            onClose={() => {
              closeDialog();
              setSelected([]);
              refreshList();
            }}
          />
        ) : null}
        {dialog?.kind === 'refused' ? <EditRefusedDialog message={dialog.start.message} refusals={dialog.start.refusals} onClose={closeDialog} /> : null}
        {exportJob ? <ExportProgressDialog key={exportJob} jobId={exportJob} onDownload={download} onClose={() => setExportJob(null)} /> : null}
      </Suspense>
    </PageFrame>
  );
}
