import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { chooseUntilShown, expect, login, openPage, test } from './support/desk';

// 标题 (common-app › 标题管理, issue 20) against the real server and its demo titles: an operator enters titles
// with the batch title editor (a line too short is refused with the spec's message, a word pack {地区} goes
// into a line, a line repeated is not added twice), puts them into a 标题组 as they are added, imports a
// spreadsheet made here with exceljs whose one bad row is listed with its reason while the others are added
// (部分成功), and exports the imported titles to a spreadsheet that holds them.
const TITLES = '/common-app/assets/title';
const GROUP = '家电大促';

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'toufang-title-e2e-'));
});
test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test.describe.serial('titles', () => {
  test('an operator adds titles with the batch editor into a 标题组, imports a spreadsheet with one bad row, and exports', async ({ page }) => {
    // A mark of this run, so the titles are new to the desk and easy to find.
    const mark = `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const lines = { first: `${mark}夏日家电焕新季直降`, packed: `${mark}上门安装送到家`, short: '太短了' };

    await login(page, 'operator');
    const table = page.getByRole('region', { name: '标题列表' });
    const rows = table.locator('tbody tr');
    await openPage(page, TITLES, rows.first());
    await expectNoSeriousAxeViolations(page);

    // 批量添加: a line too short, a word pack, a repeated line; into 家电大促.
    await page.getByRole('button', { name: '批量添加' }).click();
    const dialog = page.getByRole('dialog', { name: '批量添加标题' });
    const line = (n: number) => dialog.getByRole('textbox', { name: `第${n}行标题` });
    await line(1).fill(lines.first);
    await line(1).press('Enter');
    await line(2).fill(lines.short);
    await expect(line(2)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('标题长度需在6-30个字符之间').first()).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('有标题不符合要求，请按提示修改')).toBeVisible();
    await line(2).fill(lines.packed);
    await dialog.getByRole('group', { name: '插入动态词包' }).getByRole('button', { name: '{地区}' }).click();
    await expect(line(2)).toHaveValue(`${lines.packed}{地区}`);
    await line(2).press('End');
    await line(2).press('Enter');
    await line(3).fill(lines.first);
    const group = dialog.locator('.tf-title-add__field', { hasText: '加入标题组' }).locator('.semi-select');
    // Semi's filterable Select draws its entries without the option role: found by their class and text.
    await chooseUntilShown(group, { list: page.locator('.semi-select-option-list'), entry: page.locator('.semi-select-option').filter({ hasText: new RegExp(`^${GROUP}$`) }), shown: GROUP });
    await dialog.getByRole('button', { name: '确定' }).click();
    const duplicates = page.getByRole('dialog', { name: '以下标题没有重复添加' });
    await expect(duplicates).toContainText(`第3行：${lines.first}（与前面的行重复）`);
    await expect(page.getByText('已添加 2 个标题')).toBeVisible();
    await duplicates.getByRole('button', { name: '确定' }).click();
    await expect(duplicates).toBeHidden();

    // The two, found by the run's mark, each in 家电大促.
    const filter = page.getByRole('search').getByPlaceholder('请输入搜索内容');
    await filter.fill(mark);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(rows).toHaveCount(2, { timeout: 60_000 });
    await expect(rows.filter({ hasText: `${lines.packed}{地区}` })).toContainText(GROUP);
    await expect(rows.filter({ hasText: lines.first })).toContainText(GROUP);

    // 导入: a spreadsheet of the template's columns with one row too long.
    const sheetFile = path.join(folder, '标题导入.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('标题');
    sheet.addRow(['标题', '标签']);
    sheet.addRow([`${mark}空气炸锅半价抢`, '']);
    sheet.addRow([`${mark}${'超长标题'.repeat(8)}`, '']);
    sheet.addRow([`${mark}扫地机器人以旧换新`, '']);
    await book.xlsx.writeFile(sheetFile);
    await page.getByRole('button', { name: '导入' }).click();
    const importing = page.getByRole('dialog', { name: '导入标题' });
    await importing.locator('input.semi-upload-hidden-input').setInputFiles(sheetFile);
    await expect(importing.getByText('部分成功')).toBeVisible({ timeout: 60_000 });
    const errors = importing.getByRole('region', { name: '上传错误明细' }).locator('tbody tr');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText('3');
    await expect(errors.first()).toContainText('标题长度需在6-30个字符之间');
    await expect(importing.getByText('已导入 2 个标题')).toBeVisible();
    await importing.getByRole('button', { name: '确定' }).click();
    await expect(importing).toBeHidden();
    await expect(rows).toHaveCount(4, { timeout: 60_000 });

    // 导出: the filtered titles, in a spreadsheet.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const saved = path.join(folder, (await download).suggestedFilename());
    await (await download).saveAs(saved);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.readFile(saved);
    const texts: string[] = [];
    exported.worksheets[0].eachRow((row) => texts.push(String(row.getCell(1).value ?? '')));
    expect(texts.filter((t) => t.startsWith(mark)).sort()).toEqual([lines.first, `${lines.packed}{地区}`, `${mark}空气炸锅半价抢`, `${mark}扫地机器人以旧换新`].sort());
  });
});
