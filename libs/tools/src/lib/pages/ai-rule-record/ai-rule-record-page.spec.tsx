import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { action, rule } from '../ai-rules/ai-rule-fixtures';
import AiRuleRecordPage from './ai-rule-record-page';
import { figureText, toActionQuery, toRunQuery } from './ai-rule-record-rules';

const PATH = '/tools-app/tool/ai-assistant/execution-record';

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

const records = [
  action(1),
  action(2, {
    type: 'BUDGET',
    ruleName: '激活成本低加预算',
    before: 1000,
    after: 1200,
    conditions: [{ metric: 'activeCost', value: 62.456, holds: true }],
    outcome: 'skipped',
    reasonCode: 'media_limit',
    reason: '该计划今日预算修改次数已达上限（20次）',
    editId: null,
    undo: { undoable: false, undone: false, undoneBy: null, undoneTime: null, until: null },
  }),
  action(3, { type: 'BID', before: null, after: null, outcome: 'superseded', reasonCode: 'superseded', reason: null, editId: null, undo: { undoable: false, undone: false, undoneBy: null, undoneTime: null, until: null } }),
  action(4, { undo: { undoable: false, undone: true, undoneBy: '王主管', undoneTime: '2026-11-30 11:00:00', until: '2026-12-01 10:32:20' } }),
];

const lastRun = rule(1).lastRun as NonNullable<ReturnType<typeof rule>['lastRun']>;

function api() {
  return fakeApi()
    .on('post', '/api/tools/ai-rule/list', ({ current, size }) => ({ records: [rule(1)], total: 1, current, size }))
    .on('post', '/api/tools/ai-rule/actions', ({ current, size }) => ({ records, total: records.length, current, size }))
    .on('post', '/api/tools/ai-rule/runs', ({ current, size }) => ({
      records: [lastRun, { ...lastRun, id: 80, kind: 'manual', state: 'failed', error: '媒体授权失效，本次未执行', startTime: '2026-11-30 09:00:00' }],
      total: 2,
      current,
      size,
    }));
}

describe('AI助手 执行记录', () => {
  it('lists the actions: the figures that triggered each, before → after, the media\'s answer and skip reasons in Chinese', async () => {
    const fake = api();
    fake.install();
    renderSubAppPage(AiRuleRecordPage, PATH);
    const table = within(await screen.findByRole('region', { name: '执行明细列表' }));
    expect(await table.findByText('计划1')).toBeInTheDocument();
    for (const header of ['时间', '规则', '对象', '操作', '触发数据', '调整前 → 调整后', '结果与说明', '撤销']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getAllByText('总消耗 612.50元（满足）').length).toBeGreaterThan(0);
    expect(table.getAllByText('转化数 0个（满足）').length).toBeGreaterThan(0);
    expect(table.getAllByText('投放中 → 已暂停').length).toBeGreaterThan(0);
    expect(table.getAllByText('巨量引擎 · 巨量账户11').length).toBe(4);
    expect(table.getByText('激活成本 62.46元（满足）')).toBeInTheDocument();
    expect(table.getByText('1000.00元 → 1200.00元')).toBeInTheDocument();
    expect(table.getByText('已跳过')).toBeInTheDocument();
    expect(table.getByText('该计划今日预算修改次数已达上限（20次）')).toBeInTheDocument();
    // A skip without the server's own words reads the reason code's Chinese text.
    expect(table.getByText('被覆盖')).toBeInTheDocument();
    expect(table.getByText('被其他规则覆盖')).toBeInTheDocument();
    expect(within(table.getByText('被其他规则覆盖').closest('tr') as HTMLElement).getAllByText('-')).toHaveLength(2);
    expect(table.getByText('已撤销（王主管 2026-11-30 11:00:00）')).toBeInTheDocument();
    expect(table.getByText('可撤销至 2026-12-01 10:32:20')).toBeInTheDocument();
    expect(table.getByRole('button', { name: '撤销 计划1' })).toBeInTheDocument();
    expect(table.queryByRole('button', { name: '撤销 计划2' })).not.toBeInTheDocument();
    expect(fake.bodiesOf('/api/tools/ai-rule/actions')[0]).toEqual({ current: 1, size: 20 });
  });

  it('undoes an applied action after asking, and shows the server\'s refusal as it says it', async () => {
    let tries = 0;
    const fake = api().on('post', '/api/tools/ai-rule/action/undo', () =>
      ++tries === 1
        ? refuse(409, '对象已被修改，无法撤销')
        : tries === 2
          ? { state: 'refused', editId: null, message: '该计划今日预算修改次数已达上限（20次）', refusals: [] }
          : { state: 'queued', editId: 600, message: null, refusals: [] },
    );
    fake.install();
    const user = userEvent.setup();
    renderSubAppPage(AiRuleRecordPage, PATH);
    const table = within(await screen.findByRole('region', { name: '执行明细列表' }));
    await user.click(await table.findByRole('button', { name: '撤销 计划1' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('确定撤销对「计划1」的操作（投放中 → 已暂停）吗？将通过媒体恢复为调整前的值。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '撤销' }));
    expect(await dialog.findByText('对象已被修改，无法撤销')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '撤销' }));
    expect(await dialog.findByText('该计划今日预算修改次数已达上限（20次）')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '撤销' }));
    expect(await screen.findByText('已提交撤销，结果见任务中心')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/tools/ai-rule/action/undo')).toEqual([{ actionIds: [1] }, { actionIds: [1] }, { actionIds: [1] }]);
  });

  it('shows the runs, and a run\'s actions from 查看明细', async () => {
    const fake = api();
    fake.install();
    const user = userEvent.setup();
    renderSubAppPage(AiRuleRecordPage, PATH);
    await screen.findByRole('region', { name: '执行明细列表' });
    await user.click(screen.getByRole('tab', { name: '执行批次' }));
    const runs = within(await screen.findByRole('region', { name: '执行批次列表' }));
    expect(await runs.findByText('媒体授权失效，本次未执行')).toBeInTheDocument();
    expect(runs.getByText('执行2 · 跳过1 · 失败0')).toBeInTheDocument();
    expect(runs.getAllByText('40 / 3')).toHaveLength(2);
    expect(runs.getAllByText('2026-11-30 10:30')).toHaveLength(2);
    expect(runs.getByText('立即执行')).toBeInTheDocument();
    await user.click(runs.getByRole('button', { name: '查看明细 消耗高无转化暂停 2026-11-30 10:32:00' }));
    expect(await screen.findByText('执行批次 #71')).toBeInTheDocument();
    await waitFor(() => expect(fake.bodiesOf('/api/tools/ai-rule/actions').at(-1)).toEqual({ runId: 71, current: 1, size: 20 }));
  });

  it('reads a rule\'s link from the list, and says so when the record cannot be had', async () => {
    const fake = fakeApi()
      .on('post', '/api/tools/ai-rule/list', ({ current, size }) => ({ records: [rule(1)], total: 1, current, size }))
      .on('post', '/api/tools/ai-rule/actions', () => refuse(500, '服务异常'));
    fake.install();
    renderSubAppPage(AiRuleRecordPage, `${PATH}?filters=${encodeURIComponent('{"ruleId":"1"}')}`);
    const table = within(await screen.findByRole('region', { name: '执行明细列表' }));
    expect(await table.findByText('执行记录加载失败')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/tools/ai-rule/actions')[0]).toEqual({ ruleId: 1, current: 1, size: 20 });
  });

  it('turns the filters into the calls', () => {
    const filters = { ruleId: '3', runId: '9', media: 'gdt', accountId: 21, outcome: 'skipped', state: 'failed', dates: ['2026-11-01', '2026-11-30'] };
    expect(toActionQuery(filters, { current: 2, size: 200 })).toEqual({ ruleId: 3, runId: 9, media: 'gdt', accountId: 21, outcome: 'skipped', from: '2026-11-01', to: '2026-11-30', current: 2, size: 100 });
    expect(toRunQuery(filters, { current: 1, size: 20 })).toEqual({ ruleId: 3, media: 'gdt', state: 'failed', from: '2026-11-01', to: '2026-11-30', current: 1, size: 20 });
    expect(toActionQuery({ ruleId: 'x', outcome: 'odd', media: 'nope', dates: ['bad'] }, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
    expect(figureText({ metric: 'ctr', value: null, holds: false })).toBe('点击率 无数据（未满足）');
  });
});
