// Measures the live model's two goals (docs/design/live-home.md §3.2), outside the test run (no timed assertion):
// one room's minute figures since a 24-hour stream's start (goal under 20 ms), and a 5-second tick of a room with
// 20 live plans (goal under 2 ms). Run: npx tsx libs/server/sandbox/bench/live-model-measure.ts
import { chinaDayStart, chinaDay, HOUR_MS, MINUTE_MS } from '@toufang/server-media';
import type { Deliverer } from '../src/lib/model';
import { organicOf, PlanClock, roomFigures, roomProducts, streamAt, type LiveAweme } from '../src/lib/live-model';

const PLANS = 20;
const plan = (i: number): Deliverer => ({
  id: `17${String(i).padStart(14, '0')}`,
  quality: 0.3 + (i % 7) / 10,
  orderValueYuan: { min: 30, span: 100 },
  // A live plan of the 24-hour room: on air at any hour, its settings read by the minute (decision D3).
  perMinute: true,
  chain: [{ approvedAt: 0, share: 1, log: [{ at: 0, status: 'enabled', budgetFen: i % 3 === 0 ? null : 500_000 + i * 997, bidFen: 300 + i * 37, schedule: null }] }],
});
const catalogue = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(label: string, runs: number, body: (k: number) => void): void {
  for (let k = 0; k < 5; k++) body(-1 - k);
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    body(k);
    times.push(performance.now() - t0);
  }
  console.log(`${label}: median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms over ${runs} runs`);
}

// A 24-hour stream near its end (05:50 the next day: 1,430 closed minutes), a fresh room each run (nothing memoised).
const day = chinaDay(Date.parse('2026-11-02T12:00:00+08:00'));
const late = chinaDayStart(day + 1) + 5 * HOUR_MS + 50 * MINUTE_MS;
const room = (k: number): LiveAweme => ({ id: String(1_000_000_000_000_000 + (k + 100) * 7919), name: '沙箱抖音号', allDay: true });
measure(`since the start of a 24-hour stream, ${PLANS} live plans, cold`, 30, (k) => {
  const aweme = room(k);
  const stream = streamAt(aweme, late);
  if (!stream) throw new Error('no stream');
  const products = roomProducts(aweme.id, catalogue, { min: 30, span: 100 }, (n) => `${aweme.id}${n}`);
  roomFigures(organicOf(stream, products), Array.from({ length: PLANS }, (_, i) => new PlanClock(plan(i), late)), late);
});

// A tick: the same room 5 s later (its stream's organic part memoised, the plans read again, as the engine does).
const aweme = room(10_000);
const stream = streamAt(aweme, late);
if (!stream) throw new Error('no stream');
const products = roomProducts(aweme.id, catalogue, { min: 30, span: 100 }, (n) => `${aweme.id}${n}`);
organicOf(stream, products);
measure(`a 5-second tick of a room with ${PLANS} live plans, 1,430 minutes into its stream`, 60, (k) => {
  const now = late + (k + 10) * 5000;
  roomFigures(organicOf(stream, products), Array.from({ length: PLANS }, (_, i) => new PlanClock(plan(i), now)), now);
});
