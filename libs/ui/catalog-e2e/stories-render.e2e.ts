import { expect, test } from '@playwright/test';
import { catalogStories, openStory } from './catalog-server';

// One test per story, so a broken story is named in the report.
for (const story of catalogStories()) {
  test(`${story.title} / ${story.name} renders without an uncaught error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openStory(page, story.id);
    // Storybook shows its own error screen for a story that throws while rendering.
    const errorScreen = page.locator('body.sb-show-errordisplay #error-message');
    if (await errorScreen.count()) errors.push((await errorScreen.innerText()).trim());
    expect(errors).toEqual([]);
  });
}
