// 辅助创建 (ad-ai-create/{variant}/{temp_id}, issue 22 "Assisted creation"): the page first says in plain words what
// it computes, from what, and that no language model is involved; the person picks accounts, the period of history,
// and how often one material may be used per account; the server ranks and proposes (libs/server/creation-assist);
// 采用建议 turns the proposal into a template body and opens it in the creation editor, where every row can be
// edited in the preview before anything is submitted.
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ASSIST, chinaDate, chinaDay, type CreationTemplateBody, type CreationVariantSpec, type MediaCode } from '@toufang/domain';
import { FormLayout, FormRow, NumberField, SelectField, useForm } from '@toufang/form-kit';
import { Banner, Button, DateRangePicker, Spin, Typography, type DateRangeValue } from '@toufang/ui';
import { assistBody, type AssistProposal } from './assist-body';
import { assistAccountsQuery, assistTitleGroupsQuery, proposeAssistMutation } from './assist-queries';
import { AssistResults } from './assist-results';
import { ASSIST_TEXTS as T } from './texts';
import './assist-page.css';

export interface AssistPageProps {
  media: MediaCode;
  /** The variant's creation rules: the suggested bid and budget go under its fields. */
  spec?: CreationVariantSpec;
  /** The editor the adopted body opens in (the kit's editor, given the body as its starting template). */
  renderEditor?: (body: CreationTemplateBody) => ReactNode;
  /** Today as a China date (tests); default now. */
  today?: string;
}

const schema = z.object({
  accountIds: z.array(z.number()).check(z.minLength(1, T.NEED_ACCOUNTS)),
  maxUsesPerAccount: z.nullable(z.number()).check(z.refine((v) => v !== null && v >= ASSIST.MAX_USES_PER_ACCOUNT.min && v <= ASSIST.MAX_USES_PER_ACCOUNT.max, `${ASSIST.MAX_USES_PER_ACCOUNT.min}-${ASSIST.MAX_USES_PER_ACCOUNT.max}`)),
  groupSize: z.nullable(z.number()).check(z.refine((v) => v !== null && v >= ASSIST.GROUP_SIZE.min && v <= ASSIST.GROUP_SIZE.max, `${ASSIST.GROUP_SIZE.min}-${ASSIST.GROUP_SIZE.max}`)),
  titleGroupIds: z.array(z.number()),
});

type Values = { accountIds: number[]; maxUsesPerAccount: number | null; groupSize: number | null; titleGroupIds: number[] };

/** The last 7 closed China days: today's figures are still growing. */
function lastWeek(today: string): DateRangeValue {
  const end = chinaDay(Date.parse(`${today}T12:00:00+08:00`)) - 1;
  return [chinaDate(end - (ASSIST.RECENT_DAYS - 1)), chinaDate(end)];
}

export function AssistPage({ media, spec, renderEditor, today = chinaDate(chinaDay(Date.now())) }: AssistPageProps) {
  const { variant = '' } = useParams();
  const accounts = useQuery(assistAccountsQuery(media));
  const titleGroups = useQuery(assistTitleGroupsQuery());
  const propose = useMutation(proposeAssistMutation);
  const [period, setPeriod] = useState<DateRangeValue>(() => lastWeek(today));
  const [adopted, setAdopted] = useState<CreationTemplateBody | null>(null);
  const form = useForm<Values>({
    initial: { accountIds: [], maxUsesPerAccount: ASSIST.MAX_USES_PER_ACCOUNT.default, groupSize: ASSIST.GROUP_SIZE.default, titleGroupIds: [] },
    schema,
  });

  const generate = () =>
    form.submit((v) => {
      setAdopted(null);
      propose.mutate({
        media,
        variant,
        accountIds: v.accountIds,
        period: { from: period[0], to: period[1] },
        maxUsesPerAccount: v.maxUsesPerAccount as number,
        groupSize: v.groupSize as number,
        ...(v.titleGroupIds.length > 0 ? { titleGroupIds: v.titleGroupIds } : {}),
      });
    });

  const proposal: AssistProposal | undefined = propose.data ?? undefined;
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name}（${a.advertiserId}）${a.sandbox ? '沙箱' : ''}` }));
  const groupOptions = (titleGroups.data?.records ?? []).map((g) => ({ value: g.id, label: g.name }));
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
            {/* 采用建议 opens the editor in this page; a media page that has none yet offers only the proposal. */}
            {canAdopt && renderEditor ? (
              <Button theme="solid" type="primary" onClick={() => setAdopted(assistBody(media, variant, proposal, spec))}>
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
      {adopted ? (
        <section className="assist-editor" aria-label={T.ADOPTED}>
          <Banner type="success" closeIcon={null} description={T.ADOPTED} />
          {renderEditor?.(adopted)}
        </section>
      ) : null}
    </div>
  );
}
