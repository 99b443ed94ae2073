// The session's start for a one-time password: the user info and a 2.0 user's menu are fetched (the server
// refuses the dmp keys until the password is changed), and nothing ends the session.
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, useSessionStore, type UserInfo } from '@toufang/api';
import { fakeApi, testUser } from '@toufang/api/testing';

/** An answer with its HTTP status (a busy server's 503, an ended session's 401). */
const httpAnswer = (status: number) => new Response(JSON.stringify({ code: status, data: null, message: 'x' }), { status, headers: { 'content-type': 'application/json' } });
import { bootstrapSession } from './session-bootstrap';

function clientAnswering(info: Partial<UserInfo>) {
  const asked: unknown[] = [];
  const client = {
    fetchQuery: async (options: { queryKey: unknown }) => {
      asked.push(options.queryKey);
      if (asked.length === 1) return info;
      // The menu tree of a 2.0 user, and the dmp keys.
      return [{ code: 'projectManage', name: '项目管理', children: [] }];
    },
  } as unknown as QueryClient;
  return { client, asked };
}

afterEach(() => {
  useSessionStore.getState().logout();
  setApiClient(null);
});

describe('bootstrapSession', () => {
  it('fetches the user info and the menu of a 2.0 user, not the dmp keys, while the session holds a one-time password', async () => {
    const { client, asked } = clientAnswering({ username: 'rbac', rbacVersion: '2.0', mustChangePassword: true } as Partial<UserInfo>);
    const info = await bootstrapSession(client);
    expect(info.mustChangePassword).toBe(true);
    expect(asked).toHaveLength(2);
    expect(useSessionStore.getState().permissions?.menuTree).toEqual([{ code: 'projectManage', name: '项目管理', children: [] }]);
    expect(useSessionStore.getState().userInfo?.mustChangePassword).toBe(true);
  });

  it('fetches the menu and the dmp keys otherwise', async () => {
    const { client, asked } = clientAnswering({ username: 'rbac', rbacVersion: '2.0', mustChangePassword: false } as Partial<UserInfo>);
    await bootstrapSession(client);
    expect(asked).toHaveLength(3);
  });

  it('asks again when the user info fails for a moment (a busy server), instead of ending the session', async () => {
    let calls = 0;
    fakeApi()
      .on('post', '/api/user/user/get', () => (++calls === 1 ? httpAnswer(503) : testUser({ username: 'manager' })))
      .install();
    const info = await bootstrapSession(createQueryClient());
    expect(info.username).toBe('manager');
    expect(calls).toBe(2);
  });

  it('does not ask again after a 401: the session has ended', async () => {
    let calls = 0;
    fakeApi()
      .on('post', '/api/user/user/get', () => (++calls, httpAnswer(401)))
      .install();
    await expect(bootstrapSession(createQueryClient())).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toBe(1);
  });
});
