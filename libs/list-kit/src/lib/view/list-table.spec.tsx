import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn, FilterFieldConfig } from '@toufang/ui';
import { useListState } from '../state/use-list-state';
import { ListTable, type ListTableQuery } from './list-table';

interface Row {
  id: number;
  name: string;
}

const FIELDS: FilterFieldConfig[] = [
  { key: 'keyword', label: '关键词', type: 'custom', defaultValue: '', render: ({ value, onChange, labelId }) => <input aria-labelledby={labelId} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} /> },
];
const COLUMNS: DataTableColumn<Row>[] = [{ key: 'name', title: '名称', width: 200 }];
const TEXTS = { failed: '规则加载失败', empty: '暂无规则', emptyFiltered: '没有符合条件的规则' };

function query(over: Partial<ListTableQuery<Row>>): ListTableQuery<Row> {
  return { isPending: false, isFetching: false, isPlaceholderData: false, isError: false, error: null, refetch: () => undefined, ...over };
}

function Probe({ q }: { q: ListTableQuery<Row> }) {
  const list = useListState({ pageSizeKey: 'table_list_table_probe_page_size' });
  return <ListTable<Row> label="规则列表" fields={FIELDS} list={list} query={q} columns={COLUMNS} rowKey="id" texts={TEXTS} />;
}

function show(q: ListTableQuery<Row>, at = '/') {
  const router = createMemoryRouter([{ path: '/', element: <Probe q={q} /> }], { initialEntries: [at] });
  return render(<RouterProvider router={router} />);
}

describe('ListTable', () => {
  it('shows the rows under the filter area, and the total in the pagination', () => {
    show(query({ data: { records: [{ id: 1, name: '高消耗暂停' }, { id: 2, name: '早间提价' }], total: 120 } }));
    const table = screen.getByRole('region', { name: '规则列表' });
    expect(within(table).getByText('高消耗暂停')).toBeInTheDocument();
    expect(within(table).getByText('早间提价')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
    // 120 rows at the default 50 a page.
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 4 页' })).toBeNull();
  });

  it('says what failed, with 重试 asking again', async () => {
    const refetch = vi.fn();
    show(query({ isError: true, error: new Error('x'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('规则加载失败');
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('tells a filtered empty list from an empty one', () => {
    const { unmount } = show(query({ data: { records: [], total: 0 } }));
    expect(screen.getByText('暂无规则')).toBeInTheDocument();
    unmount();
    show(query({ data: { records: [], total: 0 } }), `/?filters=${encodeURIComponent(JSON.stringify({ keyword: '夜' }))}`);
    expect(screen.getByText('没有符合条件的规则')).toBeInTheDocument();
  });
});
