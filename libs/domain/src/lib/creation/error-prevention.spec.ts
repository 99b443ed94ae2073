import { describe, expect, it } from 'vitest';
import { expandTemplate } from './combine';
import { errorPreventionInputOf, errorPreventionValues, evaluateErrorPrevention, refusedValues, type ErrorPreventionRuleDef } from './error-prevention';
import { bodyOf, SPEC3 } from './fixtures';
import type { CreationRow } from './types';

const NOW = Date.UTC(2026, 10, 30, 6, 0);

function setup() {
  const body = bodyOf(SPEC3, { accounts: 2, targeting: 1, materials: 1, titles: 1 });
  body.settings.plan = { budget: 300 };
  body.settings.unit = { goal: 'pay', bidType: 'OCPC', bid: 80, budget: 200, placement: ['1', '2'] };
  const e = expandTemplate(body, SPEC3, { now: NOW });
  if (!e.ok) throw new Error();
  return { body, rows: e.rows };
}

const rule = (r: Partial<ErrorPreventionRuleDef>): ErrorPreventionRuleDef => ({
  id: 7,
  name: '只投表单',
  enabled: true,
  media: 'baidu',
  scope: {},
  field: 'goal',
  allowed: { values: ['form'] },
  ...r,
});

const units = (rows: CreationRow[]) => rows.filter((r) => r.level === 'unit');

describe('evaluateErrorPrevention', () => {
  it('lists per broken rule the rows and their cells, the broken one marked', () => {
    const { body, rows } = setup();
    expect(evaluateErrorPrevention([rule({})], rows, body, SPEC3)).toEqual([
      {
        ruleName: '只投表单',
        ruleId: 7,
        rows: [0, 1].map((a) => ({
          objectLabel: { message: '单元：单元_20261130_1400_1', error: false },
          accountLabel: { message: `账户${a + 1}`, error: false },
          position: { message: '信息流、贴吧', error: false },
          goal: { message: '付费（允许：表单提交）', error: true },
          bid: { message: '80元', error: false },
          budgetAd: { message: '200元', error: false },
          budgetPlan: { message: '300元', error: false },
        })),
      },
    ]);
  });

  it('checks a range, saying what it allows', () => {
    const { body, rows } = setup();
    const [broken] = evaluateErrorPrevention([rule({ field: 'bid', allowed: { min: 1, max: 50 } })], rows, body, SPEC3);
    expect(broken.rows.map((r) => r.bid)).toEqual([
      { message: '80元（允许：1元-50元）', error: true },
      { message: '80元（允许：1元-50元）', error: true },
    ]);
    expect(broken.rows[0].goal).toEqual({ message: '付费', error: false });
    const [plan] = evaluateErrorPrevention([rule({ field: 'budgetPlan', allowed: { max: 200 } })], rows, body, SPEC3);
    expect(plan.rows.map((r) => [r.objectLabel?.message, r.budgetPlan])).toEqual([
      ['计划：计划_20261130_1400_1', { message: '300元（允许：不超过200元）', error: true }],
      ['计划：计划_20261130_1400_1', { message: '300元（允许：不超过200元）', error: true }],
    ]);
  });

  it('leaves out rules nothing breaks, disabled rules and other media', () => {
    const { body, rows } = setup();
    expect(evaluateErrorPrevention([rule({ allowed: { values: ['pay', 'form'] } })], rows, body, SPEC3)).toEqual([]);
    expect(evaluateErrorPrevention([rule({ enabled: false })], rows, body, SPEC3)).toEqual([]);
    expect(evaluateErrorPrevention([rule({ media: 'gdt' })], rows, body, SPEC3)).toEqual([]);
  });

  it('applies a rule to the accounts of its scope only (every account when it names none)', () => {
    const { body, rows } = setup();
    const [r] = evaluateErrorPrevention([rule({ scope: { accountIds: [101] } })], rows, body, SPEC3);
    expect(r.rows.map((x) => x.accountLabel?.message)).toEqual(['账户2']);
    // Groups are resolved by the caller into accountIds; a scope of groups only matches nothing here.
    expect(evaluateErrorPrevention([rule({ scope: { groupIds: [5] } })], rows, body, SPEC3)).toEqual([]);
  });

  it('drops empty, null, 0 and undefined values before validating (shell spec §5)', () => {
    const { body, rows } = setup();
    for (const value of ['', null, 0, undefined, [0, null, '']]) {
      for (const u of units(rows)) u.settings['bid'] = value;
      expect(evaluateErrorPrevention([rule({ field: 'bid', allowed: { min: 1 } })], rows, body, SPEC3)).toEqual([]);
    }
    units(rows)[0].settings['bid'] = [0, 0.5];
    const [r] = evaluateErrorPrevention([rule({ field: 'bid', allowed: { min: 1 } })], rows, body, SPEC3);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0].bid).toEqual({ message: '0.5元（允许：不少于1元）', error: true });
  });
});

describe('errorPreventionValues and refusedValues', () => {
  it('list values without the dropped ones, and refuse those outside the rule', () => {
    expect(errorPreventionValues([1, 0, '', null, undefined, 'a'])).toEqual([1, 'a']);
    expect(errorPreventionValues(0)).toEqual([]);
    expect(refusedValues({ values: ['1', '2'] }, [1, 3])).toEqual([3]);
    expect(refusedValues({ min: 1, max: 2 }, [0.5, 1, 2, 3, 'x'])).toEqual([0.5, 3, 'x']);
  });
});

describe('errorPreventionInputOf', () => {
  it('gives the modal its input: goal, bid as cpxBid, budgets; normalised', () => {
    const { rows } = setup();
    units(rows)[1].settings['bid'] = 0;
    expect(errorPreventionInputOf(rows, SPEC3).slice(0, 3)).toEqual([{ budgetPlan: [300] }, { goal: ['pay'], cpxBid: [80], budgetAd: [200] }, {}]);
    expect(errorPreventionInputOf(rows, SPEC3)[4]).toEqual({ goal: ['pay'], budgetAd: [200] });
  });
});
