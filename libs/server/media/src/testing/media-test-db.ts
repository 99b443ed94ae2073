// A fresh, migrated database for the media contract suites: PGlite in a temporary folder, or the
// PostgreSQL of DATABASE_URL with its schema reset (contract files run one at a time).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPglite, openPostgres, resetSchema, type Db } from '@toufang/server-db';

export async function openMediaTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openPostgres(url);
    await resetSchema(db);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-media-'));
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
