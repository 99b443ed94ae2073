// A fresh, migrated database for the media contract suites: PGlite in memory, or the PostgreSQL of
// DATABASE_URL with its schema reset (contract files run one at a time).
import { migrate, openMigratedPglite, openPostgres, resetSchema, type Db } from '@toufang/server-db';

export async function openMediaTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openPostgres(url);
    await resetSchema(db);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const db = await openMigratedPglite();
  return { db, close: () => db.close() };
}
