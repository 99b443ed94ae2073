// Contract tests of login, partner/market login, logout, user info, password change and auth codes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSums, chinaDate, chinaDay, ZERO_SUMS, type BaseSums } from '@toufang/domain';
import { listOperations, loadContract, passwordHashing, signTicket, DEMO_PASSWORD, DEMO_USERS } from '@toufang/server-http';
import { startTestServer, type TestServer } from '@toufang/server-testing';

const LOGIN = '/api/user/user/login';
const GET_USER = '/api/user/user/get';
const EDIT = '/api/user/password/edit';
const SECRET = 'contract-test-secret';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let server: TestServer;
beforeAll(async () => {
  // Trusting the loopback proxy lets a test speak from several client addresses (X-Forwarded-For); calls
  // without the header come from 127.0.0.1.
  server = await startTestServer({ trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

/** A refusal: the envelope with a non-200 code and a Chinese message, data null. */
function expectRefusal(answer: { status: number; body: { code: number; message: string; data: unknown } }, status: number, code: number, message?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(answer.body.data).toBeNull();
  expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
  if (message) expect(answer.body.message).toBe(message);
}

/** Waits until the condition holds (bounded generously: a loaded machine is slow, never wrong). */
async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A login from a client address of the test's choosing (the server trusts the loopback proxy). */
const from = (address: string, username: string, password: string) =>
  server.call(LOGIN, { body: { username, password }, headers: { 'x-forwarded-for': address } });

describe('login', () => {
  it.each(DEMO_USERS.map((u) => u.username))('demo account %s logs in with Toufang2026', async (username) => {
    const answer = await server.call<{ token: string; role: string }>(LOGIN, { body: { username, password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, message: 'success', content: null, version: '1.4.1' });
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.data.role).toBe(DEMO_USERS.find((u) => u.username === username)?.role);
    // The demo passwords are their own, not one-time passwords.
    expect((answer.body.data as { mustChangePassword?: boolean }).mustChangePassword).toBe(false);
  });

  it('refuses a wrong password and an unknown user with the same text', async () => {
    const wrong = await server.call(LOGIN, { body: { username: 'manager', password: 'Wrong2026' } });
    const unknown = await server.call(LOGIN, { body: { username: 'nobody', password: 'Wrong2026' } });
    expectRefusal(wrong, 200, 1001, '用户名或密码错误');
    expectRefusal(unknown, 200, 1001, '用户名或密码错误');
  });

  it.each([
    ['an empty username', { username: '', password: 'x' }, '用户名不能为空'],
    ['an empty password', { username: 'admin', password: '' }, '密码不能为空'],
    ['a missing password', { username: 'admin' }, '缺少必填字段：密码'],
    ['an over-long password', { username: 'admin', password: 'a1'.repeat(26) }, '密码长度不能超过50个字符'],
    ['a number as username', { username: 42, password: 'x' }, '字段「用户名」类型不正确'],
    ['an unknown field', { username: 'admin', password: 'x', remember: true }, '不支持的字段：remember'],
    ['an array body', [1, 2], '请求体必须是 JSON 对象'],
  ])('answers HTTP 400 for %s', async (_name, body, message) => {
    expectRefusal(await server.call(LOGIN, { body }), 400, 400, message);
  });

  it('answers HTTP 400 for a body that is not JSON, or not declared as JSON', async () => {
    expectRefusal(await server.call(LOGIN, { rawBody: '{"username": "admin",', headers: { 'content-type': 'application/json' } }), 400, 400, '请求体不是有效的 JSON');
    expectRefusal(await server.call(LOGIN, { rawBody: 'username=admin', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400, 400);
    expectRefusal(await server.call(LOGIN, { method: 'POST' }), 400, 400, '缺少请求体');
  });

  it('keeps serving after bad input', async () => {
    expect((await server.call(LOGIN, { body: { username: 'admin', password: DEMO_PASSWORD } })).body.code).toBe(200);
  });
});

describe('tokens', () => {
  it('answers HTTP 401 without a token, with a forged one and with another scheme', async () => {
    expectRefusal(await server.call(GET_USER, { method: 'POST' }), 401, 401, '登录已失效，请重新登录');
    expectRefusal(await server.call(GET_USER, { method: 'POST', token: 'forged-token-forged-token-forged-token-abcd' }), 401, 401);
    const token = await server.login('designer');
    expectRefusal(await server.call(GET_USER, { method: 'POST', headers: { authorization: `Bearer ${token}` } }), 401, 401);
    expect((await server.call(GET_USER, { method: 'POST', token })).status).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const token = await server.login('agent1');
    expect((await server.call('/api/user/user/logout', { method: 'POST', token })).body.code).toBe(200);
    expectRefusal(await server.call(GET_USER, { method: 'POST', token }), 401, 401, '登录已失效，请重新登录');
    expectRefusal(await server.call('/api/user/user/logout', { method: 'POST', token }), 401, 401);
  });

  it('replaces the older session on a second login', async () => {
    const first = await server.login('agent2');
    const second = await server.login('agent2');
    expectRefusal(await server.call(GET_USER, { method: 'POST', token: first }), 401, 401);
    expect((await server.call(GET_USER, { method: 'POST', token: second })).body.code).toBe(200);
  });
});

describe('user info', () => {
  it('computes every field from the user row', async () => {
    const token = await server.login('operator');
    const answer = await server.call<Record<string, unknown>>(GET_USER, { method: 'POST', token, body: { token } });
    expect(answer.status).toBe(200);
    const info = answer.body.data;
    expect(info).toMatchObject({ username: 'operator', name: '孙浩', role: 'OPERATE', isDueTip: 1, loginChannel: 'password', showBilibili: 0, rbacVersion: null });
    expect(info.dueDays).toBeLessThan(16);
    expect(info.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.buttonConfig).toMatchObject({ SHOW_BOARD_BUTTON: false, ERROR_PROOF_CONFIG_BUTTON: false, AI_LAB_BUTTON: true });
  });

  it('marks the design manager and the rbac user, and no due tip a year ahead', async () => {
    const designManager = await server.call<Record<string, unknown>>(GET_USER, { method: 'POST', token: await server.login('designmanager') });
    expect(designManager.body.data).toMatchObject({ role: 'DESIGNER', isDesignManager: 1, isDueTip: 0 });
    expect(designManager.body.data.dueDays).toBeGreaterThan(300);
    const rbac = await server.call<Record<string, unknown>>(GET_USER, { method: 'POST', token: await server.login('rbac') });
    expect(rbac.body.data).toMatchObject({ rbacVersion: '2.0', roleCodeV2: 'OPTIMIZER', roleNameV2: '投放优化师', role: 'OPERATE' });
  });

  it('refuses unknown fields in the body', async () => {
    const token = await server.login('admin');
    expectRefusal(await server.call(GET_USER, { token, body: { token, extra: 1 } }), 400, 400, '不支持的字段：extra');
  });
});

describe('password change', () => {
  const edit = (token: string, body: Record<string, unknown>) =>
    server.call(EDIT, { token, body: { username: 'manager', oldPassword: DEMO_PASSWORD, newPassword: 'Newpass2027', syncAccountCenter: false, ...body } });

  it('refuses a wrong old password, a password breaking the rule and another user, and changes nothing', async () => {
    const token = await server.login('manager');
    expectRefusal(await edit(token, { oldPassword: 'Wrong2026' }), 200, 1002, '原始密码错误');
    // Not a private deployment: a 64-hex value is a plain password, so it meets the rule and is no digest.
    expectRefusal(await edit(token, { newPassword: sha256('1') }), 200, 1003, '密码设置不符合要求');
    expectRefusal(await edit(token, { newPassword: sha256('a1b2').toUpperCase() }), 200, 1003, '密码设置不符合要求');
    expectRefusal(await edit(token, { oldPassword: sha256(DEMO_PASSWORD) }), 200, 1002, '原始密码错误');
    expectRefusal(await edit(token, { newPassword: 'onlyletters' }), 200, 1003, '密码设置不符合要求');
    expectRefusal(await edit(token, { newPassword: 'a1b2' }), 200, 1003, '密码设置不符合要求');
    expectRefusal(await edit(token, { username: 'admin' }), 403, 403, '无权修改其他用户的密码');
    expectRefusal(await edit(token, { newPassword: 'a1'.repeat(70) }), 400, 400, '新密码长度不能超过128个字符');
    expectRefusal(await edit(token, { newPassword: '' }), 400, 400, '新密码不能为空');
    expectRefusal(await edit(token, { syncAccountCenter: 'yes' }), 400, 400, '字段「同步账号中心」类型不正确');
    // Nothing was written: the session still works and the old password still logs in.
    expect((await server.call(GET_USER, { method: 'POST', token })).status).toBe(200);
    await server.login('manager', DEMO_PASSWORD);
  });

  it('changes the password, ends every session, and the new one logs in', async () => {
    const token = await server.login('manager');
    expect((await edit(token, {})).body).toMatchObject({ code: 200, message: 'success', data: null });
    expectRefusal(await server.call(GET_USER, { method: 'POST', token }), 401, 401);
    expectRefusal(await server.call(LOGIN, { body: { username: 'manager', password: DEMO_PASSWORD } }), 200, 1001);
    const again = await server.login('manager', 'Newpass2027');
    expect((await edit(again, { oldPassword: 'Newpass2027', newPassword: DEMO_PASSWORD })).body.code).toBe(200);
    await server.login('manager', DEMO_PASSWORD);
  });

  it('takes SHA-256 digests on a private deployment, where the browser checked the rule before hashing', async () => {
    // The same database (DATABASE_URL) or a fresh one (PGlite): manager has the demo password in both.
    const privateServer = await startTestServer({ privateDeployment: true }, { resetDatabase: false });
    try {
      const call = (token: string, body: Record<string, unknown>) =>
        privateServer.call(EDIT, { token, body: { username: 'manager', syncAccountCenter: false, ...body } });
      const token = await privateServer.login('manager');
      expectRefusal(await call(token, { oldPassword: sha256('Wrong2026'), newPassword: sha256('Newpass2028') }), 200, 1002, '原始密码错误');
      expect((await call(token, { oldPassword: sha256(DEMO_PASSWORD), newPassword: sha256('Newpass2028') })).body.code).toBe(200);
      // Both forms reach the same stored password; a plain new password still meets the rule.
      const again = await privateServer.login('manager', 'Newpass2028');
      expectRefusal(await call(again, { oldPassword: 'Newpass2028', newPassword: 'short' }), 200, 1003, '密码设置不符合要求');
      expect((await call(again, { oldPassword: 'Newpass2028', newPassword: DEMO_PASSWORD })).body.code).toBe(200);
      await privateServer.login('manager', DEMO_PASSWORD);
    } finally {
      await privateServer.close();
    }
  });
});

describe('partner and market login', () => {
  const partner = (body: Record<string, unknown>) => server.call<{ token: string; role: string }>('/api/user/user/yuc/login', { body });
  const market = (body: Record<string, unknown>) => server.call<{ token: string; role: string }>('/api/open_api/qunfeng/login', { body });
  const ticket = (provider: string, username: string, timestamp = Date.now()) => ({
    username,
    timestamp,
    signature: signTicket(SECRET, provider, username, timestamp),
  });

  it('logs in with a valid partner ticket once, and the session says partner', async () => {
    const body = { provider: 'yuc', ...ticket('yuc', 'operator') };
    const answer = await partner(body);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.role).toBe('OPERATE');
    const info = await server.call<{ loginChannel: string }>(GET_USER, { method: 'POST', token: answer.body.data.token });
    expect(info.body.data.loginChannel).toBe('partner');
    expectRefusal(await partner(body), 200, 1004, '登录凭证无效或已过期');
  });

  it('refuses a bad signature, an expired ticket, an unknown provider or user', async () => {
    const good = ticket('yuc', 'operator');
    expectRefusal(await partner({ provider: 'yuc', ...good, signature: 'f'.repeat(64) }), 200, 1004, '登录凭证无效或已过期');
    expectRefusal(await partner({ provider: 'yuc', ...ticket('yuc', 'operator', Date.now() - 6 * 60 * 1000) }), 200, 1004);
    expectRefusal(await partner({ provider: 'other', ...ticket('other', 'operator') }), 200, 1004);
    expectRefusal(await partner({ provider: 'yuc', ...ticket('yuc', 'nobody') }), 200, 1004);
    expectRefusal(await partner({ provider: 'yuc', ...good, signature: 'XYZ' }), 400, 400, '签名长度不能少于64个字符');
    expectRefusal(await partner({ provider: 'yuc', ...good, timestamp: '123' }), 400, 400, '字段「时间戳」类型不正确');
  });

  it('logs in through the market with provider qunfeng; its session says market', async () => {
    const answer = await market(ticket('qunfeng', 'admin'));
    expect(answer.body.code).toBe(200);
    const info = await server.call<{ loginChannel: string }>(GET_USER, { method: 'POST', token: answer.body.data.token });
    expect(info.body.data.loginChannel).toBe('market');
    expectRefusal(await market(ticket('yuc', 'admin')), 200, 1004);
    expectRefusal(await market({ ...ticket('qunfeng', 'admin'), provider: 'qunfeng' }), 400, 400, '不支持的字段：provider');
  });
});

describe('auth codes', () => {
  it('issues a one-time code that opens a session once', async () => {
    const token = await server.login('designer');
    const issued = await server.call<{ authCode: string; expiresAt: string }>('/api/user/user/auth_code/issue', { method: 'POST', token });
    expect(issued.body.code).toBe(200);
    expect(Date.parse(issued.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const exchanged = await server.call<{ token: string; role: string }>('/api/open_api/user/auth_code', { body: { authCode: issued.body.data.authCode } });
    expect(exchanged.body).toMatchObject({ code: 200, data: { role: 'DESIGNER' } });
    const info = await server.call<{ loginChannel: string }>(GET_USER, { method: 'POST', token: exchanged.body.data.token });
    expect(info.body.data.loginChannel).toBe('authCode');
    expectRefusal(await server.call('/api/open_api/user/auth_code', { body: { authCode: issued.body.data.authCode } }), 200, 1005, '授权码无效或已过期');
  });

  it('refuses an unknown or expired code, and an empty one', async () => {
    expectRefusal(await server.call('/api/open_api/user/auth_code', { body: { authCode: 'not-a-code' } }), 200, 1005);
    const token = await server.login('designer');
    const issued = await server.call<{ authCode: string }>('/api/user/user/auth_code/issue', { method: 'POST', token });
    await server.app.toufang.db.query("UPDATE auth_codes SET expires_at = now() - interval '1 second'");
    expectRefusal(await server.call('/api/open_api/user/auth_code', { body: { authCode: issued.body.data.authCode } }), 200, 1005);
    expectRefusal(await server.call('/api/open_api/user/auth_code', { body: { authCode: '' } }), 400, 400, '授权码不能为空');
    expectRefusal(await server.call('/api/user/user/auth_code/issue', { method: 'POST' }), 401, 401);
  });
});

describe('gadget sessions (docs/design/live-home.md §4.7)', () => {
  const ISSUE = '/api/user/user/auth_code/issue';
  const REPORT = '/api/report-view/gdt';
  const ACCOUNTS = '/api/user/media_account/page';
  const GADGET_FORBIDDEN = '嵌入模式下不可用';
  /** What an embedded gadget needs: the shell's start (user info, menu, dmp keys), its bell, logout and its two pages. */
  const GADGET_OPERATIONS = ['getUserInfo', 'logout', 'getMenuTree', 'getDmpPermission', 'initMessages', 'listMediaAccountPage', 'getReportViewGdt'];

  /** Issues a code as the user (optionally naming accounts) and exchanges it: the gadget session's token. */
  async function gadgetToken(username: string, accountIds?: number[]): Promise<string> {
    const token = await server.login(username);
    const issued = await server.call<{ authCode: string }>(ISSUE, { token, body: accountIds ? { accountIds } : {} });
    expect(issued.body.code).toBe(200);
    const exchanged = await server.call<{ token: string }>('/api/open_api/user/auth_code', { body: { authCode: issued.body.data.authCode } });
    return exchanged.body.data.token;
  }

  /** The company's first two gdt accounts (desk ids) and the company's id. */
  async function twoGdtAccounts(): Promise<{ customerId: number; ids: [number, number] }> {
    const rows = await server.app.toufang.db.query<{ id: number; customer_id: number }>(
      `SELECT a.id, a.customer_id FROM media_accounts a JOIN users u ON u.customer_id = a.customer_id
       WHERE u.username = 'manager' AND a.media_code = 'gdt' AND a.bound ORDER BY a.id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    return { customerId: rows[0].customer_id, ids: [rows[0].id, rows[1].id] };
  }

  it('marks exactly the operations an embedded gadget needs', () => {
    const marked = listOperations(loadContract()).filter((op) => op.access && op.access.kind !== 'public' && op.access.gadget === true);
    expect(marked.map((op) => op.operationId).sort()).toEqual([...GADGET_OPERATIONS].sort());
  });

  it('refuses a gadget session anything unmarked with 嵌入模式下不可用, before the body is read, and answers the marked', async () => {
    const token = await gadgetToken('manager');
    // One unmarked operation of each kind: anyUser, a write of its own area, a list, an export, the code itself.
    const unmarked = [
      ['/api/user/password/edit', {}],
      ['/api/user/media_account/remove', {}],
      ['/api/user/operation_log/search', {}],
      ['/api/list/export', {}],
      [ISSUE, {}],
    ] as const;
    for (const [path, body] of unmarked) {
      const answer = await server.call(path, { token, body });
      expect(answer.status, path).toBe(403);
      expect(answer.body.message, path).toBe(GADGET_FORBIDDEN);
    }
    expect((await server.call(GET_USER, { method: 'POST', token })).body.code).toBe(200);
    expect((await server.call('/api/user/message/init', { token })).body.code).toBe(200);
  });

  it('narrows the accounts and the report to the code\'s accounts; the issuer\'s desk sees them all', async () => {
    const { customerId, ids } = await twoGdtAccounts();
    const [chosen, other] = ids;
    const metrics = server.app.toufang.metrics;
    const yesterday = chinaDate(chinaDay(Date.now()) - 1);
    const sums = (cost: number, show: number, click: number, convert: number): BaseSums => addSums(ZERO_SUMS, { cost, show, click, convert });
    await metrics.upsertObjects(
      ids.map((id) => ({ media: 'gdt', level: 'account', objectId: String(id), customerId, accountId: id, parentId: null, name: `a${id}`, status: 'enabled', budgetFen: null, bidFen: null, createdAt: 0 }) as const),
    );
    const written = { [chosen]: sums(123.45, 1000, 50, 5), [other]: sums(999, 9000, 90, 9) };
    await metrics.writeDaily(ids.map((id) => ({ media: 'gdt', level: 'account', objectId: String(id), customerId, accountId: id, time: yesterday, sums: written[id] })));

    const token = await gadgetToken('manager', [chosen]);
    const page = await server.call<{ records: { id: number }[]; total: number }>(ACCOUNTS, { token, body: { mediaCode: 'gdt', current: 1, size: 50 } });
    expect(page.body.data.records.map((r) => r.id)).toEqual([chosen]);
    expect((await server.call<{ total: number }>(ACCOUNTS, { token, body: { mediaCode: 'toutiao', current: 1, size: 50 } })).body.data.total).toBe(0);

    type Report = { accounts: { id: number; figures: { cost: number; ctr: number | null; convertCost: number | null } }[]; total: { cost: number; show: number }; days: { date: string; figures: { cost: number } }[] };
    const report = await server.call<Report>(REPORT, { token, body: { from: yesterday, to: yesterday } });
    expect(report.body.code).toBe(200);
    expect(report.body.data.accounts.map((a) => a.id)).toEqual([chosen]);
    expect(report.body.data.accounts[0].figures).toMatchObject({ cost: 123.45, ctr: 5, convertCost: 24.69 });
    expect(report.body.data.total).toMatchObject({ cost: 123.45, show: 1000 });
    expect(report.body.data.days).toEqual([{ date: yesterday, figures: expect.objectContaining({ cost: 123.45 }) }]);

    // The issuer's own desk (a new login: the exchange ended the old session) sees both, the larger spend first.
    const desk = await server.login('manager');
    const whole = await server.call<Report>(REPORT, { token: desk, body: { from: yesterday, to: yesterday } });
    expect(whole.body.data.accounts.slice(0, 2).map((a) => a.id)).toEqual([other, chosen]);
    expect(whole.body.data.total.cost).toBeGreaterThanOrEqual(1122.45);
    // A range of 94 days is refused in Chinese.
    expect((await server.call(REPORT, { token: desk, body: { from: chinaDate(chinaDay(Date.now()) - 93), to: chinaDate(chinaDay(Date.now())) } })).body.message).toBe('日期范围不能超过93天');
  });

  it('refuses a code naming an account the issuer does not see or that is not gdt, naming none', async () => {
    const token = await server.login('operator');
    const { ids } = await twoGdtAccounts();
    const rows = await server.app.toufang.db.query<{ id: number }>(
      `SELECT a.id FROM media_accounts a JOIN users u ON u.customer_id = a.customer_id WHERE u.username = 'manager' AND a.media_code = 'toutiao' LIMIT 1`,
    );
    expectRefusal(await server.call(ISSUE, { token, body: { accountIds: [rows[0].id] } }), 403, 403, '部分账户不存在、不是腾讯广告账户或无权查看');
    expectRefusal(await server.call(ISSUE, { token, body: { accountIds: [ids[0], 2_000_000_000] } }), 403, 403);
    expectRefusal(await server.call(ISSUE, { token, body: { accountIds: [] } }), 400, 400);
  });
});

describe('back-off of failed logins', () => {
  it('locks a username after 5 failures with HTTP 429 and says for how long; a success resets it', async () => {
    for (let i = 0; i < 5; i++) {
      expectRefusal(await server.call(LOGIN, { body: { username: 'admin', password: `Wrong${i}` } }), 200, 1001);
    }
    const locked = await server.call(LOGIN, { body: { username: 'admin', password: DEMO_PASSWORD } });
    expectRefusal(locked, 429, 429);
    expect(locked.body.message).toMatch(/^登录失败次数过多，请在(29|30)秒后重试$/);
    expect(locked.headers.get('retry-after')).toBe(locked.body.message.match(/(\d+)秒/)?.[1]);
    // Other users are not affected.
    await server.login('designer');
    // When the lock has run out, the right password logs in and the count starts again.
    await server.app.toufang.db.query("UPDATE login_attempts SET locked_until = now() - interval '1 second'");
    await server.login('admin');
    const rows = await server.app.toufang.db.query('SELECT * FROM login_attempts WHERE username = $1', ['admin']);
    expect(rows).toHaveLength(0);
  });

  it('backs off unknown usernames too, doubling the lock', async () => {
    for (let i = 0; i < 5; i++) await server.call(LOGIN, { body: { username: 'ghost', password: 'x' } });
    expectRefusal(await server.call(LOGIN, { body: { username: 'ghost', password: 'x' } }), 429, 429);
    await server.app.toufang.db.query("UPDATE login_attempts SET locked_until = now() - interval '1 second'");
    expectRefusal(await server.call(LOGIN, { body: { username: 'ghost', password: 'x' } }), 200, 1001);
    const locked = await server.call(LOGIN, { body: { username: 'ghost', password: 'x' } });
    expect(locked.body.message).toMatch(/^登录失败次数过多，请在(59|60)秒后重试$/);
  });

  it('locks a username only at the address it failed from: the owner logs in from another', async () => {
    for (let i = 0; i < 5; i++) expectRefusal(await from('198.51.100.1', 'designer', `Wrong${i}`), 200, 1001, '用户名或密码错误');
    const locked = await from('198.51.100.1', 'designer', DEMO_PASSWORD);
    expectRefusal(locked, 429, 429);
    expect(locked.headers.get('retry-after')).toMatch(/^(29|30)$/);
    expect((await from('198.51.100.2', 'designer', DEMO_PASSWORD)).body.code).toBe(200);
    // The owner's success elsewhere does not lift the lock where the guesses came from.
    expectRefusal(await from('198.51.100.1', 'designer', DEMO_PASSWORD), 429, 429);
  });

  it('locks an address after 20 failures over any usernames, whatever username it tries next', async () => {
    for (let i = 0; i < 20; i++) expectRefusal(await from('198.51.100.3', `random-${i}`, 'Wrong2026'), 200, 1001);
    const locked = await from('198.51.100.3', 'operator', DEMO_PASSWORD);
    expectRefusal(locked, 429, 429);
    expect(locked.body.message).toMatch(/^登录失败次数过多，请在(29|30)秒后重试$/);
    expect(locked.headers.get('retry-after')).toMatch(/^(29|30)$/);
    expect((await from('198.51.100.4', 'operator', DEMO_PASSWORD)).body.code).toBe(200);
    // The address counts on after a success there: a guesser with an account of their own cannot clear it.
    await server.app.toufang.db.query("UPDATE login_attempts SET locked_until = now() - interval '1 second' WHERE address = '198.51.100.3'");
    expect((await from('198.51.100.3', 'operator', DEMO_PASSWORD)).body.code).toBe(200);
    expectRefusal(await from('198.51.100.3', 'random-x', 'Wrong2026'), 200, 1001);
    const again = await from('198.51.100.3', 'random-y', 'Wrong2026');
    expectRefusal(again, 429, 429);
    expect(again.headers.get('retry-after')).toMatch(/^(59|60)$/);
  });

  it('says nothing different for a disabled or expired account until the password is right', async () => {
    const db = server.app.toufang.db;
    const [{ expire_time: expireTime }] = await db.query<{ expire_time: Date }>("SELECT expire_time FROM users WHERE username = 'agent2'");
    await db.query("UPDATE users SET disabled_at = now() WHERE username = 'agent1'");
    await db.query("UPDATE users SET expire_time = now() - interval '2 days' WHERE username = 'agent2'");
    try {
      for (const username of ['agent1', 'agent2']) {
        expectRefusal(await from('198.51.100.5', username, 'Wrong2026'), 200, 1001, '用户名或密码错误');
      }
      expectRefusal(await from('198.51.100.5', 'agent1', DEMO_PASSWORD), 200, 1008, '账号已停用，请联系管理员');
      expectRefusal(await from('198.51.100.5', 'agent2', DEMO_PASSWORD), 200, 1007);
      // Locked, a disabled account answers as any other locked one.
      for (let i = 0; i < 5; i++) await from('198.51.100.6', 'agent1', `Wrong${i}`);
      expectRefusal(await from('198.51.100.6', 'agent1', DEMO_PASSWORD), 429, 429);
    } finally {
      await db.query("UPDATE users SET disabled_at = NULL WHERE username = 'agent1'");
      await db.query("UPDATE users SET expire_time = $1 WHERE username = 'agent2'", [expireTime]);
    }
  });
});

describe('password hashing under a flood', () => {
  it('refuses a login at once with HTTP 429 and Retry-After when hashing is full, while other calls answer', async () => {
    const token = await server.login('operator');
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Two hashes running and eight waiting: the queue is full.
    const held = Array.from({ length: 10 }, () => passwordHashing.run(() => gate));
    try {
      const refused = await from('198.51.100.7', 'operator', DEMO_PASSWORD);
      expectRefusal(refused, 429, 429, '当前登录请求过多，请在3秒后重试');
      expect(refused.headers.get('retry-after')).toBe('3');
      // Nothing was counted against the account or the address.
      expect(await server.app.toufang.db.query("SELECT * FROM login_attempts WHERE address = '198.51.100.7'")).toHaveLength(0);
      expect((await server.call('/version.json')).status).toBe(200);
      expect((await server.call(GET_USER, { method: 'POST', token })).body.code).toBe(200);
    } finally {
      open();
      await Promise.all(held);
    }
    expect((await from('198.51.100.7', 'operator', DEMO_PASSWORD)).body.code).toBe(200);
  });
  it('lets one address hold at most 2 places in the hashing queue, so it cannot fill it alone', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The two places held are the two running hashes: another address's login waits for them.
    const held = [1, 2].map(() => passwordHashing.run(() => gate, '198.51.100.8'));
    let other: Promise<{ body: { code: number } }> | undefined;
    try {
      const refused = await from('198.51.100.8', 'operator', DEMO_PASSWORD);
      expectRefusal(refused, 429, 429, '当前登录请求过多，请在3秒后重试');
      expect(refused.headers.get('retry-after')).toBe('3');
      other = from('198.51.100.9', 'operator', DEMO_PASSWORD);
      await waitFor(() => passwordHashing.size.waiting === 1);
    } finally {
      open();
      await Promise.all(held);
    }
    expect((await other)?.body.code).toBe(200);
    expect((await from('198.51.100.8', 'operator', DEMO_PASSWORD)).body.code).toBe(200);
  });
});
