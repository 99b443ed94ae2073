import pg from 'pg';
import type { Db, Queryable, Row } from './db';
import { guardParams } from './guard';

/** A real PostgreSQL through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  const over = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      guardParams(params);
      const result = await target.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async run<T = Row>(sql: string, params: readonly unknown[] = []) {
      guardParams(params);
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as T[], affected: result.rowCount ?? undefined };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...over(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
