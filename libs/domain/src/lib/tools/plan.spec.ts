// What a matched rule does to an object (docs/design/tools.md §6.3, §11): an example for each outcome and reason text,
// and properties of the values actions set (rounded to 分, within the caps and the media's limits, in the asked
// direction) against an exact reference in BigInt.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../china-time';
import { LIMITS, LIMITS_NO_STEP, ruleBody } from './fixtures';
import { adjustValue, planActions, skipPlanned, type PlanObject, type PlanRule, type PlanState, type PlannedAct } from './plan';
import type { AiRuleMediaLimits } from './rule-limits';
import type { AiRuleAction, AiRuleAdjust, AiRuleBody } from './rule-types';
import { AI_RULE_REASON_TEXTS } from './texts';

const NOW = Date.UTC(2026, 10, 30, 2, 0);
const rule = (over: Partial<AiRuleBody> = {}): PlanRule => ({ id: 7, name: '高消耗降预算', createdAt: NOW - 86_400_000, body: ruleBody(over) });
const object = (over: Partial<PlanObject> = {}): PlanObject => ({ objectId: 'p1', budget: 1000, bid: 1.5, paused: false, ...over });
const state = (over: Partial<PlanState> = {}): PlanState => ({ now: NOW, lastAppliedAt: null, triggersToday: 0, finalPausedToday: false, ...over });
const adjust = (over: Partial<AiRuleAdjust> = {}): AiRuleAdjust => ({ type: 'BUDGET', action: 'UP', unit: 'SCALE', value: 20, ...over });

/** One action's plan, reduced to what the record shows. */
function planOne(action: AiRuleAction, obj: Partial<PlanObject> = {}, body: Partial<AiRuleBody> = {}, limits = LIMITS) {
  const [only] = planActions(rule({ actions: [action], ...body }), object(obj), state(), limits);
  if (!only) throw new Error('nothing planned');
  if (only.outcome === 'skipped') return { skipped: only.reason, text: only.text };
  return only.type === 'BUDGET' || only.type === 'BID' ? { before: only.before, after: only.after, note: only.note } : { type: only.type, note: only.note };
}

describe('reason texts', () => {
  it("has a Chinese text for each reason code, the design's words where it gives them", () => {
    expect(AI_RULE_REASON_TEXTS).toEqual({
      cap_reached: '已达规则上限',
      cooldown: '冷却时间内，本次未执行',
      trigger_count: '今日触发次数已达上限',
      media_limit: '超出媒体限制',
      no_change: '调整后的值与当前值相同',
      superseded: '被其他规则覆盖',
      rule_removed: '规则已删除或已修改，本次未执行',
      out_of_scope: '账户已不在规则创建人的数据范围内，本次未执行',
      object_gone: '对象已删除或不存在',
    });
  });
});

describe('planActions', () => {
  it('sets UP, DOWN and TO by amount or share, rounded to the 分 half up', () => {
    expect(planOne(adjust())).toEqual({ before: 1000, after: 1200, note: null });
    expect(planOne(adjust({ action: 'DOWN', unit: 'NUM', value: 150.5 }))).toEqual({ before: 1000, after: 849.5, note: null });
    expect(planOne(adjust({ action: 'TO', unit: 'NUM', value: 2000 }))).toEqual({ before: 1000, after: 2000, note: null });
    expect(planOne(adjust({ value: 10 }), { budget: 1333.33 })).toEqual({ before: 1333.33, after: 1466.66, note: null });
    // 1.15 × 1.1 = 1.265 exactly: half up to 1.27 (a float product would give 1.26).
    expect(planOne(adjust({ type: 'BID', value: 10 }), { bid: 1.15 })).toEqual({ before: 1.15, after: 1.27, note: null });
  });

  it("clamps to the rule's caps (已按上限调整 / 已按下限调整) and skips at them (cap_reached)", () => {
    const caps = { maxBudget: 3000, maxBid: 2, minBid: 0.8 };
    expect(planOne(adjust({ unit: 'NUM', value: 1000 }), { budget: 2500 }, { caps })).toEqual({ before: 2500, after: 3000, note: '已按上限调整' });
    expect(planOne(adjust(), { budget: 3000 }, { caps })).toEqual({ skipped: 'cap_reached', text: '已达规则上限' });
    // A budget someone set above the cap is not lowered by an UP.
    expect(planOne(adjust(), { budget: 3500 }, { caps })).toEqual({ skipped: 'cap_reached', text: '已达规则上限' });
    expect(planOne(adjust({ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.5 }), { bid: 1 }, { caps })).toEqual({ before: 1, after: 0.8, note: '已按下限调整' });
    expect(planOne(adjust({ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.5 }), { bid: 0.8 }, { caps })).toEqual({ skipped: 'cap_reached', text: '已达规则下限' });
    expect(planOne(adjust({ type: 'BID', action: 'TO', unit: 'NUM', value: 5 }), { bid: 1 }, { caps })).toEqual({ before: 1, after: 2, note: '已按上限调整' });
  });

  it("clamps to the media's limits (已按媒体限制调整) and skips at them or under its budget step (media_limit)", () => {
    expect(planOne(adjust({ action: 'DOWN', value: 50 }), { budget: 500 })).toEqual({ before: 500, after: 300, note: '已按媒体限制调整' });
    expect(planOne(adjust({ action: 'DOWN', value: 50 }), { budget: 300 })).toEqual({ skipped: 'media_limit', text: '已达媒体允许的最小值' });
    expect(planOne(adjust({ type: 'BID', unit: 'NUM', value: 100 }), { bid: 9950 })).toEqual({ before: 9950, after: 10_000, note: '已按媒体限制调整' });
    expect(planOne(adjust({ type: 'BID' }), { bid: 10_000 })).toEqual({ skipped: 'media_limit', text: '已达媒体允许的最大值' });
    expect(planOne(adjust({ value: 5 }), { budget: 1000 })).toEqual({ skipped: 'media_limit', text: '调整幅度小于媒体允许的最小幅度100元' });
    expect(planOne(adjust({ value: 5 }), { budget: 1000 }, {}, LIMITS_NO_STEP)).toEqual({ before: 1000, after: 1050, note: null });
    expect(planOne(adjust(), { budget: undefined })).toEqual({ skipped: 'media_limit', text: '该层级没有预算' });
  });

  it('never raises or lowers a 不限 budget, and says when nothing changes (no_change)', () => {
    expect(planOne(adjust(), { budget: null })).toEqual({ skipped: 'no_change', text: '预算为不限' });
    expect(planOne(adjust({ action: 'DOWN', unit: 'NUM', value: 100 }), { budget: null })).toEqual({ skipped: 'no_change', text: '预算为不限' });
    expect(planOne(adjust({ action: 'TO', unit: 'NUM', value: 500 }), { budget: null })).toEqual({ before: null, after: 500, note: null });
    expect(planOne(adjust({ action: 'TO', unit: 'NUM', value: 1000 }))).toEqual({ skipped: 'no_change', text: '调整后的值与当前值相同' });
    expect(planOne(adjust({ type: 'BID', value: 1 }), { bid: 0.2 })).toEqual({ skipped: 'no_change', text: '调整后的值与当前值相同' });
    expect(planOne(adjust({ type: 'BID' }), { bid: null })).toEqual({ skipped: 'no_change', text: '对象未设置出价' });
    expect(planOne({ type: 'PAUSE', action: 'PAUSE' }, { paused: true })).toEqual({ skipped: 'no_change', text: '对象已暂停' });
    expect(planOne({ type: 'PAUSE', action: 'PAUSE' })).toEqual({ type: 'PAUSE', note: null });
    expect(planOne({ type: 'EMAIL', recipients: [{ kind: 'user', userId: 2 }] })).toEqual({ type: 'EMAIL', note: null });
  });

  it('skips every action within the cooldown of the last applied one (cooldown)', () => {
    const r = rule({ actions: [adjust(), { type: 'EMAIL', recipients: [{ kind: 'user', userId: 2 }] }], cooldownMinutes: 60 });
    const inside = planActions(r, object(), state({ lastAppliedAt: NOW - 59 * MINUTE_MS }), LIMITS);
    expect(inside.map((a) => [a.type, a.outcome === 'skipped' && a.reason, a.outcome === 'skipped' && a.text])).toEqual([
      ['BUDGET', 'cooldown', '冷却时间内（60分钟），本次未执行'],
      ['EMAIL', 'cooldown', '冷却时间内（60分钟），本次未执行'],
    ]);
    expect(planActions(r, object(), state({ lastAppliedAt: NOW - 60 * MINUTE_MS }), LIMITS).every((a) => a.outcome === 'planned')).toBe(true);
  });

  it("stops at the day's trigger count (trigger_count), and then pauses once when the final optimisation says so", () => {
    const body = { actions: [adjust()], triggerCount: 2 as const };
    const reached = state({ triggersToday: 2 });
    const outcome = (a: ReturnType<typeof planActions>[number]) => (a.outcome === 'skipped' ? `${a.type} ${a.reason} ${a.text}` : `${a.type} ${a.note}`);
    expect(planActions(rule(body), object(), state({ triggersToday: 1 }), LIMITS).map(outcome)).toEqual(['BUDGET null']);
    expect(planActions(rule(body), object(), reached, LIMITS).map(outcome)).toEqual(['BUDGET trigger_count 今日触发次数已达上限']);
    const final = rule({ ...body, finalOptimisation: 'PAUSE' });
    expect(planActions(final, object(), reached, LIMITS).map(outcome)).toEqual(['PAUSE 最终优化：暂停', 'BUDGET trigger_count 今日触发次数已达上限']);
    const [pause] = planActions(final, object(), reached, LIMITS);
    expect(pause).toMatchObject({ outcome: 'planned', type: 'PAUSE', final: true });
    expect(planActions(final, object(), state({ triggersToday: 2, finalPausedToday: true }), LIMITS).map(outcome)).toEqual(['BUDGET trigger_count 今日触发次数已达上限']);
    expect(planActions(final, object({ paused: true }), reached, LIMITS).map(outcome)).toEqual(['BUDGET trigger_count 今日触发次数已达上限']);
    expect(planActions(rule({ ...body, triggerCount: -1 }), object(), state({ triggersToday: 100 }), LIMITS).map(outcome)).toEqual(['BUDGET null']);
  });

  it('carries the rule and the object on every planned action, for the record and the conflicts', () => {
    const [a] = planActions(rule({ actions: [adjust()], priority: 3 }), object(), state(), LIMITS);
    expect(a).toMatchObject({ ruleId: 7, ruleName: '高消耗降预算', priority: 3, ruleCreatedAt: NOW - 86_400_000, media: 'toutiao', level: 'plan', objectId: 'p1' });
  });

  it("skips a planned action the round does not take, with the reason's text or the media's own words", () => {
    const [a] = planActions(rule({ actions: [adjust()] }), object(), state(), LIMITS) as PlannedAct[];
    if (!a) throw new Error('nothing planned');
    expect(skipPlanned(a, 'rule_removed')).toMatchObject({ outcome: 'skipped', type: 'BUDGET', reason: 'rule_removed', text: '规则已删除或已修改，本次未执行', objectId: 'p1' });
    expect(skipPlanned(a, 'out_of_scope').text).toBe('账户已不在规则创建人的数据范围内，本次未执行');
    expect(skipPlanned(a, 'object_gone').text).toBe('对象已删除或不存在');
    expect(skipPlanned(a, 'media_limit', '当日预算修改次数已达上限')).toMatchObject({ reason: 'media_limit', text: '当日预算修改次数已达上限' });
    expect(skipPlanned(a, 'media_limit')).not.toHaveProperty('after');
  });
});

// ---------- properties ----------

/** before × (1 ± v %) in 分, half up, exactly (v in hundredths of a percent). */
function exactScale(beforeFen: bigint, sign: 1n | -1n, vHundredths: bigint): bigint {
  const num = beforeFen * (10_000n + sign * vHundredths);
  return (2n * num + 10_000n) / 20_000n;
}

const yuan = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((f) => f / 100);

const caseArb = fc
  .record({
    type: fc.constantFrom('BUDGET' as const, 'BID' as const),
    action: fc.constantFrom('UP' as const, 'DOWN' as const, 'TO' as const),
    unit: fc.constantFrom('NUM' as const, 'SCALE' as const),
    num: yuan(0.01, 5000),
    share: yuan(0.01, 100),
    before: yuan(0.01, 20_000),
    maxCap: fc.option(yuan(1, 15_000), { nil: undefined }),
    minCap: fc.option(yuan(0.1, 50), { nil: undefined }),
    minBudget: fc.integer({ min: 1, max: 500 }),
    maxBudget: fc.option(fc.integer({ min: 500, max: 15_000 }), { nil: null }),
    step: fc.constantFrom(0, 0, 1, 100),
  })
  .map((c) => {
    const unit = c.action === 'TO' ? ('NUM' as const) : c.unit;
    const a: AiRuleAdjust = { type: c.type, action: c.action, unit, value: unit === 'SCALE' ? c.share : c.num };
    const limits: AiRuleMediaLimits = { ...LIMITS, minBudget: { plan: c.minBudget }, maxBudget: c.maxBudget, budgetMinStep: c.step };
    const caps = c.type === 'BUDGET' ? { maxBudget: c.maxCap } : { maxBid: c.maxCap, minBid: c.minCap };
    return { a, before: c.before, limits, body: ruleBody({ actions: [a], caps }) };
  });

describe('action values (properties)', () => {
  it("a planned value is in 分, inside the caps and the media's limits, moves the asked way, and is the exact figure unless clamped", () => {
    fc.assert(
      fc.property(caseArb, ({ a, before, limits, body }) => {
        const out = adjustValue(a, before, body, limits);
        const caps = body.caps;
        const lower = a.type === 'BUDGET' ? Math.max(0.01, limits.minBudget.plan ?? 0) : Math.max(limits.bidRange.min, caps.minBid ?? 0);
        const upper = a.type === 'BUDGET' ? Math.min(limits.maxBudget ?? Infinity, caps.maxBudget ?? Infinity) : Math.min(limits.bidRange.max, caps.maxBid ?? Infinity);
        const beforeFen = BigInt(Math.round(before * 100));
        const v = BigInt(Math.round(a.value * 100));
        const exact =
          a.action === 'TO' ? v : a.unit === 'NUM' ? beforeFen + (a.action === 'UP' ? v : -v) : exactScale(beforeFen, a.action === 'UP' ? 1n : -1n, v);
        const exactYuan = Number(exact) / 100;
        // Where the value lands once held inside [lower, upper], as the plain reference.
        const held = Math.min(Math.max(exactYuan, lower), upper);
        const moves = a.action === 'UP' ? held > before : a.action === 'DOWN' ? held < before : held !== before;
        const step = a.type === 'BUDGET' ? limits.budgetMinStep : 0;
        if (lower > upper) {
          expect(out).toEqual({ reason: 'cap_reached', text: '规则的上下限与媒体的限制冲突，无法调整' });
          return;
        }
        if ('after' in out) {
          expect(Number.isInteger(Math.round(out.after * 100)) && Math.abs(out.after * 100 - Math.round(out.after * 100)) < 1e-6).toBe(true);
          expect(out.after).toBeGreaterThanOrEqual(lower);
          expect(out.after).toBeLessThanOrEqual(upper);
          expect(out.after).toBe(held);
          expect(out.note === null).toBe(held === exactYuan);
          expect(moves).toBe(true);
          expect(Math.abs(out.after - before) + 1e-9).toBeGreaterThanOrEqual(step);
        } else {
          expect(['cap_reached', 'media_limit', 'no_change']).toContain(out.reason);
          expect(!moves || Math.abs(held - before) + 1e-9 < step).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
