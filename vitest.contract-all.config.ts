// Every contract suite in one vitest run (npm test's two contract steps): one start-up and one worker for
// all of them, where `nx run-many -t contract` starts vitest once per project. Files run one at a time
// (each starts its own server or resets the database's schema). Each project keeps its own
// vitest.contract.config.ts, which Nx still infers `contract` from for a developer's run.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/*/vitest.contract.config.ts', 'libs/*/vitest.contract.config.ts', 'libs/*/*/vitest.contract.config.ts'],
    fileParallelism: false,
    maxWorkers: 1,
  },
});
