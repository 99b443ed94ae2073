import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, openPage, test } from './support/desk';

// 素材库 and 素材收藏 (common-app › 素材管理, issue 20) against the real server and its demo library (the
// journeys' desk makes 28 images and 4 videos): a designer sees the cards with their files' facts and real
// thumbnails, opens a copied link that shows only videos and plays one in the previewer, keeps a material
// as a favourite and finds it in 素材收藏; the list view shows the same materials with their labels.
const LIBRARY = '/common-app/assets/material-library-all';
const FAVORITES = '/common-app/assets/material-favorite';

test.describe.serial('material library', () => {
  test('a designer browses the demo library, previews a video, keeps a favourite and switches to the list', async ({ page }) => {
    await login(page, 'designer');
    const grid = page.getByRole('list', { name: '素材网格' });
    const cards = grid.getByRole('listitem');
    await openPage(page, LIBRARY, cards.first());
    await expect(cards.first()).toContainText(/\d+×\d+ · (横版|竖版|方形) · [\d.]+ (KB|MB)/);
    // The thumbnail is the stored file's, read through its signed link.
    const thumbnail = cards.first().locator('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // A copied link with the filters: only videos, each with its duration on the card.
    await page.goto(`${LIBRARY}?filters=${encodeURIComponent(JSON.stringify({ kind: 'video' }))}`);
    await expect(cards.first()).toContainText(/▶ \d+:\d{2}/, { timeout: 60_000 });
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText('▶');
    const videoName = await cards.first().getAttribute('aria-label');
    await cards.first().getByRole('button', { name: `预览 ${videoName}` }).click();
    const preview = page.getByRole('dialog');
    const video = preview.locator('video');
    await expect(video).toHaveAttribute('poster', /\/files\/material\?/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0), { timeout: 30_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // A favourite, found in 素材收藏.
    const card = cards.first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const star = card.getByRole('button', { name: new RegExp(`^(收藏|取消收藏) `) });
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect(card.getByRole('button', { name: `收藏 ${name}` })).toBeVisible();
    }
    await card.getByRole('button', { name: `收藏 ${name}` }).click();
    await expect(page.getByText('已收藏 1 个素材')).toBeVisible();
    await page.goto(FAVORITES);
    await expect(grid.getByRole('listitem', { name })).toBeVisible({ timeout: 60_000 });

    // The list view, remembered for the next visit.
    await page.goto(LIBRARY);
    await page.getByRole('button', { name: '列表' }).click();
    const table = page.getByRole('region', { name: '素材列表' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: '素材列表' }).locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
    // Away from the rows: axe judges the page at rest, not a row under the pointer.
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolations(page);
  });
});
