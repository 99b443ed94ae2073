import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, setApiClient, type Job } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { ExportProgressDialog } from './export-progress-dialog';

const JOB_ID = '00000000-0000-4000-8000-000000000042';

function job(state: Job['state'], done: number): Job {
  const ready = state === 'succeeded';
  return {
    id: JOB_ID,
    type: 'export',
    title: '导出投放数据',
    target: '巨量引擎 广告计划数据',
    startedBy: '钱芳',
    startedByKind: 'user',
    state,
    progress: { done, total: 2, step: ready ? null : '导出中' },
    createdAt: '2026-11-27T02:00:00.000Z',
    startedAt: '2026-11-27T02:00:00.000Z',
    finishedAt: ready ? '2026-11-27T02:00:30.000Z' : null,
    keptDays: 7,
    keptUntil: null,
    result: {
      summary: ready ? '广告计划数据_202611271000.xlsx（2500行）' : null,
      download: ready ? { url: '/files/delivery-export?exportId=6&token=t', expiresAt: '2026-11-27T02:05:30.000Z', fileName: '广告计划数据_202611271000.xlsx' } : null,
      downloadable: ready,
      objects: [],
    },
    failedItems: 0,
    reason: null,
    cancellable: !ready,
    retryable: false,
  };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('ExportProgressDialog', () => {
  it('follows the export\'s job until its file is written, then offers the file', async () => {
    const answers = [job('queued', 0), job('running', 1), job('succeeded', 2)];
    fakeApi()
      .on('post', '/api/job/get', () => answers.shift() ?? job('succeeded', 2))
      .install();
    const onDownload = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ExportProgressDialog jobId={JOB_ID} onDownload={onDownload} onClose={onClose} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('巨量引擎 广告计划数据')).toBeInTheDocument();
    expect(screen.getByText('文件生成后保留7天，也可在任务中心或消息中心下载')).toBeInTheDocument();
    const download = await screen.findByRole('button', { name: '下载文件' }, { timeout: 15_000 });
    expect(screen.getByTestId('job-progress')).toHaveAttribute('data-state', 'succeeded');
    expect(screen.getByText('广告计划数据_202611271000.xlsx（2500行）')).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith('/files/delivery-export?exportId=6&token=t'));
    expect(onClose).toHaveBeenCalled();
  });
});
