import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'module-boundaries', environment: 'node', include: ['tools/boundaries/**/*.spec.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
