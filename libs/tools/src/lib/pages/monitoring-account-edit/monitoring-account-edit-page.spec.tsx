import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MonitoringAccountEditPage from './monitoring-account-edit-page';

type Monitor = Schemas['MonitorAccount'];
type Save = Schemas['MonitorAccountSaveRequest'];

const ADD = '/tools-app/tool/monitoring-tool/monitoring-account-add';
const EDIT_ROUTE = '/tools-app/tool/monitoring-tool/monitoring-account/:id/edit';
const LIST = '/tools-app/tool/monitoring-tool/monitoring-account';

const MONITOR: Monitor = {
  accountId: 7,
  media: 'kuaishou',
  advertiserId: '3300007',
  accountName: '快手账户七',
  sandbox: true,
  enabled: true,
  thresholds: { balanceBelow: 2000, costAbove: null, ctrBelow: null, ctrAbove: 4, convertCostAbove: null, notifyStopped: false },
  recipients: { users: [{ id: 3, name: '钱芳' }], emails: ['ops@example.com'] },
  today: { balance: 9000, cost: 10, show: null, click: null, convert: null, ctr: null, convertCost: null, stopped: null, syncTime: null, breaches: [], alerted: [] },
  lastAlert: null,
  updateTime: '2026-11-29 10:00:00',
  createdBy: '李静',
};

function serve(answer: (body: Save) => Monitor | ReturnType<typeof refuse> = (body) => ({ ...MONITOR, accountId: body.accountId })) {
  const api = fakeApi()
    .on('post', '/api/tools/monitor/account/get', ({ accountId }) => (accountId === 7 ? MONITOR : refuse(404, '该账户没有监测设置')))
    .on('post', '/api/tools/monitor/account/save', answer)
    .on('post', '/api/tools/monitor/account/options', () => ({
      accounts: [
        { accountId: 5, media: 'toutiao', advertiserId: '1700005', accountName: '巨量账户五', sandbox: true, monitored: false },
        { accountId: 7, media: 'kuaishou', advertiserId: '3300007', accountName: '快手账户七', sandbox: true, monitored: true },
      ],
      users: [
        { id: 2, name: '王强', username: 'manager', role: 'MANAGER', email: 'wq@example.com' },
        { id: 3, name: '钱芳', username: 'operator', role: 'OPERATE', email: null },
      ],
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

describe('添加监测账户', () => {
  it('asks for an account and right addresses, sends nothing until then, and saves a new monitor', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(MonitoringAccountEditPage, ADD);
    expect(await screen.findByRole('heading', { name: '添加监测账户' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'ops@example.com\nnot-an-address');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择账户')).toBeInTheDocument();
    expect(screen.getByText('邮箱地址格式不正确：not-an-address')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/monitor/account/save')).toEqual([]);

    // An account already watched is offered but cannot be chosen.
    await user.click(screen.getByRole('combobox', { name: '账户' }));
    expect(await screen.findByRole('option', { name: /快手账户七.*（已监测）/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await choose(user, '账户', /巨量账户五/);
    await user.type(screen.getByRole('spinbutton', { name: '余额低于' }), '1000');
    await user.type(screen.getByRole('spinbutton', { name: '点击率低于' }), '1.2');
    await choose(user, '接收人', '王强（优化经理）');
    const emails = screen.getByRole('textbox', { name: '接收邮箱' });
    await user.clear(emails);
    await user.type(emails, 'ops@example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodiesOf('/api/tools/monitor/account/save')).toEqual([
        {
          accountId: 5,
          create: true,
          enabled: true,
          balanceBelow: 1000,
          costAbove: null,
          ctrBelow: 1.2,
          ctrAbove: null,
          convertCostAbove: null,
          notifyStopped: true,
          recipientUserIds: [2],
          recipientEmails: ['ops@example.com'],
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(await screen.findByText('监测设置已保存')).toBeInTheDocument();
  });

  it('refuses an enabled monitor without a line and a CTR floor above its ceiling', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(MonitoringAccountEditPage, ADD);
    await choose(user, '账户', /巨量账户五/);
    await user.click(screen.getByRole('switch', { name: '账户停投提醒' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('启用监测时至少设置一项监测条件')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: '点击率低于' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: '点击率高于' }), '2');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('点击率低于的值须小于点击率高于的值')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/monitor/account/save')).toEqual([]);
  });
});

describe('编辑监测账户', () => {
  it('opens the monitor as saved and saves the change, with the server\'s refusal shown under the form', async () => {
    let refused = true;
    const api = serve((body) => (refused ? ((refused = false), refuse(400, '接收人「钱芳」看不到该账户，不能接收它的告警')) : { ...MONITOR, ...body }));
    const user = userEvent.setup();
    renderSubAppPage(MonitoringAccountEditPage, '/tools-app/tool/monitoring-tool/monitoring-account/7/edit', { routePath: EDIT_ROUTE });
    expect(await screen.findByRole('heading', { name: '编辑监测账户「快手账户七」' })).toBeInTheDocument();
    expect(screen.getByText(/^快手账户七（3300007）.* 沙箱$/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '余额低于' })).toHaveValue('2000.00');
    expect(screen.getByRole('spinbutton', { name: '点击率高于' })).toHaveValue('4.00');
    expect(screen.getByRole('textbox', { name: '接收邮箱' })).toHaveValue('ops@example.com');
    const cost = screen.getByRole('spinbutton', { name: '今日消耗高于' });
    await user.type(cost, '800');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('接收人「钱芳」看不到该账户，不能接收它的告警')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/monitor/account/save')).toHaveLength(2));
    expect(api.bodiesOf('/api/tools/monitor/account/save')[1]).toEqual({
      accountId: 7,
      enabled: true,
      balanceBelow: 2000,
      costAbove: 800,
      ctrBelow: null,
      ctrAbove: 4,
      convertCostAbove: null,
      notifyStopped: false,
      recipientUserIds: [3],
      recipientEmails: ['ops@example.com'],
    });
  });

  it('shows a reader the monitor and why they cannot save, and asks nothing of the writers\' options', async () => {
    const api = serve();
    renderSubAppPage(MonitoringAccountEditPage, '/tools-app/tool/monitoring-tool/monitoring-account/7/edit', { routePath: EDIT_ROUTE, user: testUser({ role: 'DESIGNER' }) });
    expect(await screen.findByRole('heading', { name: '编辑监测账户「快手账户七」' })).toBeInTheDocument();
    expect(screen.getByText('仅管理员、主管和优化师可以添加、修改和移除监测设置')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: '余额低于' })).toBeDisabled();
    expect(api.bodiesOf('/api/tools/monitor/account/options')).toEqual([]);
  });

  it('says so when the account has no monitor', async () => {
    serve();
    renderSubAppPage(MonitoringAccountEditPage, '/tools-app/tool/monitoring-tool/monitoring-account/9/edit', { routePath: EDIT_ROUTE });
    expect(await screen.findByText('该账户没有监测设置')).toBeInTheDocument();
  });
});
