import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DbLocation {
  /** A PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** The PGlite data directory. */
  dataDir: string;
}

export function openDb({ databaseUrl, dataDir }: DbLocation): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
