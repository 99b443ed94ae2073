import { expect, test } from '@playwright/test';

// Against the real reference server and the built shell (see playwright.config.ts): nothing is mocked.
const PASSWORD = 'Toufang2026';

test.describe('logging in', () => {
  test('an unknown visitor is sent to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('多媒体投放管理平台 - 账号登录');
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('not-the-password-1');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin logs in, sees the logged-in state, and logs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText(/^欢迎，/)).toBeVisible();
    await expect(page.getByTestId('user-role')).toHaveText('管理员');
    await expect(page).toHaveTitle('多媒体投放管理平台 - 工作台');

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('user-role')).toHaveText('管理员');

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
