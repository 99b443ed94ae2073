// Contract tests of assisted creation's proposal over the real server: materials with known figures on toutiao are
// ranked by their smoothed history (a lucky handful of impressions does not beat a proven material); one flagged
// 低效 in every chosen account is listed with the reason and never proposed, one flagged in one account is not
// proposed there; titles are expanded with the media's word packs and deduplicated; each account's bid is its
// recent conversion cost clamped to the media's range, with the basis in words; the proposal deals the materials
// across the accounts within maxUsesPerAccount; a 防出错 rule on the account's bid keeps the suggestion inside it; another person's or another media's account is refused; a caller
// without isShowPerformance gets the ranking without figures; an empty history says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaDate, chinaDay, DAY_MS } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { addDays } from '@toufang/server-metrics';
import { startTestServer, type TestServer } from '@toufang/server-testing';

type Proposal = components['schemas']['CreationAssistProposal'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
/** Two toutiao accounts of company 1 (the operator has only the first) and a gdt one. */
let first: number;
let second: number;
let gdtAccount: number;
const ids: Record<string, number> = {};
const md5 = (n: number) => `a55157${String(n).padStart(26, '0')}`;
// A closed period well inside what the store keeps.
const to = chinaDate(chinaDay(Date.now() - 3 * DAY_MS));
const from = addDays(to, -6);
const period = { from, to };

function propose(username: string, body: Record<string, unknown>) {
  return server.call<Proposal>('/api/creation/assist/propose', { token: tokens[username], body: { media: 'toutiao', variant: 'project', accountIds: [first, second], period, maxUsesPerAccount: 1, groupSize: 2, ...body } });
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const accounts = await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id').limit(2).execute();
  [first, second] = accounts.map((a) => a.id) as [number, number];
  gdtAccount = (await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).where('media_code', '=', 'gdt').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('account_id', '=', second).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', second).execute();
  // Whatever 防出错 rules a seed holds for toutiao are set aside: the suite writes its own.
  await q.updateTable('error_prevention_rules').set({ removed_at: new Date() }).where('customer_id', '=', 1).where('media_code', '=', 'toutiao').execute();
  const mine = await q.selectFrom('media_account_operators').select('account_id').where('account_id', '=', first).where('user_id', '=', operator.id).executeTakeFirst();
  if (!mine) await q.insertInto('media_account_operators').values({ account_id: first, user_id: operator.id }).execute();

  // Five shared materials: proven, lucky (3 impressions), weak, low in both accounts, low in the second only.
  const names = ['proven', 'lucky', 'weak', 'lowBoth', 'lowSecond'];
  const now = new Date();
  for (const [i, name] of names.entries()) {
    const row = await q
      .insertInto('materials')
      .values({ customer_id: 1, md5: md5(i + 1), name: `辅助_${name}`, kind: 'image', format: 'jpg', mime: 'image/jpeg', size_bytes: 1000, width: 1280, height: 720, source: 'upload', shared: true, designer_id: null, uploader_id: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = Number(row.id);
  }
  const push = (material: number, account: number, labels: string[]) => ({ material_id: material, media_account_id: account, media_code: 'toutiao', media_material_id: `assist-${material}-${account}`, review_state: 'approved' as const, quality_labels: labels });
  await q.insertInto('material_pushes').values([push(ids.lowBoth, first, ['低效素材']), push(ids.lowBoth, second, ['同质化素材', '低效素材']), push(ids.lowSecond, second, ['低效素材']), push(ids.lowSecond, first, ['首发素材'])]).execute();

  const { metrics } = server.app.toufang;
  const figures: Record<string, { show: number; click: number; convert: number; cost: number }> = {
    proven: { show: 200_000, click: 8000, convert: 400, cost: 8000 },
    lucky: { show: 3, click: 2, convert: 1, cost: 5 },
    weak: { show: 200_000, click: 2000, convert: 40, cost: 4000 },
    lowBoth: { show: 100_000, click: 9000, convert: 900, cost: 900 },
    lowSecond: { show: 100_000, click: 3000, convert: 150, cost: 3000 },
  };
  await metrics.writeMaterialDaily(
    names.map((name, i) => ({ customerId: 1, md5: md5(i + 1), media: 'toutiao' as const, accountId: first, mediaMaterialId: `assist-m-${i}`, day: to, sums: figures[name], ads: 2 })),
  );
  // The same material on gdt counts nothing for toutiao.
  await metrics.writeMaterialDaily([{ customerId: 1, md5: md5(3), media: 'gdt', accountId: gdtAccount, mediaMaterialId: 'assist-gdt', day: to, sums: { show: 1e7, click: 1e6, convert: 1e5, cost: 1 }, ads: 1 }]);

  // The accounts' recent spend: the first 234 元 for 10 conversions over the 7 days, the second none.
  const created = Date.now() - 30 * DAY_MS;
  await metrics.upsertObjects(
    [first, second].map((id) => ({ media: 'toutiao' as const, level: 'account', objectId: String(id), customerId: 1, accountId: id, parentId: null, name: `账户${id}`, status: 'enabled' as const, budgetFen: null, bidFen: null, createdAt: created })),
  );
  const zero = { cost: 0, show: 0, click: 0, convert: 0, active: 0, register: 0, pay: 0, payAmount: 0 };
  await metrics.writeDaily(
    [first, second].map((id) => ({ media: 'toutiao' as const, level: 'account', objectId: String(id), customerId: 1, accountId: id, time: to, sums: id === first ? { ...zero, cost: 234, show: 9000, click: 300, convert: 10 } : zero })),
    { customerId: 1, media: 'toutiao', level: 'account', objectIds: [String(first), String(second)], from, to },
  );

  // Titles: a group of three, one a duplicate of another but for a space.
  const titleAt = new Date();
  const titleIds: number[] = [];
  for (const text of ['夏季新品限时抢购进行中', '夏季 新品限时抢购进行中', '{城市}专享福利就在今天']) {
    const t = await q.insertInto('titles').values({ customer_id: 1, text, media_code: null, created_by: null, created_at: titleAt, updated_at: titleAt }).returning('id').executeTakeFirstOrThrow();
    titleIds.push(Number(t.id));
  }
  const group = await q.insertInto('title_groups').values({ customer_id: 1, name: '辅助创建测试', created_by: null, updated_at: titleAt }).returning('id').executeTakeFirstOrThrow();
  ids.titleGroup = group.id;
  await q.insertInto('title_group_items').values(titleIds.map((id, position) => ({ group_id: group.id, title_id: id, position }))).execute();
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe('the proposal', () => {
  it('ranks by smoothed history, excludes what is 低效 in every chosen account, and lists it with the reason', async () => {
    const answer = await propose('manager', {});
    expect(answer.body.code).toBe(200);
    const p = answer.body.data;
    expect(p.hasHistory).toBe(true);
    const ranks = p.materials.filter((m) => m.rank !== null).map((m) => m.rank);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    // Excluded ones follow the ranked ones.
    expect(p.materials.findIndex((m) => m.rank === null)).toBeGreaterThanOrEqual(ranks.length);
    // A handful of lucky impressions does not beat the proven material.
    expect(rankOf(p, '辅助_proven')).toBeLessThan(rankOf(p, '辅助_lucky') as number);
    expect(rankOf(p, '辅助_lucky')).toBeLessThan(rankOf(p, '辅助_weak') as number);
    const lowBoth = p.materials.find((m) => m.id === ids.lowBoth);
    expect(lowBoth).toMatchObject({ rank: null, excludedReason: '在所选账户中均被媒体标记为低效素材', lowEfficiencyAccountIds: expect.arrayContaining([first, second]) });
    const proven = p.materials.find((m) => m.id === ids.proven);
    expect(proven?.figures).toMatchObject({ show: 200_000, click: 8000, convert: 400, cost: 8000, ctr: 4 });
    expect(proven?.thumbnailUrl).toContain(md5(1));
    expect(proven?.smoothed.ctr).toBeGreaterThan(0);
  });

  it('proposes groups across the accounts, never a 低效 material where it is flagged, within the uses per account', async () => {
    const p = (await propose('manager', {})).body.data;
    expect(p.proposal.accountIds).toEqual([first, second]);
    expect(p.proposal.materials.mode).toBe('spread');
    const groups = p.proposal.materials.groups;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length % 2).toBe(0);
    // Spread deals group j to account j mod 2.
    const ofAccount = (k: number) => groups.filter((_, j) => j % 2 === k).flatMap((g) => g.materialIds);
    for (const k of [0, 1]) {
      const used = ofAccount(k);
      expect(new Set(used).size).toBe(used.length);
      expect(used).not.toContain(ids.lowBoth);
    }
    expect(ofAccount(1)).not.toContain(ids.lowSecond);
    for (const g of groups) expect(g.materialIds.length).toBe(2);
  });

  it('suggests each account’s bid from its recent conversion cost and says the basis', async () => {
    const p = (await propose('manager', {})).body.data;
    const [a, b] = p.accounts;
    expect(a).toMatchObject({ accountId: first, recent: { cost: 234, convert: 10, convertCost: 23.4, sameGoal: false }, bid: { value: 23.4, clampedBy: null, conflict: false } });
    expect(a.basis).toContain('近7天转化成本 23.40 元 → 建议出价 23.40 元');
    expect(a.budget.value).toBeGreaterThanOrEqual(Math.ceil((234 / 7) * 1.2));
    expect(b).toMatchObject({ accountId: second, bid: { value: null } });
    expect(b.basis).toContain('近7天没有转化');
  });

  it('keeps a suggestion inside the company’s 防出错 range for the account, and says so', async () => {
    const q = sqlOn(db());
    const rule = await q
      .insertInto('error_prevention_rules')
      .values({ customer_id: 1, name: '出价上限', media_code: 'toutiao', account_ids: [first], field: 'bid', min_value: 1, max_value: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const [a, b] = (await propose('manager', {})).body.data.accounts;
      expect(a.bid).toEqual({ value: 20, raw: 23.4, clampedBy: 'errorPrevention', conflict: false });
      expect(a.basis).toContain('建议出价 20.00 元（已按防出错规则调整）');
      // Another account is outside the rule's scope.
      expect(b.bid.clampedBy).toBeNull();
    } finally {
      await q.deleteFrom('error_prevention_rules').where('id', '=', rule.id).execute();
    }
  });

  it('ranks the asked title group’s titles, expands them with the media’s word packs and dedupes', async () => {
    const p = (await propose('manager', { titleGroupIds: [ids.titleGroup] })).body.data;
    const texts = p.titles.map((t) => t.text);
    expect(texts).toContain('夏季新品限时抢购进行中');
    expect(texts).toContain('{城市}专享福利就在今天');
    expect(texts).not.toContain('夏季 新品限时抢购进行中');
    const summer = p.titles.find((t) => t.text === '夏季新品限时抢购进行中');
    expect(summer?.variants).toEqual(['{地区}夏季新品限时抢购进行中', '{城市}夏季新品限时抢购进行中', '{日期}夏季新品限时抢购进行中']);
    expect(p.titles.find((t) => t.text === '{城市}专享福利就在今天')?.variants).toEqual([]);
    const all = p.titles.flatMap((t) => [t.text, ...t.variants]);
    expect(new Set(all).size).toBe(all.length);
    expect(p.proposal.titles.groups[0].titles.length).toBeGreaterThan(0);
  });

  it('refuses an account the caller does not see, or of another media', async () => {
    const notMine = await propose('operator', {});
    expect(notMine.status).toBe(403);
    expect((await propose('operator', { accountIds: [first] })).body.code).toBe(200);
    expect((await propose('manager', { accountIds: [first, gdtAccount] })).status).toBe(403);
    expect((await propose('yuanhang', { accountIds: [first] })).status).toBe(403);
  });

  it('answers the ranking without figures to a caller without isShowPerformance', async () => {
    await sqlOn(db()).updateTable('users').set({ show_performance: 0 }).where('username', '=', 'operator').execute();
    tokens.operator = await server.login('operator');
    const p = (await propose('operator', { accountIds: [first] })).body.data;
    expect(p.materials.length).toBeGreaterThan(0);
    for (const m of p.materials) expect(m.figures).toBeNull();
    expect(rankOf(p, '辅助_proven')).toBeLessThan(rankOf(p, '辅助_weak') as number);
  });

  it('says when there is no history, and refuses a period backwards or too long', async () => {
    const empty = (await propose('manager', { period: { from: '2026-01-01', to: '2026-01-07' } })).body.data;
    expect(empty.hasHistory).toBe(false);
    expect(empty.materials).toEqual([]);
    expect(empty.proposal.materials.groups).toEqual([]);
    expect((await propose('manager', { period: { from: to, to: from } })).status).toBe(400);
    expect((await propose('manager', { period: { from: '2026-01-01', to: '2026-06-01' } })).status).toBe(400);
  });
});

function rankOf(p: Proposal, name: string): number | null {
  return p.materials.find((m) => m.name === name)?.rank ?? null;
}
