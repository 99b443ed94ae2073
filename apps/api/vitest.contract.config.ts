import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../vitest.shared.ts';

// Contract tests: the real server (buildServer) over a fresh database per file, called over HTTP. Each
// file resets DATABASE_URL's schema when that is set, and scrypt at OWASP cost is deliberately slow, hence
// the generous timeouts.
const shared = contractTestConfig(import.meta.url, 'api-server-contract');
/** 2^14: 16 MiB and an eighth of OWASP's work per hash; the template's demo users are hashed at it too. */
export const CONTRACT_SCRYPT_N = '16384';
export default defineProject({
  ...shared,
  test: {
    ...shared.test,
    // The seeded template database each file's server copies (src/testing/template.ts).
    globalSetup: [...shared.test.globalSetup, 'src/testing/contract-global-setup.ts'],
    // Bounds for a hung test, not measures: on two cores kept busy by other steps, a file's server start
    // and its logins took over 120 s (2026-11-27, load average 20).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // A lighter password hash than OWASP's for the suites' hundreds of logins (auth/password.ts defaultScrypt).
    env: { NODE_ENV: 'test', TOUFANG_TEST_SCRYPT_N: CONTRACT_SCRYPT_N },
  },
});
