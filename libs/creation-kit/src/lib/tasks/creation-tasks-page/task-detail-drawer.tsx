// 详情 of a creation task: its waves (立即执行 on one still waiting for its time), and per row the media id, state, review (审核中 / 通过 / 不通过 with the
// reason), the failure reason and the wave; asked again while the task runs.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { deliveryLevelLabel, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { ListEmpty } from '@toufang/list-kit';
import { Button, DataTable, DeskDrawer, Select, Space, Spin, Tag, TablePagination, Typography, LoadFailed, type DataTableColumn } from '@toufang/ui';
import { creationTaskQuery, creationTaskRowsQuery, type CreationTask, type CreationTaskRow, type CreationTaskRowState } from '../task-queries';
import { chinaTime, taskActions, taskName, taskPollInterval, taskStateColor, TASK_ROWS_SIZE, type TaskActionKind } from '../task-rules';
import { REVIEW_LABELS, ROW_STATE_LABELS, TASK_STATE_LABELS, TASK_TEXTS as T, WAVE_STATE_LABELS } from '../texts';
import { WaveRunNowDialog } from './wave-run-now-dialog';

const ACTION_TEXT: Record<TaskActionKind, string> = { retry: T.RETRY, cancel: T.CANCEL, delete: T.DELETE };
const ROW_STATES = Object.keys(ROW_STATE_LABELS) as CreationTaskRowState[];
const ALL = '';

function levelText(media: MediaCode, level: string): string {
  return deliveryLevelLabel(media, level as DeliveryLevel) ?? level;
}

function columnsOf(media: MediaCode): DataTableColumn<CreationTaskRow>[] {
  return [
    { key: 'name', title: T.NAME, width: 220 },
    { key: 'level', title: T.LEVEL, width: 90, render: (_v, row) => levelText(media, row.level) },
    { key: 'accountName', title: T.ACCOUNT, width: 160 },
    { key: 'parentName', title: T.PARENT, width: 160, render: (_v, row) => row.parentName ?? T.NONE },
    { key: 'mediaId', title: T.MEDIA_ID, width: 150, render: (_v, row) => row.mediaId ?? T.NONE },
    { key: 'state', title: T.ROW_STATE, width: 90, render: (_v, row) => ROW_STATE_LABELS[row.state] },
    {
      key: 'review',
      title: T.REVIEW,
      width: 180,
      ellipsis: false,
      render: (_v, row) =>
        row.review ? (
          <Space vertical align="start" spacing={2}>
            <span>{REVIEW_LABELS[row.review]}</span>
            {row.review === 'rejected' && row.reviewReason ? <Typography.Text size="small">{row.reviewReason}</Typography.Text> : null}
          </Space>
        ) : (
          T.NONE
        ),
    },
    { key: 'reason', title: T.REASON, width: 220, ellipsis: false, render: (_v, row) => row.reason ?? T.NONE },
    { key: 'wave', title: T.WAVE, width: 80, render: (_v, row) => T.WAVE_N(row.wave) },
  ];
}

export function TaskDetailDrawer({
  taskId,
  media,
  onAction,
  onClose,
}: {
  taskId: number;
  media: MediaCode;
  onAction: (kind: TaskActionKind, task: CreationTask, rowKeys?: readonly string[]) => void;
  onClose: () => void;
}) {
  const [state, setState] = useState<CreationTaskRowState | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  // Failed rows chosen for 重试所选的行 (the keys of this page's rows).
  const [chosen, setChosen] = useState<string[]>([]);
  // The wave whose 立即执行 is being asked about.
  const [runNow, setRunNow] = useState<number | null>(null);
  const task = useQuery({ ...creationTaskQuery(taskId), refetchInterval: (query) => taskPollInterval(query.state.data ? [query.state.data] : undefined) });
  const live = taskPollInterval(task.data ? [task.data] : undefined);
  const rows = useQuery({
    ...creationTaskRowsQuery({ id: taskId, ...(state ? { state } : {}), current: page, size: TASK_ROWS_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: live,
  });
  const data = task.data;
  const name = data ? taskName(data) : T.taskName(null, taskId);
  const asked = runNow === null ? undefined : data?.waves.find((w) => w.n === runNow);

  let body;
  if (task.isPending) body = <Spin />;
  else if (task.isError || !data)
    body = (
      <div role="alert">
        <LoadFailed message={isApiError(task.error) ? task.error.message : T.LOAD_FAILED} retryText={T.RETRY_LOAD} onRetry={() => void task.refetch()} />
      </div>
    );
  else
    body = (
      // A column whose children take the drawer's width, so the rows' table scrolls sideways inside it.
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 12, minWidth: 0 }}>
        <Space wrap>
          <Tag color={taskStateColor(data.state)}>{TASK_STATE_LABELS[data.state]}</Tag>
          <Typography.Text>{T.COUNT_LINE(data.counts.created, data.counts.failed, data.counts.waiting)}</Typography.Text>
          <Typography.Text type="tertiary">{data.ruleSummary}</Typography.Text>
        </Space>
        <Space wrap>
          {chosen.length > 0 && data.state !== 'running' ? (
            <Button type="primary" onClick={() => onAction('retry', data, chosen)}>
              {T.RETRY_SELECTED(chosen.length)}
            </Button>
          ) : null}
          {taskActions(data).map((kind) => (
            <Button key={kind} type={kind === 'delete' ? 'danger' : 'primary'} onClick={() => onAction(kind, data)}>
              {ACTION_TEXT[kind]}
            </Button>
          ))}
        </Space>
        <section aria-label={T.WAVES}>
          <Typography.Title heading={6}>{T.WAVES}</Typography.Title>
          <ul>
            {data.waves.map((wave) => (
              <li key={wave.n}>
                <Space>
                  <span>{T.WAVE_LINE(wave.n, chinaTime(wave.runAt).slice(0, 16), wave.rows, WAVE_STATE_LABELS[wave.state])}</span>
                  {/* Only a wave still waiting for its time: one due is being picked up by the worker. */}
                  {wave.state === 'waiting' && new Date(wave.runAt).getTime() > Date.now() ? (
                    <Button size="small" aria-label={T.RUN_NOW_LABEL(wave.n)} onClick={() => setRunNow(wave.n)}>
                      {T.RUN_NOW}
                    </Button>
                  ) : null}
                </Space>
              </li>
            ))}
          </ul>
        </section>
        <Space>
          <Typography.Title heading={6}>{T.ROWS}</Typography.Title>
          <Select
            aria-label={T.ROW_STATE}
            style={{ width: 140 }}
            value={state}
            optionList={[{ value: ALL, label: T.ALL_STATES }, ...ROW_STATES.map((s) => ({ value: s, label: ROW_STATE_LABELS[s] }))]}
            onChange={(value) => {
              setState((value as CreationTaskRowState | typeof ALL) ?? ALL);
              setPage(1);
              setChosen([]);
            }}
          />
        </Space>
        <DataTable<CreationTaskRow>
          aria-label={T.ROWS}
          columns={columnsOf(media)}
          rows={rows.data?.records ?? []}
          rowKey="key"
          onSelectionChange={(keys) => setChosen(keys.map(String))}
          selectedRowKeys={chosen}
          isRowSelectable={(row) => row.state === 'failed'}
          selectionLabel={(row) => T.SELECT_ROW(row.name)}
          loading={rows.isPending || (rows.isFetching && rows.isPlaceholderData)}
          emptyText={<ListEmpty list={rows} failed={T.ROWS_FAILED} empty={T.ROWS_EMPTY} />}
        />
        {asked ? <WaveRunNowDialog task={data} wave={asked} onClose={() => setRunNow(null)} /> : null}
        <TablePagination total={rows.data?.total ?? 0} current={page} size={TASK_ROWS_SIZE} sizeOptions={[TASK_ROWS_SIZE]} onChange={(change) => (setPage(change.current), setChosen([]))} />
      </div>
    );

  return (
    <DeskDrawer
      visible
      title={T.DETAIL_TITLE(name)}
      onCancel={onClose}
      footer={
        <Button theme="solid" type="primary" onClick={onClose}>
          {T.CLOSE}
        </Button>
      }
    >
      {body}
    </DeskDrawer>
  );
}
