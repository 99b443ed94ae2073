import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../vitest.shared.ts';

// Contract tests: the real client against the real reference server (apps/api), started per file as a
// child process; long timeouts (login hashes with scrypt, and a test waits up to 30 s on a condition).
const shared = contractTestConfig(import.meta.url, 'api-contract');
export default defineProject({ ...shared, test: { ...shared.test, testTimeout: 120_000, hookTimeout: 600_000 } });
