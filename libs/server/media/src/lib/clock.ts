// Time of the media layer. Sandbox media advance review, learning and metrics with a clock, and the
// gateway waits with a sleeper; both are injected so tests run on a fake clock and demos on a fast one.
import { chinaDay, chinaDayStart, chinaWeekday, HOUR_MS } from '@toufang/domain';

export interface SandboxClock {
  /** Epoch ms. */
  now(): number;
}

export const realClock: SandboxClock = { now: () => Date.now() };

/** A clock running `factor` times faster than real time from `origin` (demos). */
export function acceleratedClock(factor: number, origin = Date.now()): SandboxClock {
  const realStart = Date.now();
  return { now: () => origin + (Date.now() - realStart) * factor };
}

export interface FakeClock extends SandboxClock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

/** A clock that moves only when told (tests). */
export function fakeClock(start: number): FakeClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}

/** Time and waiting, as the gateway sees them. */
export interface GatewayTime extends SandboxClock {
  sleep(ms: number): Promise<void>;
}

export const realTime: GatewayTime = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Sleeping on a fake clock moves the clock instead of waiting (tests). */
export function fakeTime(clock: FakeClock): GatewayTime & { slept: number[] } {
  const slept: number[] = [];
  return {
    now: () => clock.now(),
    slept,
    sleep: async (ms) => {
      slept.push(ms);
      clock.advance(ms);
    },
  };
}

// ---------- China time (UTC+8, no daylight saving): days, hours and the 7×24 schedule ----------
// The days themselves are libs/domain's China time, the one module for it.
export { chinaDate, chinaDay, chinaDayStart, chinaWeekday, DAY_MS, dayOfDate, HOUR_MS, MINUTE_MS } from '@toufang/domain';

/** Whole hours since the epoch (hour boundaries are the same in UTC and China time). */
export function hourIndex(epochMs: number): number {
  return Math.floor(epochMs / HOUR_MS);
}

/** Position of an hour in the 7×24 schedule string (Monday 00:00 China time is 0). */
export function scheduleSlot(hour: number): number {
  const day = chinaDay(hour * HOUR_MS);
  const hourOfDay = Math.floor((hour * HOUR_MS - chinaDayStart(day)) / HOUR_MS);
  return chinaWeekday(day) * 24 + hourOfDay;
}

export const SCHEDULE_SLOTS = 7 * 24;
export const ALWAYS_ON: string = '1'.repeat(SCHEDULE_SLOTS);

export function isSchedule(value: string): boolean {
  return value.length === SCHEDULE_SLOTS && /^[01]+$/.test(value);
}
