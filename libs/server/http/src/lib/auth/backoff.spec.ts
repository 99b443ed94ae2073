import { describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ADDRESS_POLICY, addressKey, lockedMessage, lockSeconds, secondsLeft } from './backoff';

describe('login back-off', () => {
  it('lets 4 failures of a username pass, locks 30 s at the 5th, doubling up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4].map((n) => lockSeconds(n))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map((n) => lockSeconds(n, ACCOUNT_POLICY))).toEqual([30, 60, 120, 240, 480, 900]);
    expect(lockSeconds(11)).toBe(900);
    expect(lockSeconds(1000)).toBe(900);
  });

  it('lets an address fail 19 times over any usernames, then locks it 30 s doubling up to 15 minutes', () => {
    expect(lockSeconds(19, ADDRESS_POLICY)).toBe(0);
    expect([20, 21, 22, 25, 100].map((n) => lockSeconds(n, ADDRESS_POLICY))).toEqual([30, 60, 120, 900, 900]);
  });

  it('counts whole seconds left, rounding up', () => {
    const now = new Date(1_000_000);
    expect(secondsLeft(null, now)).toBe(0);
    expect(secondsLeft(new Date(999_000), now)).toBe(0);
    expect(secondsLeft(new Date(1_000_001), now)).toBe(1);
    expect(secondsLeft(new Date(1_030_000), now)).toBe(30);
  });

  it('says when to try again', () => {
    expect(lockedMessage(30)).toBe('登录失败次数过多，请在30秒后重试');
  });

  it('keys IPv4 as it is and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
