// Test fixtures of the tools specs (not exported by the library): media limits shaped like toutiao's, and a rule body
// builder.
import type { AiRuleMediaLimits } from './rule-limits';
import type { AiRuleBody } from './rule-types';

/** toutiao-like: plans carry a budget and a bid, ads neither; budgets 300 元 up, changes of at least 100 元. */
export const LIMITS: AiRuleMediaLimits = {
  levels: [
    { level: 'plan', has: { budget: true, bid: true } },
    { level: 'ad', has: { budget: false, bid: false } },
    { level: 'delivery-group', has: { budget: true, bid: false } },
  ],
  minBudget: { plan: 300, 'delivery-group': 300 },
  maxBudget: 9_999_999.99,
  budgetMinStep: 100,
  bidRange: { min: 0.1, max: 10_000 },
};

/** The same without a budget step, so a property test's small changes are not all refused by it. */
export const LIMITS_NO_STEP: AiRuleMediaLimits = { ...LIMITS, budgetMinStep: 0 };

/** A valid body: toutiao plans with cost > 500 today pause; overrides on top. */
export function ruleBody(over: Partial<AiRuleBody> = {}): AiRuleBody {
  return {
    name: '消耗过高暂停',
    media: 'toutiao',
    level: 'plan',
    scope: { accountIds: [1], objects: { kind: 'all' } },
    conditions: [{ metric: 'cost', operator: 'MORE', value: 500, window: { kind: 'today' } }],
    join: 'ALL',
    actions: [{ type: 'PAUSE', action: 'PAUSE' }],
    triggerCount: 1,
    finalOptimisation: 'NONE',
    schedule: { everyMinutes: 30, hours: [9, 10, 11], weekdays: [1, 2, 3, 4, 5] },
    cooldownMinutes: 60,
    caps: {},
    priority: 10,
    ...over,
  };
}
