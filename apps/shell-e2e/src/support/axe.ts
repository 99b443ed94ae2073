// The journeys' accessibility check: axe (its default WCAG rules) over the page as it stands, failing on
// serious and critical violations, each named with the first element it found. Every journey runs it on
// its main page once that page shows its data.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Semi's Select has two faults of the library, not of a page: once used, it keeps aria-activedescendant
 * pointing at an option that is only in the DOM while its list is open (aria-valid-attr-value), and it gives
 * its arrow icon role="img" with an empty label (role-img-alt). Inside a Select only these two rules are left
 * out; every other rule (its label, contrast, names) still runs there.
 */
const SELECT = '.semi-select';
const SELECT_LIBRARY_FAULTS = ['aria-valid-attr-value', 'role-img-alt'];

function seriousOf(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

/** Content under a spinning Semi Spin (a table asking for its rows again): drawn at half opacity until it ends. */
const LOADING = '.semi-spin:not(.semi-spin-hidden) > .semi-spin-children';

export async function expectNoSeriousAxeViolations(page: Page, { exclude = [] }: { exclude?: readonly string[] } = {}): Promise<void> {
  // The page as it shows its data: a table still loading is dimmed, and its contrast is not the page's.
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 60_000 });
  let everything = new AxeBuilder({ page }).exclude(SELECT);
  for (const selector of exclude) everything = everything.exclude(selector);
  const found = seriousOf((await everything.analyze()).violations);
  if ((await page.locator(SELECT).count()) > 0) {
    let selects = new AxeBuilder({ page }).include(SELECT).disableRules(SELECT_LIBRARY_FAULTS);
    for (const selector of exclude) selects = selects.exclude(selector);
    found.push(...seriousOf((await selects.analyze()).violations));
  }
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
