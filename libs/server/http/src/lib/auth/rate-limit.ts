// A fixed-window rate limit per key (a client address), in this process's memory. The public calls use it
// before they touch the database: counting in the database would cost the write the limit is there to
// spare. Behind a load balancer each instance counts alone (docs/decisions.md).

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    /** Calls a key may make per window. */
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a call of the key: 0 when it may go ahead, else whole seconds until its window ends. */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    window.count++;
    return 0;
  }

  /** Keys held (for tests: a flood of addresses does not grow it without end). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** Ended windows are dropped once this many keys are held. */
const SWEEP_AT = 10_000;
