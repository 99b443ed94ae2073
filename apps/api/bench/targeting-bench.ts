// The region tree inside the targeting editor (docs/design/properties.md §2.14, goal < 100 ms): tick all and
// search over the full 3,479-county tree. `npm run bench` runs it after the widgets; alone: `node --import tsx
// apps/api/bench/targeting-bench.ts`. It builds the bench page of libs/property-kit
// (src/lib/targeting/bench: TargetingEditor with a stub declaration, the tree in the query cache as
// getPropertyOptions answers it) with Vite, serves it, and drives it in Debian's Chromium with the measurement
// of libs/ui/catalog-e2e/widget-bench.ts's regionTree(): from the event to the frame after the update, inside
// the page. Figures go to the terminal and dist/bench/targeting.json. Runs: BENCH_TARGETING_RUNS (default 10).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { WIDGET_DEBOUNCE } from '@toufang/domain';
import { REPO_ROOT } from '../src/config';

const RUNS = Number(process.env.BENCH_TARGETING_RUNS ?? 10);
const PORT = Number(process.env.BENCH_TARGETING_PORT ?? 6108);
const PAGE_DIR = path.join(REPO_ROOT, 'libs/property-kit/src/lib/targeting/bench');
const OUT_DIR = path.join(REPO_ROOT, 'dist/targeting-bench');
/** Debian's Chromium as the widget bench starts it (libs/ui/catalog-e2e/catalog-server.ts, CHROMIUM_ARGS). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const GOAL_MS = 100;

interface Figure {
  name: string;
  runs: number;
  medianMs: number;
  maxMs: number;
}

function summarise(name: string, samples: number[]): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { name, runs: samples.length, medianMs: round(sorted[Math.floor(sorted.length / 2)]), maxMs: round(sorted[sorted.length - 1]) };
}

/** What the measuring functions use of the page (this project's typecheck has no DOM library). */
interface BenchWindow {
  afterNextFrame: () => Promise<void>;
  requestAnimationFrame: (callback: () => void) => number;
  HTMLInputElement: { prototype: object };
  Event: new (type: string, init: { bubbles: boolean }) => object;
  document: { querySelector: (selector: string) => { textContent: string | null } | null };
}
interface Field {
  click(): void;
  dispatchEvent(event: object): boolean;
}

async function measure(page: Page): Promise<Figure[]> {
  await page.goto('/');
  await page.addScriptTag({ content: 'window.afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));' });
  const region = page.getByRole('region', { name: '地域' });
  const tickAll = region.getByRole('checkbox', { name: '全选' });
  await tickAll.waitFor({ timeout: 60_000 });
  const ticks: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    ticks.push(
      await tickAll.evaluate(async (box) => {
        const started = performance.now();
        (box as unknown as Field).click();
        await (globalThis as unknown as BenchWindow).afterNextFrame();
        return performance.now() - started;
      }),
    );
  }
  const search = region.getByRole('searchbox', { name: '搜索' }).or(region.getByRole('textbox', { name: '搜索' })).first();
  const searches: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const keyword = run % 2 === 0 ? '朝阳' : '城区';
    searches.push(
      await search.evaluate(async (input, word) => {
        const page = globalThis as unknown as BenchWindow;
        const field = input as unknown as Field;
        // React tracks the value through the prototype's setter, so set it there before the input event.
        const setValue = Object.getOwnPropertyDescriptor(page.HTMLInputElement.prototype, 'value')?.set;
        const root = page.document.querySelector('[data-testid="cascader-transfer"]');
        if (!setValue || !root) throw new Error('The targeting bench page has no search box or cascader');
        const before = root.textContent;
        const started = performance.now();
        setValue.call(field, word);
        field.dispatchEvent(new page.Event('input', { bubbles: true }));
        // Wait for the results to change (after any debounce), then for the frame that shows them.
        while (root.textContent === before) {
          if (performance.now() - started > 20_000) throw new Error('The region search changed nothing');
          await new Promise<void>((resolve) => page.requestAnimationFrame(resolve));
        }
        await page.afterNextFrame();
        return performance.now() - started;
      }, keyword),
    );
  }
  // As the widget bench: the figure is the work after the search box's typing debounce.
  const afterDebounce = searches.map((ms) => ms - WIDGET_DEBOUNCE.SEARCH_MS);
  return [
    summarise('targeting editor, region tree (3,479 counties): tick all / untick all', ticks),
    summarise(`targeting editor, region search, after the ${WIDGET_DEBOUNCE.SEARCH_MS} ms typing debounce`, afterDebounce),
  ];
}

async function main() {
  const config = { root: PAGE_DIR, configFile: false as const, base: './', logLevel: 'warn' as const, plugins: [react()], resolve: { tsconfigPaths: true } };
  await build({ ...config, build: { outDir: OUT_DIR, emptyOutDir: true, reportCompressedSize: false } });
  const server = await preview({ ...config, build: { outDir: OUT_DIR }, preview: { port: PORT, strictPort: true } });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: `http://localhost:${PORT}`, viewport: { width: 1440, height: 900 } });
    const figures = await measure(page);
    console.log(`\nThe targeting editor's region tree in Debian Chromium (median / max of ${RUNS} runs, ms; goal < ${GOAL_MS}):`);
    for (const figure of figures) console.log(`  ${figure.name.padEnd(80)} ${String(figure.medianMs).padStart(7)} ${String(figure.maxMs).padStart(7)}`);
    const out = path.join(REPO_ROOT, 'dist/bench');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'targeting.json'), JSON.stringify({ measuredAt: new Date().toISOString(), goalMs: GOAL_MS, figures }, null, 2) + '\n');
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await main();
