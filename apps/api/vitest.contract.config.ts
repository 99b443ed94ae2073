import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../vitest.shared.ts';

// Contract tests: the real server (buildServer) over a fresh database per file, called over HTTP. Each
// file resets DATABASE_URL's schema when that is set, and scrypt at OWASP cost is deliberately slow, hence
// the generous timeouts.
const shared = contractTestConfig(import.meta.url, 'api-server-contract');
export default defineProject({
  ...shared,
  test: {
    ...shared.test,
    // The seeded template database each file's server copies (src/testing/template.ts).
    globalSetup: [...shared.test.globalSetup, 'src/testing/contract-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
