// Setup file of every server contract run (vitest.shared.ts, serverContractTestConfig): hands the composed
// server to the suites' harness, so an area library's suite starts the whole server without importing it.
import { useComposedServer } from '@toufang/server-testing';
import { buildServer } from '../server';

useComposedServer(buildServer);
