// The tools' reads in the suite every metrics engine answers (store.contract-suite.ts calls it): windowSums
// (the rules' window sums, chunked) and pivot (效果分析报告), the same rows on DuckDB and ClickHouse, checked
// against a plain reference here that sums the rows and divides (design tools §5.1, §6.3).
import { addSums, BASE_METRICS, metricValue, ZERO_SUMS, type BaseSums, type DeliveryStatusClass, type MediaCode } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../testing/seeded-random';
import type { MetricRow, MetricsStore, ObjectDim, PivotAnswer, PivotKey, PivotQuery, WindowSumsQuery, WindowSumsRow } from '@toufang/server-context';

const CUSTOMER = 1;
const OTHER = 2;
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
/** Hours of the last two days: the edges of each China day and a few inside. */
const HOURS = [0, 1, 9, 22, 23];
const LEVELS = { toutiao: 'plan', gdt: 'group' } as const;
const STATUSES: DeliveryStatusClass[] = ['enabled', 'paused', 'reviewing', 'rejected', 'deleted'];

interface World {
  objects: ObjectDim[];
  daily: MetricRow[];
  hourly: MetricRow[];
}

const hour = (d: string, h: number) => `${d} ${String(h).padStart(2, '0')}:00`;

/**
 * Customer 1: toutiao plans in accounts 10 and 11, gdt groups in account 20, each account's own row; customer
 * 2 has the same plan ids in its account 90. The account rows are drawn on their own (a real account row is
 * the sum of every delivering level, more than the plans here), so an answer shows which rows it read.
 */
function buildWorld(): World {
  const next = random(20260401);
  const int = (max: number) => Math.floor(next() * (max + 1));
  const objects: ObjectDim[] = [];
  const object = (customerId: number, media: MediaCode, level: string, objectId: string, accountId: number, name: string, status: DeliveryStatusClass): ObjectDim => ({
    media,
    level,
    objectId,
    customerId,
    accountId,
    parentId: level === 'account' ? null : String(accountId),
    name,
    status,
    budgetFen: null,
    bidFen: null,
    createdAt: Date.UTC(2026, 2, 1),
  });
  for (let i = 1; i <= 14; i++) {
    const theme = ['春季', '618', "O'Brien"][i % 3];
    // Names a naming rule wrote (主题_层级_序号), and a few it did not.
    const name = i % 5 === 0 ? `手工计划${i}` : `${theme}_计划_${i}`;
    objects.push(object(CUSTOMER, 'toutiao', 'plan', `t${String(i).padStart(2, '0')}`, i % 2 === 0 ? 10 : 11, name, STATUSES[i % STATUSES.length]));
  }
  for (let i = 1; i <= 6; i++) objects.push(object(CUSTOMER, 'gdt', 'group', `g${i}`, 20, `${i % 2 === 0 ? '春季' : '双11'}_广告_${i}`, 'enabled'));
  for (const [media, account] of [['toutiao', 10], ['toutiao', 11], ['gdt', 20]] as const) objects.push(object(CUSTOMER, media, 'account', String(account), account, `账户${account}`, 'enabled'));
  for (const o of objects.filter((x) => x.media === 'toutiao' && x.level === 'plan').slice(0, 4)) objects.push({ ...o, customerId: OTHER, accountId: 90, name: '他司计划' });
  objects.push(object(OTHER, 'toutiao', 'account', '90', 90, '他司账户', 'enabled'));

  const daily: MetricRow[] = [];
  const hourly: MetricRow[] = [];
  const sums = (scale: number): BaseSums => {
    const show = int(60 * scale);
    const click = int(Math.min(show, 9 * scale));
    const active = int(click);
    return { cost: int(5000 * scale) / 100, show, click, convert: int(click), active, register: int(active), pay: int(2), payAmount: int(9000) / 100 };
  };
  const silent = new Set(['t07', 'g3']);
  for (const o of objects) {
    if (silent.has(o.objectId)) continue;
    const row = (time: string, s: BaseSums): MetricRow => ({ media: o.media, level: o.level, objectId: o.objectId, customerId: o.customerId, accountId: o.accountId, time, sums: s });
    for (const d of DAYS) if (next() > 0.3) daily.push(row(d, sums(o.level === 'account' ? 5 : 1)));
    if (o.level === 'account') continue;
    for (const d of DAYS.slice(-2)) for (const h of HOURS) if (next() > 0.35) hourly.push(row(hour(d, h), sums(0.3)));
  }
  return { objects, daily, hourly };
}

// ---------- the reference ----------

function referenceWindow(world: World, q: WindowSumsQuery): WindowSumsRow[] {
  const rows = q.granularity === 'day' ? world.daily : world.hourly;
  const out: WindowSumsRow[] = [];
  for (const o of world.objects) {
    if (o.customerId !== q.customerId || o.media !== q.media || o.level !== q.level || !q.accountIds.includes(o.accountId)) continue;
    if (q.objectIds && !q.objectIds.includes(o.objectId)) continue;
    if (q.statuses ? !q.statuses.includes(o.status) : o.status === 'deleted') continue;
    if (q.nameParts) {
      const parts = o.name.split(q.nameParts.separator);
      if (parts.length !== q.nameParts.parts || !q.nameParts.equals.every((e) => e.values.includes(parts[e.index] as string))) continue;
    }
    let s = ZERO_SUMS;
    for (const r of rows) {
      if (r.customerId === o.customerId && r.media === o.media && r.level === o.level && r.objectId === o.objectId && r.time >= q.from && r.time <= q.to) s = addSums(s, r.sums);
    }
    if (BASE_METRICS.some((m) => s[m] !== 0)) out.push({ objectId: o.objectId, accountId: o.accountId, sums: s });
  }
  return out;
}

function referencePivot(world: World, q: PivotQuery): PivotAnswer {
  const objectRows = q.groupBy.includes('plan') || q.groupBy.includes('namePart') || q.nameParts !== undefined;
  const groups = new Map<string, { key: PivotKey; sums: BaseSums; order: (string | number)[] }>();
  let totals = ZERO_SUMS;
  for (const r of world.daily) {
    if (r.customerId !== q.customerId || !q.accountIds.includes(r.accountId) || (q.media && !q.media.includes(r.media))) continue;
    if (r.time < q.from || r.time > q.to) continue;
    if (objectRows ? (q.levels as Record<string, string>)[r.media] !== r.level : r.level !== 'account') continue;
    const o = world.objects.find((x) => x.customerId === r.customerId && x.media === r.media && x.level === r.level && x.objectId === r.objectId) as ObjectDim;
    const parts = (sep: string) => o.name.split(sep);
    if (q.nameParts) {
      const p = parts(q.nameParts.separator);
      if (p.length !== q.nameParts.parts || !q.nameParts.equals.every((e) => e.values.includes(p[e.index] as string))) continue;
    }
    const key: PivotKey = {};
    // Order: null last, so it sorts after every text.
    const order: (string | number)[] = [];
    for (const d of q.groupBy) {
      if (d === 'media') order.push((key.media = r.media));
      if (d === 'account') order.push((key.accountId = r.accountId));
      if (d === 'project') {
        key.projectId = q.accountProjects?.get(r.accountId) ?? null;
        order.push(key.projectId ?? Number.MAX_SAFE_INTEGER);
      }
      if (d === 'date') order.push((key.date = r.time));
      if (d === 'plan') {
        key.plan = { media: r.media, level: r.level, objectId: r.objectId, name: o.name };
        order.push(`${r.media}\u0000${r.objectId}`);
      }
      if (d === 'namePart' && q.namePart) {
        const p = parts(q.namePart.separator);
        key.namePart = p.length === q.namePart.parts ? (p[q.namePart.index] as string) : null;
        order.push(key.namePart ?? '\uffff');
      }
    }
    const id = JSON.stringify(order);
    const group = groups.get(id) ?? { key, sums: ZERO_SUMS, order };
    groups.set(id, { ...group, sums: addSums(group.sums, r.sums) });
    totals = addSums(totals, r.sums);
  }
  const rows = [...groups.values()].sort((a, b) => {
    for (let i = 0; i < a.order.length; i++) if (a.order[i] !== b.order[i]) return a.order[i] < b.order[i] ? -1 : 1;
    return 0;
  });
  return { rows: rows.map(({ key, sums }) => ({ key, sums })), totals };
}

const byObject = (rows: WindowSumsRow[]) => [...rows].sort((a, b) => (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0));

async function chunksOf(store: MetricsStore, q: WindowSumsQuery): Promise<WindowSumsRow[][]> {
  const chunks: WindowSumsRow[][] = [];
  for await (const chunk of store.windowSums(q)) chunks.push(chunk);
  return chunks;
}

export function describeToolReads(open: () => Promise<MetricsStore>): void {
  describe('the tools’ reads (design tools §5.1): windowSums and pivot', () => {
    const world = buildWorld();
    let store: MetricsStore;
    beforeAll(async () => {
      store = await open();
      await store.upsertObjects(world.objects);
      await store.writeDaily(world.daily);
      await store.writeHourly(world.hourly);
    });
    afterAll(async () => {
      await store?.close();
    });

    const windowQuery = (over: Partial<WindowSumsQuery> = {}): WindowSumsQuery => ({
      customerId: CUSTOMER,
      media: 'toutiao',
      level: 'plan',
      accountIds: [10, 11],
      from: DAYS[2],
      to: DAYS[8],
      granularity: 'day',
      ...over,
    });
    const expectWindow = async (q: WindowSumsQuery) => {
      const rows = (await chunksOf(store, q)).flat();
      expect(byObject(rows)).toEqual(byObject(referenceWindow(world, q)));
      return rows;
    };

    describe('windowSums', () => {
      it('a day window sums the day rows of its China days, edges included; objects without figures are absent', async () => {
        const rows = await expectWindow(windowQuery());
        expect(rows.length).toBeGreaterThan(5);
        expect(rows.map((r) => r.objectId)).not.toContain('t07');
        for (const [from, to] of [
          [DAYS[8], DAYS[8]],
          [DAYS[0], DAYS[9]],
          [DAYS[9], DAYS[9]],
          ['2026-03-20', DAYS[0]],
        ]) {
          await expectWindow(windowQuery({ from, to }));
        }
        // Past the last figure: nothing, not the last days' figures.
        expect((await chunksOf(store, windowQuery({ from: '2026-04-11', to: '2026-04-20' }))).flat()).toEqual([]);
      });

      it('an hour window sums the hourly rows of exactly its hours, across the China midnight; a day window never reads them', async () => {
        const whole = await expectWindow(windowQuery({ granularity: 'hour', from: hour(DAYS[8], 0), to: hour(DAYS[8], 23) }));
        const day = await expectWindow(windowQuery({ from: DAYS[8], to: DAYS[8] }));
        // The world draws hours and days apart: a store mixing them would answer one for the other.
        expect(byObject(whole)).not.toEqual(byObject(day));
        const midnight = await expectWindow(windowQuery({ granularity: 'hour', from: hour(DAYS[8], 23), to: hour(DAYS[9], 0) }));
        expect(midnight.length).toBeGreaterThan(0);
        await expectWindow(windowQuery({ granularity: 'hour', from: hour(DAYS[8], 1), to: hour(DAYS[8], 22) }));
        await expectWindow(windowQuery({ granularity: 'hour', from: hour(DAYS[8], 22), to: hour(DAYS[9], 9) }));
        await expectWindow(windowQuery({ granularity: 'hour', from: hour(DAYS[9], 23), to: hour(DAYS[9], 23) }));
      });

      it('answers in chunks of at most chunkSize rows, every object once', async () => {
        const q = windowQuery({ from: DAYS[0], to: DAYS[9], chunkSize: 3 });
        const chunks = await chunksOf(store, q);
        const all = referenceWindow(world, q);
        expect(all.length).toBeGreaterThan(7);
        expect(chunks.map((c) => c.length)).toEqual([...Array.from({ length: Math.floor(all.length / 3) }, () => 3), ...(all.length % 3 ? [all.length % 3] : [])]);
        expect(byObject(chunks.flat())).toEqual(byObject(all));
        // A reader may stop early: the rest is not read (and the store still answers the next read).
        for await (const chunk of store.windowSums(q)) {
          expect(chunk).toHaveLength(3);
          break;
        }
        expect(await chunksOf(store, windowQuery({ from: DAYS[0], to: DAYS[9] }))).toHaveLength(1);
      });

      it('by accounts, ids, status and name parts; never another company’s objects nor another level’s', async () => {
        await expectWindow(windowQuery({ accountIds: [10] }));
        expect((await chunksOf(store, windowQuery({ accountIds: [] })))).toEqual([]);
        const some = await expectWindow(windowQuery({ objectIds: ['t01', 't02', 't04', 't07', 'nope'], accountIds: [10, 11, 90] }));
        expect(some.map((r) => r.objectId).sort()).toEqual(['t01', 't02']);
        await expectWindow(windowQuery({ statuses: ['deleted', 'paused'] }));
        await expectWindow(windowQuery({ nameParts: { separator: '_', parts: 3, equals: [{ index: 0, values: ['春季', "O'Brien"] }] } }));
        await expectWindow(windowQuery({ media: 'gdt', level: 'group', accountIds: [20] }));
        const other = await expectWindow(windowQuery({ customerId: OTHER, accountIds: [90] }));
        expect(other.map((r) => r.accountId)).toEqual(other.map(() => 90));
        await expectWindow(windowQuery({ level: 'account', accountIds: [10, 11], granularity: 'day' }));
      });

      it('refuses a window it cannot answer as asked: bounds out of order or of the wrong kind, or before what was pruned', async () => {
        await expect(chunksOf(store, windowQuery({ from: DAYS[5], to: DAYS[4] }))).rejects.toThrow(RangeError);
        await expect(chunksOf(store, windowQuery({ granularity: 'hour', from: DAYS[8], to: DAYS[9] }))).rejects.toThrow(RangeError);
        await expect(chunksOf(store, windowQuery({ from: hour(DAYS[8], 0), to: hour(DAYS[8], 5) }))).rejects.toThrow(RangeError);
        const local = await open();
        try {
          await local.upsertObjects(world.objects);
          await local.writeDaily(world.daily);
          await local.writeHourly(world.hourly);
          await local.prune(DAYS[3], hour(DAYS[9], 0));
          await expect(chunksOf(local, windowQuery({ from: DAYS[2], to: DAYS[8] }))).rejects.toThrow(/before the first kept/);
          await expect(chunksOf(local, windowQuery({ granularity: 'hour', from: hour(DAYS[8], 23), to: hour(DAYS[9], 9) }))).rejects.toThrow(/before the first kept/);
          // From the first kept day and hour on, the window is answered whole.
          const days = windowQuery({ from: DAYS[3], to: DAYS[8] });
          expect(byObject((await chunksOf(local, days)).flat())).toEqual(byObject(referenceWindow(world, days)));
          const hours = windowQuery({ granularity: 'hour', from: hour(DAYS[9], 0), to: hour(DAYS[9], 23) });
          expect(byObject((await chunksOf(local, hours)).flat())).toEqual(byObject(referenceWindow(world, hours)));
        } finally {
          await local.close();
        }
      });
    });

    describe('pivot', () => {
      const pivotQuery = (over: Partial<PivotQuery> = {}): PivotQuery => ({
        customerId: CUSTOMER,
        levels: LEVELS,
        from: DAYS[1],
        to: DAYS[8],
        groupBy: ['media', 'date'],
        accountIds: [10, 11, 20],
        ...over,
      });
      const expectPivot = async (q: PivotQuery) => {
        const answer = await store.pivot(q);
        expect(answer).toEqual(referencePivot(world, q));
        return answer;
      };

      it('by media and China day from the account rows, across media, with totals whose rates come from the summed sums', async () => {
        const answer = await expectPivot(pivotQuery());
        expect(new Set(answer.rows.map((r) => r.key.media))).toEqual(new Set(['gdt', 'toutiao']));
        expect(answer.rows.every((r) => r.key.date !== undefined && r.key.date >= DAYS[1] && r.key.date <= DAYS[8])).toBe(true);
        const summed = answer.rows.reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS);
        expect(answer.totals).toEqual(summed);
        const ctr = metricValue('ctr', answer.totals);
        expect(ctr).toBe((summed.click / summed.show) * 100);
        // Not the mean of the groups' rates: the world's groups differ enough that the two disagree.
        const rates = answer.rows.map((r) => metricValue('ctr', r.sums) as number);
        expect(Math.abs((ctr as number) - rates.reduce((a, b) => a + b, 0) / rates.length)).toBeGreaterThan(0.01);
        await expectPivot(pivotQuery({ media: ['gdt'], groupBy: ['date', 'media'] }));
        await expectPivot(pivotQuery({ groupBy: [] }));
      });

      it('by account and by project (the accounts’ projects the caller names), within the accounts asked', async () => {
        await expectPivot(pivotQuery({ groupBy: ['account'], accountIds: [10, 20, 90] }));
        const projects = new Map([
          [10, 7],
          [20, 7],
        ]);
        const answer = await expectPivot(pivotQuery({ groupBy: ['project', 'media'], accountProjects: projects }));
        expect(answer.rows.map((r) => [r.key.projectId, r.key.media])).toEqual([
          [7, 'gdt'],
          [7, 'toutiao'],
          [null, 'toutiao'],
        ]);
        expect(await store.pivot(pivotQuery({ accountIds: [] }))).toEqual({ rows: [], totals: ZERO_SUMS });
      });

      it('by plan and by a part of the names from the objects of each media’s level, deleted objects’ figures included', async () => {
        const plans = await expectPivot(pivotQuery({ groupBy: ['plan'] }));
        expect(plans.rows.some((r) => r.key.plan?.media === 'gdt' && r.key.plan.level === 'group')).toBe(true);
        await expectPivot(pivotQuery({ groupBy: ['media', 'plan', 'date'], media: ['toutiao'], accountIds: [10] }));
        const namePart = { separator: '_', parts: 3, index: 0 };
        const parts = await expectPivot(pivotQuery({ groupBy: ['namePart'], namePart }));
        expect(parts.rows.at(-1)?.key.namePart).toBeNull();
        await expectPivot(pivotQuery({ groupBy: ['media', 'date'], nameParts: { separator: '_', parts: 3, equals: [{ index: 0, values: ['春季'] }] } }));
        // A media without a level in `levels` has no object rows.
        await expectPivot(pivotQuery({ groupBy: ['plan'], levels: { gdt: 'group' } }));
      });

      it('counts a rewritten day once, with its newest figures, and a day a replace removed not at all', async () => {
        const local = await open();
        try {
          const account = world.objects.find((o) => o.level === 'account' && o.accountId === 10) as ObjectDim;
          const plan = world.objects.find((o) => o.level === 'plan' && o.accountId === 10 && o.customerId === CUSTOMER) as ObjectDim;
          await local.upsertObjects([account, plan]);
          const row = (o: ObjectDim, time: string, cost: number): MetricRow => ({ ...o, time, sums: { ...ZERO_SUMS, cost, show: 10 } });
          for (const o of [account, plan]) {
            await local.writeDaily([row(o, DAYS[1], 1), row(o, DAYS[2], 2), row(o, DAYS[3], 4)]);
            await local.writeDaily([row(o, DAYS[2], 20)]);
            await local.writeDaily([], { customerId: CUSTOMER, media: o.media, level: o.level, objectIds: [o.objectId], from: DAYS[3], to: DAYS[3] });
          }
          for (const groupBy of [['date'], ['plan', 'date']] as const) {
            const answer = await local.pivot(pivotQuery({ groupBy: [...groupBy], accountIds: [10] }));
            expect(answer.rows.map((r) => [r.key.date, r.sums.cost, r.sums.show])).toEqual([
              [DAYS[1], 1, 10],
              [DAYS[2], 20, 10],
            ]);
          }
        } finally {
          await local.close();
        }
      });

      it('refuses dimensions the store does not hold (material, designer)', async () => {
        await expect(store.pivot(pivotQuery({ groupBy: ['material'] }))).rejects.toThrow(RangeError);
        await expect(store.pivot(pivotQuery({ groupBy: ['media', 'designer'] }))).rejects.toThrow(RangeError);
      });

      it('orders by a sum, largest first, and keeps the first `limit` groups with the totals of all (首页, live-home §4.6)', async () => {
        const q = pivotQuery({ groupBy: ['plan'] });
        const all = referencePivot(world, q);
        const top = await store.pivot({ ...q, orderBy: 'cost', limit: 5 });
        expect(top.totals).toEqual(all.totals);
        const costs = all.rows.map((r) => r.sums.cost).sort((a, b) => b - a);
        expect(top.rows.map((r) => r.sums.cost)).toEqual(costs.slice(0, 5));
        expect(top.rows.every((r) => all.rows.some((x) => x.key.plan?.objectId === r.key.plan?.objectId && x.sums.cost === r.sums.cost))).toBe(true);
        await expect(store.pivot({ ...q, limit: 0 })).rejects.toThrow(RangeError);
      });
    });

    describe('hourSlices', () => {
      it('sums the account rows of each slice’s hours per media and hour; other levels, companies and pruned hours never count', async () => {
        const local = await open();
        try {
          const accounts = world.objects.filter((o) => o.level === 'account');
          await local.upsertObjects(accounts);
          const rows: MetricRow[] = [];
          for (const o of accounts) {
            for (const d of [DAYS[1], DAYS[8], DAYS[9]]) {
              for (const h of [0, 5, 6, 23]) rows.push({ ...o, time: hour(d, h), sums: { ...ZERO_SUMS, cost: o.accountId + h / 100, show: h + 1, click: 1 } });
            }
          }
          await local.writeHourly(rows);
          // A plan's hour is not an account's.
          const plan = world.objects.find((o) => o.level === 'plan' && o.accountId === 10) as ObjectDim;
          await local.writeHourly([{ ...plan, time: hour(DAYS[9], 1), sums: { ...ZERO_SUMS, cost: 999 } }]);
          // Plans' hours from DAYS[9] on, the accounts' from DAYS[1] on: DAYS[1] stays for the accounts only.
          await local.prune(DAYS[0], hour(DAYS[9], 0), hour(DAYS[1], 0));
          const slices = [
            { day: DAYS[9], toHour: 5 },
            { day: DAYS[8], toHour: 5 },
            { day: DAYS[1], toHour: 23 },
            { day: DAYS[0], toHour: 23 },
          ];
          const answer = await local.hourSlices({ customerId: CUSTOMER, accountIds: [10, 11, 20, 90], slices });
          const expected = slices.flatMap((slice, index) =>
            (['gdt', 'toutiao'] as const).flatMap((media) =>
              [0, 5, 6, 23].flatMap((h) => {
                let sums = ZERO_SUMS;
                for (const r of rows) {
                  if (r.customerId === CUSTOMER && r.media === media && r.time === hour(slice.day, h) && h <= slice.toHour) sums = addSums(sums, r.sums);
                }
                return BASE_METRICS.some((m) => sums[m] !== 0) ? [{ slice: index, media, hour: h, sums }] : [];
              }),
            ),
          );
          expect(answer).toEqual(expected);
          expect(answer.some((r) => r.slice === 3)).toBe(false);
          expect(await local.hourSlices({ customerId: CUSTOMER, accountIds: [], slices })).toEqual([]);
          await expect(local.hourSlices({ customerId: CUSTOMER, accountIds: [10], slices: [{ day: DAYS[9], toHour: 24 }] })).rejects.toThrow(RangeError);
        } finally {
          await local.close();
        }
      });
    });
  });
}
