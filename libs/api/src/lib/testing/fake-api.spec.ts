import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { components } from '../../generated/schema';
import { call, request } from '../call';
import { ERROR_LOG_PATH } from '../errors/report-error';
import { apiClient, setApiClient } from '../runtime';
import { fakeApi, refuse } from './fake-api';

type S = components['schemas'];

describe('fakeApi', () => {
  it('hands a handler the typed body and sends its data in the envelope', async () => {
    const api = fakeApi().on('post', '/api/user/user/login', (body) => {
      expectTypeOf(body).toEqualTypeOf<S['LoginRequest']>();
      return { token: `token-of-${body.username}`, role: 'ADMIN' };
    });
    const result = await request(api.client(), 'post', '/api/user/user/login', { body: { username: 'admin', password: 'x' } });
    expect(result).toEqual({ token: 'token-of-admin', role: 'ADMIN' });
    expect(api.calls).toEqual([{ path: '/api/user/user/login', body: { username: 'admin', password: 'x' }, authorization: null }]);
    expect(api.paths).toEqual(['/api/user/user/login']);
  });

  it('answers an empty envelope for a call without data, and the query of a GET to its handler', async () => {
    const api = fakeApi()
      .on('post', '/api/user/password/edit', () => undefined)
      .on('get', '/api/user/message/content', (_body, { query }) => ({
        msg_id: Number(query.get('msg_id')),
        title: '标题',
        type: 'SYSTEM',
        link: null,
        action: null,
        create_time: '2026-01-01 08:00:00',
        content: '<p/>',
        state: 'readed',
      }));
    const client = api.client();
    await expect(request(client, 'post', '/api/user/password/edit', { body: { username: 'a', oldPassword: 'b', newPassword: 'c', syncAccountCenter: false } })).resolves.toBeUndefined();
    const detail = await call(client.GET('/api/user/message/content', { params: { query: { msg_id: 7 } } }));
    expect(detail.msg_id).toBe(7);
  });

  it('refuses with the code and message given, as the server does', async () => {
    const notify = vi.fn();
    const api = fakeApi().on('post', '/api/user/user/get', () => refuse(1002, '原密码错误'));
    const failure = await request(api.client({ notify }), 'post', '/api/user/user/get', { body: {} }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'business', code: 1002, message: '原密码错误' });
    expect(notify).toHaveBeenCalledWith('error', '原密码错误', failure);
  });

  it('passes a Response through, and answers a call it has no handler for with 404', async () => {
    const api = fakeApi().on('post', '/api/user/user/get', () => new Response('', { status: 502 }));
    const client = api.client();
    await expect(request(client, 'post', '/api/user/user/get', { body: {} })).rejects.toMatchObject({ kind: 'http', status: 502 });
    await expect(request(client, 'post', '/api/user/user/logout', {})).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(api.paths).toEqual(['/api/user/user/get', '/api/user/user/logout']);
  });

  it('keeps the error log out of the calls and records the reports, answered with success unless told otherwise', async () => {
    const api = fakeApi().on('post', '/api/user/user/get', () => new Response('', { status: 502 }));
    await expect(request(api.client(), 'post', '/api/user/user/get', { body: {} })).rejects.toMatchObject({ status: 502 });
    await vi.waitFor(() => expect(api.reports).toHaveLength(1), { timeout: 10_000 });
    expect(api.reports[0]).toMatchObject({ errorMessage: 'HTTP 502' });
    expect(api.paths).toEqual(['/api/user/user/get']);
    const logAnswer = vi.fn(() => undefined);
    api.on('post', ERROR_LOG_PATH, logAnswer);
    await expect(request(api.client(), 'post', '/api/user/user/get', { body: {} })).rejects.toMatchObject({ status: 502 });
    await vi.waitFor(() => expect(logAnswer).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  it('install() makes it the client the query helpers use, with the options given', async () => {
    const api = fakeApi().on('post', '/api/user/user/get', () => refuse(500, '服务异常'));
    try {
      const client = api.install({ getToken: () => 'token-1' });
      expect(apiClient()).toBe(client);
      await request(apiClient(), 'post', '/api/user/user/get', { body: {} }).catch(() => undefined);
      expect(api.calls[0].authorization).toBe('Toufang token-1');
    } finally {
      setApiClient(null);
    }
  });
});
