// How many accounts of a wave run side by side (docs/decisions.md "Issue 22: creation rate"). Each account may go
// at the media's own rate (the gateway paces it); what the desk can serve is its process's time: the database
// work around each call and, on PGlite, the database itself, on one event loop. Accounts spread over more lanes
// than the loop can serve each go slower without the wave ending sooner, so a lane opens only while the loop has
// room (a real media's calls wait on the network, the loop idles, and lanes open up to the cap).
import { performance } from 'node:perf_hooks';

export interface LaneOptions {
  /** Lanes from the start. */
  initial: number;
  /** Lanes at most (CREATION_LIMITS.ACCOUNT_CONCURRENCY). */
  max: number;
  /** The process's busy share (0–1) since the last look; the event loop's utilisation by default. */
  busy?: () => number;
  /** How often the scheduler looks (real time). */
  everyMs?: number;
  /** Another lane opens after a look under this share: the loop idles, waiting on the media or the database. */
  openBelow?: number;
}

export const LANE_DEFAULTS = { everyMs: 250, openBelow: 0.5 } as const;

/** The event loop's utilisation since the previous call. */
export function loopBusy(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/**
 * Runs every item, each once, in lanes: `initial` lanes, and one more after each look that finds the process
 * idling, never more than `max`. After a failure no item starts; the first failure is thrown once the running
 * items have ended (nothing of the run writes after it).
 */
export function runInLanes<T>(items: readonly T[], run: (item: T) => Promise<void>, options: LaneOptions): Promise<void> {
  const { initial, max, everyMs, openBelow } = { ...LANE_DEFAULTS, ...options };
  const busy = options.busy ?? loopBusy();
  if (items.length === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    let next = 0;
    let running = 0;
    let failure: { error: unknown } | undefined;
    const timer = setInterval(() => {
      if (busy() < openBelow && running < max) open();
    }, everyMs);
    timer.unref?.();
    const open = () => {
      if (failure || next >= items.length) return;
      running += 1;
      void lane();
    };
    const lane = async () => {
      while (!failure && next < items.length) {
        try {
          await run(items[next++]);
        } catch (error) {
          failure ??= { error };
        }
      }
      running -= 1;
      if (running > 0) return;
      clearInterval(timer);
      if (failure) reject(failure.error);
      else resolve();
    };
    for (let i = 0; i < Math.max(1, Math.min(initial, max)); i++) open();
  });
}
