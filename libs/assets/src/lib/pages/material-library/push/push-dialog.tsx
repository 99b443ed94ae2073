// 推送 from 素材库: choose media accounts with the account picker (only media whose limits some chosen
// material fits; what each media refuses is shown before anything is sent), start the push job, then follow
// each material × account pair to 推送成功 or 推送失败 with the media's reason. Opened on a push's results too
// (the TASK message links to 素材库?push=<id>).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { Button, DataTable, DeskModal, JobProgress, LoadFailed, MediaAccountSelect, RefusalText, Spin, Tag, Typography, type DataTableColumn } from '@toufang/ui';
import { materialPushQuery } from '../../../queries/material-push';
import { materialPushStartMutation } from '../../../queries/material-push-start';
import { materialPushTargetsQuery } from '../../../queries/material-push-targets';
import { PUSH_TEXTS as T, accountOptions, closedMedia, mediaName, pushSummary, runIsLive, runJobState, type PushResult, type PushTargets } from './push-rules';
import './push-dialog.css';

/** How often the results are asked again while the push runs (ms). */
const POLL_MS = 1500;

const STATE_COLORS: Record<PushResult['state'], 'grey' | 'blue' | 'green' | 'red'> = { waiting: 'grey', sent: 'blue', succeeded: 'green', refused: 'red' };

const resultColumns: DataTableColumn<PushResult & { key: string }>[] = [
  { key: 'materialName', title: T.COLUMNS.MATERIAL, width: 170 },
  { key: 'mediaCode', title: T.COLUMNS.MEDIA, width: 90, render: (_v, row) => mediaName(row.mediaCode) },
  { key: 'accountName', title: T.COLUMNS.ACCOUNT, width: 160 },
  {
    key: 'state',
    title: T.COLUMNS.STATE,
    width: 90,
    ellipsis: false,
    render: (_v, row) => (
      <Tag size="small" color={STATE_COLORS[row.state]}>
        {T.STATES[row.state]}
      </Tag>
    ),
  },
  { key: 'mediaMaterialId', title: T.COLUMNS.MEDIA_ID, width: 160, render: (_v, row) => row.mediaMaterialId ?? '-' },
  { key: 'reason', title: T.COLUMNS.REASON, width: 240, ellipsis: false, render: (_v, row) => row.reason ?? '-' },
];

/** A push's progress and its pairs, asked again until the push ends. */
export function PushResults({ pushId }: { pushId: number }) {
  const run = useQuery({ ...materialPushQuery({ body: { pushId } }), refetchInterval: (q) => (runIsLive(q.state.data ?? undefined) ? POLL_MS : false) });
  if (run.isPending) return <Spin />;
  if (run.isError || !run.data) return <LoadFailed message={T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void run.refetch()} />;
  const data = run.data;
  return (
    <div className="tf-material-push__results">
      <JobProgress state={runJobState(data)} done={data.done} total={data.total} step={T.COUNTS(data)} />
      <DataTable
        aria-label={T.RESULTS}
        columns={resultColumns}
        rows={data.results.map((r, i) => ({ ...r, key: String(i) }))}
        rowKey="key"
        rowHeight={40}
        height={360}
      />
    </div>
  );
}

function MediaCheck({ targets, materialCount }: { targets: PushTargets; materialCount: number }) {
  const closed = closedMedia(targets, materialCount);
  return (
    <section aria-label={T.MEDIA_CHECK} className="tf-material-push__check">
      <Typography.Text strong>{T.MEDIA_CHECK}</Typography.Text>
      <ul>
        {targets.media.map((m) => (
          <li key={m.mediaCode} data-media={m.mediaCode}>
            <Typography.Text strong={closed.has(m.mediaCode)}>{mediaName(m.mediaCode)}：</Typography.Text>
            {m.refused.length === 0 ? (
              <Typography.Text type="success">{T.MEDIA_ALL_FIT}</Typography.Text>
            ) : (
              <>
                <Typography.Text type="warning">{T.MEDIA_REFUSES(m.refused.length, materialCount)}</Typography.Text>
                {closed.has(m.mediaCode) ? null : (
                  <ul>
                    {m.refused.map((r) => (
                      <li key={r.materialId}>
                        {r.name}：{r.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PushDialogProps {
  /** The materials to push; empty when the dialog opens on a push's results. */
  materialIds: readonly number[];
  /** Open on this push's results. */
  pushId?: number;
  onClose(): void;
  /** The push started (the page refreshes its list when the dialog closes). */
  onStarted?(pushId: number): void;
}

export function PushDialog({ materialIds, pushId: initialPush, onClose, onStarted }: PushDialogProps) {
  const [pushId, setPushId] = useState<number | null>(initialPush ?? null);
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const targets = useQuery({ ...materialPushTargetsQuery({ body: { materialIds: [...materialIds] } }), enabled: pushId === null && materialIds.length > 0 });
  const start = useMutation(materialPushStartMutation);
  const count = materialIds.length;

  const submit = () => {
    if (accountIds.length === 0) {
      setRefusal(T.ACCOUNTS_REQUIRED);
      return;
    }
    setRefusal(null);
    start.mutate(
      { materialIds: [...materialIds], accountIds },
      {
        onSuccess: (answer) => {
          if (!answer) return;
          setPushId(answer.pushId);
          onStarted?.(answer.pushId);
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)),
      },
    );
  };

  if (pushId !== null) {
    return (
      <DeskModal visible width={1000} title={T.RESULT_TITLE} onCancel={onClose} footer={<Button onClick={onClose}>{T.CLOSE}</Button>}>
        <PushResults pushId={pushId} />
      </DeskModal>
    );
  }

  const summary = targets.data ? pushSummary(targets.data, count, accountIds) : null;
  return (
    <DeskModal visible width={720} title={T.TITLE(count)} okText={T.START} confirmLoading={start.isPending} onCancel={onClose} onOk={submit}>
      {targets.isPending ? (
        <Spin />
      ) : targets.isError || !targets.data ? (
        <LoadFailed message={isApiError(targets.error) ? targets.error.message : T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void targets.refetch()} />
      ) : targets.data.accounts.length === 0 ? (
        <Typography.Paragraph>{T.NO_ACCOUNTS}</Typography.Paragraph>
      ) : (
        <div className="tf-material-push">
          <MediaCheck targets={targets.data} materialCount={count} />
          <label className="tf-material-push__field">
            <Typography.Text strong>{T.ACCOUNTS}</Typography.Text>
            <MediaAccountSelect
              multiple
              groupByMedia
              aria-label={T.ACCOUNTS}
              placeholder={T.ACCOUNTS_PLACEHOLDER}
              accounts={accountOptions(targets.data, count)}
              value={accountIds}
              onChange={(ids) => setAccountIds(ids.map(Number))}
              style={{ width: '100%' }}
            />
          </label>
          {summary && accountIds.length > 0 ? <Typography.Paragraph className="tf-material-push__summary">{T.SUMMARY(summary.pairs, summary.refused)}</Typography.Paragraph> : null}
        </div>
      )}
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
