// A large export runs as a job: this dialog follows it (useJob polls until it ends) with the desk's one
// progress component, and offers the file once it is written. Closing it leaves the job running; the task
// centre and the message centre both offer the file later.
import { isApiError, runtimeEnv, useJob } from '@toufang/api';
import { Button, DeskModal, JobProgress, RefusalText, Space, Spin, Typography } from '@toufang/ui';
import { DELIVERY_TEXTS as T } from '../texts';
import { DELIVERY_PAGE } from './page-constants';

export interface ExportProgressDialogProps {
  jobId: string;
  onClose: () => void;
  /** Starts the download of a single-use link (a plain navigation). */
  onDownload: (url: string) => void;
}

const absolute = (url: string) => (url.startsWith('/') ? `${runtimeEnv().apiBasePath.replace(/\/$/, '')}${url}` : url);

export function ExportProgressDialog({ jobId, onClose, onDownload }: ExportProgressDialogProps) {
  const job = useJob(jobId);
  const data = job.data;
  const link = data?.result.download ?? null;
  return (
    <DeskModal
      visible
      title={T.EXPORT_PROGRESS_TITLE}
      width={DELIVERY_PAGE.SMALL_DIALOG_WIDTH}
      onCancel={onClose}
      footer={
        <Space>
          {link ? (
            <Button
              theme="solid"
              type="primary"
              onClick={() => {
                onDownload(absolute(link.url));
                onClose();
              }}
            >
              {T.EXPORT_DOWNLOAD}
            </Button>
          ) : null}
          <Button onClick={onClose}>{T.EDIT_CLOSE}</Button>
        </Space>
      }
    >
      <div data-testid="export-progress">
        {!data ? (
          job.isError ? (
            <RefusalText message={isApiError(job.error) ? job.error.message : T.LOAD_FAILED} />
          ) : (
            <Spin tip={T.LOADING} />
          )
        ) : (
          <Space vertical align="start">
            <Typography.Text>{data.target}</Typography.Text>
            <JobProgress state={data.state} done={data.progress.done} total={data.progress.total} step={data.progress.step} />
            {data.result.summary ? <Typography.Text>{data.result.summary}</Typography.Text> : null}
            <RefusalText message={data.reason} />
            <Typography.Text type="tertiary">{data.keptDays === null ? T.EXPORT_QUEUED_DETAIL : T.exportKept(data.keptDays)}</Typography.Text>
          </Space>
        )}
      </div>
    </DeskModal>
  );
}
