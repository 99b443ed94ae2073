// 推送到账户 of a property type (docs/design/properties.md §2.4, §2.10), as 素材库's 推送: choose target accounts
// of the same media with the account picker (the type's figures shown: targets a media call takes, objects an
// account may hold), start the push job, then follow each object × account pair to 推送成功 or 推送失败 with the
// reason, the pairs the desk refused before any call first. Opened on a push's results too (?push=<id>).
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { Button, DataTable, DeskModal, JobProgress, LoadFailed, MediaAccountSelect, RefusalText, Spin, Tag, Typography, runIsLive, runJobState, type DataTableColumn, type MediaAccountOption } from '@toufang/ui';
import type { PropertyTypeBase } from '../config/property-config';
import { PROPERTY_PUSH_PAIRS_MAX, propertyAccountsQuery, propertyPushQuery, startPropertyPushMutation, type PropertyPushRun, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS } from '../texts';
import './push-dialog.css';

const T = PROPERTY_KIT_TEXTS.PUSH;

/** How often the results are asked again while the push runs (ms). */
const POLL_MS = 1500;

type Item = PropertyPushRun['items'][number];

const STATE_COLORS: Record<Item['state'], 'grey' | 'blue' | 'green' | 'red'> = { waiting: 'grey', sent: 'blue', succeeded: 'green', refused: 'red' };

const columns: DataTableColumn<Item & { key: string }>[] = [
  { key: 'propertyName', title: T.COLUMNS.NAME, width: 180 },
  { key: 'accountName', title: T.COLUMNS.ACCOUNT, width: 180 },
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
  { key: 'copyId', title: T.COLUMNS.COPY_ID, width: 170, render: (_v, row) => row.copyId ?? '-' },
  { key: 'reason', title: T.COLUMNS.REASON, width: 260, ellipsis: false, render: (_v, row) => row.reason ?? '-' },
];

/** A push's progress and its pairs, asked again until the push ends. */
export function PropertyPushResults({ pushId, refusedBefore = [] }: { pushId: number; refusedBefore?: readonly { propertyName: string; accountName: string; reason: string }[] }) {
  const run = useQuery({ ...propertyPushQuery(pushId), refetchInterval: (q) => (runIsLive(q.state.data ?? undefined) ? POLL_MS : false) });
  if (run.isPending) return <Spin />;
  if (run.isError || !run.data) return <LoadFailed message={isApiError(run.error) ? run.error.message : T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void run.refetch()} />;
  const data = run.data;
  return (
    <div className="tf-property-push">
      <JobProgress state={runJobState(data)} done={data.done} total={data.total} step={T.COUNTS(data)} />
      {refusedBefore.length > 0 ? (
        <section aria-label={T.REFUSED_BEFORE(refusedBefore.length)} className="tf-property-push__refused">
          <Typography.Text strong>{T.REFUSED_BEFORE(refusedBefore.length)}</Typography.Text>
          <ul>
            {refusedBefore.map((r) => (
              <li key={`${r.propertyName}|${r.accountName}`}>
                {r.propertyName} → {r.accountName}：{r.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DataTable aria-label={T.RESULTS} columns={columns} rows={data.items.map((r, i) => ({ ...r, key: String(i) }))} rowKey="key" rowHeight={40} height={320} />
    </div>
  );
}

export interface PropertyPushDialogProps {
  declaration: PropertyTypeBase;
  /** The page's title (定向包 …). */
  title: string;
  /** The objects to push; empty when the dialog opens on a push's results. */
  rows: readonly PropertyRow[];
  /** Open on this push's results. */
  pushId?: number;
  onClose(): void;
  /** The push started (the page clears its selection). */
  onStarted?(pushId: number): void;
}

export function PropertyPushDialog({ declaration, title, rows, pushId: initialPush, onClose, onStarted }: PropertyPushDialogProps) {
  const { media, type, limits } = declaration;
  const [started, setStarted] = useState<{ pushId: number; refused: readonly { propertyName: string; accountName: string; reason: string }[] } | null>(
    initialPush === undefined ? null : { pushId: initialPush, refused: [] },
  );
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const accounts = useQuery({ ...propertyAccountsQuery(media), enabled: started === null });
  const start = useMutation(startPropertyPushMutation);
  const options = useMemo<MediaAccountOption[]>(() => {
    // An account every chosen object already lives in has nothing to receive.
    const sources = new Set(rows.map((r) => r.accountId));
    const onlySource = sources.size === 1 ? [...sources][0] : null;
    return (accounts.data ?? []).map((a) => ({
      mediaAccountId: a.id,
      mediaAccountName: a.id === onlySource ? T.SOURCE_ACCOUNT(`${a.name}（${a.advertiserId}）`) : `${a.name}（${a.advertiserId}）`,
      media,
      disabled: a.id === onlySource,
    }));
  }, [accounts.data, rows, media]);
  const pairs = rows.length * accountIds.length;

  const submit = () => {
    if (accountIds.length === 0) return setRefusal(T.ACCOUNTS_REQUIRED);
    if (pairs > PROPERTY_PUSH_PAIRS_MAX) return setRefusal(T.TOO_MANY(pairs, PROPERTY_PUSH_PAIRS_MAX));
    setRefusal(null);
    start.mutate(
      { media, type, ids: rows.map((r) => r.id), accountIds },
      {
        onSuccess: (answer) => {
          if (!answer) return;
          setStarted({ pushId: answer.pushId, refused: answer.refused });
          onStarted?.(answer.pushId);
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)),
      },
    );
  };

  if (started !== null) {
    return (
      <DeskModal visible width={1000} title={T.RESULT_TITLE} onCancel={onClose} footer={<Button onClick={onClose}>{T.CLOSE}</Button>}>
        <PropertyPushResults pushId={started.pushId} refusedBefore={started.refused} />
      </DeskModal>
    );
  }

  return (
    <DeskModal visible width={720} title={T.TITLE(title, rows.length)} okText={T.START} confirmLoading={start.isPending} onCancel={onClose} onOk={submit}>
      {accounts.isPending ? (
        <Spin />
      ) : accounts.isError ? (
        <LoadFailed message={isApiError(accounts.error) ? accounts.error.message : T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void accounts.refetch()} />
      ) : options.length === 0 ? (
        <Typography.Paragraph>{T.NO_ACCOUNTS}</Typography.Paragraph>
      ) : (
        <div className="tf-property-push">
          <ul className="tf-property-push__limits">
            <li>{T.PER_CALL(limits.PUSH.ACCOUNTS)}</li>
            {limits.PER_ACCOUNT !== null ? <li>{T.PER_ACCOUNT(title, limits.PER_ACCOUNT)}</li> : null}
          </ul>
          <label className="tf-property-push__field">
            <Typography.Text strong>{T.ACCOUNTS}</Typography.Text>
            <MediaAccountSelect
              multiple
              aria-label={T.ACCOUNTS}
              placeholder={T.ACCOUNTS_PLACEHOLDER}
              accounts={options}
              value={accountIds}
              onChange={(ids) => setAccountIds(ids.map(Number))}
              style={{ width: '100%' }}
            />
          </label>
          {accountIds.length > 0 ? <Typography.Paragraph>{T.SUMMARY(pairs)}</Typography.Paragraph> : null}
        </div>
      )}
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
