import { describe, expect, it } from 'vitest';
import { taskActions, taskPollInterval, toReportQuery, toTaskQuery, TASK_POLL_MS } from './task-rules';

const counts = (created: number, failed: number, waiting: number) => ({ total: created + failed + waiting, created, failed, waiting, cancelled: 0 });
const wave = (state: 'waiting' | 'running' | 'done' | 'cancelled') => ({ n: 1, runAt: '2026-11-25T02:00:00.000Z', rows: 1, state });

describe('creation task rules', () => {
  it('polls only while a task waits or runs', () => {
    expect(taskPollInterval([{ state: 'succeeded' }, { state: 'running' }])).toBe(TASK_POLL_MS);
    expect(taskPollInterval([{ state: 'waiting' }])).toBe(TASK_POLL_MS);
    expect(taskPollInterval([{ state: 'partial' }, { state: 'cancelled' }])).toBe(false);
    expect(taskPollInterval(undefined)).toBe(false);
  });

  it('offers retry for failed rows unless a wave is being created, cancel for waiting waves, and delete for created objects when nothing is being created', () => {
    expect(taskActions({ state: 'partial', counts: counts(38, 2, 0), waves: [wave('done')] })).toEqual(['retry', 'delete']);
    expect(taskActions({ state: 'running', counts: counts(10, 1, 29), waves: [wave('running'), wave('waiting')] })).toEqual(['cancel']);
    expect(taskActions({ state: 'waiting', counts: counts(0, 0, 5), waves: [wave('waiting')] })).toEqual(['cancel']);
    expect(taskActions({ state: 'failed', counts: counts(0, 5, 0), waves: [wave('done')] })).toEqual(['retry']);
    // A BATCH task whose first wave had a refusal: retried now, while its later waves still wait their time.
    expect(taskActions({ state: 'running', counts: counts(11, 1, 32), waves: [wave('done'), wave('waiting')] })).toEqual(['retry', 'cancel']);
  });

  it('turns the filters into the queries', () => {
    expect(toTaskQuery('toutiao', { state: 'partial', keyword: { value: ' 大促 ' } }, { current: 2, size: 20 })).toEqual({ media: 'toutiao', state: 'partial', keyword: '大促', current: 2, size: 20 });
    expect(toTaskQuery('toutiao', { state: 'nonsense' }, { current: 1, size: 20 })).toEqual({ media: 'toutiao', current: 1, size: 20 });
    expect(toReportQuery('gdt', { taskId: '12', dates: ['2026-11-01', '2026-11-30'] })).toEqual({ media: 'gdt', taskId: 12 });
    expect(toReportQuery('gdt', { taskId: { value: 'x' }, dates: ['2026-11-01', '2026-11-30'] })).toEqual({ media: 'gdt', from: '2026-11-01', to: '2026-11-30' });
  });
});
