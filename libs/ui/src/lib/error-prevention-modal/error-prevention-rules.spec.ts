import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  ERROR_PREVENTION_COLUMN_KEYS,
  ERROR_PREVENTION_COLUMN_TITLES,
  GOAL_BID_ARRAY_KEYS,
  REMOVED_ARRAY_VALUES,
  bidColumnsShown,
  checkErrorPrevention,
  errorPreventionColumns,
  normaliseErrorPreventionInput,
  type ErrorPreventionRule,
} from './error-prevention-rules';

const rule: ErrorPreventionRule = {
  ruleName: '出价上限',
  ruleId: 12,
  rows: [{ objectLabel: { message: '计划A', error: false }, bid: { message: '出价需不高于 5 元', error: true } }],
};

describe('columns (shell spec §3)', () => {
  it('are objectLabel, accountLabel, position, goal, deepGoal, bid, deepBid, budgetPlan, budgetAd with Chinese headers', () => {
    expect(ERROR_PREVENTION_COLUMN_KEYS).toEqual(['objectLabel', 'accountLabel', 'position', 'goal', 'deepGoal', 'bid', 'deepBid', 'budgetPlan', 'budgetAd']);
    expect(ERROR_PREVENTION_COLUMN_TITLES).toEqual({
      objectLabel: '对象',
      accountLabel: '账户',
      position: '版位',
      goal: '优化目标',
      deepGoal: '深度优化目标',
      bid: '出价',
      deepBid: '深度出价',
      budgetPlan: '计划预算',
      budgetAd: '广告预算',
    });
  });
});

describe('normaliseErrorPreventionInput (widgets spec §5)', () => {
  it("removes '', null, 0 and undefined from arrays", () => {
    expect(REMOVED_ARRAY_VALUES).toEqual(['', null, 0, undefined]);
    const [out] = normaliseErrorPreventionInput([{ position: ['feed', '', null, 0, undefined, 'search'], tags: [0, false, 'a'] }]);
    expect(out).toEqual({ position: ['feed', 'search'], tags: [false, 'a'] });
  });

  it('drops goal and bid arrays left empty, keeps other empty arrays', () => {
    expect(GOAL_BID_ARRAY_KEYS).toEqual(['goal', 'deepGoal', 'bid', 'bidGoal', 'deepBid', 'deepBidGoal', 'roiBid', 'roiBidGoal', 'cpxBid']);
    const item = Object.fromEntries(GOAL_BID_ARRAY_KEYS.map((k) => [k, [0, '', null]]));
    const [out] = normaliseErrorPreventionInput([{ ...item, position: [''], budget: 300 }]);
    expect(out).toEqual({ position: [], budget: 300 });
  });

  it('keeps goal and bid arrays that still have values', () => {
    const [out] = normaliseErrorPreventionInput([{ goal: ['CONVERT', ''], cpxBid: [0, 1.5] }]);
    expect(out).toEqual({ goal: ['CONVERT'], cpxBid: [1.5] });
  });

  it('leaves out fields whose value is undefined, keeps null, 0 and empty text outside arrays', () => {
    const [out] = normaliseErrorPreventionInput([{ a: undefined, b: null, c: 0, d: '' }]);
    expect(out).toEqual({ b: null, c: 0, d: '' });
    expect(Object.prototype.hasOwnProperty.call(out, 'a')).toBe(false);
  });

  it('does not change the given items', () => {
    const items = [{ goal: [0], bid: [1, 0] }];
    const copy = structuredClone(items);
    normaliseErrorPreventionInput(items);
    expect(items).toEqual(copy);
  });

  it('never leaves a removed value in an array nor an empty goal or bid array', () => {
    const value = fc.oneof(fc.constantFrom<unknown>('', null, 0, undefined), fc.string(), fc.integer(), fc.boolean());
    const key = fc.constantFrom('goal', 'deepGoal', 'bid', 'cpxBid', 'roiBid', 'position', 'budgetPlan', 'other');
    fc.assert(
      fc.property(fc.array(fc.dictionary(key, fc.oneof(fc.array(value), value))), (items) => {
        const out = normaliseErrorPreventionInput(items);
        expect(out).toHaveLength(items.length);
        for (const item of out) {
          for (const [k, v] of Object.entries(item)) {
            expect(v).not.toBeUndefined();
            if (!Array.isArray(v)) continue;
            for (const x of v) expect(REMOVED_ARRAY_VALUES.includes(x)).toBe(false);
            if (GOAL_BID_ARRAY_KEYS.includes(k)) expect(v.length).toBeGreaterThan(0);
          }
        }
      }),
    );
  });
});

describe('bid columns (widgets spec §5)', () => {
  it('hides both bid columns without cpxBid, roiBid or a goal roiSource', () => {
    expect(bidColumnsShown([{ budget: 1 }])).toEqual({ bid: false, deepBid: false });
    expect(errorPreventionColumns([{ budget: 1 }])).toEqual(['objectLabel', 'accountLabel', 'position', 'goal', 'deepGoal', 'budgetPlan', 'budgetAd']);
  });

  it('shows 出价 with cpxBid or roiSource goal, 深度出价 with roiBid or roiSource deepGoal', () => {
    expect(bidColumnsShown([{ cpxBid: [1] }])).toEqual({ bid: true, deepBid: false });
    expect(bidColumnsShown([{ roiSource: 'goal' }])).toEqual({ bid: true, deepBid: false });
    expect(bidColumnsShown([{ roiBid: [2] }])).toEqual({ bid: false, deepBid: true });
    expect(bidColumnsShown([{ roiSource: 'deepGoal' }])).toEqual({ bid: false, deepBid: true });
    expect(bidColumnsShown([{ roiSource: 'other' }])).toEqual({ bid: false, deepBid: false });
    expect(errorPreventionColumns([{ cpxBid: 1 }, { roiBid: 2 }])).toEqual([...ERROR_PREVENTION_COLUMN_KEYS]);
  });

  it('counts a field that exists even when it is not an array, but not an undefined one', () => {
    expect(bidColumnsShown([{ cpxBid: 3.5 }]).bid).toBe(true);
    expect(bidColumnsShown([{ cpxBid: undefined }]).bid).toBe(false);
  });
});

describe('checkErrorPrevention (widgets spec §4)', () => {
  it('opens the modal and does not proceed when validation returns results', async () => {
    const proceed = vi.fn();
    const onBlocked = vi.fn();
    const validate = vi.fn().mockResolvedValue([rule]);
    const outcome = await checkErrorPrevention([{ cpxBid: [0, 3], goal: [''] }], validate, proceed, { onBlocked });
    expect(validate).toHaveBeenCalledWith([{ cpxBid: [3] }]);
    expect(proceed).not.toHaveBeenCalled();
    const columns = ['objectLabel', 'accountLabel', 'position', 'goal', 'deepGoal', 'bid', 'budgetPlan', 'budgetAd'];
    expect(onBlocked).toHaveBeenCalledWith({ rules: [rule], columns, input: [{ cpxBid: [3] }] });
    expect(outcome).toEqual({ status: 'blocked', rules: [rule], columns, input: [{ cpxBid: [3] }] });
  });

  it('proceeds when validation returns no results', async () => {
    const proceed = vi.fn();
    const onBlocked = vi.fn();
    for (const result of [[], null, undefined]) {
      const outcome = await checkErrorPrevention([{ a: 1 }], () => result, proceed, { onBlocked });
      expect(outcome).toEqual({ status: 'proceeded', input: [{ a: 1 }] });
    }
    expect(proceed).toHaveBeenCalledTimes(3);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('waits for an asynchronous proceed', async () => {
    const order: string[] = [];
    await checkErrorPrevention([], () => [], async () => {
      await Promise.resolve();
      order.push('proceeded');
    });
    order.push('returned');
    expect(order).toEqual(['proceeded', 'returned']);
  });

  it('bypasses the check with the debug flag', async () => {
    const proceed = vi.fn();
    const validate = vi.fn();
    const outcome = await checkErrorPrevention([{ a: 1 }], validate, proceed, { debug: true });
    expect(outcome).toEqual({ status: 'bypassed' });
    expect(validate).not.toHaveBeenCalled();
    expect(proceed).toHaveBeenCalledTimes(1);
  });

  it('does not proceed when validation fails', async () => {
    const proceed = vi.fn();
    await expect(checkErrorPrevention([], () => Promise.reject(new Error('网络错误')), proceed)).rejects.toThrow('网络错误');
    expect(proceed).not.toHaveBeenCalled();
  });
});
