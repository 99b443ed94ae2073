import { defineProject } from 'vitest/config';
import { serverContractTestConfig } from '../../vitest.shared.ts';

// Contract tests: the real server (buildServer) over a fresh database per file, called over HTTP; the
// template database and the composed server come from vitest.shared.ts (serverContractTestConfig).
export default defineProject(serverContractTestConfig(import.meta.url, 'api-server-contract'));
