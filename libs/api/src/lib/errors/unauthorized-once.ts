/**
 * Shell spec section 4: a 401 shows one message, then logs out and reloads. When several requests fail
 * with 401 at once only the first may act; the latch stays closed until `reset()` (a new session).
 */
export function createUnauthorizedLatch() {
  let tripped = false;
  return {
    /** True only for the first 401 since the last reset. */
    trip(): boolean {
      if (tripped) return false;
      tripped = true;
      return true;
    },
    reset(): void {
      tripped = false;
    },
    get tripped() {
      return tripped;
    },
  };
}
