// What the catalog checks and the widget benchmarks share: where the built catalog is served, how
// Debian's Chromium is started, and how a story is opened.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const CATALOG_PORT = Number(process.env.CATALOG_PORT ?? 6106);

/** Debian's Chromium in this sandbox: no sandbox, no GPU, no background traffic to a closed network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface CatalogEntry {
  type: 'story' | 'docs';
  id: string;
  name: string;
  title: string;
  importPath: string;
  exportName: string;
}

/** Where `nx run ui:catalog` writes the built catalog. */
export const CATALOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/catalog');

/** The stories of the built catalog, from its index.json (read synchronously, so tests can be made per story). */
export function catalogStories(): CatalogEntry[] {
  const index = JSON.parse(readFileSync(path.join(CATALOG_DIR, 'index.json'), 'utf8')) as { entries: Record<string, CatalogEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** A story's id, found by the widget folder its stories file sits in and the story's export name. */
export function findStory(stories: CatalogEntry[], folder: string, exportName: string): string {
  const story = stories.find((entry) => entry.importPath.includes(`/lib/${folder}/`) && entry.exportName === exportName);
  if (!story) throw new Error(`No story ${exportName} in libs/ui/src/lib/${folder}`);
  return story.id;
}

/**
 * Opens one story on its own (no manager frame) and waits until Storybook has shown it, or its error screen.
 * (A story may draw only into a portal, such as an open modal, so the root itself can stay empty.)
 */
export async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.locator('body.sb-show-main, body.sb-show-errordisplay').waitFor({ state: 'attached', timeout: 20_000 });
}
