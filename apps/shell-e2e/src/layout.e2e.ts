import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as plain, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { E2E_STATIC_DIR as staticDir, expect, login, PASSWORD, test } from './support/desk';

test.describe('tab history', () => {
  test('tabs keep the home tab first, survive a reload and close', async ({ page }) => {
    await login(page, 'admin');
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    const opened = tabs.locator('.tf-tabs__open');
    await page.goto('/toutiao-app/promote/toutiao/delivery/plan');
    await expect(page.getByRole('heading', { name: '广告计划' })).toBeVisible();
    await page.goto('/common-app/assets/title-group');
    await expect(page.getByRole('heading', { name: '标题组' })).toBeVisible();
    await expect(opened).toHaveText(['项目管理', '广告计划', '标题组']);
    await page.reload();
    await expect(opened).toHaveText(['项目管理', '广告计划', '标题组']);
    await expect(tabs.getByRole('button', { name: '标题组', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: '关闭 标题组' }).click();
    await expect(page).toHaveURL(/\/toutiao-app\/promote\/toutiao\/delivery\/plan$/);
    await expect(opened).toHaveText(['项目管理', '广告计划']);
    await expect(page.getByRole('button', { name: '关闭 项目管理' })).toHaveCount(0);
  });

  test('the side menu collapses, and stays collapsed after a reload', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect(page.locator('.tf-side-menu.is-collapsed')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('.tf-side-menu.is-collapsed')).toHaveCount(1);
    // Collapsed, a branch's pages show in a tooltip.
    await page.getByRole('link', { name: '媒体账户' }).hover();
    await expect(page.getByRole('tooltip').getByRole('link', { name: '巨量引擎' })).toBeVisible();
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(page.locator('.tf-side-menu.is-collapsed')).toHaveCount(0);
  });

  test('batch creation pages show without header and side menu', async ({ page }) => {
    await login(page, 'manager');
    await page.goto('/toutiao-app/ad/ad-speed-create/1001');
    // The creation editor's title (loading, failed or open, it is the page's one level-1 heading).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
  });
});

/** Resolves once the page has run the tasks queued before it (React renders in a MessageChannel task). */
function afterQueuedTasks(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

plain.describe('upgrade notice', () => {
  plain('shows once, 5 seconds after load, and not again after 我已知晓', async ({ page }) => {
    // The page's own clock: the 5 seconds pass when the test moves it, not in real time.
    await page.clock.install();
    await login(page, 'designer');
    const notice = page.getByRole('dialog');
    await page.clock.runFor(5_000);
    await expect(notice).toContainText('首页与报表功能将于2025年1月10日下线');
    await notice.getByRole('button', { name: '我已知晓' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    // Past the moment it would show, and past any render that moment queued: absent now means never.
    await page.clock.runFor(6_000);
    await afterQueuedTasks(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('version check', () => {
  test('a new version.json reloads the page when the tab becomes visible again', async ({ page }) => {
    const file = path.join(staticDir, 'version.json');
    const original = readFileSync(file, 'utf8');
    try {
      await login(page, 'admin');
      await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      writeFileSync(file, JSON.stringify({ version: '9.9.9+redeploy' }));
      // The page may reload while this runs: that is the point.
      await page
        .evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        })
        .catch(() => undefined);
      const marked = () => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false).catch(() => true);
      await expect.poll(marked, { timeout: 60_000 }).toBe(false);
      await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible();
    } finally {
      writeFileSync(file, original);
    }
  });
});

test.describe('accessibility', () => {
  test('login and the main layout have no serious axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
