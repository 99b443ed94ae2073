// The demo company's past creation tasks (seed/creation-tasks.ts) on a freshly seeded desk: one finished, one
// 部分成功 whose failed rows carry the sandbox media's own refusal, one waiting for its DELAY time with its wave a
// durable job; every created row is an object the sandbox holds under the id the row shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';

type TaskPage = components['schemas']['CreationTaskPage'];
type RowPage = components['schemas']['CreationTaskRowPage'];

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('manager');
});
afterAll(async () => {
  await server?.close();
});

const post = async <T>(path: string, body: unknown) => (await server.call<T>(path, { body, token })).body.data;

describe('seeded creation tasks', () => {
  it('shows a finished, a partly failed and a waiting task whose rows are the sandbox media’s objects', async () => {
    const tasks = (await post<TaskPage>('/api/creation/task/list', { current: 1, size: 50 })).records;
    const byName = new Map(tasks.map((t) => [t.templateName, t]));
    expect(byName.get('磁力拉新-通用模板')).toMatchObject({ media: 'kuaishou', state: 'succeeded', counts: { failed: 0, waiting: 0 } });
    expect(byName.get('巨量1.0-应用下载模板')).toMatchObject({ media: 'toutiao', state: 'partial' });
    expect(byName.get('磁力拉新-周末定时')).toMatchObject({ media: 'kuaishou', state: 'waiting', rule: 'DELAY', waves: [{ n: 1, state: 'waiting' }] });
    // 巨量千川's 批量任务 and the other media's 创建报告 have a finished task of their own.
    expect(byName.get('千川直播间-晚场引流')).toMatchObject({ media: 'qianchuan', variant: 'live', state: 'succeeded' });
    expect(byName.get('百度搜索-品牌词')).toMatchObject({ media: 'baidu', state: 'succeeded' });
    expect(byName.get('B站-新番季通投')).toMatchObject({ media: 'bilibili', state: 'succeeded' });
    const db = server.app.toufang.db;
    for (const name of ['磁力拉新-通用模板', '巨量1.0-应用下载模板', '千川直播间-晚场引流', '百度搜索-品牌词', 'B站-新番季通投']) {
      const task = byName.get(name)!;
      const rows = (await post<RowPage>('/api/creation/task/rows', { id: task.id, current: 1, size: 50 })).records;
      const created = rows.filter((r) => r.state === 'created');
      expect(created.length).toBe(task.counts.created);
      expect(created.length).toBeGreaterThan(0);
      const held = await sqlOn(db).selectFrom('sandbox_objects').select(['object_id', 'name']).where('media_code', '=', task.media).where('object_id', 'in', created.map((r) => r.mediaId!)).execute();
      expect(held.map((o) => [o.object_id, o.name]).sort()).toEqual(created.map((r) => [r.mediaId, r.name]).sort());
      if (task.state === 'partial') {
        const failed = rows.filter((r) => r.state === 'failed');
        expect(failed.length).toBeGreaterThan(0);
        expect(failed[0].reason).toMatch(/^巨量引擎：/);
      }
    }
    const waiting = byName.get('磁力拉新-周末定时')!;
    const wave = await sqlOn(db).selectFrom('creation_task_waves as w').innerJoin('jobs as j', 'j.id', 'w.job_id').select(['j.state', 'j.run_at']).where('w.task_id', '=', waiting.id).executeTakeFirstOrThrow();
    expect(wave.state).toBe('queued');
    expect(wave.run_at.getTime()).toBeGreaterThan(Date.now());

    // An optimiser sees only their own tasks: the operator's four, each finished with the media's objects.
    const operator = await server.login('operator');
    const own = (await server.call<TaskPage>('/api/creation/task/list', { body: { current: 1, size: 50 }, token: operator })).body.data.records;
    expect(own.map((t) => [t.media, t.templateName, t.state]).sort()).toEqual([
      ['gdt', '广点通-应用激活', 'succeeded'],
      ['kuaishou', '磁力-短剧付费', 'succeeded'],
      ['qianchuan', '千川直播间-午间场', 'succeeded'],
      ['toutiao', '巨量1.0-游戏拉活', 'succeeded'],
    ]);
    expect(own.every((t) => t.counts.created > 0)).toBe(true);
  });
});
