// Shared steps of the journeys: logging in through the real login page, and a page that has already
// dismissed the upgrade notice (it would otherwise cover every page after 5 seconds).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Locator, type Page, type Request, type Response } from '@playwright/test';

/** The copy of the built shell the e2e server serves (playwright.config.ts makes it). */
export const E2E_STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tmp/e2e-static');

export const PASSWORD = 'Toufang2026';
export const UPGRADE_NOTICE_KEY = 'toufang_upgrade_notice';
export const UPGRADE_NOTICE_DATE = '2025-01-10';

export async function login(page: Page, username: string, password = PASSWORD): Promise<void> {
  await openLoginPage(page);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  // The password's hash at the OWASP cost and the shell's first chunks take long on a busy machine: a generous bound.
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible({ timeout: 90_000 });
}

/**
 * Opens a page and waits until `ready` shows. Usually one load is enough; a load that failed or showed
 * nothing within a minute (the embedded database busy with the fresh desk's first syncs, which the `desk`
 * project's journeys run beside, or with an hourly sync) is made again. A short bound per load made a slow machine
 * reload a page again and again, each load slower than the last (2026-11-30: five loads in 30 s).
 */
export async function openPage(page: Page, path: string, ready: Locator): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 60_000 });
  }).toPass({ timeout: 300_000 });
}

/**
 * Presses an editor's 确定 until its request (a POST to `path`) has been sent, and returns the server's answer.
 * Twice on a busy machine a click left a row's inline editor open with nothing sent, and the wait for the
 * result met its bound (the gdt budget edit and the toutiao rename, 2026-12-01). A click that sent waits 10 s
 * for its request before another, and exactly one request is sent in the end.
 */
export async function confirmUntilSent(page: Page, confirm: Locator, path: string): Promise<Response> {
  const isIt = (r: Request) => r.url().endsWith(path) && r.method() === 'POST';
  let sent = 0;
  const count = (r: Request) => {
    if (isIt(r)) sent += 1;
  };
  page.on('request', count);
  try {
    const answered = page.waitForResponse((r) => isIt(r.request()), { timeout: 120_000 });
    await expect(async () => {
      if (sent === 0) await confirm.click({ timeout: 5_000 });
      await expect.poll(() => sent, { timeout: 10_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 60_000 });
    expect(sent, `one ${path} request`).toBe(1);
    return await answered;
  } finally {
    page.off('request', count);
  }
}

/**
 * Opens the login page. After a password change the desk leaves with a full load of /login besides its own
 * redirect there, and a navigation of ours started meanwhile is interrupted by it (seen once): ours is made
 * again until it holds, and then no load of the desk's is pending (its timer lived in the old page).
 */
export async function openLoginPage(page: Page): Promise<void> {
  await expect(async () => {
    await page.goto('/login');
  }).toPass({ timeout: 60_000 });
}

/**
 * Chooses an entry of a select's list until the select shows it. On a busy machine a click can reach the
 * list while it is still being drawn and choose nothing or a neighbour (seen in the delivery filters, the
 * new user's role and department): open the list when it is closed, click the entry, check what the select
 * shows, and do it again until it holds.
 */
export async function chooseUntilShown(
  select: Locator,
  choice: { list: Locator; entry: Locator; shown: string | RegExp },
): Promise<void> {
  await expect(async () => {
    if (!(await choice.list.isVisible())) await select.click();
    await choice.entry.click({ timeout: 10_000 });
    if (typeof choice.shown === 'string') await expect(select).toContainText(choice.shown, { timeout: 5_000 });
    else await expect(select).toHaveText(choice.shown, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Watches a page, across its loads, for a message the desk shows only for a moment: the 401's message stands
 * for the second before the desk reloads into login (shell spec section 4), and an expect that polls may look
 * just before and just after it (a journey saw nothing in 121 looks, 2026-11-30). The page reports every time
 * the text appears, with how many times it stands on the page then; `most()` is the largest such count.
 */
export async function watchForText(page: Page, text: string): Promise<{ most: () => number }> {
  let most = 0;
  const binding = `__toufangSaw${watchers++}`;
  await page.exposeBinding(binding, (_source, count: number) => {
    most = Math.max(most, count);
  });
  await page.addInitScript(
    ({ binding, text }) => {
      const has = (node: Node) => node.textContent?.includes(text) ?? false;
      new MutationObserver((records) => {
        if (!records.some((r) => has(r.target) || [...r.addedNodes].some(has))) return;
        const count = (document.body?.textContent ?? '').split(text).length - 1;
        (window as unknown as Record<string, (count: number) => void>)[binding](count);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { binding, text },
  );
  return { most: () => most };
}
let watchers = 0;

/** Names of the header's top navigation entries, in order. */
export async function headerEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '主导航' });
  return (await nav.locator('.tf-menu-title__text').allTextContents()).map((t) => t.trim());
}

/** Names of the side menu's first-level entries, in order. */
export async function sideEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  return (await nav.locator('.tf-side-menu__tree > li > * .tf-menu-title__text').allTextContents()).map((t) => t.trim());
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(([key, date]) => localStorage.setItem(key, date), [UPGRADE_NOTICE_KEY, UPGRADE_NOTICE_DATE] as const);
    await use(page);
  },
});

export { expect };
