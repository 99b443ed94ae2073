// 辅助创建 (ad-ai-create/{variant}/{temp_id}, issue 22 "Assisted creation"): the page first says in plain words what
// it computes, from what, and that no language model is involved; the person picks accounts, the period of history,
// and how often one material may be used per account; the server ranks and proposes (libs/server/creation-assist);
// 采用建议 turns the proposal into a template body and opens it in the variant's creation editor (the body rides
// the navigation, as baidu's steps carry theirs), where every row can be edited in the preview before anything is
// submitted.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ASSIST, chinaDate, chinaDay, mediaAdPath, type CreationVariantSpec, type MediaCode } from '@toufang/domain';
import { FormLayout, FormRow, NumberField, SelectField, useForm } from '@toufang/form-kit';
import { Banner, Button, DateRangePicker, Spin, Typography, type DateRangeValue } from '@toufang/ui';
import { assistBody, type AssistProposal } from './assist-body';
import { assistAccountsQuery, assistTitleGroupsQuery, proposeAssistMutation } from './assist-queries';
import { AssistResults } from './assist-results';
import { ASSIST_TEXTS as T } from './texts';
import './assist-page.css';

export interface AssistPageProps {
  media: MediaCode;
  /** The media's creation rules (`<CODE>_CREATION`): the route's variant picks one; the suggestions go under its fields. */
  variants: readonly CreationVariantSpec[];
  /** Today as a China date (tests); default now. */
  today?: string;
}

/** baidu's variant is a flow of three routes: the editor opens on its first step. */
const FLOW_STEPS: readonly string[] = ['basic-settings', 'preview-submit', 'submit-success'];

/**
 * The editor's route for the variant (the kit's editorPath, written out here so this page's chunk does not
 * carry the editor): `/{media}-app/ad/ad-speed-create[/variant]/{temp_id}`.
 */
export function assistEditorPath(spec: CreationVariantSpec, tempId: string): string {
  const segment = FLOW_STEPS.includes(spec.variant) ? FLOW_STEPS[0] : spec.variant;
  return `/${mediaAdPath(spec.media, 'ad-speed-create', ...(segment ? [segment] : []), tempId)}`;
}

/** The route's variant (ad-ai-create/{variant}/…): the spec of that segment, else the media's first. */
export function assistVariant(variants: readonly CreationVariantSpec[], segment: string | undefined): CreationVariantSpec | undefined {
  return variants.find((v) => v.variant === segment) ?? variants[0];
}

const schema = z.object({
  accountIds: z.array(z.number()).check(z.minLength(1, T.NEED_ACCOUNTS)),
  maxUsesPerAccount: z.nullable(z.number()).check(z.refine((v) => v !== null && v >= ASSIST.MAX_USES_PER_ACCOUNT.min && v <= ASSIST.MAX_USES_PER_ACCOUNT.max, `${ASSIST.MAX_USES_PER_ACCOUNT.min}-${ASSIST.MAX_USES_PER_ACCOUNT.max}`)),
  groupSize: z.nullable(z.number()).check(z.refine((v) => v !== null && v >= ASSIST.GROUP_SIZE.min && v <= ASSIST.GROUP_SIZE.max, `${ASSIST.GROUP_SIZE.min}-${ASSIST.GROUP_SIZE.max}`)),
  titleGroupIds: z.array(z.number()),
  goal: z.nullable(z.string()),
});

type Values = { accountIds: number[]; maxUsesPerAccount: number | null; groupSize: number | null; titleGroupIds: number[]; goal: string | null };

/** The last 7 closed China days: today's figures are still growing. */
function lastWeek(today: string): DateRangeValue {
  const end = chinaDay(Date.parse(`${today}T12:00:00+08:00`)) - 1;
  return [chinaDate(end - (ASSIST.RECENT_DAYS - 1)), chinaDate(end)];
}

export function AssistPage({ media, variants, today = chinaDate(chinaDay(Date.now())) }: AssistPageProps) {
  const params = useParams();
  const navigate = useNavigate();
  const spec = assistVariant(variants, params['variant']);
  const variant = spec?.variant ?? params['variant'] ?? '';
  // A template's id opens that template with the proposal over it; anything else a new one.
  const tempId = /^[1-9]\d*$/.test(params['temp_id'] ?? '') ? (params['temp_id'] as string) : 'new';
  const accounts = useQuery(assistAccountsQuery(media));
  const titleGroups = useQuery(assistTitleGroupsQuery());
  const propose = useMutation(proposeAssistMutation);
  const [period, setPeriod] = useState<DateRangeValue>(() => lastWeek(today));
  const form = useForm<Values>({
    initial: { accountIds: [], maxUsesPerAccount: ASSIST.MAX_USES_PER_ACCOUNT.default, groupSize: ASSIST.GROUP_SIZE.default, titleGroupIds: [], goal: null },
    schema,
  });

  const generate = () =>
    form.submit((v) => {
      propose.mutate({
        media,
        variant,
        accountIds: v.accountIds,
        period: { from: period[0], to: period[1] },
        maxUsesPerAccount: v.maxUsesPerAccount as number,
        groupSize: v.groupSize as number,
        ...(v.titleGroupIds.length > 0 ? { titleGroupIds: v.titleGroupIds } : {}),
        ...(v.goal ? { goal: v.goal } : {}),
      });
    });

  const proposal: AssistProposal | undefined = propose.data ?? undefined;
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name}（${a.advertiserId}）${a.sandbox ? '沙箱' : ''}` }));
  const groupOptions = (titleGroups.data?.records ?? []).map((g) => ({ value: g.id, label: g.name }));
  // The variant's 优化目标 (the field its 防出错 calls goal): the bid is then read from that goal's recent cost.
  const goalField = spec?.levels.flatMap((l) => l.fields).find((f) => f.errorPrevention === 'goal' && f.options);
  const canAdopt = proposal !== undefined && proposal.proposal.materials.groups.length > 0;

  return (
    <div className="assist-page">
      <Typography.Title heading={4}>{T.TITLE}</Typography.Title>
      <Typography.Paragraph className="assist-explain">{T.WHAT_IT_DOES}</Typography.Paragraph>
      <FormLayout>
        <SelectField form={form} name="accountIds" label={T.ACCOUNTS} options={accountOptions} multiple filter placeholder={T.ACCOUNTS_PLACEHOLDER} loading={accounts.isPending} empty={[]} />
        <FormRow id="assist-period" label={T.PERIOD}>
          <DateRangePicker value={period} onChange={setPeriod} max={today} aria-label={T.PERIOD} />
        </FormRow>
        <NumberField form={form} name="maxUsesPerAccount" label={T.MAX_USES} min={ASSIST.MAX_USES_PER_ACCOUNT.min} max={ASSIST.MAX_USES_PER_ACCOUNT.max} precision={0} />
        <NumberField form={form} name="groupSize" label={T.GROUP_SIZE} min={ASSIST.GROUP_SIZE.min} max={ASSIST.GROUP_SIZE.max} precision={0} />
        {goalField ? <SelectField form={form} name="goal" label={T.GOAL} options={goalField.options ?? []} showClear /> : null}
        <SelectField form={form} name="titleGroupIds" label={T.TITLE_GROUPS} options={groupOptions} multiple filter placeholder={T.TITLE_GROUPS_PLACEHOLDER} loading={titleGroups.isPending} empty={[]} />
      </FormLayout>
      <Button theme="solid" type="primary" onClick={generate} loading={propose.isPending}>
        {proposal ? T.REGENERATE : T.GENERATE}
      </Button>

      {propose.isPending ? (
        <div className="assist-loading">
          <Spin />
          <span>{T.LOADING}</span>
        </div>
      ) : null}
      {proposal && !propose.isPending ? (
        proposal.hasHistory ? (
          <>
            <AssistResults proposal={proposal} />
            {canAdopt && spec ? (
              <Button
                theme="solid"
                type="primary"
                onClick={() =>
                  navigate(assistEditorPath(spec, tempId), { state: { body: assistBody(media, variant, proposal, spec, propose.variables?.goal), name: '' } })
                }
              >
                {T.ADOPT}
              </Button>
            ) : canAdopt ? null : (
              <Banner type="warning" closeIcon={null} description={T.NOTHING_TO_ADOPT} />
            )}
          </>
        ) : (
          <Banner type="info" closeIcon={null} description={T.NO_HISTORY} />
        )
      ) : null}
    </div>
  );
}
