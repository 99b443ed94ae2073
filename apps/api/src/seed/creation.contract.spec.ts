// The demo desk's batch creation (seed/creation.ts): a template for every media and variant the media declare,
// shared and personal, on the company's accounts and the desk's copy of their 定向包; each opens, passes the preview's
// reference checks and saves again as it is (its per-account ids and references hold); three 防出错 rules. Seeded
// over a library holding files some media refuse, every template carries only materials its media accepts, of the
// kinds its variant takes, so its preview finds nothing wrong with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { checkRows, countTemplate, expandTemplate, MEDIA_CODES, type CreationTemplateBody } from '@toufang/domain';
import { variantSpecOf, variantsOf } from '@toufang/server-creation';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { seedCreation } from './creation';

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

  it('gives every template only materials its media accepts, of the kinds its variant takes, and rows its preview finds nothing wrong with', async () => {
    const db = server.app.toufang.db;
    const q = sqlOn(db);
    // A library whose first files some media refuse (the 1200×628 大图 toutiao refuses, a 小图, a tiny PNG), then
    // files most media take; seeded again over it.
    const files: [name: string, kind: 'image' | 'video', format: string, width: number, height: number, durationMs: number | null][] = [
      ['618狂欢_大图_主图.jpg', 'image', 'jpg', 1200, 628, null],
      ['年货节_小图_01.jpg', 'image', 'jpg', 456, 300, null],
      ['图标.png', 'image', 'png', 100, 100, null],
      ['春季上新_横版_01.jpg', 'image', 'jpg', 1280, 720, null],
      ['春季上新_竖版_01.jpg', 'image', 'jpg', 720, 1280, null],
      ['春季上新_横版_02.jpg', 'image', 'jpg', 1280, 720, null],
      ['春季上新_竖版_02.jpg', 'image', 'jpg', 720, 1280, null],
      ['春季上新_横版视频.mp4', 'video', 'mp4', 1280, 720, 10_000],
      ['春季上新_竖版视频.mp4', 'video', 'mp4', 720, 1280, 10_000],
      ['春季上新_竖版视频_02.mp4', 'video', 'mp4', 720, 1280, 15_000],
    ];
    for (const [i, [name, kind, format, width, height, durationMs]] of files.entries()) {
      await q
        .insertInto('materials')
        .values({ customer_id: 1, md5: `a${String(i).padStart(31, '0')}`, name, kind, format, mime: kind === 'video' ? 'video/mp4' : `image/${format === 'jpg' ? 'jpeg' : format}`, size_bytes: 200_000, width, height, duration_ms: durationMs, bitrate: null, designer_id: null, uploader_id: null, source: 'upload', shared: true, created_at: new Date(), updated_at: new Date() })
        .execute();
    }
    await q.deleteFrom('creation_templates').where('customer_id', '=', 1).execute();
    await q.deleteFrom('error_prevention_rules').where('customer_id', '=', 1).execute();
    expect(await seedCreation(server.app.toufang)).toBeGreaterThan(0);

    const page = expectOk(await post<Page>('/api/creation/template/list', 'operator', { scope: 'all', current: 1, size: 200 }));
    let withMaterials = 0;
    const problems: Record<string, string[]> = {};
    for (const record of page.records) {
      const template = expectOk(await post<Template>('/api/creation/template/get', 'operator', { id: record.id }));
      const body = template.body as CreationTemplateBody;
      const spec = variantSpecOf(body.media, body.variant);
      if (!spec) throw new Error(`${record.name}: no spec of ${body.media}:${body.variant}`);
      const facts = expectOk(await post<components['schemas']['CreationPreviewFacts']>('/api/creation/preview/facts', 'operator', { body }));
      expect(facts.materialProblems, record.name).toEqual({});
      const ids = body.materials.groups.flatMap((g) => g.materialIds);
      for (const id of ids) expect(spec.materials.kinds, `${record.name} ${facts.materialNames[id]}`).toContain(facts.materialKinds[id]);
      if (ids.length === 0) continue;
      withMaterials += 1;
      // It previews without an error the server's re-check would block: names inside the media's length for the
      // seeded accounts, every required field (投放日期 included) and per-account id filled, materials it accepts.
      const expansion = expandTemplate(body, spec, { existingNames: facts.existingNames });
      if (!expansion.ok) throw new Error(`${record.name}: ${JSON.stringify(expansion.problems)}`);
      const errors = checkRows(expansion.rows, body, spec, facts).filter((c) => c.severity === 'error');
      const messages = [...new Set(errors.map((c) => `${c.field}: ${c.message}`))];
      if (messages.length > 0) problems[record.name] = messages;
    }
    expect(problems).toEqual({});
    expect(withMaterials).toBe(page.records.length);

    // The team's 巨量引擎2.0 build (the batch-creation journey's): 40 广告 over two accounts in waves of 5 per account.
    const shared = expectOk(await post<Page>('/api/creation/template/list', 'manager', { media: 'toutiao', variant: 'project', scope: 'shared', current: 1, size: 50 }));
    const team = shared.records.find((r) => r.media === 'toutiao' && r.variant === 'project');
    if (!team) throw new Error('no shared 巨量引擎2.0 template');
    const build = expectOk(await post<Template>('/api/creation/template/get', 'manager', { id: team.id })).body as CreationTemplateBody;
    const spec2 = variantSpecOf('toutiao', 'project');
    if (!spec2) throw new Error('no spec of toutiao:project');
    expect(build.accounts).toHaveLength(2);
    expect(countTemplate(build, spec2)).toMatchObject({ project: 4, ad: 40 });
    expect(build.submission).toMatchObject({ adsSubmitRule: 'BATCH', adsSubmitDimension: 'PLAN', adsMoreAccount: 'ON', adsSubmitNum: 5 });
  });
});
