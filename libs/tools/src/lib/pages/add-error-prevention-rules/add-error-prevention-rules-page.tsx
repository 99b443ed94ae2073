import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { FormLayout, FormRow, NumberField, RadioField, SelectField, SwitchField, TextField, useForm, useLeaveGuard } from '@toufang/form-kit';
import { AccountGroupList, Button, MediaAccountSelect, PageFrame, RefusalText, Select, Space, Toast, type MediaAccountOption } from '@toufang/ui';
import { EditGate, editedId } from '../../edit-gate/edit-gate';
import { errorPreventionRuleQuery, goalOptionsQuery, isErrorPreventionQuery, saveErrorPreventionRuleMutation, scopeAccountsQuery, scopeGroupsQuery, type ErrorPreventionRule, type GoalOption } from '../../queries/error-prevention-rules';
import { ERROR_PREVENTION_FIELD_LABELS, ERROR_PREVENTION_TEXTS as T } from '../../texts';
import { draftFromRule, emptyDraft, FIELD_KEYS, isGoalField, LIST_PATH, RULE_LIMITS, RULE_PARAM, ruleProblems, toSaveRequest, type RuleDraft, type ScopeKind } from './error-prevention-rule-rules';

/** Every check of the draft (ruleProblems) under the field it concerns; the base shape only types the values. */
const schema = z
  .object({
    name: z.string(),
    media: z.nullable(z.string()),
    scope: z.string(),
    accountIds: z.array(z.number()),
    groupIds: z.array(z.number()),
    field: z.nullable(z.string()),
    values: z.array(z.string()),
    min: z.nullable(z.number()),
    max: z.nullable(z.number()),
    enabled: z.boolean(),
  })
  .check(
    z.superRefine((draft, ctx) => {
      for (const [path, message] of Object.entries(ruleProblems(draft as RuleDraft))) ctx.addIssue({ code: 'custom', message, path: [path] });
    }),
  );

/**
 * 添加防出错规则 (tools-app/add-error-prevention-rules, full page: the shell hides header and menu, shell spec §2.5):
 * a rule's name, media, scope (every account of the media, chosen accounts or chosen account groups), the field
 * and what it allows (goal values, or a range in 元), and whether it is on. The open rule comes from `?id=`.
 */
export default function AddErrorPreventionRulesPage() {
  const [params] = useSearchParams();
  const id = editedId(params.get(RULE_PARAM));
  const detail = useQuery({ ...errorPreventionRuleQuery(id ?? 0), enabled: id !== null });
  return (
    <EditGate id={id} detail={detail} failed={T.LOAD_FAILED} retry={T.RETRY}>
      {(row) => <RuleEditor key={id ?? 'new'} id={id} rule={row} />}
    </EditGate>
  );
}

/** An account as the selector lists it: keyed and shown by the media's id, kept by the desk's id. */
interface ScopeEntry {
  deskId: number;
  option: MediaAccountOption;
}

function scopeEntry(record: { id: number; accountId: string; accountName: string; sandbox: boolean; mediaCode: MediaCode }): ScopeEntry {
  return { deskId: record.id, option: { mediaAccountId: record.accountId, mediaAccountName: `${record.accountName}${record.sandbox ? ` ${T.SANDBOX}` : ''}`, media: record.mediaCode } };
}

function RuleEditor({ id, rule }: { id: number | null; rule: ErrorPreventionRule | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => (rule ? draftFromRule(rule) : emptyDraft()), [rule]);
  const form = useForm<RuleDraft, RuleDraft>({ initial, schema: schema as never });
  const leave = useLeaveGuard(form.isDirty);
  const save = useMutation(saveErrorPreventionRuleMutation);
  const { media, scope, field } = form.values;
  const [keyword, setKeyword] = useState('');
  const accounts = useQuery({ ...scopeAccountsQuery(media ?? 'toutiao', keyword), enabled: media !== null && scope === 'accounts' });
  const groups = useQuery({ ...scopeGroupsQuery(media ?? 'toutiao'), enabled: media !== null && scope === 'groups' });

  // Every account seen so far, so a chosen one stays shown (and kept) whatever the search lists now; the saved
  // rule's accounts are known by name (keyed by the desk's id) until the list brings them.
  const [known, setKnown] = useState<ReadonlyMap<number, MediaAccountOption>>(
    () => new Map((rule?.accounts ?? []).map((a) => [a.id, { mediaAccountId: `#${a.id}`, mediaAccountName: a.name, media: rule?.media }])),
  );
  useEffect(() => {
    const records = accounts.data?.records;
    if (!records?.length) return;
    setKnown((prev) => new Map([...prev, ...records.map((r): [number, MediaAccountOption] => [r.id, scopeEntry(r).option])]));
  }, [accounts.data]);
  const entries = useMemo(() => {
    const found = (accounts.data?.records ?? []).map(scopeEntry);
    const shown = new Set(found.map((e) => e.deskId));
    const chosen = form.values.accountIds.filter((id) => !shown.has(id) && known.has(id)).map((id): ScopeEntry => ({ deskId: id, option: known.get(id) as MediaAccountOption }));
    return [...chosen, ...found];
  }, [accounts.data, known, form.values.accountIds]);
  const keyOf = (deskId: number) => entries.find((e) => e.deskId === deskId)?.option.mediaAccountId ?? `#${deskId}`;
  const deskIdOf = (key: string | number) => entries.find((e) => String(e.option.mediaAccountId) === String(key))?.deskId;
  const groupOptions = (groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }));
  const chosenGroups = (groups.data ?? []).filter((g) => form.values.groupIds.includes(g.groupId));
  // The media's goal values, as its creation rules declare them (answered by the server); typed values only when
  // the media declares none (or the list cannot be had: the server still judges what is saved).
  const goalField = field === 'goal' || field === 'deepGoal' ? field : null;
  const goalOptions = useQuery({ ...goalOptionsQuery(media ?? 'toutiao'), enabled: media !== null && goalField !== null });
  const offered = media !== null && goalField !== null ? (goalOptions.data?.[goalField] ?? []) : [];
  const typed = offered.length === 0;
  const valueOptions = goalValueOptions(offered, form.values.values);

  const changeMedia = (next: MediaCode | null) => {
    form.set('media', next);
    // Accounts, groups and goal values belong to one media.
    form.set('accountIds', []);
    form.set('groupIds', []);
    form.set('values', []);
    setKeyword('');
  };

  const submit = () =>
    form.submit((draft) =>
      save.mutate(toSaveRequest(draft, id), {
        onSuccess: () => {
          form.saved();
          Toast.success(T.SAVED);
          void queryClient.invalidateQueries({ predicate: isErrorPreventionQuery });
          void navigate(LIST_PATH);
        },
        onError: form.refuse,
      }),
    );

  const accountsId = form.fieldId('accountIds');
  const valuesId = form.fieldId('values');
  return (
    <PageFrame
      title={rule ? T.EDIT_TITLE(rule.name) : T.EDITOR_TITLE}
      extra={
        <Space>
          <Button onClick={() => void navigate(LIST_PATH)}>{T.BACK}</Button>
          <Button theme="solid" type="primary" loading={save.isPending} onClick={submit}>
            {T.SAVE}
          </Button>
        </Space>
      }
    >
      <form aria-label={T.EDITOR_FORM} onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: 720 }}>
        <FormLayout>
          <TextField form={form} name="name" label={T.NAME} maxLength={RULE_LIMITS.NAME_MAX} onEnter={submit} />
          <FormRow id={form.fieldId('media')} label={T.MEDIA} error={form.errors.media}>
            <Select
              id={form.fieldId('media')}
              aria-labelledby={`${form.fieldId('media')}-label`}
              style={{ width: '100%' }}
              placeholder="请选择"
              value={media ?? undefined}
              optionList={MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code], showTick: false }))}
              validateStatus={form.errors.media ? 'error' : 'default'}
              onChange={(next) => changeMedia((next as MediaCode | undefined) ?? null)}
            />
          </FormRow>
          <RadioField
            form={form}
            name="scope"
            label={T.SCOPE}
            type="button"
            hint={scope === 'all' ? T.SCOPE_ALL_HINT : undefined}
            options={(
              [
                ['all', T.SCOPE_ALL],
                ['accounts', T.SCOPE_ACCOUNT],
                ['groups', T.SCOPE_GROUP],
              ] as const
            ).map(([value, name]) => ({ value: value as ScopeKind, name }))}
          />
          {scope === 'accounts' ? (
            <FormRow id={accountsId} label={T.ACCOUNTS} error={form.errors.accountIds} hint={media ? undefined : T.PICK_MEDIA_FIRST}>
              <MediaAccountSelect
                aria-label={T.ACCOUNTS}
                multiple
                accounts={entries.map((e) => e.option)}
                value={form.values.accountIds.map(keyOf)}
                disabled={media === null}
                loading={accounts.isFetching}
                onSearch={setKeyword}
                onChange={(keys) => form.set('accountIds', keys.map(deskIdOf).filter((id): id is number => id !== undefined))}
                style={{ width: '100%' }}
              />
              {accounts.isError ? <RefusalText message={T.ACCOUNTS_LOAD_FAILED} /> : null}
            </FormRow>
          ) : null}
          {scope === 'groups' ? (
            <>
              <SelectField
                form={form}
                name="groupIds"
                label={T.GROUPS}
                multiple
                filter
                loading={groups.isFetching}
                disabled={media === null}
                hint={media ? undefined : T.PICK_MEDIA_FIRST}
                options={groupOptions}
              />
              {groups.isError ? <RefusalText message={T.GROUPS_LOAD_FAILED} /> : null}
              {chosenGroups.length ? <AccountGroupList aria-label={T.GROUP_ACCOUNTS} groups={chosenGroups} height={200} /> : null}
            </>
          ) : null}
          <SelectField form={form} name="field" label={T.FIELD} options={FIELD_KEYS.map((key) => ({ value: key, label: ERROR_PREVENTION_FIELD_LABELS[key] }))} />
          {field && isGoalField(field) ? (
            <FormRow id={valuesId} label={T.VALUES} error={form.errors.values} hint={media === null ? T.VALUES_PICK_MEDIA : typed ? T.VALUES_HINT : T.VALUES_OPTIONS_HINT}>
              <Select
                id={valuesId}
                aria-labelledby={`${valuesId}-label`}
                multiple
                filter
                allowCreate={typed && !goalOptions.isPending}
                disabled={media === null}
                loading={goalOptions.isFetching}
                style={{ width: '100%' }}
                value={form.values.values}
                optionList={valueOptions}
                validateStatus={form.errors.values ? 'error' : 'default'}
                onChange={(next) => form.set('values', ((next as string[] | undefined) ?? []).map(String))}
              />
              {goalOptions.isError ? <RefusalText message={T.GOAL_OPTIONS_LOAD_FAILED} /> : null}
            </FormRow>
          ) : null}
          {field && !isGoalField(field) ? (
            <>
              <NumberField form={form} name="min" label={T.MIN} precision={2} suffix={T.YUAN} hint={T.RANGE_HINT} />
              <NumberField form={form} name="max" label={T.MAX} precision={2} suffix={T.YUAN} />
            </>
          ) : null}
          <SwitchField form={form} name="enabled" label={T.ENABLED} />
          <RefusalText message={form.refusal} />
        </FormLayout>
      </form>
      {leave}
    </PageFrame>
  );
}

/**
 * The goal select's options: the media's (label, kept by value), then any chosen value the media does not offer
 * (a rule saved before, or typed) so it stays visible and can be removed.
 */
function goalValueOptions(offered: readonly GoalOption[], chosen: readonly string[]) {
  const known = new Set(offered.map((o) => o.value));
  const extra = chosen.filter((v) => !known.has(v)).map((v) => ({ value: v, label: offered.length ? T.VALUE_NOT_OFFERED(v) : v }));
  return [...offered.map((o) => ({ value: o.value, label: o.label })), ...extra];
}
