// 创建报告 (issue 22 "add-report"; shell spec §2.3 the hidden add-report route of every media): one task (from
// 任务ID, or ?taskId= when opened from a task) or the tasks submitted in a period, per account: created, failed
// with the reasons, the review outcomes and the first figures; 导出 starts an export job (task centre).
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { chinaToday, MEDIA_DISPLAY_NAMES, mediaHasAutoCreateTask, mediaHasBatchTask, mediaPromotePath, type MediaCode } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, DateRangePicker, FilterArea, PageFrame, Space, Toast, Typography, shortcutRange, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { creationReportQuery, exportCreationReportMutation, type CreationReportAccount } from '../task-queries';
import { toReportQuery, type ReportFilters } from '../task-rules';
import { TASK_TEXTS as T } from '../texts';

/** The param a task's 创建报告 link carries. */
export const TASK_PARAM = 'taskId';

const FIELDS: FilterFieldConfig[] = [
  { key: 'taskId', label: T.REPORT_TASK_FILTER, type: 'input' },
  {
    key: 'dates',
    label: T.REPORT_PERIOD,
    type: 'custom',
    render: ({ value, onChange, label }) => <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
  },
];

const number = (n: number) => n.toLocaleString('zh-CN');

const COLUMNS: DataTableColumn<CreationReportAccount>[] = [
  { key: 'accountName', title: T.ACCOUNT, width: 200, render: (_v, row) => `${row.accountName}（${row.accountId}）` },
  { key: 'media', title: T.REPORT_MEDIA, width: 100, render: (_v, row) => MEDIA_DISPLAY_NAMES[row.media] },
  { key: 'created', title: T.REPORT_CREATED, width: 80 },
  { key: 'failed', title: T.REPORT_FAILED, width: 80 },
  {
    key: 'reasons',
    title: T.REPORT_REASONS,
    width: 260,
    ellipsis: false,
    render: (_v, row) =>
      row.reasons.length ? (
        <Space vertical align="start" spacing={2}>
          {row.reasons.map((r) => (
            <Typography.Text key={r.reason} size="small">
              {T.REPORT_REASON_LINE(r.reason, r.count)}
            </Typography.Text>
          ))}
        </Space>
      ) : (
        T.NONE
      ),
  },
  { key: 'review', title: T.REPORT_REVIEW, width: 220, render: (_v, row) => T.REPORT_REVIEW_LINE(row.reviewing, row.approved, row.rejected) },
  { key: 'impressions', title: T.REPORT_IMPRESSIONS, width: 100, render: (_v, row) => number(row.impressions) },
  { key: 'clicks', title: T.REPORT_CLICKS, width: 90, render: (_v, row) => number(row.clicks) },
  { key: 'cost', title: T.REPORT_COST, width: 100, render: (_v, row) => row.cost.toFixed(2) },
  { key: 'conversions', title: T.REPORT_CONVERSIONS, width: 90, render: (_v, row) => number(row.conversions) },
];

function tasksPagePath(media: MediaCode): string | null {
  if (mediaHasAutoCreateTask(media)) return `/${mediaPromotePath(media, 'auto-create-task')}`;
  if (mediaHasBatchTask(media)) return `/${mediaPromotePath(media, 'batch-task')}`;
  return null;
}

export function CreationReportPage({ media }: { media: MediaCode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A task's link opens its report; otherwise the last 30 days of this media's tasks.
  const linkedTask = params.get(TASK_PARAM) ?? '';
  const defaults = useMemo<ReportFilters>(() => (linkedTask ? { taskId: linkedTask } : { dates: shortcutRange('past30', chinaToday()) }), [linkedTask]);
  const list = useListState<ReportFilters>({ pageSizeKey: 'table_creation_report_page_size', defaultFilters: defaults });
  const query = toReportQuery(media, list.filters);
  const report = useQuery({ ...creationReportQuery(query), placeholderData: keepPreviousData });
  const exporter = useMutation(exportCreationReportMutation);
  const accounts = report.data?.accounts ?? [];
  const back = tasksPagePath(media);

  return (
    <PageFrame
      title={query.taskId ? `${T.REPORT_TITLE} · ${T.REPORT_TASK(String(query.taskId))}` : T.REPORT_TITLE}
      extra={
        <Space>
          {back ? <Button onClick={() => void navigate(back)}>{T.BACK}</Button> : null}
          <Button
            loading={exporter.isPending}
            disabled={!report.data || accounts.length === 0}
            onClick={() => exporter.mutate(query, { onSuccess: () => Toast.success(T.EXPORT_STARTED) })}
          >
            {T.EXPORT}
          </Button>
        </Space>
      }
    >
      <FilterArea fields={FIELDS} querying={report.isFetching} {...list.filterProps(report.refetch)} />
      {report.data ? (
        <Space spacing={16}>
          <Typography.Text>{T.REPORT_COVERS(report.data.tasks)}</Typography.Text>
          <Typography.Text type="tertiary">{T.REPORT_FIGURES_HINT}</Typography.Text>
        </Space>
      ) : null}
      <DataTable<CreationReportAccount>
        aria-label={T.REPORT_TABLE}
        columns={COLUMNS}
        rows={accounts}
        rowKey="accountId"
        loading={report.isPending || (report.isFetching && report.isPlaceholderData)}
        emptyText={<ListEmpty list={report} failed={T.REPORT_FAILED_LOAD} empty={T.REPORT_EMPTY} />}
      />
    </PageFrame>
  );
}
