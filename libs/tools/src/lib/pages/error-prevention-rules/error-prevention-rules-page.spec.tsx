import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import ErrorPreventionRulesPage from './error-prevention-rules-page';

type Rule = Schemas['ErrorPreventionRuleItem'];

function rule(id: number, overrides: Partial<Rule> = {}): Rule {
  return {
    id,
    name: '出价上限',
    enabled: true,
    media: 'gdt',
    accounts: [],
    accountGroups: [],
    field: 'bid',
    values: [],
    min: null,
    max: 20,
    createdBy: '李静',
    updatedBy: '钱芳',
    updateTime: '2026-11-20 10:00:00',
    ...overrides,
  };
}

const PATH = '/tools-app/tool/error-prevention/rules-manager';

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('防出错规则', () => {
  it('lists the rules: name, ID, media, scope, field, allowed values (by the media’s labels) or range, switch, updated by and at', async () => {
    const api = fakeApi()
      .on('post', '/api/creation/error-prevention/goal-options', ({ media }) => ({
        goal: media === 'toutiao' ? [{ value: 'FORM', label: '表单提交' }, { value: 'CONSULT_EFFECTIVE', label: '有效咨询' }] : [],
        deepGoal: [],
      }))
      .on('post', '/api/creation/error-prevention/rule/list', ({ current, size }) => ({
      records: [
        rule(7),
        // A value the media no longer offers reads as it was saved.
        rule(8, { name: '转化目标白名单', media: 'toutiao', field: 'goal', values: ['FORM', 'CONSULT_EFFECTIVE', 'RETIRED_GOAL'], max: null, enabled: false, accounts: [{ id: 3, name: '沙箱 巨量账户一' }] }),
        rule(9, { name: '预算区间', field: 'budgetPlan', min: 300, max: 5000.5, accountGroups: [{ id: 2, name: '华东组' }] }),
      ],
      total: 3,
      current,
      size,
    }));
    api.install();
    renderSubAppPage(ErrorPreventionRulesPage, PATH);
    const table = within(await screen.findByRole('region', { name: '防出错规则列表' }));
    expect(await table.findByText('出价上限')).toBeInTheDocument();
    for (const header of ['规则名称', '规则ID', '媒体', '适用范围', '字段', '允许的值/范围', '启用', '更新人/时间', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getByText('不高于 20 元')).toBeInTheDocument();
    expect(table.getByText('300 ~ 5000.5 元')).toBeInTheDocument();
    expect(await table.findByText('表单提交、有效咨询、RETIRED_GOAL')).toBeInTheDocument();
    expect(table.getByText('账户：沙箱 巨量账户一')).toBeInTheDocument();
    expect(table.getByText('账户组：华东组')).toBeInTheDocument();
    expect(table.getAllByText('全部账户')).toHaveLength(1);
    expect(table.getByText('目标转化')).toBeInTheDocument();
    expect(table.getByText('计划预算')).toBeInTheDocument();
    expect(table.getAllByText('钱芳 2026-11-20 10:00:00')).toHaveLength(3);
    expect(table.getByRole('switch', { name: '启用 转化目标白名单' })).not.toBeChecked();
    expect(api.bodiesOf('/api/creation/error-prevention/rule/list')[0]).toEqual({ current: 1, size: 50 });
  });

  it('turns a rule off with its switch and asks for the list again', async () => {
    let enabled = true;
    const api = fakeApi()
      .on('post', '/api/creation/error-prevention/rule/list', ({ current, size }) => ({ records: [rule(7, { enabled })], total: 1, current, size }))
      .on('post', '/api/creation/error-prevention/rule/toggle', (body) => {
        enabled = body.enabled;
        return rule(7, { enabled });
      });
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(ErrorPreventionRulesPage, PATH);
    await user.click(await screen.findByRole('switch', { name: '启用 出价上限' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/error-prevention/rule/toggle')).toEqual([{ id: 7, enabled: false }]));
    expect(await screen.findByText('规则已停用')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: '启用 出价上限' })).not.toBeChecked());
  });

  it('removes a rule only after a question naming it, and shows a refusal there', async () => {
    let refused = true;
    const api = fakeApi()
      .on('post', '/api/creation/error-prevention/rule/list', ({ current, size }) => ({ records: [rule(7)], total: 1, current, size }))
      .on('post', '/api/creation/error-prevention/rule/remove', () => (refused ? refuse(403, '无权删除该规则') : undefined));
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(ErrorPreventionRulesPage, PATH);
    await user.click(await screen.findByRole('button', { name: '删除 出价上限' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除规则「出价上限」(7)吗？删除后提交广告时不再按此规则检查。')).toBeInTheDocument();
    expect(api.bodiesOf('/api/creation/error-prevention/rule/remove')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('无权删除该规则');
    refused = false;
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('规则已删除')).toBeInTheDocument();
    expect(api.bodiesOf('/api/creation/error-prevention/rule/remove')).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it('opens the editor for a new rule and for a rule', async () => {
    fakeApi()
      .on('post', '/api/creation/error-prevention/rule/list', ({ current, size }) => ({ records: [rule(7)], total: 1, current, size }))
      .install();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(ErrorPreventionRulesPage, PATH);
    await user.click(await screen.findByRole('button', { name: '编辑 出价上限' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/tools-app/add-error-prevention-rules?id=7');
    await act(() => router.navigate(PATH));
    await user.click(await screen.findByRole('button', { name: '新建规则' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/tools-app/add-error-prevention-rules');
  });

  it('says when there is no rule, and when the list fails, with 重试', async () => {
    let fail = true;
    fakeApi()
      .on('post', '/api/creation/error-prevention/rule/list', ({ current, size }) => (fail ? refuse(500, '防出错规则加载失败') : { records: [], total: 0, current, size }))
      .install();
    const user = userEvent.setup();
    renderSubAppPage(ErrorPreventionRulesPage, PATH);
    expect(await screen.findByText('防出错规则加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无防出错规则，新建规则后，批量创建广告提交时按规则检查')).toBeInTheDocument();
  });
});
