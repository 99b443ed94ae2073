import { describe, expect, it } from 'vitest';
import type { CreationVariantSpec } from '@toufang/domain';
import { assistBody, median, templateBid, type AssistProposal } from './assist-body';

const suggestion = (value: number | null) => ({ value, raw: value, clampedBy: null, conflict: false });
const account = (accountId: number, bid: number | null, budget: number, proposed = true) => ({
  accountId,
  advertiserId: `adv-${accountId}`,
  name: `账户${accountId}`,
  recent: { from: '2026-11-22', to: '2026-11-28', cost: 0, convert: 0, convertCost: null, sameGoal: false },
  bid: suggestion(bid),
  budget: suggestion(budget),
  basis: '',
  proposed,
});

const PROPOSAL: AssistProposal = {
  period: { from: '2026-11-22', to: '2026-11-28' },
  hasHistory: true,
  prior: { ctr: 0.01, cvr: 0.1, cpa: 20 },
  materials: [],
  titles: [],
  accounts: [account(1, 20, 500), account(2, 30, 700), account(3, 10, 900, false)],
  proposal: {
    accountIds: [1, 2],
    materials: { mode: 'spread', groups: [{ key: 'g1', name: 'a', materialIds: [5] }, { key: 'g2', name: 'b', materialIds: [6] }] },
    titles: { mode: 'cross', groups: [{ key: 't1', name: '建议标题组1', titles: ['标题一二三四五'] }] },
  },
};

const SPEC = {
  levels: [
    { level: 'project', fields: [{ key: 'budget', label: '预算', kind: 'money', errorPrevention: 'budgetPlan' }] },
    { level: 'ad', fields: [{ key: 'cpa_bid', label: '出价', kind: 'money', errorPrevention: 'bid' }, { key: 'name', label: '名称', kind: 'text' }] },
  ],
} as unknown as CreationVariantSpec;

describe('the adopted body', () => {
  it('takes the median of the proposed accounts’ suggestions, the lower middle of an even count', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([30, 20])).toBe(20);
    expect(templateBid(PROPOSAL)).toEqual({ value: 20, mixed: true });
  });

  it('holds the proposed accounts, the groups as proposed, and the suggestions under the spec’s fields', () => {
    const body = assistBody('toutiao', 'project', PROPOSAL, SPEC);
    expect(body.accounts).toEqual([
      { mediaAccountId: 1, advertiserId: 'adv-1', name: '账户1', ids: {} },
      { mediaAccountId: 2, advertiserId: 'adv-2', name: '账户2', ids: {} },
    ]);
    expect(body.settings).toEqual({ project: { budget: 500 }, ad: { cpa_bid: 20 } });
    expect(assistBody('toutiao', 'project', PROPOSAL, { ...SPEC, levels: [{ ...SPEC.levels[0], fields: [{ key: 'goal', label: '优化目标', kind: 'select', errorPrevention: 'goal' }] }] }, 'PAY').settings).toEqual({ project: { goal: 'PAY' } });
    expect(body.materials).toEqual(PROPOSAL.proposal.materials);
    expect(body.titles).toEqual(PROPOSAL.proposal.titles);
    expect(body.submission).toEqual({ submitType: 'submitAdOnly', adsSubmitRule: 'NOW' });
    // Without a spec no field is guessed.
    expect(assistBody('toutiao', 'project', PROPOSAL).settings).toEqual({});
  });
});
