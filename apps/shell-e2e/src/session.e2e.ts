import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, openLoginPage, PASSWORD, test, watchForText } from './support/desk';

async function openUserMenu(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^用户菜单/ }).click();
}

test.describe('session', () => {
  test('logout clears the session and logged-out access goes to login', async ({ page }) => {
    await login(page, 'manager');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/toutiao-app/promote/toutiao/delivery/plan');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login page reloaded after a deep link still returns to that page, inside the layout', async ({ page }) => {
    // The guard sends the logged-out visitor to login with the page asked for; the reload keeps that return
    // path but starts the login page without the route tables, which arrive only with the session.
    await page.goto('/toutiao-app/promote/toutiao/delivery/plan');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await page.getByLabel('用户名').fill('operator');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/toutiao-app\/promote\/toutiao\/delivery\/plan$/, { timeout: 90_000 });
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveTitle(/广告计划/);
  });

  test('the user dropdown shows role, e-mail, expiry and the remaining days under 16', async ({ page }) => {
    await login(page, 'operator');
    await openUserMenu(page);
    const menu = page.locator('.tf-user-dropdown__panel, [role="menu"]').first();
    await expect(page.getByText('优化师')).toBeVisible();
    await expect(page.getByText('operator@toufang.example.com')).toBeVisible();
    await expect(page.getByText(/剩余 \d+ 天/)).toBeVisible();
    await expect(menu).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a second login elsewhere turns the next call of the first browser into the 401 message and logout', async ({ page, browser }) => {
    await login(page, 'designmanager');
    const other = await browser.newContext({ locale: 'zh-CN' });
    const second = await other.newPage();
    await login(second, 'designmanager');
    await other.close();
    // The first browser's next call answers 401: one message, logout, reload into login.
    const message = await watchForText(page, '平台不可重复登录，请刷新页面重新登录');
    await page.reload();
    await expect.poll(message.most, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/login$/, { timeout: 60_000 });
    expect(message.most()).toBe(1);
  });
});

test.describe('change password', () => {
  test('every message of the form, then a successful change and a login with the new password', async ({ page }) => {
    await login(page, 'agent2');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('长度须大于8位，包含数字、字母，支持特殊字符')).toBeVisible();

    await dialog.getByRole('button', { name: '确定' }).click();
    // One click on 确定 with every field empty names every field.
    await expect(dialog.getByRole('alert').filter({ hasText: '请输入原始密码' })).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: /^请输入密码$/ })).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: /^请再次输入密码$/ })).toBeVisible();

    await dialog.getByLabel('新密码').fill('abcdef');
    await dialog.getByLabel('确认密码').fill('abcdef');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('密码设置不符合要求')).toBeVisible();

    await dialog.getByLabel('新密码').fill('Newpass2026');
    await expect(dialog.getByText('两次输入密码不同')).toBeVisible(); // the confirmation is re-checked

    await dialog.getByLabel('原始密码').fill('wrong-old-1');
    await dialog.getByLabel('确认密码').fill('Newpass2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert')).toContainText('原始密码');

    await dialog.getByLabel('原始密码').fill('Toufang2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改成功, 将退出重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await openLoginPage(page);

    await page.getByLabel('用户名').fill('agent2');
    await page.getByLabel('密码').fill('Toufang2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');

    await login(page, 'agent2', 'Newpass2026');
    await expect(page).toHaveURL(/\/account-app\/account\/media-account\/toutiao$/);
  });
});
