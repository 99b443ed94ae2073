import { describe, expect, it } from 'vitest';
import { ZERO_SUMS, type BaseSums } from '../delivery-metrics';
import { budgetReachedHour, deskChecks, median, mediaFindings, movedBid, raisedBudget, sortFindings, updatePagePath, type DiagnosisContext, type DiagnosisObject } from './diagnosis';

const sums = (s: Partial<BaseSums>): BaseSums => ({ ...ZERO_SUMS, ...s });
const NOW = Date.UTC(2026, 11, 1, 12); // 20:00 China time
const LIMITS = { budgetMinStep: 0, minBudget: 300, bidRange: { min: 0.1, max: 5000 } };
const ctx = (over: Partial<DiagnosisContext> = {}): DiagnosisContext => ({
  media: 'toutiao',
  level: 'plan',
  levelLabel: '广告计划',
  limits: LIMITS,
  has: { budget: true, bid: true },
  medians: { account: { ctr: 2, cvr: 10 }, company: { ctr: 2.4, cvr: 8 } },
  goodHours: [],
  hourNow: 20,
  now: NOW,
  ...over,
});
const flat = (perHour: number) => Array.from({ length: 24 }, () => perHour);
const healthy: DiagnosisObject = {
  id: 'p1',
  name: '计划一',
  status: 'enabled',
  review: 'approved',
  budget: 1000,
  bid: 50,
  bidType: null,
  schedule: null,
  createdAt: NOW - 10 * 86_400_000,
  // 点击率 2 %, 转化率 10 %, 转化成本 50 元.
  week: sums({ cost: 5000, show: 100_000, click: 2000, convert: 100 }),
  idle: sums({ cost: 2000, show: 40_000 }),
  yesterdayHours: flat(20),
  todayHours: flat(20),
};
const codes = (o: DiagnosisObject, c = ctx()) => deskChecks(o, c).map((f) => f.code);

describe('the desk checks', () => {
  it('finds nothing in a healthy object', () => {
    expect(codes(healthy)).toEqual([]);
  });

  it('flags a funnel rate below half of both medians, and not below only one', () => {
    // 点击率 0.9 %: under half the account's 2 % (1) and the company's 2.4 % (1.2).
    expect(codes({ ...healthy, week: sums({ ...healthy.week, click: 900, convert: 45, cost: 2250 }) })).toEqual(['funnel_ctr_low']);
    // 点击率 1.1 %: under half the company's (1.2) but not the account's (1).
    expect(codes({ ...healthy, week: sums({ ...healthy.week, click: 1100, convert: 110 }) })).toEqual([]);
    // 转化率 3 % of 2,000 clicks: under 5 and 4.
    expect(codes({ ...healthy, week: sums({ ...healthy.week, convert: 60, cost: 3000 }) })).toEqual(['funnel_cvr_low']);
    // Too few impressions to judge: no finding.
    expect(codes({ ...healthy, week: sums({ cost: 10, show: 999, click: 1 }) })).toEqual([]);
  });

  it('compares conversion cost with 1.2 × a conversion bid, lowers the bid 10 %, and raises it when starved', () => {
    const over = { ...healthy, week: sums({ ...healthy.week, cost: 6100 }) }; // 61 元 > 60
    const [f] = deskChecks(over, ctx());
    expect(f).toMatchObject({ code: 'cost_over_bid', severity: 'medium', fix: { field: 'bid', before: 50, after: 45 } });
    expect(codes({ ...over, week: sums({ ...over.week, cost: 6000 }) })).toEqual([]);
    expect(codes({ ...over, bidType: 'CPC' })).toEqual([]);
    expect(codes({ ...over, bidType: 'ocpm' })).toEqual(['cost_over_bid']);
    // 80 元 > 1.5 × 50: severe; and 7 days of 5 元 a day on a 1,000 元 budget is starved: raise.
    const starved = deskChecks({ ...healthy, week: sums({ cost: 400, show: 20_000, click: 400, convert: 5 }) }, ctx()).find((x) => x.code === 'cost_over_bid');
    expect(starved).toMatchObject({ severity: 'high', fix: { before: 50, after: 55 } });
  });

  it('finds a budget reached before 20:00 yesterday or today, with the hours lost, and raises it 20 % to the media\'s step', () => {
    // 100 元 an hour on a 1,000 元 budget: 950 reached by the end of 9:00-10:00 (10:00), 14 hours lost.
    const limited = { ...healthy, yesterdayHours: flat(100), todayHours: flat(0) };
    const [f] = deskChecks(limited, ctx());
    expect(f).toMatchObject({ code: 'budget_limited', severity: 'high', fix: { field: 'budget', before: 1000, after: 1200 } });
    expect(f.figures).toContainEqual({ label: '昨天达到95%预算', value: '10:00', unit: '' });
    expect(f.figures).toContainEqual({ label: '损失时长', value: 14, unit: '小时' });
    // Reached only at 21:00: not budget-limited.
    const late = Array.from({ length: 24 }, (_, h) => (h === 20 ? 960 : 0));
    expect(codes({ ...healthy, yesterdayHours: late })).toEqual([]);
    // Reached by 20:00 exactly (hour 19 ends at 20:00): 4 hours lost, severe.
    const edge = Array.from({ length: 24 }, (_, h) => (h === 19 ? 960 : 0));
    expect(deskChecks({ ...healthy, yesterdayHours: edge }, ctx())[0]).toMatchObject({ code: 'budget_limited', severity: 'high' });
    // Today's hours after the hour now have not happened.
    expect(codes({ ...healthy, todayHours: edge }, ctx({ hourNow: 18 }))).toEqual([]);
    // A step larger than 20 %: at least the step.
    expect(raisedBudget(300, { ...LIMITS, budgetMinStep: 100 })).toBe(400);
    expect(raisedBudget(333, LIMITS)).toBe(400);
    // A paused object keeps the finding without a fix; 不限 has no check.
    expect(deskChecks({ ...limited, status: 'paused' }, ctx())[0].fix).toBeNull();
    expect(codes({ ...limited, budget: null })).toEqual([]);
  });

  it('names schedule hours off while the account delivers well then', () => {
    const schedule = Array.from({ length: 168 }, (_, slot) => (slot % 24 >= 20 ? '0' : '1')).join('');
    const [f] = deskChecks({ ...healthy, schedule }, ctx({ goodHours: [9, 20, 21] }));
    expect(f).toMatchObject({ code: 'schedule_gap', severity: 'low', fix: null, figures: [{ value: '20:00、21:00' }] });
    expect(codes({ ...healthy, schedule }, ctx({ goodHours: [9, 10] }))).toEqual([]);
  });

  it('pauses an approved, enabled object without an impression in 3 days', () => {
    const idle = { ...healthy, idle: ZERO_SUMS, week: ZERO_SUMS };
    expect(deskChecks(idle, ctx())[0]).toMatchObject({ code: 'creative_idle', fix: { field: 'status', before: 'enabled', after: 'paused' } });
    expect(codes({ ...idle, review: 'reviewing' })).toEqual([]);
    expect(codes({ ...idle, createdAt: NOW - 86_400_000 })).toEqual([]);
  });
});

describe('the media verdicts', () => {
  const verdict = { id: 'p1', review: 'approved', rejectReason: null, learning: 'learned', learningHours: null, costGuarantee: null, lowEfficiencyMaterialIds: [] as string[] };
  const c = { media: 'toutiao' as const, level: 'plan' as const, levelLabel: '广告计划' };
  it('turns refusals, failed learning, 成本保障 and 低效 materials into findings with their fixes', () => {
    const found = mediaFindings(healthy, { ...verdict, review: 'rejected', rejectReason: '含有绝对化用语', learning: 'failed', lowEfficiencyMaterialIds: ['m1', 'm2'], costGuarantee: { state: 'paid', amount: 120.5, from: '2026-11-20', to: '2026-11-26', conversions: 30, costPerConversion: 66 } }, c);
    expect(found.map((f) => f.code)).toEqual(['review_rejected', 'learning_failed', 'cost_guarantee_paid', 'low_efficiency_materials']);
    expect(found[0].explanation).toContain('含有绝对化用语');
    expect(found[3].fix).toMatchObject({ kind: 'replaceMaterials', materialIds: ['m1', 'm2'], link: '/toutiao-app/ad/update/toutiao/p1' });
    expect(mediaFindings(healthy, { ...verdict, learning: 'learning', learningHours: 80 }, c).map((f) => f.code)).toEqual(['learning_long']);
    expect(mediaFindings(healthy, verdict, c)).toEqual([]);
  });
});

describe('helpers', () => {
  it('sorts most severe first, media before desk', () => {
    const f = (severity: 'high' | 'medium' | 'low', source: 'media' | 'desk', code: 'budget_limited' | 'learning_failed' | 'schedule_gap') => ({ severity, source, code, objectId: 'x', objectName: '', title: '', explanation: '', figures: [], fix: null });
    expect(sortFindings([f('low', 'desk', 'schedule_gap'), f('high', 'desk', 'budget_limited'), f('high', 'media', 'learning_failed')]).map((x) => x.code)).toEqual(['learning_failed', 'budget_limited', 'schedule_gap']);
  });
  it('takes medians of the values there are, reaches budgets by hour, moves bids within the range, and knows the update pages', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([null])).toBeNull();
    expect(budgetReachedHour([500, 450], 1000)).toBe(1);
    expect(budgetReachedHour([500, 440], 1000)).toBeNull();
    expect(movedBid(0.1, 'down', LIMITS)).toBeNull();
    expect(movedBid(0.11, 'down', LIMITS)).toBe(0.1);
    expect(updatePagePath('kuaishou', 'plan', '7')).toBe('/kuaishou-app/ad/update/kuaishou/plan?id=7');
    expect(updatePagePath('gdt', 'ad', '7')).toBeNull();
  });
});
