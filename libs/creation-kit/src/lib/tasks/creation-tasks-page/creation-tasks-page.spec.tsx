import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { CreationTasksPage } from './creation-tasks-page';

type Task = Schemas['CreationTask'];
type Row = Schemas['CreationTaskRow'];

function task(id: number, overrides: Partial<Task> = {}): Task {
  return {
    id,
    templateId: 4,
    templateName: '双十二大促模板',
    media: 'toutiao',
    variant: '',
    createdBy: '钱芳',
    createdAt: '2026-11-25T02:00:00.000Z',
    finishedAt: '2026-11-25T02:10:00.000Z',
    rule: 'BATCH',
    ruleSummary: '分批提交 每批 10 个计划，间隔 30 分钟',
    counts: { total: 40, created: 38, failed: 2, waiting: 0, cancelled: 0 },
    state: 'partial',
    waves: [
      { n: 1, runAt: '2026-11-25T02:00:00.000Z', rows: 20, state: 'done' },
      { n: 2, runAt: '2026-11-25T02:30:00.000Z', rows: 20, state: 'done' },
    ],
    ...overrides,
  };
}

function row(key: string, overrides: Partial<Row> = {}): Row {
  return {
    key,
    level: 'plan',
    accountId: 11,
    accountName: '沙箱 巨量账户一',
    parentKey: null,
    parentName: null,
    name: `计划_${key}`,
    state: 'created',
    mediaId: `7300${key}`,
    review: 'approved',
    reviewReason: null,
    reason: null,
    wave: 1,
    attempts: 1,
    ...overrides,
  };
}

const Page = () => <CreationTasksPage media="toutiao" />;
const render = () => renderSubAppPage(Page, '/toutiao-app/promote/toutiao/auto-create-task');

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('自动创建任务', () => {
  it('lists the tasks with template, who, when, rule, counts and state, 部分成功 among them', async () => {
    const api = fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({
        records: [task(1), task(2, { templateName: null, state: 'succeeded', counts: { total: 6, created: 6, failed: 0, waiting: 0, cancelled: 0 } })],
        total: 2,
        current,
        size,
      }));
    api.install();
    render();
    const table = within(await screen.findByRole('region', { name: '创建任务列表' }));
    expect(await table.findByText('双十二大促模板')).toBeInTheDocument();
    for (const header of ['任务ID', '模板', '创建人', '提交时间', '提交规则', '创建结果', '状态', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getAllByText('钱芳')).toHaveLength(2);
    expect(table.getAllByText('2026-11-25 10:00:00').length).toBeGreaterThan(0);
    expect(table.getByText('已创建 38 · 失败 2 · 等待 0')).toBeInTheDocument();
    expect(table.getByText('部分成功')).toBeInTheDocument();
    expect(table.getByText('已完成')).toBeInTheDocument();
    expect(table.getByText('未保存模板')).toBeInTheDocument();
    // A finished task with nothing failed offers no retry; the partly failed one does.
    expect(table.getByRole('button', { name: '重试失败的行 双十二大促模板' })).toBeInTheDocument();
    expect(table.queryByRole('button', { name: '重试失败的行 任务2' })).not.toBeInTheDocument();
    expect(api.bodiesOf('/api/creation/task/list')[0]).toEqual({ media: 'toutiao', current: 1, size: 20 });
  });

  it('follows a running task until it ends, without a reload', async () => {
    let asked = 0;
    fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => {
        asked += 1;
        const running = asked < 2;
        return {
          records: [
            task(3, {
              state: running ? 'running' : 'succeeded',
              finishedAt: running ? null : '2026-11-25T02:10:00.000Z',
              counts: running ? { total: 40, created: 10, failed: 0, waiting: 30, cancelled: 0 } : { total: 40, created: 40, failed: 0, waiting: 0, cancelled: 0 },
            }),
          ],
          total: 1,
          current,
          size,
        };
      })
      .install();
    render();
    expect(await screen.findByText('执行中')).toBeInTheDocument();
    expect(await screen.findByText('已创建 40 · 失败 0 · 等待 0', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('执行中')).not.toBeInTheDocument();
  });

  it('retries the failed rows after a question naming their count', async () => {
    const api = fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({ records: [task(1)], total: 1, current, size }))
      .on('post', '/api/creation/task/retry', () => ({ rows: 2, wave: { n: 3, runAt: '2026-11-25T03:00:00.000Z', rows: 2, state: 'waiting' } }));
    api.install();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: '重试失败的行 双十二大促模板' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定重新创建「双十二大促模板」中失败的2行吗？将作为新的一批立即执行，已创建的对象不会重复创建。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/task/retry')).toEqual([{ id: 1 }]));
    expect(await screen.findByText('已重新提交2行')).toBeInTheDocument();
  });

  it('cancels the waiting waves, naming the waiting rows, and shows a refusal in the question', async () => {
    const waiting = task(5, {
      state: 'running',
      finishedAt: null,
      counts: { total: 40, created: 20, failed: 0, waiting: 20, cancelled: 0 },
      waves: [
        { n: 1, runAt: '2026-11-25T02:00:00.000Z', rows: 20, state: 'done' },
        { n: 2, runAt: '2026-11-25T02:30:00.000Z', rows: 20, state: 'waiting' },
      ],
    });
    fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({ records: [waiting], total: 1, current, size }))
      .on('post', '/api/creation/task/cancel', () => refuse(409, '该批次已开始执行，无法取消'))
      .install();
    const user = userEvent.setup();
    render();
    // While rows are being created, nothing is deleted and nothing retried.
    expect(await screen.findByRole('button', { name: '取消等待中的批次 双十二大促模板' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除本任务创建的对象 双十二大促模板' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消等待中的批次 双十二大促模板' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定取消「双十二大促模板」中等待中的20行吗？尚未开始的批次不再执行，已创建的对象不受影响。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该批次已开始执行，无法取消');
  });

  it('deletes what the task created after a question naming the count', async () => {
    const api = fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({ records: [task(1)], total: 1, current, size }))
      .on('post', '/api/creation/task/delete-created', () => ({ jobId: 'job-9' }));
    api.install();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: '删除本任务创建的对象 双十二大促模板' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除「双十二大促模板」已创建的38个对象吗？将在媒体中删除，删除后不可恢复。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除本任务创建的对象' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/task/delete-created')).toEqual([{ id: 1 }]));
    expect(await screen.findByText('删除任务已提交，可在任务中心查看进度')).toBeInTheDocument();
  });

  it('opens a task: its waves, and per row the media id, state, review with the reason, failure reason and wave', async () => {
    const api = fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({ records: [task(1)], total: 1, current, size }))
      .on('post', '/api/creation/task/get', () => task(1))
      .on('post', '/api/creation/task/retry', ({ rowKeys }) => ({ rows: rowKeys?.length ?? 2, wave: null }))
      .on('post', '/api/creation/task/rows', ({ current, size, state }) => {
        const all = [
          row('1'),
          row('2', { review: 'rejected', reviewReason: '落地页与广告内容不符' }),
          row('3', { state: 'failed', mediaId: null, review: null, reason: '出价超出媒体允许范围', wave: 2 }),
        ];
        const records = state ? all.filter((r) => r.state === state) : all;
        return { records, total: records.length, current, size };
      });
    api.install();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: '详情 双十二大促模板' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('任务详情：双十二大促模板')).toBeInTheDocument();
    expect(drawer.getByText('第2批 · 2026-11-25 10:30 · 20行 · 已完成')).toBeInTheDocument();
    const rows = within(await drawer.findByRole('region', { name: '创建明细' }));
    expect(await rows.findByText('73001')).toBeInTheDocument();
    expect(rows.getByText('不通过')).toBeInTheDocument();
    expect(rows.getByText('落地页与广告内容不符')).toBeInTheDocument();
    expect(rows.getByText('出价超出媒体允许范围')).toBeInTheDocument();
    expect(rows.getByText('第2批')).toBeInTheDocument();
    expect(rows.getAllByText('广告计划').length).toBeGreaterThan(0);
    expect(drawer.getByRole('button', { name: '重试失败的行' })).toBeInTheDocument();
    // Only a failed row can be chosen; the chosen ones are retried alone, after a question naming their count.
    expect(rows.getByRole('checkbox', { name: '选择 计划_1' })).toBeDisabled();
    await user.click(rows.getByRole('checkbox', { name: '选择 计划_3' }));
    await user.click(drawer.getByRole('button', { name: '重试所选的1行' }));
    const question = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    expect(within(question).getByText('确定重新创建「双十二大促模板」中所选的1个失败对象吗？将作为新的一批立即执行，其失败的上级一并重试。')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/task/retry')).toEqual([{ id: 1, rowKeys: ['3'] }]));
  });

  it('runs a waiting wave now (立即执行) after a question, and shows the refusal of a wave that has started', async () => {
    const later = new Date(Date.now() + 30 * 60_000).toISOString();
    const waiting = task(6, {
      state: 'running',
      finishedAt: null,
      counts: { total: 40, created: 20, failed: 0, waiting: 20, cancelled: 0 },
      waves: [
        { n: 1, runAt: '2026-11-25T02:00:00.000Z', rows: 20, state: 'done' },
        { n: 2, runAt: later, rows: 20, state: 'waiting' },
      ],
    });
    let refused = false;
    const api = fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({ records: [waiting], total: 1, current, size }))
      .on('post', '/api/creation/task/get', () => waiting)
      .on('post', '/api/creation/task/rows', ({ current, size }) => ({ records: [row('1')], total: 1, current, size }))
      .on('post', '/api/creation/task/run-now', ({ wave }) => (refused ? refuse(404, '第2批正在执行，不能立即执行') : { n: wave, runAt: new Date().toISOString(), rows: 20, state: 'waiting' }));
    api.install();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: '详情 双十二大促模板' }));
    const drawer = within(await screen.findByRole('dialog'));
    // A wave done offers nothing; the waiting one offers 立即执行.
    expect(await drawer.findByRole('button', { name: '立即执行 第2批' })).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: '立即执行 第1批' })).not.toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: '立即执行 第2批' }));
    let question = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    expect(within(question).getByText('确定立即执行「双十二大促模板」的第2批（20行）吗？不再等待计划时间，每批只能立即执行一次。')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '立即执行' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/task/run-now')).toEqual([{ id: 6, wave: 2 }]));
    expect(await screen.findByText('第2批将立即执行')).toBeInTheDocument();

    refused = true;
    await user.click(drawer.getByRole('button', { name: '立即执行 第2批' }));
    question = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await user.click(within(question).getByRole('button', { name: '立即执行' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent('第2批正在执行，不能立即执行');
  });

  it('opens the task an address names (?task=)', async () => {
    fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => ({ records: [task(1)], total: 1, current, size }))
      .on('post', '/api/creation/task/get', () => task(1))
      .on('post', '/api/creation/task/rows', ({ current, size }) => ({ records: [row('1')], total: 1, current, size }))
      .install();
    renderSubAppPage(Page, '/toutiao-app/promote/toutiao/auto-create-task?task=1');
    expect(await screen.findByText('任务详情：双十二大促模板')).toBeInTheDocument();
  });

  it('says when there is no task, and when the list fails, with 重试', async () => {
    let fail = true;
    fakeApi()
      .on('post', '/api/creation/task/list', ({ current, size }) => (fail ? refuse(500, '创建任务加载失败') : { records: [], total: 0, current, size }))
      .install();
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('创建任务加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无创建任务')).toBeInTheDocument();
  });
});
