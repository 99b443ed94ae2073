import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_DISPLAY_NAMES, ROLE_NAMES, type LegacyRole } from '@toufang/domain';
import { FormLayout, FormRow, NumberField, SelectField, SwitchField, TextAreaField, useForm, useLeaveGuard } from '@toufang/form-kit';
import { Button, PageFrame, RefusalText, Select, Space, Toast, Typography } from '@toufang/ui';
import { EditGate, editedId } from '../../edit-gate/edit-gate';
import { isMonitorQuery, monitorAccountQuery, monitorOptionsQuery, saveMonitorAccountMutation, type MonitorAccount } from '../../queries/monitoring';
import { MONITORING_TEXTS as T } from '../../texts';
import { draftFromMonitor, draftProblems, emptyDraft, LIST_PATH, mayWriteMonitors, toSaveRequest, type MonitorDraft } from './monitoring-account-rules';

/** Every check of the draft (draftProblems) under its field; the base shape only types the values. */
const schema = z
  .object({
    accountId: z.nullable(z.number()),
    enabled: z.boolean(),
    balanceBelow: z.nullable(z.number()),
    costAbove: z.nullable(z.number()),
    ctrBelow: z.nullable(z.number()),
    ctrAbove: z.nullable(z.number()),
    convertCostAbove: z.nullable(z.number()),
    notifyStopped: z.boolean(),
    recipientUserIds: z.array(z.number()),
    recipientEmails: z.string(),
  })
  .check(
    z.superRefine((draft, ctx) => {
      for (const [path, message] of Object.entries(draftProblems(draft as MonitorDraft))) ctx.addIssue({ code: 'custom', message, path: path === '' ? [] : [path] });
    }),
  );

/**
 * 添加监测账户 (monitoring-account-add) and 编辑监测账户 (monitoring-account/{id}/edit) (shell spec §2.3 tools section;
 * docs/design/tools.md §5.1, §8): the account, its lines (balance below, today's cost above, 点击率 below or above,
 * 转化成本 above, 账户停投), whether it is on, and who is told (desk users; addresses kept for mail).
 */
export default function MonitoringAccountEditPage() {
  const params = useParams();
  const id = editedId(params['id']);
  const detail = useQuery({ ...monitorAccountQuery(id ?? 0), enabled: id !== null });
  return (
    <EditGate id={id} detail={detail} failed={T.LOAD_FAILED} retry={T.RETRY}>
      {(row) => <MonitorEditor key={id ?? 'new'} monitor={row} />}
    </EditGate>
  );
}

function MonitorEditor({ monitor }: { monitor: MonitorAccount | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSubApp();
  const writes = mayWriteMonitors(user);
  const initial = useMemo(() => (monitor ? draftFromMonitor(monitor) : emptyDraft()), [monitor]);
  const form = useForm<MonitorDraft, MonitorDraft>({ initial, schema: schema as never });
  const leave = useLeaveGuard(form.isDirty);
  const save = useMutation(saveMonitorAccountMutation);
  const [keyword, setKeyword] = useState('');
  // The options are the writers' call (the server refuses the rest): a reader sees the form, not the pickers.
  const options = useQuery({ ...monitorOptionsQuery(keyword), enabled: writes });

  const accountOptions = (options.data?.accounts ?? []).map((a) => ({
    value: a.accountId,
    label: `${a.accountName}（${a.advertiserId}）${MEDIA_DISPLAY_NAMES[a.media]}${a.sandbox ? ` ${T.SANDBOX}` : ''}${a.monitored ? T.ACCOUNT_MONITORED : ''}`,
    disabled: a.monitored,
  }));
  const userOptions = (options.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.name}（${ROLE_NAMES[u.role as LegacyRole] ?? u.role}）` }));
  // A chosen recipient stays shown by name whatever the options hold.
  for (const chosen of monitor?.recipients.users ?? []) if (!userOptions.some((o) => o.value === chosen.id)) userOptions.push({ value: chosen.id, label: chosen.name });

  const submit = () =>
    form.submit((draft) =>
      save.mutate(toSaveRequest(draft, monitor === null), {
        onSuccess: () => {
          form.saved();
          Toast.success(T.SAVED);
          void queryClient.invalidateQueries({ predicate: isMonitorQuery });
          void navigate(LIST_PATH);
        },
        onError: form.refuse,
      }),
    );

  const accountId = form.fieldId('accountId');
  return (
    <PageFrame
      title={monitor ? T.EDIT_TITLE(monitor.accountName) : T.ADD_TITLE}
      extra={
        <Space>
          <Button onClick={() => void navigate(LIST_PATH)}>{T.BACK}</Button>
          <Button theme="solid" type="primary" loading={save.isPending} disabled={!writes} onClick={submit}>
            {T.SAVE}
          </Button>
        </Space>
      }
    >
      {writes ? null : <RefusalText message={T.READ_ONLY} />}
      <form aria-label={T.FORM} onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: 720 }}>
        <FormLayout>
          <FormRow id={accountId} label={T.ACCOUNT} error={form.errors.accountId}>
            {monitor ? (
              <Typography.Text id={accountId}>
                {`${monitor.accountName}（${monitor.advertiserId}）${MEDIA_DISPLAY_NAMES[monitor.media]}${monitor.sandbox ? ` ${T.SANDBOX}` : ''}`}
              </Typography.Text>
            ) : (
              <Select
                id={accountId}
                aria-labelledby={`${accountId}-label`}
                style={{ width: '100%' }}
                filter
                remote
                disabled={!writes}
                placeholder={T.ACCOUNT_PLACEHOLDER}
                loading={options.isFetching}
                value={form.values.accountId ?? undefined}
                optionList={accountOptions.map((o) => ({ ...o, showTick: false }))}
                validateStatus={form.errors.accountId ? 'error' : 'default'}
                onSearch={(text: string) => setKeyword(text.trim())}
                onChange={(next) => form.set('accountId', typeof next === 'number' ? next : null)}
              />
            )}
            {options.isError ? <RefusalText message={T.OPTIONS_LOAD_FAILED} /> : null}
          </FormRow>
          <SwitchField form={form} name="enabled" label={T.ENABLED} disabled={!writes} />
          <NumberField form={form} name="balanceBelow" label={T.BALANCE_BELOW} precision={2} min={0} suffix={T.YUAN} disabled={!writes} />
          <NumberField form={form} name="costAbove" label={T.COST_ABOVE} precision={2} min={0} suffix={T.YUAN} disabled={!writes} />
          <NumberField form={form} name="ctrBelow" label={T.CTR_BELOW} precision={2} min={0} suffix={T.PERCENT} disabled={!writes} />
          <NumberField form={form} name="ctrAbove" label={T.CTR_ABOVE} precision={2} min={0} suffix={T.PERCENT} disabled={!writes} />
          <NumberField form={form} name="convertCostAbove" label={T.CONVERT_COST_ABOVE} precision={2} min={0} suffix={T.YUAN} disabled={!writes} />
          <SwitchField form={form} name="notifyStopped" label={T.NOTIFY_STOPPED} hint={T.NOTIFY_STOPPED_HINT} disabled={!writes} />
          <SelectField form={form} name="recipientUserIds" label={T.RECIPIENT_USERS} hint={T.RECIPIENT_USERS_HINT} multiple filter options={userOptions} empty={[]} disabled={!writes} />
          <TextAreaField form={form} name="recipientEmails" label={T.RECIPIENT_EMAILS} hint={T.RECIPIENT_EMAILS_HINT} rows={{ minRows: 3, maxRows: 6 }} disabled={!writes} />
          <Typography.Text type="tertiary" size="small">
            {T.RULE_HINT}
          </Typography.Text>
          <RefusalText message={form.refusal} />
        </FormLayout>
      </form>
      {leave}
    </PageFrame>
  );
}
