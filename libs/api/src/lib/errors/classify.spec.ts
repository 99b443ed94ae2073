import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { ERROR_TEXTS } from '@toufang/domain';
import { CALLER_ABORT_TEXT, classifyAnswer, classifyFailure } from './classify';

const url = 'http://desk.test/api/x';
const env = (code: number, message = '服务端的提示', data: unknown = null) => ({ code, message, data });
const facts = (status: number, body: unknown, envelopeExpected = true) => ({ url, status, body, envelopeExpected });

describe('error catalogue (shell spec section 8)', () => {
  it.each([
    ['HTTP 200, code 200', facts(200, env(200, 'success', { a: 1 }))],
    ['version.json without an envelope', facts(200, { version: '1.4.1' }, false)],
  ])('%s is a success', (_, answer) => {
    expect(classifyAnswer(answer)).toBeNull();
  });

  it.each([
    ['HTTP 200, code 1001: the server message', facts(200, env(1001, '用户名或密码错误')), { kind: 'business', code: 1001, status: 200, message: '用户名或密码错误' }],
    ['HTTP 200, code 404: the server message', facts(200, env(404, '消息不存在')), { kind: 'business', code: 404, message: '消息不存在' }],
    ['HTTP 404', facts(404, undefined), { kind: 'http', status: 404, message: ERROR_TEXTS.SYSTEM_BUSY }],
    ['HTTP 500 even with an envelope', facts(500, env(500, '内部错误')), { kind: 'http', status: 500, message: ERROR_TEXTS.SYSTEM_BUSY }],
    ['HTTP 401', facts(401, env(401, '请先登录')), { kind: 'unauthorized', status: 401, message: ERROR_TEXTS.CONCURRENT_LOGIN }],
    ['HTTP 400 with an envelope: the server message', facts(400, env(400, '请求参数不正确：username')), { kind: 'http', status: 400, code: 400, message: '请求参数不正确：username' }],
    ['HTTP 429 with an envelope: the server message', facts(429, env(429, '登录失败次数过多，请5分钟后再试')), { kind: 'http', status: 429, message: '登录失败次数过多，请5分钟后再试' }],
    ['HTTP 502 without an envelope', facts(502, undefined), { kind: 'http', status: 502, message: ERROR_TEXTS.MEDIA_UNKNOWN }],
    ['HTTP 403 without an envelope', facts(403, 'forbidden'), { kind: 'http', status: 403, message: ERROR_TEXTS.MEDIA_UNKNOWN }],
    ['HTTP 200 that is not an envelope', facts(200, '<html>'), { kind: 'http', status: 200, message: ERROR_TEXTS.MEDIA_UNKNOWN }],
  ])('%s', (_, answer, expected) => {
    const error = classifyAnswer(answer);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ ...expected, url });
  });

  it('any envelope refusal outside 401/404/500 shows the server message (property)', () => {
    const status = fc.integer({ min: 200, max: 599 }).filter((s) => ![401, 404, 500].includes(s));
    const code = fc.integer({ min: 0, max: 99999 }).filter((c) => c !== 200);
    fc.assert(
      fc.property(status, code, fc.string({ minLength: 1 }), (s, c, message) => {
        expect(classifyAnswer(facts(s, env(c, message)))?.message).toBe(message);
      }),
    );
  });

  it('any non-2xx status without an envelope outside 401/404/500 shows the unknown text (property)', () => {
    const status = fc.integer({ min: 300, max: 599 }).filter((s) => ![401, 404, 500].includes(s));
    fc.assert(
      fc.property(status, (s) => {
        expect(classifyAnswer(facts(s, undefined))?.message).toBe(ERROR_TEXTS.MEDIA_UNKNOWN);
      }),
    );
  });

  it('a fetch failure is a network error with the unknown text', () => {
    expect(classifyFailure(new TypeError('fetch failed'), url, false)).toMatchObject({ kind: 'network', message: ERROR_TEXTS.MEDIA_UNKNOWN, detail: 'TypeError: fetch failed' });
  });

  it('a failure after the caller aborted is a cancellation', () => {
    expect(classifyFailure(new DOMException('x', 'AbortError'), url, true)).toMatchObject({ kind: 'cancelled', message: CALLER_ABORT_TEXT });
  });

  it('an ApiError from an inner middleware passes through', () => {
    const inner = new ApiError({ kind: 'timeout', message: ERROR_TEXTS.MEDIA_UNKNOWN, url });
    expect(classifyFailure(inner, url, true)).toBe(inner);
  });
});
