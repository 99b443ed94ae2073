import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import PromotionActivityPage, { toActivityQuery } from './promotion-activity-page';

type Activity = Schemas['PromotionActivity'];

const PATH = '/tools-app/tool/monitoring-tool/promotion-activity/index';

function activity(id: number, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    media: 'toutiao',
    accountId: 10 + id,
    advertiserId: `17000${id}`,
    accountName: `巨量账户${id}`,
    sandbox: true,
    propertyId: `7300000000000000${id}`,
    propertyName: `监测活动${id}`,
    name: `双十二活动${id}`,
    clickUrl: `https://track.example.com/click?id=${id}&cb=__CALLBACK_PARAM__`,
    impressionUrl: null,
    watched: true,
    yesterday: { clicks: 1234, conversions: 56 },
    last7Days: { clicks: 8765, conversions: 321 },
    syncedAt: '2026-11-30 04:41:00',
    createdAt: '2026-11-20 10:00:00',
    ...overrides,
  };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('推广活动', () => {
  it('lists the activities: name, media, 沙箱 account, URLs with copy, yesterday\'s and 7 days\' figures, watched state', async () => {
    const api = fakeApi().on('post', '/api/tools/monitor/activity/list', ({ current, size }) => ({
      records: [
        activity(1),
        activity(2, { media: 'gdt', sandbox: false, impressionUrl: 'https://track.example.com/show?id=2', watched: false, syncedAt: null, yesterday: { clicks: 0, conversions: 0 }, last7Days: { clicks: 0, conversions: 0 } }),
      ],
      total: 2,
      current,
      size,
    }));
    api.install();
    // user-event puts its own clipboard on the navigator; the page writes to it.
    const user = userEvent.setup();
    renderSubAppPage(PromotionActivityPage, PATH);
    const table = within(await screen.findByRole('region', { name: '推广活动列表' }));
    expect(await table.findByText('双十二活动1')).toBeInTheDocument();
    for (const header of ['活动名称', '媒体', '账户', '点击监测链接', '展示监测链接', '昨日点击/转化', '近7日点击/转化', '监测状态', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getAllByTestId('sandbox-tag')).toHaveLength(1);
    expect(table.getByText('1,234 / 56')).toBeInTheDocument();
    expect(table.getByText('8,765 / 321')).toBeInTheDocument();
    expect(table.getByText('监测中')).toBeInTheDocument();
    expect(table.getByText('未监测')).toBeInTheDocument();
    expect(table.getByText('尚未同步')).toBeInTheDocument();
    expect(table.getByText('腾讯广告3.0')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '复制双十二活动2展示监测链接' }));
    expect(await navigator.clipboard.readText()).toBe('https://track.example.com/show?id=2');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(table.getByRole('button', { name: '编辑 双十二活动1' })).toBeInTheDocument();
  });

  it('opens an activity\'s days with their totals', async () => {
    fakeApi()
      .on('post', '/api/tools/monitor/activity/list', ({ current, size }) => ({ records: [activity(1)], total: 1, current, size }))
      .on('post', '/api/tools/monitor/activity/days', () => ({
        days: [
          { date: '2026-11-28', clicks: 100, conversions: 3 },
          { date: '2026-11-29', clicks: 200, conversions: 5 },
        ],
        totals: { clicks: 300, conversions: 8 },
      }))
      .install();
    const user = userEvent.setup();
    renderSubAppPage(PromotionActivityPage, PATH);
    await user.click(await screen.findByRole('button', { name: '每日数据 双十二活动1' }));
    const days = within(await screen.findByRole('region', { name: '每日数据' }));
    expect(await days.findByText('2026-11-29')).toBeInTheDocument();
    expect(days.getByText('合计')).toBeInTheDocument();
    expect(days.getByText('300')).toBeInTheDocument();
  });

  it('tells a designer why they cannot add, and shows the empty state', async () => {
    fakeApi()
      .on('post', '/api/tools/monitor/activity/list', ({ current, size }) => ({ records: [], total: 0, current, size }))
      .install();
    renderSubAppPage(PromotionActivityPage, PATH, { user: testUser({ role: 'DESIGNER' }) });
    expect(await screen.findByText('暂无推广活动，点击“添加推广活动”从账户的监测活动中添加')).toBeInTheDocument();
    expect(screen.getByText('仅管理员、主管和优化师可以添加和修改推广活动')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加推广活动' })).toBeDisabled();
  });

  it('says so when the list fails', async () => {
    fakeApi().on('post', '/api/tools/monitor/activity/list', () => refuse(400, '参数错误')).install();
    renderSubAppPage(PromotionActivityPage, PATH);
    expect(await screen.findByText('推广活动加载失败')).toBeInTheDocument();
  });

  it('turns the filters into the list call', () => {
    expect(toActivityQuery({ media: 'gdt', state: 'unwatched', keyword: ' 双十二 ' }, { current: 2, size: 200 })).toEqual({ media: 'gdt', watched: false, keyword: '双十二', current: 2, size: 100 });
    expect(toActivityQuery({ media: 'kuaishou', state: 'watched' }, { current: 1, size: 20 })).toEqual({ watched: true, current: 1, size: 20 });
  });
});
