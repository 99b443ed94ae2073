import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, headerEntries, login, sideEntries, test } from './support/desk';

// Each demo account lands on its role's default page (shell spec §2.4) and sees exactly its menu (§2.3, §6).
const ACCOUNTS = [
  { user: 'admin', landing: '/account-app/account/project-manage', title: '项目管理', header: ['首页', '账户管理', '推广管理', '资产管理', '工具', '直播管理'] },
  { user: 'manager', landing: '/toutiao-app/promote/toutiao/delivery/account', title: '账户', header: ['首页', '账户管理', '推广管理', '资产管理', '工具', '直播管理'] },
  { user: 'operator', landing: '/toutiao-app/promote/toutiao/delivery/account', title: '账户', header: ['首页', '账户管理', '推广管理', '资产管理', '工具', '直播管理'] },
  { user: 'designer', landing: '/common-app/assets/material-library-all', title: '素材库', header: ['资产管理', '工具'] },
  { user: 'designmanager', landing: '/common-app/assets/material-library-all', title: '素材库', header: ['资产管理', '工具'] },
  { user: 'agent1', landing: '/account-app/account/media-account/toutiao', title: '巨量引擎', header: ['账户管理'] },
  { user: 'agent2', landing: '/account-app/account/media-account/toutiao', title: '巨量引擎', header: ['账户管理'] },
];

test.describe('each role lands on its page and sees its menu', () => {
  for (const account of ACCOUNTS) {
    test(`${account.user} lands on ${account.landing}`, async ({ page }) => {
      await login(page, account.user);
      await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
      await expect(page).toHaveTitle(`多媒体投放管理平台 - ${account.title}`);
      expect(await headerEntries(page)).toEqual(account.header);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the flags of section 6 shape the menu', async ({ page }) => {
    // operator: showBilibili 0 and error prevention off; admin: everything on.
    await login(page, 'operator');
    const promote = page.getByRole('navigation', { name: '侧边菜单' });
    await expect(promote.getByText('巨量引擎', { exact: true })).toBeVisible();
    await expect(promote.getByText('哔哩哔哩', { exact: true })).toHaveCount(0);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '工具' }).click();
    await expect(page.getByRole('navigation', { name: '侧边菜单' }).getByText('防出错', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '侧边菜单' }).getByText('AI助手', { exact: true })).toBeVisible();

    // The logout query type clears the token (shell spec §2.4), so login shows its form again.
    await page.goto('/login?type=logout');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, 'admin');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '推广管理' }).click();
    await expect(page.getByRole('navigation', { name: '侧边菜单' }).getByText('哔哩哔哩', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '工具' }).click();
    await expect(page.getByRole('navigation', { name: '侧边菜单' }).getByText('防出错', { exact: true })).toBeVisible();
  });

  test('the home entry carries its offline notice and the manage section never shows', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/index-app\/home$/);
    await expect(page.getByRole('navigation', { name: '侧边菜单' }).getByText('即将下线')).toBeVisible();
    expect(await headerEntries(page)).not.toContain('系统管理');
  });
});

test.describe('forbidden routes', () => {
  test('a designer opening project management gets 403', async ({ page }) => {
    await login(page, 'designer');
    await page.goto('/account-app/account/project-manage');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('无权访问此页面')).toBeVisible();
  });

  test('an agent opening the delivery pages gets 403', async ({ page }) => {
    await login(page, 'agent1');
    await page.goto('/toutiao-app/promote/toutiao/delivery/plan');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('the older model sends media-account-manage to the media account page', async ({ page }) => {
    await login(page, 'manager');
    await page.goto('/account-app/account/media-account-manage/gdt');
    await expect(page).toHaveURL(/\/account-app\/account\/media-account\/gdt$/);
  });
});

test.describe('the 2.0 permission model', () => {
  test("the rbac user's menu is its tree: disabled nodes hidden, home page from the tree", async ({ page }) => {
    await login(page, 'rbac');
    await expect(page).toHaveURL(/\/toutiao-app\/promote\/toutiao\/delivery\/account$/);
    expect(await headerEntries(page)).toEqual(['项目管理', '账户管理', '推广管理', '资产管理', '工具']);
    expect(await sideEntries(page)).toEqual(['巨量引擎投放', '腾讯广告投放', '百度营销投放']);
    await page.goto('/kuaishou-app/promote/kuaishou/delivery/account');
    await expect(page).toHaveURL(/\/403$/);
  });
});
