import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { rule } from './ai-rule-fixtures';
import { conditionText, hoursText, scheduleLines, toRuleQuery, valueText } from './ai-rule-words';
import AiRulesPage from './ai-rules-page';

const PATH = '/tools-app/tool/ai-assistant/rules-manager';

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('AI助手 规则管理', () => {
  it('lists the rules: name, media, level, scope, conditions, schedule, switch, last run and today\'s actions', async () => {
    const api = fakeApi().on('post', '/api/tools/ai-rule/list', ({ current, size }) => ({
      records: [
        rule(1),
        rule(
          2,
          { enabled: false, lastRun: null, todayActions: 0, nextDueTime: null },
          {
            name: '激活成本低加预算',
            media: 'gdt',
            level: 'group',
            scope: { accountIds: [21], objects: { kind: 'names', match: 'LIKE', values: ['拉新', '促活'] } },
            conditions: [{ metric: 'activeCost', operator: 'LESS', value: 80, window: { kind: 'lastDays', n: 3, includeToday: false } }],
            actions: [{ type: 'BUDGET', action: 'UP', unit: 'SCALE', value: 20 }],
            schedule: { everyMinutes: 60, hours: [9, 10, 11, 14], weekdays: [1, 2, 3, 4, 5] },
          },
        ),
      ],
      total: 2,
      current,
      size,
    }));
    api.install();
    renderSubAppPage(AiRulesPage, PATH);
    const table = within(await screen.findByRole('region', { name: 'AI助手规则列表' }));
    expect(await table.findByText('消耗高无转化暂停')).toBeInTheDocument();
    for (const header of ['规则名称', '媒体', '层级', '监控范围', '触发条件', '执行时间', '启用', '最近执行', '今日执行', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getByText('巨量引擎')).toBeInTheDocument();
    expect(table.getByText('2个账户')).toBeInTheDocument();
    expect(table.getByText('全部广告计划（含之后新建的）')).toBeInTheDocument();
    expect(table.getByText('全部满足')).toBeInTheDocument();
    expect(table.getByText('今天 总消耗 大于 500元')).toBeInTheDocument();
    expect(table.getByText('今天 转化数 小于 1个')).toBeInTheDocument();
    expect(table.getByText('→ 暂停投放')).toBeInTheDocument();
    expect(table.getByText('每30分钟 · 每天')).toBeInTheDocument();
    expect(table.getByText('09:00-21:00')).toBeInTheDocument();
    expect(table.getByText('下次 2026-11-30 11:00:00')).toBeInTheDocument();
    expect(table.getByText('2026-11-30 10:32:00')).toBeInTheDocument();
    expect(table.getByText('已完成')).toBeInTheDocument();
    expect(table.getByText('执行2 · 跳过1 · 失败0')).toBeInTheDocument();
    expect(table.getByText('2次')).toBeInTheDocument();
    // The second rule: gdt, by name, a raise by 20 %, weekdays and two spans of hours, never run, off.
    expect(table.getByText('名称包含：拉新、促活')).toBeInTheDocument();
    expect(table.getByText('过去3天 激活成本 小于 80元')).toBeInTheDocument();
    expect(table.getByText('→ 调整预算：上调20%')).toBeInTheDocument();
    expect(table.getByText('每1小时 · 周一、周二、周三、周四、周五')).toBeInTheDocument();
    expect(table.getByText('09:00-12:00、14:00-15:00')).toBeInTheDocument();
    expect(table.getByText('尚未执行')).toBeInTheDocument();
    expect(table.getByRole('switch', { name: '启用 消耗高无转化暂停' })).toBeChecked();
    expect(table.getByRole('switch', { name: '启用 激活成本低加预算' })).not.toBeChecked();
    expect(table.getByRole('link', { name: '执行记录 消耗高无转化暂停' })).toHaveAttribute('href', `/tools-app/tool/ai-assistant/execution-record?filters=${encodeURIComponent('{"ruleId":"1"}')}`);
    expect(api.bodiesOf('/api/tools/ai-rule/list')[0]).toEqual({ current: 1, size: 20 });
  });

  it('toggles a rule, copies it, and shows the server\'s refusal of a second 立即执行 within a minute', async () => {
    let runs = 0;
    const api = fakeApi()
      .on('post', '/api/tools/ai-rule/list', ({ current, size }) => ({ records: [rule(1)], total: 1, current, size }))
      .on('post', '/api/tools/ai-rule/toggle', ({ id, enabled }) => rule(id, { enabled }))
      .on('post', '/api/tools/ai-rule/copy', ({ id }) => rule(id + 10, { enabled: false }, { name: '消耗高无转化暂停-副本' }))
      .on('post', '/api/tools/ai-rule/run-now', () => (++runs === 1 ? { runId: 90, jobId: 'j-90' } : refuse(429, '每分钟最多立即执行一次，请稍后再试')));
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(AiRulesPage, PATH);
    const table = within(await screen.findByRole('region', { name: 'AI助手规则列表' }));
    await user.click(await table.findByRole('switch', { name: '启用 消耗高无转化暂停' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/ai-rule/toggle')).toEqual([{ id: 1, enabled: false }]));
    expect(await screen.findByText('规则已停用')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '复制 消耗高无转化暂停' }));
    expect(await screen.findByText('已复制为「消耗高无转化暂停-副本」（未启用）')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '立即执行 消耗高无转化暂停' }));
    expect(await screen.findByText('已开始执行，结果见执行记录')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '立即执行 消耗高无转化暂停' }));
    expect(await screen.findByText('消耗高无转化暂停：每分钟最多立即执行一次，请稍后再试')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/ai-rule/run-now')).toEqual([{ id: 1 }, { id: 1 }]);
  });

  it('removes a rule after asking, and opens the editor for 新建规则 and 编辑', async () => {
    let listed = [rule(1)];
    const api = fakeApi()
      .on('post', '/api/tools/ai-rule/list', ({ current, size }) => ({ records: listed, total: listed.length, current, size }))
      .on('post', '/api/tools/ai-rule/remove', () => {
        listed = [];
        return undefined;
      });
    api.install();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AiRulesPage, PATH);
    const table = within(await screen.findByRole('region', { name: 'AI助手规则列表' }));
    await user.click(await table.findByRole('button', { name: '删除 消耗高无转化暂停' }));
    expect(await screen.findByText('确定删除规则「消耗高无转化暂停」吗？删除后不再执行，已有的执行记录会保留。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/ai-rule/remove')).toEqual([{ id: 1 }]));
    expect(await table.findByText('暂无AI助手规则，新建规则后按设定的时间自动检查投放对象并执行操作')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建规则' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools-app/add-aitool-rules'));
  });

  it('says so when the list cannot be had', async () => {
    fakeApi().on('post', '/api/tools/ai-rule/list', () => refuse(500, '服务异常')).install();
    renderSubAppPage(AiRulesPage, PATH);
    const table = within(await screen.findByRole('region', { name: 'AI助手规则列表' }));
    expect(await table.findByText('AI助手规则加载失败')).toBeInTheDocument();
  });

  it('turns the filters into the list call and a rule into words', () => {
    expect(toRuleQuery({ media: 'gdt', enabled: 'off', keyword: { method: 'LIKE', value: ' 预算 ' } }, { current: 2, size: 150 })).toEqual({ media: 'gdt', enabled: false, keyword: '预算', current: 2, size: 100 });
    expect(toRuleQuery({ media: 'nope', enabled: 'x' }, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
    expect(conditionText({ metric: 'cost', operator: 'HITLINE', value: null, window: { kind: 'lastHours', n: 6 } })).toBe('过去6小时 总消耗 撞线 预算');
    expect(conditionText({ metric: 'ctr', operator: 'LESS', value: 1, window: { kind: 'lastDays', n: 7, includeToday: true } })).toBe('过去7天（含今天） 点击率 小于 1%');
    expect(hoursText([0, 1, 2, 23])).toBe('00:00-03:00、23:00-24:00');
    expect(scheduleLines({ everyMinutes: 120, hours: Array.from({ length: 24 }, (_, h) => h), weekdays: [6, 7] })).toEqual(['每2小时 · 周六、周日', '全天']);
    expect([valueText('BUDGET', null), valueText('BID', 1.5), valueText('PAUSE', 'paused')]).toEqual(['不限', '1.50元', '已暂停']);
  });
});
