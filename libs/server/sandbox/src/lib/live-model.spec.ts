import fc from 'fast-check';
import { chinaDay, chinaDayStart, DAY_MS, HOUR_MS, MINUTE_MS } from '@toufang/server-media';
import { describe, expect, it } from 'vitest';
import { dayFigures, type Deliverer } from './model';
import { forgetLiveMemos, onAirOf, organicOf, PlanClock, PlanMinutes, roomFigures, roomProducts, roomTotals, streamAt, streamsOf, type LiveAweme } from './live-model';

// The sandbox clock's days around the contract suite's (November 2026).
const DAY0 = chinaDay(Date.parse('2026-11-02T00:00:00+08:00'));
const RUNS = { numRuns: 25 };
const aweme = (k: number, allDay: boolean): LiveAweme => ({ id: String(1_000_000_000_000_000 + k * 7919), name: `沙箱抖音号${k}`, allDay });

/**
 * A live plan with a budget or none, paused or re-bid on the second day, some with a daytime schedule; every
 * third of a 抖音号 that streams a few hours a day (it delivers only on air), the others of a 24-hour room; half
 * follow their settings from the minute they change (decision D3).
 */
function plan(i: number): Deliverer {
  const budgetFen = i % 3 === 0 ? null : 5_000 + i * 997;
  const daytime = '0'.repeat(9).concat('1'.repeat(15)).repeat(7);
  return {
    id: `17${String(i).padStart(14, '0')}`,
    quality: 0.3 + (i % 7) / 10,
    orderValueYuan: { min: 30, span: 100 },
    ...(i % 5 === 0 ? { fast: true } : {}),
    ...(i % 3 === 1 ? { onAir: onAirOf(aweme(i, false)) } : {}),
    ...(i % 2 === 0 ? { perMinute: true } : {}),
    chain: [
      {
        approvedAt: 0,
        share: 1,
        log: [
          { at: 0, status: 'enabled', budgetFen, bidFen: 100 + i * 37, schedule: i % 4 === 0 ? daytime : null },
          { at: chinaDayStart(DAY0 + 1) + i * 600_000, status: i % 2 ? 'paused' : 'enabled', budgetFen, bidFen: 200, schedule: null },
        ],
      },
    ],
  };
}

const products = (id: string) => roomProducts(id, ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'], { min: 30, span: 100 }, (name) => `${id}-${name}`);

describe('live model', () => {
  it("splits a plan's hour into minutes that add up to the hourly report's hour exactly, at any clock, spending only on air", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 * 24 - 1 }), fc.integer({ min: 1, max: HOUR_MS + 30 * MINUTE_MS }), (i, hourOffset, into) => {
        const deliverer = plan(i);
        const start = chinaDayStart(DAY0) + hourOffset * HOUR_MS;
        const now = start + into;
        const minutes = new PlanMinutes(new PlanClock(deliverer, now));
        const sum = { costFen: 0, clicks: 0, pays: 0, payAmountFen: 0 };
        for (let t = start; t < Math.min(now, start + HOUR_MS); t += MINUTE_MS) {
          const end = Math.min(t + MINUTE_MS, now);
          const part = minutes.part(t, end);
          // Off air, a live plan spends nothing (decision D3).
          if (deliverer.onAir && deliverer.onAir(t, end) === 0) expect(part.costFen).toBe(0);
          for (const key of ['costFen', 'clicks', 'pays', 'payAmountFen'] as const) {
            expect(part[key]).toBeGreaterThanOrEqual(0);
            sum[key] += part[key];
          }
        }
        const day = chinaDay(start);
        const hour = dayFigures(deliverer, day, now)[(start - chinaDayStart(day)) / HOUR_MS];
        expect(sum).toEqual({ costFen: hour.costFen, clicks: hour.clicks, pays: hour.pays, payAmountFen: hour.payAmountFen });
      }),
      RUNS,
    );
  });

  it('stops a live plan that follows its settings by the minute from the minute it is paused, the hour still adding up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 8, max: 20 }), fc.integer({ min: 1, max: 58 }), (i, hourOfDay, pausedAt) => {
        const start = chinaDayStart(DAY0 + 2) + hourOfDay * HOUR_MS;
        // A plan of a 24-hour room (always on air), without budget or schedule, paused at minute pausedAt.
        const { onAir: _onAir, ...base } = plan(2 * i);
        const first = { ...base.chain[0].log[0], status: 'enabled' as const, budgetFen: null, schedule: null };
        const paused: Deliverer = { ...base, chain: [{ ...base.chain[0], log: [first, { ...first, at: start + pausedAt * MINUTE_MS, status: 'paused' }] }] };
        const now = start + HOUR_MS;
        const minutes = new PlanMinutes(new PlanClock(paused, now));
        let before = 0;
        let total = 0;
        for (let m = 0; m < 60; m++) {
          const part = minutes.part(start + m * MINUTE_MS, start + (m + 1) * MINUTE_MS);
          if (m >= pausedAt) expect(part.costFen).toBe(0);
          else before += part.costFen;
          total += part.costFen;
        }
        const hour = dayFigures(paused, chinaDay(start), now)[hourOfDay];
        expect(total).toBe(hour.costFen);
        expect(before).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('keeps a 24-hour room on air at any instant, online never below 0, and answers the same tick by tick as read cold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 3 * DAY_MS }), (k, offset) => {
        const room = aweme(k, true);
        const now = chinaDayStart(DAY0) + offset;
        const stream = streamAt(room, now);
        expect(stream).not.toBeNull();
        if (!stream) return;
        const figures = (at: number) => roomFigures(organicOf(stream, products(room.id)), [plan(k), plan(k + 1)].map((d) => new PlanClock(d, at)), at);
        // Read 7 minutes and 5 seconds earlier first (when the stream had begun), then now: the remembered minutes
        // and the ones added since are those a cold reading computes.
        if (now - 7 * MINUTE_MS - 5000 > stream.start) figures(now - 7 * MINUTE_MS - 5000);
        const once = figures(now);
        expect(once.living).toBe(true);
        expect(once.minutes).toHaveLength(Math.floor((Math.floor(now / 1000) * 1000 - stream.start) / MINUTE_MS));
        for (const m of [...once.minutes, ...(once.running ? [once.running] : [])]) {
          expect(m.online).toBeGreaterThanOrEqual(0);
          expect(m.entries).toBeGreaterThanOrEqual(m.adEntries);
        }
        expect(roomTotals(once).online).toBeGreaterThanOrEqual(0);
        forgetLiveMemos();
        expect(figures(now)).toEqual(once);
      }),
      { numRuns: 5 },
    );
  });

  it('streams the other 抖音号 1–2 times on most days, 2–5 hours each, never two at once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 60 }), (k, d) => {
        const streams = streamsOf(aweme(k, false), DAY0 + d);
        expect(streams.length).toBeLessThanOrEqual(2);
        for (const s of streams) {
          expect(s.minutes).toBeGreaterThanOrEqual(120);
          expect(s.minutes).toBeLessThanOrEqual(300);
          expect(s.roomId).toMatch(/^7\d{18}$/);
          expect(s.title).toContain('沙箱');
        }
        if (streams.length === 2) expect(streams[0].end).toBeLessThanOrEqual(streams[1].start);
      }),
      { numRuns: 50 },
    );
  });
});
