import { describe, expect, it } from 'vitest';
import { stateOf } from './settle';

const counts = (created: number, failed: number, waiting: number, cancelled = 0) => ({ total: created + failed + waiting + cancelled, created, failed, waiting, cancelled });

describe('a creation task’s state from its rows', () => {
  it('waits until a wave starts, then runs while rows are left', () => {
    expect(stateOf(counts(0, 0, 6), false)).toBe('waiting');
    expect(stateOf(counts(2, 0, 4), true)).toBe('running');
  });
  it('ends 已完成, 部分成功, 失败 or 已取消 by what was created and what failed', () => {
    expect(stateOf(counts(6, 0, 0), true)).toBe('succeeded');
    expect(stateOf(counts(4, 2, 0), true)).toBe('partial');
    expect(stateOf(counts(0, 6, 0), true)).toBe('failed');
    expect(stateOf(counts(0, 0, 0, 6), false)).toBe('cancelled');
    expect(stateOf(counts(3, 0, 0, 3), true)).toBe('succeeded');
  });
});
