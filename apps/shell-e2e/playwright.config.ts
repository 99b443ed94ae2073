import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(workspaceRoot, 'tmp/e2e-data');
// A copy of the built shell, so the version-check journey can redeploy (rewrite version.json) safely.
export const staticDir = path.join(workspaceRoot, 'tmp/e2e-static');
const builtShell = path.join(workspaceRoot, 'dist/apps/shell');
/**
 * The desk's own log, every request at info level: a journey that fails on a loaded machine (a session lost,
 * a page that never answered) is read against what the server saw. `npm test` prints its warnings and
 * its last lines when the journeys fail (scripts/test.sh).
 */
export const deskLog = path.join(workspaceRoot, 'tmp/test-logs/journey-desk.log');
/**
 * The local receivers of the chat robots and of mail (apps/receivers), started beside the desk as scripts/start.sh
 * starts them and named in the desk's configuration the same way, so a push rule's 测试发送 reaches them and
 * 本机接收端 shows what arrived. On the two ports after the desk's (their defaults, 4310 and 2525, are the desk's
 * port and a developer's `npm start`), with a fresh folder of their own.
 */
const receiversHost = '127.0.0.1';
const receiversHttp = `http://${receiversHost}:${port + 1}`;
const receiversSmtp = `smtp://${receiversHost}:${port + 2}`;
const receiversDir = path.join(workspaceRoot, 'tmp/e2e-receivers');

/**
 * The journeys that read the fresh desk's figures (the 93-day metrics sync), call the media on its seeded
 * accounts (whose calls the sync's pacing holds up) or count messages (a sync that ends leaves one): they
 * wait for the desk's first syncs (the `first syncs` project). The others run while those syncs go on, in the minutes the desk would otherwise only wait
 * (266 s of a loaded run's 1,090, 2026-11-30). A new journey that needs either joins this list.
 */
const AFTER_FIRST_SYNCS = ['ad-diagnosis', 'ai-rules', 'batch-create-baidu', 'batch-create-gdt', 'batch-create-toutiao', 'creation-copy', 'delivery', 'dmp-custom-crowd', 'home-gadget', 'material-summary', 'material-upload', 'messages', 'name-analysis', 'targeting-pack', 'task-center'].map(
  (topic) => `**/${topic}.e2e.ts`,
);

export default defineConfig({
  testDir: path.join(here, 'src'),
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(workspaceRoot, 'tmp/e2e-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // Started after the web server answers: notes when, for the `first syncs` project.
  globalSetup: path.join(here, 'src/support/desk-ready.ts'),
  // One worker runs the projects in this order: the journeys that need no figures, then the wait for the
  // first syncs (a dependency runs before the project that depends on it), then the journeys that do.
  projects: [
    { name: 'desk', testMatch: '**/*.e2e.ts', testIgnore: AFTER_FIRST_SYNCS },
    { name: 'first syncs', testMatch: '**/first-syncs.setup.ts' },
    { name: 'figures', testMatch: AFTER_FIRST_SYNCS, dependencies: ['first syncs'] },
  ],
  retries: 0,
  // A journey's bound, not a measure: at a load average of 38 on two cores the message journeys met 60 s.
  timeout: 300_000,
  // Assertions wait on their condition: 5 s (Playwright's default) is too short for a page's first answer
  // while other steps keep both cores busy, and a longer bound costs nothing when the condition holds sooner.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    // Recording a trace costs every journey time, and CI keeps no files: traces only on a developer's machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (see scripts/ensure-chromium.sh).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: `rm -rf "${receiversDir}" && exec node --import tsx apps/receivers/src/main.ts`,
      cwd: workspaceRoot,
      env: {
        TOUFANG_RECEIVERS_HOST: receiversHost,
        TOUFANG_RECEIVERS_HTTP_PORT: String(port + 1),
        TOUFANG_RECEIVERS_SMTP_PORT: String(port + 2),
        TOUFANG_RECEIVERS_DIR: receiversDir,
      },
      url: `${receiversHttp}/inbox`,
      reuseExistingServer: false,
      // A bound for a hung start, not a measure: they listen within a few seconds.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real reference server on a fresh database, serving the built shell.
      command: `rm -rf "${dataDir}" "${staticDir}" && mkdir -p "${path.dirname(staticDir)}" && cp -r "${builtShell}" "${staticDir}" && mkdir -p "${path.dirname(deskLog)}" && exec node --import tsx apps/api/src/main.ts >"${deskLog}" 2>&1`,
      cwd: workspaceRoot,
      // The pool width of scripts/start.sh: the metrics store's calls, file reads and password hashing share it.
      // A throwaway desk keeps no backups (npm start takes one when it is ready, and one a day).
      // Under NODE_ENV=test the server also answers 500 when an answer does not fit the contract, and honours the
      // contract suites' lighter password hash (TOUFANG_TEST_SCRYPT_N), which the journeys' fifty-odd logins use.
      env: {
        PORT: String(port),
        TOUFANG_DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        TOUFANG_LOG: 'info',
        DATABASE_URL: '',
        UV_THREADPOOL_SIZE: '16',
        TOUFANG_BACKUP_DAYS: '0',
        NODE_ENV: 'test',
        TOUFANG_TEST_SCRYPT_N: '16384',
        // A small material library (28 images and 4 videos, generated once per checkout and kept in .data).
        TOUFANG_DEMO_MATERIALS: '28',
        // The receivers above, as scripts/start.sh names them to the desk.
        TOUFANG_PUSH_ALLOW: `${receiversHttp},${receiversSmtp}`,
        TOUFANG_SMTP_URL: receiversSmtp,
        TOUFANG_RECEIVERS_URL: receiversHttp,
      },
      url: `http://localhost:${port}/version.json`,
      reuseExistingServer: false,
      // A bound for a hung start, not a measure: seeding a fresh desk took over 120 s at load 28 (2026-11-27).
      timeout: 600_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
