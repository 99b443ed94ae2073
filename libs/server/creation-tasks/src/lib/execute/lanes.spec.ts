import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInLanes } from './lanes';

/** Items that end when the test says; records how many ran at once. */
function held() {
  const started: number[] = [];
  const finish = new Map<number, (error?: Error) => void>();
  let running = 0;
  let most = 0;
  const run = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      finish.set(item, (error) => {
        running -= 1;
        if (error) reject(error);
        else resolve();
      });
    });
  const end = (item: number, error?: Error) => {
    const done = finish.get(item);
    if (!done) throw new Error(`item ${item} did not start`);
    done(error);
  };
  return { run, started, end, most: () => most };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('accounts side by side as the process has room', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts its first lanes, opens another after each look that finds the process idling, up to the cap', async () => {
    let share = 0.9;
    const items = held();
    const done = runInLanes([1, 2, 3, 4, 5, 6], items.run, { initial: 2, max: 4, busy: () => share, everyMs: 100 });
    await settle();
    expect(items.started).toEqual([1, 2]);
    // Busy: no lane opens; each lane takes the next item when its own ends.
    await vi.advanceTimersByTimeAsync(300);
    expect(items.started).toEqual([1, 2]);
    items.end(1);
    await settle();
    expect(items.started).toEqual([1, 2, 3]);
    share = 0.2;
    await vi.advanceTimersByTimeAsync(100);
    expect(items.started).toEqual([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(300);
    expect(items.started).toEqual([1, 2, 3, 4, 5]);
    expect(items.most()).toBe(4);
    for (const n of [2, 3, 4, 5]) items.end(n);
    await settle();
    expect(items.started).toEqual([1, 2, 3, 4, 5, 6]);
    items.end(6);
    await expect(done).resolves.toBeUndefined();
    expect(items.most()).toBe(4);
  });

  it('starts nothing after a failure and throws it once the running items ended', async () => {
    const items = held();
    const done = runInLanes([1, 2, 3], items.run, { initial: 1, max: 2, busy: () => 0, everyMs: 100 });
    let outcome: unknown = 'pending';
    done.then(
      () => (outcome = 'resolved'),
      (error: Error) => (outcome = error.message),
    );
    await vi.advanceTimersByTimeAsync(100);
    items.end(1, new Error('媒体拒绝'));
    await vi.advanceTimersByTimeAsync(300);
    expect(items.started).toEqual([1, 2]);
    expect(outcome).toBe('pending');
    items.end(2);
    await settle();
    expect(outcome).toBe('媒体拒绝');
    expect(items.started).toEqual([1, 2]);
  });
});
