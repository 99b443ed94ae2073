// Contract tests of 素材汇总 and 素材库's figure sort over the real server, a seeded desk with a small demo
// library pushed to toutiao, and the metrics sync's material step: the figures the store keeps are the
// media's material report, summed by MD5; the summary's rows, designers, top and trend agree with them
// and with each other; each role sees its own scope; another company's ids find nothing; the export.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chinaDate, chinaDay, DELIVERY, type MediaCode } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import { addDays, syncMetrics } from '@toufang/server-metrics';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Figures {
  cost: number;
  show: number;
  click: number;
  ctr: number | null;
  convert: number;
  convertCost: number | null;
  ads: number;
}
interface Row {
  id: number;
  md5: string;
  name: string;
  kind: string;
  designer: { id: number; name: string } | null;
  designerParsed?: boolean;
  thumbnailUrl: string;
  figures: Figures;
}
interface Summary {
  from: string;
  to: string;
  records: Row[];
  total: number;
  totals: Figures;
  designers: { designer: { id: number; name: string } | null; materials: number; parsedMaterials?: number; figures: Figures }[];
  top: Row[];
}
interface Trend {
  points: ({ time: string } & Omit<Figures, 'ads'>)[];
}

let server: TestServer;
let scratch: string;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const today = () => chinaDate(chinaDay(Date.now()));
const range = () => ({ from: addDays(today(), -(DELIVERY.METRICS_DAYS - 1)), to: today() });
const cents = (n: number) => Math.round(n * 100);

async function summary(username: string, body: Record<string, unknown> = {}) {
  return server.call<Summary>('/api/material/summary', { token: tokens[username], body: { current: 1, size: 200, ...range(), ...body } });
}

/** The ids of the materials a user sees in 素材库. */
async function visibleIds(username: string): Promise<Set<number>> {
  const answer = await server.call<{ records: { id: number }[] }>('/api/material/list', { token: tokens[username], body: { current: 1, size: 200 } });
  return new Set(answer.body.data.records.map((r) => r.id));
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-material-summary-'));
  server = await startTestServer({ dataDir: path.join(scratch, 'pglite'), demoMaterials: { images: 12, videos: 2 }, demoMaterialCache: path.join(scratch, 'files') });
  // The demo designer has no isShowPerformance; here they have, so their scope can be seen.
  await sqlOn(db()).updateTable('users').set({ show_performance: 1 }).where('username', '=', 'designer').execute();
  for (const username of ['admin', 'manager', 'operator', 'designer', 'designmanager', 'yuanhang']) tokens[username] = await server.login(username);
  const pushedTo = await sqlOn(db()).selectFrom('material_pushes').select('media_account_id').distinct().execute();
  const accounts = await accountsByIds(db(), pushedTo.map((p) => p.media_account_id));
  const { media, metrics } = server.app.toufang;
  await syncDeliveryObjects(db(), media, accounts, new Date());
  const result = await syncMetrics(db(), metrics, media, accounts, new Date());
  expect(result.refused).toEqual([]);
  // A small library may push only one designer's files: one pushed file becomes the design manager's own,
  // unshared, so the designer has something they must not see.
  const [pushed] = await sqlOn(db()).selectFrom('material_pushes').select('material_id').orderBy('material_id').limit(1).execute();
  const manager = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'designmanager').executeTakeFirstOrThrow();
  await sqlOn(db()).updateTable('materials').set({ designer_id: manager.id, uploader_id: manager.id, shared: false }).where('id', '=', pushed.material_id).execute();
}, 600_000);
afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('material figures from the sync', () => {
  it('are the media’s material report of every pushed copy, summed by MD5 across accounts', async () => {
    // The days the sync has closed: today's figures keep growing on the media after the sync read them.
    const closed = { from: range().from, to: addDays(today(), -1) };
    const pushes = await sqlOn(db())
      .selectFrom('material_pushes as p')
      .innerJoin('materials as m', 'm.id', 'p.material_id')
      .innerJoin('media_accounts as a', 'a.id', 'p.media_account_id')
      .select(['m.md5', 'p.media_material_id', 'a.account_id', 'a.authorization_id', 'a.media_code'])
      .execute();
    expect(pushes.length).toBeGreaterThan(1);
    const expected = new Map<string, number>();
    for (const p of pushes) {
      if (p.authorization_id === null) throw new Error('a pushed account without authorisation');
      const gateway = server.app.toufang.media.gateway(p.media_code as MediaCode, p.authorization_id);
      for (const row of await gateway.materialReport({ advertiserId: p.account_id, materialIds: [p.media_material_id], ...closed })) {
        expected.set(p.md5, (expected.get(p.md5) ?? 0) + cents(row.cost));
      }
    }
    const stored = await server.app.toufang.metrics.materialFigures({ customerId: 1, ...closed });
    expect(new Map(stored.map((f) => [f.md5, cents(f.sums.cost)]))).toEqual(new Map([...expected].filter(([, c]) => c > 0)));
    expect(stored.length).toBeGreaterThan(0);
    for (const f of stored) expect(f.ads).toBeGreaterThan(0);
  });
});

describe('素材汇总', () => {
  it('gives a manager every material with figures, sorted by cost, its designers and top, the totals their sum', async () => {
    const answer = await summary('manager');
    expect(answer.status, answer.text).toBe(200);
    const s = answer.body.data;
    expect(s).toMatchObject(range());
    expect(s.total).toBe(s.records.length);
    expect(s.total).toBeGreaterThan(0);
    const costs = s.records.map((r) => r.figures.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(cents(s.totals.cost)).toBe(s.records.reduce((a, r) => a + cents(r.figures.cost), 0));
    expect(s.totals.show).toBe(s.records.reduce((a, r) => a + r.figures.show, 0));
    expect(cents(s.totals.cost)).toBe(s.designers.reduce((a, d) => a + cents(d.figures.cost), 0));
    expect(s.designers.reduce((a, d) => a + d.materials, 0)).toBe(s.total);
    expect(new Set(s.designers.map((d) => d.designer?.name))).toEqual(new Set(['李静', '周婷']));
    expect(s.top.map((r) => r.id)).toEqual(s.records.slice(0, 10).map((r) => r.id));
    for (const r of s.records) {
      expect(r.figures.ctr).toBe(r.figures.show === 0 ? null : Math.round((r.figures.click / r.figures.show) * 10000) / 100);
      expect(r.thumbnailUrl).toMatch(/^\/files\/material\?/);
    }
    // Sorted by clicks, ascending; paged.
    const byClicks = (await summary('manager', { sort: 'click', order: 'asc', size: 2 })).body.data;
    expect(byClicks.records.map((r) => r.figures.click)).toEqual([...s.records.map((r) => r.figures.click)].sort((a, b) => a - b).slice(0, 2));
    expect(byClicks.total).toBe(s.total);
  });

  it('shows a designer their own and the shared materials’ figures, a design manager the team’s', async () => {
    const all = (await summary('manager')).body.data;
    const designer = (await summary('designer')).body.data;
    const seen = await visibleIds('designer');
    expect(designer.records.map((r) => r.id).filter((id) => !seen.has(id))).toEqual([]);
    expect(designer.records.length).toBe(all.records.filter((r) => seen.has(r.id)).length);
    expect(designer.records.length).toBeLessThan(all.records.length);
    const manager = (await summary('designmanager')).body.data;
    expect(manager.records.map((r) => r.id).sort()).toEqual(all.records.map((r) => r.id).sort());
    expect(manager.designers.map((d) => d.designer?.name).sort()).toEqual(['周婷', '李静']);
  });

  it('filters by designer, type and media; the trend’s days sum to the totals', async () => {
    const all = (await summary('manager')).body.data;
    const li = all.designers.find((d) => d.designer?.name === '李静');
    const liId = li?.designer?.id;
    if (!li || !liId) throw new Error('no figures of 李静');
    const mine = (await summary('manager', { designerIds: [liId] })).body.data;
    expect(mine.records.every((r) => r.designer?.id === liId)).toBe(true);
    expect(mine.totals).toEqual(li.figures);
    const images = (await summary('manager', { kind: 'image' })).body.data;
    expect(images.records.every((r) => r.kind === 'image')).toBe(true);
    expect((await summary('manager', { mediaCodes: ['gdt'] })).body.data.total).toBe(0);
    const trend = await server.call<Trend>('/api/material/summary/trend', { token: tokens.manager, body: { ...range(), designerIds: [liId] } });
    expect(trend.status, trend.text).toBe(200);
    expect(trend.body.data.points).toHaveLength(DELIVERY.METRICS_DAYS);
    expect(trend.body.data.points.reduce((a, p) => a + cents(p.cost), 0)).toBe(cents(mine.totals.cost));
  });

  it('defaults to the last 7 China days', async () => {
    const answer = await server.call<Summary>('/api/material/summary', { token: tokens.manager, body: { current: 1, size: 10 } });
    expect(answer.body.data).toMatchObject({ from: addDays(today(), -6), to: today() });
  });

  it('refuses a user without isShowPerformance; another company sees none of these, and their ids filter to nothing', async () => {
    await sqlOn(db()).updateTable('users').set({ show_performance: 0 }).where('username', '=', 'designer').execute();
    try {
      const refused = await summary('designer');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 403, message: '无权限访问该功能，请联系管理员开通' });
      const sorted = await server.call('/api/material/list', { token: tokens.designer, body: { current: 1, size: 10, sort: 'cost' } });
      expect(sorted.status).toBe(403);
    } finally {
      await sqlOn(db()).updateTable('users').set({ show_performance: 1 }).where('username', '=', 'designer').execute();
    }
    const other = (await summary('yuanhang')).body.data;
    expect(other.total).toBe(0);
    const foreign = await sqlOn(db()).selectFrom('users').select('id').where('customer_id', '=', 2).execute();
    expect((await summary('manager', { designerIds: foreign.map((u) => u.id) })).body.data.total).toBe(0);
  });

  it('exports as a list (素材汇总.xlsx) with one row per material', async () => {
    const total = (await summary('manager')).body.data.total;
    const answer = await server.call<{ state: string; rows: number | null; fileName: string }>('/api/list/export', { token: tokens.manager, body: { listId: 'material.summary', query: range() } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'ready', rows: total });
    expect(answer.body.data.fileName).toMatch(/^素材汇总_\d{12}\.xlsx$/);
  });
});

describe('素材库 by figures', () => {
  it('sorts by cost over the window, materials without figures last, and filters 有数据', async () => {
    const window = { figureFrom: range().from, figureTo: range().to };
    const s = (await summary('manager')).body.data;
    const sorted = await server.call<{ records: { id: number }[]; total: number; figures: Record<string, Figures> }>('/api/material/list', {
      token: tokens.manager,
      body: { current: 1, size: 200, sort: 'cost', order: 'desc', ...window },
    });
    expect(sorted.status, sorted.text).toBe(200);
    const page = sorted.body.data;
    expect(page.records.slice(0, s.total).map((r) => r.id)).toEqual(s.records.map((r) => r.id));
    expect(Object.keys(page.figures).map(Number).sort()).toEqual(s.records.map((r) => r.id).sort());
    expect(page.figures[String(s.records[0].id)]).toEqual(s.records[0].figures);
    const has = (await server.call<{ total: number }>('/api/material/list', { token: tokens.manager, body: { current: 1, size: 10, hasFigures: true, ...window } })).body.data;
    const none = (await server.call<{ total: number }>('/api/material/list', { token: tokens.manager, body: { current: 1, size: 10, hasFigures: false, ...window } })).body.data;
    expect(has.total).toBe(s.total);
    expect(has.total + none.total).toBe(page.total);
  });
});

describe('the designer read from the name (命名解析)', () => {
  it('on the seeded desk reads the designer of the materials signed lj_/zt_ from 素材命名规范（含设计师）; a designer set wins', async () => {
    const q = sqlOn(db());
    const designer = await q.selectFrom('users').select(['id', 'display_name']).where('username', '=', 'designer').executeTakeFirstOrThrow();
    const manager = await q.selectFrom('users').select(['id', 'display_name']).where('username', '=', 'designmanager').executeTakeFirstOrThrow();
    const byCode = { lj: { id: designer.id, name: designer.display_name }, zt: { id: manager.id, name: manager.display_name } };
    // Ids as numbers, as the answer has them (PostgreSQL's driver gives a bigint as a string).
    const unset = new Set((await q.selectFrom('materials').select('id').where('customer_id', '=', 1).where('designer_id', 'is', null).execute()).map((m) => Number(m.id)));
    const before = (await summary('manager')).body.data;
    const parsed = before.records.filter((r) => r.designerParsed);
    expect(parsed.length).toBeGreaterThan(0);
    for (const r of parsed) {
      expect(unset.has(r.id)).toBe(true);
      expect(r.designer).toEqual(byCode[r.name.slice(0, 2) as keyof typeof byCode]);
    }
    expect(before.records.filter((r) => !r.designerParsed).every((r) => !unset.has(r.id))).toBe(true);
    expect(before.designers.reduce((a, d) => a + (d.parsedMaterials ?? 0), 0)).toBe(parsed.length);

    // A designer set on a signed material wins over its name, in the row and in the designer filter.
    const signed = parsed[0] as Row;
    const named = signed.designer as { id: number; name: string };
    const other = named.id === designer.id ? byCode.zt : byCode.lj;
    await q.updateTable('materials').set({ designer_id: other.id }).where('id', '=', signed.id).execute();
    try {
      const after = (await summary('manager')).body.data;
      const kept = after.records.find((r) => r.id === signed.id);
      expect(kept?.designer).toEqual(other);
      expect(kept).not.toHaveProperty('designerParsed');
      expect((await summary('manager', { designerIds: [named.id] })).body.data.records.map((r) => r.id)).not.toContain(signed.id);
      expect((await summary('manager', { designerIds: [other.id] })).body.data.records.map((r) => r.id)).toContain(signed.id);
    } finally {
      await q.updateTable('materials').set({ designer_id: null }).where('id', '=', signed.id).execute();
    }
  });
});
