import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_DISPLAY_NAMES, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { Banner, Button, DeskModal, EmptyPlaceholder, Input, LoadFailed, PageFrame, RefusalText, Select, Space, Spin, Tag, Typography } from '@toufang/ui';
import { applyDiagnosisFixMutation, diagnosisAccountsQuery, diagnosisQuery, type DiagnosisFinding, type DiagnosisResult, type DiagnosisRunRequest } from '../../queries/diagnosis';
import { deliveryEditQuery } from '../../queries/delivery-messages';
import { DIAGNOSIS_TEXTS as T } from '../../texts';
import { findingsOf, fixValue, levelOptions, mayApplyFixes, OPERATION_LOG_PATH } from './ad-diagnosis-rules';

const SEVERITY_COLORS = { high: 'red', medium: 'orange', low: 'blue' } as const;
const EDIT_POLL_MS = 2000;
const FINISHED = new Set(['done', 'failed', 'cancelled']);

/**
 * 广告诊断 (adDiagnosisIndex; shell spec §2.3 tools section; docs/design/tools.md §7, §8): pick an account and a level,
 * or one object; the media's verdicts and the desk's checks, most severe first, each with its rule of thumb;
 * 一键优化 previews the change, asks for confirmation, sends it through the delivery edit path and follows the edit.
 */
export default function AdDiagnosisPage() {
  const { user } = useSubApp();
  const [keyword, setKeyword] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [level, setLevel] = useState<DeliveryLevel | null>(null);
  const [objectId, setObjectId] = useState('');
  const [request, setRequest] = useState<DiagnosisRunRequest | null>(null);
  const accounts = useQuery(diagnosisAccountsQuery(keyword));
  const chosen = accounts.data?.accounts.find((a) => a.accountId === accountId) ?? null;
  const [media, setMedia] = useState<MediaCode | null>(null);
  const diagnosis = useQuery({ ...diagnosisQuery(request ?? { accountId: 0, level: 'plan' }), enabled: request !== null });

  const accountOptions = (accounts.data?.accounts ?? []).map((a) => ({
    value: a.accountId,
    label: `${a.accountName}（${a.advertiserId}）${MEDIA_DISPLAY_NAMES[a.media]}${a.sandbox ? ` ${T.SANDBOX}` : ''}`,
  }));
  const run = () => {
    if (accountId === null || level === null) return;
    const id = objectId.trim();
    const next = { accountId, level, ...(id ? { objectId: id } : {}) };
    // The same question again asks the server again: figures and verdicts change by the hour.
    if (JSON.stringify(next) === JSON.stringify(request)) void diagnosis.refetch();
    else setRequest(next);
  };

  return (
    <PageFrame title={T.TITLE}>
      <Space wrap align="end">
        <div>
          <Typography.Text id="diagnosis-account-label" style={{ display: 'block' }}>{T.ACCOUNT}</Typography.Text>
          <Select
            aria-labelledby="diagnosis-account-label"
            style={{ width: 320, display: 'block' }}
            filter
            remote
            placeholder={T.ACCOUNT_PLACEHOLDER}
            loading={accounts.isFetching}
            value={accountId ?? undefined}
            optionList={accountOptions}
            onSearch={(text: string) => setKeyword(text.trim())}
            onChange={(next) => {
              const id = typeof next === 'number' ? next : null;
              const account = accounts.data?.accounts.find((a) => a.accountId === id) ?? null;
              setAccountId(id);
              setMedia(account?.media ?? null);
              setLevel(account ? (levelOptions(account.media).find((l) => l.value === 'plan')?.value ?? levelOptions(account.media)[0]?.value ?? null) : null);
            }}
          />
        </div>
        <div>
          <Typography.Text id="diagnosis-level-label" style={{ display: 'block' }}>{T.LEVEL}</Typography.Text>
          <Select
            aria-labelledby="diagnosis-level-label"
            style={{ width: 160, display: 'block' }}
            disabled={media === null}
            value={level ?? undefined}
            optionList={media ? levelOptions(chosen?.media ?? media) : []}
            onChange={(next) => setLevel(typeof next === 'string' ? (next as DeliveryLevel) : null)}
          />
        </div>
        <div>
          <Typography.Text id="diagnosis-object-label" style={{ display: 'block' }}>{T.OBJECT}</Typography.Text>
          <Input aria-labelledby="diagnosis-object-label" style={{ width: 220 }} placeholder={T.OBJECT_PLACEHOLDER} value={objectId} onChange={setObjectId} maxLength={64} />
        </div>
        <Button theme="solid" type="primary" disabled={accountId === null || level === null} loading={diagnosis.isFetching} onClick={run}>
          {T.RUN}
        </Button>
      </Space>
      {accounts.isError ? <RefusalText message={T.ACCOUNTS_FAILED} /> : null}
      <div style={{ marginTop: 16 }}>
        {request === null ? (
          <EmptyPlaceholder kind="selectAccountFirst" text={T.PICK_ACCOUNT} />
        ) : diagnosis.isPending ? (
          <Spin />
        ) : diagnosis.isError ? (
          <div role="alert">
            <LoadFailed message={isApiError(diagnosis.error) ? diagnosis.error.message : T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void diagnosis.refetch()} />
          </div>
        ) : (
          <Findings result={diagnosis.data} mayApply={mayApplyFixes(user)} />
        )}
      </div>
    </PageFrame>
  );
}

function Findings({ result, mayApply }: { result: DiagnosisResult; mayApply: boolean }) {
  const [applying, setApplying] = useState<DiagnosisFinding | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  return (
    <div>
      <Typography.Text type="tertiary">
        {`${result.accountName}${result.sandbox ? `（${T.SANDBOX}）` : ''} · ${T.AS_OF(result.asOf, result.objects, result.levelLabel)}`}
      </Typography.Text>
      {editId !== null ? <EditProgress editId={editId} /> : null}
      {result.mediaMessage ? <Banner type="warning" description={result.mediaMessage} closeIcon={null} /> : null}
      {result.findings.length === 0 ? (
        <EmptyPlaceholder kind="noData" text={T.NO_FINDINGS} />
      ) : (
        (['media', 'desk'] as const).map((source) => {
          const group = findingsOf(result.findings, source);
          const title = source === 'media' ? T.MEDIA_GROUP : T.DESK_GROUP;
          return (
            <section key={source} aria-label={title} style={{ marginTop: 16 }}>
              <Typography.Title heading={6}>{`${title}（${group.length}）`}</Typography.Title>
              {group.length === 0 ? <Typography.Text type="tertiary">{T.GROUP_EMPTY}</Typography.Text> : null}
              {group.map((f) => (
                <FindingCard key={`${f.code}:${f.objectId}`} finding={f} mayApply={mayApply} onApply={() => setApplying(f)} />
              ))}
            </section>
          );
        })
      )}
      {applying?.fix ? (
        <ApplyDialog
          result={result}
          finding={applying}
          fix={applying.fix}
          onClose={() => setApplying(null)}
          onQueued={(id) => {
            setApplying(null);
            setEditId(id);
          }}
        />
      ) : null}
    </div>
  );
}

function FindingCard({ finding: f, mayApply, onApply }: { finding: DiagnosisFinding; mayApply: boolean; onApply: () => void }) {
  return (
    <article aria-label={`${f.objectName} ${f.title}`} style={{ border: '1px solid var(--semi-color-border)', borderRadius: 4, padding: 12, marginTop: 8 }}>
      <Space>
        <Tag color={SEVERITY_COLORS[f.severity]}>{T.SEVERITY[f.severity]}</Tag>
        <Typography.Text strong>{f.title}</Typography.Text>
        <Typography.Text type="tertiary">{`${f.objectName}（${f.objectId}）`}</Typography.Text>
      </Space>
      <Typography.Paragraph style={{ marginTop: 4 }}>{f.explanation}</Typography.Paragraph>
      {f.figures.length > 0 ? (
        <Typography.Text type="secondary" size="small">
          {f.figures.map((x) => `${x.label}：${x.value ?? '-'}${x.value === null ? '' : x.unit}`).join('　')}
        </Typography.Text>
      ) : null}
      {f.fix ? (
        <div style={{ marginTop: 8 }}>
          <Space>
            <Typography.Text>{`${T.SUGGESTION}：${f.fix.title}（${f.fix.why}）`}</Typography.Text>
            {f.fix.kind === 'edit' ? (
              <Button size="small" theme="solid" type="primary" disabled={!mayApply} title={mayApply ? undefined : T.NO_WRITE} onClick={onApply}>
                {T.FIX}
              </Button>
            ) : f.fix.link ? (
              <Link to={f.fix.link}>{T.OPEN_UPDATE}</Link>
            ) : null}
          </Space>
          {f.fix.materialIds.length > 0 ? (
            <div>
              <Typography.Text type="tertiary" size="small">
                {T.MATERIALS(f.fix.materialIds.join('、'))}
              </Typography.Text>
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function ApplyDialog({ result, finding, fix, onClose, onQueued }: { result: DiagnosisResult; finding: DiagnosisFinding; fix: NonNullable<DiagnosisFinding['fix']>; onClose: () => void; onQueued: (editId: number) => void }) {
  const apply = useMutation(applyDiagnosisFixMutation);
  const [refused, setRefused] = useState<Schemas['DeliveryEditStart'] | null>(null);
  const submit = () =>
    apply.mutate(
      { accountId: result.accountId, level: result.level, objectId: finding.objectId, code: finding.code },
      { onSuccess: (start) => (start.state === 'queued' && start.editId !== null ? onQueued(start.editId) : setRefused(start)) },
    );
  return (
    <DeskModal visible width={520} title={T.CONFIRM_TITLE} okText={T.OK} cancelText={T.CANCEL} confirmLoading={apply.isPending} okButtonProps={{ disabled: refused !== null }} onCancel={onClose} onOk={submit}>
      <dl>
        <dt>{T.CONFIRM_OBJECT}</dt>
        <dd>{`${finding.objectName}（${finding.objectId}）`}</dd>
        <dt>{T.CONFIRM_FIELD}</dt>
        <dd>{T.FIELD[fix.field ?? ''] ?? fix.field}</dd>
        <dt>{T.CONFIRM_CHANGE}</dt>
        <dd>{`${fixValue(fix.field, fix.before)} → ${fixValue(fix.field, fix.after)}`}</dd>
        <dt>{T.CONFIRM_WHY}</dt>
        <dd>{fix.why}</dd>
      </dl>
      <Typography.Text type="tertiary" size="small">
        {T.CONFIRM_NOTE}
      </Typography.Text>
      {refused ? (
        <div role="alert">
          <RefusalText message={refused.message ?? T.REFUSED} />
          {refused.refusals.map((r) => (
            <div key={r.id}>{`${r.name}：${r.reason}`}</div>
          ))}
        </div>
      ) : null}
      <RefusalText message={apply.error ? (isApiError(apply.error) ? apply.error.message : String(apply.error)) : null} />
    </DeskModal>
  );
}

function EditProgress({ editId }: { editId: number }) {
  const edit = useQuery({ ...deliveryEditQuery(editId), refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.state) ? false : EDIT_POLL_MS) });
  return (
    <Banner
      type={edit.data?.state === 'failed' ? 'danger' : 'info'}
      closeIcon={null}
      title={T.QUEUED}
      description={
        <Space>
          <span role="status">{edit.data ? `${T.EDIT_STATE[edit.data.state] ?? edit.data.state}，${T.PROGRESS(edit.data.done, edit.data.total)}` : T.EDIT_STATE['queued']}</span>
          <Link to={`${OPERATION_LOG_PATH}`}>{T.OPERATION_LOG}</Link>
        </Space>
      }
    />
  );
}
