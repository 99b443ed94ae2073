import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable, type DataTableRowKey } from './data-table';
import type { DataTableSort } from './data-table-rules';
import { DELIVERY_COLUMNS, deliveryRows, type DeliveryRow } from './data-table-story-data';

const meta = {
  title: '列与表格/数据表格 DataTable',
  component: DataTable,
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Made on first use, so that opening one story does not build the 10,000 rows of another.
const cache = new Map<number, DeliveryRow[]>();
const rowsOf = (count: number) => {
  if (!cache.has(count)) cache.set(count, deliveryRows(count));
  return cache.get(count) as DeliveryRow[];
};

function SelectableDemo({ rows, mode, height }: { rows: DeliveryRow[]; mode?: 'paged' | 'virtual'; height?: number }) {
  const [keys, setKeys] = useState<DataTableRowKey[]>([]);
  return (
    <div>
      <pre>onSelectionChange: 已选 {keys.length} 行{keys.length ? `（${keys.slice(0, 5).join('，')}${keys.length > 5 ? '…' : ''}）` : ''}</pre>
      <DataTable
        aria-label="计划列表"
        columns={DELIVERY_COLUMNS}
        rows={rows}
        rowKey="id"
        mode={mode}
        height={height}
        selectedRowKeys={keys}
        onSelectionChange={(next) => setKeys(next)}
      />
    </div>
  );
}

/** 200 rows × 15 columns, one full page, every cell cut at 2 lines; the header sticks as the page scrolls. */
export const Page200: Story = {
  name: '整页 200 行',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <DataTable aria-label="计划列表" columns={DELIVERY_COLUMNS} rows={rowsOf(200)} rowKey="id" />,
};

/** 10,000 rows, virtualised: only the rows in view exist; the body scrolls at `[data-testid="data-table"] .semi-table-body`. */
export const Virtual10000: Story = {
  name: '虚拟滚动 10000 行',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <DataTable aria-label="计划列表" columns={DELIVERY_COLUMNS} rows={rowsOf(10000)} rowKey="id" mode="virtual" height={600} />,
};

export const WithSelection: Story = {
  name: '行选择',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <SelectableDemo rows={rowsOf(200).slice(0, 20)} height={480} />,
};

export const VirtualWithSelection: Story = {
  name: '虚拟滚动 + 行选择',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <SelectableDemo rows={rowsOf(10000)} mode="virtual" height={600} />,
};

export const Loading: Story = {
  name: '加载中',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <DataTable aria-label="计划列表" columns={DELIVERY_COLUMNS} rows={rowsOf(200).slice(0, 10)} rowKey="id" loading />,
};

export const Empty: Story = {
  name: '暂无数据',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <DataTable aria-label="计划列表" columns={DELIVERY_COLUMNS} rows={[]} rowKey="id" />,
};

function SortedDemo({ rows, mode }: { rows: DeliveryRow[]; mode?: 'paged' | 'virtual' }) {
  const [sort, setSort] = useState<DataTableSort | null>({ key: 'cost', order: 'descend' });
  const [keys, setKeys] = useState<DataTableRowKey[]>([]);
  const columns = DELIVERY_COLUMNS.map((column) => ({ ...column, sortable: column.align === 'right' }));
  return (
    <div>
      <pre>onSortChange: {sort ? `${sort.key} ${sort.order}` : '未排序'}（服务端排序：示例不改变行序）</pre>
      <DataTable
        aria-label="计划列表"
        columns={columns}
        rows={rows}
        rowKey="id"
        mode={mode}
        height={mode === 'virtual' ? 600 : undefined}
        sort={sort}
        onSortChange={setSort}
        fixFirstColumn
        summary={{ values: { cost: '1,234,567.89', impressions: '98,765,432', clicks: '1,234,567', ctr: '1.25%', conversions: '23,456', cpa: '52.63' } }}
        selectedRowKeys={keys}
        onSelectionChange={(next) => setKeys(next)}
      />
    </div>
  );
}

/** The delivery tables' form: server sort on the figures, 合计 under the header, the name fixed on the left. */
export const SortSummaryFixed: Story = {
  name: '排序 + 合计 + 固定首列',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <SortedDemo rows={rowsOf(200).slice(0, 30)} />,
};

/** The same over 200 virtual rows: 合计 and the header stay while the rows scroll. */
export const SortSummaryVirtual: Story = {
  name: '排序 + 合计 + 虚拟滚动 200 行',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <SortedDemo rows={rowsOf(200)} mode="virtual" />,
};

/** A delivery page at its largest: 200 rows × 30 columns, virtualised, sortable, 合计 under the header, the name fixed. */
const WIDE_COLUMNS = [
  ...DELIVERY_COLUMNS,
  ...DELIVERY_COLUMNS.filter((column) => column.key !== 'name').map((column) => ({ ...column, key: `${column.key}_cmp`, dataIndex: column.dataIndex ?? column.key, title: `${String(column.title)}（环比）`, fixed: undefined })),
  { key: 'note', dataIndex: 'name', title: '备注', width: 200 },
];

function WideDemo() {
  const [sort, setSort] = useState<DataTableSort | null>({ key: 'cost', order: 'descend' });
  const [keys, setKeys] = useState<DataTableRowKey[]>([]);
  const columns = WIDE_COLUMNS.map((column) => ({ ...column, sortable: column.align === 'right' }));
  return (
    <DataTable
      aria-label="计划列表"
      columns={columns}
      rows={rowsOf(200)}
      rowKey="id"
      mode="virtual"
      height={600}
      sort={sort}
      onSortChange={setSort}
      fixFirstColumn
      summary={{ values: { cost: '1,234,567.89', impressions: '98,765,432', clicks: '1,234,567' } }}
      selectedRowKeys={keys}
      onSelectionChange={(next) => setKeys(next)}
    />
  );
}

export const DeliveryPage200x30: Story = {
  name: '投放表格 200 行 × 30 列',
  args: { columns: [], rows: [], rowKey: 'id' },
  render: () => <WideDemo />,
};
