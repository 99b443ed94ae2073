// A migrated database for the job and audit tests: a fresh PGlite in memory (from server-db's migrated image,
// made once per process: their three unit files 23.1 and 28.5 s of CPU with a migrated folder each, 20.4 and
// 18.9 s from the image, 2026-12-01), or, in the contract suite with DATABASE_URL set, that PostgreSQL with its
// schema reset.
import { migrate, openMigratedPglite, openPostgres, resetSchema, type Db } from '@toufang/server-db';

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
  const db = await openMigratedPglite();
  return { db, close: () => db.close() };
}
