import { test as base, expect, type Page } from '@playwright/test';
import { CATALOG_PORT, catalogStories, openPreview, switchStory } from './catalog-server';

// One preview per worker, its stories shown in turn through Storybook's channel, as its manager shows them:
// a page load per story parsed and compiled the 1 MB preview bundle ~350 times, most of the step's time.
// Storybook unmounts a story before it renders the next (portals such as an open modal included); what a
// story may leave outside React (local and session storage) is cleared before the next one.
const test = base.extend<{ storyPage: Page }, { workerPage: { page: Page; errors: string[] } }>({
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: `http://localhost:${CATALOG_PORT}`, locale: 'zh-CN' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openPreview(page);
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, use) => {
    workerPage.errors.length = 0;
    await use(workerPage.page);
    await workerPage.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
});

// One test per story, so a broken story is named in the report.
for (const story of catalogStories()) {
  test(`${story.title} / ${story.name} renders without an uncaught error`, async ({ storyPage: page, workerPage }) => {
    const outcome = await switchStory(page, story.id);
    const errors = outcome.event === 'storyRendered' ? [] : [`${outcome.event}: ${outcome.message ?? ''}`];
    // An error a story throws after its first render (an effect, a timer) reaches the page as uncaught.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect([...errors, ...workerPage.errors]).toEqual([]);
  });
}
