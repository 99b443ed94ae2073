import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { ALERT_BID_TYPES, ALERT_COUNT_LABELS, ALERT_FINAL_OPTIMISATIONS, ALERT_PLATFORMS, ALERT_TRIGGER_COUNTS, AI_RULE_EVERY_MINUTES, DELIVERY_STATUS_FILTERS, MEDIA_CODES, MEDIA_DISPLAY_NAMES, type AiRuleMediaLimits, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { FormLayout, FormRow, NumberField, RadioField, SelectField, SwitchField, TextAreaField, TextField, useForm, useLeaveGuard } from '@toufang/form-kit';
import { Button, FilterDropdownInput, PageFrame, RefusalText, Select, Space, Toast, Typography } from '@toufang/ui';
import { EditGate, editedId } from '../../edit-gate/edit-gate';
import { aiRuleLimitsQuery, aiRuleMailUsersQuery, aiRuleQuery, dryRunAiRuleMutation, isAiRuleQuery, saveAiRuleMutation, type AiRule, type AiRuleDryRun } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { LIST_PATH, RULE_PARAM, levelLabel } from '../ai-rules/ai-rule-words';
import { ALL_HOURS, ALL_WEEKDAYS, draftFromRule, emptyDraft, emptyNamePart, fieldProblems, LIMITS, levelsOf, limitsFrom, rowProblems, toBody, toSaveRequest, type ObjectsKind, type RuleDraft } from './ai-rule-draft';
import { DryRunResult } from './dry-run-result';
import { RuleAccountSelect } from './rule-account-select';
import { NamePartsScope } from './rule-name-parts';
import { ActionRows, ConditionRows } from './rule-rows';

/**
 * The domain's check (checkRuleBody) under the draft's fields, with the media's limits as they stand when it runs
 * (read through `limits`, so the one schema the form holds sees the limits that came after it); the base shape
 * only types the values.
 */
function ruleSchema(limits: { current: AiRuleMediaLimits | null }) {
  return z.looseObject({ name: z.string() }).check(
    z.superRefine((draft, ctx) => {
      for (const [path, message] of Object.entries(fieldProblems(draft as unknown as RuleDraft, limits.current))) ctx.addIssue({ code: 'custom', message, path: [path] });
    }),
  );
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * 添加AI助手规则 (tools-app/add-aitool-rules, full screen: the shell hides header and menu, shell spec §2.5; issue 23;
 * docs/design/tools.md §2, §8): a rule's scope (media, accounts, level, objects, §9's platform, bid types and
 * counting), conditions and their relation, actions, daily trigger count and final optimisation, schedule, cooldown,
 * caps and priority; 试运行 shows what it would have done over 7 days, object by object, before 保存. The open rule
 * comes from `?id=`; a save names the version it edited (规则已被他人修改，请刷新后重试 shown as the server says it).
 */
export default function AddAiToolRulesPage() {
  const [params] = useSearchParams();
  const id = editedId(params.get(RULE_PARAM));
  const detail = useQuery({ ...aiRuleQuery(id ?? 0), enabled: id !== null });
  return (
    <EditGate id={id} detail={detail} failed={T.LOAD_FAILED} retry={T.RETRY}>
      {(row) => <RuleEditor key={id ?? 'new'} rule={row} />}
    </EditGate>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `ai-rule-section-${title}`;
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Typography.Title heading={5} id={headingId} style={{ marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

const OBJECT_KINDS: { value: ObjectsKind; name: string }[] = [
  { value: 'all', name: T.OBJECTS_ALL },
  { value: 'ids', name: T.OBJECTS_IDS },
  { value: 'names', name: T.OBJECTS_NAMES },
  { value: 'status', name: T.OBJECTS_STATUS },
  { value: 'nameParts', name: T.OBJECTS_NAME_PARTS },
];
const STATUS_OPTIONS = DELIVERY_STATUS_FILTERS.filter((s) => s.value !== 'all').map((s) => ({ value: s.value, label: s.label }));
const WEEKDAY_OPTIONS = ALL_WEEKDAYS.map((d) => ({ value: d, label: T.WEEKDAYS[d - 1] }));
const HOUR_OPTIONS = ALL_HOURS.map((h) => ({ value: h, label: T.HOUR(h) }));

function RuleEditor({ rule }: { rule: AiRule | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => (rule ? draftFromRule(rule) : emptyDraft()), [rule]);
  const limitsRef = useRef<AiRuleMediaLimits | null>(null);
  const schema = useMemo(() => ruleSchema(limitsRef), []);
  const form = useForm<RuleDraft, RuleDraft>({ initial, schema: schema as never });
  const leave = useLeaveGuard(form.isDirty);
  const save = useMutation(saveAiRuleMutation);
  const dryRun = useMutation(dryRunAiRuleMutation);
  const [tried, setTried] = useState<{ body: string; result: AiRuleDryRun } | null>(null);
  const { values } = form;
  // The media's own limits (levels with a budget or a bid, minimum budgets, the bid range) for the check.
  const limitsAnswer = useQuery({ ...aiRuleLimitsQuery(values.media ?? ''), enabled: values.media !== null });
  const limits = values.media && limitsAnswer.data?.media === values.media ? limitsFrom(limitsAnswer.data) : null;
  limitsRef.current = limits;
  const mailUsers = useQuery(aiRuleMailUsersQuery()).data ?? [];

  const changeMedia = (next: MediaCode | null) => {
    form.set('media', next);
    // Accounts and levels belong to one media.
    form.set('accountIds', []);
    form.set('level', next ? (levelsOf(next)[0] ?? null) : null);
    // A naming rule belongs to a media (or all): chosen again.
    form.set('nameRuleId', null);
    form.set('nameParts', [emptyNamePart()]);
  };

  const submit = () =>
    form.submit((draft) =>
      save.mutate(toSaveRequest(draft, rule), {
        onSuccess: () => {
          form.saved();
          Toast.success(T.SAVED);
          void queryClient.invalidateQueries({ predicate: isAiRuleQuery });
          void navigate(LIST_PATH);
        },
        onError: form.refuse,
      }),
    );

  const tryRule = () =>
    form.submit((draft) => {
      const body = toBody(draft);
      dryRun.mutate({ ...(rule ? { id: rule.id } : {}), body: body as never }, { onSuccess: (result) => result && setTried({ body: JSON.stringify(body), result }) });
    });

  // A row's messages show once a save or a dry run was refused by the check (the list's own message is set then).
  const conditionProblems = (i: number) => (form.errors.conditions ? rowProblems(values, 'conditions', i, limits) : {});
  const actionProblems = (i: number) => (form.errors.actions ? rowProblems(values, 'actions', i, limits) : {});
  const listMessage = (field: 'conditions' | 'actions') => {
    const message = form.errors[field];
    if (!message) return null;
    const inRows = values[field].some((_, i) => Object.values(rowProblems(values, field, i, limits)).includes(message));
    return inRows ? null : message;
  };
  const adjusts = values.actions.some((a) => a.type === 'BUDGET' || a.type === 'BID');
  const mediaId = form.fieldId('media');
  const levelId = form.fieldId('level');
  const accountsId = form.fieldId('accountIds');
  const namesId = form.fieldId('names');
  const nameRuleId = form.fieldId('nameRuleId');
  const conditionsId = form.fieldId('conditions');
  const actionsId = form.fieldId('actions');

  return (
    <PageFrame
      title={rule ? T.EDIT_TITLE(rule.body.name) : T.EDITOR_TITLE}
      extra={
        <Space>
          <Button onClick={() => void navigate(LIST_PATH)}>{T.BACK}</Button>
          <Button loading={dryRun.isPending} onClick={tryRule}>
            {T.DRY_RUN}
          </Button>
          <Button theme="solid" type="primary" loading={save.isPending} onClick={submit}>
            {T.SAVE}
          </Button>
        </Space>
      }
    >
      <form aria-label={T.EDITOR_FORM} onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: 960 }}>
        <FormLayout>
          <Section title={T.SECTION_SCOPE}>
            <TextField form={form} name="name" label={T.NAME} maxLength={LIMITS.NAME_MAX} onEnter={submit} />
            <FormRow id={mediaId} label={T.MEDIA} error={form.errors.media}>
              <Select
                id={mediaId}
                aria-labelledby={`${mediaId}-label`}
                style={{ width: '100%' }}
                placeholder={T.PICK_MEDIA}
                value={values.media ?? undefined}
                optionList={MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] }))}
                validateStatus={form.errors.media ? 'error' : 'default'}
                onChange={(next) => changeMedia((next as MediaCode | undefined) ?? null)}
              />
            </FormRow>
            <FormRow id={accountsId} label={T.ACCOUNTS} error={form.errors.accountIds} hint={values.media ? undefined : T.PICK_MEDIA_FIRST}>
              <RuleAccountSelect id={accountsId} media={values.media} value={values.accountIds} onChange={(ids) => form.set('accountIds', ids)} />
            </FormRow>
            <FormRow id={levelId} label={T.LEVEL} error={form.errors.level} hint={values.media ? undefined : T.PICK_MEDIA_FIRST}>
              <Select
                id={levelId}
                aria-labelledby={`${levelId}-label`}
                style={{ width: '100%' }}
                disabled={!values.media}
                value={values.level ?? undefined}
                optionList={levelsOf(values.media).map((level) => ({ value: level, label: levelLabel(values.media ?? '', level) }))}
                onChange={(next) => form.set('level', (next as DeliveryLevel | undefined) ?? null)}
              />
            </FormRow>
            <RadioField form={form} name="objectsKind" label={T.OBJECTS} type="button" hint={values.objectsKind === 'all' ? T.OBJECTS_ALL_HINT : undefined} options={OBJECT_KINDS} />
            {values.objectsKind === 'ids' ? <TextAreaField form={form} name="ids" label={T.OBJECT_IDS_LABEL} hint={T.OBJECT_IDS_HINT} rows={{ minRows: 3, maxRows: 8 }} /> : null}
            {values.objectsKind === 'names' ? (
              <FormRow id={namesId} label={T.OBJECT_NAMES_LABEL} hint={T.OBJECT_NAMES_HINT}>
                <FilterDropdownInput label={T.OBJECT_NAMES_LABEL} value={values.names} width={360} onChange={(next) => form.set('names', next)} />
              </FormRow>
            ) : null}
            {values.objectsKind === 'status' ? <SelectField form={form} name="statuses" label={T.OBJECT_STATUS_LABEL} multiple options={STATUS_OPTIONS} empty={[]} /> : null}
            {values.objectsKind === 'nameParts' ? (
              <>
                <NamePartsScope
                  id={nameRuleId}
                  media={values.media}
                  level={values.level}
                  ruleId={values.nameRuleId}
                  rows={values.nameParts}
                  onRule={(ruleId) => form.set('nameRuleId', ruleId)}
                  onRows={(rows) => form.set('nameParts', rows)}
                />
                <RadioField
                  form={form}
                  name="nameMatch"
                  label={T.NAME_MATCH}
                  options={[
                    { value: 'IN' as const, name: T.NAME_MATCH_IN },
                    { value: 'LIKE' as const, name: T.NAME_MATCH_LIKE },
                  ]}
                />
              </>
            ) : null}
            <RadioField form={form} name="platform" label={T.PLATFORM} options={ALERT_PLATFORMS.map((p) => ({ value: p.value, name: p.label }))} hint={T.FILTERS_HINT} />
            <SelectField form={form} name="bidTypes" label={T.BID_TYPES} hint={T.BID_TYPES_HINT} multiple options={ALERT_BID_TYPES.map((b) => ({ value: b.value, label: b.label }))} empty={[]} />
            <RadioField
              form={form}
              name="countLabel"
              label={T.COUNT_LABEL}
              options={[{ value: '' as const, name: T.COUNT_LABEL_ANY }, ...ALERT_COUNT_LABELS.map((c) => ({ value: c.value, name: c.label }))]}
            />
          </Section>
          <Section title={T.SECTION_CONDITIONS}>
            <RadioField
              form={form}
              name="join"
              label={T.JOIN}
              options={[
                { value: 'ALL' as const, name: T.JOIN_ALL },
                { value: 'ANY' as const, name: T.JOIN_ANY },
              ]}
            />
            <div id={conditionsId}>
              <ConditionRows rows={values.conditions} onChange={(rows) => form.set('conditions', rows)} problemsOf={conditionProblems} />
              <RefusalText message={listMessage('conditions')} />
            </div>
          </Section>
          <Section title={T.SECTION_ACTIONS}>
            <div id={actionsId}>
              <ActionRows rows={values.actions} onChange={(rows) => form.set('actions', rows)} problemsOf={actionProblems} mailUsers={mailUsers} />
              <RefusalText message={listMessage('actions')} />
            </div>
            {adjusts ? (
              <>
                <NumberField form={form} name="maxBudget" label={T.MAX_BUDGET} precision={2} min={0} suffix={T.YUAN} hint={T.CAPS_HINT} />
                <NumberField form={form} name="maxBid" label={T.MAX_BID} precision={2} min={0} suffix={T.YUAN} />
                <NumberField form={form} name="minBid" label={T.MIN_BID} precision={2} min={0} suffix={T.YUAN} hint={limits ? T.MEDIA_LIMITS_HINT(limits.bidRange.min, limits.bidRange.max) : undefined} />
              </>
            ) : null}
          </Section>
          <Section title={T.SECTION_RUN}>
            <SelectField form={form} name="triggerCount" label={T.TRIGGER_COUNT} options={ALERT_TRIGGER_COUNTS.map((c) => ({ value: c.value, label: c.label }))} />
            <RadioField
              form={form}
              name="finalOptimisation"
              label={T.FINAL_OPTIMISATION}
              hint={T.FINAL_OPTIMISATION_HINT}
              options={ALERT_FINAL_OPTIMISATIONS.map((f) => ({ value: f.value, name: f.label }))}
            />
            <SelectField form={form} name="everyMinutes" label={T.EVERY_MINUTES} options={AI_RULE_EVERY_MINUTES.map((m) => ({ value: m, label: T.EVERY(m) }))} />
            <SelectField form={form} name="weekdays" label={T.WEEKDAYS_LABEL} multiple options={WEEKDAY_OPTIONS} empty={[]} />
            <SelectField form={form} name="hours" label={T.HOURS_LABEL} multiple filter options={HOUR_OPTIONS} empty={[]} />
            <Space>
              <Button size="small" onClick={() => form.set('weekdays', [...ALL_WEEKDAYS])}>{`${T.PICK_ALL}${T.WEEKDAYS_LABEL}`}</Button>
              <Button size="small" onClick={() => form.set('hours', [...ALL_HOURS])}>{`${T.PICK_ALL}${T.HOURS_LABEL}`}</Button>
            </Space>
            <NumberField form={form} name="cooldownMinutes" label={T.COOLDOWN} precision={0} min={0} max={LIMITS.COOLDOWN_MAX_MINUTES} suffix={T.MINUTES} hint={T.COOLDOWN_HINT} />
            <NumberField form={form} name="priority" label={T.PRIORITY} precision={0} min={LIMITS.PRIORITY_MIN} max={LIMITS.PRIORITY_MAX} hint={T.PRIORITY_HINT} />
            <SwitchField form={form} name="enabled" label={T.ENABLE_RULE} />
          </Section>
          <RefusalText message={form.refusal} />
        </FormLayout>
      </form>
      <RefusalText message={dryRun.error ? errorText(dryRun.error) : null} />
      {tried ? <DryRunResult result={tried.result} stale={tried.body !== JSON.stringify(toBody(values))} /> : null}
      {leave}
    </PageFrame>
  );
}
