import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { LIVE_TEXTS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { alertFormProblems, formValuesOf, ruleOf } from './alert-rule-rules';
import LiveWorkBenchPage from './live-work-bench-page';
import { toRoomQuery } from './live-work-bench-rules';

const PATH = '/qianchuan-app/live-control/live-monitor/work-bench';

const ROW: Schemas['LiveRoomRow'] = {
  accountId: '1700000000000001',
  deskAccountId: 7,
  accountName: '青柠好物-千川-01',
  awemeId: '8800000000000001',
  awemeName: '青柠好物直播间',
  awemeState: 'active',
  sandbox: true,
  liveRoomId: 3,
  roomId: '7300000000000000001',
  title: '晚场',
  state: 'living',
  startedAt: '2026-12-01T11:00:00.000Z',
  endedAt: null,
  online: 1234,
  peakOnline: 2000,
  entries: 5000,
  gmv: 12345.5,
  orders: 56,
  cost: 4000,
  roi: 2.25,
  totalsAt: '2026-12-01T12:00:00.000Z',
};

const RULE: Schemas['LiveAlertRule'] = {
  id: 4,
  ownerId: 1,
  ownerName: '测试管理员',
  mine: true,
  enabled: true,
  rule: { name: '晚场在线下降', viewersDropPct: 30, gmvRateDropPct: null, windowMinutes: 10, roiBelow: 1.5, minCostYuan: 100, cooldownMinutes: 30, scope: { kind: 'accounts', accountIds: [7] } },
  recipients: [],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  lastRaisedAt: null,
};

function serve(list: () => Schemas['LiveRoomPage'] | ReturnType<typeof refuse> = () => ({ records: [ROW], total: 1, current: 1, size: 50, living: 1, refreshedAt: '2026-12-01T12:00:00.000Z' })) {
  const fake = fakeApi()
    .on('post', '/api/live/room/list', list)
    .on('post', '/api/live/aweme/list', () => ({ rows: [], accounts: [{ accountId: '1700000000000001', deskAccountId: 7, accountName: '青柠好物-千川-01', sandbox: true }] }))
    .on('post', '/api/live/alert-rule/list', () => ({ rows: [RULE] }))
    .on('post', '/api/live/alert-rule/save', (body) => ({ ...RULE, id: 5, rule: body.rule }));
  fake.install();
  return fake;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('工作台', () => {
  it('lists the rooms with their figures, links each to its 大屏 and 中控台, and sorts on the server', async () => {
    const fake = serve();
    renderSubAppPage(LiveWorkBenchPage, PATH);
    const table = within(await screen.findByRole('region', { name: '直播间列表' }));
    const row = within((await table.findByText('青柠好物直播间')).closest('tr') as HTMLElement);
    for (const text of ['青柠好物-千川-01', '直播中', '12-01 19:00', '1,234', '12,345.50', '56', '4,000.00', '2.25']) expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByRole('link', { name: '打开 青柠好物直播间 的直播间实时大屏' })).toHaveAttribute('href', '/qianchuan-app/live-control/live-monitor/live-room/1700000000000001/8800000000000001');
    expect(row.getByRole('link', { name: '打开 青柠好物直播间 的直播中控台' })).toHaveAttribute('href', '/qianchuan-app/live-control/live-monitor/console?account=1700000000000001&aweme=8800000000000001');
    expect(screen.getByText(/更新于 2026-12-01 20:00:00/)).toBeInTheDocument();
    expect(fake.bodiesOf('/api/live/room/list')[0]).toEqual({ current: 1, size: 50 });
    fireEvent.click(table.getByRole('button', { name: /在线人数/ }));
    await waitFor(() => expect(fake.bodiesOf('/api/live/room/list').at(-1)).toEqual({ current: 1, size: 50, sortField: 'online', sortOrder: 'desc' }));
  });

  it('says so when the rooms cannot load', async () => {
    serve(() => refuse(500, '服务器开小差了'));
    renderSubAppPage(LiveWorkBenchPage, PATH);
    expect(await screen.findByText('直播间加载失败')).toBeInTheDocument();
  });

  it('lists the alert rules in 预警设置, and checks a new one with the domain\'s rules before saving it', async () => {
    const fake = serve();
    renderSubAppPage(LiveWorkBenchPage, PATH);
    fireEvent.click(await screen.findByRole('button', { name: '预警设置' }));
    const rules = within(await screen.findByRole('region', { name: '预警规则列表' }));
    expect(await rules.findByText('晚场在线下降')).toBeInTheDocument();
    expect(rules.getByText('在线人数10分钟内下降30%')).toBeInTheDocument();
    expect(rules.getByText('支付ROI低于1.5（消耗满100元）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新建预警' }));
    const form = within(await screen.findByRole('dialog', { name: '新建预警' }));
    fireEvent.click(form.getByRole('button', { name: '确定' }));
    expect(await form.findByText(LIVE_TEXTS.NAME_REQUIRED)).toBeInTheDocument();
    expect(form.getByText(LIVE_TEXTS.CONDITIONS_REQUIRED)).toBeInTheDocument();
    expect(form.getByText(LIVE_TEXTS.ACCOUNTS_REQUIRED)).toBeInTheDocument();
    expect(fake.bodiesOf('/api/live/alert-rule/save')).toHaveLength(0);
  });

  it('lists 预警记录 with the rule, room, kind and the alert\'s words, and closes', async () => {
    const fake = serve();
    fake.on('post', '/api/live/alert/list', ({ current, size }) => ({
      records: [{ id: 1, ruleId: 4, ruleName: '晚场在线下降', kind: 'viewers', kindName: '在线人数下降', accountId: ROW.accountId, accountName: ROW.accountName, awemeId: ROW.awemeId, awemeName: ROW.awemeName, roomId: ROW.roomId, title: '直播预警：青柠好物直播间 在线人数下降35%', figures: '近10分钟平均在线人数650，此前10分钟1000', value: 35, threshold: 30, raisedAt: '2026-12-01T12:30:00.000Z' }],
      total: 1,
      current,
      size,
    }));
    renderSubAppPage(LiveWorkBenchPage, PATH);
    fireEvent.click(await screen.findByRole('button', { name: '预警记录' }));
    const records = within(await screen.findByRole('region', { name: '预警记录列表' }));
    expect(await records.findByText('直播预警：青柠好物直播间 在线人数下降35%；近10分钟平均在线人数650，此前10分钟1000')).toBeInTheDocument();
    expect(records.getByText('2026-12-01 20:30:00')).toBeInTheDocument();
    expect(records.getByText('青柠好物直播间（青柠好物-千川-01）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '预警记录列表' })).toBeNull());
  });
});

describe('工作台 rules', () => {
  it('asks for the applied filters and sort, leaving out blank and malformed ones', () => {
    expect(toRoomQuery({ state: 'living', accountId: '17', awemeId: 'x', name: { value: ' 晚场 ' } }, { current: 2, size: 50 }, { key: 'gmv', order: 'ascend' })).toEqual({
      current: 2,
      size: 50,
      state: 'living',
      accountId: '17',
      keyword: '晚场',
      sortField: 'gmv',
      sortOrder: 'asc',
    });
    expect(toRoomQuery({ state: 'gone' }, { current: 1, size: 50 }, { key: 'name', order: 'descend' })).toEqual({ current: 1, size: 50 });
  });

  it('reads a switched-on condition without a figure as invalid, and keeps a figure switched off out of the rule', () => {
    const values = { ...formValuesOf(null), name: '规则', accountIds: [7], viewersOn: true, viewersDropPct: null, roiBelow: 2 };
    expect(alertFormProblems(values)).toEqual([{ field: 'viewersDropPct', message: LIVE_TEXTS.VIEWERS_DROP_INVALID }]);
    expect(ruleOf({ ...values, viewersDropPct: 30 })).toMatchObject({ viewersDropPct: 30, roiBelow: null, scope: { kind: 'accounts', accountIds: [7] } });
    expect(alertFormProblems({ ...values, viewersOn: false })).toEqual([{ field: null, message: LIVE_TEXTS.CONDITIONS_REQUIRED }]);
  });
});
