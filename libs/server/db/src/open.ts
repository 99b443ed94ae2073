import type { Db } from './db';
import { openPglite, openPgliteImage } from './pglite';
import { openPostgres } from './postgres';

export interface DbLocation {
  /** A PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** The PGlite data directory. */
  dataDir: string;
  /** PGlite in memory from this image of a data directory (dumpDataDir's tarball), instead of dataDir. */
  pgliteImage?: Blob;
}

export function openDb({ databaseUrl, dataDir, pgliteImage }: DbLocation): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return pgliteImage ? openPgliteImage(pgliteImage) : openPglite(dataDir);
}
