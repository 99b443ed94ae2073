// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.toufang.example.cn/login"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from './storage-keys';
import { clearTokenCookie, parentDomain, readTokenCookie, writeTokenCookie } from './token-cookie';

afterEach(() => clearTokenCookie());

describe('token cookie', () => {
  it.each([
    ['app.toufang.example.cn', 'toufang.example.cn'],
    ['desk.toufang.cn', 'toufang.cn'],
    ['toufang.cn', null],
    ['localhost', null],
    ['127.0.0.1', null],
    ['::1', null],
  ])('the parent domain of %s is %s', (host, parent) => {
    expect(parentDomain(host)).toBe(parent);
  });

  it('is written for the site and its parent domain, SameSite=None, Secure, 1 day', () => {
    const writes: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    writeTokenCookie('tok');
    setter.mockRestore();
    expect(writes).toEqual([
      `${SESSION_KEYS.token}=tok; Path=/; Max-Age=86400; SameSite=None; Secure`,
      `${SESSION_KEYS.token}=tok; Path=/; Max-Age=86400; SameSite=None; Secure; Domain=toufang.example.cn`,
    ]);
  });

  it('reads back what it wrote, and nothing after clearing', () => {
    writeTokenCookie('a b/c');
    expect(readTokenCookie()).toBe('a b/c');
    clearTokenCookie();
    expect(readTokenCookie()).toBeNull();
  });
});
