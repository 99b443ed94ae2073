import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, test } from './support/desk';

const unreadCount = async (page: Page) => Number(/\((\d+)\)/.exec((await page.getByRole('tab', { name: /^未读/ }).textContent()) ?? '')?.[1]);
const list = (page: Page, name: string) => page.getByRole('list', { name });

test.describe('messages', () => {
  test('read, remove and restore move a message between the lists, and the bell follows', async ({ page }) => {
    await login(page, 'manager');
    const bell = page.getByRole('button', { name: /^消息（\d+条未读）$/ });
    await expect(bell).toBeVisible();

    // The bell's dropdown shows the 5 latest messages; 查看全部 opens the message centre.
    await bell.click();
    await expect(page.locator('[aria-label="最新消息"] li')).toHaveCount(5);
    await page.getByRole('link', { name: '查看全部' }).click();
    await expect(page).toHaveURL(/\/tools-app\/tool\/account-tool\/message-center/);
    await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
    await expect(list(page, '未读').getByRole('button').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Reading an unread message moves it to 已读 and decrements the unread count.
    await page.getByRole('tab', { name: /^未读/ }).click();
    const before = await unreadCount(page);
    const first = list(page, '未读').getByRole('button').first();
    const title = ((await first.locator('.tf-message-list__title').textContent()) ?? '').trim();
    // A title can repeat (a monitor's alert of today beside the seeded one of days before): the message is the
    // entry with this title and this time.
    const sentAt = (await first.locator('time').getAttribute('datetime')) ?? '';
    const entry = (name: string) => list(page, name).getByRole('button').filter({ hasText: title }).filter({ has: page.locator(`time[datetime="${sentAt}"]`) });
    await first.click();
    await expect(page.getByRole('region', { name: '消息内容' }).getByRole('heading', { name: title })).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
    await page.getByRole('tab', { name: /^已读/ }).click();
    await expect(entry('已读')).toBeVisible();

    // 已读 → 回收站 on remove, and back on restore.
    await entry('已读').click();
    await page.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await page.getByRole('tab', { name: /^回收站/ }).click();
    await entry('回收站').click();
    await page.getByRole('button', { name: '恢复' }).click();
    await expect(page.getByText('已恢复')).toBeVisible();
    await page.getByRole('tab', { name: /^已读/ }).click();
    await expect(entry('已读')).toBeVisible();

    // Read every remaining unread message: the bell's red dot goes.
    await page.getByRole('tab', { name: /^未读/ }).click();
    // Each click must lower the count. A click can land on the message just read while the list is being
    // drawn again (seen once on a busy machine: the count stayed at 11), so the first entry is clicked again
    // until the count drops.
    for (let left = await unreadCount(page); left > 0; left = await unreadCount(page)) {
      await expect(async () => {
        await list(page, '未读').getByRole('button').first().click();
        await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBeLessThan(left);
      }).toPass({ timeout: 60_000 });
    }
    await expect(page.getByRole('button', { name: '消息', exact: true })).toBeVisible();
    await expect(page.locator('.tf-header .semi-badge-dot')).toHaveCount(0);
  });

  test('message content is sanitised: the seeded script never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await login(page, 'operator');
    await page.goto('/tools-app/tool/account-tool/message-center');
    for (const tab of ['未读', '已读', '回收站']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      const item = list(page, tab).getByRole('button', { name: /安全测试/ });
      if (await item.count()) {
        await item.first().click();
        await expect(page.getByRole('region', { name: '消息内容' })).toBeVisible();
      }
    }
    expect(dialogs).toEqual([]);
    expect(await page.locator('.tf-message-detail script').count()).toBe(0);
  });
});
