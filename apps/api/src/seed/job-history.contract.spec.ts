// The demo company's task-centre history on a fresh desk: exports, bulk edits and syncs by demo users and
// 系统 over the past days, in every state a person reads but 进行中 (the start's own sync shows that), with
// a kept export its manager downloads and an edit whose failed rows 重试失败部分 would send again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@toufang/server-testing';

interface Job {
  id: string;
  type: string | null;
  state: string;
  startedBy: string;
  target: string;
  failedItems: number;
  retryable: boolean;
  result: { summary: string | null; downloadable: boolean; download: { url: string } | null; objects: { name: string; ok: boolean | null; reason: string | null }[] };
}

let server: TestServer;
let manager = '';
beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const seeded = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the seeded task-centre history', () => {
  it('shows the demo company exports, bulk edits and syncs by demo users and 系统, in every state including 部分成功 and 已过期', async () => {
    const answer = await server.call<{ records: Job[]; total: number }>('/api/job/search', { token: manager, body: { current: 1, size: 100 } });
    const mine = answer.body.data.records.filter((r) => r.id.startsWith('00000000-0000-4000-8000-'));
    expect(mine).toHaveLength(11);
    expect(new Set(mine.map((r) => r.state))).toEqual(new Set(['queued', 'succeeded', 'partial', 'failed', 'cancelled', 'expired']));
    expect(new Set(mine.map((r) => r.type))).toEqual(new Set(['export', 'edit', 'sync']));
    const starters = new Set(mine.map((r) => r.startedBy));
    expect(starters.has('系统')).toBe(true);
    expect(starters.size).toBeGreaterThanOrEqual(4);
  });

  it('is the same every time: fixed ids, and the states each one was written in', async () => {
    const get = async (n: number) => (await server.call<Job>('/api/job/get', { token: manager, body: { jobId: seeded(n) } })).body.data;
    expect((await get(1)).state).toBe('succeeded');
    expect((await get(4)).state).toBe('partial');
    expect((await get(5)).state).toBe('failed');
    expect((await get(6)).state).toBe('cancelled');
    expect((await get(8)).state).toBe('expired');
    expect((await get(11)).state).toBe('queued');
    const partial = await get(4);
    expect(partial).toMatchObject({ failedItems: 2, retryable: true });
    expect(partial.result.summary).toBe('成功4个，失败2个');
    expect(partial.result.objects.filter((o) => o.ok === false).map((o) => o.reason)).toEqual(['出价超出允许范围', '广告不存在或已删除']);
  });

  it('lets the manager download the kept export they made', async () => {
    const kept = (await server.call<Job>('/api/job/get', { token: manager, body: { jobId: seeded(1) } })).body.data;
    expect(kept.result.download?.url).toMatch(/^\/files\/delivery-export\?exportId=\d+&token=/);
    const file = await fetch(server.baseUrl + kept.result.download!.url);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
