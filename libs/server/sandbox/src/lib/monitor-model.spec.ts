import { HOUR_MS } from '@toufang/server-media';
import { describe, expect, it } from 'vitest';
import { activityOfHour, addMonitoredHours, type DatedActivity } from './monitor-model';

const H0 = 500_000; // an hour since the epoch
const at = (hour: number) => hour * HOUR_MS;
const objects = Array.from({ length: 2_000 }, (_, i) => `7${String(i).padStart(9, '0')}`);

describe('the monitoring activity an hour reports through', () => {
  it('is none before the account has an activity, and the only one once it has one', () => {
    const one: DatedActivity[] = [{ id: 'a', createdAt: at(H0) }];
    expect(activityOfHour('71', one, H0 - 1)).toBeNull();
    expect(activityOfHour('71', one, H0)).toBe('a');
    expect(activityOfHour('71', [], H0)).toBeNull();
  });

  it('is the same for the same object and hour whatever the order of the activities', () => {
    const acts: DatedActivity[] = ['a', 'b', 'c'].map((id) => ({ id, createdAt: 0 }));
    for (const o of objects.slice(0, 50)) expect(activityOfHour(o, acts, H0)).toBe(activityOfHour(o, [...acts].reverse(), H0));
  });

  it('a new activity takes about one object in n+1 from its hour on and moves none to another old one', () => {
    const old: DatedActivity[] = ['a', 'b', 'c'].map((id) => ({ id, createdAt: 0 }));
    const all = [...old, { id: 'd', createdAt: at(H0 + 10) }];
    let moved = 0;
    for (const o of objects) {
      const before = activityOfHour(o, all, H0 + 9);
      expect(before).toBe(activityOfHour(o, old, H0 + 9));
      const after = activityOfHour(o, all, H0 + 10);
      if (after !== before) {
        expect(after).toBe('d');
        moved += 1;
      }
    }
    expect(moved / objects.length).toBeGreaterThan(0.2);
    expect(moved / objects.length).toBeLessThan(0.3);
  });
});

describe('the sums by activity and day', () => {
  it('adds each hour to the activity it reports through, only for the wanted ones, by date', () => {
    const acts: DatedActivity[] = [{ id: 'a', createdAt: 0 }];
    const sums = new Map<string, { clicks: number; conversions: number }>();
    const dateOf = (hour: number) => (hour < H0 + 24 ? 'd1' : 'd2');
    const hours = [
      { hour: H0, clicks: 3, conversions: 1 },
      { hour: H0 + 1, clicks: 2, conversions: 0 },
      { hour: H0 + 30, clicks: 5, conversions: 2 },
    ];
    addMonitoredHours(sums, '71', hours, acts, new Set(['a']), dateOf);
    addMonitoredHours(sums, '72', hours, acts, new Set(['a']), dateOf);
    expect(Object.fromEntries(sums)).toEqual({ 'a|d1': { clicks: 10, conversions: 2 }, 'a|d2': { clicks: 10, conversions: 4 } });
    const none = new Map();
    addMonitoredHours(none, '71', hours, acts, new Set(['b']), dateOf);
    expect(none.size).toBe(0);
  });
});
