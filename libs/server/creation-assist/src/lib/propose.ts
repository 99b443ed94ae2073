// The proposal (issue 22 "Assisted creation"): the candidates ranked by their smoothed history, the titles expanded,
// the accounts' bids and budgets, and the materials dealt across the accounts into the template's groups.
import type { components } from '@toufang/api/contract';
import {
  ASSIST,
  DAY_MS,
  expandTitles,
  hasHistory,
  historyPrior,
  proposalMaterialGroups,
  proposalTitleGroups,
  proposeCombination,
  rankByHistory,
  titleRuleOf,
  ZERO_SUMS,
  type MediaCode,
} from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import type { Queryable } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import type { MediaLimits } from '@toufang/server-media';
import { figuresOf, type FileLinks } from '@toufang/server-assets';
import { accountSuggestions, chosenAccounts } from './accounts';
import { materialCandidates, titleCandidates } from './candidates';
import { lowEfficiencyAccounts } from './low-efficiency';
import { ASSIST_TEXTS } from './texts';

type Query = components['schemas']['CreationAssistQuery'];
type Proposal = components['schemas']['CreationAssistProposal'];
type Rates = components['schemas']['CreationAssistRates'];

/** The longest period a proposal reads (the metrics store keeps DELIVERY.METRICS_DAYS; this bounds the work). */
export const ASSIST_MAX_DAYS = 90;

const rates = (r: { ctr: number; cvr: number; cpa: number | null }): Rates => ({
  ctr: Math.round(r.ctr * 1e6) / 1e6,
  cvr: Math.round(r.cvr * 1e6) / 1e6,
  cpa: r.cpa === null ? null : Math.round(r.cpa * 100) / 100,
});
const score = (n: number) => Math.round(n * 1e4) / 1e4;

export interface ProposeDeps {
  db: Queryable;
  metrics: MetricsStore;
  links: FileLinks;
  limits: (media: MediaCode) => MediaLimits;
}

export async function proposeAssist({ db, metrics, links, limits }: ProposeDeps, session: SessionUser, q: Query): Promise<Proposal> {
  const { from, to } = q.period;
  if (from > to) throw badRequest(ASSIST_TEXTS.BAD_PERIOD);
  // Days between two China dates without listing them (a fuzzed period may span centuries).
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1 > ASSIST_MAX_DAYS) throw badRequest(ASSIST_TEXTS.PERIOD_TOO_LONG(ASSIST_MAX_DAYS));
  const accounts = await chosenAccounts(db, session, q.media, q.accountIds);
  const accountIds = accounts.map((a) => a.id);
  const showFigures = session.showPerformance === true;

  // Materials: ranked by history; 低效 in every chosen account: excluded with the reason.
  const materials = await materialCandidates(db, metrics, session, q.media, q.period);
  const lowIn = await lowEfficiencyAccounts(db, materials.map((m) => m.id), accountIds);
  const rankedMaterials = rankByHistory(
    materials.map((m) => {
      const low = lowIn.get(m.id) ?? [];
      return { key: String(m.id), material: m, low, sums: m.figures.sums, excluded: low.length === accountIds.length ? ASSIST_TEXTS.LOW_EFFICIENCY : null };
    }),
  );
  const materialRows = await Promise.all(
    rankedMaterials.slice(0, ASSIST.MAX_RANKED).map(async (r) => ({
      id: r.material.id,
      md5: r.material.md5,
      name: r.material.name,
      kind: r.material.kind,
      thumbnailUrl: await links.link(session.customerId, r.material.md5, 'thumbnail'),
      figures: showFigures ? figuresOf(r.sums, r.material.figures.ads) : null,
      smoothed: rates(r.smoothed),
      score: score(r.score),
      rank: r.rank,
      excludedReason: r.excluded ?? null,
      lowEfficiencyAccountIds: r.low,
    })),
  );

  // Titles: ranked by their titled ads' history, then expanded with the media's word packs and deduplicated.
  const titles = await titleCandidates(db, metrics, session.customerId, q.media, q.period, q.titleGroupIds);
  // Keyed by the library's order, so titles of equal history keep it (and a duplicate loses to the earlier one).
  const rankedTitles = rankByHistory(titles.map((t, i) => ({ key: String(i).padStart(6, '0'), title: t, sums: t.sums ?? ZERO_SUMS })));
  const expanded = new Map(expandTitles(rankedTitles.map((t) => t.title.text), titleRuleOf(q.media)).map((e) => [e.text, e.variants]));
  const titleRows = rankedTitles
    .filter((t) => expanded.has(t.title.text.trim()))
    .slice(0, ASSIST.MAX_RANKED)
    .map((t, i) => ({
      text: t.title.text.trim(),
      titleId: t.title.titleId,
      figures: showFigures && t.title.sums ? figuresOf(t.title.sums, t.title.ads) : null,
      smoothed: rates(t.smoothed),
      score: score(t.score),
      rank: i + 1,
      variants: expanded.get(t.title.text.trim()) ?? [],
    }));

  // Bids and budgets, then the combination over the accounts that have something usable.
  const suggestions = await accountSuggestions(db, metrics, session.customerId, q.media, accounts, limits(q.media), to, q.goal);
  const usable = rankedMaterials.filter((r) => r.rank !== null).map((r) => ({ id: r.material.id, lowEfficiencyAccounts: r.low }));
  const combination = proposeCombination(usable, accountIds, q.maxUsesPerAccount, q.groupSize ?? ASSIST.GROUP_SIZE.default);
  const proposed = combination.filter((a) => a.groups.length > 0);
  const names = new Map(materials.map((m) => [m.id, m.name]));
  const titleTexts = titleRows.flatMap((t) => [t.text, ...t.variants]);

  return {
    period: { from, to },
    hasHistory: hasHistory(rankedMaterials),
    prior: rates(historyPrior(rankedMaterials.filter((r) => r.rank !== null).map((r) => r.sums))),
    materials: materialRows,
    titles: titleRows,
    accounts: suggestions.map((s) => ({ ...s, proposed: proposed.some((p) => p.accountId === s.accountId) })),
    proposal: {
      accountIds: proposed.map((p) => p.accountId),
      materials: proposalMaterialGroups(proposed, (id) => names.get(id) ?? String(id)),
      titles: proposalTitleGroups(titleTexts),
    },
  };
}
