import { defineProject } from 'vitest/config';
import { unitTestConfig } from '../../vitest.shared.ts';

// Each probe is linted with the workspace's real eslint config and project graph: slow on a small machine.
const shared = unitTestConfig(import.meta.url, 'boundaries', 'node');
export default defineProject({ ...shared, test: { ...shared.test, testTimeout: 60_000, hookTimeout: 60_000 } });
