import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse } from '@toufang/api/testing';
import { setApiClient } from '@toufang/api';
import { Toast } from '@toufang/ui';
import { BAIDU_TEST_SPEC, renderCreation, sampleBody, serveCreation, templateOf, TEST_SPEC } from '../../testing';
import { creationTasksPath } from '../route/creation-paths';

afterEach(() => {
  // Unmounted first, so nothing of the page asks the real client once the fake is gone.
  cleanup();
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

const PATH = '/toutiao-app/ad/ad-speed-create/project/5';
const preview = () => screen.getByRole('table', { name: '预览' });
const submitButton = () => screen.getByRole('button', { name: '提交' });

async function openPreview() {
  await userEvent.click(await screen.findByRole('button', { name: '生成预览' }));
  const table = await screen.findByRole('table', { name: '预览' });
  // The rows' checks follow the rows by a task (检查中… until then).
  await waitFor(() => expect(within(table).queryAllByText('检查中…')).toEqual([]));
  return within(table);
}

describe('the creation editor', () => {
  it('opens a template, previews its rows and submits them, then lands on the media’s tasks page', async () => {
    const api = serveCreation({ templates: [templateOf(5, '双11模板', sampleBody())] });
    const { router } = renderCreation(PATH);
    expect(await screen.findByRole('textbox', { name: '模板名称' })).toHaveProperty('value', '双11模板');
    const table = await openPreview();
    // 2 项目 and 8 广告, parents first.
    expect(within(preview()).getAllByRole('row')).toHaveLength(11);
    expect(table.getAllByText('沙箱账户甲').length).toBeGreaterThan(0);
    await userEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/toutiao-app/promote/toutiao/auto-create-task'));
    // The tasks page opens the new task's detail from ?task=.
    expect(router.state.location.search).toBe('?task=31');
    const sent = api.bodiesOf('/api/creation/task/submit')[0] as { rows: unknown[]; templateId: number };
    expect(sent.rows).toHaveLength(10);
    expect(sent.templateId).toBe(5);
    // The 防出错 check ran before it.
    expect(api.paths.indexOf('/api/creation/error-prevention/check')).toBeLessThan(api.paths.indexOf('/api/creation/task/submit'));
  });

  it('blocks 提交 while a row has an error, until the row is fixed or removed', async () => {
    serveCreation({ templates: [templateOf(5, '双11模板', sampleBody())] });
    renderCreation(PATH);
    const table = await openPreview();
    expect(submitButton()).toHaveProperty('disabled', false);
    const [firstAd] = table.getAllByRole('textbox').filter((i) => i.getAttribute('aria-label')?.startsWith('广告_'));
    await userEvent.clear(firstAd);
    await userEvent.click(firstAd);
    await userEvent.paste('超'.repeat(51));
    expect(await screen.findByText(/广告名称最多50个字符/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('还有 1 个错误，修改或移除这些行后才能提交');
    expect(submitButton()).toHaveProperty('disabled', true);
    await userEvent.click(table.getByRole('button', { name: `移除 ${'超'.repeat(51)}` }));
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('asks to accept the warnings before 提交', async () => {
    const body = sampleBody(TEST_SPEC, { naming: { project: { parts: [{ kind: 'text', text: '双11项目' }] } } });
    // The first account already has a 项目 of that name: the engine suffixes it and the check warns.
    serveCreation({ templates: [templateOf(5, '双11模板', body)], existingNames: { 0: { project: ['双11项目'] } } });
    renderCreation(PATH);
    await openPreview();
    expect(await screen.findByText('名称“双11项目”重复，已自动加后缀')).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: '我已知晓 1 个提醒，仍然提交' }));
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('opens the 防出错 modal with its texts when the rows break a rule, and submits nothing', async () => {
    const api = serveCreation({
      templates: [templateOf(5, '双11模板', sampleBody())],
      rules: [{ ruleName: '出价上限', ruleId: 12, rows: [{ objectLabel: { message: '广告_1', error: false }, bid: { message: '1.5（允许：0.5-1）', error: true } }] }],
    });
    renderCreation(PATH);
    await openPreview();
    await userEvent.click(submitButton());
    const modal = await screen.findByRole('dialog', { name: '防出错提示' });
    expect(within(modal).getByText('配置内容与防出错设置不一致，请修改广告设置')).toBeTruthy();
    expect(within(modal).getByText('若需修改防出错内容，请联系管理员或优化经理修改')).toBeTruthy();
    expect(within(modal).getByText('出价上限(12)')).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: '去修改' }));
    // The DOM here runs no CSS animation: end the closing one by hand.
    fireEvent.animationEnd(modal);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '防出错提示' })).toBeNull());
    expect(api.paths).not.toContain('/api/creation/task/submit');
  });

  it('saves a draft as the person types and restores it after a remount, with a notice', async () => {
    const api = serveCreation({ templates: [templateOf(5, '双11模板', sampleBody())] });
    renderCreation(PATH);
    const name = await screen.findByRole('textbox', { name: '模板名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '双12模板');
    await waitFor(() => expect(api.drafts.get('template:5')?.name).toBe('双12模板'), { timeout: 3000 });
    cleanup();

    renderCreation(PATH);
    expect(await screen.findByText('已恢复未保存的草稿')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '模板名称' })).toHaveProperty('value', '双12模板');
  });

  it('keeps the draft in this browser when the server cannot be reached, and restores it', async () => {
    serveCreation({ templates: [templateOf(5, '双11模板', sampleBody())], draftsDown: true });
    renderCreation(PATH);
    const name = await screen.findByRole('textbox', { name: '模板名称' });
    await userEvent.type(name, '-改');
    expect(await screen.findByText('网络不可用，草稿已暂存在本机', undefined, { timeout: 3000 })).toBeTruthy();
    cleanup();

    renderCreation(PATH);
    expect(await screen.findByText('已恢复未保存的草稿')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '模板名称' })).toHaveProperty('value', '双11模板-改');
  });

  it('lands on each media’s tasks page with the task, or on the success view where the media has none', () => {
    expect(creationTasksPath('toutiao', 31)).toBe('/toutiao-app/promote/toutiao/auto-create-task?task=31');
    expect(creationTasksPath('kuaishou', 31)).toBe('/kuaishou-app/promote/kuaishou/auto-create-task?task=31');
    expect(creationTasksPath('qianchuan', 31)).toBe('/qianchuan-app/promote/qianchuan/batch-task?task=31');
    for (const media of ['gdt', 'baidu', 'bilibili'] as const) expect(creationTasksPath(media, 31)).toBeNull();
  });

  it('opens a new template with a notice when the template is missing (removed, or another company’s), and saves it as new', async () => {
    // The fake answers code 404 for a template it does not hold, as the server does.
    const api = serveCreation();
    const { router } = renderCreation(PATH);
    expect(await screen.findByText('模板不存在或已删除，已为你打开新模板')).toBeTruthy();
    expect(screen.queryByText('模板加载失败，请重试')).toBeNull();
    expect(router.state.location.pathname).toBe('/toutiao-app/ad/ad-speed-create/project/new');
    const name = screen.getByRole('textbox', { name: '模板名称' });
    expect(name).toHaveProperty('value', '');
    await userEvent.type(name, '新模板');
    // Its draft is a new template's, not the missing one's.
    await waitFor(() => expect(api.drafts.get('new:toutiao:project')?.name).toBe('新模板'), { timeout: 3000 });
    expect(api.drafts.has('template:5')).toBe(false);
  });

  it('says a template could not be loaded, and asks again', async () => {
    const api = serveCreation();
    api.on('post', '/api/creation/template/get', () => refuse(500, '系统繁忙'));
    renderCreation(PATH);
    expect(await screen.findByText('模板加载失败，请重试')).toBeTruthy();
    api.on('post', '/api/creation/template/get', () => templateOf(5, '双11模板', sampleBody()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('textbox', { name: '模板名称' })).toHaveProperty('value', '双11模板');
  });

  it('runs baidu’s three routes as one flow: basic-settings, preview-submit, submit-success', async () => {
    serveCreation({ templates: [templateOf(5, '百度模板', sampleBody(BAIDU_TEST_SPEC))] });
    const { router } = renderCreation('/baidu-app/ad/ad-speed-create/basic-settings/5', [BAIDU_TEST_SPEC]);
    await userEvent.click(await screen.findByRole('button', { name: '生成预览' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/baidu-app/ad/ad-speed-create/preview-submit/5'));
    expect(await screen.findByRole('table', { name: '预览' })).toBeTruthy();
    await userEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/baidu-app/ad/ad-speed-create/submit-success/5'));
    expect(await screen.findByRole('heading', { name: '提交成功' })).toBeTruthy();
    expect(screen.getByText('任务编号 31')).toBeTruthy();
  });

  it('saves only the template when the rule says 仅保存模板, and submits nothing', async () => {
    const body = sampleBody(TEST_SPEC, { submission: { submitType: 'saveTemplateOnly', adsSubmitRule: 'NOW' } });
    const api = serveCreation({ templates: [templateOf(5, '双11模板', body)] });
    renderCreation(PATH);
    await openPreview();
    await userEvent.click(screen.getAllByRole('button', { name: '保存模板' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('heading', { name: '模板已保存' })).toBeTruthy();
    expect(api.bodiesOf('/api/creation/template/save')[0]).toMatchObject({ id: 5, name: '双11模板' });
    expect(api.paths).not.toContain('/api/creation/task/submit');
  });

  it('另存为 asks a name, saves a new template and opens it', async () => {
    const api = serveCreation({ templates: [templateOf(5, '双11模板', sampleBody())] });
    const { router } = renderCreation(PATH);
    await userEvent.click(await screen.findByRole('button', { name: '另存为' }));
    const dialog = await screen.findByRole('dialog', { name: '另存为新模板' });
    const name = within(dialog).getByRole('textbox', { name: '模板名称' });
    expect(name).toHaveProperty('value', '双11模板-副本');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入模板名称');
    await userEvent.type(name, '双12模板');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toutiao-app/ad/ad-speed-create/project/501'));
    expect(api.bodiesOf('/api/creation/template/save')[0]).not.toHaveProperty('id');
  });
});
