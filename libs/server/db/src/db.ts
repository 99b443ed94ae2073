// The storage seam: the server speaks PostgreSQL through this small interface, so the same code runs on
// embedded PGlite (nothing to install) and on a real PostgreSQL shared by several instances.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One parameterised statement; answers its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** One parameterised statement; answers its rows and, for writes, how many rows it touched. */
  run<T = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[]; affected?: number }>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN … COMMIT; a throw rolls back. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * Embedded PGlite only: copies its data folder to `target` (a backup, src/backup) while no query runs.
   * PostgreSQL's own tools back up a real server.
   */
  snapshotTo?(target: string): Promise<void>;
}

/**
 * A JSON value as a statement parameter. Write `$n::text::jsonb` in the SQL: both drivers then send plain
 * text, where a bare object or array would be serialised differently by pg (arrays become PG arrays).
 */
export function jsonParam(value: unknown): string {
  return JSON.stringify(value);
}
