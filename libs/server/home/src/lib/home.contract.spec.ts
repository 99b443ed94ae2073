// Contract tests of 首页 and 看板 (issue 24, docs/design/live-home.md §4.6, §8) over the real server and the seeded
// template: hourly and daily figures of three accounts of two media are written to the store; home/figures' today,
// yesterday and last week to the synced hour equal the sums read back from the store's hourly trend, in total and per
// media; the top accounts and plans are today's largest; an optimiser sees only their accounts; home/lists shows an
// account whose balance is under yesterday's cost; a board is saved, and a save of a version read before another
// page's save is refused with 看板已在其他页面修改，请刷新后重试 (the manager's board is the seed's, apps/api/src/seed/board.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaDate, chinaDay, chinaDayStart, DEFAULT_BOARD, DELIVERY_STATUS_FILTERS, HOUR_MS, ZERO_SUMS, type BaseSums, type DeliveryStatusClass, type MediaCode } from '@toufang/domain';
import type { MetricRow, ObjectDim } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { sql } from 'kysely';

type Schemas = components['schemas'];

let server: TestServer;
const tokens: Record<string, string> = {};
const post = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/${path}`, { method: 'POST', token: tokens[as], body });
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

const now = Date.now();
const today = chinaDate(chinaDay(now));
const yesterday = chinaDate(chinaDay(now) - 1);
const lastWeek = chinaDate(chinaDay(now) - 7);
const hourNow = Math.floor((now - chinaDayStart(chinaDay(now))) / HOUR_MS);
/** The last hour whole at the suite's sync (written at `now`): the one home compares to; none in the day's first hour. */
const closedHour = hourNow - 1;
const ALL_CLASSES = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');
const LEVEL: Partial<Record<MediaCode, string>> = { toutiao: 'project', gdt: 'group' };

let accounts: { id: number; media: MediaCode; name: string }[] = [];
/** The toutiao account the operator does not see. */
let hidden: number;

const sumsOf = (seed: number): BaseSums => ({ ...ZERO_SUMS, cost: 10 + seed * 1.37, show: 1_000 + seed * 91, click: 15 + seed, convert: 1 + (seed % 4) });

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator', 'admin']) tokens[username] = await server.login(username);
  const q = sqlOn(server.app.toufang.db);
  const pick = (media: MediaCode, n: number) =>
    q.selectFrom('media_accounts').select(['id', 'media_code', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', media).orderBy('id').limit(n).execute();
  accounts = [...(await pick('toutiao', 2)), ...(await pick('gdt', 1))].map((a) => ({ id: a.id, media: a.media_code as MediaCode, name: a.account_name }));
  hidden = accounts[0].id;
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('account_id', '=', hidden).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', hidden).execute();
  for (const a of accounts.slice(1)) await q.insertInto('media_account_operators').values({ account_id: a.id, user_id: operator.id }).onConflict((c) => c.doNothing()).execute();
  // The account under yesterday's cost: 1 元 left.
  await q.updateTable('media_accounts').set({ balance_fen: 100 }).where('id', '=', accounts[2].id).execute();

  const objects: ObjectDim[] = [];
  const hourly: MetricRow[] = [];
  const daily: MetricRow[] = [];
  accounts.forEach((a, i) => {
    const base = { media: a.media, customerId: 1, accountId: a.id, status: 'enabled' as const, budgetFen: null, bidFen: null, createdAt: 0 };
    objects.push({ ...base, level: 'account', objectId: String(a.id), parentId: null, name: a.name });
    const plan = { ...base, level: LEVEL[a.media] as string, objectId: `home${a.id}`, parentId: String(a.id), name: `首页计划${i}` };
    objects.push(plan);
    [today, yesterday, lastWeek].forEach((day, d) => {
      // Every hour of the day, so the slice's edge (the synced hour) decides what counts.
      for (let h = 0; h < 24; h++) hourly.push({ ...base, level: 'account', objectId: String(a.id), time: `${day} ${String(h).padStart(2, '0')}:00`, sums: sumsOf(i * 31 + d * 7 + h) });
    });
    for (const day of [today, yesterday]) {
      daily.push({ ...base, level: 'account', objectId: String(a.id), time: day, sums: sumsOf(i * 5 + 40) });
      daily.push({ ...plan, time: day, sums: sumsOf(i * 5 + 30) });
    }
  });
  const store = server.app.toufang.metrics;
  await store.upsertObjects(objects);
  await store.writeHourly(hourly);
  await store.writeDaily(daily);
  for (const a of accounts) {
    await sql`INSERT INTO metrics_sync_cursors (account_id, synced_at) VALUES (${a.id}, ${new Date(now).toISOString()}) ON CONFLICT (account_id) DO UPDATE SET synced_at = excluded.synced_at`.execute(q);
  }
});

afterAll(async () => {
  await server?.close();
});

/** The sums of the accounts' hourly rows of one day to the synced hour, read back from the store's trend. */
async function readBack(day: string, ids: readonly number[], media?: MediaCode): Promise<Schemas['HomeSums']> {
  let total = { cost: 0, show: 0, click: 0, convert: 0 };
  for (const m of media ? [media] : (['toutiao', 'gdt'] as const)) {
    const [series] = await server.app.toufang.metrics.trend({ customerId: 1, media: m, level: 'account', from: day, to: day, accountIds: ids, statuses: ALL_CLASSES, granularity: 'hour' });
    for (const p of series?.points ?? []) {
      if (Number(p.time.slice(11, 13)) > closedHour) continue;
      total = { cost: Math.round((total.cost + p.sums.cost) * 100) / 100, show: total.show + p.sums.show, click: total.click + p.sums.click, convert: total.convert + p.sums.convert };
    }
  }
  return total;
}

describe('首页 (design §4.6)', () => {
  it('compares today to the synced hour with yesterday and last week, in total and per media, as the store sums them', async () => {
    const figures = ok(await post<Schemas['HomeFigures']>('home/figures', {}));
    expect(figures).toMatchObject({ today, yesterday, lastWeek, toHour: closedHour >= 0 ? closedHour : null });
    const ids = accounts.map((a) => a.id);
    // Before a whole hour of today, there is no last week's slice to read: 上周同期暂无数据.
    expect(figures.total).toEqual({ today: await readBack(today, ids), yesterday: await readBack(yesterday, ids), lastWeek: closedHour >= 0 ? await readBack(lastWeek, ids) : null });
    // The chart's hours: every whole hour to the compared one, adding up to the total.
    expect(figures.hours.map((h) => h.hour)).toEqual(Array.from({ length: closedHour + 1 }, (_, h) => h));
    expect(figures.hours.reduce((cents, h) => cents + Math.round(h.yesterday.cost * 100), 0)).toBe(Math.round(figures.total.yesterday.cost * 100));
    const gdt = figures.media.find((m) => m.media === 'gdt');
    expect(gdt?.yesterday).toEqual(await readBack(yesterday, ids, 'gdt'));
    expect(figures.topAccounts[0]).toMatchObject({ accountId: accounts[2].id, media: 'gdt' });
    expect(figures.topPlans.map((p) => p.name).slice(0, 3)).toEqual(['首页计划2', '首页计划1', '首页计划0']);
  });

  it('compares to the hour every account of the running sync round has reached, not the first one synced', async () => {
    const q = sqlOn(server.app.toufang.db);
    const setSynced = (id: number, at: number) => sql`UPDATE metrics_sync_cursors SET synced_at = ${new Date(at).toISOString()} WHERE account_id = ${id}`.execute(q);
    // One account still an hour behind (the round has not reached it), one left long ago (it holds nothing back).
    await setSynced(accounts[1].id, now - HOUR_MS);
    await setSynced(accounts[2].id, now - 5 * HOUR_MS);
    try {
      const figures = ok(await post<Schemas['HomeFigures']>('home/figures', {}));
      const behind = closedHour - 1;
      expect(figures.toHour).toBe(behind >= 0 ? behind : null);
    } finally {
      for (const a of accounts.slice(1)) await setSynced(a.id, now);
    }
  });

  it('an optimiser sees only their accounts’ figures', async () => {
    const figures = ok(await post<Schemas['HomeFigures']>('home/figures', {}, 'operator'));
    const seen = accounts.filter((a) => a.id !== hidden).map((a) => a.id);
    expect(figures.total.today).toEqual(await readBack(today, seen));
    expect(figures.topAccounts.map((a) => a.accountId)).not.toContain(hidden);
    expect(figures.topPlans.map((p) => p.objectId)).not.toContain(`home${hidden}`);
  });

  it('computes once for callers who ask at once after a sync, and answers each the same', async () => {
    const store = server.app.toufang.metrics;
    const hourSlices = store.hourSlices.bind(store);
    let computed = 0;
    store.hourSlices = (query) => {
      computed += 1;
      return hourSlices(query);
    };
    try {
      // A sync round a millisecond later: the answer kept for the old one is not used.
      for (const a of accounts) await sql`UPDATE metrics_sync_cursors SET synced_at = ${new Date(now + 1).toISOString()} WHERE account_id = ${a.id}`.execute(sqlOn(server.app.toufang.db));
      const answers = await Promise.all(Array.from({ length: 5 }, () => post<Schemas['HomeFigures']>('home/figures', {})));
      const figures = answers.map(ok);
      expect(figures.every((f) => JSON.stringify(f) === JSON.stringify(figures[0]))).toBe(true);
      expect(figures[0].asOf).toBe(new Date(now + 1).toISOString());
      expect(computed).toBe(closedHour >= 0 ? 1 : 0);
    } finally {
      store.hourSlices = hourSlices;
    }
  });

  it('lists an account whose balance is under yesterday’s cost', async () => {
    const lists = ok(await post<Schemas['HomeLists']>('home/lists', {}));
    expect(lists.lowBalance).toContainEqual(expect.objectContaining({ accountId: accounts[2].id, balance: 1, line: sumsOf(50).cost, reason: 'yesterdayCost' }));
    expect(lists.recentTasks.length).toBeLessThanOrEqual(5);
  });
});

describe('看板 (design §4.6)', () => {
  it('answers the seeded board, saves with versions, refuses a save over another page’s, and the default to one who saved none', async () => {
    const first = ok(await post<Schemas['Board']>('board/get', {}));
    expect(first).toMatchObject({ version: 1, saved: true });
    expect(Object.keys(first.layout.cards)).toHaveLength(6);
    const layout = { ...DEFAULT_BOARD, slots: [['compare'], ['topAccounts', 'topPlans'], ['lowBalance', 'messages'], ['trend']] };
    expect(ok(await post<Schemas['Board']>('board/save', { layout, version: 1 }))).toMatchObject({ version: 2, saved: true });
    expect(ok(await post<Schemas['Board']>('board/get', {})).layout.slots).toEqual(layout.slots);
    // A second page still holding version 1 is refused, and nothing it sent is kept.
    expect((await post('board/save', { layout: DEFAULT_BOARD, version: 1 })).body).toMatchObject({ code: 409, message: '看板已在其他页面修改，请刷新后重试' });
    expect(ok(await post<Schemas['Board']>('board/get', {})).version).toBe(2);
    const bad = await post('board/save', { layout: { ...DEFAULT_BOARD, slots: [] }, version: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: '插槽列表必须是非空数组' });
    // Each person's own: the admin saved none; the operator's SHOW_BOARD_BUTTON is off (demo-users.ts).
    expect(ok(await post<Schemas['Board']>('board/get', {}, 'admin'))).toEqual({ layout: DEFAULT_BOARD, version: 0, saved: false });
    expect(ok(await post<Schemas['Board']>('board/save', { layout: DEFAULT_BOARD, version: 0 }, 'admin')).version).toBe(1);
    expect((await post('board/get', {}, 'operator')).status).toBe(403);
  });

  it('answers a card’s figures over its range in the caller’s scope', async () => {
    const trend = ok(await post<Schemas['BoardCardData']>('board/card', { kind: 'trend', range: 'last7' }));
    expect(trend.rows.map((r) => r.id)).toEqual(Array.from({ length: 7 }, (_, i) => chinaDate(chinaDay(now) - 6 + i)));
    const written = accounts.reduce((sum, _, i) => Math.round((sum + sumsOf(i * 5 + 40).cost) * 100) / 100, 0);
    expect(trend.rows.at(-1)?.sums.cost).toBe(written);
    expect(trend.rows.at(-2)?.sums.cost).toBe(written);
    const top = ok(await post<Schemas['BoardCardData']>('board/card', { kind: 'topAccounts', range: 'yesterday', media: 'toutiao' }));
    expect(top.rows.map((r) => Number(r.id))).toEqual([accounts[1].id, accounts[0].id]);
  });
});
