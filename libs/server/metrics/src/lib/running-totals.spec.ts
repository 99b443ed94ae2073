// The running totals behind every page (a range's sums are the total at its last day less the total the
// day before its first): kept right through a backfill, a re-sync that changes a day, new days and prune,
// checked for every window against the plain sum of the days. Runs on the engine of the test run
// (testing/test-store.ts: DuckDB in memory, or ClickHouse with TOUFANG_METRICS=clickhouse and CLICKHOUSE_URL).
import { ZERO_SUMS, type BaseSums } from '@toufang/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MetricRow, MetricsStore, ObjectDim } from '@toufang/server-context';
import { addDays, daysBetween } from './sql';
import { openTestStore } from '../testing/test-store';

const FIRST = '2026-05-01';
const ads: ObjectDim[] = ['a1', 'a2', 'a3'].map((objectId, i) => ({
  media: 'toutiao',
  level: 'ad',
  objectId,
  customerId: 1,
  accountId: 10,
  parentId: 'g1',
  name: `广告 ${i + 1}`,
  status: 'enabled',
  budgetFen: null,
  bidFen: null,
  createdAt: Date.UTC(2026, 3, 1),
}));

/** What the store was told, per object and day: the reference every window is checked against. */
type Days = Map<string, Map<string, BaseSums>>;

const figure = (objectId: string, time: string, cost: number, click = 1): MetricRow => ({
  ...ads[0],
  objectId,
  time,
  sums: { ...ZERO_SUMS, cost, show: 10 * click, click },
});

function remember(days: Days, rows: readonly MetricRow[]): void {
  for (const row of rows) {
    const byDay = days.get(row.objectId) ?? new Map<string, BaseSums>();
    byDay.set(row.time, row.sums);
    days.set(row.objectId, byDay);
  }
}

/** The reference: the days' sums of each object over [from, to]. */
function expected(days: Days, from: string, to: string) {
  return ads.map(({ objectId }) => {
    const sums: Record<keyof BaseSums, number> = { ...ZERO_SUMS };
    for (const [time, day] of days.get(objectId) ?? []) {
      if (time < from || time > to) continue;
      for (const key of Object.keys(sums) as (keyof BaseSums)[]) sums[key] = Math.round((sums[key] + day[key]) * 100) / 100;
    }
    return { objectId, sums };
  });
}

// Dozens of windows per test, each a query: a busy machine gets a generous bound.
describe('running totals', { timeout: 60_000 }, () => {
  let store: MetricsStore;
  let days: Days;
  const write = async (rows: MetricRow[]) => {
    await store.writeDaily(rows);
    remember(days, rows);
  };
  const page = (from: string, to: string) =>
    store.query({ customerId: 1, media: 'toutiao', level: 'ad', from, to, sort: { key: 'name', order: 'asc' }, offset: 0, limit: 10 });
  /** Every window of the span, answered as the reference sums it. */
  async function expectEveryWindow(first: string, last: string): Promise<void> {
    const span = daysBetween(first, last);
    for (const from of span) {
      for (const to of span.filter((d) => d >= from)) {
        expect((await page(from, to)).rows, `${from} … ${to}`).toEqual(expected(days, from, to));
      }
    }
  }

  beforeEach(async () => {
    store = await openTestStore();
    days = new Map();
    await store.upsertObjects(ads);
  });
  afterEach(async () => {
    await store?.close();
  });

  it('a backfill of many days at once: every window, the one starting at the first day included', async () => {
    // a1 from the first day, a2 from the third with a quiet day, a3 never.
    await write([
      ...daysBetween(FIRST, addDays(FIRST, 7)).map((d, i) => figure('a1', d, i + 1)),
      figure('a2', addDays(FIRST, 2), 5.5, 3),
      figure('a2', addDays(FIRST, 4), 0.25),
      figure('a2', addDays(FIRST, 5), 7),
    ]);
    await expectEveryWindow(FIRST, addDays(FIRST, 7));
    // The first day alone, and a window from before the first figure: nothing before it counts.
    expect((await page(FIRST, FIRST)).rows[0].sums.cost).toBe(1);
    expect((await page(addDays(FIRST, -5), addDays(FIRST, 1))).rows[0].sums.cost).toBe(3);
  });

  it('a re-sync that changes a past day moves every later total, and a replace that empties a day too', async () => {
    await write(daysBetween(FIRST, addDays(FIRST, 5)).flatMap((d, i) => [figure('a1', d, 10 + i), figure('a2', d, 1)]));
    // The media corrects the second day of a1 (and reports it for a3 for the first time).
    await write([figure('a1', addDays(FIRST, 1), 100, 4), figure('a3', addDays(FIRST, 1), 2)]);
    await expectEveryWindow(FIRST, addDays(FIRST, 5));
    // A scoped re-sync of a2's days 2–3 that no longer reports day 3: that day goes, later totals follow.
    const rows = [figure('a2', addDays(FIRST, 2), 9)];
    await store.writeDaily(rows, { customerId: 1, media: 'toutiao', level: 'ad', objectIds: ['a2'], from: addDays(FIRST, 2), to: addDays(FIRST, 3) });
    days.get('a2')?.delete(addDays(FIRST, 3));
    remember(days, rows);
    await expectEveryWindow(FIRST, addDays(FIRST, 5));
  });

  it('new days carry every total forward, also of objects quiet on them; a day before the first figure counts as empty', async () => {
    await write([figure('a1', FIRST, 1), figure('a2', addDays(FIRST, 1), 2)]);
    // Three days later only a2 delivers; a1's total must still answer the windows that end there.
    await write([figure('a2', addDays(FIRST, 4), 3)]);
    // A backfill of a1 before its first figure.
    await write([figure('a1', addDays(FIRST, -2), 4)]);
    await expectEveryWindow(addDays(FIRST, -3), addDays(FIRST, 5));
  });

  it('after a prune, a window starting at the first kept day subtracts nothing before it', async () => {
    await write(daysBetween(FIRST, addDays(FIRST, 6)).map((d, i) => figure('a1', d, i + 1)));
    await store.prune(addDays(FIRST, 3), `${addDays(FIRST, 6)} 00:00`);
    // Kept: days 4–7 (costs 4, 5, 6, 7); anything before counts as empty.
    expect((await page(addDays(FIRST, 3), addDays(FIRST, 6))).rows[0].sums.cost).toBe(22);
    expect((await page(FIRST, addDays(FIRST, 4))).rows[0].sums.cost).toBe(9);
    expect((await page(addDays(FIRST, 4), addDays(FIRST, 4))).rows[0].sums.cost).toBe(5);
    await write([figure('a1', addDays(FIRST, 7), 8)]);
    expect((await page(addDays(FIRST, 3), addDays(FIRST, 7))).rows[0].sums.cost).toBe(30);
  });
});
