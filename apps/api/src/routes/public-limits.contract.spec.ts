// Contract tests of the limits of the calls anyone may make without logging in: company search, sales
// leads and error reports, per client address (issue 18).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

const SEARCH = '/api/open_api/tianyancha/getCompany';
const LEAD = '/api/sales/sales/lead/add';
const REPORT = '/api/open_api/sys/error_log';
const lead = { companyName: '成都禾木生鲜供应链有限公司', contactName: '陈晨', phone: '13800138000' };
const report = {
  url: '/api/user/media_account/select',
  name: 'TypeError',
  errorMessage: 'x is undefined',
  stack: 'TypeError: …',
  message: '抱歉，媒体接口未知问题请联系运营人员~~',
  browserInfo: { browser: 'Chrome 131', language: 'zh-CN', date: '2026-01-05 10:00:00' },
};

let server: TestServer;
beforeAll(async () => {
  // Trusting the loopback proxy lets the tests speak from several client addresses.
  server = await startTestServer({ trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

const from = (address: string, path: string, body: unknown) => server.call(path, { body, headers: { 'x-forwarded-for': address } });
const count = async (table: string, address: string) =>
  (await server.app.toufang.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE address = $1`, [address]))[0].n;

/** An HTTP 429 whose Retry-After and message name the same wait. */
function expectTooFast(answer: Answer, maxSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 429, data: null });
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body.message).toBe(`请求过于频繁，请在${seconds}秒后重试`);
}

function expectQuota(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 429, data: null, message: '今日提交已达上限，请在23小时后重试' });
  // The oldest counted row was stored an hour ago: it leaves the 24 hours in a little under 23 hours.
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(22 * 3600);
  expect(seconds).toBeLessThanOrEqual(23 * 3600);
}

async function repeat(times: number, call: () => Promise<Answer>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await call()).status);
  return codes;
}

describe('company search', () => {
  it('answers 60 calls a minute from one address, then HTTP 429 with Retry-After; another address goes on', async () => {
    expect(new Set(await repeat(60, () => from('198.51.100.1', SEARCH, { keyword: '上海' })))).toEqual(new Set([200]));
    expectTooFast(await from('198.51.100.1', SEARCH, { keyword: '上海' }), 60);
    expect((await from('198.51.100.2', SEARCH, { keyword: '上海' })).body.code).toBe(200);
  });
});

describe('sales leads', () => {
  it('stores 10 leads a minute from one address and refuses the 11th without storing it', async () => {
    expect(new Set(await repeat(10, () => from('198.51.100.3', LEAD, lead)))).toEqual(new Set([200]));
    expectTooFast(await from('198.51.100.3', LEAD, lead), 60);
    expect(await count('sales_leads', '198.51.100.3')).toBe(10);
  });

  it('stores at most 20 leads in 24 hours from one address', async () => {
    await server.app.toufang.db.query(
      `INSERT INTO sales_leads (company_name, contact_name, phone, address, created_at)
       SELECT '某公司', '某人', '13800138000', '198.51.100.4', now() - interval '1 hour' FROM generate_series(1, 20)`,
    );
    expectQuota(await from('198.51.100.4', LEAD, lead));
    expect(await count('sales_leads', '198.51.100.4')).toBe(20);
    // Older leads no longer count.
    await server.app.toufang.db.query("UPDATE sales_leads SET created_at = now() - interval '25 hours' WHERE address = '198.51.100.4'");
    expect((await from('198.51.100.4', LEAD, lead)).body.code).toBe(200);
  });
});

describe('error reports', () => {
  const stored = (address: string, rows: number, bytes: number) =>
    server.app.toufang.db.query(
      `INSERT INTO error_logs (url, name, error_message, stack, message, browser_info, address, size_bytes, created_at)
       SELECT '', '', '', '', '', '{}', $1, $2, now() - interval '1 hour' FROM generate_series(1, $3::int)`,
      [address, bytes, rows],
    );

  it('stores 60 reports a minute from one address, then HTTP 429 with Retry-After', async () => {
    expect(new Set(await repeat(60, () => from('198.51.100.5', REPORT, report)))).toEqual(new Set([200]));
    expectTooFast(await from('198.51.100.5', REPORT, report), 60);
    expect(await count('error_logs', '198.51.100.5')).toBe(60);
  });

  it('stores at most 500 reports or 2 MB in 24 hours from one address', async () => {
    await stored('198.51.100.6', 500, 10);
    expectQuota(await from('198.51.100.6', REPORT, report));
    expect(await count('error_logs', '198.51.100.6')).toBe(500);
    await stored('198.51.100.7', 1, 2 * 1024 * 1024 - 100);
    expectQuota(await from('198.51.100.7', REPORT, report));
    expect(await count('error_logs', '198.51.100.7')).toBe(1);
  });

  it('stores at most 50 MB in 24 hours from all addresses', async () => {
    await stored('198.51.100.8', 25, 2 * 1024 * 1024);
    expectQuota(await from('198.51.100.9', REPORT, report));
    expect(await count('error_logs', '198.51.100.9')).toBe(0);
    await server.app.toufang.db.query("DELETE FROM error_logs WHERE address = '198.51.100.8'");
    expect((await from('198.51.100.9', REPORT, report)).body.code).toBe(200);
  });
});

describe('the client address', () => {
  it('is the connection\'s own unless a proxy is trusted: X-Forwarded-For does not buy a fresh count', async () => {
    const plain = await startTestServer({}, { resetDatabase: false });
    try {
      let n = 0;
      const calls = await repeat(60, () => plain.call(SEARCH, { body: { keyword: '上海' }, headers: { 'x-forwarded-for': `203.0.113.${++n}` } }));
      expect(new Set(calls)).toEqual(new Set([200]));
      expectTooFast(await plain.call(SEARCH, { body: { keyword: '上海' }, headers: { 'x-forwarded-for': '203.0.113.251' } }), 60);
    } finally {
      await plain.close();
    }
  });
});
