// A server context for tests that hold only a database (the job queue's suites, a worker process of a
// test): the registered media over that database and an in-memory metrics store.
import type { Db } from '@toufang/server-db';
import { assembleContext, type ContextParts } from '../context/build';
import type { ServerContext } from '../context/context';
import { MemoryMetricsStore } from '../delivery/testing/memory-store';

export function testContext(db: Db, parts: Partial<Omit<ContextParts, 'db'>> = {}): ServerContext {
  return assembleContext({ db, metrics: new MemoryMetricsStore(), ...parts });
}
