// The typed query builder over the storage seam. Kysely builds and types the SQL; the seam (db.ts) keeps
// owning connections and transactions, so one query builder serves PGlite and PostgreSQL alike and a
// transaction is just `db.transaction((tx) => sqlOn(tx)…)`.
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Queryable } from './db';
import type { Database } from './schema';

// Kysely's own PostgreSQL dialect wants a pg Pool; PGlite has none, so this driver sends compiled queries
// through the seam instead. Transactions stay with the seam (Kysely's would need a pinned connection).
class SeamDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(target: Queryable) {
    this.connection = {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        const { rows, affected } = await target.run<R>(compiled.sql, compiled.parameters);
        return affected === undefined ? { rows } : { rows, numAffectedRows: BigInt(affected) };
      },
      // eslint-disable-next-line require-yield
      async *streamQuery() {
        throw new Error('streaming is not supported over the storage seam');
      },
    };
  }

  async init(): Promise<void> {
    // Nothing to open: the seam owns the connections.
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('use db.transaction((tx) => sqlOn(tx)…) for transactions');
  }
  async commitTransaction(): Promise<void> {
    // Never begun here (see beginTransaction).
  }
  async rollbackTransaction(): Promise<void> {
    // Never begun here (see beginTransaction).
  }
  async releaseConnection(): Promise<void> {
    // The one connection is the seam's; nothing to give back.
  }
  async destroy(): Promise<void> {
    // The seam's close() ends the connections.
  }
}

export type Sql = Kysely<Database>;

const builders = new WeakMap<Queryable, Sql>();

/** The query builder over a database or a transaction (one per target, kept while the target lives). */
export function sqlOn(target: Queryable): Sql {
  let sql = builders.get(target);
  if (!sql) {
    sql = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new SeamDriver(target),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    builders.set(target, sql);
  }
  return sql;
}
