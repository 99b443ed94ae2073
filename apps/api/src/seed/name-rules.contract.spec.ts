// The demo desk's naming rules (seed/name-rules.ts) over the seeded sandbox objects: 投放命名规范 parses most of
// the names of the sandbox media's delivery objects, and 命名解析管理 lists the three rules with their versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { parseName } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { DELIVERY_RULE_BODY } from './name-rules';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('manager');
});
afterAll(async () => {
  await server?.close();
});

describe('the seeded naming rules', () => {
  it('are listed with their versions, enabled', async () => {
    const answer = await server.call<components['schemas']['NameRule'][]>('/api/name-rule/list', { body: {}, token });
    expect(answer.body.data.map((r) => [r.name, r.target, r.activeVersion, r.enabled])).toEqual([
      ['投放命名规范', 'delivery', 2, true],
      ['素材命名规范', 'material', 2, true],
      ['素材命名规范（含设计师）', 'material', 1, true],
    ]);
  });

  it('投放命名规范 parses most names of the sandbox media’s objects, which a sync brings to the desk', async () => {
    // The template holds the media's objects; the desk's copy fills on the first sync after start.
    const rows = await sqlOn(server.app.toufang.db).selectFrom('sandbox_objects').select('name').distinct().execute();
    const names = rows.map((r) => r.name);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => parseName(DELIVERY_RULE_BODY, name).ok).length / names.length).toBeGreaterThan(0.8);
  });
});
