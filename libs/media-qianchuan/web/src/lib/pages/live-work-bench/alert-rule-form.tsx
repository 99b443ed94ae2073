// 新建预警 / 编辑预警 (issue 24 "Alerts"; design §2 live-alerts.ts): name, scope (千川账户 or 抖音号), the three
// conditions, window, minimum spend and cooldown, checked with the domain's checkAlertRule before the save (the
// server checks again and its refusals land under the form).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckboxField, FormLayout, FormModal, NumberField, RadioField, SelectField, TextField, useForm } from '@toufang/form-kit';
import { LIVE_ALERT_LIMITS as L, type LiveAlertRule } from '@toufang/domain';
import { RefusalText, Toast } from '@toufang/ui';
import * as z from 'zod/mini';
import { LIVE_ALERT_RULE_KEY, type LiveAlertRuleRow } from '../../queries/live-alert-rule-list';
import { saveLiveAlertRuleMutation } from '../../queries/live-alert-rule-save';
import { LIVE_ALERT_TEXTS as T } from '../../texts';
import { alertFormProblems, formValuesOf, ruleOf, type AlertFormValues } from './alert-rule-rules';

type Option = { value: number | string; label: string };

const schema = z.custom<AlertFormValues>().check(
  z.superRefine((values, ctx) => {
    for (const problem of alertFormProblems(values)) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field ? [problem.field] : [], input: values });
  }),
);

export interface AlertRuleFormProps {
  /** The rule edited; null for 新建预警. */
  rule: LiveAlertRuleRow | null;
  accounts: readonly Option[];
  awemes: readonly Option[];
  onClose: () => void;
}

export function AlertRuleForm({ rule, accounts, awemes, onClose }: AlertRuleFormProps) {
  const form = useForm<AlertFormValues>({ initial: () => formValuesOf(rule ? (rule.rule as LiveAlertRule) : null), schema, refusalFields: { 409: 'name' } });
  const save = useMutation(saveLiveAlertRuleMutation);
  const client = useQueryClient();
  const v = form.values;

  const submit = () =>
    form.submit((values) =>
      save.mutate(
        // Recipients besides the owner are kept as they are (the editor does not change them).
        { ...(rule ? { id: rule.id } : {}), rule: ruleOf(values), recipientUserIds: rule ? rule.recipients.map((r) => r.userId) : [] },
        {
          onSuccess: () => {
            form.saved();
            Toast.success(T.SAVED);
            void client.invalidateQueries({ queryKey: LIVE_ALERT_RULE_KEY });
            onClose();
          },
          onError: form.refuse,
        },
      ),
    );

  return (
    <FormModal visible form={form} width={560} title={rule ? T.FORM_TITLE_EDIT(rule.rule.name) : T.FORM_TITLE_NEW} onOk={submit} onCancel={onClose} confirmLoading={save.isPending}>
      <FormLayout>
        <TextField form={form} name="name" label={T.NAME} maxLength={L.NAME_MAX} placeholder={T.NAME_PLACEHOLDER} />
        <RadioField
          form={form}
          name="scopeKind"
          label={T.SCOPE_KIND}
          type="button"
          options={[
            { value: 'accounts', name: T.SCOPE_ACCOUNTS },
            { value: 'awemes', name: T.SCOPE_AWEMES },
          ]}
        />
        {v.scopeKind === 'accounts' ? (
          <SelectField form={form} name="accountIds" label={T.SCOPE_ACCOUNT_IDS} options={accounts} multiple filter empty={[] as number[]} />
        ) : (
          <SelectField form={form} name="awemeIds" label={T.SCOPE_AWEME_IDS} options={awemes} multiple filter empty={[] as string[]} />
        )}
        <CheckboxField form={form} name="viewersOn" label={T.VIEWERS_ON} rowLabel={T.CONDITIONS} />
        {v.viewersOn ? <NumberField form={form} name="viewersDropPct" label={T.VIEWERS_DROP} min={L.DROP_PCT_MIN} max={L.DROP_PCT_MAX} precision={0} /> : null}
        <CheckboxField form={form} name="gmvOn" label={T.GMV_ON} />
        {v.gmvOn ? <NumberField form={form} name="gmvRateDropPct" label={T.GMV_DROP} min={L.DROP_PCT_MIN} max={L.DROP_PCT_MAX} precision={0} /> : null}
        {v.viewersOn || v.gmvOn ? (
          <NumberField form={form} name="windowMinutes" label={T.WINDOW} hint={T.WINDOW_HINT} min={L.WINDOW_MIN} max={L.WINDOW_MAX} precision={0} />
        ) : null}
        <CheckboxField form={form} name="roiOn" label={T.ROI_ON} />
        {v.roiOn ? (
          <>
            <NumberField form={form} name="roiBelow" label={T.ROI_BELOW} min={L.ROI_MIN} max={L.ROI_MAX} precision={2} />
            <NumberField form={form} name="minCostYuan" label={T.MIN_COST} hint={T.MIN_COST_HINT} min={0} max={L.MIN_COST_MAX_YUAN} precision={2} />
          </>
        ) : null}
        <NumberField form={form} name="cooldownMinutes" label={T.COOLDOWN} hint={T.COOLDOWN_HINT} min={L.COOLDOWN_MIN} max={L.COOLDOWN_MAX} precision={0} />
      </FormLayout>
      <RefusalText message={form.refusal} />
    </FormModal>
  );
}
