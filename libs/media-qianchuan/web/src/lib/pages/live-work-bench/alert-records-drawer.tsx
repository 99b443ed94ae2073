// 预警记录 (issue 24 "Alerts"; design §4.2 live/alert/list, §4.4): the alerts raised for rooms in scope, newest
// first, each with its rule, room, kind and the figures behind it, paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatChinaTime } from '@toufang/domain';
import { ListEmpty } from '@toufang/list-kit';
import { DataTable, DeskDrawer, TablePagination, type DataTableColumn } from '@toufang/ui';
import { useState } from 'react';
import { liveAlertListQuery, type LiveAlertRow } from '../../queries/live-alert-list';
import { LIVE_ALERT_TEXTS as T } from '../../texts';

const PAGE_SIZE_KEY = 'table_qianchuan_live_alerts_page_size';

const COLUMNS: DataTableColumn<LiveAlertRow>[] = [
  { key: 'raisedAt', title: T.RECORD_TIME, width: 170, render: (_v, row) => formatChinaTime(row.raisedAt) },
  { key: 'ruleName', title: T.RECORD_RULE, width: 140 },
  { key: 'awemeName', title: T.RECORD_ROOM, width: 180, render: (_v, row) => `${row.awemeName}（${row.accountName}）` },
  { key: 'kindName', title: T.RECORD_KIND, width: 120 },
  { key: 'content', title: T.RECORD_CONTENT, width: 290, ellipsis: false, render: (_v, row) => `${row.title}；${row.figures}` },
];

export default function AlertRecordsDrawer({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: 20 });
  const alerts = useQuery({ ...liveAlertListQuery(page), placeholderData: keepPreviousData });
  return (
    <DeskDrawer visible title={T.RECORDS_TITLE} width={960} onCancel={onClose}>
      <DataTable<LiveAlertRow>
        aria-label={T.RECORDS}
        columns={COLUMNS}
        rows={alerts.data?.records ?? []}
        rowKey="id"
        loading={alerts.isPending}
        emptyText={<ListEmpty list={alerts} failed={T.RECORDS_FAILED} empty={T.RECORDS_EMPTY} />}
      />
      <TablePagination total={alerts.data?.total ?? 0} current={page.current} size={page.size} storageKey={PAGE_SIZE_KEY} onChange={setPage} />
    </DeskDrawer>
  );
}
