import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, openPage, test } from './support/desk';

// 任务中心 (tools-app › 账户工具, issue 19 §4) against the real server: a manager sees the demo company's
// seeded history, an export started on a delivery page appears in the open task centre without a reload
// (the page asks again every few seconds, sooner while a shown job is unfinished), its
// file downloads from there, and the queued sync is cancelled after a confirmation.
const TASK_CENTER = '/tools-app/tool/account-tool/task-center';
const TOUTIAO_PLANS = '/toutiao-app/promote/toutiao/delivery/plan';
const EXPORT_TARGET = '巨量引擎 广告计划数据';

test.describe.serial('task centre', () => {
  // A bound, not a measure: the journey visits five states of the list, a delivery page and an export.
  test.describe.configure({ timeout: 420_000 });

  test('a manager sees the seeded jobs, follows a new export there without reloading, downloads it and cancels a queued sync', async ({ page, context }) => {
    await login(page, 'manager');
    const table = page.getByRole('region', { name: '任务列表' });
    const rows = table.locator('tbody tr');
    // The seeded history, one state at a time through the page's own filter in the URL: the journeys before
    // this one start jobs of their own (pushes, edits, exports), which push the seeded rows off the first page.
    const only = (filters: Record<string, string>) => `${TASK_CENTER}?filters=${encodeURIComponent(JSON.stringify(filters))}`;
    await openPage(page, only({ state: 'partial' }), rows.filter({ hasText: '部分成功' }).first());
    await page.goto(only({ state: 'expired' }));
    await expect(rows.filter({ hasText: '已过期' }).first()).toContainText('文件已过期（保留7天）');
    await page.goto(only({ state: 'queued' }));
    await expect(rows.filter({ hasText: '同步账户' }).first()).toContainText('系统');
    await page.goto(only({ state: 'failed' }));
    await expect(rows.filter({ hasText: '失败' }).first()).toBeVisible();
    await page.goto(TASK_CENTER);
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // The exports shown now (the page holds 20 rows: a new one on top pushes the oldest row off it).
    const exportsBefore = new Set(await rows.filter({ hasText: EXPORT_TARGET }).allInnerTexts());

    // The export, started on a delivery page in another tab of the same session.
    const delivery = await context.newPage();
    const plans = delivery.getByRole('region', { name: '广告计划列表' });
    await openPage(delivery, TOUTIAO_PLANS, plans.getByTestId('sandbox-tag').first());
    await delivery.getByRole('button', { name: '导出' }).click();
    await expect(delivery.getByText(/导出完成，开始下载|导出任务已提交/)).toBeVisible({ timeout: 60_000 });
    await delivery.close();

    // The task centre, never reloaded, shows it finished (newest first) with its file.
    const newest = rows.first();
    await expect
      .poll(async () => {
        const text = await newest.innerText();
        return text.includes(EXPORT_TARGET) && !exportsBefore.has(text);
      }, { timeout: 60_000 })
      .toBe(true);
    await expect(newest).toContainText('成功', { timeout: 120_000 });
    await expect(newest).toContainText('文件保留7天');
    const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: `下载 ${EXPORT_TARGET}` }).click()]);
    expect(download.suggestedFilename()).toMatch(/^广告计划数据_\d{12}\.xlsx$/);

    // 取消 after a confirmation: a queued job ends at once.
    // The seeded account sync that waits for its retry (the fresh desk's own syncs have run by now), among
    // the syncs only, so that it is on the first page whatever other jobs came after it.
    await page.goto(only({ type: 'sync' }));
    const queued = rows.filter({ hasText: '排队中' }).filter({ hasText: '同步账户' }).first();
    const target = (await queued.locator('td').nth(1).innerText()).trim();
    await queued.getByRole('button', { name: /^取消 / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确定取消「同步账户」吗？');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(rows.filter({ hasText: target }).filter({ hasText: '已取消' }).first()).toBeVisible({ timeout: 30_000 });
  });
});
