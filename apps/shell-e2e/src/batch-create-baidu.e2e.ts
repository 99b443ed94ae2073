import { acceptWarningsIfAny, seededTemplateId, shortenRefusedNames } from './support/creation';
import { expect, login, openPage, test } from './support/desk';

// baidu's batch creation is one flow on three routes (shell spec §2.3: basic-settings, preview-submit,
// submit-success; issue 22). An operator opens the seeded 百度营销 template on basic-settings, 生成预览 moves to
// preview-submit with the rows (names baidu's 30 characters refuse are shortened there), 提交 ends on
// submit-success naming the task, and the task's 创建报告 opens.
test.describe.serial('batch creation: baidu’s three steps', () => {
  // A bound, not a measure: the editor's chunk, the preview's facts and the submission on a busy desk.
  test.describe.configure({ timeout: 300_000 });

  test('basic-settings → preview-submit → submit-success, with the task named', async ({ page }) => {
    await login(page, 'operator');
    const id = await seededTemplateId(page, 'baidu', 'basic-settings');
    const editor = page.getByRole('main', { name: '百度营销批量创建' });
    await openPage(page, `/baidu-app/ad/ad-speed-create/basic-settings/${id}`, editor.getByRole('button', { name: '生成预览' }));
    await expect(editor.getByRole('navigation', { name: '预览' }).locator('[aria-current="step"]')).toHaveText('1 设置');

    await editor.getByRole('button', { name: '生成预览' }).click();
    await expect(page).toHaveURL(new RegExp(`/baidu-app/ad/ad-speed-create/preview-submit/${id}$`));
    await expect(editor.getByRole('navigation', { name: '预览' }).locator('[aria-current="step"]')).toHaveText('2 预览');
    const rows = editor.getByText(/^共 \d+ 行$/);
    await expect(rows).toBeVisible({ timeout: 60_000 });
    const count = Number(/\d+/.exec(await rows.innerText())?.[0]);
    expect(count).toBeGreaterThan(0);
    await shortenRefusedNames(page, '百度短名');
    await acceptWarningsIfAny(page);
    const submit = editor.getByRole('button', { name: '提交', exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/baidu-app\/ad\/ad-speed-create\/submit-success\/\d+\?task=\d+&count=\d+$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    await expect(page.getByText(`创建任务已提交，共 ${count} 个对象，可在任务中查看进度`, { exact: true })).toBeVisible();
    const taskId = new URL(page.url()).searchParams.get('task') ?? '';
    await expect(page.getByText(`任务编号 ${taskId}`, { exact: true })).toBeVisible();

    // The named task is the desk's: its 创建报告 opens on it.
    await openPage(page, `/baidu-app/ad/add-report?taskId=${taskId}`, page.getByText(`创建报告 · 任务：${taskId}`));
    await expect(page.getByText('共 1 个任务', { exact: true })).toBeVisible();
  });
});
