// The creation tasks of one media (issue 22 "Tasks"; shell spec §2.3 auto-create-task and batch-task pages):
// template, who, when, the submission rule, counts, state (部分成功 among them), the detail of each task, and
// 重试失败的行 / 取消等待中的批次 / 删除本任务创建的对象 after a question naming the count.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, FilterArea, PageFrame, Space, Tag, TablePagination, Typography, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { creationTasksQuery, type CreationTask } from '../task-queries';
import {
  chinaTime,
  reportPath,
  taskParam,
  TASK_PARAM,
  taskActions,
  taskName,
  taskPollInterval,
  taskStateColor,
  toTaskQuery,
  TASK_LIST_SIZE,
  TASK_STATES,
  type TaskActionKind,
  type TaskListFilters,
} from '../task-rules';
import { TASK_STATE_LABELS, TASK_TEXTS as T } from '../texts';
import { TaskActionDialog } from './task-action-dialog';
import { TaskDetailDrawer } from './task-detail-drawer';

const FIELDS: FilterFieldConfig[] = [
  { key: 'state', label: T.STATE, type: 'list', options: TASK_STATES.map((state) => ({ value: state, label: TASK_STATE_LABELS[state] })) },
  { key: 'keyword', label: T.KEYWORD, type: 'input', placeholder: T.KEYWORD_PLACEHOLDER },
];

const ACTION_TEXT: Record<TaskActionKind, string> = { retry: T.RETRY, cancel: T.CANCEL, delete: T.DELETE };

export interface CreationTasksPageProps {
  media: MediaCode;
  /** 自动创建任务 (toutiao, kuaishou) or 批量任务 (qianchuan): the route's title. */
  title?: string;
}

export function CreationTasksPage({ media, title = T.TITLE_AUTO }: CreationTasksPageProps) {
  const navigate = useNavigate();
  // Filters, page and size in the URL (the list kit): a reload or a copied link shows the same tasks.
  const list = useListState<TaskListFilters>({ pageSizeKey: `table_creation_tasks_${media}_page_size`, defaultSize: TASK_LIST_SIZE });
  const tasks = useQuery({
    ...creationTasksQuery(toTaskQuery(media, list.filters, { current: list.page, size: list.size })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => taskPollInterval(query.state.data?.records),
  });
  // `?task=N` (a submission's way here) opens that task's detail.
  const [params] = useSearchParams();
  const [detail, setDetail] = useState<number | null>(() => taskParam(params.get(TASK_PARAM)));
  const [action, setAction] = useState<{ kind: TaskActionKind; task: CreationTask; rowKeys?: readonly string[] } | null>(null);

  const columns: DataTableColumn<CreationTask>[] = [
    { key: 'id', title: T.ID, width: 80 },
    { key: 'templateName', title: T.TEMPLATE, width: 180, render: (_v, task) => task.templateName ?? T.NO_TEMPLATE },
    { key: 'createdBy', title: T.CREATED_BY, width: 100 },
    { key: 'createdAt', title: T.CREATED_AT, width: 170, render: (_v, task) => chinaTime(task.createdAt) },
    { key: 'ruleSummary', title: T.RULE, width: 200 },
    {
      key: 'counts',
      title: T.COUNTS,
      width: 220,
      ellipsis: false,
      render: (_v, task) => (
        <Space vertical align="start" spacing={2}>
          <span>{T.COUNT_LINE(task.counts.created, task.counts.failed, task.counts.waiting)}</span>
          <Typography.Text size="small" type="tertiary">
            {T.TOTAL_LINE(task.counts.total)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'state',
      title: T.STATE,
      width: 100,
      ellipsis: false,
      render: (_v, task) => <Tag color={taskStateColor(task.state)}>{TASK_STATE_LABELS[task.state]}</Tag>,
    },
    { key: 'finishedAt', title: T.FINISHED_AT, width: 170, render: (_v, task) => chinaTime(task.finishedAt) },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 220,
      ellipsis: false,
      fixed: 'right',
      render: (_v, task) => {
        const name = taskName(task);
        return (
          <Space wrap spacing={4}>
            <Button size="small" theme="borderless" aria-label={`${T.DETAIL} ${name}`} onClick={() => setDetail(task.id)}>
              {T.DETAIL}
            </Button>
            <Button size="small" theme="borderless" aria-label={`${T.REPORT} ${name}`} onClick={() => void navigate(reportPath(media, task.id))}>
              {T.REPORT}
            </Button>
            {taskActions(task).map((kind) => (
              <Button
                key={kind}
                size="small"
                theme="borderless"
                type={kind === 'delete' ? 'danger' : 'primary'}
                aria-label={`${ACTION_TEXT[kind]} ${name}`}
                onClick={() => setAction({ kind, task })}
              >
                {ACTION_TEXT[kind]}
              </Button>
            ))}
          </Space>
        );
      },
    },
  ];

  return (
    <PageFrame title={title}>
      {/* 查询 with the filters already shown asks again: tasks move on their own. */}
      <FilterArea fields={FIELDS} querying={tasks.isFetching} {...list.filterProps(tasks.refetch)} />
      <DataTable<CreationTask>
        aria-label={T.LIST}
        columns={columns}
        rows={tasks.data?.records ?? []}
        rowKey="id"
        loading={tasks.isPending || (tasks.isFetching && tasks.isPlaceholderData)}
        emptyText={<ListEmpty list={tasks} failed={T.LOAD_FAILED} empty={T.EMPTY} emptyFiltered={T.EMPTY_FILTERED} filtered={list.filtered} />}
      />
      <TablePagination {...list.paginationProps(tasks.data?.total ?? 0)} />
      {detail !== null ? <TaskDetailDrawer taskId={detail} media={media} onClose={() => setDetail(null)} onAction={(kind, task, rowKeys) => setAction({ kind, task, rowKeys })} /> : null}
      {action ? <TaskActionDialog kind={action.kind} task={action.task} rowKeys={action.rowKeys} onClose={() => setAction(null)} /> : null}
    </PageFrame>
  );
}
