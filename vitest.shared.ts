// One place for the test settings every project shares: the workspace aliases of tsconfig.base.json,
// the environment and the file patterns. Each project's vitest.config.ts calls projectTestConfig.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

/** The `@toufang/*` aliases of tsconfig.base.json, as exact-match aliases for Vite and Vitest. */
export function workspaceAliases(): Alias[] {
  const tsconfig = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&')}$`),
      replacement: path.join(workspaceRoot, target),
    }));
}

/** Where a project lives, from its Nx name: apps keep their own folder names, libraries sit in libs/. */
const APP_ROOTS: Record<string, string> = { shell: 'apps/shell', 'api-server': 'apps/api', 'shell-e2e': 'apps/shell-e2e' };

export function projectTestConfig(name: string, environment: 'node' | 'jsdom') {
  return {
    // The project's own folder, so its `src/**` patterns match wherever vitest is started from.
    root: path.join(workspaceRoot, APP_ROOTS[name] ?? `libs/${name}`),
    resolve: { alias: workspaceAliases() },
    test: {
      name,
      environment,
      include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      exclude: ['src/**/*.contract.spec.ts', 'node_modules/**'],
      setupFiles: environment === 'jsdom' ? [path.join(workspaceRoot, 'vitest.setup-dom.ts')] : [],
      passWithNoTests: true,
      restoreMocks: true,
    },
  };
}
