// The delivery table of one media and level (推广管理, shell spec §2.3; issue 12 "The table" and "Edits"):
// date range, accounts, search, status and indicator filters with saved templates, columns saved per user
// on the server, server sort, paging with a remembered size (filters, range, page, size and sort in the URL
// through the list kit), a 合计 row over the filtered set, drill-down
// with its path in the URL and the breadcrumb, a trend chart loaded on demand, export, 刷新, and the edits:
// a switch, inline bid, budget and name, bulk status, bid and budget with progress, failures and 撤销.
// The page composes its sections, each in its own file: the view and its requests (use-delivery-list.ts),
// the edits and dialogs (use-delivery-edits.ts, delivery-dialogs.tsx), the toolbars (delivery-toolbar.tsx,
// use-toolbar-actions.ts).
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import type { DeliveryLevel } from '@toufang/domain';
import { BreadcrumbTrail, Button, DataTable, DateRangePicker, FilterArea, PageFrame, TablePagination, Typography } from '@toufang/ui';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { levelConfig, type DeliveryLevelConfig, type DeliveryMediaConfig } from '../config/delivery-config';
import { deliveryCalls, DELIVERY_KEYS } from '../queries/delivery-calls';
import type { DeliveryRow } from '../queries/delivery-types';
import { levelUrl, pathCrumbs, readUrlParams } from '../rules/drill';
import { formatDateTime } from '../rules/format';
import { isFiltered, toDeliveryFilter } from '../rules/list-request';
import { DELIVERY_TEXTS as T } from '../texts';
import { deliveryColumns, summaryValues } from './delivery-columns';
import { DeliveryDialogs } from './delivery-dialogs';
import { DeliveryBulkBar, DeliveryToolbar } from './delivery-toolbar';
import { EditWatcher } from './edit-watcher';
import { TrendPanel } from './lazy-parts';
import { NameGroupPanel, readNameGroup, readNameGroupPage, writeNameGroup, writeNameGroupPage, type NameGroupChoice, type NameGroupPage } from './name-group-panel';
import { DELIVERY_PAGE } from './page-constants';
import { slotColumns } from './slot-columns';
import { useDeliveryEdits } from './use-delivery-edits';
import { useDeliveryList } from './use-delivery-list';
import { useToolbarActions } from './use-toolbar-actions';
import './delivery-table-page.css';

export { DEFAULT_SORT } from './use-delivery-list';

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

/** The URL param of 命名解析's group view. */
const NAME_GROUP_PARAM = 'nameGroup';

function DeliveryTable({ config, level, parentId, editId }: { config: DeliveryMediaConfig; level: DeliveryLevelConfig; parentId: string | null; editId: number | null }) {
  const { media } = config;
  const calls = useMemo(() => config.calls ?? deliveryCalls(media), [config.calls, media]);
  const queryClient = useQueryClient();
  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.LIST }), [queryClient]);

  const list = useDeliveryList({ config, level, parentId, editId, calls });
  const { rows, records, shown, slots, scope, page, selected, setSelected } = list;
  const edits = useDeliveryEdits({ media, level, calls, refreshList });
  const actions = useToolbarActions({ media, calls, scope, sort: list.sort, shown, records, refreshList });
  const [trendOpen, setTrendOpen] = useState(false);
  // 命名解析's group view: its rule and field in the URL (`nameGroup=7:theme`), so a copied link shows it.
  const [searchParams, setSearchParams] = useSearchParams();
  const nameGroup = readNameGroup(searchParams.get(NAME_GROUP_PARAM));
  const [groupOpen, setGroupOpen] = useState(nameGroup !== null);
  // Its page and size too (`groupPage`, `groupSize`); another rule or field starts on page 1, closing drops them.
  const groupPage = readNameGroupPage(searchParams);
  const chooseGroup = (choice: NameGroupChoice | null) =>
    setSearchParams(
      (current) => {
        const next = writeNameGroupPage(current, choice ? { ...readNameGroupPage(current), current: 1 } : null);
        if (choice) next.set(NAME_GROUP_PARAM, writeNameGroup(choice));
        else next.delete(NAME_GROUP_PARAM);
        return next;
      },
      { replace: true },
    );
  const changeGroupPage = useCallback((next: NameGroupPage) => setSearchParams((current) => writeNameGroupPage(current, next), { replace: true }), [setSearchParams]);
  const groupable = list.nameRules.some((r) => r.fields.length > 0);

  const selectedIds = selected.map((r) => r.id);
  const editable = selected.filter((r) => r.status !== 'deleted');

  // The columns are rebuilt only when what they show changes, not on every render of the page.
  const columns = useMemo(() => deliveryColumns(config, level, shown, edits.rowHandlers), [config, level, shown, edits.rowHandlers]);
  const tableColumns = useMemo(() => [...columns, ...slotColumns(slots)], [columns, slots]);
  const summary = useMemo(() => ({ values: summaryValues(shown, rows.data?.totals) }), [shown, rows.data]);

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

  return (
    <PageFrame
      title={level.label}
      extra={
        <DeliveryToolbar
          level={level.level}
          selected={selected}
          entries={slots.toolbar}
          onRefresh={actions.refresh}
          refreshing={actions.refreshing}
          onExport={actions.exportRows}
          exporting={actions.exporting}
          canExport={Boolean(rows.data && rows.data.total !== 0)}
          onColumns={() => edits.openDialog({ kind: 'columns' })}
          trendOpen={trendOpen}
          onTrendToggle={() => setTrendOpen((open) => !open)}
          nameGroup={
            groupable
              ? {
                  open: groupOpen,
                  onToggle: () => {
                    if (groupOpen) chooseGroup(null);
                    setGroupOpen(!groupOpen);
                  },
                }
              : undefined
          }
        />
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
          <DateRangePicker aria-label={T.DATE_RANGE} value={list.dateRange} min={list.bounds.min} max={list.bounds.max} shortcuts={list.shortcuts} onChange={list.changeRange} />
          <Typography.Text type="tertiary" className="tf-delivery__synced">
            {rows.data ? (rows.data.syncedAt ? T.syncedAt(formatDateTime(rows.data.syncedAt)) : T.SYNC_UNKNOWN) : null}
          </Typography.Text>
        </div>
        <FilterArea
          {...list.templates}
          className="tf-delivery__filters"
          fields={list.fields}
          value={list.filterValues}
          onChange={list.changeDraft}
          querying={rows.isFetching}
          onQuery={list.query}
          onReset={(values) => list.applyFilters(values)}
        />
        <DeliveryBulkBar
          actions={level.actions}
          selectedCount={selectedIds.length}
          canEdit={editable.length > 0}
          onStatus={(value) => void edits.runEdit('status', editable.map((r) => ({ id: r.id, value }))).catch(() => undefined)}
          onBid={() => edits.openDialog({ kind: 'bid' })}
          onBudget={() => edits.openDialog({ kind: 'budget' })}
        />
        {trendOpen ? (
          <Suspense fallback={null}>
            <TrendPanel
              calls={calls}
              filter={toDeliveryFilter(scope)}
              today={list.today}
              metricColumns={list.metricColumns}
              shownMetrics={shown.filter((c) => c.kind === 'metric').map((c) => c.key)}
              selected={selected}
              onClose={() => setTrendOpen(false)}
            />
          </Suspense>
        ) : null}
        {groupOpen && groupable ? (
          <NameGroupPanel
            calls={calls}
            filter={toDeliveryFilter(scope)}
            rules={list.nameRules}
            choice={nameGroup}
            onChoose={chooseGroup}
            page={groupPage}
            onPageChange={changeGroupPage}
            metricColumns={shown.filter((c) => c.kind === 'metric')}
          />
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
          sort={list.sort}
          onSortChange={list.changeSort}
          summary={rows.data ? summary : undefined}
          fixFirstColumn
          selectedRowKeys={selectedIds}
          onSelectionChange={(_keys, chosen) => setSelected(chosen)}
          selectionLabel={(row) => `选择 ${row.name}`}
        />
        <TablePagination {...list.paginationProps(rows.data?.total ?? 0)} onChange={list.changePage} />
      </div>

      {edits.watched.map((watch) => (
        <EditWatcher key={watch.editId} calls={calls} editId={watch.editId} onFinished={(edit) => edits.onRowEditFinished(watch, edit)} />
      ))}
      <DeliveryDialogs
        media={media}
        calls={calls}
        level={level}
        dialog={edits.dialog}
        setDialog={edits.setDialog}
        closeDialog={edits.closeDialog}
        shown={shown}
        editable={editable}
        runEdit={edits.runEdit}
        editing={edits.editing}
        onEditClosed={() => {
          setSelected([]);
          refreshList();
        }}
        exportJob={actions.exportJob}
        onExportClosed={actions.closeExportJob}
      />
    </PageFrame>
  );
}
