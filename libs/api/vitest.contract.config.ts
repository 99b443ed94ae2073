import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared';

// Contract tests: the real client against the real reference server (apps/api), started per file as a
// child process. One file at a time (each starts its own server), long timeouts (login hashes with scrypt).
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'api-contract',
    environment: 'node',
    include: ['src/**/*.contract.spec.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
  },
});
