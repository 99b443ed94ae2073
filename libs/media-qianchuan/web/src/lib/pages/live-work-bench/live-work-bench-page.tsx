// 工作台 (shell spec §2.3 live-monitor/work-bench; issue 24; design §5.1): the rooms in the caller's scope with their
// state, start, online viewers and today's 成交金额, orders, spend and ROI; filters, server sort, 50 a page, refreshed
// every 30 s; each row opens its 大屏 and 中控台. 预警设置 and 预警记录 open drawers of their own.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatChinaTime, SANDBOX_TEXTS } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, FilterArea, PageFrame, SandboxTag, Space, TablePagination, Tag, Typography, type DataTableColumn, type FilterFieldConfig, useReturnFocus } from '@toufang/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { liveConsolePath, liveRoomPathOf } from '../../live-paths';
import { liveAwemeListQuery } from '../../queries/live-aweme-list';
import { liveRoomListQuery, type LiveRoomRow } from '../../queries/live-room-list';
import { LIVE_WORDS as W, LIVE_WORK_BENCH_TEXTS as T } from '../../texts';
import { countOrDash, roiOrDash, toRoomQuery, WORK_BENCH, yuanOrDash, type WorkBenchFilters } from './live-work-bench-rules';
import '../live-links.css';

// The drawers load on first use: most visits only read the rooms.
const AlertSettingsDrawer = lazy(() => import('./alert-settings-drawer'));
const AlertRecordsDrawer = lazy(() => import('./alert-records-drawer'));

type Option = { value: number | string; label: string; subtitle?: string };
/** An account's option: its media id for the filter, its desk id for an alert rule's scope. */
export type AccountOption = Option & { value: string; deskId: number };

/** The filters: state, one account (media id), one 抖音号, and a name. */
function fields(accounts: readonly Option[], awemes: readonly Option[]): FilterFieldConfig[] {
  return [
    {
      key: 'state',
      label: T.FILTER_STATE,
      type: 'list',
      options: [
        { value: 'living', label: W.ROOM_LIVING },
        { value: 'ended', label: W.ROOM_ENDED },
      ],
    },
    { key: 'accountId', label: T.FILTER_ACCOUNTS, type: 'list', options: accounts },
    { key: 'awemeId', label: T.FILTER_AWEMES, type: 'list', options: awemes },
    { key: 'name', label: T.FILTER_NAME, type: 'input', placeholder: T.NAME_PLACEHOLDER },
  ];
}

function twoLines(first: string, second: string, sandbox = false) {
  return (
    <Space vertical align="start" spacing={2}>
      <Space spacing={4}>
        <span>{first}</span>
        {sandbox ? <SandboxTag /> : null}
      </Space>
      <Typography.Text size="small" type="tertiary">
        {second}
      </Typography.Text>
    </Space>
  );
}

export const ROOM_COLUMNS: DataTableColumn<LiveRoomRow>[] = [
  { key: 'aweme', title: T.AWEME, width: 160, render: (_v, row) => twoLines(row.awemeName, row.awemeId, row.sandbox) },
  { key: 'account', title: T.ACCOUNT, width: 175, render: (_v, row) => twoLines(row.accountName, row.accountId) },
  {
    key: 'state',
    title: T.STATE,
    width: 92,
    render: (_v, row) =>
      row.state === 'living' ? (
        <Tag size="small" color="red">
          {W.ROOM_LIVING}
        </Tag>
      ) : (
        <Tag size="small" color="grey">
          {W.ROOM_ENDED}
        </Tag>
      ),
  },
  { key: 'startedAt', title: T.STARTED_AT, width: 112, sortable: true, render: (_v, row) => formatChinaTime(row.startedAt).slice(5, 16) },
  { key: 'online', title: T.ONLINE, width: 96, align: 'right', sortable: true, render: (_v, row) => countOrDash(row.online) },
  { key: 'gmv', title: T.GMV, width: 124, align: 'right', sortable: true, render: (_v, row) => yuanOrDash(row.gmv) },
  { key: 'orders', title: T.ORDERS, width: 72, align: 'right', sortable: true, render: (_v, row) => countOrDash(row.orders) },
  { key: 'cost', title: T.COST, width: 100, align: 'right', sortable: true, render: (_v, row) => yuanOrDash(row.cost) },
  { key: 'roi', title: T.ROI, width: 70, align: 'right', sortable: true, render: (_v, row) => roiOrDash(row.roi) },
  {
    key: 'actions',
    title: W.ACTIONS,
    width: 104,
    fixed: 'right',
    ellipsis: false,
    render: (_v, row) => (
      <span className="tf-live-actions">
        {/* The screen is full screen, one per room: a tab of its own, as the plan rows' link opens it. */}
        <Link className="tf-live-link" to={liveRoomPathOf(row.accountId, row.awemeId)} target="_blank" rel="noopener noreferrer" aria-label={W.OPEN_SCREEN(row.awemeName)}>
          {W.SCREEN}
        </Link>
        <Link className="tf-live-link" to={liveConsolePath(row)} aria-label={W.OPEN_CONSOLE(row.awemeName)}>
          {W.CONSOLE}
        </Link>
      </span>
    ),
  },
];

export default function LiveWorkBenchPage() {
  const list = useListState<WorkBenchFilters>({ pageSizeKey: WORK_BENCH.PAGE_SIZE_KEY, sizeOptions: WORK_BENCH.SIZES });
  const query = toRoomQuery(list.filters, { current: list.page, size: list.size }, list.sort);
  const rooms = useQuery({ ...liveRoomListQuery(query), placeholderData: keepPreviousData, refetchInterval: WORK_BENCH.REFRESH_MS });
  // The accounts and 抖音号 in scope, for the filters and the alert rules' scope; without them the filters offer none.
  const awemes = useQuery({ ...liveAwemeListQuery({}, true), staleTime: 60_000 });
  const [drawer, setDrawer] = useState<'settings' | 'records' | null>(null);
  // Focus goes back to the button that opened a drawer.
  const focus = useReturnFocus();
  const open = (next: 'settings' | 'records') => {
    focus.remember();
    setDrawer(next);
  };
  const close = () => {
    setDrawer(null);
    focus.restore();
  };

  const accountOptions = useMemo<AccountOption[]>(
    () => (awemes.data?.accounts ?? []).map((a) => ({ value: a.accountId, deskId: a.deskAccountId, label: a.accountName, subtitle: `${a.accountId}${a.sandbox ? ` ${SANDBOX_TEXTS.TAG}` : ''}` })),
    [awemes.data],
  );
  const awemeOptions = useMemo<Option[]>(() => (awemes.data?.rows ?? []).map((a) => ({ value: a.awemeId, label: a.name, subtitle: a.awemeId })), [awemes.data]);
  const shownFields = useMemo(() => fields(accountOptions, awemeOptions), [accountOptions, awemeOptions]);
  // An alert rule's account scope names desk ids.
  const ruleAccounts = useMemo(() => accountOptions.map((a) => ({ value: a.deskId, label: `${a.label}（${a.value}）` })), [accountOptions]);

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          <Button onClick={() => open('settings')}>{T.ALERT_SETTINGS}</Button>
          <Button onClick={() => open('records')}>{T.ALERT_RECORDS}</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="tertiary" size="small">
        {T.HINT}
        {rooms.data?.refreshedAt ? ` ${T.UPDATED_AT(formatChinaTime(rooms.data.refreshedAt))}` : ''}
      </Typography.Paragraph>
      <FilterArea fields={shownFields} querying={rooms.isFetching} {...list.filterProps(rooms.refetch)} />
      <DataTable<LiveRoomRow>
        aria-label={T.LIST}
        columns={ROOM_COLUMNS}
        rows={rooms.data?.records ?? []}
        rowKey="liveRoomId"
        loading={rooms.isPending || (rooms.isFetching && rooms.isPlaceholderData)}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={<ListEmpty list={rooms} failed={T.LOAD_FAILED} empty={T.EMPTY} emptyFiltered={T.EMPTY_FILTERED} filtered={list.filtered} />}
      />
      <TablePagination {...list.paginationProps(rooms.data?.total ?? 0)} />
      <Suspense fallback={null}>
        {drawer === 'settings' ? <AlertSettingsDrawer accounts={ruleAccounts} awemes={awemeOptions} onClose={close} /> : null}
        {drawer === 'records' ? <AlertRecordsDrawer onClose={close} /> : null}
      </Suspense>
    </PageFrame>
  );
}
