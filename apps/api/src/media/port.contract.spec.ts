// The port contract suite against the six sandbox media, over one fresh database (PGlite, or the
// PostgreSQL of DATABASE_URL).
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/db';
import { SANDBOX_CONFIGS } from './sandbox-media';
import { openMediaTestDb } from './testing/media-test-db';
import { describeMediaPortContract } from './testing/port-contract';
import { sandboxHarness } from './testing/sandbox-harness';

let opened: Awaited<ReturnType<typeof openMediaTestDb>> | undefined;
const holder: { db?: Db } = {};
beforeAll(async () => {
  opened = await openMediaTestDb();
  holder.db = opened.db;
});
afterAll(async () => {
  await opened?.close();
});

function database(): Db {
  if (!holder.db) throw new Error('the test database is not open yet');
  return holder.db;
}

for (const config of Object.values(SANDBOX_CONFIGS)) {
  describeMediaPortContract(`${config.media} sandbox`, () => sandboxHarness(lazyDb(), config.media));
}

/** The harness is built while tests are collected, before beforeAll opens the database. */
function lazyDb(): Db {
  return {
    get kind() {
      return database().kind;
    },
    query: (sql, params) => database().query(sql, params),
    run: (sql, params) => database().run(sql, params),
    exec: (sql) => database().exec(sql),
    transaction: (fn) => database().transaction(fn),
    close: () => database().close(),
  };
}
