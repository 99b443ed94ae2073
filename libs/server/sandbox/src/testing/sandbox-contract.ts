// A media's sandbox under the port contract suite, over one fresh database for the file (PGlite, or the
// PostgreSQL of DATABASE_URL): each media's adapter project runs it from its own contract spec.
import { createHash } from 'node:crypto';
import type { Db } from '@toufang/server-db';
import { chinaDate, chinaDay, chinaDayStart, DAY_MS, HOUR_MS, MINUTE_MS, type LevelSpec, type MaterialUpload, type MediaMaterial } from '@toufang/server-media';
import { describeMediaPortContract, openMediaTestDb } from '@toufang/server-media/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMediaConfig } from '../lib/config';
import { MATERIAL_MODEL, materialReviewOf } from '../lib/material-model';
import { unitHash } from '../lib/model';
import { seedSandboxMaterials, seedSandboxUploadsOfDay } from '../lib/seed-materials';
import { describeAudienceContract } from './audience-contract';
import { describeCreationContract } from './creation-contract';
import { describeMonitorContract } from './monitor-contract';
import { sandboxHarness } from './sandbox-harness';

/**
 * A fresh migrated database for the file (opened before its tests, closed after), as a Db that can be handed
 * to a harness while the tests are collected, before beforeAll opens it.
 */
export function lazyTestDb(): Db {
  let opened: Awaited<ReturnType<typeof openMediaTestDb>> | undefined;
  beforeAll(async () => {
    opened = await openMediaTestDb();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const database = (): Db => {
    if (!opened) throw new Error('the test database is not open yet');
    return opened.db;
  };
  return {
    get kind() {
      return database().kind;
    },
    query: (sql, params) => database().query(sql, params),
    run: (sql, params) => database().run(sql, params),
    exec: (sql) => database().exec(sql),
    transaction: (fn) => database().transaction(fn),
    close: () => database().close(),
  };
}

/** The port contract suite and the sandbox's own listing checks for one media's sandbox. */
export function describeSandboxContract(config: SandboxMediaConfig): void {
  const lazyDb = lazyTestDb();

  describeMediaPortContract(`${config.media} sandbox`, () => sandboxHarness(lazyDb, config));
  describeListing(config, () => lazyDb);
  describeSeededMaterials(config, () => lazyDb);
  describeAudienceContract(config, () => lazyDb);
  describeDiagnosis(config, () => lazyDb);
  describeMonitorContract(config, () => lazyDb);
  if (config.creation) describeCreationContract(config, () => lazyDb);
  if (config.live) describeLiveRooms(config, () => lazyDb);
}

// A seed places a material received days ago on an object that delivers since: a fresh desk has figures by
// material from the material's approval on, the object's own from then.
function describeSeededMaterials(config: SandboxMediaConfig, lazyDb: () => Db): void {
  describe('sandbox materials placed by a seed', () => {
    it(`${config.media}: a material received in the past has figures from its approval, as its object does`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const deliver = config.levels.find((l) => l.delivers);
      if (!deliver) throw new Error('no delivering level');
      const line: LevelSpec[] = [];
      for (let s: LevelSpec | undefined = deliver; s; s = config.levels.find((l) => l.level === s?.parent)) line.unshift(s);
      const creative = config.levels.find((l) => l.parent === deliver.level);
      if (creative) line.push(creative);
      let parentId: string | null = null;
      for (const spec of line) {
        const [made] = await h.port.createObjects(tokens.accessToken, {
          advertiserId,
          level: spec.level,
          drafts: [
            {
              parentId,
              name: `素材种子${spec.label}`,
              budget: spec.has.budget ? (config.limits.minBudget[spec.level] ?? 100) * 50 : undefined,
              bid: spec.has.bid ? Math.min(config.limits.bidRange.max, 200) : undefined,
            },
          ],
        });
        if (!made.ok) throw new Error(made.reason);
        parentId = made.value.id;
        h.clock.advance(1000);
      }
      const leaf = line[line.length - 1];
      const image = config.limits.material.IMAGE;
      // A file the media's review approves (review draws its few refusals from the md5).
      const md5 = (k: number) => k.toString(16).padStart(32, 'c');
      let k = 1;
      while (materialReviewOf({ media: config.media, materialId: '1', signature: md5(k), fileName: '种子素材.jpg', createdAt: 0 }, Number.MAX_SAFE_INTEGER).status !== 'approved') k += 1;
      const [materialId] = await seedSandboxMaterials(lazyDb(), config, [
        {
          advertiserId,
          kind: 'image',
          signature: md5(k),
          format: image.FORMATS[0],
          fileName: '种子素材.jpg',
          width: image.SPECS[0].MIN[0],
          height: image.SPECS[0].MIN[1],
          size: 1024,
          receivedAt: h.clock.now() - 2 * DAY_MS,
          usedBy: [parentId ?? ''],
        },
      ]);
      const start = chinaDay(h.clock.now());
      h.clock.set(chinaDayStart(start + 3));
      const { accessToken } = await h.withLimits({}).authorize([advertiserId]);
      const [listed] = (await h.port.listMaterials(accessToken, { advertiserId })).materials;
      expect(listed).toMatchObject({ materialId, review: 'approved', fileName: '种子素材.jpg' });
      const range = { from: chinaDate(start + 1), to: chinaDate(start + 2) };
      const byMaterial = await h.port.materialReport(accessToken, { advertiserId, materialIds: [materialId], ...range });
      const byObject = await h.port.report(accessToken, { advertiserId, level: leaf.level, ids: [parentId ?? ''], granularity: 'day', ...range });
      expect(byObject.map((r) => r.cost).every((cost) => cost > 0)).toBe(true);
      expect(byMaterial.map(({ materialId: _m, ...f }) => f)).toEqual(byObject.map(({ id: _id, ...f }) => f));
      await expect(() => seedSandboxMaterials(lazyDb(), config, [{ ...listedFile(listed), receivedAt: 0, size: image.MAX_BYTES + 1 }])).rejects.toThrow(/would refuse/);
    });

    // The console's uploads of the day count against the cap: a push past it is refused pair by pair by the media.
    it(`${config.media}: uploads of the day placed by a seed fill the daily cap; a push past it is refused for the pairs beyond`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const limits = config.limits.material;
      const cap = 4;
      const tight = h.withLimits({ material: { ...limits, UPLOADS_PER_DAY: cap } });
      const [{ advertiserId: full }, { advertiserId: free }] = [await h.newAdvertiser(), await h.newAdvertiser()];
      expect(await seedSandboxUploadsOfDay(lazyDb(), config, { advertiserId: full, count: cap - 1, at: h.clock.now() - HOUR_MS })).toBe(cap - 1);
      const { accessToken } = await tight.authorize([free, full]);
      const files = [1, 2].map((k): MaterialUpload => {
        const bytes = Buffer.from(`配额素材|${config.media}|${k}|`.repeat(40));
        const spec = limits.IMAGE.SPECS[0];
        const signature = createHash('md5').update(bytes).digest('hex');
        return { kind: 'image', signature, format: limits.IMAGE.FORMATS[0], fileName: `配额素材_${k}.jpg`, width: spec.MIN[0], height: spec.MIN[1], size: bytes.byteLength, content: bytes };
      });
      const outcomes = await tight.port.pushMaterials(accessToken, { advertiserIds: [free, full], materials: files });
      expect(outcomes.map((o) => [o.advertiserId, o.ok])).toEqual([
        [free, true],
        [free, true],
        [full, true],
        [full, false],
      ]);
      expect(outcomes[3]).toMatchObject({ mediaCode: h.errorCode('material_quota'), reason: expect.stringContaining(`该账户今日新增素材已达上限${cap}个`) });
      // The next China day the cap is whole again.
      h.clock.set(chinaDayStart(chinaDay(h.clock.now()) + 1) + HOUR_MS);
      const { accessToken: tomorrow } = await tight.authorize([full]);
      expect((await tight.port.pushMaterials(tomorrow, { advertiserIds: [full], materials: [files[1]] }))[0]).toMatchObject({ ok: true });
    });
  });
}

// 广告诊断's media verdicts (docs/design/tools.md §3): learning, 成本保障 where the media runs one, and the 低效
// materials of an object's ads, as the media's other answers say them.
function describeDiagnosis(config: SandboxMediaConfig, lazyDb: () => Db): void {
  describe('sandbox diagnosis', () => {
    it(`${config.media}: answers learning, the cost guarantee where the media runs one, and the 低效 materials of an object's ads`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const deliver = config.levels.find((l) => l.delivers);
      if (!deliver) throw new Error('no delivering level');
      const line: LevelSpec[] = [];
      for (let s: LevelSpec | undefined = deliver; s; s = config.levels.find((l) => l.level === s?.parent)) line.unshift(s);
      const creative = config.levels.find((l) => l.parent === deliver.level);
      if (creative) line.push(creative);
      const made: string[] = [];
      for (const spec of line) {
        const [outcome] = await h.port.createObjects(tokens.accessToken, {
          advertiserId,
          level: spec.level,
          drafts: [
            {
              parentId: made.at(-1) ?? null,
              name: `诊断${spec.label}`,
              budget: spec.has.budget ? (config.limits.minBudget[spec.level] ?? 100) * 50 : undefined,
              bid: spec.has.bid ? Math.max(config.limits.bidRange.min, Math.min(config.limits.bidRange.max, 10)) : undefined,
            },
          ],
        });
        if (!outcome.ok) throw new Error(outcome.reason);
        made.push(outcome.value.id);
        h.clock.advance(1000);
      }
      const objectId = made[line.indexOf(deliver)];
      // A file the media approves and, judged after its window, labels 低效 (both drawn from its md5).
      const md5 = (k: number) => k.toString(16).padStart(32, 'd');
      let k = 1;
      const approved = (n: number) => materialReviewOf({ media: config.media, materialId: '1', signature: md5(n), fileName: '诊断素材.jpg', createdAt: 0 }, Number.MAX_SAFE_INTEGER).status === 'approved';
      while (!approved(k) || unitHash('material-low', config.media, md5(k)) >= MATERIAL_MODEL.lowEfficiencyShare) k += 1;
      const image = config.limits.material.IMAGE;
      const [materialId] = await seedSandboxMaterials(lazyDb(), config, [
        { advertiserId, kind: 'image', signature: md5(k), format: image.FORMATS[0], fileName: '诊断素材.jpg', width: image.SPECS[0].MIN[0], height: image.SPECS[0].MIN[1], size: 1024, receivedAt: h.clock.now() - 2 * DAY_MS, usedBy: [made[made.length - 1]] },
      ]);
      const start = chinaDay(h.clock.now());
      const guaranteed = config.costGuarantee === true && deliver.has.bid;
      const diagnose = async (day: number, ids: string[]) => {
        h.clock.set(chinaDayStart(start + day) + 12 * HOUR_MS);
        const { accessToken } = await h.withLimits({}).authorize([advertiserId]);
        return h.port.diagnose(accessToken, { advertiserId, level: deliver.level, ids });
      };

      const [early, foreign] = await diagnose(3, [objectId, `${objectId}9`]);
      expect(foreign.ok).toBe(false);
      if (!early.ok) throw new Error(early.reason);
      expect(early.value).toMatchObject({ id: objectId, review: 'approved', rejectReason: null, learning: 'learned', learningHours: null, lowEfficiencyMaterialIds: [materialId] });
      expect(early.value.costGuarantee?.state ?? null).toBe(guaranteed ? 'guaranteeing' : null);

      const [late] = await diagnose(12, [objectId]);
      if (!late.ok) throw new Error(late.reason);
      const guarantee = late.value.costGuarantee;
      expect(guarantee === null).toBe(!guaranteed);
      if (guarantee) {
        expect(['ended', 'paid']).toContain(guarantee.state);
        expect(guarantee.amount !== null && guarantee.amount > 0).toBe(guarantee.state === 'paid');
        expect(guarantee.conversions).toBeGreaterThan(0);
        expect(guarantee.from! <= guarantee.to!).toBe(true);
      }
    });
  });
}

const listedFile = (m: MediaMaterial) => ({ advertiserId: m.advertiserId, kind: m.kind, signature: m.signature, format: m.format, fileName: m.fileName, width: m.width, height: m.height, size: m.size });

// A full listing of a level larger than the page answers every object exactly once, on a first sync and on
// an incremental one (the review part of the cursor used to start at 0 and repeat the first pages).
function describeListing(config: SandboxMediaConfig, lazyDb: () => Db): void {
  describe('sandbox listing over several pages', () => {
    const PAGE = 3;
    it(`${config.media}: every object once per full listing`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const tight = h.withLimits({ pageSize: PAGE });
      const { advertiserId } = await h.newAdvertiser();
      const token = (await tight.authorize([advertiserId])).accessToken;
      const spec = h.port.levels.find((l) => l.parent === null);
      if (!spec) throw new Error('no top level');
      const limits = h.port.limits;
      let serial = 0;
      const create = async (count: number) => {
        const ids: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const [outcome] = await tight.port.createObjects(token, {
            advertiserId,
            level: spec.level,
            drafts: [
              {
                parentId: null,
                name: `分页${spec.label}_${++serial}`,
                budget: spec.has.budget ? (limits.minBudget[spec.level] ?? 100) * 4 : undefined,
                bid: spec.has.bid ? limits.bidRange.min + 2 : undefined,
              },
            ],
          });
          if (!outcome.ok) throw new Error(`create refused: ${outcome.reason}`);
          ids.push(outcome.value.id);
          h.clock.advance(1000);
        }
        return ids;
      };
      const listAll = async (cursor?: string) => {
        const seen: string[] = [];
        for (let pages = 0; pages < 50; pages += 1) {
          const page = await tight.port.listObjects(token, { advertiserId, level: spec.level, cursor });
          expect(page.objects.length).toBeLessThanOrEqual(PAGE);
          seen.push(...page.objects.map((o) => o.id));
          cursor = page.nextCursor;
          if (!page.hasMore) return { seen, cursor };
        }
        throw new Error('the listing never ended');
      };

      // First sync after review decided every object: each comes once, reviewed.
      const first = await create(2 * PAGE + 1);
      h.clock.advance(2 * HOUR_MS);
      const full = await listAll();
      expect(full.seen).toHaveLength(first.length);
      expect([...full.seen].sort()).toEqual([...first].sort());

      // Incremental: new objects written and decided since, each once; nothing more after that.
      const more = await create(PAGE + 2);
      h.clock.advance(2 * HOUR_MS);
      const next = await listAll(full.cursor);
      expect([...next.seen].sort()).toEqual([...more].sort());
      expect((await listAll(next.cursor)).seen).toEqual([]);

      // Objects answered before they were reviewed come once more when review decides, once each.
      const pending = await create(PAGE + 1);
      const beforeReview = await listAll(next.cursor);
      expect([...beforeReview.seen].sort()).toEqual([...pending].sort());
      h.clock.advance(2 * HOUR_MS);
      const reviewed = await listAll(beforeReview.cursor);
      expect([...reviewed.seen].sort()).toEqual([...pending].sort());
    });
  });
}

// The live model over the engine's own plans (docs/design/live-home.md §3.2): a live plan of the account's 24-hour
// room spends in the room exactly what the report says it spent today, minute by minute, since the stream began.
function describeLiveRooms(config: SandboxMediaConfig, lazyDb: () => Db): void {
  describe('sandbox live rooms', () => {
    it(`${config.media}: a live plan's spend in its room today is the report's, to the 分`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const live = config.live;
      const deliver = config.levels.find((l) => l.delivers);
      if (!live || !deliver || !h.port.live) throw new Error('no live rooms');
      // After 07:00: today's 24-hour stream began at 06:00, before the plans exist.
      h.clock.set(chinaDayStart(chinaDay(h.clock.now()) + 1) + 7 * HOUR_MS);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const room = live.awemes(advertiserId)[0].id;
      const line: LevelSpec[] = [];
      for (let s: LevelSpec | undefined = deliver; s; s = config.levels.find((l) => l.level === s?.parent)) line.unshift(s);
      let parentId: string | null = null;
      const make = async (spec: LevelSpec, n: number) => {
        const [outcome] = await h.port.createObjects(tokens.accessToken, {
          advertiserId,
          level: spec.level,
          drafts: [{ parentId, name: `直播${spec.label}_${n}`, budget: spec.has.budget ? (config.limits.minBudget[spec.level] ?? 100) * 50 : undefined, bid: spec.has.bid ? Math.min(config.limits.bidRange.max, 200) : undefined }],
        });
        if (!outcome.ok) throw new Error(outcome.reason);
        h.clock.advance(1000);
        return outcome.value.id;
      };
      for (const spec of line.slice(0, -1)) parentId = await make(spec, 0);
      const plans: string[] = [];
      for (let n = 1; n <= 12 && !plans.some((id) => live.liveAwemeOf({ id, level: deliver.level, advertiserId }) === room); n++) plans.push(await make(deliver, n));
      const livePlans = plans.filter((id) => live.liveAwemeOf({ id, level: deliver.level, advertiserId }) === room);
      expect(livePlans.length).toBeGreaterThan(0);
      h.clock.advance(3 * HOUR_MS + 10 * MINUTE_MS + 7000);
      const { accessToken } = await h.withLimits({}).authorize([advertiserId]);
      const today = chinaDate(chinaDay(h.clock.now()));
      const [stream] = (await h.port.live.listRooms(accessToken, { advertiserId, from: today, to: today, awemeIds: [room] })).filter((r) => r.state === 'living');
      const figures = await h.port.live.roomFigures(accessToken, { advertiserId, roomId: stream.roomId, sinceMinute: -1, limit: 0 });
      const report = await h.port.report(accessToken, { advertiserId, level: deliver.level, ids: plans, granularity: 'day', from: today, to: today });
      const spent = new Map(report.map((r) => [r.id, Math.round(r.cost * 100)]));
      expect(figures.plans.map((p) => p.planId).sort()).toEqual([...livePlans].sort());
      for (const p of figures.plans) expect(p.costFen).toBe(spent.get(p.planId) ?? 0);
      expect(figures.plans.some((p) => p.costFen > 0)).toBe(true);
      expect(figures.totals.costFen).toBe(figures.plans.reduce((sum, p) => sum + p.costFen, 0));
    });
  });
}
