import { describe, expect, it } from 'vitest';
import { budgetProblem, bulkBudgetProblems, parseBudget } from './budget-rules';

describe('budgets', () => {
  const action = { label: '日预算', min: 300, max: 9_999_999.99, minStep: 50, editsPerDay: 3, allowUnlimited: true };

  it('names the limit a new budget breaks', () => {
    expect(budgetProblem(299, 500, action)).toBe('预算不能低于300元');
    expect(budgetProblem(10_000_000, 500, action)).toBe('预算不能高于9999999.99元');
    expect(budgetProblem(520, 500, action)).toBe('单次修改幅度不能低于50元');
    expect(budgetProblem(550, 500, action)).toBeUndefined();
    expect(budgetProblem(520, null, action)).toBeUndefined();
    expect(budgetProblem(null, 500, action)).toBeUndefined();
    expect(budgetProblem(null, 500, { ...action, allowUnlimited: false })).toBe('请填写预算');
  });

  it('reads 不限 and an empty editor as no budget', () => {
    expect(parseBudget(' 不限 ')).toBeNull();
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('300.5')).toBe(300.5);
  });

  it('lists the rows a bulk budget would break a limit on', () => {
    const rows = [
      { id: '1', name: '甲', budget: 500 },
      { id: '2', name: '乙', budget: 1000 },
    ];
    expect(bulkBudgetProblems(rows, 520, action)).toEqual([{ row: rows[0], reason: '单次修改幅度不能低于50元' }]);
  });
});
