import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelJobMutation, isApiError, isJobQuery, jobListPollInterval, jobQuery, jobsSearchQuery, retryJobMutation, runtimeEnv, useFilterTemplates, type Job } from '@toufang/api';
import { useListState } from '@toufang/list-kit';
import { chinaToday, JOB_STATE_LABELS, JOB_STATES, JOB_TYPE_LABELS, JOB_TYPES } from '@toufang/domain';
import {
  Button,
  DataTable,
  DateRangePicker,
  Empty,
  FilterArea,
  JobProgress,
  JobStateTag,
  PageFrame,
  Space,
  TablePagination,
  Toast,
  Typography,
  defaultDateRange,
  type DataTableColumn,
  type FilterFieldConfig,
} from '@toufang/ui';
import { downloadHref, startDownload } from '../message-center/message-action-rules';
import { JobConfirmDialog, JobObjectsDialog, type JobAction } from './task-center-dialogs';
import { chinaTime, resultLines, TASK_CENTER_TEXTS as T, toJobQuery, type TaskCenterFilters } from './task-center-rules';

/** Remembered page size (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_task_center_page_size';
/** The task centre's own default: 20 rows (a job row is tall, with its progress and result). */
const DEFAULT_SIZE = 20;

const FIELDS: FilterFieldConfig[] = [
  { key: 'type', label: T.TYPE, type: 'list', options: JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] })) },
  { key: 'state', label: T.STATE, type: 'list', options: JOB_STATES.map((state) => ({ value: state, label: JOB_STATE_LABELS[state] })) },
  {
    key: 'dates',
    label: T.STARTED_ON,
    type: 'custom',
    // China's today, which the server counts days in (a browser's today lags it for 8 hours a day).
    defaultValue: defaultDateRange(chinaToday()),
    render: ({ value, onChange, label }) => <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
  },
];

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** 下载: a fresh single-use link is asked for on each click (a link works once, for five minutes). */
function DownloadButton({ job }: { job: Job }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...jobQuery(job.id), staleTime: 0 });
      if (fresh?.result.download) startDownload(downloadHref(fresh.result.download.url, runtimeEnv().apiBasePath));
      else Toast.error(T.DOWNLOAD_GONE);
    } catch (error) {
      Toast.error(errorText(error, T.DOWNLOAD_GONE));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void run()} aria-label={`${T.DOWNLOAD} ${job.target}`}>
      {T.DOWNLOAD}
    </Button>
  );
}

/**
 * 任务中心 (shell spec §2.3 account tool): the jobs the person may see (their own; ADMIN and MANAGER the
 * company's), exports, bulk edits and syncs, with their live progress (asked again every 2 s while any shown job is
 * unfinished, every 10 s otherwise so that jobs started elsewhere appear), result, and 取消 / 重试失败部分 after a confirmation.
 */
export default function TaskCenterPage() {
  const queryClient = useQueryClient();
  // Filters, page and size live in the URL (the list kit), so a copied link or a reload shows the same jobs.
  const list = useListState<TaskCenterFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultSize: DEFAULT_SIZE, defaultFilters: { dates: defaultDateRange(chinaToday()) } });
  const page = { current: list.page, size: list.size };
  const [action, setAction] = useState<JobAction | null>(null);
  const [objectsOf, setObjectsOf] = useState<Job | null>(null);
  const jobs = useQuery({
    ...jobsSearchQuery(toJobQuery(list.filters, page)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => jobListPollInterval(query.state.data?.records),
  });
  const templates = useFilterTemplates('task-center');
  const cancel = useMutation(cancelJobMutation);
  const retry = useMutation(retryJobMutation);

  const confirm = () => {
    if (!action) return;
    const mutation = action.kind === 'cancel' ? cancel : retry;
    mutation.mutate(
      { jobId: action.job.id },
      {
        onSuccess: () => {
          Toast.success(action.kind === 'cancel' ? T.CANCELLED : T.RETRIED);
          setAction(null);
          void queryClient.invalidateQueries({ predicate: isJobQuery });
        },
      },
    );
  };

  const columns: DataTableColumn<Job>[] = [
    { key: 'title', title: T.TYPE, width: 140 },
    { key: 'target', title: T.TARGET, width: 200 },
    { key: 'startedBy', title: T.STARTED_BY, width: 100 },
    { key: 'state', title: T.STATE, width: 100, ellipsis: false, render: (_v, job) => <JobStateTag state={job.state} /> },
    {
      key: 'progress',
      title: T.PROGRESS,
      width: 180,
      ellipsis: false,
      render: (_v, job) => <JobProgress state={job.state} done={job.progress.done} total={job.progress.total} step={job.progress.step} compact hideState />,
    },
    { key: 'startedAt', title: T.STARTED_AT, width: 170, render: (_v, job) => chinaTime(job.startedAt ?? job.createdAt) },
    { key: 'finishedAt', title: T.FINISHED_AT, width: 170, render: (_v, job) => chinaTime(job.finishedAt) },
    {
      key: 'result',
      title: T.RESULT,
      width: 260,
      ellipsis: false,
      render: (_v, job) => (
        <Space vertical align="start" spacing={2}>
          {resultLines(job).map((line) => (
            // Plain text: the theme's red on white is below the contrast a small text needs (axe).
            <Typography.Text key={line} size="small">
              {line}
            </Typography.Text>
          ))}
          {job.result.downloadable ? <DownloadButton job={job} /> : null}
          {job.type === 'edit' ? (
            <Button size="small" theme="borderless" onClick={() => setObjectsOf(job)} aria-label={`${T.OBJECTS} ${job.target}`}>
              {T.OBJECTS}
            </Button>
          ) : null}
          {resultLines(job).length === 0 && !job.result.downloadable && job.type !== 'edit' ? T.NONE : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 130,
      ellipsis: false,
      // On a 1440 px screen the columns pass the page's width: cancel and retry stay in view on the right.
      fixed: 'right',
      render: (_v, job) =>
        job.cancellable || job.retryable ? (
          <Space>
            {job.cancellable ? (
              <Button size="small" onClick={() => setAction({ kind: 'cancel', job })} aria-label={`${T.CANCEL} ${job.title} ${job.target}`}>
                {T.CANCEL}
              </Button>
            ) : null}
            {job.retryable ? (
              <Button size="small" onClick={() => setAction({ kind: 'retry', job })} aria-label={`${T.RETRY} ${job.title} ${job.target}`}>
                {T.RETRY}
              </Button>
            ) : null}
          </Space>
        ) : (
          T.NONE
        ),
    },
  ];

  return (
    <PageFrame title={T.TITLE}>
      {/* 查询 with the filters already shown asks the server again: jobs move on their own. */}
      <FilterArea {...templates} fields={FIELDS} querying={jobs.isFetching} {...list.filterProps(jobs.refetch)} />
      <DataTable<Job>
        aria-label={T.LIST}
        testId="task-center-table"
        columns={columns}
        rows={jobs.data?.records ?? []}
        rowKey="id"
        loading={jobs.isPending || (jobs.isFetching && jobs.isPlaceholderData)}
        emptyText={
          jobs.isError ? (
            <Space vertical>
              <Typography.Text type="danger" role="alert">
                {errorText(jobs.error, T.LOAD_FAILED)}
              </Typography.Text>
              <Button onClick={() => void jobs.refetch()}>{T.RETRY_LOAD}</Button>
            </Space>
          ) : (
            <Empty description={T.EMPTY} />
          )
        }
      />
      <TablePagination {...list.paginationProps(jobs.data?.total ?? 0)} />
      {action ? (
        <JobConfirmDialog
          action={action}
          pending={cancel.isPending || retry.isPending}
          error={action.kind === 'cancel' ? cancel.error : retry.error}
          onConfirm={confirm}
          onClose={() => {
            cancel.reset();
            retry.reset();
            setAction(null);
          }}
        />
      ) : null}
      {objectsOf ? <JobObjectsDialog job={objectsOf} onClose={() => setObjectsOf(null)} /> : null}
    </PageFrame>
  );
}
