import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, openPage, test } from './support/desk';

// 素材审核 and 素材审核分享 (common-app › 素材管理, issue 20) against the real server and its demo queue: the
// design manager shares a waiting material through a link; a reviewer outside the desk (a fresh browser
// with no login) opens the link, is not sent to the login page, and approves it; the design manager then
// finds it under 通过 with the guest's name as its reviewer.
const REVIEW = '/common-app/assets/material-review';
const GUEST = '品牌方 李总';

test.describe.serial('material review', () => {
  test('a reviewer outside the desk approves a material through a share link, and the sharer sees the verdict', async ({ page, browser }) => {
    await login(page, 'designmanager');
    const table = page.getByRole('region', { name: '素材审核列表' });
    const rows = table.locator('tbody tr');
    await openPage(page, REVIEW, rows.first().getByRole('checkbox'));
    await expect(page.getByRole('tab', { name: /^待审核（\d+）$/ })).toHaveAttribute('aria-selected', 'true');

    // Share the first waiting material with approve rights.
    const checkbox = rows.first().getByRole('checkbox');
    const name = ((await checkbox.getAttribute('aria-label')) ?? '').replace(/^选择 /, '');
    expect(name).not.toBe('');
    await checkbox.check({ force: true });
    // The footer's 驳回 and, below, the share dialog's 撤销: Semi's danger colours, checked for contrast.
    await expect(page.getByLabel('底部操作栏').getByRole('button', { name: '驳回' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('底部操作栏').getByRole('button', { name: '分享' }).click();
    const dialog = page.getByRole('dialog', { name: '分享素材审核' });
    await dialog.getByRole('textbox', { name: '访客名称' }).fill(GUEST);
    await dialog.getByRole('button', { name: '生成链接' }).click();
    const address = dialog.getByLabel(`${GUEST} 的分享链接`);
    await expect(address).toHaveText(/\/common-app\/material-review-share\/[A-Za-z0-9_-]{43}$/);
    const link = (await address.textContent()) ?? '';
    // The demo's own live link is listed beside it.
    await expect(dialog.getByLabel('品牌方 王总 的分享链接')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '撤销 品牌方 王总' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The guest: another browser context, no token, no session.
    const outside = await browser.newContext({ locale: 'zh-CN' });
    try {
      const guest = await outside.newPage();
      await guest.goto(link);
      const card = guest.getByRole('article', { name });
      await expect(card).toBeVisible({ timeout: 60_000 });
      await expect(guest).toHaveURL(link);
      await expect(guest.getByText(new RegExp(`分享给 ${GUEST}`))).toBeVisible();
      // The thumbnail comes through its signed link, without a token.
      const thumbnail = card.locator('img').first();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
      await expectNoSeriousAxeViolations(guest);
      await card.getByRole('button', { name: `通过 ${name}` }).click();
      await expect(guest.getByText('已通过')).toBeVisible();
      await expect(card.getByRole('button', { name: `通过 ${name}` })).toBeDisabled();
      expect(await outside.cookies()).toEqual([]);
    } finally {
      await outside.close();
    }

    // The sharer sees the guest's verdict under 通过.
    await page.getByRole('tab', { name: /^通过（\d+）$/ }).click();
    const row = rows.filter({ hasText: name }).first();
    await expect(row).toContainText(`${GUEST}（访客）`);
    await expect(row).toContainText('通过');
  });
});
