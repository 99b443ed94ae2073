// The material figures' part of the suite every metrics engine answers (store.contract-suite.ts calls it):
// the same rows on DuckDB and ClickHouse, checked against the port's meaning in plain TypeScript
// (materialFiguresOf / materialTrendOf of @toufang/server-context), not against each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../testing/seeded-random';
import { ZERO_SUMS, type MediaCode } from '@toufang/domain';
import { materialFiguresOf, materialRowKey, materialTrendOf, type MaterialFiguresQuery, type MaterialMetricRow, type MetricsStore } from '@toufang/server-context';

const CUSTOMER = 1;
const OTHER = 2;
const DAYS = Array.from({ length: 12 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);
const MD5 = (n: number) => n.toString(16).padStart(32, '0');


/**
 * Eight materials of customer 1, each in one to three account copies on two media (the same MD5 under
 * different media ids), quiet days left out, ads changing from day to day; one MD5 also in customer 2.
 */
function buildRows(): MaterialMetricRow[] {
  const next = random(20260520);
  const int = (max: number) => Math.floor(next() * (max + 1));
  const rows: MaterialMetricRow[] = [];
  const copies: { md5: string; media: MediaCode; accountId: number; id: string; customerId: number }[] = [];
  for (let m = 1; m <= 8; m++) {
    copies.push({ md5: MD5(m), media: 'toutiao', accountId: 10, id: `7${m}00`, customerId: CUSTOMER });
    if (m % 2 === 0) copies.push({ md5: MD5(m), media: 'toutiao', accountId: 11, id: `7${m}01`, customerId: CUSTOMER });
    if (m % 3 === 0) copies.push({ md5: MD5(m), media: 'gdt', accountId: 20, id: `g-${m}'x`, customerId: CUSTOMER });
  }
  copies.push({ md5: MD5(2), media: 'toutiao', accountId: 90, id: '7200', customerId: OTHER });
  for (const c of copies) {
    for (const d of DAYS) {
      if (next() < 0.3) continue;
      const show = int(500);
      rows.push({ customerId: c.customerId, md5: c.md5, media: c.media, accountId: c.accountId, mediaMaterialId: c.id, day: d, sums: { cost: int(9999) / 100, show, click: int(Math.min(show, 40)), convert: int(5) }, ads: 1 + int(3) });
    }
  }
  return rows;
}

export function describeMaterialFigures(open: () => Promise<MetricsStore>): void {
  describe('material figures', () => {
    let store: MetricsStore;
    const rows = buildRows();
    const held = new Map(rows.map((r) => [materialRowKey(r), r]));
    const q = (extra: Partial<MaterialFiguresQuery> = {}): MaterialFiguresQuery => ({ customerId: CUSTOMER, from: DAYS[0], to: DAYS[DAYS.length - 1], ...extra });
    const expectBoth = async (query: MaterialFiguresQuery) => {
      expect(await store.materialFigures(query)).toEqual(materialFiguresOf(held.values(), query));
      expect(await store.materialTrend(query)).toEqual(materialTrendOf(held.values(), query));
    };

    beforeAll(async () => {
      store = await open();
      await store.writeMaterialDaily(rows);
    });
    afterAll(async () => {
      await store?.close();
    });

    it('sums each MD5 across its accounts and media over the range; ads are each copy’s most in a day, summed', async () => {
      const all = await store.materialFigures(q());
      expect(all.map((f) => f.md5)).toEqual(Array.from({ length: 8 }, (_, i) => MD5(i + 1)));
      await expectBoth(q());
      await expectBoth(q({ from: DAYS[3], to: DAYS[5] }));
      await expectBoth(q({ from: DAYS[7], to: DAYS[7] }));
    });

    it('by media and by MD5; an empty list answers nothing; ranges outside the figures answer nothing (the trend zeros)', async () => {
      await expectBoth(q({ media: ['gdt'] }));
      await expectBoth(q({ md5s: [MD5(2), MD5(3), 'f'.repeat(32)] }));
      expect(await store.materialFigures(q({ md5s: [] }))).toEqual([]);
      expect(await store.materialFigures(q({ from: '2026-06-01', to: '2026-06-03' }))).toEqual([]);
      const trend = await store.materialTrend(q({ from: '2026-04-30', to: '2026-05-01' }));
      expect(trend.map((p) => p.time)).toEqual(['2026-04-30', '2026-05-01']);
      expect(trend[0].sums).toEqual(ZERO_SUMS);
    });

    it('never answers another company’s figures, even for the same MD5', async () => {
      const other = await store.materialFigures({ ...q(), customerId: OTHER });
      expect(other.map((f) => f.md5)).toEqual([MD5(2)]);
      await expectBoth({ ...q(), customerId: OTHER });
      await expectBoth({ ...q(), customerId: 3 });
    });

    describe('writes', () => {
      let local: MetricsStore;
      const base: MaterialMetricRow = { customerId: CUSTOMER, md5: MD5(100), media: 'kuaishou', accountId: 30, mediaMaterialId: 'k1', day: '2026-05-01', sums: { cost: 1, show: 10, click: 1, convert: 0 }, ads: 2 };
      const row = (day: string, cost: number, ads = 2): MaterialMetricRow => ({ ...base, day, sums: { ...base.sums, cost }, ads });
      const total = async (from = '2026-04-01', to = '2026-05-31') => (await local.materialFigures({ customerId: CUSTOMER, from, to }))[0] ?? null;
      beforeAll(async () => {
        local = await open();
      });
      afterAll(async () => {
        await local?.close();
      });

      it('a write of the same copy and day replaces it; a scoped write replaces every day of its copies', async () => {
        await local.writeMaterialDaily([row('2026-05-01', 1), row('2026-05-02', 2, 3), row('2026-05-03', 4)]);
        expect((await total())?.sums.cost).toBe(7);
        expect((await total())?.ads).toBe(3);
        await local.writeMaterialDaily([row('2026-05-02', 10, 1)]);
        expect((await total())?.sums.cost).toBe(15);
        expect((await total())?.ads).toBe(2);
        await local.writeMaterialDaily([row('2026-05-02', 5)], { customerId: CUSTOMER, media: 'kuaishou', accountId: 30, mediaMaterialIds: ['k1'], from: '2026-05-02', to: '2026-05-03' });
        expect((await total())?.sums.cost).toBe(6);
        await local.writeMaterialDaily([], { customerId: CUSTOMER, media: 'kuaishou', accountId: 30, mediaMaterialIds: ['k1'], from: '2026-05-01', to: '2026-05-03' });
        expect(await total()).toBeNull();
      });

      it('prune drops days before the kept range; forget drops an account’s copies; clear empties', async () => {
        await local.writeMaterialDaily([row('2026-05-01', 1), row('2026-05-09', 2), { ...row('2026-05-09', 4), accountId: 31, mediaMaterialId: 'k2' }]);
        await local.prune('2026-05-05', '2026-05-09 00:00');
        expect((await total())?.sums.cost).toBe(6);
        await local.forgetAccounts([31]);
        expect((await total())?.sums.cost).toBe(2);
        expect((await total())?.ads).toBe(2);
        await local.clear();
        expect(await total()).toBeNull();
      });
    });
  });
}
