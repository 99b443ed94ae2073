// 采用建议: the proposal becomes a template body the editor opens (docs/design/creation.md §5). The server's answer
// already holds the material and title groups in the modes the engine deals them; this adds the accounts, and
// the suggested bid and budget where the variant's spec names the fields (their errorPrevention mapping).
import type { Schemas } from '@toufang/api';
import type { CreationTemplateBody, CreationVariantSpec, LevelSettings, MediaCode } from '@toufang/domain';

export type AssistProposal = Schemas['CreationAssistProposal'];

/** The middle value (the lower of the two middles), null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The proposed accounts' suggested bid: their one value, or the median when they differ (`mixed`). */
export function templateBid(p: AssistProposal): { value: number | null; mixed: boolean } {
  const values = p.accounts.filter((a) => a.proposed && a.bid.value !== null).map((a) => a.bid.value as number);
  return { value: median(values), mixed: new Set(values).size > 1 };
}

/**
 * The body the editor opens with: the proposal's accounts, groups and titles, and the suggestions (and the goal the
 * bids were read for) under the spec's fields.
 */
export function assistBody(media: MediaCode, variant: string, p: AssistProposal, spec?: CreationVariantSpec, goal?: string): CreationTemplateBody {
  const byId = new Map(p.accounts.map((a) => [a.accountId, a]));
  const settings: Partial<Record<string, LevelSettings>> = {};
  if (spec) {
    const bid = templateBid(p).value;
    const budgets = p.accounts.filter((a) => a.proposed && a.budget.value !== null).map((a) => a.budget.value as number);
    const budget = median(budgets);
    for (const level of spec.levels) {
      for (const field of level.fields) {
        const value =
          field.errorPrevention === 'bid' ? bid : field.errorPrevention === 'budgetPlan' || field.errorPrevention === 'budgetAd' ? budget : field.errorPrevention === 'goal' ? (goal ?? null) : null;
        if (value !== null) settings[level.level] = { ...settings[level.level], [field.key]: value };
      }
    }
  }
  return {
    media,
    variant,
    accounts: p.proposal.accountIds.map((id) => {
      const a = byId.get(id);
      return { mediaAccountId: id, advertiserId: a?.advertiserId ?? '', name: a?.name ?? String(id), ids: {} };
    }),
    settings,
    targeting: { mode: 'cross', packs: [] },
    materials: { mode: p.proposal.materials.mode, groups: p.proposal.materials.groups.map((g) => ({ key: g.key, name: g.name, materialIds: [...g.materialIds] })) },
    titles: {
      mode: p.proposal.titles.mode,
      groups: p.proposal.titles.groups.map((g) => ({ key: g.key, name: g.name, titles: [...g.titles], ...(g.titleGroupId !== undefined ? { titleGroupId: g.titleGroupId } : {}) })),
    },
    naming: {},
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
  };
}
