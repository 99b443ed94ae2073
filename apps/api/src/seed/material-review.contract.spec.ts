// The demo review queue a seeding start makes (seed/material-review.ts) over a small demo library: every
// state in the queue, comments, and one live share link of the design manager's that opens without a token.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { startTestServer, type TestServer } from '@toufang/server-testing';

let server: TestServer;
let scratch: string;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-demo-review-'));
  server = await startTestServer({ dataDir: path.join(scratch, 'pglite'), demoMaterials: { images: 9, videos: 1 }, demoMaterialCache: path.join(scratch, 'files') });
});
afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
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
