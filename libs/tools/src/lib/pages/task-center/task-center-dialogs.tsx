// The dialogs of 任务中心: the confirmation before 取消 or 重试失败部分, and the objects an edit touched.
import { useQuery } from '@tanstack/react-query';
import { isApiError, jobQuery, type Job } from '@toufang/api';
import { Button, DataTable, DeskModal, RefusalText, Spin, Typography, type DataTableColumn } from '@toufang/ui';
import { TASK_CENTER_TEXTS as T } from './task-center-rules';

export type JobAction = { kind: 'cancel' | 'retry'; job: Job };

const DIALOG_WIDTH = 480;
const OBJECTS_WIDTH = 640;
const OBJECTS_HEIGHT = 360;

export function JobConfirmDialog({
  action,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  action: JobAction;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { kind, job } = action;
  return (
    <DeskModal
      visible
      width={DIALOG_WIDTH}
      title={kind === 'cancel' ? T.CANCEL_TITLE : T.RETRY_TITLE}
      onCancel={onClose}
      onOk={onConfirm}
      confirmLoading={pending}
    >
      <Typography.Paragraph>{kind === 'cancel' ? T.CANCEL_QUESTION(job.title) : T.RETRY_QUESTION(job.title, job.failedItems)}</Typography.Paragraph>
      <RefusalText message={error ? (isApiError(error) ? error.message : String(error)) : null} />
    </DeskModal>
  );
}

type ObjectRow = Job['result']['objects'][number];

const OBJECT_COLUMNS: DataTableColumn<ObjectRow>[] = [
  { key: 'name', title: T.OBJECT_NAME, width: 220 },
  { key: 'id', title: T.OBJECT_ID, width: 160 },
  {
    key: 'ok',
    title: T.OBJECT_RESULT,
    width: 200,
    render: (_v, row) =>
      row.ok === true ? T.OBJECT_OK : row.ok === false ? <Typography.Text type="danger">{row.reason ?? T.NONE}</Typography.Text> : T.OBJECT_PENDING,
  },
];

/** The objects an edit touched and each one's answer (getJob lists up to 200). */
export function JobObjectsDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const detail = useQuery(jobQuery(job.id));
  return (
    <DeskModal
      visible
      width={OBJECTS_WIDTH}
      title={`${T.OBJECTS_TITLE}：${job.target}`}
      onCancel={onClose}
      footer={
        <Button theme="solid" type="primary" onClick={onClose}>
          {T.CLOSE}
        </Button>
      }
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.isError ? (
        <Typography.Text type="danger" role="alert">
          {isApiError(detail.error) ? detail.error.message : T.LOAD_FAILED}{' '}
          <Button size="small" onClick={() => void detail.refetch()}>
            {T.RETRY_LOAD}
          </Button>
        </Typography.Text>
      ) : (
        <DataTable<ObjectRow> aria-label={T.OBJECTS_TITLE} columns={OBJECT_COLUMNS} rows={detail.data?.result.objects ?? []} rowKey="id" height={OBJECTS_HEIGHT} />
      )}
    </DeskModal>
  );
}
