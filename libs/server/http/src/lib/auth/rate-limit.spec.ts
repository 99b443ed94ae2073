import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('lets `limit` calls of a key through per window, then says how many seconds are left', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(60);
    now += 59_001;
    expect(limiter.take('a')).toBe(1);
    // Another key has its own count.
    expect(limiter.take('b')).toBe(0);
    now += 999;
    expect(limiter.take('a')).toBe(0);
  });

  it('drops ended windows once many keys are held', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now);
    for (let i = 0; i < 10_000; i++) limiter.take(`k${i}`);
    expect(limiter.size).toBe(10_000);
    now = 1000;
    limiter.take('new');
    expect(limiter.size).toBe(1);
  });
});
