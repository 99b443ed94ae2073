import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, FilterArea, TablePagination, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { ListEmpty } from '../view/list-empty';
import { useListState } from './use-list-state';

interface Row {
  id: number;
  name: string;
}

const FIELDS: FilterFieldConfig[] = [
  { key: 'keyword', label: '关键词', type: 'custom', defaultValue: '', render: ({ value, onChange, labelId }) => <input aria-labelledby={labelId} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} /> },
];
const COLUMNS: DataTableColumn<Row>[] = [{ key: 'name', title: '名称', width: 200, sortable: true }];
const KEY = 'table_list_kit_probe_page_size';

/** A list page on the kit: what it asks of the server is shown, so a test sees what the URL gives it. */
function ProbePage({ list }: { list: { rows: Row[]; total: number; isError?: boolean; refetch?: () => unknown } }) {
  const state = useListState({ pageSizeKey: KEY, defaultSort: { key: 'name', order: 'ascend' } });
  return (
    <div>
      <output data-testid="asked">{JSON.stringify({ filters: state.filters, page: state.page, size: state.size, sort: state.sort })}</output>
      <FilterArea fields={FIELDS} {...state.filterProps(list.refetch ?? (() => undefined))} />
      <DataTable<Row>
        aria-label="探针列表"
        columns={COLUMNS}
        rows={list.rows}
        rowKey="id"
        sort={state.sort}
        onSortChange={state.setSort}
        emptyText={<ListEmpty list={{ isError: Boolean(list.isError), error: null, refetch: list.refetch ?? (() => undefined) }} failed="探针加载失败" empty="暂无数据" emptyFiltered="没有符合条件的数据" filtered={state.filtered} />}
      />
      <TablePagination {...state.paginationProps(list.total)} />
    </div>
  );
}

function renderAt(url: string, list: Parameters<typeof ProbePage>[0]['list']) {
  const router = createMemoryRouter([{ path: '/probe', element: <ProbePage list={list} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The sort a link names, as the kit reads it. */
const readSort = (search: string) => {
  const raw = new URLSearchParams(search).get('sort');
  return raw === 'none' ? null : { key: 'name', order: 'descend' };
};
const asked = () => JSON.parse(screen.getByTestId('asked').textContent ?? '{}');
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `行${i + 1}` }));

afterEach(() => window.localStorage.clear());

describe('useListState', () => {
  it('reads filters, page, size and sort from a copied link, and shows the filters in the area', () => {
    const filters = encodeURIComponent(JSON.stringify({ keyword: '张三' }));
    renderAt(`/probe?filters=${filters}&page=2&size=20&sort=name.descend`, { rows: rows(20), total: 60 });
    expect(asked()).toEqual({ filters: { keyword: '张三' }, page: 2, size: 20, sort: { key: 'name', order: 'descend' } });
    expect(screen.getByDisplayValue('张三')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes 查询, paging and sorting into the URL, so the same link shows the same view', async () => {
    const user = userEvent.setup();
    const router = renderAt('/probe', { rows: rows(3), total: 120 });
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(router.state.location.search).toBe('?page=2');
    await user.type(screen.getByRole('textbox', { name: /关键词/ }), '李');
    await user.click(screen.getByRole('button', { name: '查询' }));
    // A new query shows page 1 of its rows.
    await waitFor(() => expect(asked()).toMatchObject({ filters: { keyword: '李' }, page: 1 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? '{}')).toEqual({ keyword: '李' });
    await user.click(screen.getByRole('button', { name: /^名称/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toMatch(/^(none|name\.descend)$/));
    expect(asked().sort).toEqual(readSort(router.state.location.search));
  });

  it('asks again on 查询 with the filters already shown', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderAt('/probe', { rows: rows(1), total: 1, refetch });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('remembers the page size under the list table_ key, and a link size wins over it', async () => {
    window.localStorage.setItem(KEY, '100');
    renderAt('/probe', { rows: rows(1), total: 300 });
    expect(asked().size).toBe(100);
    act(() => window.localStorage.setItem(KEY, '100'));
    const other = renderAt('/probe?size=10', { rows: rows(1), total: 300 });
    expect(other.state.location.search).toBe('?size=10');
    expect(screen.getAllByTestId('asked').map((e) => JSON.parse(e.textContent ?? '{}').size)).toEqual([100, 10]);
  });

  it('shows the empty, filtered-empty and failed states, the failed one with 重试', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderAt('/probe', { rows: [], total: 0 });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    const filters = encodeURIComponent(JSON.stringify({ keyword: '无' }));
    renderAt(`/probe?filters=${filters}`, { rows: [], total: 0 });
    expect(screen.getByText('没有符合条件的数据')).toBeInTheDocument();
    renderAt('/probe', { rows: [], total: 0, isError: true, refetch });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('探针加载失败')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('applies filters set outside the area without throwing away what the area shows but has not queried', async () => {
    function OutsidePage() {
      const state = useListState({ pageSizeKey: KEY });
      return (
        <div>
          <output data-testid="asked">{JSON.stringify({ filters: state.filters, page: state.page })}</output>
          <FilterArea fields={FIELDS} {...state.filterProps(() => undefined)} />
          <button type="button" onClick={() => state.apply({ ...state.filters, region: 'east' }, state.draft)}>
            华东
          </button>
        </div>
      );
    }
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/probe', element: <OutsidePage /> }], { initialEntries: ['/probe?page=3'] });
    render(<RouterProvider router={router} />);
    await user.type(screen.getByRole('textbox', { name: /关键词/ }), '王');
    await user.click(screen.getByRole('button', { name: '华东' }));
    await waitFor(() => expect(asked()).toEqual({ filters: { region: 'east' }, page: 1 }));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? '{}')).toEqual({ region: 'east' });
    expect(screen.getByRole('textbox', { name: /关键词/ })).toHaveValue('王');
  });

  it('puts a link\'s filters back into the area on back and forward', async () => {
    const router = renderAt('/probe', { rows: rows(1), total: 1 });
    const filters = encodeURIComponent(JSON.stringify({ keyword: '赵' }));
    await act(() => router.navigate(`/probe?filters=${filters}`));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /关键词/ })).toHaveValue('赵'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /关键词/ })).toHaveValue(''));
  });
});
