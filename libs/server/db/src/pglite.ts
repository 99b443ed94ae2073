import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, Row } from './db';
import { copyLiveFolder } from './folder-copy';
import { guardParams } from './guard';

// The extensions the migrations create (037: trigrams for 素材库's keyword search): PGlite must load them
// whenever it opens a database that has them.
const extensions = { pg_trgm };

/** Embedded PostgreSQL in a data directory (created when missing). PGlite serialises all queries itself. */
export async function openPglite(dataDir: string): Promise<Db & Required<Pick<Db, 'snapshotTo'>>> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions });
  return {
    ...overPglite(pg),
    // A CHECKPOINT writes every changed page to the folder; the folder is then copied while the desk runs,
    // and the files changed meanwhile again between transactions (none open, none starting) with no query
    // running (folder-copy.ts): the copy opens as the database was at that moment.
    async snapshotTo(target: string) {
      await pg.exec('CHECKPOINT');
      // exec and transaction take the transaction lock themselves, so nothing inside may call them.
      await copyLiveFolder(dataDir, target, (work) => pg._runExclusiveTransaction(() => pg.runExclusive(work)), (name) => name === 'postmaster.pid');
    },
  };
}

/** Embedded PostgreSQL in memory, from an image of a data directory (PGlite's dumpDataDir tarball). */
export async function openPgliteImage(image: Blob): Promise<Db> {
  return overPglite(await PGlite.create({ dataDir: 'memory://', loadDataDir: image, extensions }));
}

/** An image of a data directory that openPgliteImage opens: the folder must not be open elsewhere. */
export async function pgliteImageOf(dataDir: string): Promise<Blob> {
  const pg = await PGlite.create(dataDir, { extensions });
  try {
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

function overPglite(pg: PGlite): Db {
  const over = (target: PGlite | Transaction): Queryable => ({
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      guardParams(params);
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async run<T = Row>(sql: string, params: readonly unknown[] = []) {
      guardParams(params);
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows, affected: result.affectedRows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...over(pg),
    transaction: (fn) => pg.transaction((tx) => fn(over(tx))),
    close: () => pg.close(),
  };
}
