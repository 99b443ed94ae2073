import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import PromotionActivityEditPage from './promotion-activity-edit-page';

type Activity = Schemas['PromotionActivity'];
type Save = Schemas['PromotionActivitySaveRequest'];

const EDIT = '/tools-app/tool/monitoring-tool/promotion-activity/edit';
const LIST = '/tools-app/tool/monitoring-tool/promotion-activity/index';

const ACTIVITY: Activity = {
  id: 4,
  media: 'bilibili',
  accountId: 7,
  advertiserId: '500007',
  accountName: '哔哩账户七',
  sandbox: true,
  propertyId: '500000012',
  propertyName: '监测链接A',
  name: '跨年活动',
  clickUrl: 'https://track.example.com/bili/click?trackid=__TRACKID__',
  impressionUrl: 'https://track.example.com/bili/show',
  watched: true,
  yesterday: { clicks: 10, conversions: 1 },
  last7Days: { clicks: 70, conversions: 7 },
  syncedAt: '2026-11-30 04:41:00',
  createdAt: '2026-11-20 10:00:00',
};

function serve(answer: (body: Save) => Activity | ReturnType<typeof refuse> = (body) => ({ ...ACTIVITY, name: body.name, watched: body.watched, id: 9 })) {
  const api = fakeApi()
    .on('post', '/api/tools/monitor/activity/get', ({ id }) => (id === 4 ? ACTIVITY : refuse(404, '推广活动不存在或无权查看')))
    .on('post', '/api/tools/monitor/activity/save', answer)
    .on('post', '/api/tools/monitor/activity/options', ({ accountId }) => ({
      accounts: [
        { id: 5, media: 'toutiao', advertiserId: '1700005', name: '巨量账户五', sandbox: true },
        { id: 6, media: 'gdt', advertiserId: '2600006', name: '腾讯账户六', sandbox: false },
      ],
      properties:
        accountId === 5
          ? [
              { id: 31, propertyId: '7300000000000000031', name: '双十二监测', clickUrl: 'https://track.example.com/click?cid=__CID__', impressionUrl: null, activityId: null },
              { id: 32, propertyId: '7300000000000000032', name: '已用的监测', clickUrl: 'https://track.example.com/click2', impressionUrl: null, activityId: 2 },
            ]
          : [],
    }));
  api.install();
  return api;
}

/** Picks an option of a Semi select; Semi applies the choice when its popup has closed (jsdom runs no animation). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: RegExp | string) {
  await user.click(screen.getByRole('combobox', { name }));
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('添加推广活动', () => {
  it('asks for the account and property, shows the property\'s URLs, names it after the property and saves', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(PromotionActivityEditPage, EDIT);
    expect(await screen.findByRole('heading', { name: '添加推广活动' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择账户')).toBeInTheDocument();
    expect(screen.getByText('请选择监测活动')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/monitor/activity/save')).toEqual([]);
    await choose(user, '账户', /巨量账户五.*沙箱/);
    // A property already made into an activity is offered but cannot be chosen.
    await user.click(screen.getByRole('combobox', { name: '监测活动' }));
    expect(await screen.findByRole('option', { name: /已用的监测.*（已添加）/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await choose(user, '监测活动', /双十二监测/);
    expect(await screen.findByText('https://track.example.com/click?cid=__CID__')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '活动名称' })).toHaveValue('双十二监测');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/monitor/activity/save')).toEqual([{ accountId: 5, propertyId: 31, name: '双十二监测', watched: true }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('says when an account has no monitoring activity', async () => {
    serve();
    const user = userEvent.setup();
    renderSubAppPage(PromotionActivityEditPage, EDIT);
    await choose(user, '账户', /腾讯账户六/);
    expect(await screen.findByText('该账户暂无监测活动（在资产 › 监测链接中新建，同步后可选）')).toBeInTheDocument();
  });
});

describe('编辑推广活动', () => {
  it('shows the activity\'s account, property and URLs, and saves its name and watched state', async () => {
    const api = serve((body) => ({ ...ACTIVITY, name: body.name, watched: body.watched }));
    const user = userEvent.setup();
    renderSubAppPage(PromotionActivityEditPage, `${EDIT}?id=4`);
    expect(await screen.findByRole('heading', { name: '编辑推广活动「跨年活动」' })).toBeInTheDocument();
    expect(screen.getByText(/^哔哩账户七（500007）/)).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-tag')).toBeInTheDocument();
    expect(screen.getByText('监测链接A（500000012）')).toBeInTheDocument();
    expect(screen.getByText('https://track.example.com/bili/show')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: '活动名称' });
    await user.clear(name);
    await user.type(name, '跨年活动二期');
    await user.click(screen.getByRole('switch', { name: '监测中' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/monitor/activity/save')).toEqual([{ id: 4, name: '跨年活动二期', watched: false }]));
    expect(api.bodiesOf('/api/tools/monitor/activity/options')).toEqual([]);
  });

  it('shows a reader the activity and why they cannot save', async () => {
    serve();
    renderSubAppPage(PromotionActivityEditPage, `${EDIT}?id=4`, { user: testUser({ role: 'DESIGNER' }) });
    expect(await screen.findByRole('heading', { name: '编辑推广活动「跨年活动」' })).toBeInTheDocument();
    expect(screen.getByText('仅管理员、主管和优化师可以添加和修改推广活动')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  it('says so when the activity is not there', async () => {
    serve();
    renderSubAppPage(PromotionActivityEditPage, `${EDIT}?id=99`);
    expect(await screen.findByText('推广活动不存在或无权查看')).toBeInTheDocument();
  });
});
