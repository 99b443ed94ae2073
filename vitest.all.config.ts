// Every project's unit tests in one vitest run (npm test's unit step): one start-up and one pool of workers for
// all of them, where `nx run-many -t test` starts vitest once per project. Each project keeps its own
// vitest.config.ts (its environment, its setup, its isolation), which Nx still infers `test` from for a
// developer's `nx test <project>` and `nx affected`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'libs/*/vitest.config.ts', 'libs/*/*/vitest.config.ts', 'workspace/*/vitest.config.{ts,mts}'],
  },
});
