import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../vitest.shared.ts';

// Contract tests: the real client against the real reference server (apps/api), started per file as a
// child process; long bounds (login hashes with scrypt, a test waits up to 30 s on a condition, and at load 33
// on two cores a single call took a minute: 120 s per test was not enough, 2026-11-27).
const shared = contractTestConfig(import.meta.url, 'api-contract');
export default defineProject({ ...shared, test: { ...shared.test, testTimeout: 300_000, hookTimeout: 600_000 } });
