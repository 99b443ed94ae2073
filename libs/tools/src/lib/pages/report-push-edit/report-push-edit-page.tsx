import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { MEDIA_DISPLAY_NAMES, METRICS } from '@toufang/domain';
import { FormLayout, RadioField, SelectField, SwitchField, TextAreaField, TextField, useForm, useLeaveGuard } from '@toufang/form-kit';
import { Button, PageFrame, RefusalText, Space, Toast, Typography } from '@toufang/ui';
import { EditGate, editedId } from '../../edit-gate/edit-gate';
import { isPushQuery, pushOptionsQuery, pushRuleQuery, savePushRuleMutation, type PushRule } from '../../queries/report-push';
import { REPORT_PUSH_TEXTS as T } from '../../texts';
import { actualTimes, draftFromRule, draftProblems, emptyDraft, LIST_PATH, PUSH_DIMENSIONS, PUSH_METRICS, toSaveRequest, webhookProblem, type PushDraft } from './report-push-rules';

const HOURS = [...Array(24).keys()];

/**
 * 推送规则设置 (scheduled-report-push/add-edit; shell spec §2.3 tools section; docs/design/tools.md §2, §4, §8): the
 * rule's scope, metrics, dimensions, comparison, send times (with the minute it really sends at), and its channels;
 * each webhook is checked as it is typed, then by the server (which also resolves the name).
 */
export default function ReportPushEditPage() {
  const [params] = useSearchParams();
  const id = editedId(params.get('id'));
  const detail = useQuery({ ...pushRuleQuery(id ?? 0), enabled: id !== null });
  return (
    <EditGate id={id} detail={detail} failed={T.LOAD_FAILED} retry={T.RETRY}>
      {(row) => <PushRuleEditor key={id ?? 'new'} rule={row} />}
    </EditGate>
  );
}

function PushRuleEditor({ rule }: { rule: PushRule | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery(pushOptionsQuery());
  const receivers = options.data?.receivers ?? null;
  const localOrigins = useMemo(() => (receivers ? [...new Set(Object.values(receivers).map((url) => new URL(url).origin))] : []), [receivers]);
  const schema = useMemo(
    () =>
      z.custom<PushDraft>().check(
        z.superRefine((draft, ctx) => {
          for (const [path, message] of Object.entries(draftProblems(draft, localOrigins))) ctx.addIssue({ code: 'custom', message, path: path === '' ? [] : [path] });
        }),
      ),
    [localOrigins],
  );
  const initial = useMemo(() => (rule ? draftFromRule(rule) : emptyDraft()), [rule]);
  const form = useForm<PushDraft, PushDraft>({ initial, schema: schema as never });
  const leave = useLeaveGuard(form.isDirty);
  const save = useMutation(savePushRuleMutation);

  // The webhooks are checked as they are typed (the server checks again at save, resolving the name).
  const { wecom, feishu, dingtalk } = form.values;
  useEffect(() => {
    for (const [field, value] of [['wecom', wecom], ['feishu', feishu], ['dingtalk', dingtalk]] as const) form.setError(field, webhookProblem(value, localOrigins) ?? undefined);
    // form is stable for the page's life; only the typed values matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wecom, feishu, dingtalk, localOrigins]);

  const submit = () =>
    form.submit((draft) =>
      save.mutate(toSaveRequest(draft, rule), {
        onSuccess: () => {
          form.saved();
          Toast.success(T.SAVED);
          void queryClient.invalidateQueries({ predicate: isPushQuery });
          void navigate(LIST_PATH);
        },
        onError: form.refuse,
      }),
    );

  const accountOptions = (options.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name}（${MEDIA_DISPLAY_NAMES[a.media]}）${a.sandbox ? ` ${T.SANDBOX}` : ''}` }));
  const projectOptions = (options.data?.projects ?? []).map((p) => ({ value: p.id, label: p.name }));
  const metricOptions = PUSH_METRICS.map((key) => ({ value: key, label: METRICS[key].label }));
  const dimensionOptions = PUSH_DIMENSIONS.map((d) => ({ value: d, label: T.DIMENSION_LABELS[d] }));
  const times = actualTimes(form.values, rule?.id ?? null);
  const actual = times === null ? T.ACTUAL_NEW : times.length ? T.ACTUAL(times.join('、')) : undefined;
  const useLocal = (field: 'wecom' | 'feishu' | 'dingtalk') =>
    receivers ? (
      <Button size="small" theme="borderless" onClick={() => form.set(field, receivers[field])}>
        {`${T.USE_LOCAL}（${T.CHANNEL_LABELS[field]}）`}
      </Button>
    ) : null;

  return (
    <PageFrame
      title={rule ? T.EDIT_TITLE(rule.name) : T.ADD_TITLE}
      extra={
        <Space>
          <Button onClick={() => void navigate(LIST_PATH)}>{T.BACK}</Button>
          <Button theme="solid" type="primary" loading={save.isPending} onClick={submit}>
            {T.SAVE}
          </Button>
        </Space>
      }
    >
      <form aria-label={T.FORM} onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: 760 }}>
        <FormLayout>
          <TextField form={form} name="name" label={T.NAME} placeholder={T.NAME_PLACEHOLDER} maxLength={50} />
          <SwitchField form={form} name="enabled" label={T.ENABLED} />
          <RadioField
            form={form}
            name="scopeKind"
            label={T.SCOPE_KIND}
            options={[
              { value: 'accounts', name: T.SCOPE_KIND_ACCOUNTS },
              { value: 'projects', name: T.SCOPE_KIND_PROJECTS },
            ]}
          />
          {form.values.scopeKind === 'accounts' ? (
            <SelectField form={form} name="accountIds" label={T.ACCOUNTS} multiple filter options={accountOptions} loading={options.isPending} empty={[]} />
          ) : (
            <SelectField form={form} name="projectIds" label={T.PROJECTS} multiple filter options={projectOptions} loading={options.isPending} empty={[]} />
          )}
          {options.isError ? <RefusalText message={T.OPTIONS_LOAD_FAILED} /> : null}
          <SelectField form={form} name="metrics" label={T.METRICS} multiple filter options={metricOptions} empty={[]} />
          <SelectField form={form} name="dimensions" label={T.DIMENSIONS} hint={T.DIMENSIONS_HINT} multiple options={dimensionOptions} empty={[]} />
          <SwitchField form={form} name="compare" label={T.COMPARE} hint={T.COMPARE_HINT} />
          <RadioField
            form={form}
            name="sendKind"
            label={T.SEND_KIND}
            options={[
              { value: 'daily', name: T.SEND_DAILY },
              { value: 'hours', name: T.SEND_HOURS },
            ]}
          />
          {form.values.sendKind === 'daily' ? (
            <TextField form={form} name="time" label={T.TIME} placeholder={T.TIME_PLACEHOLDER} maxLength={5} hint={actual} />
          ) : (
            <SelectField form={form} name="hours" label={T.HOURS} hint={actual} multiple options={HOURS.map((h) => ({ value: h, label: T.HOUR(h) }))} empty={[]} />
          )}
          <Typography.Text type="tertiary" size="small">
            {T.SEND_HINT}
          </Typography.Text>
          <TextField form={form} name="wecom" label={T.WECOM} placeholder={T.WEBHOOK_PLACEHOLDER} maxLength={1000} />
          {useLocal('wecom')}
          <TextField form={form} name="feishu" label={T.FEISHU} placeholder={T.WEBHOOK_PLACEHOLDER} maxLength={1000} />
          {useLocal('feishu')}
          <TextField form={form} name="feishuSecret" label={T.FEISHU_SECRET} mode="password" maxLength={200} hint={rule ? T.SECRET_KEEP : undefined} />
          <TextField form={form} name="dingtalk" label={T.DINGTALK} placeholder={T.WEBHOOK_PLACEHOLDER} maxLength={1000} />
          {useLocal('dingtalk')}
          <TextField form={form} name="dingtalkSecret" label={T.DINGTALK_SECRET} mode="password" maxLength={200} hint={rule ? T.SECRET_KEEP : undefined} />
          <TextAreaField form={form} name="emails" label={T.EMAILS} hint={T.EMAILS_HINT} rows={{ minRows: 2, maxRows: 6 }} />
          {receivers ? (
            <Typography.Text type="tertiary" size="small">
              {T.LOCAL_HINT}
            </Typography.Text>
          ) : null}
          <RefusalText message={form.refusal} />
        </FormLayout>
      </form>
      {leave}
    </PageFrame>
  );
}
