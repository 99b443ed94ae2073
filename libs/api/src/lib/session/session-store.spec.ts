// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.toufang.example.cn/"}
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/schema';
import { readPersistedSession, useSessionStore } from './session-store';
import { SESSION_KEYS } from './storage-keys';
import { readTokenCookie, writeTokenCookie } from './token-cookie';

type UserInfo = components['schemas']['UserInfo'];
const someUser = { name: '管理员', role: 'ADMIN' } as UserInfo;

beforeEach(() => {
  useSessionStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('login keeps the token in the cookie and in session storage by default', () => {
    useSessionStore.getState().login({ token: 'tok-1', role: 'ADMIN' });
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', role: 'ADMIN', remember: false });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(readTokenCookie()).toBe('tok-1');
  });

  it('login with remember keeps the token in local storage instead', () => {
    useSessionStore.getState().login({ token: 'tok-2', role: 'MANAGER', remember: true });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok-2');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(readPersistedSession()).toMatchObject({ token: 'tok-2', role: 'MANAGER', remember: true });
  });

  it('a new tab finds the token in the cookie when its session storage is empty', () => {
    useSessionStore.getState().login({ token: 'tok-3', role: 'OPERATE' });
    sessionStorage.clear();
    expect(readPersistedSession().token).toBe('tok-3');
  });

  it('logout clears token, role, user info and permission data, keeping the guide flag and table_ keys', () => {
    localStorage.setItem(SESSION_KEYS.guide, '1');
    localStorage.setItem('table_orders_pageSize', '20');
    const store = useSessionStore.getState();
    store.login({ token: 'tok-4', role: 'ADMIN', remember: true });
    store.setUserInfo(someUser);
    store.setPermissions({ menuTree: [], dynamic: ['deliveryDmp'] });
    expect(localStorage.getItem(SESSION_KEYS.permissions)).not.toBeNull();
    store.logout();
    expect(useSessionStore.getState()).toMatchObject({ token: null, role: null, userInfo: null, permissions: null, remember: false });
    for (const key of [SESSION_KEYS.token, SESSION_KEYS.role, SESSION_KEYS.permissions, SESSION_KEYS.remember]) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(readTokenCookie()).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.guide)).toBe('1');
    expect(localStorage.getItem('table_orders_pageSize')).toBe('20');
  });

  it('a new login drops the previous user info and permissions', () => {
    const store = useSessionStore.getState();
    store.login({ token: 'a', role: 'ADMIN' });
    store.setUserInfo(someUser);
    store.login({ token: 'b', role: 'DESIGNER' });
    expect(useSessionStore.getState()).toMatchObject({ token: 'b', role: 'DESIGNER', userInfo: null });
  });

  it('no key of the session starts with table_', () => {
    for (const key of Object.values(SESSION_KEYS)) expect(key.startsWith('table_')).toBe(false);
  });

  it('reads a cookie-only token (set by a sibling site on the parent domain)', () => {
    writeTokenCookie('from-parent');
    expect(readPersistedSession().token).toBe('from-parent');
  });
});
