// The server the contract suites start: the composed one of apps/api (its buildServer), handed in at run
// time by the contract runs' setup files (vitest.shared.ts, serverContractTestConfig), so a library's
// suite starts the whole server without a library importing the app (docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '@toufang/server-context';

export type ServerBuilder = (options: ServerOptions) => Promise<FastifyInstance>;

let builder: ServerBuilder | undefined;

/** Called once per test worker by the composition's setup file (apps/api/src/testing/compose.ts). */
export function useComposedServer(build: ServerBuilder): void {
  builder = build;
}

export function composedServer(): ServerBuilder {
  if (!builder) throw new Error('no composed server: run the suite with a config of serverContractTestConfig (vitest.shared.ts)');
  return builder;
}
