import { render, screen, within } from '@testing-library/react';
import { DataTable } from '@toufang/ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { defineDeliveryMedia, levelConfig } from '../config/delivery-config';
import type { DeliveryRow } from '../queries/delivery-types';
import { visibleColumns } from '../rules/columns';
import { deliveryRow } from '../testing/delivery-test-kit';
import { deliveryColumns, summaryValues, type RowEditHandlers } from './delivery-columns';

const config = defineDeliveryMedia('bilibili', {
  account: { child: 'plan', status: false, budget: { min: 100 } },
  plan: { child: 'unit', budget: { min: 100 }, rename: { maxLength: 50 } },
  unit: { child: 'creative', bid: { min: 0.1, max: 2000 }, rename: { maxLength: 50 } },
  creative: {},
});
const handlers = (pending: string[] = []): RowEditHandlers => ({
  pending: new Set(pending),
  onStatus: vi.fn(),
  onBid: vi.fn(async () => undefined),
  onBudget: vi.fn(async () => undefined),
  onRename: vi.fn(async () => undefined),
});

function show(levelName: 'account' | 'unit' | 'creative', rows: DeliveryRow[], h = handlers()) {
  const level = levelConfig(config, levelName);
  const columns = deliveryColumns(config, level, visibleColumns(level, null), h);
  const router = createMemoryRouter([{ path: '*', element: <DataTable<DeliveryRow> testId={`table-${levelName}`} columns={columns} rows={rows} rowKey="id" /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId(`table-${levelName}`);
}

const body = (root: HTMLElement) => root.querySelector('.semi-table-tbody') as HTMLElement;

describe('delivery columns', () => {
  it('shows a unit with its switch, its bid editor, its review and learning, and links it to its creatives', () => {
    const root = show('unit', [deliveryRow('bilibili', 'unit', 0, { name: '单元-甲', review: 'rejected', rejectReason: '素材模糊', learning: 'learning' })]);
    expect(within(root).getByRole('switch', { name: '单元-甲的投放开关' })).toBeChecked();
    expect(within(root).getByRole('button', { name: '编辑单元-甲的出价' })).toBeInTheDocument();
    expect(within(root).getByText('审核不通过：素材模糊')).toBeInTheDocument();
    expect(within(body(root)).getByText('学习期')).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: '查看单元-甲的创意' })).toHaveAttribute('href', '/bilibili-app/promote/bilibili/delivery/creative?parentId=1000');
  });

  it('offers no switch or editor on a deleted row, nor while its edit runs', () => {
    const root = show('unit', [deliveryRow('bilibili', 'unit', 0, { name: '单元-删', status: 'deleted', statusClass: 'deleted', statusText: '已删除' }), deliveryRow('bilibili', 'unit', 1, { name: '单元-忙' })], handlers(['1001']));
    expect(within(root).queryByRole('switch', { name: '单元-删的投放开关' })).toBeNull();
    expect(within(root).queryByRole('button', { name: '编辑单元-删的出价' })).toBeNull();
    expect(within(root).getByText('已删除')).toBeInTheDocument();
    expect(within(root).getByRole('switch', { name: '单元-忙的投放开关' })).toBeDisabled();
    expect(within(root).getByRole('button', { name: '编辑单元-忙的出价' })).toBeDisabled();
  });

  it('shows an account without a switch, its budget as 不限 when it has none, and no link at the bottom level', () => {
    const root = show('account', [deliveryRow('bilibili', 'account', 0, { name: '账户-甲', budget: null, statusText: '正常' })]);
    expect(within(root).queryByRole('switch')).toBeNull();
    expect(within(root).getByText('不限')).toBeInTheDocument();
    expect(within(root).getByText('正常')).toBeInTheDocument();
    const creative = show('creative', [deliveryRow('bilibili', 'creative', 0, { name: '创意-甲', sandbox: false })]);
    expect(within(creative).queryByRole('link')).toBeNull();
    expect(within(creative).queryByTestId('sandbox-tag')).toBeNull();
  });

  it('writes the 合计 row from the server\'s totals, metric columns only', () => {
    const level = levelConfig(config, 'unit');
    const values = summaryValues(visibleColumns(level, null), { cost: 1234.5, ctr: null, click: 10 } as never);
    expect(values).toMatchObject({ cost: '1,234.50', ctr: '-', click: '10' });
    expect(values).not.toHaveProperty('name');
  });
});
