import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_METRICS, LIVE_RATE_KEYS, liveMetricValue, liveRate, roundLiveMetric } from './live-rates';
import { sumLiveMinutes, ZERO_LIVE_SUMS, type LiveMinute, type LiveTotals } from './live-types';

const minute = (m: number, over: Partial<LiveMinute> = {}): LiveMinute => ({
  minute: m,
  at: new Date(Date.UTC(2026, 11, 1, 0, m)).toISOString(),
  online: 0,
  entries: 0,
  watch: 0,
  orders: 0,
  gmvFen: 0,
  refunds: 0,
  refundFen: 0,
  costFen: 0,
  adOrders: 0,
  adGmvFen: 0,
  adEntries: 0,
  ...over,
});

const totals = (over: Partial<LiveTotals>): LiveTotals => ({ ...ZERO_LIVE_SUMS, online: 0, peakOnline: 0, newFollowers: 0, ...over });

describe('live rates (design §2 live-rates.ts)', () => {
  it('the screen’s figures have Chinese titles and units', () => {
    expect(
      (['online', 'entries', 'watch', 'gmv', 'orders', 'conversionRate', 'gpm', 'cost', 'roi', 'avgStay'] as const).map((k) => [
        LIVE_METRICS[k].label,
        LIVE_METRICS[k].unit,
      ]),
    ).toEqual([
      ['在线人数', '人'],
      ['进入人数', '人'],
      ['观看次数', '次'],
      ['成交金额', '元'],
      ['订单数', '单'],
      ['成交转化率', '%'],
      ['千次观看成交金额', '元'],
      ['消耗', '元'],
      ['支付ROI', ''],
      ['平均停留时长', '秒'],
    ]);
  });

  it('each rate from its sums, money from 分', () => {
    const sums = { ...ZERO_LIVE_SUMS, entries: 400, watch: 500, orders: 12, gmvFen: 360_000, costFen: 150_000, adGmvFen: 300_000, onlineMinutes: 1_000 };
    expect(liveRate('conversionRate', sums)).toBe(3); // 12 ÷ 400 × 100
    expect(liveRate('gpm', sums)).toBe(7200); // 3,600 元 ÷ 500 × 1000
    expect(liveRate('roi', sums)).toBe(2); // 3,000 ÷ 1,500
    expect(liveRate('avgStay', sums)).toBe(150); // 1,000 viewer-minutes ÷ 400 entries = 2.5 min
    expect(liveRate('unitPrice', sums)).toBe(300); // 3,600 元 ÷ 12
    expect(liveMetricValue('gmv', totals(sums))).toBe(3600);
    expect(liveMetricValue('online', totals({ online: 321 }))).toBe(321);
    expect(roundLiveMetric('roi', 1.23456)).toBe(1.23);
    expect(roundLiveMetric('avgStay', 150.6)).toBe(151);
  });

  it('a ratio over 0 is null, whatever its numerator', () => {
    const numeratorsOnly = { ...ZERO_LIVE_SUMS, gmvFen: 100, adGmvFen: 100, onlineMinutes: 3 };
    for (const key of LIVE_RATE_KEYS) expect(liveRate(key, numeratorsOnly)).toBeNull();
    expect(liveMetricValue('roi', totals({ adGmvFen: 500 }))).toBeNull();
  });

  it('a window’s rate is its sums’ ratio, not the mean of its minutes’ rates', () => {
    // Minute 0: 1 order of 10 entries (10 %); minute 1: 8 of 90 (8.9 %): 9 of 100 is 9 %, not the 9.4 % of the mean.
    const sums = sumLiveMinutes([minute(0, { entries: 10, orders: 1 }), minute(1, { entries: 90, orders: 8 })]);
    expect(liveRate('conversionRate', sums)).toBe(9);
  });

  it('the sums of minutes split anywhere add up to the sums of all of them', () => {
    const row = fc.record({ online: fc.nat(5000), entries: fc.nat(500), orders: fc.nat(50), gmvFen: fc.nat(10_000_000), costFen: fc.nat(1_000_000) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.nat(30), (rows, cut) => {
        const minutes = rows.map((r, i) => minute(i, r));
        const a = sumLiveMinutes(minutes.slice(0, cut));
        const b = sumLiveMinutes(minutes.slice(cut));
        const all = sumLiveMinutes(minutes);
        return Object.keys(all).every((k) => a[k as keyof typeof a] + b[k as keyof typeof b] === all[k as keyof typeof all]);
      }),
      { numRuns: 50 },
    );
  });
});
