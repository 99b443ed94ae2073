// The server the contract suites start, and the sandboxes it registers: apps/api's composition (its
// buildServer, each media's sandbox adapter and the sandbox seed over them), handed in at run time by the
// contract runs' setup file (vitest.shared.ts, serverContractTestConfig), so a library's suite and test kit
// use the whole server without a library importing the app or a media's adapter (docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import type { MediaCode } from '@toufang/domain';
import type { ServerOptions } from '@toufang/server-context';
import type { Db, Queryable } from '@toufang/server-db';
import type { SandboxMedia, SandboxOptions, SandboxSeedOptions, SandboxSeedResult } from '@toufang/server-sandbox';

export type ServerBuilder = (options: ServerOptions) => Promise<FastifyInstance>;

export interface Composition {
  build: ServerBuilder;
  /** A media's registered sandbox adapter over a database (a test kit's own, e.g. on a fake clock). */
  sandboxMedia(db: Db, media: MediaCode, options?: SandboxOptions): SandboxMedia;
  /** The sandbox seed over the registered sandboxes. */
  seedSandboxMedia(db: Queryable, options?: SandboxSeedOptions): Promise<SandboxSeedResult>;
}

let composition: Composition | undefined;

/** Called once per test worker by the composition's setup file (apps/api/src/testing/compose.ts). */
export function useComposition(given: Composition): void {
  composition = given;
}

function composed(): Composition {
  if (!composition) throw new Error('no composed server: run the suite with a config of serverContractTestConfig (vitest.shared.ts)');
  return composition;
}

export function composedServer(): ServerBuilder {
  return composed().build;
}

/** A media's registered sandbox adapter (see Composition.sandboxMedia). */
export function registeredSandbox(db: Db, media: MediaCode, options?: SandboxOptions): SandboxMedia {
  return composed().sandboxMedia(db, media, options);
}

/** The sandbox seed over the registered sandboxes (see Composition.seedSandboxMedia). */
export function seedRegisteredSandboxes(db: Queryable, options?: SandboxSeedOptions): Promise<SandboxSeedResult> {
  return composed().seedSandboxMedia(db, options);
}
