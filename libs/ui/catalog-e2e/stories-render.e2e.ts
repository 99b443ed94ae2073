import { test as base, expect, type Page } from '@playwright/test';
import { CATALOG_PORT, catalogStories, openStory } from './catalog-server';

// One browser context per worker, reused by its stories: a fresh context per story starts with an empty
// HTTP cache, so each of the ~350 stories fetched and compiled Storybook's 1 MB preview bundle again, which
// was most of the step's time. Each story still gets a full page load (a fresh JavaScript realm and DOM);
// what a context would otherwise carry from one story to the next (cookies, local and session storage) is
// cleared after each story, so every story starts as it would in a new context.
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: `http://localhost:${CATALOG_PORT}`, locale: 'zh-CN' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage: page }, use) => {
    await use(page);
    // Leave the story before the next one attaches its listeners, then forget what it stored.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    await page.context().clearCookies();
  },
});

// One test per story, so a broken story is named in the report.
for (const story of catalogStories()) {
  test(`${story.title} / ${story.name} renders without an uncaught error`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    try {
      await openStory(page, story.id);
      // Storybook shows its own error screen for a story that throws while rendering.
      const errorScreen = page.locator('body.sb-show-errordisplay #error-message');
      if (await errorScreen.count()) errors.push((await errorScreen.innerText()).trim());
      expect(errors).toEqual([]);
    } finally {
      page.off('pageerror', onError);
    }
  });
}
