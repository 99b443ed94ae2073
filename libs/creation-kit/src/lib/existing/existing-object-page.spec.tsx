import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@toufang/api';
import { setApiClient } from '@toufang/api';
import { envelope, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { sampleBody, serveCreation, TEST_SPEC } from '../../testing';
import { ExistingObjectPage, type ExistingObjectPageProps } from './existing-object-page';

afterEach(() => {
  cleanup();
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

const OBJECT = { level: 'project' as const, id: '9001', name: '原项目', parentId: null, accountId: 7, status: 'enabled', budget: 1000, bid: null, settings: { budget: 1000, goal: 'ACTIVE' } };

function existing(mode: 'update' | 'copy', over: Partial<Schemas['CreationExisting']> = {}): Schemas['CreationExisting'] {
  const body = sampleBody(TEST_SPEC, { accounts: [{ mediaAccountId: 7, advertiserId: '1700000000000007', name: '沙箱账户甲', ids: { convertId: 'CV-7' } }] });
  return {
    media: 'toutiao',
    variant: 'project',
    mode,
    level: 'project',
    id: '9001',
    name: '原项目',
    body,
    locked: mode === 'update' ? [{ level: 'project', field: 'goal', reason: '创建后不可修改' }] : [],
    objects: [OBJECT],
    ...over,
  };
}

function serve(answer: Schemas['CreationExisting'] | null, edits: Schemas['CreationExistingEdit'][] = []) {
  const api = serveCreation();
  api.on('post', '/api/creation/existing/load', () => answer ?? envelope(null)).on('post', '/api/creation/existing/update', () => ({ edits }));
  return api;
}

function render(props: Omit<ExistingObjectPageProps, 'variants'>, path = '/toutiao-app/ad/update/toutiao/9001') {
  return renderSubAppPage(() => <ExistingObjectPage variants={[TEST_SPEC]} {...props} />, path, { routePath: path.replace(/\/[^/]+$/, '/:id') });
}

describe('the editor’s update mode', () => {
  it('shows the fields fixed at creation read-only with why, and sends the changed name and budget', async () => {
    const api = serve(existing('update'), [
      { field: 'name', state: 'queued', editId: 1, message: null, refusals: [] },
      { field: 'budget', state: 'queued', editId: 2, message: null, refusals: [] },
    ]);
    const { router } = render({ mode: 'update' });
    expect(await screen.findByRole('heading', { name: '修改项目' })).toBeTruthy();
    expect(api.bodiesOf('/api/creation/existing/load')[0]).toEqual({ media: 'toutiao', mode: 'update', id: '9001' });
    // 优化目标 is the media's, fixed: its value and why, and no control to change it.
    const locked = document.querySelector('[data-locked="goal"]');
    expect(locked?.textContent).toBe('激活');
    expect(screen.getByText('创建后不可修改')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /优化目标/ })).toBeNull();
    const name = screen.getByRole('textbox', { name: '名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '新项目名');
    const budget = screen.getByRole('spinbutton', { name: /项目预算/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '1500');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/existing/update')).toHaveLength(1));
    expect(api.bodiesOf('/api/creation/existing/update')[0]).toMatchObject({ media: 'toutiao', id: '9001', name: '新项目名', settings: { budget: 1500, goal: 'ACTIVE' } });
    // The 防出错 check ran first.
    expect(api.paths.indexOf('/api/creation/error-prevention/check')).toBeLessThan(api.paths.indexOf('/api/creation/existing/update'));
    expect(await screen.findByText('已提交2项修改，可在任务中心查看进度')).toBeTruthy();
    // Back to the delivery table of the object's level.
    expect(router.state.location.pathname).toBe('/toutiao-app/promote/toutiao/delivery/project');
  });

  it('says which change the media refused, in its words, and stays', async () => {
    serve(existing('update'), [{ field: 'budget', state: 'refused', editId: null, message: '今日预算修改次数已达上限', refusals: [] }]);
    const { router } = render({ mode: 'update' });
    const budget = await screen.findByRole('spinbutton', { name: /项目预算/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '1500');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('预算未修改：今日预算修改次数已达上限')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/toutiao-app/ad/update/toutiao/9001');
  });

  it('says so when the object is missing or not the caller’s', async () => {
    serve(null);
    render({ mode: 'update' });
    expect(await screen.findByText('对象不存在或无权访问')).toBeTruthy();
  });
});

describe('the editor’s copy mode', () => {
  it('opens the object’s body without accounts or template controls, and submits to the picked account as a new task', async () => {
    const api = serve(existing('copy'));
    const { router } = render({ mode: 'copy', copyPlan: true }, '/toutiao-app/ad/copyPlan/9001');
    expect(await screen.findByRole('heading', { name: '复制项目' })).toBeTruthy();
    expect(api.bodiesOf('/api/creation/existing/load')[0]).toEqual({ media: 'toutiao', mode: 'copyPlan', id: '9001' });
    expect(screen.getByText(/复制自：原项目（沙箱账户甲）/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '模板名称' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存模板' })).toBeNull();
    // The target accounts are the person's to pick: none yet.
    const accounts = screen.getByRole('region', { name: '账户' });
    await userEvent.click(await within(accounts).findByRole('combobox'));
    await userEvent.click(await screen.findByText(/沙箱账户乙/));
    // The picked account's own id, which the preview and the submission ask as the template's save does.
    await userEvent.type(await within(accounts).findByRole('textbox', { name: '沙箱账户乙的转化目标ID' }), 'CV-2');
    await userEvent.click(screen.getByRole('button', { name: '生成预览' }));
    const table = await screen.findByRole('table', { name: '预览' });
    // 提交 waits for the rows' checks, which follow the rows by a task.
    await waitFor(() => expect(within(table).queryAllByText('检查中…')).toEqual([]));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toutiao-app/promote/toutiao/auto-create-task'));
    const sent = api.bodiesOf('/api/creation/task/submit')[0] as { body: Schemas['CreationTemplateBody']; templateId: number | null; templateName: string };
    expect(sent.body.accounts.map((a) => a.mediaAccountId)).toEqual([8]);
    expect(sent.templateId).toBeNull();
    expect(sent.templateName).toBe('复制：原项目');
    // No draft is kept of a copy.
    expect(api.paths).not.toContain('/api/creation/draft/save');
  });
});
