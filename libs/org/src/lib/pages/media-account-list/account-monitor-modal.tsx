import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FieldList, FormLayout, FormModal, useForm } from '@toufang/form-kit';
import { DeskModal, RefusalText, Typography } from '@toufang/ui';
import { setMediaAccountMonitorMutation } from '../../queries/media-account-monitor';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';

interface MonitorValues {
  enabled: boolean;
  balanceBelow: number | null;
  costAbove: number | null;
}

// Switched on, a monitor needs at least one of its two rules; the message is the whole form's.
const schema = z
  .object({ enabled: z.boolean(), balanceBelow: z.nullable(z.number()), costAbove: z.nullable(z.number()) })
  .check(z.refine((v) => !v.enabled || v.balanceBelow !== null || v.costAbove !== null, T.MONITOR_NEEDS_RULE));

/** 监测: balance and cost alerts for the selected accounts, which become messages when they fire. */
export function AccountMonitorModal({ ids, onClose, onSaved }: { ids: number[]; onClose(): void; onSaved(): void }) {
  const form = useForm<MonitorValues>({ initial: { enabled: true, balanceBelow: null, costAbove: null }, schema });
  const save = useMutation(setMediaAccountMonitorMutation);
  const submit = () => form.submit((values) => save.mutate({ ids, ...values }, { onSuccess: () => (form.saved(), onSaved()), onError: form.refuse }));

  return (
    <FormModal visible width={480} title={T.MONITOR_TITLE(ids.length)} form={form} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <FormLayout className="tf-account-monitor">
        <FieldList
          form={form}
          fields={[
            { kind: 'switch', name: 'enabled', label: T.MONITOR_ENABLED },
            { kind: 'number', name: 'balanceBelow', label: T.MONITOR_BALANCE, min: 0, precision: 2 },
            { kind: 'number', name: 'costAbove', label: T.MONITOR_COST, min: 0, precision: 2 },
          ]}
        />
        <Typography.Text type="tertiary" size="small">
          {T.MONITOR_HINT}
        </Typography.Text>
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
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
