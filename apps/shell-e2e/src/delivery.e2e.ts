import type { Page, Response } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { chooseUntilShown, confirmUntilSent, expect, login, openPage, test } from './support/desk';

// 推广管理 (shell spec §2.3, issue 12) against the real server, its sandbox media and its metrics store: a
// manager's filters and columns follow them to another browser, a bulk bid edit over two accounts is undone
// from the message centre, and a budget change over gdt's daily cap is refused before any call.
const TOUTIAO_PLANS = '/toutiao-app/promote/toutiao/delivery/plan';
const GDT_GROUPS = '/gdt-app/promote/gdtV3/delivery/group';

interface ListAnswer {
  data: {
    records: { id: string; name: string; accountId: number; accountName: string; bid: number | null; budget: number | null; metrics: Record<string, number | null> }[];
    total: number;
  };
}

/** The next answer of the delivery list call, parsed, with the filters it was asked for. */
async function nextListCall(page: Page, act: () => Promise<unknown>): Promise<{ asked: Record<string, unknown>; data: ListAnswer['data'] }> {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().endsWith('/api/delivery/list') && r.request().method() === 'POST'),
    act(),
  ]);
  const body = (await response.json()) as ListAnswer & { code: number };
  expect(body.code).toBe(200);
  return { asked: response.request().postDataJSON() as Record<string, unknown>, data: body.data };
}

async function nextList(page: Page, act: () => Promise<unknown>): Promise<ListAnswer['data']> {
  return (await nextListCall(page, act)).data;
}

/** Opens a delivery page and waits for its table's rows (its project runs after the desk's first syncs: playwright.config.ts). */
async function openTable(page: Page, path: string, tableName: string) {
  const table = page.getByRole('region', { name: tableName });
  await openPage(page, path, table.getByTestId('sandbox-tag').first());
  return table;
}

/** Picks an option of a Semi Select by the select's accessible name. */
async function pick(page: Page, combo: string, option: string) {
  const select = page.getByRole('combobox', { name: combo });
  await chooseUntilShown(select, {
    // Open while the select says it is expanded.
    list: page.getByRole('combobox', { name: combo, expanded: true }),
    // Semi's options are also named by their (hidden) tick icon: match the option's text instead.
    entry: page.getByRole('option').filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) }),
    shown: option,
  });
}

test.describe.serial('delivery tables', () => {
  // A bound, not a measure: the first journey also pays the browser's first loads of the shell's chunks and the
  // metrics store's first reads, and two browsers log in, with both cores busy.
  test.describe.configure({ timeout: 420_000 });
  test('a manager filters toutiao plans by cost and CTR, saves the filter and the columns, and finds both in another browser', async ({ page, browser }) => {
    await login(page, 'manager');
    const table = await openTable(page, TOUTIAO_PLANS, '广告计划列表');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('switch', { name: '数据筛选' }).click();
    await pick(page, '第1行指标', '总消耗');
    await pick(page, '第1行条件', '大于');
    await page.getByRole('spinbutton', { name: '第1行数值' }).fill('100');
    await page.getByRole('button', { name: '添加行' }).click();
    await pick(page, '第2行指标', '点击率');
    await pick(page, '第2行条件', '大于');
    await page.getByRole('spinbutton', { name: '第2行数值' }).fill('1');
    const { asked, data: filtered } = await nextListCall(page, () => page.getByRole('button', { name: '查询', exact: true }).click());
    expect(asked.indicators).toEqual({
      union: 0,
      rules: [
        { metric: 'cost', operator: '>', value: 100 },
        { metric: 'ctr', operator: '>', value: 1 },
      ],
    });
    // The server applied both rules (交集) to the range's sums: every row passes both, and some rows remain.
    expect(filtered.total).toBeGreaterThan(0);
    for (const row of filtered.records) {
      expect(row.metrics.cost).toBeGreaterThan(100);
      expect(row.metrics.ctr).toBeGreaterThan(1);
    }
    await expect(table.locator('tbody tr').filter({ has: page.getByTestId('sandbox-tag') })).toHaveCount(Math.min(filtered.records.length, 50));

    await page.getByRole('button', { name: '保存为模板' }).click();
    const save = page.getByRole('dialog', { name: '保存筛选模板' });
    await save.getByRole('textbox', { name: '模板名称' }).fill('高消耗高点击');
    await save.getByRole('button', { name: '确定' }).click();
    await expect(save).toBeHidden();

    await page.getByRole('button', { name: '自定义列' }).click();
    const columns = page.getByRole('dialog', { name: '自定义列' });
    // Semi draws its own box over the input: click through it, as a user's click lands on the box. A click
    // while the dialog still opens can be lost, so each is tried until the box shows the new state.
    const learning = columns.getByRole('checkbox', { name: '学习期' });
    const activations = columns.getByRole('checkbox', { name: '激活数' });
    await expect(async () => {
      if (await learning.isChecked()) await learning.click({ force: true });
      await expect(learning).not.toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(async () => {
      if (!(await activations.isChecked())) await activations.click({ force: true });
      await expect(activations).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await columns.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('列设置已保存')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /激活数/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '学习期' })).toHaveCount(0);

    // Another browser: nothing of the first one's storage, only the server's.
    const other = await browser.newContext({ locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await second.addInitScript(() => localStorage.setItem('toufang_upgrade_notice', '2025-01-10'));
      await login(second, 'manager');
      const secondTable = await openTable(second, TOUTIAO_PLANS, '广告计划列表');
      await expect(secondTable.getByRole('columnheader', { name: /激活数/ })).toBeVisible();
      await expect(secondTable.getByRole('columnheader', { name: '学习期' })).toHaveCount(0);

      await second.getByRole('button', { name: '筛选模板' }).click();
      const templates = second.getByRole('dialog', { name: '筛选模板' });
      await templates.getByRole('button', { name: '高消耗高点击', exact: true }).click();
      await expect(second.getByRole('switch', { name: '数据筛选' })).toBeChecked();
      await expect(second.getByRole('combobox', { name: '第1行指标' })).toContainText('总消耗');
      await expect(second.getByRole('spinbutton', { name: '第2行数值' })).toHaveValue('1.00');
      // The same rules go to the server again (the figures themselves move on as the desk syncs).
      const again = await nextListCall(second, () => second.getByRole('button', { name: '查询', exact: true }).click());
      expect(again.asked.indicators).toEqual(asked.indicators);
      for (const row of again.data.records) expect(row.metrics.ctr).toBeGreaterThan(1);
    } finally {
      await other.close();
    }
  });

  test('a bulk bid edit on 30 plans across two accounts ends with a message whose 撤销 restores them', async ({ page }) => {
    await login(page, 'manager');
    const table = await openTable(page, TOUTIAO_PLANS, '广告计划列表');

    // Each company's first two toutiao accounts (names ending _01 and _02) run 16 plans each
    // (libs/server/sandbox/src/lib/seed.ts): pick them in the account filter.
    await page.getByRole('combobox', { name: '账户' }).click();
    const accountPicker = page.getByRole('listbox');
    for (const suffix of ['_01', '_02']) await accountPicker.getByRole('option').filter({ hasText: new RegExp(`巨量.*${suffix}`) }).first().click();
    await page.keyboard.press('Escape');
    let twoAccounts: ListAnswer['data'] = { records: [], total: 0 };
    // The background sync may still be reading these accounts' history: ask until both have their plans.
    await expect(async () => {
      twoAccounts = await nextList(page, () => page.getByRole('button', { name: '查询', exact: true }).click());
      expect(twoAccounts.records.length).toBeGreaterThanOrEqual(30);
    }).toPass({ timeout: 90_000 });
    expect(new Set(twoAccounts.records.map((r) => r.accountId)).size).toBe(2);
    const chosen = twoAccounts.records.slice(0, 30);
    const before = new Map(chosen.map((r) => [r.id, r.bid]));

    for (const row of chosen) await table.getByRole('checkbox', { name: `选择 ${row.name}` }).check({ force: true });
    await expect(page.getByText('已选 30 项')).toBeVisible();
    await page.getByRole('button', { name: '批量修改出价' }).click();
    const dialog = page.getByRole('dialog', { name: /批量修改出价/ });
    await dialog.getByRole('spinbutton').first().fill('12.34');
    await dialog.getByRole('button', { name: '确定' }).click();

    const progress = page.getByRole('dialog', { name: /修改出价/ });
    await expect(progress.getByText(/修改完成：成功30个/)).toBeVisible({ timeout: 60_000 });
    // The footer's 关闭 (the corner × is named 关闭 too).
    await progress.locator('.semi-modal-footer').getByRole('button', { name: '关闭' }).click();
    const edited = await nextList(page, () => page.getByRole('button', { name: '查询', exact: true }).click());
    for (const row of edited.records.filter((r) => before.has(r.id))) expect(row.bid).toBe(12.34);

    // The message centre has the edit's message; 撤销 restores the bids from before.
    await page.goto('/tools-app/tool/account-tool/message-center');
    await page.getByRole('listitem').filter({ hasText: '修改出价' }).first().click();
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await page.getByRole('dialog', { name: '撤销修改' }).getByRole('button', { name: '确定撤销' }).click();
    await expect(page.getByText('已提交撤销，正在恢复修改前的值，完成后会发送消息通知')).toBeVisible();

    // The message's link opens the plans the edit touched; once the undo has run they carry their old bids.
    await page.getByRole('link', { name: '查看相关对象' }).click();
    await expect(page.getByText(/仅显示操作记录 #\d+ 修改过的对象/)).toBeVisible();
    await expect(async () => {
      const restored = await nextList(page, () => page.reload());
      expect(restored.records).toHaveLength(30);
      for (const row of restored.records) expect(row.bid).toBe(before.get(row.id));
    }).toPass({ timeout: 60_000 });
  });

  test("a budget change that breaks gdt's daily cap is refused before any call", async ({ page }) => {
    await login(page, 'manager');
    const table = await openTable(page, GDT_GROUPS, '广告列表');
    const listed = await nextList(page, () => page.reload());
    const row = listed.records.find((r) => r.budget !== null && r.accountName);
    if (!row || row.budget === null) throw new Error('The gdt sandbox has no 广告 with a budget to edit');
    const budgetButton = table.getByRole('button', { name: new RegExp(`^编辑${escapeRegExp(row.name)}的.*(预算|限额)$`) });
    const editor = page.getByRole('group', { name: new RegExp(`^编辑${escapeRegExp(row.name)}的`) });
    /** Opens the row's budget editor, types the value and confirms: the server's answer to the edit. */
    const editBudget = async (value: number) => {
      await budgetButton.click();
      await editor.getByRole('textbox').fill(String(value));
      const answered = await confirmUntilSent(page, editor.getByRole('button', { name: '确定' }), '/api/delivery/edit');
      return ((await answered.json()) as { code: number; data: { state: 'queued' | 'refused'; editId: number | null; message: string | null } }).data;
    };
    // gdt allows 5 budget changes a day per object (docs/media-adapters.md); make five, 100 元 apart.
    for (let i = 1; i <= 5; i += 1) {
      expect((await editBudget(row.budget + 100 * i)).state).toBe('queued');
      await expect(page.getByText(`${row.name} 已修改`).first()).toBeVisible({ timeout: 30_000 });
    }

    // The sixth: refused by the server's check of the media's rules, before any call, with the rule named.
    const refused = await editBudget(row.budget + 600);
    expect(refused).toMatchObject({ state: 'refused', editId: null });
    expect(refused.message).toContain('每天最多修改5次');
    await expect(page.getByText(/每天最多修改5次/).first()).toBeVisible();
    const after = await nextList(page, () => page.reload());
    expect(after.records.find((r) => r.id === row.id)?.budget).toBe(row.budget + 500);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
