import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { runtimeEnv, type Schemas } from '@toufang/api';
import { Button, DeskModal, Typography } from '@toufang/ui';
import { deliveryEditQuery, deliveryExportMutation, listExportMutation, undoDeliveryEditMutation } from '../../queries/delivery-messages';
import {
  MAX_TIMER_MS,
  MESSAGE_ACTION_TEXTS as T,
  UNDO_DIALOG_WIDTH,
  UNDO_TIME_FORMAT,
  appliedCount,
  downloadHref,
  startDownload,
  undoDeadline,
  undoState,
  type DownloadAction,
  type MessageAction,
  type UndoAction,
} from './message-action-rules';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** The current time, re-read when `deadline` passes (so a button can go away at its deadline). */
function useNowUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = deadline - now;
    if (!(left > 0)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return now;
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Typography.Text type={outcome.tone === 'danger' ? 'danger' : 'success'} role={outcome.tone === 'danger' ? 'alert' : 'status'}>
      {outcome.text}
    </Typography.Text>
  );
}

/**
 * 撤销 of a delivery edit: offered while the edit's window lasts and it was not undone, asked for once more
 * in a dialog, and gone once used or out of time. The outcome is said beside it in Chinese.
 */
function UndoButton({ action }: { action: UndoAction }) {
  const client = useQueryClient();
  const editQuery = deliveryEditQuery(action.editId);
  const edit = useQuery({ ...editQuery, enabled: Date.parse(action.until) > Date.now() });
  const now = useNowUntil(undoDeadline(action, edit.data));
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const undo = useMutation({
    ...undoDeliveryEditMutation,
    onSuccess: (answer: Schemas['DeliveryEditStart']) =>
      setOutcome(answer.state === 'queued' ? { tone: 'success', text: T.UNDO_QUEUED } : { tone: 'danger', text: answer.message ?? T.UNDO_REFUSED }),
    onError: (error) => setOutcome({ tone: 'danger', text: error.message || T.UNDO_FAILED }),
    onSettled: () => {
      setConfirming(false);
      return client.invalidateQueries({ queryKey: editQuery.queryKey });
    },
  });
  const state = undoState(action, edit.data, now, undo.data?.state === 'queued');

  return (
    <>
      {state === 'open' && edit.data && (
        <>
          <Button size="small" onClick={() => setConfirming(true)}>
            {T.UNDO}
          </Button>
          <span>{T.undoUntil(dayjs(undoDeadline(action, edit.data)).format(UNDO_TIME_FORMAT))}</span>
          <DeskModal
            visible={confirming}
            width={UNDO_DIALOG_WIDTH}
            title={T.UNDO_TITLE}
            okText={T.UNDO_OK}
            confirmLoading={undo.isPending}
            onOk={() => undo.mutate({ editId: action.editId })}
            onCancel={() => setConfirming(false)}
          >
            {T.undoConfirm(appliedCount(edit.data))}
          </DeskModal>
        </>
      )}
      {outcome ? (
        <OutcomeText outcome={outcome} />
      ) : (
        <>
          {state === 'expired' && <span>{T.UNDO_EXPIRED}</span>}
          {state === 'undone' && <span>{T.UNDO_DONE}</span>}
          {state === 'closed' && <span>{T.UNDO_CLOSED}</span>}
        </>
      )}
    </>
  );
}

/** The file of an export: a fresh single-use link is asked for on each click (a link works once, for five minutes). */
function DownloadButton({ action }: { action: DownloadAction }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const get = useMutation({
    // A list's export is asked of the list operations, which every user may call (a delivery table's needs
    // the promote section).
    ...(action.list ? listExportMutation : deliveryExportMutation),
    onSuccess: (file: Schemas['DeliveryExport']) => {
      if (file.state === 'ready' && file.url) {
        setOutcome(null);
        startDownload(downloadHref(file.url, runtimeEnv().apiBasePath));
      } else if (file.state === 'failed') setOutcome({ tone: 'danger', text: file.reason ?? T.EXPORT_FAILED });
      else setOutcome({ tone: 'danger', text: T.EXPORT_PENDING });
    },
    onError: (error) => setOutcome({ tone: 'danger', text: error.message || T.EXPORT_FAILED }),
  });
  return (
    <>
      <Button size="small" loading={get.isPending} onClick={() => get.mutate({ exportId: action.exportId })}>
        {T.DOWNLOAD}
      </Button>
      <OutcomeText outcome={outcome} />
    </>
  );
}

export interface MessageActionsProps {
  /** A desk route, starting with /. */
  link: string | null;
  action: MessageAction | null;
}

/** A message's link (e.g. the delivery table filtered to the objects an edit touched) and its action. */
export function MessageActions({ link, action }: MessageActionsProps) {
  if (!link && !action) return null;
  return (
    <div className="tf-message-detail__actions">
      {link && <Link to={link}>{T.OPEN_LINK}</Link>}
      {action?.kind === 'undo' && <UndoButton action={action} />}
      {action?.kind === 'download' && <DownloadButton action={action} />}
    </div>
  );
}
