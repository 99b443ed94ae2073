import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Against the real reference server and the built shell (see playwright.config.ts): nothing is mocked.
const PASSWORD = 'Toufang2026';

test.describe('logging in', () => {
  test('an unknown visitor is sent to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('多媒体投放管理平台 - 账号登录');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
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

  test('admin logs in, survives a reload, and logs out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('toufang_upgrade_notice', '2025-01-10'));
    await page.goto('/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/account-app\/account\/project-manage$/);
    await expect(page).toHaveTitle('多媒体投放管理平台 - 项目管理');

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible();

    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor sent to login returns to the page asked for', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('toufang_upgrade_notice', '2025-01-10'));
    await page.goto('/common-app/assets/title-group');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('用户名').fill('manager');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/common-app\/assets\/title-group$/);
  });
});
