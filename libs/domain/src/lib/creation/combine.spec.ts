import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREATION_EXPAND_MAX_ROWS, combinationProblems, countTemplate, expandTemplate, repeatCount, type Expansion } from './combine';
import { bodyOf, SPEC2, SPEC3 } from './fixtures';
import { CREATION_MAX_ACCOUNTS, CREATION_MAX_REPEATS, CREATION_TASK_MAX_ADS, type CreationVariantSpec } from './spec';
import type { CreationDimension, CreationRow, DimensionMode } from './types';

const NOW = Date.UTC(2026, 10, 30, 6, 5); // 2026-11-30 14:05 China time

function rowsOf(e: Expansion): CreationRow[] {
  if (!e.ok) throw new Error(e.problems.map((p) => p.message).join('; '));
  return e.rows;
}

const perLevel = (rows: CreationRow[]) => rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.level]: (acc[r.level] ?? 0) + 1 }), {});

describe('expandTemplate', () => {
  it('crosses every dimension and puts each child under the parent whose values it carries', () => {
    const body = bodyOf(SPEC3, { accounts: 1, targeting: 2, materials: 2, titles: 1 });
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
    expect(rows.map((r) => `${r.key}<${r.parentKey ?? ''}`)).toEqual([
      '0:plan:1<',
      '0:unit:1<0:plan:1',
      '0:creative:1<0:unit:1',
      '0:creative:2<0:unit:1',
      '0:unit:2<0:plan:1',
      '0:creative:3<0:unit:2',
      '0:creative:4<0:unit:2',
    ]);
    expect(rows.filter((r) => r.level === 'unit').map((r) => r.targeting)).toEqual([[0], [1]]);
    expect(rows.filter((r) => r.level === 'creative').map((r) => [r.materialGroups, r.titleGroups, r.targeting])).toEqual([
      [[0], [0], null],
      [[1], [0], null],
      [[0], [0], null],
      [[1], [0], null],
    ]);
  });

  it('orders the preview by account, then parent, then child, each account with its own parents', () => {
    const rows = rowsOf(expandTemplate(bodyOf(SPEC3, { accounts: 2, targeting: 1, materials: 1, titles: 1 }), SPEC3, { now: NOW }));
    expect(rows.map((r) => r.key)).toEqual(['0:plan:1', '0:unit:1', '0:creative:1', '1:plan:1', '1:unit:1', '1:creative:1']);
    expect(rows.map((r) => r.account)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('pairs values in order', () => {
    const body = bodyOf(SPEC3, { accounts: 1, targeting: 3, materials: 3, titles: 1, modes: { targeting: 'pair', materials: 'pair' } });
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
    const creatives = rows.filter((r) => r.level === 'creative');
    const unitOf = (r: CreationRow) => rows.find((u) => u.key === r.parentKey)?.targeting;
    expect(creatives.map((c) => [unitOf(c), c.materialGroups])).toEqual([
      [[0], [0]],
      [[1], [1]],
      [[2], [2]],
    ]);
  });

  it('refuses pairs of unequal lengths with a Chinese message instead of throwing', () => {
    const body = bodyOf(SPEC3, { accounts: 1, targeting: 2, materials: 3, titles: 1, modes: { targeting: 'pair', materials: 'pair' } });
    const e = expandTemplate(body, SPEC3, { now: NOW });
    expect(e).toEqual({ ok: false, problems: [{ code: 'pair_lengths', message: '一一对应的维度数量须相同：定向包2个，素材组3个', dimensions: ['targeting', 'materials'] }] });
    expect(countTemplate(body, SPEC3)).toEqual({ plan: 0, unit: 0, creative: 0 });
  });

  it('spreads values round-robin across the accounts', () => {
    const body = bodyOf(SPEC3, { accounts: 2, targeting: 1, materials: 5, titles: 1, modes: { materials: 'spread' } });
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
    const groups = (a: number) => rows.filter((r) => r.level === 'creative' && r.account === a).map((r) => r.materialGroups?.[0]);
    expect(groups(0)).toEqual([0, 2, 4]);
    expect(groups(1)).toEqual([1, 3]);
  });

  it('gives every account a value when a spread dimension has fewer values than accounts', () => {
    const body = bodyOf(SPEC3, { accounts: 3, targeting: 2, materials: 1, titles: 1, modes: { targeting: 'spread' } });
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
    expect(rows.filter((r) => r.level === 'unit').map((r) => [r.account, r.targeting])).toEqual([
      [0, [0]],
      [1, [1]],
      [2, [0]],
    ]);
  });

  it('shares all values in one object', () => {
    const body = bodyOf(SPEC3, { accounts: 1, targeting: 1, materials: 3, titles: 2, modes: { materials: 'shared', titles: 'shared' } });
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
    expect(rows.filter((r) => r.level === 'creative').map((r) => [r.materialGroups, r.titleGroups])).toEqual([[[0, 1, 2], [0, 1]]]);
  });

  it('names each level by its rule (or the default) and puts the per-account ids into the settings', () => {
    const body = bodyOf(SPEC3, { accounts: 2, targeting: 1, materials: 1, titles: 1 });
    body.settings.unit = { goal: 'form', bid: 10 };
    body.naming.unit = { parts: [{ kind: 'token', token: 'account' }, { kind: 'text', text: '-' }, { kind: 'token', token: 'targeting' }, { kind: 'text', text: '-' }, { kind: 'token', token: 'seq' }] };
    body.naming.creative = { parts: [{ kind: 'token', token: 'material' }, { kind: 'text', text: '/' }, { kind: 'token', token: 'title' }] };
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
    expect(rows.map((r) => r.name)).toEqual(['计划_20261130_1405_1', '账户1-定向1-1', '素材1/第1个好标题', '计划_20261130_1405_1', '账户2-定向1-1', '素材1/第1个好标题']);
    expect(rows[1].settings).toEqual({ goal: 'form', bid: 10, convId: 'c0' });
    expect(rows[4].settings).toEqual({ goal: 'form', bid: 10, convId: 'c1' });
    rows[1].settings['bid'] = 11;
    expect(body.settings.unit['bid']).toBe(10); // a row's edit is its own
  });

  it('repeats the build with the repeat index, repeats outermost, names of each repeat at its own time', () => {
    const body = bodyOf(SPEC2, { accounts: 1, targeting: 1, materials: 1, titles: 1 });
    body.submission = { submitType: 'submitAdOnly', adsSubmitRule: 'REPEAT', adsSubmitNum: 3, adsSubmitInterval: 60 };
    const rows = rowsOf(expandTemplate(body, SPEC2, { now: NOW }));
    expect(rows.map((r) => [r.key, r.repeat, r.name])).toEqual([
      ['0:group:1', 1, '广告组_20261130_1405_1'],
      ['0:plan:1', 1, '广告计划_20261130_1405_1'],
      ['0:group:2', 2, '广告组_20261130_1505_1'],
      ['0:plan:2', 2, '广告计划_20261130_1505_1'],
      ['0:group:3', 3, '广告组_20261130_1605_1'],
      ['0:plan:3', 3, '广告计划_20261130_1605_1'],
    ]);
    expect(rowsOf(expandTemplate(body, SPEC2, { now: NOW, repeat: 1 }))).toHaveLength(2);
    // A set start: the repeats' names stand for their waves' times.
    body.submission.adsDelaySubmitTime = '2026-11-30 20:00';
    expect(rowsOf(expandTemplate(body, SPEC2, { now: NOW })).filter((r) => r.level === 'plan').map((r) => r.name)).toEqual([
      '广告计划_20261130_2000_1',
      '广告计划_20261130_2100_1',
      '广告计划_20261130_2200_1',
    ]);
  });

  it('suffixes names the rule does not make unique, in the task and against existing names, keeping the rule name', () => {
    const body = bodyOf(SPEC3, { accounts: 1, targeting: 2, materials: 1, titles: 1 });
    body.naming.unit = { parts: [{ kind: 'text', text: '单元A' }] };
    const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW, existingNames: { 0: { unit: ['单元A'] } } }));
    expect(rows.filter((r) => r.level === 'unit').map((r) => [r.name, r.baseName])).toEqual([
      ['单元A-2', '单元A'],
      ['单元A-3', '单元A'],
    ]);
    // 创意 names need not be unique: left alone.
    body.naming.creative = { parts: [{ kind: 'text', text: '创意' }] };
    const creatives = rowsOf(expandTemplate(body, SPEC3, { now: NOW })).filter((r) => r.level === 'creative');
    expect(creatives.map((r) => [r.name, r.baseName])).toEqual([
      ['创意', undefined],
      ['创意', undefined],
    ]);
  });

  it('gives the same rows (keys and names) for the same body', () => {
    const body = bodyOf(SPEC3, { accounts: 3, targeting: 2, materials: 3, titles: 2, modes: { titles: 'spread' } });
    expect(expandTemplate(body, SPEC3, { now: NOW })).toEqual(expandTemplate(structuredClone(body), SPEC3, { now: NOW }));
  });

  it('refuses a task over the cap, naming it, and a template without accounts', () => {
    const body = bodyOf(SPEC2, { accounts: 20, targeting: 10, materials: 6, titles: 5 }); // 6,000 plans
    const e = expandTemplate(body, SPEC2, { now: NOW });
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.problems).toEqual([{ code: 'too_many_ads', message: `单个任务最多创建${CREATION_TASK_MAX_ADS}个广告计划，当前组合共6000个，请减少组合` }]);
    expect(countTemplate(body, SPEC2)).toEqual({ group: 20, plan: 6000 });
    expect(combinationProblems(bodyOf(SPEC2, { accounts: 0, targeting: 1, materials: 1, titles: 1 }), SPEC2)).toEqual([{ code: 'no_accounts', message: '请选择账户' }]);
  });

  it('takes CREATION_MAX_ACCOUNTS accounts and refuses one more, naming the cap', () => {
    expect(CREATION_MAX_ACCOUNTS).toBe(100);
    const atCap = bodyOf(SPEC2, { accounts: CREATION_MAX_ACCOUNTS, targeting: 1, materials: 1, titles: 1 });
    expect(combinationProblems(atCap, SPEC2)).toEqual([]);
    expect(expandTemplate(atCap, SPEC2, { now: NOW }).ok).toBe(true);
    const over = bodyOf(SPEC2, { accounts: CREATION_MAX_ACCOUNTS + 1, targeting: 1, materials: 1, titles: 1 });
    const e = expandTemplate(over, SPEC2, { now: NOW });
    expect(e).toEqual({ ok: false, problems: [{ code: 'too_many_accounts', message: '单个模板最多选择100个账户，当前101个，请减少账户' }] });
    expect(countTemplate(over, SPEC2)).toEqual({ group: 0, plan: 0 });
  });

  it('builds a REPEAT rule at most CREATION_MAX_REPEATS times (the form’s 2–10)', () => {
    expect(CREATION_MAX_REPEATS).toBe(10);
    const body = bodyOf(SPEC2, { accounts: 1, targeting: 1, materials: 1, titles: 1 });
    const repeat = (n: number) => ({ ...body, submission: { ...body.submission, adsSubmitRule: 'REPEAT' as const, adsSubmitNum: n, adsSubmitInterval: 5 } });
    expect(repeatCount(repeat(CREATION_MAX_REPEATS))).toBe(10);
    expect(repeatCount(repeat(CREATION_MAX_REPEATS + 1))).toBe(10);
    const rows = expandTemplate(repeat(CREATION_MAX_REPEATS), SPEC2, { now: NOW });
    expect(rows.ok && Math.max(...rows.rows.map((r) => r.repeat))).toBe(CREATION_MAX_REPEATS);
  });
});

// Property tests: any spec shape (dimensions spread over the levels), any mode mix, any sizes.
const MODES: DimensionMode[] = ['cross', 'pair', 'spread', 'shared'];
const DIMS: CreationDimension[] = ['targeting', 'materials', 'titles'];

const arbSpec = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }))
  .map(([depth, at]): CreationVariantSpec => {
    const levels = (['plan', 'unit', 'creative'] as const).slice(0, depth).map((level, i) => ({
      ...SPEC3.levels[i],
      level,
      delivers: i === Math.min(1, depth - 1),
      dimensions: DIMS.filter((_, d) => Math.min(at[d], depth - 1) === i),
    }));
    return { ...SPEC3, levels, submitLevels: { CAMPAIGN: levels[0].level, PLAN: levels[Math.min(1, depth - 1)].level } };
  });

const arbShape = fc.record({
  accounts: fc.integer({ min: 1, max: 5 }),
  targeting: fc.integer({ min: 0, max: 5 }),
  materials: fc.integer({ min: 0, max: 5 }),
  titles: fc.integer({ min: 0, max: 5 }),
  modes: fc.record({ targeting: fc.constantFrom(...MODES), materials: fc.constantFrom(...MODES), titles: fc.constantFrom(...MODES) }),
});

describe('expandTemplate and countTemplate (properties)', () => {
  it('count == rows per level, for every mode mix; parents come before their children, one level up', () => {
    fc.assert(
      fc.property(arbSpec, arbShape, fc.integer({ min: 1, max: 3 }), (spec, shape, repeat) => {
        const body = bodyOf(spec, shape);
        const e = expandTemplate(body, spec, { now: NOW, repeat });
        const counts = countTemplate(body, spec, { repeat });
        if (!e.ok) {
          expect(e.problems.map((p) => p.code)).toEqual(['pair_lengths']);
          return;
        }
        const got = perLevel(e.rows);
        for (const l of spec.levels) expect(got[l.level] ?? 0).toBe(counts[l.level]);
        const seen = new Map<string, CreationRow>();
        for (const r of e.rows) {
          const i = spec.levels.findIndex((l) => l.level === r.level);
          if (i === 0) expect(r.parentKey).toBeNull();
          else expect(seen.get(r.parentKey ?? '')?.level).toBe(spec.levels[i - 1].level);
          expect(seen.has(r.key)).toBe(false);
          seen.set(r.key, r);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pair with equal lengths: one combination per position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }), (accounts, n) => {
        const body = bodyOf(SPEC3, { accounts, targeting: n, materials: n, titles: n, modes: { targeting: 'pair', materials: 'pair', titles: 'pair' } });
        const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
        const creatives = rows.filter((r) => r.level === 'creative');
        expect(creatives).toHaveLength(accounts * n);
        for (const c of creatives) expect(c.materialGroups).toEqual(c.titleGroups);
      }),
    );
  });

  it('spread deals evenly: per-account counts differ by at most 1, every value used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom<CreationDimension>(...DIMS), (accounts, n, dim) => {
        const shape = { accounts, targeting: 1, materials: 1, titles: 1, modes: { [dim]: 'spread' as const } };
        const body = bodyOf(SPEC3, { ...shape, [dim]: n });
        const rows = rowsOf(expandTemplate(body, SPEC3, { now: NOW }));
        const leaves = rows.filter((r) => r.level === 'creative');
        const per = Array.from({ length: accounts }, (_, a) => leaves.filter((r) => r.account === a).length);
        expect(Math.max(...per) - Math.min(...per)).toBeLessThanOrEqual(1);
        const carried = dim === 'targeting' ? rows.filter((r) => r.level === 'unit').map((r) => r.targeting?.[0]) : leaves.map((r) => (dim === 'materials' ? r.materialGroups : r.titleGroups)?.[0]);
        expect(new Set(carried).size).toBe(n);
      }),
    );
  });

  it('shared yields one combination carrying every value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (accounts, m, t) => {
        const body = bodyOf(SPEC2, { accounts, targeting: 3, materials: m, titles: t, modes: { targeting: 'shared', materials: 'shared', titles: 'shared' } });
        const rows = rowsOf(expandTemplate(body, SPEC2, { now: NOW }));
        const plans = rows.filter((r) => r.level === 'plan');
        expect(plans).toHaveLength(accounts);
        for (const p of plans) expect([p.targeting?.length, p.materialGroups?.length, p.titleGroups?.length]).toEqual([3, m, t]);
      }),
    );
  });

  it('caps: expands exactly when the ads are within CREATION_TASK_MAX_ADS and the rows within the preview limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 3 }), (accounts, t, m, repeat) => {
        const body = bodyOf(SPEC2, { accounts, targeting: t, materials: m, titles: 1 });
        const ads = accounts * t * m * repeat;
        const counts = countTemplate(body, SPEC2, { repeat });
        expect(counts.plan).toBe(ads);
        const tooMany = ads > CREATION_TASK_MAX_ADS || ads + accounts * repeat > CREATION_EXPAND_MAX_ROWS;
        const e = expandTemplate(body, SPEC2, { now: NOW, repeat });
        expect(e.ok).toBe(!tooMany);
        if (!e.ok) expect(e.problems[0].message).toContain(String(CREATION_TASK_MAX_ADS));
      }),
      { numRuns: 60 },
    );
  });
});
