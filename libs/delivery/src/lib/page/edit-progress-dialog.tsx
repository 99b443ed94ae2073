// The progress of a bulk edit: how many rows are done, each row the media refused with its reason, and 撤销
// while the edit's undo window is open. Asks for the edit every EDIT_POLL_MS until it ends.
import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@toufang/api';
import { Button, DataTable, DeskModal, JobProgress, RefusalText, Space, Spin, Typography, type DataTableColumn } from '@toufang/ui';
import { useState } from 'react';
import type { DeliveryEdit, DeliveryEditRefusal, DeliveryEditResult, DeliveryEditStart } from '../queries/delivery-types';
import { formatDateTime } from '../rules/format';
import { DELIVERY_TEXTS as T } from '../texts';
import { canUndo, editJobState, failedResults, isEditFinished } from './edit-rules';
import { DELIVERY_PAGE } from './page-constants';

type Row = Pick<DeliveryEditResult, 'id' | 'name' | 'accountName'> & { reason: string | null };

const FAILURE_COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', title: T.EDIT_OBJECT, width: 200 },
  { key: 'accountName', title: T.EDIT_ACCOUNT, width: 160 },
  { key: 'reason', title: T.EDIT_REASON, width: 220 },
];

/** A table of rows and their reasons (the media's refusals, or the rules broken before any call). */
export function FailureTable({ rows, label }: { rows: readonly Row[]; label: string }) {
  return <DataTable<Row> aria-label={label} testId="edit-failures" columns={FAILURE_COLUMNS} rows={rows} rowKey="id" height={DELIVERY_PAGE.FAILURES_HEIGHT} />;
}

/**
 * Where an edit is read and undone: the delivery calls, or another origin's (直播中控台) answering the same edit and
 * start. Any query key: each origin has its own path.
 */
export interface EditCalls {
  /** The edit's query options (a query function answering the delivery edit, under the origin's own key). */
  edit: (editId: number) => { queryKey: readonly unknown[]; queryFn?: unknown };
  undoEdit: UseMutationOptions<DeliveryEditStart, ApiError, { editId: number }>;
}

export interface EditProgressDialogProps {
  calls: EditCalls;
  editId: number;
  onClose: () => void;
  /** 撤销 started a new edit: follow it instead. */
  onUndoStarted: (start: DeliveryEditStart) => void;
}

export function EditProgressDialog({ calls, editId, onClose, onUndoStarted }: EditProgressDialogProps) {
  const edit = useQuery({
    // Each origin's options carry their own key type; what the dialog relies on is the answer, a DeliveryEdit.
    ...(calls.edit(editId) as UseQueryOptions<DeliveryEdit | null, ApiError>),
    refetchInterval: (query) => (isEditFinished(query.state.data) ? false : DELIVERY_PAGE.EDIT_POLL_MS),
  });
  const undo = useMutation(calls.undoEdit);
  const [undoError, setUndoError] = useState<string | null>(null);
  const data = edit.data;
  const finished = isEditFinished(data);
  const failures = data ? failedResults(data) : [];
  const ok = data ? data.results.filter((r) => r.ok === true).length : 0;

  const runUndo = () => {
    setUndoError(null);
    undo.mutate(
      { editId },
      {
        onSuccess: (start) => {
          if (!start) return;
          if (start.state === 'refused') setUndoError(start.message ?? T.EDIT_REFUSED);
          else onUndoStarted(start);
        },
        onError: (error) => setUndoError(isApiError(error) ? error.message : String(error)),
      },
    );
  };

  const title = data ? (data.undoOf ? T.UNDO : T.EDIT_TITLE[data.field]) : T.EDIT_RUNNING;
  return (
    <DeskModal
      visible
      title={title}
      width={DELIVERY_PAGE.SMALL_DIALOG_WIDTH}
      onCancel={onClose}
      footer={
        <Space>
          {data && canUndo(data) ? (
            <Button loading={undo.isPending} onClick={runUndo}>
              {T.UNDO}
            </Button>
          ) : null}
          <Button theme="solid" type="primary" onClick={onClose}>
            {T.EDIT_CLOSE}
          </Button>
        </Space>
      }
    >
      <div className="tf-delivery-edit" data-testid="edit-progress">
        {!data ? (
          edit.isError ? (
            <Typography.Text type="danger" role="alert">
              {isApiError(edit.error) ? edit.error.message : T.LOAD_FAILED}
            </Typography.Text>
          ) : (
            <Spin tip={T.LOADING} />
          )
        ) : (
          <>
            <div aria-live="polite">
              <Typography.Paragraph>
                {finished ? (data.state === 'failed' ? T.EDIT_FAILED : data.state === 'cancelled' ? T.EDIT_CANCELLED : T.editDone(ok, failures.length)) : T.EDIT_RUNNING}
              </Typography.Paragraph>
              {/* The desk's one job progress component, fed from the edit's own view (its rows and 撤销 live there). */}
              <JobProgress state={editJobState(data)} done={data.done} total={data.total} />
              <Typography.Text type="tertiary">{T.editProgress(data.done, data.total)}</Typography.Text>
            </div>
            {failures.length > 0 ? (
              <div className="tf-delivery-edit__failures">
                <Typography.Title heading={6}>{T.EDIT_FAILURES}</Typography.Title>
                <FailureTable label={T.EDIT_FAILURES} rows={failures.map((r) => ({ id: r.id, name: r.name, accountName: r.accountName, reason: r.reason ?? T.EDIT_FAILED }))} />
              </div>
            ) : null}
            {data && canUndo(data) && data.undoUntil ? <Typography.Text type="tertiary">{T.undoUntil(formatDateTime(data.undoUntil))}</Typography.Text> : null}
            <RefusalText message={undoError} />
            {finished ? <Typography.Paragraph type="tertiary">{T.EDIT_MESSAGE_HINT}</Typography.Paragraph> : null}
          </>
        )}
      </div>
    </DeskModal>
  );
}

/** Nothing was sent: the rows that break a media rule, each with the rule named. */
export function EditRefusedDialog({ message, refusals, onClose }: { message: string | null; refusals: readonly DeliveryEditRefusal[]; onClose: () => void }) {
  return (
    <DeskModal visible title={T.EDIT_REFUSED} width={DELIVERY_PAGE.SMALL_DIALOG_WIDTH} onCancel={onClose} footer={<Button theme="solid" type="primary" onClick={onClose}>{T.EDIT_CLOSE}</Button>}>
      <div className="tf-delivery-edit" data-testid="edit-refused">
        <Typography.Text type="danger" role="alert">
          {message ?? T.EDIT_REFUSED}
        </Typography.Text>
        {refusals.length > 0 ? (
          <>
            <Typography.Paragraph>{T.EDIT_REFUSED_DETAIL}</Typography.Paragraph>
            <FailureTable label={T.EDIT_REFUSED} rows={refusals.map((r) => ({ id: r.id, name: r.name, accountName: r.accountName, reason: r.reason }))} />
          </>
        ) : null}
      </div>
    </DeskModal>
  );
}
