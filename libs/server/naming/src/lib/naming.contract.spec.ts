// Contract tests of name analysis (design §4.2) over the real server: versions are immutable and 恢复 is a new
// version; the save refuses what the domain's checks refuse (1901) and names taken (409); the preview's counts
// equal a direct parse of the names the caller sees, and an operator's preview sees only their accounts' names;
// another company's rules are missing; the delivery tables' fields are the enabled rules' for that media and level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { parseName, type NameRuleBody } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { accountInScope } from '@toufang/server-org';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

type Detail = components['schemas']['NameRuleDetail'];
type Rule = components['schemas']['NameRule'];
type Preview = components['schemas']['NameRulePreview'];
type Fields = components['schemas']['NameRuleFields'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
/** Two toutiao accounts of company 1: the operator's, and one taken out of their reach. */
let mine: number;
let notMine: number;

const BODY: NameRuleBody = {
  separator: '_',
  fields: [
    { key: 'theme', label: '主题', kind: 'dictionary', dictionary: { strict: true, entries: [{ code: '春季上新', label: '春季上新' }, { code: '节日大促', label: '节日大促' }] } },
    { key: 'level', label: '层级', kind: 'text' },
    { key: 'date', label: '日期', kind: 'date', date: { format: 'MMDD' } },
    { key: 'seq', label: '序号', kind: 'text' },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator', 'designer', 'designmanager', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  const accounts = await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id').limit(2).execute();
  [mine, notMine] = accounts.map((a) => a.id) as [number, number];
  await q.deleteFrom('media_account_operators').where('account_id', '=', notMine).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', notMine).execute();
  const exists = await q.selectFrom('media_account_operators').select('account_id').where('account_id', '=', mine).where('user_id', '=', operator.id).executeTakeFirst();
  if (!exists) await q.insertInto('media_account_operators').values({ account_id: mine, user_id: operator.id }).execute();
  // Names of known shape on both accounts, besides whatever the seed holds.
  const at = new Date('2026-03-12T02:00:00Z');
  const object = (accountId: number, id: string, name: string) => ({
    media_code: 'toutiao', object_id: id, account_id: accountId, customer_id: 1, level: 'plan', parent_id: null, name,
    opt_status: 'enabled' as const, review: 'approved' as const, learning: 'none' as const, status_text: '投放中', attributes: JSON.stringify({}),
    created_at: at, modified_at: at, synced_at: at,
  });
  await q.insertInto('delivery_objects').values([
    object(mine, 'naming-1', '节日大促_广告计划_0312_1'),
    object(mine, 'naming-2', '春季上新_广告计划_0313_2'),
    object(mine, 'naming-3', '春季上新_广告计划_1345_3'),
    object(notMine, 'naming-4', '节日大促_广告计划_0314_运营看不到'),
    object(notMine, 'naming-5', '别人的_不匹配'),
  ]).execute();
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
function expectRefusal(answer: Answer<unknown>, code: number, message: string) {
  expect(answer.body?.code, answer.text).toBe(code);
  expect(answer.body.message).toBe(message);
}
const save = (username: string, extra: Record<string, unknown>) => post<Detail>('/api/name-rule/save', username, { target: 'delivery', body: BODY, ...extra });

describe('versions', () => {
  it('saves a new immutable version each time, and 恢复 saves an old body again', async () => {
    const first = expectOk(await save('manager', { name: '投放命名', note: '初版' }));
    expect(first.rule).toMatchObject({ name: '投放命名', target: 'delivery', media: null, levels: null, enabled: true, activeVersion: 1, versionCount: 1, separator: '_', fieldLabels: ['主题', '层级', '日期', '序号'] });
    const id = first.rule.id;
    const changed: NameRuleBody = { ...BODY, separator: '-' };
    const second = expectOk(await save('designmanager', { id, name: '投放命名', body: changed, media: 'toutiao', levels: ['plan'] }));
    expect(second.rule).toMatchObject({ activeVersion: 2, versionCount: 2, separator: '-', media: 'toutiao', levels: ['plan'] });
    expect(second.versions.map((v) => [v.version, v.body.separator, v.note])).toEqual([[2, '-', null], [1, '_', '初版']]);
    const restored = expectOk(await save('manager', { id, name: '投放命名', body: second.versions[1]?.body, note: '恢复版本1' }));
    expect(restored.versions.map((v) => [v.version, v.body.separator])).toEqual([[3, '_'], [2, '-'], [1, '_']]);
    expect(restored.body).toEqual(first.body);
    const audit = await sqlOn(db()).selectFrom('audit_records').select(['action_name', 'before', 'after']).where('object_level', '=', 'nameRule').where('object_id', '=', String(id)).orderBy('at').orderBy('id').execute();
    expect(audit.map((a) => a.action_name)).toEqual(['新建命名规则', '保存命名规则新版本', '保存命名规则新版本']);
    expect((audit[1]?.before as { body: NameRuleBody }).body.separator).toBe('_');
    expect((audit[1]?.after as { body: NameRuleBody }).body.separator).toBe('-');
  });

  it('refuses what the checks refuse, names taken, and another company’s rules', async () => {
    const bad: NameRuleBody = { separator: '_', fields: [{ key: 'p', label: '产品', kind: 'dictionary', dictionary: { strict: true, entries: [{ code: 'A_B', label: '甲' }] } }] };
    expectRefusal(await save('manager', { name: '坏规则', body: bad }), 1901, '「产品」的代码"A_B"含分隔符"_"，按它拆分的名称永远匹配不上');
    expect(await sqlOn(db()).selectFrom('name_rules').select('id').where('name', '=', '坏规则').execute()).toEqual([]);
    const made = expectOk(await save('manager', { name: '重名规则' }));
    expectRefusal(await save('manager', { name: '重名规则' }), 409, '已有同名的命名规则');
    expectRefusal(await post('/api/name-rule/get', 'yuanhang', { id: made.rule.id }), 404, '命名规则不存在');
    expectRefusal(await save('yuanhang', { id: made.rule.id, name: '借来的' }), 404, '命名规则不存在');
    expect(expectOk(await post<Rule[]>('/api/name-rule/list', 'yuanhang', {})).map((r) => r.id)).not.toContain(made.rule.id);
  });

  it('removes a rule, freeing its name; a designer may read but not save', async () => {
    const made = expectOk(await save('manager', { name: '要删的规则' }));
    expect(expectOk(await post<Rule[]>('/api/name-rule/list', 'designer', {})).map((r) => r.name)).toContain('要删的规则');
    expect((await save('designer', { name: '设计师的规则' })).status).toBe(403);
    expectOk(await post('/api/name-rule/remove', 'manager', { id: made.rule.id }));
    expect(expectOk(await post<Rule[]>('/api/name-rule/list', 'manager', {})).map((r) => r.name)).not.toContain('要删的规则');
    expectRefusal(await post('/api/name-rule/get', 'manager', { id: made.rule.id }), 404, '命名规则不存在');
    expect(expectOk(await save('manager', { name: '要删的规则' })).rule.id).not.toBe(made.rule.id);
  });

  it('keeps one enabled material rule with a designer field', async () => {
    // The demo company's seeded one (素材命名规范（含设计师）) refuses a second: switched off for this test.
    const seeded = await sqlOn(db()).selectFrom('name_rules').select('id').where('customer_id', '=', 1).where('name', '=', '素材命名规范（含设计师）').executeTakeFirstOrThrow();
    const designer = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'designer').executeTakeFirstOrThrow();
    const body: NameRuleBody = { separator: '_', fields: [{ key: 'who', label: '设计师', kind: 'designer', dictionary: { strict: true, entries: [{ code: 'ds', label: '设计师甲', userId: designer.id }] } }, { key: 'n', label: '名称', kind: 'text' }] };
    expectRefusal(await save('manager', { name: '素材规则一', target: 'material', body }), 1901, '已有启用中的带设计师字段的素材命名规则「素材命名规范（含设计师）」，同一时间只能启用一条');
    expect(expectOk(await post<Rule>('/api/name-rule/enable', 'manager', { id: seeded.id, enabled: false })).enabled).toBe(false);
    const first = expectOk(await save('manager', { name: '素材规则一', target: 'material', body }));
    expectRefusal(await save('manager', { name: '素材规则二', target: 'material', body }), 1901, '已有启用中的带设计师字段的素材命名规则「素材规则一」，同一时间只能启用一条');
    expect(expectOk(await post<Rule>('/api/name-rule/enable', 'manager', { id: first.rule.id, enabled: false })).enabled).toBe(false);
    const second = expectOk(await save('manager', { name: '素材规则二', target: 'material', body }));
    expectRefusal(await post('/api/name-rule/enable', 'manager', { id: first.rule.id, enabled: true }), 1901, '已有启用中的带设计师字段的素材命名规则「素材规则二」，同一时间只能启用一条');
    const stranger = await sqlOn(db()).selectFrom('users').select('id').where('customer_id', '<>', 1).executeTakeFirstOrThrow();
    const foreign: NameRuleBody = { ...body, fields: [{ ...body.fields[0], dictionary: { strict: true, entries: [{ code: 'x', label: '外人', userId: stranger.id }] } } as NameRuleBody['fields'][number], body.fields[1] as NameRuleBody['fields'][number]] };
    expectRefusal(await save('manager', { id: second.rule.id, name: '素材规则二', target: 'material', body: foreign }), 1901, '设计师代码"x"对应的用户不在本公司');
  });
});

describe('preview', () => {
  /** The distinct names of non-deleted delivering objects the user sees, read directly. */
  async function visibleNames(username: string): Promise<string[]> {
    const user = await sqlOn(db()).selectFrom('users').select(['id', 'role', 'customer_id']).where('username', '=', username).executeTakeFirstOrThrow();
    const rows = await sqlOn(db())
      .selectFrom('delivery_objects as o')
      .innerJoin('media_accounts as a', 'a.id', 'o.account_id')
      .where('o.customer_id', '=', user.customer_id)
      .where(accountInScope({ userId: user.id, role: user.role, customerId: user.customer_id } as Parameters<typeof accountInScope>[0], 'a'))
      .where('o.opt_status', '<>', 'deleted')
      .select('o.name')
      .distinct()
      .execute();
    return rows.map((r) => r.name);
  }

  it('counts what a direct parse of the caller’s names counts; an operator sees only their accounts’ names', async () => {
    for (const username of ['manager', 'operator']) {
      const names = await visibleNames(username);
      const preview = expectOk(await post<Preview>('/api/name-rule/preview', username, { target: 'delivery', body: BODY, sample: 50 }));
      expect(preview.total).toBe(names.length);
      expect(preview.matched).toBe(names.filter((n) => parseName(BODY, n).ok).length);
      expect(preview.sampled).toBe(false);
      const shown = [...preview.rows.map((r) => r.name), ...preview.unmatched.map((r) => r.name)];
      for (const name of shown) expect(names).toContain(name);
      if (username === 'operator') {
        expect(names).not.toContain('节日大促_广告计划_0314_运营看不到');
        expect(names).toContain('节日大促_广告计划_0312_1');
      }
    }
    const preview = expectOk(await post<Preview>('/api/name-rule/preview', 'manager', { target: 'delivery', media: 'toutiao', levels: ['plan'], body: BODY, sample: 50 }));
    expect(preview.unmatched).toContainEqual({ name: '春季上新_广告计划_1345_3', reason: '「日期」不是有效日期："1345"' });
    expect(preview.unmatched).toContainEqual({ name: '别人的_不匹配', reason: '期望4段，实际2段' });
    expect(preview.rows).toContainEqual({ name: '节日大促_广告计划_0312_1', values: { theme: { code: '节日大促', label: '节日大促' }, level: { code: '广告计划', label: '广告计划' }, date: { code: '0312', label: '03-12' }, seq: { code: '1', label: '1' } } });
    expect(preview.byField.theme?.map((v) => v.code)).toContain('节日大促');
  });

  it('parses the materials the caller sees for a material rule', async () => {
    const preview = expectOk(await post<Preview>('/api/name-rule/preview', 'designer', { target: 'material', body: { separator: '_', fields: [{ key: 'a', label: '名', kind: 'text' }] } }));
    const count = await sqlOn(db()).selectFrom('materials').select((eb) => eb.fn.count<number>('name').distinct().as('n')).where('customer_id', '=', 1).executeTakeFirstOrThrow();
    expect(preview.total).toBeLessThanOrEqual(Number(count.n));
  });
});

describe('fields for the delivery tables', () => {
  it('answers the enabled delivery rules for the media and level', async () => {
    const all = expectOk(await save('manager', { name: '全媒体规则' }));
    const plans = expectOk(await save('manager', { name: '计划规则', media: 'toutiao', levels: ['plan'] }));
    const gdt = expectOk(await save('manager', { name: '广点通规则', media: 'gdt' }));
    const off = expectOk(await save('manager', { name: '停用的规则' }));
    expectOk(await post('/api/name-rule/enable', 'manager', { id: off.rule.id, enabled: false }));
    const ids = async (level: string) => expectOk(await post<Fields[]>('/api/name-rule/fields', 'operator', { media: 'toutiao', level })).map((r) => r.ruleId);
    const onPlans = await ids('plan');
    expect(onPlans).toEqual(expect.arrayContaining([all.rule.id, plans.rule.id]));
    expect(onPlans).not.toContain(gdt.rule.id);
    expect(onPlans).not.toContain(off.rule.id);
    expect(await ids('unit')).not.toContain(plans.rule.id);
    const fields = expectOk(await post<Fields[]>('/api/name-rule/fields', 'operator', { media: 'toutiao', level: 'plan' })).find((r) => r.ruleId === all.rule.id);
    expect(fields?.fields[0]).toEqual({ key: 'theme', label: '主题', kind: 'dictionary', values: [{ code: '春季上新', label: '春季上新' }, { code: '节日大促', label: '节日大促' }] });
  });
});
