import { describe, expect, it } from 'vitest';
import { ALWAYS_ON, chinaDay, chinaDayStart, DAY_MS, HOUR_MS, hourIndex, scheduleSlot } from '@toufang/server-media';
import { dayFigures, learningOf, MODEL, qualityOf, reviewOf, unitHash, type Deliverer, type Snapshot } from './model';

const START = Date.parse('2026-11-02T00:00:00+08:00'); // a Monday, 00:00 China time
const snapshot = (over: Partial<Snapshot> = {}): Snapshot => ({
  at: START,
  status: 'enabled',
  budgetFen: 50_000,
  bidFen: 500,
  schedule: ALWAYS_ON,
  ...over,
});
const deliverer = (log: Snapshot[], id = '7600000000000000001'): Deliverer => ({
  id,
  chain: [{ log, approvedAt: START, share: 1 }],
  quality: qualityOf(id),
});

describe('the metrics model', () => {
  it('answers the same figures for the same inputs', () => {
    const d = deliverer([snapshot()]);
    const day = chinaDay(START) + 2;
    expect(dayFigures(d, day, START + 10 * DAY_MS)).toEqual(dayFigures(deliverer([snapshot()]), day, START + 10 * DAY_MS));
    expect(unitHash('a', 1)).toBe(unitHash('a', 1));
  });

  it('never spends more than the daily budget, even with a bid that could win far more', () => {
    const d = deliverer([snapshot({ budgetFen: 30_000, bidFen: 100_000 })]);
    for (let day = chinaDay(START); day < chinaDay(START) + 30; day++) {
      const spent = dayFigures(d, day, START + 40 * DAY_MS).reduce((sum, f) => sum + f.costFen, 0);
      expect(spent).toBeLessThanOrEqual(30_000);
      expect(spent).toBeGreaterThan(25_000);
    }
  });

  it('spends a binding budget early and stops when it delivers fast (加速投放), and spreads it over the day otherwise', () => {
    const log = [snapshot({ budgetFen: 30_000, bidFen: 100_000 })];
    const day = chinaDay(START) + 3;
    const now = START + 10 * DAY_MS;
    const fast = dayFigures({ ...deliverer(log), fast: true }, day, now);
    const spent = (hours: typeof fast, upTo: number) => hours.slice(0, upTo).reduce((sum, f) => sum + f.costFen, 0);
    expect(spent(fast, 24)).toBe(30_000);
    // The budget is gone by 20:00, and the evening delivers nothing.
    expect(spent(fast, 20)).toBe(30_000);
    expect(fast.slice(20).every((f) => f.costFen === 0)).toBe(true);
    const even = dayFigures(deliverer(log), day, now);
    expect(spent(even, 20)).toBeLessThan(30_000 * 0.95);
  });

  it('spends and is clicked but converts nobody when marked so (NO_CONVERSIONS), as it would otherwise', () => {
    const log = [snapshot({ budgetFen: 100_000, bidFen: 2_000 })];
    const day = chinaDay(START) + 3;
    const now = START + 10 * DAY_MS;
    const total = (hours: ReturnType<typeof dayFigures>, key: 'costFen' | 'clicks' | 'activations' | 'registrations' | 'pays') => hours.reduce((sum, f) => sum + f[key], 0);
    const none = dayFigures({ ...deliverer(log), noConversions: true }, day, now);
    const usual = dayFigures(deliverer(log), day, now);
    expect(total(none, 'costFen')).toBe(total(usual, 'costFen'));
    expect(total(none, 'clicks')).toBe(total(usual, 'clicks'));
    expect(total(usual, 'activations')).toBeGreaterThan(0);
    expect([total(none, 'activations'), total(none, 'registrations'), total(none, 'pays')]).toEqual([0, 0, 0]);
  });

  it('holds a budget lowered during the day to what is left of it', () => {
    const noon = START + 12 * HOUR_MS;
    const d = deliverer([snapshot({ budgetFen: 200_000, bidFen: 100_000 }), snapshot({ at: noon, budgetFen: 10_000, bidFen: 100_000 })]);
    const hours = dayFigures(d, chinaDay(START), START + DAY_MS);
    const morning = hours.slice(0, 12).reduce((sum, f) => sum + f.costFen, 0);
    const afternoon = hours.slice(12).reduce((sum, f) => sum + f.costFen, 0);
    expect(morning).toBeGreaterThan(10_000);
    expect(afternoon).toBe(0);
  });

  it('delivers nothing in hours the schedule switches off, nor while paused, nor before now', () => {
    const daytime = Array.from({ length: 7 }, () => '0'.repeat(8) + '1'.repeat(16)).join('');
    const d = deliverer([snapshot({ schedule: daytime })]);
    const hours = dayFigures(d, chinaDay(START), START + DAY_MS);
    for (const f of hours) expect(f.costFen > 0).toBe(daytime[scheduleSlot(f.hour)] === '1');
    const paused = deliverer([snapshot(), snapshot({ at: START + 6 * HOUR_MS, status: 'paused' })]);
    expect(dayFigures(paused, chinaDay(START), START + DAY_MS).slice(6).every((f) => f.costFen === 0)).toBe(true);
    const upToNow = dayFigures(deliverer([snapshot()]), chinaDay(START), START + 5.5 * HOUR_MS);
    expect(upToNow.slice(6).every((f) => f.costFen === 0)).toBe(true);
    expect(upToNow[5].costFen).toBeGreaterThan(0);
  });

  it('keeps every count consistent: clicks under impressions, conversions under clicks', () => {
    for (const f of dayFigures(deliverer([snapshot()]), chinaDay(START) + 1, START + 3 * DAY_MS)) {
      expect(f.clicks).toBeLessThanOrEqual(f.impressions);
      expect(f.conversions).toBeLessThanOrEqual(f.clicks);
      expect(f.registrations).toBeLessThanOrEqual(f.activations);
      expect(f.pays).toBeLessThanOrEqual(f.registrations);
      expect(hourIndex(chinaDayStart(chinaDay(START) + 1))).toBeLessThanOrEqual(f.hour);
    }
  });
});

describe('成交金额 (payAmount)', () => {
  const orderValueYuan = { min: 50, span: 250 };
  it('is each hour\'s pays times an order value from a hash, in whole 分; none where the media counts none', () => {
    const d = { ...deliverer([snapshot({ budgetFen: 2_000_000, bidFen: 20_000 })]), orderValueYuan };
    const hours = dayFigures(d, chinaDay(START) + 1, START + 3 * DAY_MS);
    expect(hours.some((f) => f.pays > 0)).toBe(true);
    for (const f of hours) {
      expect(Number.isInteger(f.payAmountFen)).toBe(true);
      expect(f.payAmount).toBe(f.payAmountFen / 100);
      expect(f.payAmountFen).toBeGreaterThanOrEqual(f.pays * orderValueYuan.min * 100 - 1);
      expect(f.payAmountFen).toBeLessThanOrEqual(f.pays * (orderValueYuan.min + orderValueYuan.span) * 100 + 1);
    }
    expect(dayFigures(d, chinaDay(START) + 1, START + 3 * DAY_MS)).toEqual(hours);
    const plain = dayFigures(deliverer([snapshot({ budgetFen: 2_000_000, bidFen: 20_000 })]), chinaDay(START) + 1, START + 3 * DAY_MS);
    expect(plain.every((f) => f.payAmount === 0)).toBe(true);
    expect(plain.map((f) => f.pays)).toEqual(hours.map((f) => f.pays));
  });
});

describe('review and learning', () => {
  it('reviews for a while, then approves, or refuses absolute claims with the word named', () => {
    const created = START;
    const early = reviewOf('1', '春季上新', created, created + 60_000);
    expect(early.status).toBe('reviewing');
    expect(reviewOf('1', '春季上新', created, early.decidedAt).status).toBe('approved');
    const refused = reviewOf('1', '全网最低价', created, created + DAY_MS);
    expect(refused).toMatchObject({ status: 'rejected' });
    expect(refused.reason).toContain('“最”');
    expect(early.decidedAt - created).toBeGreaterThanOrEqual(MODEL.reviewMinutes.min * 60_000);
  });

  it('learns while conversions gather, then ends or fails when the window closes', () => {
    const strong = deliverer([snapshot({ budgetFen: 10_000_000, bidFen: 20_000 })]);
    expect(learningOf(strong, START - 1)).toBe('none');
    expect(learningOf(strong, START + 1)).toBe('learning');
    expect(learningOf(strong, START + 3 * DAY_MS)).toBe('learned');
    const weak = deliverer([snapshot({ budgetFen: 10_000, bidFen: 10 })]);
    expect(learningOf(weak, START + 2 * DAY_MS)).toBe('learning');
    expect(learningOf(weak, START + MODEL.learningWindowHours * HOUR_MS + 2 * HOUR_MS)).toBe('failed');
  });
});
