// A migrated database for the job and audit tests: a fresh PGlite in memory, or, in the contract suite with
// DATABASE_URL set, that PostgreSQL with its schema reset.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPglite, openPgliteImage, openPostgres, pgliteImageOf, resetSchema, type Db } from '@toufang/server-db';

export interface TestDb {
  db: Db;
  /** The connection string when the database is a PostgreSQL (other processes can join it). */
  url?: string;
  close(): Promise<void>;
}

// PGlite's image of a freshly migrated folder, made once per process (a worker keeps its modules from file to
// file), as the media suites' databases are (server-media's media-test-db.ts): a new folder cost PGlite's initdb
// and every migration again for each of the job and audit files' databases. Their three unit files (four
// databases): 23.1 and 28.5 s of CPU with a migrated folder each, 20.4 and 18.9 s from the image (2026-12-01).
let migratedImage: Promise<Blob> | undefined;

async function imageOfMigrated(): Promise<Blob> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-jobs-'));
  try {
    const db = await openPglite(path.join(dir, 'data'));
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    return await pgliteImageOf(path.join(dir, 'data'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function openTestDb({ databaseUrl }: { databaseUrl?: string } = {}): Promise<TestDb> {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    await resetSchema(db);
    await migrate(db);
    return { db, url: databaseUrl, close: () => db.close() };
  }
  migratedImage ??= imageOfMigrated();
  // A failed build is not kept: the next file tries again and reports its own error.
  const image = await migratedImage.catch((error: unknown) => {
    migratedImage = undefined;
    throw error;
  });
  const db = await openPgliteImage(image);
  return { db, close: () => db.close() };
}
