import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api-error';
import { fakeApi, refuse } from '../testing/fake-api';
import { BASE, json } from '../testing/stub-fetch';
import { ERROR_TEXTS } from '@toufang/domain';
import { buildErrorLog, createErrorReporter, ERROR_LOG_PATH, shouldReport } from './report-error';

const err = (kind: ApiErrorKind, status: number | null = null, url = `${BASE}/api/x`) =>
  new ApiError({ kind, status, url, message: ERROR_TEXTS.MEDIA_UNKNOWN, detail: 'HTTP detail' });

afterEach(() => vi.useRealTimers());

/**
 * Runs every timer the client set and every promise queued between them. The fakes answer in memory, so
 * once this resolves a report that was going to follow has been sent: "nothing followed" is then a fact,
 * not a bet on how long to wait.
 */
const settleClient = () => vi.runAllTimersAsync();

describe('error-log reporting', () => {
  it.each([
    ['network', null, true],
    ['timeout', null, true],
    ['http', 502, true],
    ['http', 403, true],
    ['http', 400, true],
    ['http', 429, false],
    ['http', 404, false],
    ['http', 500, false],
    ['unauthorized', 401, false],
    ['business', 200, false],
    ['cancelled', null, false],
  ] as const)('%s %s → reported: %s', (kind, status, expected) => {
    expect(shouldReport(err(kind, status), '/api/x')).toBe(expected);
  });

  it('never reports the refusal of a one-time password session (403, code 1010)', () => {
    const refused = new ApiError({ kind: 'http', status: 403, code: 1010, url: `${BASE}/api/user/message/init`, message: '当前密码为初始密码，请先修改密码后再使用' });
    expect(shouldReport(refused, '/api/user/message/init')).toBe(false);
  });

  it('never reports a failure of the error-log call itself', () => {
    expect(shouldReport(err('network', null, `${BASE}${ERROR_LOG_PATH}`), ERROR_LOG_PATH)).toBe(false);
  });

  it('sends url, name, errorMessage, stack, message and browserInfo {browser, language, date}', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const payload = buildErrorLog(err('http', 502), { userAgent: 'UA/1.0', language: 'zh-CN', now });
    expect(payload).toMatchObject({
      url: `${BASE}/api/x`,
      name: 'ApiError:http',
      errorMessage: 'HTTP detail',
      message: ERROR_TEXTS.MEDIA_UNKNOWN,
      browserInfo: { browser: 'UA/1.0', language: 'zh-CN', date: '2026-01-02T03:04:05.000Z' },
    });
    expect(typeof payload.stack).toBe('string');
  });

  it('cuts fields to the contract limits so the report itself is valid', () => {
    const long = new ApiError({ kind: 'network', url: `${BASE}/${'a'.repeat(5000)}`, message: 'm', detail: 'd'.repeat(9000) });
    const payload = buildErrorLog(long, { userAgent: 'u'.repeat(2000), language: 'l'.repeat(100), now: new Date() });
    expect(payload.url).toHaveLength(2048);
    expect(payload.errorMessage).toHaveLength(4096);
    expect(payload.browserInfo.browser).toHaveLength(1024);
    expect(payload.browserInfo.language).toHaveLength(64);
  });

  it('swallows failures of the report, synchronous or not', () => {
    const rejecting = createErrorReporter(() => Promise.reject(new Error('down')));
    const throwing = createErrorReporter(() => {
      throw new Error('broken');
    });
    expect(() => rejecting(err('network'), '/api/x')).not.toThrow();
    expect(() => throwing(err('network'), '/api/x')).not.toThrow();
  });

  it('through the client: a 502 is reported once with the request URL', async () => {
    const api = fakeApi().on('post', '/api/user/user/get', () => new Response('bad gateway', { status: 502 }));
    const client = api.client();
    await expect(client.POST('/api/user/user/get', { body: {} })).rejects.toMatchObject({ kind: 'http', status: 502 });
    await vi.waitFor(() => expect(api.reports).toHaveLength(1), { timeout: 10_000 });
    expect(api.reports[0]).toMatchObject({ url: `${BASE}/api/user/user/get`, message: ERROR_TEXTS.MEDIA_UNKNOWN, errorMessage: 'HTTP 502' });
  });

  it('through the client: a failing error-log call is not reported again (no loop) and not shown', async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const api = fakeApi()
      .on('post', '/api/user/user/get', () => json({}, 503))
      .on('post', ERROR_LOG_PATH, () => json({}, 503));
    const client = api.client({ notify });
    await expect(client.POST('/api/user/user/get', { body: {} })).rejects.toMatchObject({ status: 503 });
    await vi.waitFor(() => expect(api.reports).toHaveLength(1), { timeout: 10_000 });
    await settleClient();
    expect(api.reports).toHaveLength(1); // the one report was attempted, failed with 503, and nothing followed
    expect(notify).toHaveBeenCalledTimes(1); // the user sees the original failure only
  });

  it('through the client: business refusals are not reported', async () => {
    vi.useFakeTimers();
    const api = fakeApi().on('post', '/api/user/user/get', () => refuse(1002, '原密码错误'));
    const client = api.client();
    await expect(client.POST('/api/user/user/get', { body: {} })).rejects.toMatchObject({ kind: 'business', message: '原密码错误' });
    await settleClient();
    expect(api.reports).toHaveLength(0);
  });
});

describe('buildClientErrorLog', () => {
  it('names a render error, keeps its stack and the page it happened on', async () => {
    const { buildClientErrorLog } = await import('./report-error');
    const error = new TypeError('x is undefined');
    const log = buildClientErrorLog(error, '\n    at PlanPage', 'http://desk/toutiao-app/plan', { userAgent: 'UA', language: 'zh-CN', now: new Date('2026-11-21T00:00:00Z') });
    expect(log).toMatchObject({ url: 'http://desk/toutiao-app/plan', name: 'TypeError:render', errorMessage: 'x is undefined', message: '页面出错了' });
    expect(log.stack).toContain('at PlanPage');
    expect(log.browserInfo).toEqual({ browser: 'UA', language: 'zh-CN', date: '2026-11-21T00:00:00.000Z' });
  });
});
