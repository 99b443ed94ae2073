import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

// Contract tests: the real server (buildServer) over a fresh database per file, called over HTTP.
// Files run one after another: each resets DATABASE_URL's schema when that is set, and scrypt at OWASP
// cost is deliberately slow, hence the generous timeouts.
const shared = projectTestConfig('api-server-contract', 'node');
export default defineProject({
  ...shared,
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    ...shared.test,
    include: ['src/**/*.contract.spec.ts'],
    exclude: ['node_modules/**'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
