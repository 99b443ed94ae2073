import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minuteOfText, minuteText, PUSH_SEND_OFFSET, sendMinuteOf } from './push-types';

const BUSY = [29, 30, 31, 59, 0, 1];

describe('sendMinuteOf', () => {
  it('sends 2–13 minutes after the requested minute, never on :29–:31 or :59–:01, the same for the same rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.string()), fc.integer({ min: 0, max: 1439 }), (ruleId, requested) => {
        const minute = sendMinuteOf(ruleId, requested);
        expect(minute - requested).toBeGreaterThanOrEqual(PUSH_SEND_OFFSET.MIN);
        expect(minute - requested).toBeLessThanOrEqual(PUSH_SEND_OFFSET.MAX);
        expect(BUSY).not.toContain(minute % 60);
        expect(sendMinuteOf(ruleId, requested)).toBe(minute);
      }),
      { numRuns: 300 },
    );
  });

  it('spreads rules over every offset, and moves on past the busy minutes', () => {
    const nine = 9 * 60;
    const offsets = new Set(Array.from({ length: 500 }, (_, id) => sendMinuteOf(id + 1, nine) - nine));
    expect([...offsets].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    // Requested 09:27: offsets 2–4 would land on 09:29–09:31; none of 500 rules sends then.
    const at927 = new Set(Array.from({ length: 500 }, (_, id) => sendMinuteOf(id + 1, nine + 27) - nine));
    expect([...at927].some((m) => m >= 29 && m <= 31)).toBe(false);
    expect(at927.size).toBe(9);
  });

  it('may pass midnight, and refuses what is not a minute of the day', () => {
    const late = sendMinuteOf(1, 23 * 60 + 55);
    expect(late).toBeGreaterThanOrEqual(1440 + 2);
    expect(minuteText(late)).toMatch(/^00:0[2-9]$|^00:1[0-3]$/);
    expect(() => sendMinuteOf(1, 1440)).toThrow(RangeError);
    expect(() => sendMinuteOf(1, 1.5)).toThrow(RangeError);
  });
});

describe('minute texts', () => {
  it('writes and reads HH:mm', () => {
    expect(minuteText(9 * 60 + 7)).toBe('09:07');
    expect(minuteText(1440 + 3)).toBe('00:03');
    expect(minuteOfText('09:07')).toBe(547);
    expect(minuteOfText('24:00')).toBeNull();
    expect(minuteOfText('9:07')).toBeNull();
  });
});
