// The catalog's own browser checks: every story of the built catalog (dist/catalog) renders in Debian's
// Chromium without an uncaught error, and the widgets that live on pointer and clipboard events work with
// real ones. `nx run ui:catalog` builds the catalog first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CATALOG_PORT, CHROMIUM_ARGS } from './catalog-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');

export default defineConfig({
  testDir: here,
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(workspaceRoot, 'tmp/catalog-results'),
  // The stories are independent (each one a full page load, nothing stored carried over), so they spread
  // over two workers, one browser context each (stories-render.e2e.ts).
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  // Assertions wait on their condition: 5 s (Playwright's default) is too short while both cores are busy.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${CATALOG_PORT}`,
    locale: 'zh-CN',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `vite preview --outDir dist/catalog --port ${CATALOG_PORT} --strictPort`,
    cwd: workspaceRoot,
    url: `http://localhost:${CATALOG_PORT}/index.json`,
    reuseExistingServer: false,
    // A bound for a hung start, not a measure (a busy machine starts vite preview slowly).
    timeout: 300_000,
  },
});
