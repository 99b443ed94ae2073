// Every contract suite in one vitest run (npm test's two contract steps): one start-up, and two projects instead
// of one per library: the suites of the composed server (serverContractTestConfig) and the rest (the client
// against a spawned desk, each media's port suite, the store, storage, audit and sandbox suites:
// contractTestConfig). A worker keeps its modules from file to file (isolate: false), but only within a
// project: with a project per library each worker imported and transformed the whole server again for every
// library's files. Each project keeps its own vitest.contract.config.ts, which Nx still infers `contract` from
// for a developer's run.
import { defineConfig } from 'vitest/config';
import { contractTestConfig, serverContractTestConfig } from './vitest.shared.ts';

/** The libraries whose suites start the composed server (their vitest.contract.config.ts uses serverContractTestConfig). */
const SERVER = ['apps/api', 'libs/server/accounts', 'libs/server/assets', 'libs/server/creation', 'libs/server/creation-tasks', 'libs/server/creation-assist', 'libs/server/delivery', 'libs/server/dmp', 'libs/server/jobs', 'libs/server/monitoring', 'libs/server/insights', 'libs/server/naming', 'libs/server/org', 'libs/server/properties', 'libs/server/diagnosis', 'libs/server/ai-rules', 'libs/server/report-push', 'libs/server/home', 'libs/server/live'];
/** The other libraries with contract suites; every media's server project is one of them. */
const PLAIN = ['libs/api', 'libs/media-*/server', 'libs/server/audit', 'libs/server/media', 'libs/server/metrics', 'libs/server/sandbox', 'libs/server/storage'];

/** A project over these libraries' `src/**\/*.contract.spec.ts`, with the settings their own configs share. */
function over(libraries: readonly string[], shared: ReturnType<typeof contractTestConfig>) {
  const edge = shared.test.exclude.filter((pattern) => pattern.startsWith('src/'));
  return {
    ...shared,
    test: {
      ...shared.test,
      include: libraries.map((library) => `${library}/src/**/*.contract.spec.ts`),
      // The HTTP edge's suites left out of the second run (EDGE_SUITES of vitest.shared.ts), wherever they live.
      exclude: ['**/node_modules/**', ...edge.map((pattern) => `**/${pattern}`)],
      // Bounds for a hung call, as the composed server's suites have (libs/api's own config sets the same).
      testTimeout: 300_000,
      hookTimeout: 600_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [over(SERVER, serverContractTestConfig(import.meta.url, 'server-contract')), over(PLAIN, contractTestConfig(import.meta.url, 'contract'))],
    fileParallelism: false,
    maxWorkers: 1,
  },
});
