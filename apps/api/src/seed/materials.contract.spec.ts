// The demo material library a seeding start makes (seed/materials.ts): a small set generated into a
// folder of this test, stored in the desk's storage, listed through the real operations with working links;
// and the demo review queue made over it (seed/material-review.ts): every state in the queue, comments, and
// one live share link of the design manager's that opens without a token. One seeded desk for both: each
// seeding with materials cost a file about 30 s of CPU (2026-12-01).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { chinaDay, chinaDayStart } from '@toufang/server-media';
import { sandboxConfig } from '../media/sandbox-media';
import { demoMaterialCountFromEnv, NEARLY_FULL_ROOM } from './materials';

interface Page {
  total: number;
  records: { id: number; name: string; kind: string; designer: { name: string } | null; labels: unknown[]; thumbnailUrl: string; posterUrl: string | null; pushes: { reviewState: string; mediaMaterialId: string }[] }[];
}

let server: TestServer;
let scratch: string;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-demo-materials-'));
  // Its own data folder: the run's template is seeded without materials.
  server = await startTestServer({ dataDir: path.join(scratch, 'pglite'), demoMaterials: { images: 9, videos: 1 }, demoMaterialCache: path.join(scratch, 'files') });
});
afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the demo material library', () => {
  it('gives the demo company its designers\' materials with files, labels and pushes to toutiao with the media\'s verdicts', async () => {
    const token = await server.login('operator');
    const answer = await server.call<Page>('/api/material/list', { body: { current: 1, size: 50 }, token });
    const page = answer.body.data;
    expect(page.total, answer.text).toBe(10);
    expect(page.records.filter((m) => m.kind === 'video')).toHaveLength(1);
    // Some name their designer by code instead (lj_…): 素材汇总 reads them (命名解析); 素材库 shows none set.
    expect(new Set(page.records.map((m) => m.designer?.name ?? null))).toEqual(new Set(['李静', '周婷', null]));
    expect(page.records.filter((m) => m.designer === null).every((m) => /^(lj|zt)_/.test(m.name))).toBe(true);
    expect(page.records.some((m) => m.labels.length > 0)).toBe(true);
    const video = page.records.find((m) => m.kind === 'video');
    expect((await fetch(new URL(video!.posterUrl!, server.baseUrl))).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(new URL(page.records[0].thumbnailUrl, server.baseUrl))).status).toBe(200);

    const pushed = page.records.flatMap((m) => m.pushes);
    expect(pushed.length).toBeGreaterThan(0);
    for (const push of pushed) expect(['reviewing', 'approved', 'rejected']).toContain(push.reviewState);
    // The sandbox holds each pushed material in its account, and a creative there uses it.
    const db = sqlOn(server.app.toufang.db);
    const held = await db.selectFrom('sandbox_materials').select('material_id').where('material_id', 'in', pushed.map((p) => p.mediaMaterialId)).execute();
    expect(held).toHaveLength(new Set(pushed.map((p) => p.mediaMaterialId)).size);
    const used = await db.selectFrom('sandbox_objects').select('object_id').where('material_id', 'in', pushed.map((p) => p.mediaMaterialId)).execute();
    expect(used.length).toBeGreaterThan(0);
  });

  it('leaves the demo company\'s third toutiao account room for NEARLY_FULL_ROOM new materials today, as the media counts', async () => {
    const db = sqlOn(server.app.toufang.db);
    const [, , third] = await db.selectFrom('media_accounts').select('account_id').where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id').limit(3).execute();
    const { n } = await db
      .selectFrom('sandbox_materials')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('media_code', '=', 'toutiao')
      .where('advertiser_id', '=', third.account_id)
      .where('created_at', '>=', new Date(chinaDayStart(chinaDay(Date.now()))))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(sandboxConfig('toutiao').limits.material.UPLOADS_PER_DAY - NEARLY_FULL_ROOM);
  });

  it('shows the designer one finished push with a file the media\'s limits refused, in 任务中心 and its message', async () => {
    const token = await server.login('designer');
    const messages = (await server.call<{ unread: { title: string; link: string | null }[] }>('/api/user/message/init', { token })).body.data.unread;
    const message = messages.find((m) => m.link?.startsWith('/common-app/assets/material-library-all?push='));
    expect(message?.title).toMatch(/^素材推送完成：成功\d+个，失败1个$/);
    const pushId = Number(message!.link!.split('=')[1]);
    const run = (await server.call<{ state: string; succeeded: number; refused: number; jobId: string; results: { state: string; reason: string | null }[] }>('/api/material/push/detail', { body: { pushId }, token })).body.data;
    expect(run).toMatchObject({ state: 'done', refused: 1 });
    expect(run.succeeded).toBeGreaterThan(0);
    expect(run.results.find((r) => r.state === 'refused')?.reason).toMatch(/^巨量引擎不接受：图片尺寸1200×628不符合要求/);
    const job = await sqlOn(server.app.toufang.db).selectFrom('jobs').select(['name', 'state']).where('id', '=', run.jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ name: 'material.push', state: 'succeeded' });
  });

  it('reads how many from TOUFANG_DEMO_MATERIALS', () => {
    expect(demoMaterialCountFromEnv({})).toEqual({ images: 240, videos: 36 });
    expect(demoMaterialCountFromEnv({ TOUFANG_DEMO_MATERIALS: '0' })).toBeNull();
    expect(demoMaterialCountFromEnv({ TOUFANG_DEMO_MATERIALS: '28' })).toEqual({ images: 28, videos: 4 });
    expect(() => demoMaterialCountFromEnv({ TOUFANG_DEMO_MATERIALS: 'many' })).toThrow('TOUFANG_DEMO_MATERIALS 的取值无效（实际为 many），应为 0 或正整数');
  });
});

describe('the demo review queue', () => {
  it('has materials in each state, comments, and a live share link the design manager lists and a guest opens', async () => {
    const token = await server.login('designmanager');
    const page = (await server.call<components['schemas']['MaterialReviewPage']>('/api/material/review/list', { body: { current: 1, size: 50 }, token })).body.data;
    expect(page.counts.pending).toBeGreaterThan(0);
    expect(page.counts.approved).toBeGreaterThan(0);
    expect(page.counts.rejected).toBeGreaterThan(0);
    expect(page.records.filter((r) => r.state === 'rejected').every((r) => (r.reason ?? '').length > 0)).toBe(true);
    expect(page.records.some((r) => r.commentCount > 0)).toBe(true);

    const shares = (await server.call<components['schemas']['MaterialReviewShare'][]>('/api/material/review/share/list', { body: {}, token })).body.data;
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ guestName: '品牌方 王总', rights: 'approve', hasPassword: false });
    const view = await server.call<components['schemas']['MaterialReviewShareView']>('/api/open_api/material-review-share/open', { body: { token: shares[0].token } });
    expect(view.body.data.materials.length).toBe(shares[0].materialCount);
    expect(view.body.data.materials.every((m) => m.state === 'pending')).toBe(true);
    expect((await fetch(new URL(view.body.data.materials[0].thumbnailUrl, server.baseUrl))).status).toBe(200);
  });
});
