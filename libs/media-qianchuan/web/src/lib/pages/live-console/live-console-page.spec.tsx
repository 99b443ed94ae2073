import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseRoom, figureText, uniqueRooms } from './live-console-rules';
import LiveConsolePage from './live-console-page';

const PATH = '/qianchuan-app/live-control/live-monitor/console';
const TOTALS: Schemas['LiveTotals'] = { online: 1234, peakOnline: 2000, newFollowers: 3, entries: 5000, watch: 6000, orders: 50, gmvFen: 1_234_500, refunds: 0, refundFen: 0, costFen: 400_000, adOrders: 20, adGmvFen: 900_000, adEntries: 800 };

function roomRow(n: number, overrides: Partial<Schemas['LiveRoomRow']> = {}): Schemas['LiveRoomRow'] {
  return {
    accountId: `170000000000000${n}`,
    deskAccountId: n,
    accountName: `千川账户-${n}`,
    awemeId: `880000000000000${n}`,
    awemeName: `好物直播间-${n}`,
    awemeState: 'active',
    sandbox: true,
    liveRoomId: n,
    roomId: `7300000000000000${n}`,
    title: '晚场',
    state: 'living',
    startedAt: '2026-12-01T01:00:00.000Z',
    endedAt: null,
    online: 1234,
    peakOnline: 2000,
    entries: 5000,
    gmv: 12345,
    orders: 50,
    cost: 4000,
    roi: 2.25,
    totalsAt: '2026-12-01T03:00:00.000Z',
    ...overrides,
  };
}

function roomOf(row: Schemas['LiveRoomRow']): Schemas['LiveRoom'] {
  return {
    accountId: row.accountId,
    deskAccountId: row.deskAccountId,
    accountName: row.accountName,
    awemeId: row.awemeId,
    awemeName: row.awemeName,
    awemeState: row.awemeState,
    authorizedUntil: '2027-06-01T00:00:00.000Z',
    sandbox: true,
    stream: { liveRoomId: 1, roomId: row.roomId, title: row.title, state: row.state, startedAt: row.startedAt, endedAt: row.endedAt, totals: TOTALS, totalsAt: row.totalsAt },
  };
}

const PLANS: Schemas['LiveConsolePlan'][] = [
  { planId: '5001', name: '直播计划-A', status: 'enabled', statusText: '投放中', budget: 500, bid: 12, cost: 1000, orders: 10, gmv: 2500, roi: 2.5 },
  { planId: '5002', name: '直播计划-B', status: 'paused', statusText: '已暂停', budget: 800, bid: 20, cost: 0, orders: 0, gmv: 0, roi: null },
];

function edit(editId: number, request: { field: 'status' | 'bid' | 'budget'; items: { id: string; value: unknown }[] }, undoOf: number | null = null): Schemas['DeliveryEdit'] {
  return {
    editId,
    media: 'qianchuan',
    level: 'plan',
    field: request.field,
    state: 'done',
    total: request.items.length,
    done: request.items.length,
    failed: 0,
    results: request.items.map((i) => ({ id: i.id, name: PLANS.find((p) => p.planId === i.id)?.name ?? i.id, accountName: '千川账户-1', ok: true, reason: null, before: null, after: i.value as string })),
    createdAt: '2026-12-01T03:00:00.000Z',
    finishedAt: '2026-12-01T03:00:01.000Z',
    undoUntil: undoOf ? null : new Date(Date.now() + 600_000).toISOString(),
    undoneBy: null,
    undoOf,
    link: '/qianchuan-app',
  };
}

/** The console's calls: two rooms today (the first ended), the room's figures and plans, edits that finish at once. */
function serve(options: { refuse?: boolean } = {}) {
  const rows = [roomRow(1, { state: 'ended', endedAt: '2026-12-01T02:00:00.000Z' }), roomRow(2), roomRow(2, { liveRoomId: 9 })];
  const edits = new Map<number, Schemas['DeliveryEdit']>();
  let next = 41;
  const fake = fakeApi()
    .on('post', '/api/live/room/list', ({ current, size }) => ({ records: rows, total: rows.length, current, size, living: 1, refreshedAt: null }))
    .on('post', '/api/live/room/get', ({ accountId }) => roomOf(rows.find((r) => r.accountId === accountId) ?? rows[0]))
    .on('post', '/api/live/console/plans', ({ accountId }) => ({ room: roomOf(rows.find((r) => r.accountId === accountId) ?? rows[0]), rows: PLANS, figuresAt: null }))
    .on('post', '/api/live/console/edit', (body) => {
      if (options.refuse) return { state: 'refused', editId: null, message: '部分计划不符合媒体规则，未提交', refusals: [{ id: '5001', name: '直播计划-A', accountName: '千川账户-2', rule: 'bid', reason: '出价须在0.1-5000元之间' }] };
      const editId = next++;
      edits.set(editId, edit(editId, body));
      return { state: 'queued', editId, message: null, refusals: [] };
    })
    .on('post', '/api/live/console/edit/get', ({ editId }) => edits.get(editId) ?? refuse(404, '操作记录不存在'))
    .on('post', '/api/live/console/edit/undo', ({ editId }) => {
      const undone = edits.get(editId) as Schemas['DeliveryEdit'];
      const id = next++;
      edits.set(id, edit(id, { field: undone.field as 'status' | 'bid' | 'budget', items: undone.results.map((r) => ({ id: r.id, value: r.before })) }, editId));
      return { state: 'queued', editId: id, message: null, refusals: [] };
    });
  fake.install();
  return fake;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('直播中控台', () => {
  it('opens the first living room without a room in the address, with its figures and live plans', async () => {
    const fake = serve();
    const { router } = renderSubAppPage(LiveConsolePage, PATH);
    const figures = within(await screen.findByLabelText('本场数据'));
    await waitFor(() => expect(router.state.location.search).toBe('?account=1700000000000002&aweme=8800000000000002'));
    expect(figures.getByText('1,234')).toBeInTheDocument();
    expect(figures.getByText('12,345.00')).toBeInTheDocument();
    expect(figures.getByText('2.25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开大屏' })).toHaveAttribute('href', '/qianchuan-app/live-control/live-monitor/live-room/1700000000000002/8800000000000002');
    const plans = within(await screen.findByRole('region', { name: '直播计划列表' }));
    expect(await plans.findByText('直播计划-A')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/live/console/plans')[0]).toEqual({ accountId: '1700000000000002', awemeId: '8800000000000002' });
  });

  it('pauses a plan through a delivery edit, shows its progress and undoes it', async () => {
    const fake = serve();
    renderSubAppPage(LiveConsolePage, `${PATH}?account=1700000000000001&aweme=8800000000000001`);
    const plans = within(await screen.findByRole('region', { name: '直播计划列表' }));
    fireEvent.click(await plans.findByRole('switch', { name: '直播计划-A的投放开关' }));
    await waitFor(() => expect(fake.bodiesOf('/api/live/console/edit')).toHaveLength(1));
    expect(fake.bodiesOf('/api/live/console/edit')[0]).toEqual({ accountId: '1700000000000001', awemeId: '8800000000000001', field: 'status', items: [{ id: '5001', value: 'paused' }] });
    const progress = within(await screen.findByTestId('edit-progress'));
    expect(await progress.findByText('修改完成：成功1个')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(fake.bodiesOf('/api/live/console/edit/undo')).toEqual([{ editId: 41 }]));
    expect(await screen.findByRole('dialog', { name: '撤销' })).toBeInTheDocument();
  });

  it('sets one bid on the chosen plans with the bid dialog, and shows a refusal row by row', async () => {
    const fake = serve({ refuse: true });
    renderSubAppPage(LiveConsolePage, `${PATH}?account=1700000000000002&aweme=8800000000000002`);
    const plans = within(await screen.findByRole('region', { name: '直播计划列表' }));
    fireEvent.click(await plans.findByRole('checkbox', { name: '选择 直播计划-A' }));
    fireEvent.click(plans.getByRole('checkbox', { name: '选择 直播计划-B' }));
    fireEvent.click(screen.getByRole('button', { name: '批量调价' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: '出价' }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.bodiesOf('/api/live/console/edit')).toHaveLength(1));
    expect(fake.bodiesOf('/api/live/console/edit')[0]).toMatchObject({ field: 'bid', items: [{ id: '5001', value: 15 }, { id: '5002', value: 15 }] });
    const refused = within(await screen.findByTestId('edit-refused'));
    expect(refused.getByText('出价须在0.1-5000元之间')).toBeInTheDocument();
  });

  it('says so when there is no room in scope', async () => {
    fakeApi()
      .on('post', '/api/live/room/list', ({ current, size }) => ({ records: [], total: 0, current, size, living: 0, refreshedAt: null }))
      .install();
    renderSubAppPage(LiveConsolePage, PATH);
    expect(await screen.findByText('暂无直播间：授权抖音号并开播后可在这里调控直播计划')).toBeInTheDocument();
  });
});

describe('直播中控台 rules', () => {
  it('takes the room the address names, else the first living one, else the first', () => {
    const rows = uniqueRooms([roomRow(1, { state: 'ended' }), roomRow(2), roomRow(2, { state: 'ended' })]);
    expect(rows).toHaveLength(2);
    expect(chooseRoom(new URLSearchParams('account=9&aweme=8'), rows)).toEqual({ accountId: '9', awemeId: '8' });
    expect(chooseRoom(new URLSearchParams(), rows)).toEqual({ accountId: '1700000000000002', awemeId: '8800000000000002' });
    expect(chooseRoom(new URLSearchParams(), [rows[0]])).toEqual({ accountId: '1700000000000001', awemeId: '8800000000000001' });
    expect(chooseRoom(new URLSearchParams(), [])).toBeNull();
  });

  it('writes each figure from the sums, - for a rate over nothing', () => {
    expect(figureText('conversionRate', TOTALS)).toBe('1.00%');
    expect(figureText('gmv', TOTALS)).toBe('12,345.00');
    expect(figureText('roi', { ...TOTALS, costFen: 0 })).toBe('-');
  });
});
