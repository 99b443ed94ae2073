import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DeskModal, InputNumber, RefusalText, Switch, Typography } from '@toufang/ui';
import { setMediaAccountMonitorMutation } from '../../queries/media-account-monitor';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';

/** 监测: balance and cost alerts for the selected accounts, which become messages when they fire. */
export function AccountMonitorModal({ ids, onClose, onSaved }: { ids: number[]; onClose(): void; onSaved(): void }) {
  const [balanceBelow, setBalanceBelow] = useState<number | null>(null);
  const [costAbove, setCostAbove] = useState<number | null>(null);
  const [enabled, setEnabled] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(setMediaAccountMonitorMutation);
  const amount = (value: number | string) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

  const submit = () => {
    if (enabled && balanceBelow === null && costAbove === null) {
      setError(T.MONITOR_NEEDS_RULE);
      return;
    }
    save.mutate({ ids, balanceBelow, costAbove, enabled }, { onSuccess: onSaved });
  };

  return (
    <DeskModal visible width={480} title={T.MONITOR_TITLE(ids.length)} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <div className="tf-account-form">
        <label className="tf-account-form__row">
          <Typography.Text strong className="tf-account-form__label">
            {T.MONITOR_ENABLED}
          </Typography.Text>
          <Switch checked={enabled} onChange={(on) => (setEnabled(on), setError(null))} aria-label={T.MONITOR_ENABLED} />
        </label>
        <div className="tf-account-form__row">
          <Typography.Text strong className="tf-account-form__label" id="monitor-balance">
            {T.MONITOR_BALANCE}
          </Typography.Text>
          <InputNumber aria-labelledby="monitor-balance" min={0} precision={2} value={balanceBelow ?? undefined} onChange={(v) => (setBalanceBelow(amount(v)), setError(null))} />
        </div>
        <div className="tf-account-form__row">
          <Typography.Text strong className="tf-account-form__label" id="monitor-cost">
            {T.MONITOR_COST}
          </Typography.Text>
          <InputNumber aria-labelledby="monitor-cost" min={0} precision={2} value={costAbove ?? undefined} onChange={(v) => (setCostAbove(amount(v)), setError(null))} />
        </div>
        <Typography.Text type="tertiary" size="small">
          {T.MONITOR_HINT}
        </Typography.Text>
        <RefusalText message={error} />
      </div>
    </DeskModal>
  );
}

/** The new password of an account, shown once with a copy button (the desk keeps only its hash). */
export function AccountPasswordModal({ accountName, password, onClose }: { accountName: string; password: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <DeskModal visible width={420} title={`${T.PASSWORD_TITLE}：${accountName}`} onCancel={onClose} onOk={onClose} hasCancel={false}>
      <Typography.Paragraph type="warning">{T.PASSWORD_ONCE}</Typography.Paragraph>
      <Typography.Paragraph>
        <code className="tf-account-password" data-testid="account-password">
          {password}
        </code>{' '}
        <button
          type="button"
          className="tf-account-list__link"
          onClick={() => void navigator.clipboard?.writeText(password).then(() => setCopied(true))}
        >
          {copied ? T.COPIED : T.COPY}
        </button>
      </Typography.Paragraph>
    </DeskModal>
  );
}
