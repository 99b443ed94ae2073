// The session's start for a one-time password: the user info and a 2.0 user's menu are fetched (the server
// refuses the dmp keys until the password is changed), and nothing ends the session.
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore, type UserInfo } from '@toufang/api';
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

afterEach(() => useSessionStore.getState().logout());

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
});
