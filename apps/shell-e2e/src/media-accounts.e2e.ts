import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, test, PASSWORD } from './support/desk';

// 媒体账户 (shell spec §2.3 account section, §6 account operations) against the real server and its gdt
// sandbox: authorising and importing, uploading a spreadsheet, and who may do what.
const GDT_ACCOUNTS = '/account-app/account/media-account/gdt';

test.describe.serial('media accounts', () => {
  let coveredButNotImported = '';

  test('an admin authorises a gdt sandbox account and sees it listed with its balance', async ({ page }) => {
    await login(page, 'admin');
    await page.goto(`${GDT_ACCOUNTS}/add`);
    await page.getByRole('button', { name: '授权' }).click();

    // The sandbox's consent page says what it is before anything is granted.
    await expect(page.locator('.sandbox')).toHaveText('沙箱');
    await page.getByRole('link', { name: '同意授权' }).click();

    const picker = page.getByRole('region', { name: '选择要导入的账户' });
    await expect(picker).toBeVisible({ timeout: 60_000 });
    const selectable = picker.locator('tbody tr').filter({ has: page.getByRole('checkbox', { checked: true }) });
    expect(await selectable.count()).toBeGreaterThanOrEqual(2);
    // Import the first, keep the last aside for the upload below.
    const firstName = (await selectable.first().locator('td').nth(1).innerText()).trim();
    const last = selectable.last();
    coveredButNotImported = (await last.locator('td').nth(2).innerText()).trim();
    const keep = selectable.filter({ hasText: firstName });
    const others = await selectable.count();
    for (let i = others - 1; i >= 0; i--) {
      const row = selectable.nth(i);
      if ((await row.locator('td').nth(1).innerText()).trim() !== firstName) await row.getByRole('checkbox').click({ force: true });
    }
    await expect(keep.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: '导入所选（1）' }).click();

    await expect(page).toHaveURL(new RegExp(`${GDT_ACCOUNTS}$`));
    const table = page.getByRole('region', { name: '腾讯广告3.0账户列表' });
    const row = table.locator('tr', { hasText: firstName });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('sandbox-tag')).toHaveText('沙箱');
    // The balance was read from the media on import: a figure in 元 with two decimals.
    await expect(row.locator('td').filter({ hasText: /^\d{1,3}(,\d{3})*\.\d{2}$/ }).first()).toBeVisible();
  });

  test('a spreadsheet with one bad row ends in 部分成功 with the error table', async ({ page }) => {
    expect(coveredButNotImported).not.toBe('');
    const file = path.join(os.tmpdir(), `toufang-upload-${Date.now()}.csv`);
    writeFileSync(file, `账户ID,账户名称,备注\n${coveredButNotImported},上传导入的账户,批量上传\n99999999,不存在的账户,\n`);
    await login(page, 'admin');
    await page.goto(GDT_ACCOUNTS);
    await page.getByRole('button', { name: '上传账户' }).click();
    const dialog = page.getByRole('dialog', { name: '上传账户' });
    await dialog.locator('input.semi-upload-hidden-input').setInputFiles(file);
    await expect(dialog.getByText('部分成功')).toBeVisible({ timeout: 60_000 });
    const errors = dialog.locator('.semi-table-tbody tr');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText('99999999');
    await expect(errors.first()).toContainText('账户未授权');
  });
});

test.describe('who may do what on media accounts (shell spec §6)', () => {
  test('a manager has no remove action, and the server refuses the call', async ({ page, request }) => {
    await login(page, 'manager');
    await page.goto(GDT_ACCOUNTS);
    await expect(page.getByRole('region', { name: '腾讯广告3.0账户列表' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '删除所选' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await expect(page.getByRole('button', { name: /^删除 / })).toHaveCount(0);

    const loginAnswer = await request.post('/api/user/user/login', { data: { username: 'manager', password: PASSWORD } });
    const token = (await loginAnswer.json()).data.token as string;
    const refused = await request.post('/api/user/media_account/remove', { data: { ids: [1] }, headers: { Authorization: `Toufang ${token}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('无权限访问该功能，请联系管理员开通');
  });

  test('a designer opening the account pages gets 403', async ({ page }) => {
    await login(page, 'designer');
    await page.goto(GDT_ACCOUNTS);
    await expect(page).toHaveURL(/\/403$/);
  });
});
