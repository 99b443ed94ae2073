import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { DataTable, DateRangePicker, FilterArea, PageFrame, Space, TablePagination, Tag, Typography, defaultDateRange, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { operationLogsQuery, type OperationLogRecord } from '../../queries/operation-logs';
import { describeValue, toLogQuery, type OperationLogFilters } from './operation-log-rules';

/** Remembered page size (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_operation_log_page_size';

const FIELDS: FilterFieldConfig[] = [
  { key: 'mediaCode', label: '媒体', type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
  { key: 'accountId', label: '账户ID', type: 'input' },
  { key: 'operator', label: '操作人', type: 'input' },
  { key: 'object', label: '操作对象', type: 'input', placeholder: '对象ID或名称' },
  {
    key: 'dates',
    label: '操作时间',
    type: 'custom',
    defaultValue: defaultDateRange(),
    render: ({ value, onChange, label }) => (
      <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />
    ),
  },
];

const COLUMNS: DataTableColumn<OperationLogRecord>[] = [
  { key: 'time', title: '操作时间', width: 170 },
  {
    key: 'operator',
    title: '操作人',
    width: 140,
    // A rule's name already says AI助手规则：…; only a job or the schedule is marked a task.
    render: (_v, row) => (row.operatorKind === 'user' || row.operatorKind === 'rule' ? row.operator : `${row.operator}（任务）`),
  },
  { key: 'mediaCode', title: '媒体', width: 110, render: (value) => (value ? MEDIA_DISPLAY_NAMES[value as MediaCode] : '-') },
  { key: 'account', title: '账户', width: 200, render: (_v, row) => (row.accountId ? `${row.accountName ?? ''}（${row.accountId}）` : '-') },
  { key: 'object', title: '操作对象', width: 200, render: (_v, row) => (row.objectId ? `${row.objectName ?? ''}（${row.objectId}）` : '-') },
  { key: 'actionName', title: '操作', width: 120 },
  { key: 'before', title: '修改前', width: 180, render: (value) => describeValue(value) },
  { key: 'after', title: '修改后', width: 180, render: (value) => describeValue(value) },
  {
    key: 'outcome',
    title: '结果',
    width: 160,
    ellipsis: false,
    render: (_v, row) =>
      row.outcome === 'ok' ? (
        <Tag color="green" size="small">
          成功
        </Tag>
      ) : (
        <Space vertical align="start" spacing={2}>
          <Tag color="red" size="small">
            媒体拒绝
          </Tag>
          <Typography.Text size="small" type="danger">
            {row.outcomeMessage}
          </Typography.Text>
        </Space>
      ),
  },
];

/**
 * 操作日志 (shell spec §2.3 account tool): every write the desk made for the company, by a person or by a
 * job, with the value before and after and the media's answer; filtered and paged on the server.
 */
export default function OperationLogPage() {
  // The date field starts on the picker's own default (a year to today), and the search with it; filters,
  // page and size are in the URL (the list kit), so a copied link shows the same records.
  const list = useListState<OperationLogFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { dates: defaultDateRange() } });
  const page = { current: list.page, size: list.size };
  const logs = useQuery({ ...operationLogsQuery(toLogQuery(list.filters, page)), placeholderData: keepPreviousData });
  const templates = useFilterTemplates('operation-log');

  return (
    <PageFrame title="操作日志">
      {/* 查询 with the filters already shown asks the server again: the log may have grown since. */}
      <FilterArea {...templates} fields={FIELDS} querying={logs.isFetching} {...list.filterProps(logs.refetch)} />
      <DataTable<OperationLogRecord>
        aria-label="操作日志列表"
        columns={COLUMNS}
        rows={logs.data?.records ?? []}
        rowKey="id"
        loading={logs.isPending || (logs.isFetching && logs.isPlaceholderData)}
        emptyText={<ListEmpty list={logs} failed="操作日志加载失败" empty="暂无操作记录" />}
      />
      <TablePagination {...list.paginationProps(logs.data?.total ?? 0)} />
    </PageFrame>
  );
}
