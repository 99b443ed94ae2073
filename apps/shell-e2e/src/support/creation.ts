// Shared steps of the batch-creation journeys (issue 22): the seeded template of a media's variant, as the
// desk lists it to the person logged in, and the preview's 我已知晓 where the rows carry warnings.
import { expect, type Page } from '@playwright/test';

/**
 * The id of the seeded template of a media's variant that the logged-in person sees (their own or the
 * company's shared one), asked with the page's own session (a second login would end it).
 */
export async function seededTemplateId(page: Page, media: string, variant: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('toufang_token') ?? sessionStorage.getItem('toufang_token'));
  expect(token, 'the page holds a session').toBeTruthy();
  const answer = await page.request.post('/api/creation/template/list', {
    data: { media, variant, scope: 'all', current: 1, size: 50 },
    headers: { authorization: `Toufang ${token}` },
  });
  const page1 = ((await answer.json()) as { data: { records: { id: number; media: string; variant: string }[] } | null }).data;
  const found = page1?.records.find((t) => t.media === media && t.variant === variant);
  if (!found) throw new Error(`no seeded ${media} template of variant '${variant}'`);
  return found.id;
}

/** Ticks 我已知晓 … 仍然提交 when the preview shows warnings (the rows' names may repeat the desk's). */
export async function acceptWarningsIfAny(page: Page): Promise<void> {
  const accept = page.getByRole('checkbox', { name: /^我已知晓 \d+ 个提醒，仍然提交$/ });
  if (await accept.isVisible()) await accept.check({ force: true });
}

/**
 * Gives every preview row whose name the check refuses (too long for the media: the seeded name rules join the
 * date, the level, the account's name and a number) a short name of its own, as a person fixes them in the
 * preview, until the preview says 0 个错误.
 */
export async function shortenRefusedNames(page: Page, prefix: string): Promise<void> {
  const preview = page.getByRole('table', { name: '预览' });
  const refused = preview.locator('input[aria-invalid="true"]');
  const none = page.getByText('0 个错误', { exact: true });
  for (let n = 1; n <= 60 && !(await none.isVisible()); n += 1) {
    // A name is taken as it is typed: the input leaves the refused ones at once.
    if ((await refused.count()) > 0) await refused.first().fill(`${prefix}${n}`);
    else {
      // The table draws only the rows in view: the rest are reached by scrolling it.
      await preview.hover();
      await page.mouse.wheel(0, 300);
    }
  }
  await expect(none).toBeVisible();
}
