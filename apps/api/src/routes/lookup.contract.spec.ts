// Contract tests of the lookups, the permission calls and the registration form's calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CODES } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';

interface Account {
  adsMediaAccountId: string;
  adsMediaAccountName: string;
  mediaCode: string;
  groupId: number | null;
}
interface Page {
  records: Account[];
  total: number;
  current: number;
  size: number;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('manager');
});
afterAll(async () => {
  await server?.close();
});

describe('media', () => {
  it('lists the six media in display order', async () => {
    const answer = await server.call<{ mediaCode: string; mediaName: string; enabled: boolean }[]>('/api/user/sys_media/list', { method: 'POST', token });
    expect(answer.body.data.map((m) => m.mediaCode)).toEqual([...MEDIA_CODES]);
    expect(answer.body.data.find((m) => m.mediaCode === 'toutiao')?.mediaName).toBe('巨量引擎');
  });
});

describe('media accounts', () => {
  const list = (body: Record<string, unknown>, as = token) => server.call<Page>('/api/user/media_account/list_company_account', { token: as, body });

  it('pages the company accounts, at least 30 per media', async () => {
    for (const mediaCode of MEDIA_CODES) {
      const page = (await list({ current: 1, size: 10, mediaCode })).body.data;
      expect(page.total).toBeGreaterThanOrEqual(30);
      expect(page.records).toHaveLength(10);
      expect(page.records.every((a) => a.mediaCode === mediaCode && /^\d+$/.test(a.adsMediaAccountId))).toBe(true);
    }
    const all = (await list({ current: 1, size: 10 })).body.data;
    const second = (await list({ current: 2, size: 10 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(180);
    expect(second.records.map((a) => a.adsMediaAccountId)).not.toContain(all.records[0].adsMediaAccountId);
  });

  it('filters by keyword in the name or the id', async () => {
    const byName = (await list({ current: 1, size: 200, keyword: '青柠' })).body.data;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.records.every((a) => a.adsMediaAccountName.includes('青柠'))).toBe(true);
    const id = byName.records[0].adsMediaAccountId;
    const byId = (await list({ current: 1, size: 10, keyword: id })).body.data;
    expect(byId.records.map((a) => a.adsMediaAccountId)).toContain(id);
    expect((await list({ current: 1, size: 10, keyword: '%' })).body.data.total).toBe(0);
  });

  it('never shows another company its accounts', async () => {
    const other = await server.login('yuanhang');
    const theirs = (await list({ current: 1, size: 200 }, other)).body.data;
    expect(theirs.total).toBe(10);
    expect(theirs.records.every((a) => a.adsMediaAccountName.startsWith('远航电商'))).toBe(true);
    const ours = (await list({ current: 1, size: 200, keyword: '远航' })).body.data;
    expect(ours.total).toBe(0);
  });

  it('shows someone who sees only assigned accounts just those, in the page and the selector', async () => {
    const agent = await server.login('agent1');
    const assigned = await sqlOn(server.app.toufang.db)
      .selectFrom('media_account_operators as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('media_accounts as a', 'a.id', 'o.account_id')
      .select('a.account_id')
      .where('u.username', '=', 'agent1')
      .where('a.bound', '=', true)
      .execute();
    const page = (await list({ current: 1, size: 200 }, agent)).body.data;
    expect(page.records.map((a) => a.adsMediaAccountId).sort()).toEqual(assigned.map((a) => a.account_id).sort());
    const selector = await server.call<Account[]>('/api/user/media_account/select', { token: agent, body: {} });
    expect(selector.body.data.map((a) => a.adsMediaAccountId).sort()).toEqual(assigned.map((a) => a.account_id).sort());
  });

  it('refuses bad queries', async () => {
    expect((await list({ current: 1, size: 10, mediaCode: 'not-a-media' })).body.message).toBe('媒体的取值不在允许范围内');
    expect((await list({ current: 1, size: 500 })).body.message).toBe('每页条数不能大于200');
    expect((await list({ current: 1 })).body.message).toBe('缺少必填字段：每页条数');
    expect((await list({ current: 1, size: 10, keyword: 'x'.repeat(65) })).body.message).toBe('关键词长度不能超过64个字符');
  });

  it('answers at most 200 for a selector', async () => {
    const all = await server.call<Account[]>('/api/user/media_account/select', { token, body: {} });
    expect(all.body.data).toHaveLength(200);
    const gdt = await server.call<Account[]>('/api/user/media_account/select', { token, body: { mediaCode: 'gdt', keyword: '效果' } });
    expect(gdt.body.data.length).toBeGreaterThan(0);
    expect(gdt.body.data.every((a) => a.mediaCode === 'gdt' && a.adsMediaAccountName.includes('效果'))).toBe(true);
  });

  it('pages the unbound kuaishou agent accounts', async () => {
    const answer = await server.call<Page>('/api/user/adver_account/kuaishou/agent/no_bind_media_account/list', { token, body: { current: 1, size: 10 } });
    expect(answer.body.data.total).toBeGreaterThanOrEqual(20);
    expect(answer.body.data.records.every((a) => a.mediaCode === 'kuaishou')).toBe(true);
    const bound = (await list({ current: 1, size: 200, mediaCode: 'kuaishou' })).body.data.records.map((a) => a.adsMediaAccountId);
    expect(answer.body.data.records.some((a) => bound.includes(a.adsMediaAccountId))).toBe(false);
    expect((await server.call('/api/user/adver_account/kuaishou/agent/no_bind_media_account/list', { token, body: { current: 0, size: 10 } })).status).toBe(400);
  });
});

describe('people and groups', () => {
  it('lists the optimisers (managers and operators) of the same company', async () => {
    const answer = await server.call<{ userId: number; name: string; role: string }[]>('/api/user/user/v2/opt_select', { method: 'POST', token });
    expect(answer.body.data.length).toBeGreaterThanOrEqual(3);
    expect(answer.body.data.every((u) => u.role === 'MANAGER' || u.role === 'OPERATE')).toBe(true);
    expect(answer.body.data.map((u) => u.name)).not.toContain('冯涛');
    const filtered = await server.call<{ name: string }[]>('/api/user/user/v2/opt_select', { token, body: { keyword: '孙' } });
    expect(filtered.body.data.map((u) => u.name)).toEqual(['孙浩']);
  });

  it('lists the account groups with their accounts', async () => {
    const answer = await server.call<{ groupId: number; groupName: string; children: { mediaAccountId: string; num: number }[] }[]>('/api/user/group_user/select', {
      token,
      body: { mediaCode: 'toutiao' },
    });
    expect(answer.body.data.length).toBeGreaterThanOrEqual(3);
    expect(answer.body.data.some((g) => g.children.length > 0)).toBe(true);
    expect((await server.call('/api/user/group_user/select', { token, body: { mediaCode: 1 } })).body.message).toBe('字段「媒体」类型不正确');
  });
});

describe('permissions', () => {
  it('answers the rbac user its tree and legacy users an empty one', async () => {
    const rbac = await server.login('rbac');
    const tree = await server.call<{ code: string; disable: boolean; isHomePage: boolean; children: unknown[] }[]>('/api/user-pro/permission/my-tree', {
      token: rbac,
      body: { source: 'web' },
    });
    const flat: { code: string; disable: boolean; isHomePage: boolean }[] = [];
    const walk = (nodes: typeof tree.body.data) => nodes.forEach((n) => (flat.push(n), walk(n.children as typeof nodes)));
    walk(tree.body.data);
    expect(flat.map((n) => n.code)).toEqual(expect.arrayContaining(['projectManage', 'mediaAccountManage', 'toutiaoDelivery', 'gdtDelivery', 'newMaterialLibrary', 'messageCenter']));
    expect(flat.filter((n) => n.disable)).toHaveLength(1);
    expect(flat.filter((n) => n.isHomePage)).toHaveLength(1);
    expect((await server.call('/api/user-pro/permission/my-tree', { token, body: { source: 'web' } })).body.data).toEqual([]);
    expect((await server.call('/api/user-pro/permission/my-tree', { token, body: {} })).body.message).toBe('缺少必填字段：来源');
  });

  it('answers the deliveryDmp key to some users only', async () => {
    const dmp = await server.call<{ permissions: string[] }>('/api/user/user/ads_dmp/customer/permission', { method: 'POST', token });
    expect(dmp.body.data.permissions).toEqual(['deliveryDmp']);
    const designer = await server.login('designer');
    const none = await server.call<{ permissions: string[] }>('/api/user/user/ads_dmp/customer/permission', { method: 'POST', token: designer });
    expect(none.body.data.permissions).toEqual([]);
  });
});

describe('registration form', () => {
  it('looks companies up by name, at most 10', async () => {
    const answer = await server.call<{ name: string; creditCode: string }[]>('/api/open_api/tianyancha/getCompany', { body: { keyword: '有限公司' } });
    expect(answer.body.data).toHaveLength(10);
    const one = await server.call<{ name: string; creditCode: string }[]>('/api/open_api/tianyancha/getCompany', { body: { keyword: '青柠' } });
    expect(one.body.data.every((c) => c.name.includes('青柠') && /^[0-9A-Z]{18}$/.test(c.creditCode))).toBe(true);
    expect((await server.call('/api/open_api/tianyancha/getCompany', { body: { keyword: '' } })).body.message).toBe('公司名称不能为空');
  });

  it('stores a sales lead and refuses a bad phone number', async () => {
    const lead = { companyName: '成都禾木生鲜供应链有限公司', contactName: '陈晨', phone: '13800138000', remark: '想了解批量创建' };
    const answer = await server.call<{ leadId: number }>('/api/sales/sales/lead/add', { body: lead });
    expect(answer.body.data.leadId).toBeGreaterThan(0);
    const bad = await server.call('/api/sales/sales/lead/add', { body: { ...lead, phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('手机号格式不正确');
    const rows = await server.app.toufang.db.query('SELECT count(*)::int AS n FROM sales_leads');
    expect(rows[0].n).toBe(1);
  });
});

describe('error log', () => {
  const report = {
    url: '/api/user/media_account/select',
    name: 'TypeError',
    errorMessage: "Cannot read properties of undefined (reading 'map')",
    stack: 'TypeError: …\n    at AccountTable',
    message: '抱歉，媒体接口未知问题请联系运营人员~~',
    browserInfo: { browser: 'Chrome 131', language: 'zh-CN', date: '2026-01-05 10:00:00' },
  };

  it('stores a report without a token, and ties it to the user with one', async () => {
    expect((await server.call('/api/open_api/sys/error_log', { body: report })).body.code).toBe(200);
    expect((await server.call('/api/open_api/sys/error_log', { body: report, token })).body.code).toBe(200);
    expect((await server.call('/api/open_api/sys/error_log', { body: report, token: 'forged' })).body.code).toBe(200);
    const rows = await server.app.toufang.db.query<{ user_id: number | null }>('SELECT user_id FROM error_logs ORDER BY id');
    expect(rows.map((r) => r.user_id === null)).toEqual([true, false, true]);
  });

  it('refuses a report that does not fit', async () => {
    const bad = await server.call('/api/open_api/sys/error_log', { body: { ...report, browserInfo: { browser: 'x', language: 'zh' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('缺少必填字段：date');
    const long = await server.call('/api/open_api/sys/error_log', { body: { ...report, url: 'x'.repeat(2049) } });
    expect(long.body.message).toBe('请求地址长度不能超过2048个字符');
  });
});
