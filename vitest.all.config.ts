// Every project's unit tests in one vitest run (npm test's unit step): one start-up, one pool of workers, and one
// vitest project per test environment (node, happy-dom) rather than one per library: a worker keeps its modules
// from file to file (isolate: false) only within a project, so with a project per library each worker imported
// React, Semi and the shared libraries again for each of the ~60 libraries (556 s of CPU against 369 s for the
// whole run, 2026-12-01). The projects' own vitest.config.ts (unitTestConfig of vitest.shared.ts) stay what Nx infers
// `test` from for a developer's `nx test <project>`; this file reads them and groups their folders by
// environment, so a library's environment is still said in one place. A project whose config adds settings of
// its own (workspace/boundaries) keeps its own project here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { unitTestConfig, type TestEnvironment } from './vitest.shared.ts';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

/** The projects' config files: apps/*, libs/*, libs/*\/*, workspace/* . */
function projectConfigs(): string[] {
  const found: string[] = [];
  const look = (dir: string, depth: number) => {
    for (const entry of readdirSync(path.join(workspaceRoot, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const folder = path.join(dir, entry.name);
      for (const name of ['vitest.config.ts', 'vitest.config.mts']) {
        try {
          readFileSync(path.join(workspaceRoot, folder, name));
          found.push(path.join(folder, name));
        } catch {
          // no config of this name here
        }
      }
      if (depth > 1) look(folder, depth - 1);
    }
  };
  look('apps', 1);
  look('libs', 2);
  look('workspace', 1);
  return found;
}

/** A config that is exactly unitTestConfig(…, environment): its environment; anything else keeps its project. */
const STANDARD = /^export default defineProject\(unitTestConfig\(import\.meta\.url, '[^']+', '(node|happy-dom)'\)\);$/m;

const byEnvironment = new Map<TestEnvironment, string[]>();
const own: string[] = [];
for (const file of projectConfigs()) {
  const environment = readFileSync(path.join(workspaceRoot, file), 'utf8').match(STANDARD)?.[1] as TestEnvironment | undefined;
  if (!environment) own.push(file);
  else byEnvironment.set(environment, [...(byEnvironment.get(environment) ?? []), path.dirname(file)]);
}

function grouped(environment: TestEnvironment, folders: string[]): TestProjectConfiguration {
  const shared = unitTestConfig(pathToFileURL(path.join(workspaceRoot, 'vitest.all.config.ts')).href, environment, environment);
  return {
    ...shared,
    test: {
      ...shared.test,
      include: folders.flatMap((folder) => [`${folder}/src/**/*.spec.ts`, `${folder}/src/**/*.spec.tsx`]),
      exclude: ['**/*.contract.spec.ts', '**/node_modules/**'],
    },
  };
}

export default defineConfig({
  test: {
    projects: [...[...byEnvironment].map(([environment, folders]) => grouped(environment, folders)), ...own],
  },
});
