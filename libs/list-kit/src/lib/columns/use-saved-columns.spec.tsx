import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { DataTable, Toast } from '@toufang/ui';
import { ListExportButton } from '../export/list-export-button';
import { ListColumnsButton } from './list-columns-button';
import type { ListColumn } from './list-columns';
import { useSavedColumns } from './use-saved-columns';

interface Row {
  id: number;
  name: string;
  email: string;
}
const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', title: '姓名', width: 120, locked: true },
  { key: 'email', title: '邮箱', width: 160 },
];

function Probe() {
  const saved = useSavedColumns('org.users', COLUMNS);
  return (
    <>
      <ListColumnsButton columns={COLUMNS} saved={saved} />
      <ListExportButton listId="org.users" query={{ keyword: '林' }} />
      <DataTable<Row> aria-label="探针" columns={saved.shown} rows={[{ id: 1, name: '林晓', email: 'lin@example.com' }]} rowKey="id" />
    </>
  );
}

function renderProbe() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('saved columns and export of a list', () => {
  it('shows the saved columns, and saves a new choice on the server for this list', async () => {
    let saved: string[] | null = ['email'];
    const api = fakeApi()
      .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: saved }))
      .on('post', '/api/user/list_columns/save', ({ listId, columns }) => {
        saved = columns ?? null;
        return { listId, columns: saved };
      });
    api.install();
    const user = userEvent.setup();
    renderProbe();
    const table = within(screen.getByRole('region', { name: '探针' }));
    await waitFor(() => expect(table.getByText('lin@example.com')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '自定义列' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/user/list_columns/save').map((c) => c.body)).toEqual([{ listId: 'org.users', columns: null }]));
    expect(await screen.findByText('列设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports the list with the page query, and downloads a small file at once', async () => {
    const api = fakeApi()
      .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: null }))
      .on('post', '/api/list/export', () => ({ exportId: 9, state: 'ready', fileName: '用户_202611271200.xlsx', rows: 3, url: '/files/delivery-export?exportId=9&token=t', expiresAt: '2026-11-27T04:05:00Z', reason: null }));
    api.install();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.path === '/api/list/export')?.body).toEqual({ listId: 'org.users', query: { keyword: '林' } });
    expect(await screen.findByText('导出完成，开始下载')).toBeInTheDocument();
  });

  it('says a large export is a job whose file arrives in the message centre', async () => {
    fakeApi()
      .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: null }))
      .on('post', '/api/list/export', () => ({ exportId: 10, state: 'queued', fileName: '用户.xlsx', rows: null, url: null, expiresAt: null, reason: null }))
      .install();
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出任务已提交：数据较多，文件生成后会发送到消息中心，请在消息中心下载')).toBeInTheDocument();
  });
});
