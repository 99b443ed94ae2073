// The demo desk's batch creation (seed/creation.ts): a template for every media and variant the media declare,
// shared and personal, on the company's accounts and the desk's copy of their 定向包; each opens, passes the preview's
// reference checks and saves again as it is (its per-account ids and references hold); three 防出错 rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { MEDIA_CODES } from '@toufang/domain';
import { variantsOf } from '@toufang/server-creation';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

type Page = components['schemas']['CreationTemplatePage'];
type Template = components['schemas']['CreationTemplate'];
type RulePage = components['schemas']['ErrorPreventionRulePage'];

let server: TestServer;
const tokens: Record<string, string> = {};
const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator']) tokens[username] = await server.login(username);
});
afterAll(async () => {
  await server?.close();
});

describe('the seeded batch creation', () => {
  it('has a template of every media and variant, shared and personal, each valid as it is', async () => {
    const page = expectOk(await post<Page>('/api/creation/template/list', 'operator', { scope: 'all', current: 1, size: 200 }));
    const kinds = new Set(page.records.map((r) => `${r.media}:${r.variant}`));
    expect([...kinds].sort()).toEqual(MEDIA_CODES.flatMap((m) => variantsOf(m).map((v) => `${m}:${v}`)).sort());
    expect(page.records.some((r) => r.shared && r.ownerName === '钱芳')).toBe(true);
    expect(page.records.some((r) => !r.shared && r.ownerName === '孙浩')).toBe(true);
    expect(page.records.some((r) => r.lastUsedBy === '孙浩' && r.lastUsedAt !== null)).toBe(true);
    expect(page.records.some((r) => r.lastUsedAt === null)).toBe(true);
    let withPacks = 0;
    for (const record of page.records) {
      const template = expectOk(await post<Template>('/api/creation/template/get', 'operator', { id: record.id }));
      expect(template.body.accounts.length, record.name).toBeGreaterThan(0);
      expect(template.body.titles.groups[0]?.titles.length, record.name).toBeGreaterThan(0);
      if (template.body.targeting.packs.length > 0) withPacks += 1;
      const facts = expectOk(await post<components['schemas']['CreationPreviewFacts']>('/api/creation/preview/facts', 'operator', { body: template.body }));
      expect(Object.keys(facts.accountNames)).toHaveLength(template.body.accounts.length);
      const owner = record.shared ? 'manager' : 'operator';
      expectOk(await post<Template>('/api/creation/template/save', owner, { id: record.id, name: record.name, shared: record.shared, body: template.body }));
    }
    expect(withPacks).toBeGreaterThan(0);
  });

  it('has three 防出错 rules', async () => {
    const rules = expectOk(await post<RulePage>('/api/creation/error-prevention/rule/list', 'manager', { current: 1, size: 50 }));
    expect(rules.records.map((r) => [r.media, r.field, r.values, r.min, r.max]).sort()).toEqual(
      [
        ['gdt', 'goal', ['OPTIMIZATIONGOAL_APP_ACTIVATE', 'OPTIMIZATIONGOAL_APP_REGISTER'], null, null],
        ['kuaishou', 'budgetPlan', [], 300, null],
        ['toutiao', 'bid', [], 0.5, 300],
      ].sort(),
    );
  });
});
