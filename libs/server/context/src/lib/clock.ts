// Time as the job queue sees it. Every time a job row holds comes from a Clock, never from the database's
// now(), so tests move time by hand and nothing waits for real. Epoch milliseconds, like the media
// layer's clock (libs/server/media/src/lib/clock.ts), so one fake clock can drive both.

export interface Clock {
  /** Epoch ms. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  /** Moves time forward. */
  advance(ms: number): void;
  set(epochMs: number): void;
}

/** A clock that only moves when told to (tests). */
export function manualClock(start: Date | string | number): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(epochMs) {
      current = epochMs;
    },
  };
}
