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

/**
 * Opens the preview with no story chosen (it shows its 'no preview' screen) and waits until it can be asked
 * for stories: switchStory shows them in turn. (Asked for the story it already shows, the preview answers
 * nothing, so the preview starts on none.)
 */
export async function openPreview(page: Page): Promise<void> {
  await page.goto('/iframe.html?viewMode=story');
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.evaluate(() => (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready());
}

/** What Storybook's preview said when it was asked to show a story in place. */
export interface StoryOutcome {
  /** storyRendered, or the event that named its failure (storyErrored, storyThrewException, storyMissing, …). */
  event: string;
  /** The failure's message, when there was one. */
  message?: string;
}

/**
 * Shows a story in the preview open on `page` (opened once with openPreview), the way Storybook's
 * own manager does: through the preview's channel, without a page load. Resolves with what the preview
 * answered once the story has rendered or failed.
 */
export async function switchStory(page: Page, id: string): Promise<StoryOutcome> {
  return page.evaluate(
    (storyId) =>
      new Promise<{ event: string; message?: string }>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { on(e: string, f: (a?: unknown) => void): void; off(e: string, f: (a?: unknown) => void): void; emit(e: string, a: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException'];
        const listeners = events.map((event) => {
          const listener = (payload?: unknown) => {
            // storyRendered names the story it drew; any failure ends the wait.
            if (event === 'storyRendered' && payload !== storyId) return;
            for (const [name, fn] of listeners) channel.off(name, fn);
            const detail = payload as { description?: string; message?: string; stack?: string } | string | undefined;
            // The stack names the component (minified, but with the chunk and line) that a bare message does not.
            const message = typeof detail === 'object' && detail ? [detail.description ?? detail.message, detail.stack].filter(Boolean).join('\n') : undefined;
            resolve(event === 'storyRendered' ? { event } : { event, message: message ?? String(payload) });
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}
