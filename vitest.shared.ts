// The unit-test settings every project shares: the environment, the file patterns, the setup files.
// Each project's vitest.config.ts calls unitTestConfig; Nx's vitest plugin infers its `test` target from
// that file. Imports of `@toufang/*` resolve through Vite's own tsconfig-paths support (the paths of
// tsconfig.base.json, which every project's tsconfig extends), so no alias is written here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

export type TestEnvironment = 'node' | 'jsdom';

/** Setup files by environment: jsdom gets Testing Library's matchers and the browser APIs jsdom lacks. */
function setupFiles(environment: TestEnvironment): string[] {
  const property = path.join(workspaceRoot, 'vitest.setup-property.ts');
  return environment === 'jsdom' ? [property, path.join(workspaceRoot, 'vitest.setup-dom.ts')] : [property];
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
      // Component tests share a worker's modules and jsdom from file to file: a fresh jsdom and fresh imports of
      // React and Semi for each of libs/ui's 121 files cost 318 s of CPU against 87 s shared (2026-11-28). What a
      // test leaves behind is cleared after each test (vitest.setup-dom.ts). The server's node tests keep their
      // isolation: their modules hold state (a database per file) that is cheap to build and costly to share.
      isolate: environment !== 'jsdom',
      // Bounds, not expectations: a property test runs 100 cases, and a component test waits on several
      // conditions (30 s each, vitest.setup-dom.ts) while two projects' workers share two cores that other
      // steps keep busy. A passing test takes as long as it takes; only a hung one meets these. At a load
      // average of 35 on two cores, libs/delivery's page tests took 57-110 s each and met 60 s (2026-11-27).
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  } satisfies UserConfig & { test: object };
}

/** A project's contract suite: `src/**\/*.contract.spec.ts` against the real server, one file at a time. */
export function contractTestConfig(configUrl: string, name: string) {
  const unit = unitTestConfig(configUrl, name, 'node');
  return {
    ...unit,
    test: {
      ...unit.test,
      include: ['src/**/*.contract.spec.ts'],
      exclude: ['node_modules/**'],
      // Each file starts its own server or resets the database's schema, so files run one after another.
      fileParallelism: false,
      // One worker imports the server once for all files (the server's state lives in each file's own server
      // and database, built by the file; no module holds it since the composition root).
      isolate: false,
    },
  };
}
