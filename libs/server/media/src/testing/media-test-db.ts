// A fresh, migrated database for the media contract suites: PGlite in memory, or the PostgreSQL of
// DATABASE_URL with its schema reset (contract files run one at a time).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPglite, openPgliteImage, openPostgres, pgliteImageOf, resetSchema, type Db } from '@toufang/server-db';

// PGlite's image of a freshly migrated folder, made once per process (a worker keeps its modules from file to
// file): each suite opens its own copy in memory, where a new folder cost PGlite's initdb and every migration
// again (about 2.4 s of CPU a database, against 0.8 s from the image; ~17 databases a contract run).
let migratedImage: Promise<Blob> | undefined;

async function imageOfMigrated(): Promise<Blob> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-media-'));
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

export async function openMediaTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openPostgres(url);
    await resetSchema(db);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  migratedImage ??= imageOfMigrated();
  // A failed build is not kept: the next suite tries again and reports its own error.
  const image = await migratedImage.catch((error: unknown) => {
    migratedImage = undefined;
    throw error;
  });
  const db = await openPgliteImage(image);
  return { db, close: () => db.close() };
}
