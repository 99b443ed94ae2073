// A migrated database for the job and audit tests: a fresh PGlite in a temporary folder, or, in the
// contract suite with DATABASE_URL set, that PostgreSQL with its schema reset.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPglite, openPostgres, resetSchema, type Db } from '@toufang/server-db';

export interface TestDb {
  db: Db;
  /** The connection string when the database is a PostgreSQL (other processes can join it). */
  url?: string;
  close(): Promise<void>;
}

export async function openTestDb({ databaseUrl }: { databaseUrl?: string } = {}): Promise<TestDb> {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    await resetSchema(db);
    await migrate(db);
    return { db, url: databaseUrl, close: () => db.close() };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-jobs-'));
  const db = await openPglite(path.join(dir, 'data'));
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
