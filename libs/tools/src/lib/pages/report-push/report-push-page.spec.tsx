import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import ReportPushPage from './report-push-page';

type Rule = Schemas['PushRule'];
type Delivery = Schemas['PushDelivery'];

const PATH = '/tools-app/tool/scheduled-report-push/index';

const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  id: 1,
  ruleId: 1,
  channelId: 1,
  channel: 'wecom',
  target: 'http://127.0.0.1:4310/wecom/toufang-demo',
  slot: '2026-11-30 09:07:00',
  test: false,
  state: 'sent',
  attempts: 1,
  message: '已发送',
  httpStatus: 200,
  code: '0',
  answer: '{"errcode":0,"errmsg":"ok"}',
  createTime: '2026-11-30 09:07:00',
  sentTime: '2026-11-30 09:07:01',
  tries: [{ at: '2026-11-30 09:07:01', state: 'sent', message: '已发送', httpStatus: 200, code: '0', answer: '{"errcode":0}' }],
  ...overrides,
});

function rule(id: number, overrides: Partial<Rule> = {}): Rule {
  return {
    id,
    name: `每日账户汇总${id}`,
    enabled: true,
    scope: { kind: 'accounts', ids: [1, 2, 3, 4] },
    scopeNames: ['账户一', '账户二', '账户三', '账户四'],
    metrics: ['cost', 'ctr'],
    dimensions: ['account'],
    compare: true,
    send: { kind: 'daily', time: '09:00' },
    sendTimes: ['09:07'],
    channels: [
      { id: 1, kind: 'wecom', target: 'http://127.0.0.1:4310/wecom/toufang-demo', hasSecret: false, local: true },
      { id: 2, kind: 'email', target: 'ops@example.com', hasSecret: false, local: false },
    ],
    owner: '李静',
    updateTime: '2026-11-29 10:00:00',
    lastDelivery: delivery(),
    ...overrides,
  };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('推送规则', () => {
  it('lists the rules: scope, the minute they really send at, channels (本机 marked) and the last delivery', async () => {
    fakeApi()
      .on('post', '/api/tools/push-rule/list', ({ current, size }) => ({
        records: [
          rule(1),
          rule(2, { send: { kind: 'hours', hours: [10, 14] }, sendTimes: ['10:05', '14:05'], lastDelivery: delivery({ id: 9, state: 'failed', message: '推送失败（HTTP 500）', channel: 'feishu', sentTime: null }) }),
        ],
        total: 2,
        current,
        size,
        receivers: true,
      }))
      .install();
    renderSubAppPage(ReportPushPage, PATH);
    const table = within(await screen.findByRole('region', { name: '推送规则列表' }));
    expect(await table.findByText('每日账户汇总1')).toBeInTheDocument();
    for (const header of ['规则名称', '推送范围', '推送时间', '推送渠道', '最近推送', '启用', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getByText('每天 约09:07发送')).toBeInTheDocument();
    expect(table.getByText('每天 约10:05、14:05发送')).toBeInTheDocument();
    expect(table.getAllByText('企业微信（本机）')).toHaveLength(2);
    expect(table.getByText('推送失败（HTTP 500）')).toBeInTheDocument();
    expect(table.getAllByText('4个账户')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '本机接收端' })).toBeInTheDocument();
  });

  it('says so when there is no rule, and offers no 本机接收端 without receivers', async () => {
    fakeApi().on('post', '/api/tools/push-rule/list', ({ current, size }) => ({ records: [], total: 0, current, size, receivers: false })).install();
    renderSubAppPage(ReportPushPage, PATH);
    expect(await screen.findByText('暂无推送规则，点击「新建推送规则」开始')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '本机接收端' })).toBeNull();
  });

  it('says so when the list fails', async () => {
    fakeApi().on('post', '/api/tools/push-rule/list', () => refuse(500, '服务器错误')).install();
    renderSubAppPage(ReportPushPage, PATH);
    expect(await screen.findByText('推送规则加载失败')).toBeInTheDocument();
  });

  it('test-sends a rule, shows the server\'s refusal of a second one, and opens 推送记录 and 本机接收端', async () => {
    let sends = 0;
    const api = fakeApi()
      .on('post', '/api/tools/push-rule/list', ({ current, size }) => ({ records: [rule(1)], total: 1, current, size, receivers: true }))
      .on('post', '/api/tools/push-rule/test-send', () => (++sends === 1 ? { deliveries: [delivery({ id: 5, test: true, state: 'queued', slot: null })] } : refuse(429, '测试发送过于频繁，请1分钟后再试')))
      .on('post', '/api/tools/push-rule/deliveries', ({ current, size }) => ({
        records: [
          delivery({ id: 7, channel: 'feishu', state: 'failed', attempts: 2, httpStatus: 500, code: null, answer: 'Internal Server Error', tries: [
            { at: '2026-11-30 09:07:01', state: 'failed', message: '推送失败（HTTP 500）', httpStatus: 500, code: null, answer: 'Internal Server Error' },
            { at: '2026-11-30 09:07:12', state: 'failed', message: '推送失败（HTTP 500）', httpStatus: 500, code: null, answer: 'Internal Server Error' },
          ] }),
        ],
        total: 1,
        current,
        size,
      }))
      .on('post', '/api/tools/push/inbox', () => ({
        items: [{ id: 'a', at: '2026-11-30 09:07:01', channel: 'wecom', accepted: true, key: 'toufang-demo', status: 200, title: '【测试】【定时报表】每日账户汇总1', body: '{}', to: [], attachments: [] }],
      }));
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(ReportPushPage, PATH);
    const table = within(await screen.findByRole('region', { name: '推送规则列表' }));
    await user.click(await table.findByRole('button', { name: '测试发送 每日账户汇总1' }));
    expect(await screen.findByText('已提交测试发送（1个渠道），结果见推送记录')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/push-rule/test-send')).toEqual([{ id: 1 }]);
    await user.click(table.getByRole('button', { name: '测试发送 每日账户汇总1' }));
    expect(await screen.findByText('测试发送过于频繁，请1分钟后再试')).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: '推送记录 每日账户汇总1' }));
    const log = within(await screen.findByRole('region', { name: '推送记录列表' }));
    expect(await log.findByText('失败')).toBeInTheDocument();
    expect(log.getAllByText('2026-11-30 09:07:12 推送失败（HTTP 500）（HTTP 500）')).toHaveLength(1);
    expect(log.getByText('应答：Internal Server Error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '本机接收端' }));
    const inbox = within(await screen.findByRole('region', { name: '本机接收端消息列表' }));
    expect(await inbox.findByText('【测试】【定时报表】每日账户汇总1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('这些消息由本机运行的模拟接收端收到，没有发到真实的企业微信、飞书、钉钉或邮箱')).toBeInTheDocument());
  });
});
