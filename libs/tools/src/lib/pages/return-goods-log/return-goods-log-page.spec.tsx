import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, type FakeHandler } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import ReturnGoodsLogPage from './return-goods-log-page';
import { DEFAULT_DAYS, lastDays, toReturnQuery, toSyncRequest } from './return-goods-log-rules';

type Order = Schemas['ReturnOrder'];

function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    media: 'qianchuan',
    orderId: `692000000000000000${n}`,
    productId: '3512345678901234567',
    productName: '国货精华水',
    planId: '1712345678901234',
    planName: '千川直播间-晚场引流',
    accountId: 7,
    advertiserId: '1700000000000001',
    accountName: '青柠好物-千川-01',
    sandbox: true,
    amount: 129.9,
    orderedAt: '2026-11-20 20:11:05',
    refundedAt: '2026-11-23 09:30:00',
    state: 'returned',
    reason: '尺码/规格不合适',
    ...overrides,
  };
}

const ACCOUNTS: Schemas['ReturnOrderAccount'][] = [{ id: 7, media: 'qianchuan', advertiserId: '1700000000000001', name: '青柠好物-千川-01', sandbox: true }];

function api(list: FakeHandler<'post', '/api/tools/return-orders/list'>) {
  const fake = fakeApi()
    .on('post', '/api/tools/return-orders/list', list)
    .on('post', '/api/tools/return-orders/accounts', () => ACCOUNTS)
    .on('post', '/api/user/filter_template/list', () => []);
  fake.install();
  return fake;
}

function renderPage(entry = '/returns') {
  const router = createMemoryRouter([{ path: '/returns', element: <ReturnGoodsLogPage /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('退货日志', () => {
  it('lists the orders with their product, plan, account (沙箱), amount, times, reason and state, and the totals of every match', async () => {
    const fake = api(({ current, size }) => ({
      records: [order(2), order(1, { state: 'refunded', reason: '拍错/多拍/不想要了', planName: null, media: 'kuaishou', amount: 35 })],
      total: 2,
      current,
      size,
      totals: { orders: 2, amount: 164.9, refunded: 1, returned: 1 },
      syncedAt: '2026-11-30 04:31:00',
    }));
    renderPage();
    const table = within(await screen.findByRole('region', { name: '退货订单列表' }));
    expect(await table.findByText('6920000000000000002')).toBeInTheDocument();
    expect(table.getAllByText('国货精华水')).toHaveLength(2);
    expect(table.getByText('千川直播间-晚场引流')).toBeInTheDocument();
    expect(table.getByText('129.90')).toBeInTheDocument();
    expect(table.getByText('尺码/规格不合适')).toBeInTheDocument();
    expect(table.getByText('退货')).toBeInTheDocument();
    expect(table.getByText('退款')).toBeInTheDocument();
    expect(table.getAllByTestId('sandbox-tag')).toHaveLength(2);
    const totals = within(screen.getByRole('group', { name: '合计' }));
    expect(totals.getByText('164.90')).toBeInTheDocument();
    expect(totals.getByText('数据同步于 2026-11-30 04:31:00')).toBeInTheDocument();
    const [from, to] = lastDays(DEFAULT_DAYS);
    expect(fake.bodiesOf('/api/tools/return-orders/list')[0]).toEqual({ from, to, current: 1, size: 50 });
    expect(fake.bodiesOf('/api/user/filter_template/list')[0]).toEqual({ scene: 'return-goods-log' });
  });

  it('asks for what a copied link names: dates, accounts, product, plan and state', async () => {
    const fake = api(({ current, size }) => ({ records: [], total: 0, current, size, totals: { orders: 0, amount: 0, refunded: 0, returned: 0 }, syncedAt: null }));
    const filters = encodeURIComponent(
      JSON.stringify({ dates: ['2026-11-01', '2026-11-20'], accountIds: [7], product: { method: 'LIKE', value: '精华' }, plan: { method: 'LIKE', value: '1712345678901234' }, state: 'refunded' }),
    );
    renderPage(`/returns?filters=${filters}&page=2&size=20`);
    await waitFor(() => expect(fake.bodiesOf('/api/tools/return-orders/list')).toHaveLength(1));
    expect(fake.bodiesOf('/api/tools/return-orders/list')[0]).toEqual({ from: '2026-11-01', to: '2026-11-20', accountIds: [7], product: '精华', plan: '1712345678901234', state: 'refunded', current: 2, size: 20 });
    expect(await screen.findByText('所选日期内暂无退款或退货订单')).toBeInTheDocument();
    expect(screen.getByText('尚未同步')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  });

  it('syncs the shown accounts and range from the media, then asks for the list again', async () => {
    const fake = api(({ current, size }) => ({ records: [order(1)], total: 1, current, size, totals: { orders: 1, amount: 129.9, refunded: 0, returned: 1 }, syncedAt: null }));
    fake.on('post', '/api/tools/return-orders/sync', () => ({ accounts: 1, orders: 12, failed: [] }));
    const user = userEvent.setup();
    renderPage(`/returns?filters=${encodeURIComponent(JSON.stringify({ dates: ['2026-11-01', '2026-11-20'], accountIds: [7] }))}`);
    await screen.findByText('6920000000000000001');
    await user.click(screen.getByRole('button', { name: '同步订单' }));
    expect(await screen.findByText('已同步 1 个账户，12 笔退款/退货订单')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/tools/return-orders/sync')).toEqual([{ from: '2026-11-01', to: '2026-11-20', accountIds: [7] }]);
    await waitFor(() => expect(fake.bodiesOf('/api/tools/return-orders/list')).toHaveLength(2));
  });

  it('says so when the orders cannot load (a media without orders, or no right)', async () => {
    api(() => refuse(400, '巨量引擎：该媒体暂不支持退货日志（仅巨量千川、快手有订单）'));
    renderPage();
    expect(await screen.findByText('退货订单加载失败')).toBeInTheDocument();
  });
});

describe('退货日志 rules', () => {
  it('syncs at most the last 31 days of a longer range', () => {
    expect(toSyncRequest({ from: '2026-09-01', to: '2026-11-20' })).toEqual({ from: '2026-10-21', to: '2026-11-20', clipped: true });
    expect(toSyncRequest({ from: '2026-10-21', to: '2026-11-20', accountIds: [3] })).toEqual({ from: '2026-10-21', to: '2026-11-20', accountIds: [3], clipped: false });
  });

  it('leaves out blank filters and an unknown state', () => {
    expect(toReturnQuery({ dates: ['2026-11-01', '2026-11-02'], product: { value: '  ' }, state: 'lost', accountIds: [] })).toEqual({ from: '2026-11-01', to: '2026-11-02' });
  });
});
