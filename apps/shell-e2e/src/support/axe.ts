// The journeys' accessibility check: axe (its default WCAG rules) over the page as it stands, failing on
// serious and critical violations, each named with the first element it found. Every journey runs it on
// its main page once that page shows its data.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Left out everywhere: Semi's Select, once used, keeps aria-activedescendant pointing at an option that is
 * only in the DOM while its list is open, and gives its arrow icon role="img" with an empty label (faults of
 * the library, not of a page; seen on the page-size picker and the delivery filters' selects).
 */
const LIBRARY_FAULTS = ['.tf-pagination__size', '.semi-select'];

export async function expectNoSeriousAxeViolations(page: Page, { exclude = [] }: { exclude?: readonly string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of [...LIBRARY_FAULTS, ...exclude]) builder = builder.exclude(selector);
  const scan = await builder.analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`), `axe on ${page.url()}`).toEqual([]);
}
