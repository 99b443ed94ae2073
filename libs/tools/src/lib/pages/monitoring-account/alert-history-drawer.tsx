import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListEmpty } from '@toufang/list-kit';
import { DataTable, DeskDrawer, TablePagination, type DataTableColumn } from '@toufang/ui';
import { monitorAlertsQuery, type MonitorAlert } from '../../queries/monitoring';
import { MONITOR_KIND_LABELS, MONITORING_TEXTS as T } from '../../texts';
import { alertValue } from '../monitoring-account-edit/monitoring-account-rules';

const PAGE_SIZE = 20;

/** The message's words without its markup (the message centre shows the HTML; a table cell shows text). */
const plain = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, '').replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** 告警记录: an account's alerts, newest first, each with the figure, the line and the message it sent. */
export function AlertHistoryDrawer({ accountId, accountName, onClose }: { accountId: number; accountName: string; onClose(): void }) {
  const [page, setPage] = useState(1);
  const alerts = useQuery({ ...monitorAlertsQuery(accountId, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const columns: DataTableColumn<MonitorAlert>[] = [
    { key: 'raiseTime', title: T.HISTORY_TIME, width: 170 },
    { key: 'kind', title: T.HISTORY_KIND, width: 120, render: (_v, a) => MONITOR_KIND_LABELS[a.kind] },
    { key: 'value', title: T.HISTORY_VALUE, width: 120, render: (_v, a) => alertValue(a.kind, a.value) },
    { key: 'threshold', title: T.HISTORY_THRESHOLD, width: 120, render: (_v, a) => alertValue(a.kind, a.threshold) },
    { key: 'content', title: T.HISTORY_MESSAGE, width: 420, render: (_v, a) => plain(a.content) || (a.title ?? T.NONE) },
  ];
  return (
    <DeskDrawer visible width={1000} title={T.HISTORY_TITLE(accountName)} onCancel={onClose}>
      <DataTable<MonitorAlert>
        aria-label={T.HISTORY_LIST}
        columns={columns}
        rows={alerts.data?.records ?? []}
        rowKey={(a) => `${a.day}:${a.kind}`}
        loading={alerts.isPending}
        emptyText={<ListEmpty list={alerts} failed={T.LOAD_FAILED} empty={T.HISTORY_EMPTY} emptyFiltered={T.HISTORY_EMPTY} filtered={false} />}
      />
      <TablePagination current={page} size={PAGE_SIZE} sizeOptions={[PAGE_SIZE]} total={alerts.data?.total ?? 0} onChange={(change) => setPage(change.current)} />
    </DeskDrawer>
  );
}
