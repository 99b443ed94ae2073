import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { DELIVERY_COLUMNS, deliveryRows, type DeliveryRow } from './data-table-story-data';

const root = () => screen.getByTestId('data-table');
const bodyRows = () => root().querySelectorAll('.semi-table-tbody .semi-table-row');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setSizes(el: Element, sizes: { scrollHeight: number; clientHeight: number }) {
  const all = { scrollWidth: 100, clientWidth: 100, ...sizes };
  for (const [key, value] of Object.entries(all)) Object.defineProperty(el, key, { configurable: true, value });
}

describe('DataTable: a page', () => {
  it('draws 200 rows × 15 delivery columns in full, root data-testid="data-table"', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(200)} rowKey="id" />);
    expect(root()).toHaveAttribute('data-mode', 'paged');
    expect(bodyRows()).toHaveLength(200);
    for (const title of ['计划名称', '状态', '消耗（元）', '展示数', '点击数', '点击率', '转化数', '转化成本（元）']) {
      expect(within(root()).getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(root().querySelectorAll('.semi-table-thead .semi-table-row-head')).toHaveLength(15);
    // 3,000 cells take jsdom several seconds on a busy machine.
  });

  it('cuts every plain cell at 2 lines with EllipsisText, the whole text kept', () => {
    const rows = deliveryRows(3);
    render(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" />);
    const cells = root().querySelectorAll('.semi-table-tbody .tf-ellipsis-text');
    expect(cells).toHaveLength(3 * 15);
    cells.forEach((cell) => {
      expect(cell).toHaveAttribute('data-rows', '2');
      expect(cell).toHaveClass('tf-ellipsis-text--multi');
    });
    expect(within(root()).getByText(rows[0].name).textContent).toBe(rows[0].name);
  });

  it('keeps the header in view: sticky on the page scroll, or fixed over a body scrolling in its height', () => {
    const { rerender } = render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(5)} rowKey="id" />);
    const sticky = root().querySelector<HTMLElement>('.semi-table-header-sticky');
    expect(sticky).not.toBeNull();
    expect(sticky?.style.top).toBe('0px');
    rerender(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(5)} rowKey="id" stickyTop={56} />);
    expect(root().querySelector<HTMLElement>('.semi-table-header-sticky')?.style.top).toBe('56px');
    rerender(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(5)} rowKey="id" height={400} />);
    expect(root().querySelector('.semi-table-header-sticky')).toBeNull();
    // A separate header table over a body limited to 400 px.
    expect(root().querySelector('.semi-table-header')).not.toBeNull();
    expect(root().querySelector<HTMLElement>('.semi-table-body')?.style.maxHeight).toBe('400px');
  });

  it('scrolls sideways over the width of all columns', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(2)} rowKey="id" />);
    const total = DELIVERY_COLUMNS.reduce((sum, column) => sum + (column.width ?? 120), 0);
    expect(root().querySelector<HTMLElement>('.semi-table-body table')?.style.width).toBe(`${total}px`);
  });

  it('shows 暂无数据 with no rows, or another text', () => {
    const { rerender } = render(<DataTable columns={DELIVERY_COLUMNS} rows={[]} rowKey="id" />);
    expect(within(root()).getByText('暂无数据')).toBeInTheDocument();
    rerender(<DataTable columns={DELIVERY_COLUMNS} rows={[]} rowKey="id" emptyText="无匹配数据" />);
    expect(within(root()).getByText('无匹配数据')).toBeInTheDocument();
  });

  it('shows a spinner over the rows while loading', () => {
    const { rerender } = render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(3)} rowKey="id" />);
    expect(root().querySelector('.semi-spin-wrapper')).toBeNull();
    expect(root()).toHaveAttribute('aria-busy', 'false');
    rerender(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(3)} rowKey="id" loading />);
    expect(root().querySelector('.semi-spin-wrapper')).not.toBeNull();
    expect(root()).toHaveAttribute('aria-busy', 'true');
    // The rows stay under the spinner.
    expect(bodyRows()).toHaveLength(3);
  });

  it('is a region named by aria-label, and takes another test id', () => {
    render(<DataTable aria-label="计划列表" testId="plan-table" columns={DELIVERY_COLUMNS} rows={[]} rowKey="id" />);
    expect(screen.getByRole('region', { name: '计划列表' })).toHaveAttribute('data-testid', 'plan-table');
  });
});

describe('DataTable: cells', () => {
  interface Row {
    id: number;
    name: string;
    cost: number;
    tags?: string[];
  }
  const rows: Row[] = [
    { id: 1, name: '计划甲', cost: 12.5, tags: ['华东', '华南'] },
    { id: 2, name: '计划乙', cost: 0 },
  ];

  it('draws a field by key or dataIndex; a custom render string is still cut, an element is left as is', () => {
    const columns: DataTableColumn<Row>[] = [
      { key: 'name', title: '名称' },
      { key: 'spend', dataIndex: 'cost', title: '消耗', render: (value) => `¥${String(value)}` },
      { key: 'tags', title: '地域' },
      { key: 'op', title: '操作', render: (_v, row) => <button type="button">编辑{row.name}</button> },
      { key: 'raw', dataIndex: 'name', title: '原文', ellipsis: false },
    ];
    render(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(within(root()).getByText('¥12.5')).toHaveClass('tf-ellipsis-text');
    expect(within(root()).getByText('¥0')).toHaveClass('tf-ellipsis-text');
    expect(within(root()).getByText('华东、华南')).toHaveClass('tf-ellipsis-text');
    expect(within(root()).getByRole('button', { name: '编辑计划甲' }).closest('.tf-ellipsis-text')).toBeNull();
    const raw = within(root()).getAllByText('计划甲').find((el) => !el.classList.contains('tf-ellipsis-text'));
    expect(raw).toBeDefined();
  });
});

describe('DataTable: the whole text of a cut cell in one tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const rows = deliveryRows(3);
  const setup = () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" />);
    const cell = within(root()).getByText(rows[0].name);
    setSizes(cell, { scrollHeight: 60, clientHeight: 40 });
    return cell;
  };

  it('shows it 1000 ms after hovering, at most 350 px wide', async () => {
    const cell = setup();
    fireEvent.mouseOver(cell);
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent(rows[0].name);
    expect(tip.style.maxWidth).toBe('350px');
    // One Semi Tooltip for the table, none per cell.
    expect(document.querySelectorAll('.tf-data-table__tip-anchor')).toHaveLength(1);
    // The hidden anchor is out of the tab order (Semi would make its trigger tabbable).
    expect(document.querySelector('.tf-data-table__tip-anchor')).toHaveAttribute('tabindex', '-1');
    // Above the cell, 10 px off it (tooltip offset); jsdom puts the cell at 0,0.
    await advance(100);
    expect((tip.parentElement as HTMLElement).style.top).toBe('-10px');
  });

  it('shows none for a text that fits', async () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" />);
    const cell = within(root()).getByText(rows[0].status);
    setSizes(cell, { scrollHeight: 20, clientHeight: 40 });
    fireEvent.mouseOver(cell);
    await advance(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides it when the pointer leaves, on Escape and on scroll', async () => {
    const cell = setup();
    fireEvent.mouseOver(cell);
    fireEvent.mouseOut(cell, { relatedTarget: document.body });
    await advance(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseOver(cell);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.querySelector('.tf-data-table__tip-anchor')).toBeNull();

    fireEvent.mouseOut(cell, { relatedTarget: document.body });
    fireEvent.mouseOver(cell);
    await advance(1000);
    expect(document.querySelector('.tf-data-table__tip-anchor')).not.toBeNull();
    fireEvent.scroll(root().querySelector('.semi-table-body') as HTMLElement);
    expect(document.querySelector('.tf-data-table__tip-anchor')).toBeNull();
  });
});

describe('DataTable: row selection', () => {
  const rows = deliveryRows(4);

  it('has none unless onSelectionChange is given', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" />);
    expect(within(root()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('names the checkboxes 全选 and 选择第N行, not Semi\'s English names', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" onSelectionChange={() => undefined} selectedRowKeys={[]} />);
    expect(within(root()).getByRole('checkbox', { name: '全选' })).toBeInTheDocument();
    expect(within(root()).getByRole('checkbox', { name: '选择第1行' })).toBeInTheDocument();
    expect(within(root()).getByRole('checkbox', { name: '选择第4行' })).toBeInTheDocument();
    expect(within(root()).queryByRole('checkbox', { name: /select/i })).toBeNull();
  });

  it('emits onSelectionChange(keys, rows) for one row and for 全选', () => {
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" onSelectionChange={onSelectionChange} selectedRowKeys={[]} />,
    );
    fireEvent.click(within(root()).getByRole('checkbox', { name: '选择第2行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[1].id], [rows[1]]);
    rerender(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" onSelectionChange={onSelectionChange} selectedRowKeys={[rows[1].id]} />);
    expect(within(root()).getByRole('checkbox', { name: '选择第2行' })).toBeChecked();
    fireEvent.click(within(root()).getByRole('checkbox', { name: '全选' }));
    const [keys, selected] = onSelectionChange.mock.lastCall as [string[], DeliveryRow[]];
    expect([...keys].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(selected).toHaveLength(4);
  });

  it('disables rows that cannot be selected, and takes other checkbox names', () => {
    render(
      <DataTable
        columns={DELIVERY_COLUMNS}
        rows={rows}
        rowKey="id"
        onSelectionChange={() => undefined}
        selectedRowKeys={[]}
        isRowSelectable={(row) => row.id !== rows[0].id}
        selectionLabel={(row) => `选择${row.name}`}
      />,
    );
    expect(within(root()).getByRole('checkbox', { name: `选择${rows[0].name}` })).toBeDisabled();
    expect(within(root()).getByRole('checkbox', { name: `选择${rows[1].name}` })).toBeEnabled();
  });
});

describe('DataTable: virtualised', () => {
  it('draws only the rows in view of 10,000, in a body at [data-testid="data-table"] .semi-table-body', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(10000)} rowKey="id" mode="virtual" height={600} />);
    expect(root()).toHaveAttribute('data-mode', 'virtual');
    const body = document.querySelector<HTMLElement>('[data-testid="data-table"] .semi-table-body');
    expect(body).not.toBeNull();
    expect(body?.style.height).toBe('600px');
    const drawn = bodyRows().length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(30);
    // The scroll area is as tall as all rows at the fixed 65 px row height.
    expect(body?.querySelector<HTMLElement>('.semi-table-tbody')?.style.height).toBe(`${10000 * 65}px`);
  });

  it('virtualises a paged table handed more than 200 rows, at 600 px by default', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(201)} rowKey="id" />);
    expect(root()).toHaveAttribute('data-mode', 'virtual');
    expect(bodyRows().length).toBeLessThan(30);
    expect(document.querySelector<HTMLElement>('[data-testid="data-table"] .semi-table-body')?.style.height).toBe('600px');
  });

  it('takes another row height', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(300)} rowKey="id" rowHeight={48} height={480} />);
    expect(root().querySelector<HTMLElement>('.semi-table-tbody')?.style.height).toBe(`${300 * 48}px`);
  });

  it('cuts virtual cells at 2 lines too', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(300)} rowKey="id" />);
    const cell = root().querySelector('.semi-table-tbody .tf-ellipsis-text');
    expect(cell).toHaveAttribute('data-rows', '2');
  });
});

describe('DataTable: sorted by the page (server-side sort)', () => {
  const rows = deliveryRows(3);
  const sortable = DELIVERY_COLUMNS.map((column) => (column.key === 'cost' || column.key === 'clicks' ? { ...column, sortable: true } : column));

  it('makes a sortable header a button and cycles descending, ascending, none through onSortChange', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<DataTable columns={sortable} rows={rows} rowKey="id" sort={null} onSortChange={onSortChange} />);
    const cost = within(root()).getByRole('button', { name: '消耗（元），点击排序' });
    fireEvent.click(cost);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'cost', order: 'descend' });
    // The page owns the sort: the table shows what it is given, and the rows stay in the page's order.
    rerender(<DataTable columns={sortable} rows={rows} rowKey="id" sort={{ key: 'cost', order: 'descend' }} onSortChange={onSortChange} />);
    expect(within(root()).getByRole('button', { name: '消耗（元），降序' })).toBeInTheDocument();
    expect(within(root()).getByRole('button', { name: '消耗（元），降序' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(within(root()).getByRole('button', { name: '点击数，点击排序' }).closest('th')).toHaveAttribute('aria-sort', 'none');
    expect(within(bodyRows()[0] as HTMLElement).getByText(rows[0].name)).toBeInTheDocument();
    fireEvent.click(within(root()).getByRole('button', { name: '消耗（元），降序' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'cost', order: 'ascend' });
    rerender(<DataTable columns={sortable} rows={rows} rowKey="id" sort={{ key: 'cost', order: 'ascend' }} onSortChange={onSortChange} />);
    fireEvent.click(within(root()).getByRole('button', { name: '消耗（元），升序' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // Another column starts descending again.
    fireEvent.click(within(root()).getByRole('button', { name: '点击数，点击排序' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'clicks', order: 'descend' });
  });

  it('leaves other headers plain', () => {
    render(<DataTable columns={sortable} rows={rows} rowKey="id" onSortChange={() => undefined} />);
    expect(within(root()).getAllByRole('button')).toHaveLength(2);
    expect(within(root()).getByText('计划名称').closest('th')).not.toHaveAttribute('aria-sort');
  });
});

describe('DataTable: the 合计 row and the fixed first column', () => {
  const rows = deliveryRows(3);
  const summary = { values: { cost: '12,345.60', clicks: '7,890' } };

  it('draws 合计 as a second header row, one cell per column, so it stays under the header', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" summary={summary} />);
    expect(root()).toHaveAttribute('data-summary', 'on');
    const headRows = root().querySelectorAll('.semi-table-thead > .semi-table-row');
    expect(headRows).toHaveLength(2);
    const cells = headRows[1].querySelectorAll('th');
    expect(cells).toHaveLength(DELIVERY_COLUMNS.length);
    expect(cells[0]).toHaveTextContent('合计');
    const costIndex = DELIVERY_COLUMNS.findIndex((c) => c.key === 'cost');
    expect(cells[costIndex]).toHaveTextContent('12,345.60');
    expect(cells[costIndex]).toHaveClass('tf-data-table__summary');
    // The rows are untouched: still 3, the summary is not one of them.
    expect(bodyRows()).toHaveLength(3);
  });

  it('spans the select-all checkbox over both header rows and takes another first-column label', () => {
    render(
      <DataTable columns={DELIVERY_COLUMNS} rows={rows} rowKey="id" summary={{ ...summary, label: '总计' }} onSelectionChange={() => undefined} selectedRowKeys={[]} />,
    );
    const selectAll = within(root()).getByRole('checkbox', { name: '全选' }).closest('th');
    expect(selectAll).toHaveAttribute('rowspan', '2');
    expect(root().querySelectorAll('.semi-table-thead > .semi-table-row')[1]).toHaveTextContent('总计');
  });

  it('keeps the sort buttons on the upper row when the 合计 row is on', () => {
    const onSortChange = vi.fn();
    const columns = DELIVERY_COLUMNS.map((column) => (column.key === 'cost' ? { ...column, sortable: true } : column));
    render(<DataTable columns={columns} rows={rows} rowKey="id" summary={summary} sort={{ key: 'cost', order: 'ascend' }} onSortChange={onSortChange} />);
    const button = within(root()).getByRole('button', { name: '消耗（元），升序' });
    expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(button.closest('tr')).toBe(root().querySelectorAll('.semi-table-thead > .semi-table-row')[0]);
    fireEvent.click(button);
    expect(onSortChange).toHaveBeenCalledWith(null);
  });

  it('fixes the first column to the left, in the header, the 合计 row and every row', () => {
    const columns = DELIVERY_COLUMNS.map((column) => ({ ...column, fixed: undefined }));
    const { rerender } = render(<DataTable columns={columns} rows={rows} rowKey="id" />);
    expect(root().querySelector('.semi-table-cell-fixed-left')).toBeNull();
    rerender(<DataTable columns={columns} rows={rows} rowKey="id" fixFirstColumn summary={summary} />);
    const [upper, lower] = root().querySelectorAll('.semi-table-thead > .semi-table-row');
    expect(upper.querySelector('th')).toHaveClass('semi-table-cell-fixed-left');
    expect(lower.querySelector('th')).toHaveClass('semi-table-cell-fixed-left');
    for (const row of bodyRows()) expect(row.querySelector('td')).toHaveClass('semi-table-cell-fixed-left');
    expect(root().querySelectorAll('.semi-table-tbody .semi-table-cell-fixed-left')).toHaveLength(3);
  });

  it('keeps the 合计 row over a virtualised body', () => {
    render(<DataTable columns={DELIVERY_COLUMNS} rows={deliveryRows(300)} rowKey="id" summary={summary} fixFirstColumn />);
    expect(root()).toHaveAttribute('data-mode', 'virtual');
    expect(root().querySelectorAll('.semi-table-thead > .semi-table-row')).toHaveLength(2);
    expect(bodyRows().length).toBeLessThan(30);
  });
});
