// The unit-test settings every project shares: the environment, the file patterns, the setup files.
// Each project's vitest.config.ts calls unitTestConfig; Nx's vitest plugin infers its `test` target from
// that file. Imports of `@toufang/*` resolve through Vite's own tsconfig-paths support (the paths of
// tsconfig.base.json, which every project's tsconfig extends), so no alias is written here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The component tests' DOM: happy-dom by default, 43% less CPU than jsdom over libs/ui and libs/org's tests
 * (2026-11-29). A file whose assertions need what only jsdom does faithfully (the accessible name from
 * labels, layout properties, CSS units, DOMPurify's parsing) says so in its first line:
 * `// @vitest-environment jsdom` (docs/decisions.md).
 */
export type TestEnvironment = 'node' | 'happy-dom';

/** Setup files by environment: a DOM gets Testing Library's matchers and the browser APIs it lacks. */
function setupFiles(environment: TestEnvironment): string[] {
  const property = path.join(workspaceRoot, 'vitest.setup-property.ts');
  return environment === 'node' ? [property] : [property, path.join(workspaceRoot, 'vitest.setup-dom.ts')];
}

/**
 * A project's unit tests: `src/**\/*.spec.ts(x)` under the folder of the config that calls this (pass its
 * `import.meta.url`), contract specs left to the contract suite.
 */
export function unitTestConfig(configUrl: string, name: string, environment: TestEnvironment) {
  return {
    // The config's own folder, so `src/**` matches wherever vitest is started from.
    root: path.dirname(fileURLToPath(configUrl)),
    resolve: { tsconfigPaths: true },
    // Nx runs each project's tests inside its folder; the shared setup files sit at the workspace root.
    server: { fs: { allow: [workspaceRoot] } },
    test: {
      name,
      environment,
      include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      exclude: ['src/**/*.contract.spec.ts', 'node_modules/**'],
      globalSetup: [path.join(workspaceRoot, 'vitest.global-setup.ts')],
      setupFiles: setupFiles(environment),
      passWithNoTests: true,
      restoreMocks: true,
      // Every file shares its worker's modules (and a component test its DOM) with the files before it: a fresh
      // jsdom and fresh imports of React and Semi for each of libs/ui's 121 files cost 318 s of CPU against 87 s
      // shared (2026-11-28), and fresh imports for each node file 102 s against 76 s over the 120 node files
      // (2026-12-01). What a test leaves behind is cleared after each test (restoreMocks here, the stubs' own
      // unstubAll, vitest.setup-dom.ts); a file's database is its own, opened and closed by the file.
      isolate: false,
      // Worker threads rather than child processes: 7% less CPU over the whole unit run (798 s against 856 s,
      // 2026-11-29), as a thread starts and talks to the runner more cheaply than a process.
      pool: 'threads',
      // Bounds, not expectations: a property test runs 100 cases, and a component test waits on several
      // conditions (30 s each, vitest.setup-dom.ts) while two projects' workers share two cores that other
      // steps keep busy. A passing test takes as long as it takes; only a hung one meets these. At a load
      // average of 35 on two cores, libs/delivery's page tests took 57-110 s each and met 60 s (2026-11-27).
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  } satisfies UserConfig & { test: object };
}

/**
 * The suites of the HTTP edge: what they check is the same whatever the database (the contract's validation
 * of every field of every operation, the generated client's calls, each role's 403s against the spec's table).
 * npm test's second contract run, on PostgreSQL and ClickHouse, leaves them out (TOUFANG_CONTRACT_WITHOUT_EDGE):
 * they took 235 of its 1,169 s (2026-11-30). Paths from each project's folder.
 */
const EDGE_SUITES = ['src/contract/hostile-input.contract.spec.ts', 'src/access/access.contract.spec.ts', 'src/lib/contract/client.contract.spec.ts'];

/** A project's contract suite: `src/**\/*.contract.spec.ts` against the real server, one file at a time. */
export function contractTestConfig(configUrl: string, name: string) {
  const unit = unitTestConfig(configUrl, name, 'node');
  return {
    ...unit,
    test: {
      ...unit.test,
      include: ['src/**/*.contract.spec.ts'],
      exclude: ['node_modules/**', ...(process.env.TOUFANG_CONTRACT_WITHOUT_EDGE === '1' ? EDGE_SUITES : [])],
      // Each file starts its own server or resets the database's schema, so files run one after another
      // (npm test runs the PGlite files two at a time: each opens its own database in memory).
      fileParallelism: false,
      // Child processes, as the suites were proven in (the servers' native DuckDB and the media files'
      // ffmpeg children).
      pool: 'forks',
      // One worker imports the server once for all files (the server's state lives in each file's own server
      // and database, built by the file; no module holds it since the composition root).
      isolate: false,
    },
  };
}

/**
 * The composed server's test entry (apps/api): the global setup that seeds the run's template database and
 * the setup file that hands buildServer to the harness of @toufang/server-testing. Named here, once, so an
 * area library's contract suite runs against the whole server without its code importing the app.
 */
const COMPOSED_SERVER_TESTING = path.join(workspaceRoot, 'apps/api/src/testing');

/** 2^14: 16 MiB and an eighth of OWASP's work per hash; the template's demo users are hashed at it too. */
export const CONTRACT_SCRYPT_N = '16384';

/**
 * A server project's contract suite: the real, composed server over a copy of the run's seeded template
 * database per file (each file resets DATABASE_URL's schema when that is set), called over HTTP.
 */
export function serverContractTestConfig(configUrl: string, name: string) {
  const shared = contractTestConfig(configUrl, name);
  return {
    ...shared,
    test: {
      ...shared.test,
      globalSetup: [...shared.test.globalSetup, path.join(COMPOSED_SERVER_TESTING, 'contract-global-setup.ts')],
      setupFiles: [...shared.test.setupFiles, path.join(COMPOSED_SERVER_TESTING, 'compose.ts')],
      // Bounds for a hung test, not measures: on two cores kept busy by other steps, a file's server start
      // and its logins took over 120 s (2026-11-27, load average 20).
      testTimeout: 300_000,
      hookTimeout: 600_000,
      // A lighter password hash than OWASP's for the suites' hundreds of logins (auth/password.ts defaultScrypt).
      // No demo materials: a suite's server copies the template's database, not its file storage, so the
      // suites upload their own files (seed/materials.ts is tested on its own).
      env: { NODE_ENV: 'test', TOUFANG_TEST_SCRYPT_N: CONTRACT_SCRYPT_N, TOUFANG_DEMO_MATERIALS: '0' },
    },
  };
}
