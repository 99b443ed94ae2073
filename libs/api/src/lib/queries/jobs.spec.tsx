// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_LIST_IDLE_POLL_MS } from '@toufang/domain';
import { createQueryClient } from '../query-client';
import { setApiClient } from '../runtime';
import { fakeApi } from '../testing/fake-api';
import { jobListPollInterval, jobPollInterval, useJob, type Job } from './jobs';

afterEach(() => setApiClient(null));

function job(state: Job['state'], done: number): Job {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'export',
    title: '导出投放数据',
    target: '巨量引擎 广告计划数据',
    startedBy: '钱芳',
    startedByKind: 'user',
    state,
    progress: { done, total: 3, step: null },
    createdAt: '2026-11-27T02:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    keptDays: 7,
    keptUntil: null,
    result: { summary: null, download: null, downloadable: false, objects: [] },
    failedItems: 0,
    reason: null,
    cancellable: state === 'queued' || state === 'running',
    retryable: false,
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useJob', () => {
  it('asks for the job until it ends, then stops asking', async () => {
    const answers: Job[] = [job('queued', 0), job('running', 1), job('running', 2), job('succeeded', 3)];
    const api = fakeApi().on('post', '/api/job/get', () => answers.shift() ?? job('succeeded', 3));
    api.install();
    const { result } = renderHook(() => useJob('00000000-0000-4000-8000-000000000001', { everyMs: 5 }), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('succeeded'), { timeout: 10_000 });
    // The fourth answer ended it; the interval that follows a finished job is none (jobPollInterval below).
    expect(api.paths).toEqual(['/api/job/get', '/api/job/get', '/api/job/get', '/api/job/get']);
  });

  it('asks nothing without a job', () => {
    const api = fakeApi();
    api.install();
    renderHook(() => useJob(null), { wrapper });
    expect(api.paths).toEqual([]);
  });
});

describe('jobPollInterval', () => {
  it('polls while any job is queued or running', () => {
    expect(jobPollInterval([job('succeeded', 3), job('running', 1)], 100)).toBe(100);
    expect(jobPollInterval([job('succeeded', 3), job('expired', 3), job('partial', 3), job('failed', 0), job('cancelled', 0)], 100)).toBe(false);
    expect(jobPollInterval(undefined)).toBe(false);
  });
});

describe('jobListPollInterval', () => {
  it('asks quickly while a shown job is unfinished and slowly otherwise, so that new jobs appear', () => {
    expect(jobListPollInterval([job('queued', 0)], 100, 1_000)).toBe(100);
    expect(jobListPollInterval([job('succeeded', 3), job('failed', 0)], 100, 1_000)).toBe(1_000);
    expect(jobListPollInterval([], 100, 1_000)).toBe(1_000);
    expect(jobListPollInterval(undefined)).toBe(JOB_LIST_IDLE_POLL_MS);
  });
});
