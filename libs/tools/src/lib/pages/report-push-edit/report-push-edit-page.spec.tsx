import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import ReportPushEditPage from './report-push-edit-page';

type Rule = Schemas['PushRule'];
type Save = Schemas['PushRuleSaveRequest'];

const ADD = '/tools-app/tool/scheduled-report-push/add-edit';
const LIST = '/tools-app/tool/scheduled-report-push/index';

const RULE: Rule = {
  id: 42,
  name: '晨报',
  enabled: true,
  scope: { kind: 'accounts', ids: [5] },
  scopeNames: ['巨量账户五'],
  metrics: ['cost'],
  dimensions: ['account'],
  compare: true,
  send: { kind: 'daily', time: '09:00' },
  sendTimes: ['09:07'],
  channels: [{ id: 8, kind: 'feishu', target: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc', hasSecret: true, local: false }],
  owner: '李静',
  updateTime: '2026-11-29 10:00:00',
  lastDelivery: null,
};

function serve(answer: (body: Save) => Rule | ReturnType<typeof refuse> = () => RULE) {
  const api = fakeApi()
    .on('post', '/api/tools/push-rule/get', ({ id }) => (id === 42 ? RULE : refuse(404, '推送规则不存在或无权查看')))
    .on('post', '/api/tools/push-rule/save', answer)
    .on('post', '/api/tools/push-rule/options', () => ({
      accounts: [{ id: 5, name: '巨量账户五', media: 'toutiao', projectId: null, sandbox: true }],
      projects: [{ id: 1, name: '品牌项目' }],
      receivers: { wecom: 'http://127.0.0.1:4310/wecom/toufang-demo', feishu: 'http://127.0.0.1:4310/feishu/toufang-demo', dingtalk: 'http://127.0.0.1:4310/dingtalk/toufang-demo' },
    }));
  api.install();
  return api;
}

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

describe('新建推送规则', () => {
  it('checks the webhook as typed, sends nothing until the form is right, offers the local receivers, and saves', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(ReportPushEditPage, ADD);
    expect(await screen.findByRole('heading', { name: '新建推送规则' })).toBeInTheDocument();
    expect(screen.getByText('保存后确定实际发送时间（设置时间后2–13分钟）')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '企业微信群机器人Webhook' }), 'https://10.0.0.8/hook');
    expect(await screen.findByText('Webhook地址指向内网或本机地址，已拒绝')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入规则名称')).toBeInTheDocument();
    expect(screen.getByText('请选择推送范围')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/push-rule/save')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: '企业微信群机器人Webhook' }));
    await user.click(screen.getByRole('button', { name: '使用本机接收端（企业微信）' }));
    await waitFor(() => expect(screen.queryByText('Webhook地址指向内网或本机地址，已拒绝')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: '规则名称' }), '每日账户汇总');
    await choose(user, '账户', /巨量账户五/);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/push-rule/save')).toHaveLength(1));
    expect(api.bodiesOf('/api/tools/push-rule/save')[0]).toMatchObject({
      name: '每日账户汇总',
      scope: { kind: 'accounts', ids: [5] },
      send: { kind: 'daily', time: '09:00' },
      channels: [{ kind: 'wecom', webhook: 'http://127.0.0.1:4310/wecom/toufang-demo' }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('shows the server\'s refusal of a webhook under the form', async () => {
    serve(() => refuse(400, 'Webhook地址无法解析'));
    const user = userEvent.setup();
    renderSubAppPage(ReportPushEditPage, ADD);
    await screen.findByRole('heading', { name: '新建推送规则' });
    await user.type(screen.getByRole('textbox', { name: '规则名称' }), '晨报');
    await choose(user, '账户', /巨量账户五/);
    await user.type(screen.getByRole('textbox', { name: '钉钉群机器人Webhook' }), 'https://no-such-host.example/hook');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Webhook地址无法解析')).toBeInTheDocument();
  });
});

describe('编辑推送规则', () => {
  it('opens a saved rule with its real send minute and keeps its secret when left empty', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(ReportPushEditPage, `${ADD}?id=42`);
    expect(await screen.findByRole('heading', { name: '编辑推送规则：晨报' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '飞书群机器人Webhook' })).toHaveValue('https://open.feishu.cn/open-apis/bot/v2/hook/abc');
    expect(screen.getByText(/^约09:\d\d发送$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/push-rule/save')).toHaveLength(1));
    expect(api.bodiesOf('/api/tools/push-rule/save')[0].channels).toEqual([{ id: 8, kind: 'feishu', webhook: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc' }]);
  });

  it('says so when the rule cannot be read', async () => {
    serve();
    renderSubAppPage(ReportPushEditPage, `${ADD}?id=7`);
    expect(await screen.findByText('推送规则不存在或无权查看')).toBeInTheDocument();
  });
});
