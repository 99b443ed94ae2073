import { expectNoSeriousAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, login, PASSWORD, test } from './support/desk';

// 素材汇总 (common-app › 素材管理, issue 20) against the real server: the fresh desk's first metrics sync read
// the media's figures of the demo materials pushed to toutiao (the journeys' global setup waits for it), so a
// manager finds each designer's figures over the last 7 days, the top materials by cost, the trend drawn by
// ECharts and an export; a design manager sees the design team's figures.
const SUMMARY = '/common-app/assets/material-summary';
const money = /^\d{1,3}(,\d{3})*\.\d{2}$/;

test.describe.serial('material summary', () => {
  test('a manager finds the designer’s figures, the top materials and the trend, and exports them', async ({ page }, testInfo) => {
    await login(page, 'manager');
    await page.goto(SUMMARY);
    await expect(page.getByRole('heading', { name: '素材汇总' }).first()).toBeVisible();

    // The designer 李静's row, with their materials' cost.
    const designers = page.getByRole('region', { name: '设计师数据列表' });
    const li = designers.locator('tbody tr', { hasText: '李静' });
    await expect(li).toBeVisible({ timeout: 60_000 });
    const liCost = (await li.locator('td').nth(2).innerText()).trim();
    expect(liCost).toMatch(money);
    expect(Number(liCost.replace(/,/g, ''))).toBeGreaterThan(0);

    // The top materials by cost, the first the dearest, and the same material first in the table below.
    const top = page.getByRole('list', { name: '消耗 TOP 素材' });
    const first = top.getByRole('listitem').first();
    await expect(first).toHaveAttribute('aria-label', /^第1名 /);
    const topName = ((await first.getAttribute('aria-label')) ?? '').replace(/^第1名 /, '');
    const materials = page.getByRole('region', { name: '素材数据列表' });
    await expect(materials.locator('tbody tr').first()).toContainText(topName);

    // The trend: ECharts draws the days on its canvas.
    const chart = page.getByTestId('trend-chart');
    await expect(chart.locator('canvas')).toBeVisible({ timeout: 60_000 });
    await expect(chart).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('material-summary-manager.png'), fullPage: true });

    // Only 李静's materials (a copied link with the designer filter): every material row is theirs, and the
    // designers' table holds them alone.
    await page.goto(`${SUMMARY}?filters=${encodeURIComponent(JSON.stringify({ designerIds: [await designerId(page, '李静')] }))}`);
    await expect(designers.locator('tbody tr')).toHaveCount(1, { timeout: 60_000 });
    await expect(designers.locator('tbody tr')).toContainText('李静');
    await expect(materials.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
    const rows = await materials.locator('tbody tr').count();
    for (let i = 0; i < rows; i += 1) await expect(materials.locator('tbody tr').nth(i)).toContainText('李静');
    // A material's name opens it in 素材库.
    const name = (await materials.locator('tbody tr').first().getByRole('link').innerText()).trim();
    expect(name.length).toBeGreaterThan(0);

    // 导出: the list kit's export (a file at once, or a job whose file arrives in the message centre).
    await page.getByRole('button', { name: '导出' }).click();
    await expect(page.getByText(/导出完成，开始下载|导出任务已提交/)).toBeVisible();
  });

  test('a design manager sees the design team’s figures', async ({ page }, testInfo) => {
    await login(page, 'designmanager');
    await page.goto(SUMMARY);
    const designers = page.getByRole('region', { name: '设计师数据列表' });
    await expect(designers.locator('tbody tr', { hasText: '李静' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('trend-chart').locator('canvas')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('material-summary-designmanager.png'), fullPage: true });
  });
});

/** A designer's id, as the page's designer filter offers it, asked as admin (a second login of the manager would end the page's session). */
async function designerId(page: Page, name: string): Promise<number> {
  const login = await page.request.post('/api/user/user/login', { data: { username: 'admin', password: PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const people = await page.request.post('/api/material/people', { data: {}, headers: { authorization: `Toufang ${token}` } });
  const found = ((await people.json()) as { data: { designers: { id: number; name: string }[] } }).data.designers.find((d) => d.name === name);
  if (!found) throw new Error(`no designer ${name}`);
  return found.id;
}
