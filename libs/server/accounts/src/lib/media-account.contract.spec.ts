// Contract tests of the media accounts: the authorisation flow on the gdt sandbox, the list, the writes,
// who may do what, agents' scope, other companies, uploads and the one-time state.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CODES } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { createWorker } from '@toufang/server-jobs';
import { SandboxMedia } from '@toufang/server-sandbox';
import { syncAccountsJob } from './jobs';
import { startTestServer, type TestServer } from '@toufang/server-testing';

/** The composed server's gdt sandbox (its registered adapter: the one the server answers with). */
function gdtSandbox(): SandboxMedia {
  const sandbox = server.app.toufang.media.sandbox('gdt');
  if (!(sandbox instanceof SandboxMedia)) throw new Error('the server answers gdt with no sandbox');
  return sandbox;
}

interface AccountRecord {
  id: number;
  mediaCode: string;
  accountId: string;
  accountName: string;
  sandbox: boolean;
  status: string;
  statusText: string;
  balance: number;
  todayCost: number;
  dailyBudget: number | null;
  groupId: number | null;
  operators: { userId: number; name: string }[];
  authorizationId: number | null;
  authStatus: string | null;
  authStatusText: string | null;
  lastSyncedAt: string | null;
  lastSyncError: string | null;
  remark: string;
  product: string;
}
interface Page {
  records: AccountRecord[];
  total: number;
  current: number;
  size: number;
}

const COMPANY = '北京星河互娱科技有限公司';
/** Sandbox advertisers of the demo company that the desk does not have yet (8 digits, as gdt's). */
const FRESH = [
  { id: '71000001', name: '沙箱测试_甲', balanceFen: 1_234_500, budgetFen: 50_000, status: 'active' },
  { id: '71000002', name: '沙箱测试_乙', balanceFen: 88_800, budgetFen: null, status: 'frozen' },
  { id: '71000003', name: '沙箱测试_丙', balanceFen: 500_000, budgetFen: 100_000, status: 'active' },
  { id: '71000004', name: '沙箱测试_丁', balanceFen: 10_000, budgetFen: null, status: 'active' },
] as const;

let server: TestServer;
const tokens: Record<string, string> = {};
let authorizationId: number;

const post = <T>(path: string, body: unknown, as = 'admin') => server.call<T>(`/api/user/media_account/${path}`, { token: tokens[as], body });
const list = (body: Record<string, unknown>, as = 'admin') => post<Page>('page', { mediaCode: 'gdt', current: 1, size: 50, ...body }, as);
const db = () => server.app.toufang.db;

/** Follows the consent page's 同意授权 link: answers the code and state it carries. */
function agreeLink(html: string): URL {
  const href = /<a class="button agree" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`no 同意授权 link in ${html}`);
  return new URL(href.replace(/&amp;/g, '&'), 'http://desk.invalid');
}

async function authorize(as = 'admin') {
  const started = await post<{ consentUrl: string; state: string }>('authorize/start', { mediaCode: 'gdt' }, as);
  expect(started.body.code).toBe(200);
  const page = await server.call(started.body.data.consentUrl);
  return { ...started.body.data, page };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'manager', 'designer', 'agent1', 'yuanhang']) tokens[user] = await server.login(user);
  await sqlOn(db())
    .insertInto('sandbox_advertisers')
    .values(
      FRESH.map((a) => ({
        media_code: 'gdt',
        advertiser_id: a.id,
        name: a.name,
        company_name: COMPANY,
        status: a.status,
        balance_fen: a.balanceFen,
        daily_budget_fen: a.budgetFen,
        created_at: new Date(Date.now() - 86_400_000),
      })),
    )
    .execute();
});
afterAll(async () => {
  await server?.close();
});

describe('the demo seed', () => {
  it('authorises the demo company on all six sandbox media, and the queued sync fills the figures', async () => {
    for (const mediaCode of MEDIA_CODES) {
      const page = (await list({ mediaCode, size: 10 })).body.data;
      expect(page.total, mediaCode).toBeGreaterThanOrEqual(30);
      expect(page.records.every((r) => r.sandbox && r.authStatus === 'active' && r.authStatusText === '有效'), mediaCode).toBe(true);
    }
    // One sync per company; background jobs leave a worker's last slot free, so they run one at a time here.
    const worker = createWorker(server.app.toufang, { jobs: [syncAccountsJob], schedules: [], heartbeatMs: false, concurrency: 2 });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    for (const mediaCode of MEDIA_CODES) {
      const records = (await list({ mediaCode, size: 200 })).body.data.records;
      // Today's cost may still be 0 just after midnight (China time); balances never are in the seed.
      expect(records.every((r) => r.lastSyncedAt !== null && r.balance > 0 && r.todayCost >= 0), mediaCode).toBe(true);
    }
  });
});

describe('authorising the gdt sandbox and importing its accounts', () => {
  it('starts, shows the sandbox consent page, completes and imports with figures', async () => {
    const { consentUrl, state, page } = await authorize();
    expect(consentUrl).toContain(encodeURIComponent(state));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('沙箱');
    expect(page.text).toContain('腾讯广告');
    // The admin consents with the company's main login, which sees every advertiser of the company.
    expect(page.text).toContain('当前登录：主账号（可见公司全部广告账户）');
    expect(page.text).toContain('新开户_');
    for (const a of FRESH) expect(page.text).toContain(a.name);
    const back = agreeLink(page.text);
    expect(back.pathname).toBe('/account-app/account/media-account/gdt/add');
    expect(back.searchParams.get('state')).toBe(state);
    expect(page.text).toContain('error=access_denied');

    const done = await post<{ authorizationId: number; advertisers: { advertiserId: string; imported: boolean }[] }>('authorize/complete', {
      mediaCode: 'gdt',
      code: back.searchParams.get('code'),
      state,
    });
    expect(done.body.code).toBe(200);
    authorizationId = done.body.data.authorizationId;
    const offered = new Map(done.body.data.advertisers.map((a) => [a.advertiserId, a.imported]));
    for (const a of FRESH) expect(offered.get(a.id)).toBe(false);

    const imported = await post<{ imported: number; skipped: number }>('import', { authorizationId, advertiserIds: FRESH.slice(0, 3).map((a) => a.id) });
    expect(imported.body.data).toEqual({ imported: 3, skipped: 0 });
    const again = await post<{ imported: number; skipped: number }>('import', { authorizationId, advertiserIds: [FRESH[0].id] });
    expect(again.body.data).toEqual({ imported: 0, skipped: 1 });

    const listed = (await list({ keyword: '沙箱测试' })).body.data;
    expect(listed.total).toBe(3);
    const first = listed.records.find((r) => r.accountId === FRESH[0].id);
    expect(first).toMatchObject({
      sandbox: true,
      status: 'active',
      statusText: '正常',
      balance: 12_345,
      dailyBudget: 500,
      authorizationId,
      authStatus: 'active',
      authStatusText: '有效',
    });
    expect(first?.lastSyncedAt).not.toBeNull();
    expect(listed.records.find((r) => r.accountId === FRESH[1].id)).toMatchObject({ status: 'frozen', statusText: '冻结', dailyBudget: null });

    // This import's records: the seed's operation-log history adds every seeded account a day or more ago.
    const audit = await sqlOn(db()).selectFrom('audit_records').select(['action', 'account_id']).where('action', '=', 'media-account.import').where('at', '>', new Date(Date.now() - 3_600_000)).execute();
    expect(audit.map((a) => a.account_id).sort()).toEqual(FRESH.slice(0, 3).map((a) => a.id));
  });

  it('refuses a used, expired or foreign state, and the consent page of a spent state grants nothing', async () => {
    const used = await authorize();
    const code = agreeLink(used.page.text).searchParams.get('code');
    expect((await post('authorize/complete', { mediaCode: 'gdt', code, state: used.state })).body.code).toBe(200);
    const twice = await post('authorize/complete', { mediaCode: 'gdt', code, state: used.state });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('授权已过期或已使用，请重新发起授权');
    const spent = await server.call(used.consentUrl);
    expect(spent.text).toContain('授权链接已过期或已使用');
    expect(spent.text).not.toContain('同意授权');

    const expired = await authorize();
    await sqlOn(db()).updateTable('oauth_states').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const late = await post('authorize/complete', { mediaCode: 'gdt', code: agreeLink(expired.page.text).searchParams.get('code'), state: expired.state });
    expect(late.body.message).toBe('授权已过期或已使用，请重新发起授权');

    const foreign = await authorize();
    const stolen = await post('authorize/complete', { mediaCode: 'gdt', code: agreeLink(foreign.page.text).searchParams.get('code'), state: foreign.state }, 'manager');
    expect(stolen.body.message).toBe('授权已过期或已使用，请重新发起授权');
    const unknown = await server.call('/media-sandbox/consent?state=nothing-like-it');
    expect(unknown.text).toContain('授权链接已过期或已使用');
    const stateless = await server.call('/media-sandbox/consent');
    expect(stateless.status).toBe(400);
    expect(stateless.body.message).toBe('缺少必填字段：授权状态码');
  });
});

describe('re-authorising', () => {
  it('shows an expired authorisation as 授权失效, and a new one takes its accounts over', async () => {
    await sqlOn(db()).updateTable('media_authorizations').set({ status: 'expired' }).where('id', '=', authorizationId).execute();
    // FRESH[1]: the sync test later syncs FRESH[0], which may sync once a minute.
    const [stale] = (await list({ keyword: FRESH[1].id })).body.data.records;
    expect(stale).toMatchObject({ authStatus: 'expired', authStatusText: '授权失效' });
    expect((await post('sync', { ids: [stale.id] })).body.data).toMatchObject([{ lastSyncError: '授权已失效，请重新授权' }]);
    expect((await post('import', { authorizationId, advertiserIds: [FRESH[1].id] })).body.message).toBe('授权已失效，请重新授权');

    const { state, page } = await authorize();
    const done = await post<{ authorizationId: number }>('authorize/complete', { mediaCode: 'gdt', code: agreeLink(page.text).searchParams.get('code'), state });
    const renewed = done.body.data.authorizationId;
    const ids = FRESH.slice(0, 3).map((a) => a.id);
    expect((await post('import', { authorizationId: renewed, advertiserIds: ids })).body.data).toEqual({ imported: 3, skipped: 0 });
    const records = (await list({ keyword: '沙箱测试' })).body.data.records;
    expect(records.every((r) => r.authorizationId === renewed && r.authStatus === 'active' && r.lastSyncError === null)).toBe(true);
    authorizationId = renewed;
  });
});

describe('the list', () => {
  it('filters, sorts and pages', async () => {
    const byBalance = (await list({ keyword: '沙箱测试', sortField: 'balance', sortOrder: 'descend' })).body.data.records.map((r) => r.balance);
    expect(byBalance).toEqual([12_345, 5_000, 888]);
    const byName = (await list({ keyword: '沙箱测试', sortField: 'accountName', sortOrder: 'ascend' })).body.data.records.map((r) => r.accountName);
    expect(byName).toEqual([...byName].sort());
    const frozen = (await list({ keyword: '沙箱测试', status: 'frozen' })).body.data;
    expect(frozen.records.map((r) => r.accountId)).toEqual([FRESH[1].id]);
    expect((await list({ authStatus: 'active', keyword: '沙箱测试' })).body.data.total).toBe(3);
    expect((await list({ authStatus: 'expired' })).body.data.total).toBe(0);
    const pageTwo = (await list({ keyword: '沙箱测试', sortField: 'balance', sortOrder: 'ascend', current: 2, size: 2 })).body.data;
    expect(pageTwo).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(pageTwo.records.map((r) => r.balance)).toEqual([12_345]);
    const all = (await list({})).body.data;
    expect(all.total).toBeGreaterThan(3);
    expect(all.records.every((r) => r.mediaCode === 'gdt')).toBe(true);
    const bad = await list({ sortField: 'nonsense' });
    expect(bad.status).toBe(400);
  });
});

describe('who may do what', () => {
  it('refuses a designer the list and a manager removal, and checks an update field by field', async () => {
    expect((await list({}, 'designer')).status).toBe(403);
    const [target] = (await list({ keyword: FRESH[0].id })).body.data.records;
    const removal = await post('remove', { ids: [target.id] }, 'manager');
    expect(removal.status).toBe(403);
    const rename = await post('update', { id: target.id, accountName: '经理改名' }, 'manager');
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe('无权限修改账户名称');
    const product = await post<AccountRecord>('update', { id: target.id, product: '休闲游戏' }, 'manager');
    expect(product.body.data).toMatchObject({ product: '休闲游戏', accountName: FRESH[0].name });
    const group = await post('update', { id: target.id, groupId: 1 }, 'manager');
    expect(group.body.message).toBe('无权限修改账户分组');
  });

  it('shows an agent only the accounts assigned to them', async () => {
    expect((await list({}, 'agent1')).body.data.total).toBe(0);
    const agent = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    const [target] = (await list({ keyword: FRESH[2].id })).body.data.records;
    const assigned = await post<AccountRecord>('update', { id: target.id, operatorIds: [agent.id] });
    expect(assigned.body.data.operators.map((o) => o.userId)).toEqual([agent.id]);
    const seen = (await list({}, 'agent1')).body.data;
    expect(seen.records.map((r) => r.id)).toEqual([target.id]);
    const [unassigned] = (await list({ keyword: FRESH[0].id })).body.data.records;
    expect((await post('sync', { ids: [unassigned.id] }, 'agent1')).body.code).toBe(404);

    const audit = await sqlOn(db())
      .selectFrom('audit_records')
      .select(['before', 'after', 'actor_name'])
      .where('action', '=', 'media-account.update')
      .where('account_id', '=', FRESH[2].id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_name: '赵磊', before: { operatorIds: [] }, after: { operatorIds: [agent.id] } });
  });

  it('refuses operators, groups and projects of another company', async () => {
    const [target] = (await list({ keyword: FRESH[2].id })).body.data.records;
    const outsider = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'yuanhang').executeTakeFirstOrThrow();
    expect((await post('update', { id: target.id, operatorIds: [outsider.id] })).body).toMatchObject({ code: 404, message: '运营人员不存在' });
    const [theirGroup] = await sqlOn(db()).insertInto('account_groups').values({ customer_id: 2, name: '远航组' }).returning('id').execute();
    expect((await post('update', { id: target.id, groupId: theirGroup.id })).body).toMatchObject({ code: 404, message: '账户分组不存在' });
    expect((await post('update', { id: target.id, projectId: 12_345 })).body).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await list({ keyword: FRESH[2].id })).body.data.records[0].operators).toHaveLength(1);
  });

  it('answers another company 404 for our ids, as for missing ones', async () => {
    const [ours] = (await list({ keyword: FRESH[0].id })).body.data.records;
    const theirs = await post('update', { id: ours.id, product: '越界' }, 'yuanhang');
    expect(theirs.body).toMatchObject({ code: 404, message: '账户不存在或已删除' });
    expect((await post('update', { id: 999_999, product: 'x' }, 'yuanhang')).body.code).toBe(404);
    expect((await post('sync', { ids: [ours.id] }, 'yuanhang')).body.code).toBe(404);
    expect((await list({ keyword: '沙箱测试' }, 'yuanhang')).body.data.total).toBe(0);
    const used = await post('import', { authorizationId, advertiserIds: [FRESH[3].id] }, 'yuanhang');
    expect(used.body.code).toBe(404);
  });
});

describe('groups, monitors, passwords, sync and removal', () => {
  it('saves, assigns and removes a group; names are unique', async () => {
    const saved = await post<{ id: number; name: string }>('group/save', { name: '沙箱组' });
    expect(saved.body.data.name).toBe('沙箱组');
    expect((await post('group/save', { name: '沙箱组' })).body.code).toBe(409);
    const ids = (await list({ keyword: '沙箱测试' })).body.data.records.map((r) => r.id);
    expect((await post('group/assign', { groupId: saved.body.data.id, accountIds: ids })).body.data).toEqual({ count: 3 });
    expect((await list({ groupId: saved.body.data.id })).body.data.total).toBe(3);
    expect((await post('group/remove', { id: saved.body.data.id })).body.data).toEqual({ count: 3 });
    expect((await list({ groupId: saved.body.data.id })).body.data.total).toBe(0);
  });

  it('sets monitors, resets a password once, and syncs at most once a minute', async () => {
    const [target] = (await list({ keyword: FRESH[0].id })).body.data.records;
    expect((await post('monitor/set', { ids: [target.id], balanceBelow: 100, enabled: true })).body.data).toEqual({ count: 1 });
    const reset = await post<{ password: string }>('password/reset', { id: target.id });
    expect(reset.body.data.password).toMatch(/^[A-Za-z2-9]{16}$/);
    const stored = await sqlOn(db()).selectFrom('media_accounts').select('password_hash').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(reset.body.data.password);

    const synced = await post<AccountRecord[]>('sync', { ids: [target.id] });
    expect(synced.body.data[0]).toMatchObject({ id: target.id, balance: 12_345 });
    const soon = await post('sync', { ids: [target.id] });
    expect(soon.body.code).toBe(429);
    expect(soon.body.message).toContain('1分钟内已同步过');
  });

  it('removes accounts; a missing id removes nothing', async () => {
    const [target] = (await list({ keyword: FRESH[1].id })).body.data.records;
    expect((await post('remove', { ids: [target.id, 999_999] })).body.code).toBe(404);
    expect((await list({ keyword: FRESH[1].id })).body.data.total).toBe(1);
    expect((await post('remove', { ids: [target.id] })).body.data).toEqual({ count: 1 });
    expect((await list({ keyword: FRESH[1].id })).body.data.total).toBe(0);
  });
});

describe('uploads', () => {
  const upload = (fileName: string, content: Buffer) =>
    post<{ status: string; imported: number; errors: { row: number; accountId: string; message: string }[] }>('upload', {
      mediaCode: 'gdt',
      fileName,
      content: content.toString('base64'),
    });

  it('binds authorised rows of a CSV and names the bad row', async () => {
    const csv = ['账户ID,账户名称,备注', `${FRESH[3].id},上传的丁,"备注, 带逗号"`, '99999999,未授权账户,'].join('\r\n');
    const answer = await upload('accounts.csv', Buffer.from(csv));
    expect(answer.body.data).toEqual({
      status: 'portionSucceed',
      imported: 1,
      errors: [{ row: 3, accountId: '99999999', message: '账户未授权，请先授权' }],
    });
    const [row] = (await list({ keyword: FRESH[3].id })).body.data.records;
    expect(row).toMatchObject({ accountName: '上传的丁', remark: '备注, 带逗号', balance: 100 });
  });

  it('reads the template as .xlsx, and refuses a file without the template header', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('账户');
    sheet.addRow(['账户ID', '账户名称', '备注']);
    sheet.addRow([Number(FRESH[2].id), '表格改名', '']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload('accounts.xlsx', xlsx)).body.data).toEqual({ status: 'succeed', imported: 1, errors: [] });
    expect((await list({ keyword: FRESH[2].id })).body.data.records[0].accountName).toBe('表格改名');
    const headless = await upload('accounts.csv', Buffer.from('id,name\n1,2'));
    expect(headless.body.message).toBe('文件缺少表头：账户ID、账户名称、备注');
  });
});

describe('importing as someone who sees only assigned accounts', () => {
  it('assigns an optimiser the accounts they import, so they stay in their list', async () => {
    const fresh = { id: '71000009', name: '沙箱测试_戊' };
    await sqlOn(db())
      .insertInto('sandbox_advertisers')
      .values({ media_code: 'gdt', advertiser_id: fresh.id, name: fresh.name, company_name: COMPANY, status: 'active', balance_fen: 0, daily_budget_fen: null, created_at: new Date() })
      .execute();
    tokens.operator = await server.login('operator');
    // The media grants the optimiser's sub-login the new advertiser; the ones nobody was granted stay with the main login.
    await gdtSandbox().grantToLogin('operator', [fresh.id]);
    const { state, page } = await authorize('operator');
    expect(page.text).toContain('当前登录：子账号 operator（仅可见媒体分配给该登录的广告账户）');
    expect(page.text).toContain(fresh.name);
    expect(page.text).not.toContain('新开户_');
    const done = await post<{ authorizationId: number }>('authorize/complete', { mediaCode: 'gdt', code: agreeLink(page.text).searchParams.get('code'), state }, 'operator');
    expect(done.body.code).toBe(200);
    const imported = await post<{ imported: number }>('import', { authorizationId: done.body.data.authorizationId, advertiserIds: [fresh.id] }, 'operator');
    expect(imported.body.data).toMatchObject({ imported: 1 });
    expect((await list({ keyword: fresh.id }, 'operator')).body.data.records.map((r) => r.accountId)).toEqual([fresh.id]);
  });
});

describe('no account taken over through an authorisation', () => {
  const account = async (advertiserId: string) =>
    sqlOn(db()).selectFrom('media_accounts').select(['id', 'authorization_id']).where('media_code', '=', 'gdt').where('account_id', '=', advertiserId).executeTakeFirstOrThrow();
  const operatorsOf = async (id: number) =>
    (await sqlOn(db()).selectFrom('media_account_operators').select('user_id').where('account_id', '=', id).orderBy('user_id').execute()).map((o) => o.user_id);
  const codesIssued = async () => (await sqlOn(db()).selectFrom('sandbox_oauth_codes').select(sqlOn(db()).fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('shows an agent only what the media granted their sub-login, and one code however often the page is opened', async () => {
    // agent1 is assigned FRESH[2] in the desk, but the media has granted their sub-login nothing yet.
    const empty = await authorize('agent1');
    expect(empty.page.text).toContain('当前登录：子账号 agent1（仅可见媒体分配给该登录的广告账户）');
    expect(empty.page.text).toContain('该登录在沙箱中没有可授权的广告账户，请联系主账号在媒体侧分配账户。');
    expect(empty.page.text).not.toContain('同意授权');

    await gdtSandbox().grantToLogin('agent1', [FRESH[0].id, FRESH[2].id]);
    const { state, consentUrl, page } = await authorize('agent1');
    expect(page.text).toContain('同意后，投放平台可以管理以下 2 个广告账户：');
    expect(page.text).not.toContain('新开户_');
    const issued = Number(await codesIssued());
    const reload = await server.call(consentUrl);
    expect(agreeLink(reload.text).href).toBe(agreeLink(page.text).href);
    expect(Number(await codesIssued())).toBe(issued);
    const done = await post<{ authorizationId: number }>('authorize/complete', { mediaCode: 'gdt', code: agreeLink(page.text).searchParams.get('code'), state }, 'agent1');
    expect(done.body.code).toBe(200);
    const agentAuthorization = done.body.data.authorizationId;

    // FRESH[0] is bound in the company and not the agent's: the import leaves it as it was. FRESH[2] is the
    // agent's: only its authorisation changes.
    const theirs = await account(FRESH[0].id);
    const mine = await account(FRESH[2].id);
    const agent = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    const before = { theirs: await operatorsOf(theirs.id), mine: await operatorsOf(mine.id) };
    const imported = await post('import', { authorizationId: agentAuthorization, advertiserIds: [FRESH[0].id, FRESH[2].id] }, 'agent1');
    expect(imported.body.data).toEqual({ imported: 1, skipped: 1 });
    expect(await account(FRESH[0].id)).toEqual(theirs);
    expect(await operatorsOf(theirs.id)).toEqual(before.theirs);
    expect(before.theirs).not.toContain(agent.id);
    expect(await account(FRESH[2].id)).toEqual({ id: mine.id, authorization_id: agentAuthorization });
    expect(await operatorsOf(mine.id)).toEqual(before.mine);
    expect((await list({}, 'agent1')).body.data.records.map((r) => r.accountId)).toEqual([FRESH[2].id]);
    expect((await post('sync', { ids: [theirs.id] }, 'agent1')).body.code).toBe(404);
  });
});
