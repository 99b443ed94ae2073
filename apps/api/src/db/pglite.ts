import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db';
import { guardParams } from './guard';

/** Embedded PostgreSQL in a data directory (created when missing). PGlite serialises all queries itself. */
export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);

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
