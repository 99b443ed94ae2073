import type { Page, Response } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { chooseUntilShown, expect, login, openPage, test } from './support/desk';

// 命名解析 (issue 21, design §4.2 and §5.2) against the real server and the demo desk's seeded rules: a manager
// opens 命名解析管理, edits 投放命名规范 in the full-screen editor whose live preview counts the demo names it
// parses (匹配N条 / 共M条), saves a new version, then filters 巨量引擎's 广告计划 table by 主题 = 节日大促 and sees only
// plans whose names start with it.
const LIST = '/common-app/assets/name-analysis-management';
const TOUTIAO_PLANS = '/toutiao-app/promote/toutiao/delivery/plan';
const THEME = '节日大促';

interface ListAnswer {
  code: number;
  data: { records: { name: string }[]; total: number };
}

/** Picks an option of a Semi Select by the select's accessible name (delivery.e2e.ts does the same). */
async function pick(page: Page, combo: string, option: string) {
  await chooseUntilShown(page.getByRole('combobox', { name: combo }), {
    list: page.getByRole('combobox', { name: combo, expanded: true }),
    entry: page.getByRole('option').filter({ hasText: new RegExp(`^${option}$`) }),
    shown: option,
  });
}

test.describe.serial('name analysis', () => {
  test.describe.configure({ timeout: 300_000 });
  test('a manager edits 投放命名规范 over a live preview, saves a new version, and filters toutiao plans by 主题', async ({ page }) => {
    await login(page, 'manager');
    const rules = page.getByRole('region', { name: '命名解析管理' });
    await openPage(page, LIST, rules.getByText('投放命名规范'));
    await expectNoSeriousAxeViolations(page);
    const row = rules.locator('tbody tr').filter({ hasText: '投放命名规范' });
    const before = Number(/共(\d+)版/.exec((await row.textContent()) ?? '')?.[1]);

    // The editor opens full screen on the rule, and its preview parses the names the manager sees.
    await row.getByRole('button', { name: '编辑 投放命名规范' }).click();
    await expect(page).toHaveURL(/\/common-app\/add-name-rules\?id=\d+/);
    const counts = page.getByRole('status').filter({ hasText: /匹配\d+条 \/ 共\d+条/ });
    await expect(counts).toBeVisible({ timeout: 30_000 });
    const [, matched, total] = /匹配(\d+)条 \/ 共(\d+)条/.exec((await counts.textContent()) ?? '') ?? [];
    // The demo names are written {主题}_{层级名}_{MMDD}_{序号}: all but the clashes (_b) and 最 parse.
    expect(Number(total)).toBeGreaterThan(0);
    expect(Number(matched)).toBeGreaterThan(Number(total) * 0.8);
    // The samples come in name order: the rule's columns, each row's parts read from its name.
    const samples = page.getByRole('region', { name: '解析样例' });
    await expect(samples.getByRole('columnheader', { name: '主题' })).toBeVisible();
    await expect(samples.getByRole('row').filter({ hasText: /_\d{4}_/ }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('textbox', { name: '版本说明' }).fill('复核后保存');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(rules.locator('tbody tr').filter({ hasText: '投放命名规范' })).toContainText(`共${before + 1}版`);

    // The parsed 主题 filters the delivery table.
    const table = page.getByRole('region', { name: '广告计划列表' });
    await openPage(page, TOUTIAO_PLANS, table.getByTestId('sandbox-tag').first());
    await pick(page, '取值', THEME);
    const [response] = await Promise.all([
      page.waitForResponse((r: Response) => r.url().endsWith('/api/delivery/list') && r.request().method() === 'POST'),
      page.getByRole('button', { name: '查询', exact: true }).click(),
    ]);
    const answer = (await response.json()) as ListAnswer;
    expect(response.request().postDataJSON()).toMatchObject({ nameField: { field: 'theme', values: [THEME] } });
    expect(answer.code).toBe(200);
    expect(answer.data.total).toBeGreaterThan(0);
    for (const record of answer.data.records) expect(record.name.startsWith(`${THEME}_`)).toBe(true);
    await expect(table.locator('tbody tr').first()).toContainText(THEME);
  });
});
