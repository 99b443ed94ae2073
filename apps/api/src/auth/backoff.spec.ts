import { describe, expect, it } from 'vitest';
import { lockedMessage, lockSeconds, secondsLeft } from './backoff';

describe('login back-off', () => {
  it('lets 4 failures pass, locks 30 s at the 5th, doubling up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4].map(lockSeconds)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(lockSeconds)).toEqual([30, 60, 120, 240, 480, 900]);
    expect(lockSeconds(11)).toBe(900);
    expect(lockSeconds(1000)).toBe(900);
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
});
