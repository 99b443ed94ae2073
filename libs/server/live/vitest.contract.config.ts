import { defineProject } from 'vitest/config';
import { serverContractTestConfig } from '../../../vitest.shared.ts';

// Contract tests: the composed server over a copy of the run's template database per file, called over
// HTTP (vitest.shared.ts, serverContractTestConfig).
export default defineProject(serverContractTestConfig(import.meta.url, 'server-live-contract'));
