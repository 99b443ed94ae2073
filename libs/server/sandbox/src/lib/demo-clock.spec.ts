import { afterEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '@toufang/server-media';
import { MAX_SANDBOX_SPEED, parseSandboxSpeed, speedClock } from './demo-clock';

afterEach(() => vi.useRealTimers());

describe('the sandbox demo clock', () => {
  it('reads TOUFANG_SANDBOX_SPEED as a whole number from 1 to an hour a second, in Chinese when it cannot', () => {
    expect(parseSandboxSpeed(undefined)).toBe(1);
    expect(parseSandboxSpeed(' ')).toBe(1);
    expect(parseSandboxSpeed('60')).toBe(60);
    expect(parseSandboxSpeed(String(MAX_SANDBOX_SPEED))).toBe(MAX_SANDBOX_SPEED);
    for (const bad of ['0', '1.5', 'fast', String(MAX_SANDBOX_SPEED + 1)]) {
      expect(() => parseSandboxSpeed(bad)).toThrow(`TOUFANG_SANDBOX_SPEED 应为 1 到 ${MAX_SANDBOX_SPEED} 的整数（实际为 ${bad}）`);
    }
  });

  it('runs `speed` times real time from its anchor, and is real time at speed 1', () => {
    vi.useFakeTimers();
    const anchor = Date.parse('2026-11-25T00:00:00Z');
    vi.setSystemTime(anchor + 1_000);
    const clock = speedClock(anchor, 60);
    expect(clock.now()).toBe(anchor + 60_000);
    vi.setSystemTime(anchor + 2_000);
    expect(clock.now()).toBe(anchor + 120_000);
    expect(speedClock(anchor, 1)).toBe(realClock);
  });
});
