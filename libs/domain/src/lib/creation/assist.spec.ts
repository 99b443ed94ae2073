import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_TITLE_RULES, titleLengthOf, type TitleRule } from '../title-rules';
import {
  clampSuggestion,
  guardRange,
  expandTitles,
  hasHistory,
  historyPrior,
  historyScore,
  normaliseTitleText,
  proposalMaterialGroups,
  proposalTitleGroups,
  proposeCombination,
  rankByHistory,
  smoothRates,
  suggestBid,
  suggestBudget,
  titleFitsRule,
  type HistorySums,
} from './assist';

const sums = (show: number, click: number, convert: number, cost: number): HistorySums => ({ show, click, convert, cost });
const TOUTIAO = MEDIA_TITLE_RULES.toutiao as TitleRule;
const BILIBILI = MEDIA_TITLE_RULES.bilibili as TitleRule;

const arbSums = fc
  .record({ show: fc.integer({ min: 0, max: 1_000_000 }), clickShare: fc.double({ min: 0, max: 1, noNaN: true }), convertShare: fc.double({ min: 0, max: 1, noNaN: true }), cpa: fc.integer({ min: 1, max: 50_000 }) })
  .map(({ show, clickShare, convertShare, cpa }) => {
    const click = Math.floor(show * clickShare);
    const convert = Math.floor(click * convertShare);
    return sums(show, click, convert, convert * cpa / 100 + click * 0.01);
  });

describe('smoothing and score', () => {
  it('pools the prior over the items', () => {
    expect(historyPrior([sums(1000, 10, 1, 50), sums(1000, 30, 3, 70)])).toEqual({ ctr: 0.02, cvr: 0.1, cpa: 30 });
    expect(historyPrior([])).toEqual({ ctr: 0, cvr: 0, cpa: null });
  });

  it('is (clicks + α) / (impressions + α + β) with the prior worth 1,000 impressions', () => {
    const prior = { ctr: 0.02, cvr: 0.1, cpa: 30 };
    const r = smoothRates(sums(500, 25, 5, 100), prior);
    expect(r.ctr).toBeCloseTo((25 + 20) / (500 + 1000), 12);
    expect(r.cvr).toBeCloseTo((5 + 10) / (25 + 100), 12);
    expect(r.cpa).toBeCloseTo((100 + 150) / (5 + 5), 12);
    // No history: exactly the prior, score 1.
    expect(smoothRates(sums(0, 0, 0, 0), prior)).toEqual({ ctr: 0.02, cvr: 0.1, cpa: 30 });
    expect(historyScore(smoothRates(sums(0, 0, 0, 0), prior), prior)).toBe(1);
  });

  it('keeps the smoothed rates between the item’s own and the prior’s', () => {
    fc.assert(
      fc.property(fc.array(arbSums, { minLength: 1, maxLength: 8 }), (items) => {
        const prior = historyPrior(items);
        for (const s of items) {
          const r = smoothRates(s, prior);
          const own = s.show > 0 ? s.click / s.show : prior.ctr;
          expect(r.ctr).toBeGreaterThanOrEqual(Math.min(own, prior.ctr) - 1e-12);
          expect(r.ctr).toBeLessThanOrEqual(Math.max(own, prior.ctr) + 1e-12);
          expect(r.ctr).toBeGreaterThanOrEqual(0);
          expect(r.ctr).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('does not let a material with a handful of impressions beat a proven one', () => {
    const ranked = rankByHistory([
      { key: 'lucky', sums: sums(3, 2, 1, 5) },
      { key: 'proven', sums: sums(200_000, 8000, 400, 8000) },
      { key: 'weak', sums: sums(200_000, 2000, 40, 4000) },
    ]);
    expect(ranked.map((r) => r.key)).toEqual(['proven', 'lucky', 'weak']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('lists excluded items after the ranked ones, unranked, and pools the prior without them', () => {
    const ranked = rankByHistory([
      { key: 'a', sums: sums(1000, 10, 1, 10) },
      { key: 'b', sums: sums(1000, 900, 100, 10), excluded: '低效素材' },
    ]);
    expect(ranked.map((r) => [r.key, r.rank, r.excluded ?? null])).toEqual([['a', 1, null], ['b', null, '低效素材']]);
    expect(ranked[0].score).toBeCloseTo(1, 12);
    expect(hasHistory(ranked)).toBe(true);
    expect(hasHistory([{ key: 'x', sums: sums(0, 0, 0, 0) }, { key: 'y', sums: sums(9, 1, 0, 1), excluded: '低效' }])).toBe(false);
  });

  it('ranks by score, every item once, the same whatever order it was given in', () => {
    fc.assert(
      fc.property(fc.array(arbSums, { minLength: 0, maxLength: 10 }), fc.integer(), (list, seed) => {
        const items = list.map((s, i) => ({ key: `m${i}`, sums: s }));
        const shuffled = [...items].sort((a, b) => ((a.key.length * 31 + seed) % 7) - ((b.key.length * 17 + seed) % 5) || (a.key < b.key ? 1 : -1));
        const ranked = rankByHistory(items);
        expect(rankByHistory(shuffled).map((r) => r.key)).toEqual(ranked.map((r) => r.key));
        expect(new Set(ranked.map((r) => r.key)).size).toBe(items.length);
        for (let i = 1; i < ranked.length; i += 1) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
      }),
    );
  });
});

describe('title expansion', () => {
  it('normalises full-width letters, spaces and case', () => {
    expect(normaliseTitleText(' 夏季 新品ＡＢＣ ')).toBe(normaliseTitleText('夏季新品abc'));
  });

  it('adds the media’s word packs to a title without one, in the rule’s order, and dedupes', () => {
    const out = expandTitles(['夏季新品限时抢购', ' 夏季 新品限时抢购', '{地区}夏季新品限时抢购', '{城市}专享福利来了'], TOUTIAO, 2);
    expect(out).toEqual([
      // {地区}夏季新品限时抢购 is a title of the list: the variant would duplicate it.
      { text: '夏季新品限时抢购', variants: ['{城市}夏季新品限时抢购', '{日期}夏季新品限时抢购'] },
      { text: '{地区}夏季新品限时抢购', variants: [] },
      { text: '{城市}专享福利来了', variants: [] },
    ]);
  });

  it('keeps only what fits the media’s rule (length as it counts, word packs it offers)', () => {
    expect(titleFitsRule('短标题', TOUTIAO)).toBe(false);
    expect(titleFitsRule('{手机品牌}用户专享的福利', MEDIA_TITLE_RULES.gdt as TitleRule)).toBe(false);
    // bilibili has no word packs: titles are kept, never expanded.
    expect(expandTitles(['哔哩哔哩新番推荐来了'], BILIBILI)).toEqual([{ text: '哔哩哔哩新番推荐来了', variants: [] }]);
    // A variant over the maximum length is dropped.
    const long = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九';
    expect(expandTitles([long], TOUTIAO)).toEqual([{ text: long, variants: [] }]);
  });

  it('never answers two texts with the same normalised form, nor one out of the rule', () => {
    const word = fc.constantFrom('夏季', '新品', '限时', '抢购', '{地区}', '{城市}', '{日期}', ' ', 'ＡＢ', 'ab', '福利', '专享');
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join('')), { maxLength: 12 }), (texts) => {
        const out = expandTitles(texts, TOUTIAO);
        const all = out.flatMap((t) => [t.text, ...t.variants]);
        expect(new Set(all.map(normaliseTitleText)).size).toBe(all.length);
        for (const t of all) {
          expect(titleFitsRule(t, TOUTIAO)).toBe(true);
          expect(titleLengthOf(t, TOUTIAO.counting)).toBeLessThanOrEqual(TOUTIAO.maxLength);
        }
        for (const t of out) expect(t.variants.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('bids and budgets', () => {
  const media = { min: 0.1, max: 10_000 };

  it('bids the recent cost per conversion, clamped to the media and then the 防出错 range', () => {
    expect(suggestBid({ cost: 234, convert: 10 }, media)).toEqual({ value: 23.4, raw: 23.4, clampedBy: null, conflict: false });
    expect(suggestBid({ cost: 234, convert: 10 }, media, { min: 30, max: 50 })).toEqual({ value: 30, raw: 23.4, clampedBy: 'errorPrevention', conflict: false });
    expect(suggestBid({ cost: 0.5, convert: 10 }, media)).toEqual({ value: 0.1, raw: 0.05, clampedBy: 'media', conflict: false });
    expect(suggestBid({ cost: 234, convert: 0 }, media)).toEqual({ value: null, raw: null, clampedBy: null, conflict: false });
    // A 防出错 range outside the media's: the media's range wins and the conflict is said.
    expect(suggestBid({ cost: 234, convert: 10 }, media, { min: 20_000 })).toMatchObject({ value: 23.4, conflict: true });
  });

  it('always answers within the media’s range, and within the 防出错 range when they meet', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.record({ min: fc.option(fc.double({ min: 0, max: 2e4, noNaN: true }), { nil: undefined }), max: fc.option(fc.double({ min: 0, max: 2e4, noNaN: true }), { nil: undefined }) }),
        (raw, guard) => {
          const s = clampSuggestion(raw, media, guard);
          expect(s.value).not.toBeNull();
          const v = s.value as number;
          expect(v).toBeGreaterThanOrEqual(media.min);
          expect(v).toBeLessThanOrEqual(media.max);
          if (!s.conflict) {
            if (guard.min !== undefined) expect(v).toBeGreaterThanOrEqual(Math.round(Math.max(guard.min, media.min) * 100) / 100 - 0.005);
            if (guard.max !== undefined) expect(v).toBeLessThanOrEqual(Math.round(Math.min(guard.max, media.max) * 100) / 100 + 0.005);
          }
        },
      ),
    );
  });

  it('reads the 防出错 range of an account from the rules on its fields and scope', () => {
    const rule = (id: number, field: 'bid' | 'budgetPlan' | 'goal', allowed: { min?: number; max?: number } | { values: string[] }, scope: { accountIds?: number[]; groupIds?: number[] } = {}, enabled = true) => ({ id, name: `规则${id}`, enabled, media: 'toutiao' as const, scope, field, allowed });
    const rules = [rule(1, 'bid', { min: 5, max: 80 }), rule(2, 'bid', { max: 50 }, { accountIds: [7] }), rule(3, 'bid', { min: 40 }, { groupIds: [2] }), rule(4, 'goal', { values: ['PAY'] }), rule(5, 'bid', { min: 60 }, {}, false), rule(6, 'budgetPlan', { min: 1000 })];
    expect(guardRange(rules, 7, ['bid'])).toEqual({ min: 5, max: 50 });
    expect(guardRange(rules, 8, ['bid'])).toEqual({ min: 5, max: 80 });
    expect(guardRange(rules, 8, ['budgetPlan', 'budgetAd'])).toEqual({ min: 1000, max: null });
    expect(guardRange([rule(4, 'goal', { values: ['PAY'] })], 8, ['bid'])).toBeNull();
    expect(suggestBid({ cost: 900, convert: 10 }, media, guardRange(rules, 7, ['bid']))).toMatchObject({ value: 50, clampedBy: 'errorPrevention' });
  });

  it('budgets the average daily cost × 1.2 in whole 元, at least the media’s minimum', () => {
    expect(suggestBudget({ cost: 7000, days: 7 }, 300).value).toBe(1200);
    expect(suggestBudget({ cost: 0, days: 7 }, 300)).toMatchObject({ value: 300, clampedBy: 'media' });
    expect(suggestBudget({ cost: 7000, days: 7 }, 300, { max: 1000 })).toMatchObject({ value: 1000, clampedBy: 'errorPrevention' });
  });
});

describe('the combination', () => {
  it('deals the best across accounts, each account leading with a different one', () => {
    const ranked = [1, 2, 3, 4, 5].map((id) => ({ id }));
    const out = proposeCombination(ranked, [101, 102], 1, 2);
    expect(out).toEqual([
      { accountId: 101, groups: [[1, 2], [3, 4]] },
      { accountId: 102, groups: [[2, 3], [4, 5]] },
    ]);
  });

  it('leaves 低效 materials out of their account and drops an account with nothing usable', () => {
    const ranked = [{ id: 1, lowEfficiencyAccounts: [101, 103] }, { id: 2, lowEfficiencyAccounts: [103] }, { id: 3, lowEfficiencyAccounts: [101, 103] }, { id: 4, lowEfficiencyAccounts: [103] }];
    const out = proposeCombination(ranked, [101, 102, 103], 2, 2);
    expect(out.map((a) => a.groups.length)).toEqual([2, 2, 0]);
    expect(out.find((a) => a.accountId === 103)?.groups).toEqual([]);
    expect(out.find((a) => a.accountId === 101)?.groups.flat()).not.toContain(1);
    expect(out.find((a) => a.accountId === 101)?.groups.flat()).not.toContain(3);
  });

  it('interleaves the groups so that spread mode deals each account its own', () => {
    const body = proposalMaterialGroups([{ accountId: 7, groups: [[1, 2], [3]] }, { accountId: 8, groups: [[2, 3], [1]] }], (id) => `素材${id}`);
    expect(body.mode).toBe('spread');
    expect(body.groups.map((g) => g.materialIds)).toEqual([[1, 2], [2, 3], [3], [1]]);
    expect(body.groups[0]).toEqual({ key: 'assist-7-1', name: '素材1+素材2', materialIds: [1, 2] });
    expect(proposalTitleGroups(['a', 'b', 'c', 'd'], 3, 2)).toEqual({ mode: 'cross', groups: [{ key: 'assist-title-1', name: '建议标题组1', titles: ['a', 'b', 'c'] }, { key: 'assist-title-2', name: '建议标题组2', titles: ['d'] }] });
  });

  it('holds its promises for any ranking, accounts and limits', () => {
    const arbRanked = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 15 }).chain((ids) =>
      fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), lowEfficiencyAccounts: fc.subarray([1, 2, 3, 4]) }))),
    );
    fc.assert(
      fc.property(arbRanked, fc.subarray([1, 2, 3, 4], { minLength: 1 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 5 }), (ranked, accounts, maxUses, size) => {
        const out = proposeCombination(ranked, accounts, maxUses, size);
        expect(out.map((a) => a.accountId)).toEqual(accounts);
        const counts = new Set(out.filter((a) => a.groups.length > 0).map((a) => a.groups.length));
        expect(counts.size).toBeLessThanOrEqual(1);
        for (const a of out) {
          const usable = ranked.filter((m) => !m.lowEfficiencyAccounts.includes(a.accountId)).map((m) => m.id);
          const uses = new Map<number, number>();
          for (const g of a.groups) {
            expect(new Set(g).size).toBe(g.length);
            expect(g.length).toBe(Math.min(size, usable.length));
            for (const id of g) {
              expect(usable).toContain(id);
              uses.set(id, (uses.get(id) ?? 0) + 1);
            }
          }
          for (const n of uses.values()) expect(n).toBeLessThanOrEqual(maxUses);
          // The best usable material is in every account that has groups.
          if (a.groups.length > 0 && usable.length > 0 && accounts.indexOf(a.accountId) === 0) expect(a.groups.flat()).toContain(usable[0]);
        }
      }),
    );
  });
});
