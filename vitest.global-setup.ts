// Once per test run, before any worker starts: pick the seed every property test of this run draws from
// (FC_SEED replays a run) and print it, so a red run names the seed that reproduces it.
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number;
  }
}

export default function setup(project: TestProject): void {
  const fromEnv = Number.parseInt(process.env['FC_SEED'] ?? '', 10);
  const seed = Number.isSafeInteger(fromEnv) ? fromEnv : Math.floor(Math.random() * 2 ** 31);
  project.provide('fcSeed', seed);
  console.log(`property tests: seed ${seed} (replay with FC_SEED=${seed})`);
}
