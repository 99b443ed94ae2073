import { describe, expect, it } from 'vitest';
import type { Job } from '@toufang/api';
import { chinaTime, resultLines, toJobQuery } from './task-center-rules';

const job = (overrides: Partial<Job>): Job => ({
  id: 'j',
  type: 'export',
  title: '导出投放数据',
  target: '巨量引擎 广告计划数据',
  startedBy: '钱芳',
  startedByKind: 'user',
  state: 'succeeded',
  progress: { done: 12, total: 12, step: null },
  createdAt: '2026-11-25T02:00:00.000Z',
  startedAt: '2026-11-25T02:00:00.000Z',
  finishedAt: '2026-11-25T02:00:40.000Z',
  keptDays: 7,
  keptUntil: '2026-12-02T02:00:40.000Z',
  result: { summary: '广告计划数据_202611251000.xlsx（12行）', download: null, downloadable: true, objects: [] },
  failedItems: 0,
  reason: null,
  cancellable: false,
  retryable: false,
  ...overrides,
});

describe('task centre rules', () => {
  it('sends only the filters that are set, with the page', () => {
    expect(toJobQuery({ type: 'export', state: 'partial', dates: ['2026-11-01', '2026-11-27'] }, { current: 2, size: 20 })).toEqual({
      type: 'export',
      state: 'partial',
      from: '2026-11-01',
      to: '2026-11-27',
      current: 2,
      size: 20,
    });
    expect(toJobQuery({ type: 'nonsense', state: null }, { current: 1, size: 50 })).toEqual({ current: 1, size: 50 });
  });

  it('shows times in China time', () => {
    expect(chinaTime('2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30:00');
    expect(chinaTime(null)).toBe('-');
  });

  it('says how long an export is kept, that it expired, and why a job failed', () => {
    expect(resultLines(job({}))).toEqual(['广告计划数据_202611251000.xlsx（12行）', '文件保留7天，至2026-12-02 10:00']);
    expect(resultLines(job({ state: 'expired' }))).toEqual(['广告计划数据_202611251000.xlsx（12行）', '文件已过期（保留7天）']);
    expect(resultLines(job({ state: 'failed', keptDays: null, result: { summary: null, download: null, downloadable: false, objects: [] }, reason: '任务执行出错：媒体接口超时' }))).toEqual([
      '任务执行出错：媒体接口超时',
    ]);
  });
});
