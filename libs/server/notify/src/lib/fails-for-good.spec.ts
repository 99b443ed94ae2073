import { describe, expect, it } from 'vitest';
import { failsForGood } from './fails-for-good';

describe('failsForGood', () => {
  it('gives up at once on what cannot succeed by trying again', () => {
    expect(failsForGood({ kind: 'guard' })).toBe(true);
    expect(failsForGood({ kind: 'not-configured' })).toBe(true);
    expect(failsForGood({ kind: 'robot', answer: 'invalid-key' })).toBe(true);
    expect(failsForGood({ kind: 'robot', answer: 'signature' })).toBe(true);
    expect(failsForGood({ kind: 'robot', answer: 'refused' })).toBe(true);
    expect(failsForGood({ kind: 'smtp', responseCode: 550 })).toBe(true);
    expect(failsForGood({ kind: 'smtp', responseCode: 554 })).toBe(true);
    expect(failsForGood({ kind: 'http', status: 302 })).toBe(true);
    expect(failsForGood({ kind: 'http', status: 404 })).toBe(true);
  });

  it('leaves the rest to the back-off or the robot window', () => {
    expect(failsForGood({ kind: 'robot', answer: 'rate-limited' })).toBe(false);
    expect(failsForGood({ kind: 'robot', answer: 'busy' })).toBe(false);
    expect(failsForGood({ kind: 'robot', answer: 'unreadable' })).toBe(false);
    expect(failsForGood({ kind: 'smtp', responseCode: 451 })).toBe(false);
    expect(failsForGood({ kind: 'smtp' })).toBe(false);
    expect(failsForGood({ kind: 'http', status: 500 })).toBe(false);
    expect(failsForGood({ kind: 'http', status: 429 })).toBe(false);
    expect(failsForGood({ kind: 'timeout' })).toBe(false);
    expect(failsForGood({ kind: 'network' })).toBe(false);
  });
});
