import { expect, login, openPage, test } from './support/desk';

// 复制广告计划 (issue 22 "Update and copy") against the real server and kuaishou's sandbox: an operator finds a
// plan the desk created (the seeded creation task 磁力拉新-通用模板), opens 复制 from its row, picks a second
// account, previews, submits through the 防出错 check, and follows the task to its created rows.
const SOURCE = '磁力拉新-通用模板_广告计划';
const PLANS = `/kuaishou-app/promote/kuaishou/delivery/plan?filters=${encodeURIComponent(JSON.stringify({ search: { field: 'name', method: 'LIKE', value: SOURCE } }))}`;

test.describe.serial('copy a kuaishou plan', () => {
  // A bound, not a measure: the journey loads the delivery table, the creation kit's chunks and a wave's run.
  test.describe.configure({ timeout: 420_000 });

  test('an operator copies a kuaishou plan to a second account, from the row’s 复制 to the task’s created rows', async ({ page, context }) => {
    await login(page, 'operator');
    const table = page.getByRole('region', { name: '广告计划列表' });
    const row = table.getByRole('row').filter({ hasText: SOURCE }).first();
    await openPage(page, PLANS, row);
    const name = ((await row.getByRole('link', { name: /^复制 / }).getAttribute('aria-label')) ?? '').replace(/^复制 /, '');

    // 复制 opens the editor in a tab of its own, like every row action.
    const [editor] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: `复制 ${name}` }).click()]);
    await expect(editor.getByRole('heading', { name: '复制广告计划' })).toBeVisible({ timeout: 60_000 });
    const from = editor.getByText(/^复制自：/);
    await expect(from).toContainText(name);
    const source = /（(.+)）。/.exec((await from.textContent()) ?? '')?.[1] ?? '';
    // No template to name or save: a copy is a task of its own.
    await expect(editor.getByRole('textbox', { name: '模板名称' })).toHaveCount(0);

    // The target: another of the operator's kuaishou accounts.
    const accounts = editor.getByRole('region', { name: '账户' });
    await accounts.getByRole('combobox').click();
    const target = editor.getByRole('option').filter({ hasNotText: source }).first();
    const targetText = (await target.textContent()) ?? '';
    await target.click();
    const targetName = targetText.replace(/（.*$/, '').trim();
    await editor.keyboard.press('Escape');
    for (const field of ['应用', '落地页']) {
      const input = accounts.getByRole('textbox', { name: `${targetName}的${field}` });
      if ((await input.count()) > 0) await input.fill(field === '应用' ? '1800000001' : 'https://sandbox.example.com/app');
    }

    await editor.getByRole('button', { name: '生成预览' }).click();
    const preview = editor.getByRole('table', { name: '预览' });
    await expect(preview).toBeVisible({ timeout: 60_000 });
    // The plan had no creatives the desk could copy (its task made none): the preview's empty 创意 is removed.
    const creatives = preview.getByRole('row').filter({ has: editor.getByRole('cell', { name: '广告创意', exact: true }) });
    while ((await creatives.count()) > 0) await creatives.first().getByRole('button', { name: /^移除 / }).click();
    const copies = preview.getByRole('row').filter({ hasText: `${name}_复制_` });
    await expect(copies.first()).toBeVisible();
    await expect(preview.getByRole('row').filter({ hasText: targetName }).first()).toBeVisible();
    const accept = editor.getByRole('checkbox', { name: /我已知晓/ });
    if ((await accept.count()) > 0) await accept.check();
    await editor.getByRole('button', { name: '提交', exact: true }).click();

    // The task page of the media: the copy's task, run now, its rows created in the target account.
    await expect(editor).toHaveURL(/\/kuaishou-app\/promote\/kuaishou\/auto-create-task/, { timeout: 60_000 });
    const tasks = editor.getByRole('region', { name: '创建任务列表' });
    const task = tasks.getByRole('row').filter({ hasText: `复制：${name}` }).first();
    await expect(task).toContainText('已完成', { timeout: 120_000 });
    await task.getByRole('button', { name: /^详情 / }).click();
    const drawer = editor.getByRole('dialog');
    const rows = drawer.getByRole('region', { name: '创建明细' });
    const planRow = rows.getByRole('row').filter({ hasText: `${name}_复制_` }).first();
    await expect(planRow).toContainText('已创建');
    await expect(planRow).toContainText(targetName);
    await expect(rows.getByRole('row').filter({ hasText: '广告组' }).filter({ hasText: '已创建' }).first()).toBeVisible();
  });
});
