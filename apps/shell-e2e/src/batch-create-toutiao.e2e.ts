import type { Locator, Page } from '@playwright/test';
import { acceptWarningsIfAny, seededTemplateId, shortenRefusedNames } from './support/creation';
import { confirmUntilSent, expect, login, openPage, test } from './support/desk';

// 批量创建 in waves (issue 22 "Tests and measures") against the real server and toutiao's sandbox: a manager submits
// the team's 巨量引擎2.0 template (40 广告 over two accounts, 分批提交 5 per account); the first wave runs at once.
// Before the second wave, an older 广告 of the account is renamed in 推广管理 to the name a 广告 of that wave will
// take, which no check at submission could foresee: the media refuses that 广告 with its own reason (names are
// unique per account). The older 广告 gets its name back, the failed row is retried and created, the other waves
// run, and the task ends 已完成 with every object created once.
const TASKS = '/toutiao-app/promote/toutiao/auto-create-task';
const TEMPLATE = '巨量引擎2.0批量创建（团队）';

interface TemplateAnswer {
  data: { body: unknown } | null;
}
interface FactsAnswer {
  data: { existingNames: Record<string, { ad?: string[] }>; accountNames: Record<string, string> } | null;
}

/** The page's own session token (a second login would end it). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('toufang_token') ?? sessionStorage.getItem('toufang_token'));
  expect(token, 'the page holds a session').toBeTruthy();
  return token as string;
}

/** A 广告 the template's first account already has, as the desk's preview facts answer it, and that account's name. */
async function existingAd(page: Page, templateId: number): Promise<{ name: string; account: string }> {
  const headers = { authorization: `Toufang ${await tokenOf(page)}` };
  const template = (await (await page.request.post('/api/creation/template/get', { data: { id: templateId }, headers })).json()) as TemplateAnswer;
  const facts = (await (await page.request.post('/api/creation/preview/facts', { data: { body: template.data?.body }, headers })).json()) as FactsAnswer;
  const name = facts.data?.existingNames['0']?.ad?.[0];
  const account = facts.data?.accountNames['0'];
  if (!name || !account) throw new Error('the template’s first account has no 广告 the desk knows of');
  return { name, account };
}

/** 立即执行 of one waiting wave, confirmed, until the wave has run. */
async function runWaveNow(page: Page, waves: Locator, n: number): Promise<void> {
  await waves.getByRole('button', { name: `立即执行 第${n}批` }).click();
  const ask = page.getByRole('dialog', { name: '立即执行批次' });
  await expect(ask).toContainText(`第${n}批`);
  await ask.getByRole('button', { name: '立即执行' }).click();
  await expect(ask).toBeHidden();
  await expect(waves.getByText(new RegExp(`^第${n}批 · .* · 已完成$`))).toBeVisible({ timeout: 120_000 });
}

/** Renames an account's 广告 in 推广管理 (the row's own name editor), and waits for the media to have taken it. */
async function renameAd(page: Page, account: string, from: string, to: string): Promise<void> {
  const ads = `/toutiao-app/promote/toutiao/delivery/ad?filters=${encodeURIComponent(JSON.stringify({ search: { field: 'name', method: 'LIKE', value: from } }))}`;
  const table = page.getByRole('region', { name: '广告列表' });
  // The search matches within names (…_1 finds …_10 too): the row is the account's one whose name is exactly it.
  const edit = table.getByRole('row').filter({ hasText: account }).getByRole('button', { name: `编辑${from}的名称`, exact: true });
  await openPage(page, ads, edit);
  await edit.click();
  const nameEditor = page.getByRole('group', { name: `编辑${from}的名称`, exact: true });
  await nameEditor.getByRole('textbox', { name: `${from}的名称`, exact: true }).fill(to);
  await confirmUntilSent(page, nameEditor.getByRole('button', { name: '确定' }), '/api/delivery/edit');
  await expect(page.getByText(`${from} 已修改`).first()).toBeVisible({ timeout: 60_000 });
}

test.describe.serial('batch creation in waves', () => {
  // A bound, not a measure: the editor's chunk, the preview of 44 rows, four waves and a rename on a busy desk.
  test.describe.configure({ timeout: 420_000 });

  test('a manager builds 40 toutiao ads over two accounts in waves, one refused by the media, and retries it', async ({ page }) => {
    await login(page, 'manager');
    const id = await seededTemplateId(page, 'toutiao', 'project');
    const taken = await existingAd(page, id);

    const editor = page.getByRole('main', { name: '巨量引擎2.0批量创建' });
    await openPage(page, `/toutiao-app/ad/ad-speed-create/project/${id}`, editor.getByRole('button', { name: '生成预览' }));
    // The live count: 4 项目 and 40 广告, and the rule the team keeps: 分批提交.
    await expect(editor.getByText('广告 40 个', { exact: true })).toBeVisible();
    await expect(editor.getByText('项目 4 个', { exact: true })).toBeVisible();
    await expect(editor.getByRole('radio', { name: '分批提交' })).toBeChecked();

    await editor.getByRole('button', { name: '生成预览' }).click();
    const preview = editor.getByRole('table', { name: '预览' });
    await expect(preview).toBeVisible({ timeout: 60_000 });
    await expect(editor.getByText('共 44 行', { exact: true })).toBeVisible({ timeout: 60_000 });
    // A name the account already has is the desk's own error, before any call.
    const first = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: '广告', exact: true }) }).first();
    const planned = await first.getByRole('textbox', { name: /的名称$/ }).inputValue();
    await first.getByRole('textbox', { name: `${planned}的名称` }).fill(taken.name);
    await expect(first.getByText('账户内已有同名广告')).toBeVisible();
    await expect(editor.getByText('1 个错误', { exact: true })).toBeVisible();
    await first.getByRole('textbox', { name: `${taken.name}的名称` }).fill(planned);
    await shortenRefusedNames(page, '巨量短名');
    await acceptWarningsIfAny(page);
    const submit = editor.getByRole('button', { name: '提交', exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();

    // The task: four waves of 10 广告 (5 per account) with their 项目; the first runs at once, the others wait
    // their 10 minutes.
    await expect(page).toHaveURL(new RegExp(TASKS), { timeout: 60_000 });
    const tasks = page.getByRole('region', { name: '创建任务列表' });
    const task = tasks.getByRole('row').filter({ hasText: TEMPLATE }).first();
    await expect(task).toContainText('共 44 个对象', { timeout: 60_000 });
    const drawer = page.getByRole('dialog', { name: `任务详情：${TEMPLATE}` });
    const waves = drawer.getByRole('region', { name: '提交批次' });
    const rows = drawer.getByRole('region', { name: '创建明细' });
    // A submission lands on its task's 详情.
    await expect(drawer).toBeVisible({ timeout: 60_000 });
    await expect(waves.getByText(/^第1批 · .* · 已完成$/)).toBeVisible({ timeout: 120_000 });
    for (const n of [2, 3, 4]) await expect(waves.getByText(new RegExp(`^第${n}批 · .* · 等待中$`))).toBeVisible();
    await expect(task).toContainText('已创建 12 · 失败 0 · 等待 32');

    // A 广告 of the second wave in the first account, and the name it will be created with.
    const second = rows.getByRole('row').filter({ hasText: '第2批' }).filter({ hasText: taken.account }).filter({ has: page.getByRole('gridcell', { name: '广告', exact: true }) }).first();
    // Its row's checkbox is named after it (选择 <name>).
    const secondName = ((await second.getByRole('checkbox').getAttribute('aria-label')) ?? '').replace(/^选择 /, '');
    expect(secondName).toMatch(/广告/);

    // Meanwhile the older 广告 is renamed to that name in 推广管理.
    await renameAd(page, taken.account, taken.name, secondName);

    // The second wave: the media refuses that 广告 with its own reason; the rest of the wave is created.
    await openPage(page, TASKS, task);
    await task.getByRole('button', { name: `详情 ${TEMPLATE}` }).click();
    await runWaveNow(page, waves, 2);
    // The other account's 广告 of that wave has the same name (names are unique per account only).
    const refused = rows.getByRole('row').filter({ hasText: taken.account }).filter({ has: page.getByRole('gridcell', { name: secondName, exact: true }) });
    await expect(refused).toContainText('失败');
    await expect(refused).toContainText(`名称“${secondName}”已存在`);
    await expect(task).toContainText('失败 1');

    // The older 广告 gets its name back; 重试失败的行 sends the refused row again as a wave of its own.
    await renameAd(page, taken.account, secondName, taken.name);
    await openPage(page, TASKS, task);
    await task.getByRole('button', { name: `重试失败的行 ${TEMPLATE}` }).click();
    const ask = page.getByRole('dialog', { name: '重试失败的行' });
    await expect(ask).toContainText('失败的1行');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已重新提交1行')).toBeVisible();
    await expect(task).toContainText('失败 0', { timeout: 120_000 });

    // The other waves, each run now (立即执行) rather than in 10 and 20 minutes; the task ends with all 44 objects created once.
    await task.getByRole('button', { name: `详情 ${TEMPLATE}` }).click();
    await expect(refused).toContainText('已创建', { timeout: 120_000 });
    for (const n of [3, 4]) await runWaveNow(page, waves, n);
    await page.keyboard.press('Escape');
    await expect(task).toContainText('已创建 44 · 失败 0 · 等待 0', { timeout: 120_000 });
    await expect(task).toContainText('已完成');
  });
});
