// What the delivery API's contract tests share: the demo company's accounts of a media with their objects
// copied from the sandbox, a metrics store filled with exact sums, and a worker that runs the area's jobs.
import { BASE_METRICS, type BaseSums, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker, manualClock, type AnyJobDefinition } from '@toufang/server-jobs';
import type { ServerContext, MetricsStore, ServerOptions } from '@toufang/server-context';
import { registeredSandbox, seedRegisteredSandboxes, type TestServer } from '@toufang/server-testing';
import { dimsOf } from '../lib/dims';
import { MemoryMetricsStore } from '@toufang/server-context/testing';

/** The demo company (customer 1) and the second company (customer 2). */
export const DEMO_CUSTOMER = 1;

/** The demo company's authorised accounts of a media, their objects copied into the desk. */
export async function syncedAccounts(server: ServerContext, media: MediaCode, customerId = DEMO_CUSTOMER): Promise<{ id: number; accountId: string; name: string }[]> {
  const db = server.db;
  const rows = await sqlOn(db)
    .selectFrom('media_accounts')
    .select(['id', 'account_id', 'account_name'])
    .where('customer_id', '=', customerId)
    .where('media_code', '=', media)
    .where('bound', '=', true)
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .execute();
  const accounts = await accountsByIds(db, rows.map((r) => r.id));
  await syncDeliveryObjects(db, server.media, accounts, new Date());
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, name: r.account_name }));
}

/** The desk's copy of a level's objects of some accounts, in id order. */
export async function objectsOf(db: Db, media: MediaCode, level: DeliveryLevel, accountIds: readonly number[]) {
  return sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['object_id', 'account_id', 'name', 'parent_id', 'opt_status', 'review', 'bid_fen', 'budget_fen'])
    .where('media_code', '=', media)
    .where('level', '=', level)
    .where('account_id', 'in', [...accountIds])
    .orderBy('object_id')
    .execute();
}

export const sums = (partial: Partial<BaseSums>): BaseSums => Object.fromEntries(BASE_METRICS.map((m) => [m, partial[m] ?? 0])) as BaseSums;

/**
 * The server options of a test that fills the metrics store: the store the server opens (DuckDB by default,
 * ClickHouse with TOUFANG_METRICS=clickhouse and CLICKHOUSE_URL), or the in-memory reference with
 * TOUFANG_DELIVERY_TEST_STORE=memory.
 */
export function testStoreOptions(): Partial<ServerOptions> {
  return process.env.TOUFANG_DELIVERY_TEST_STORE === 'memory' ? { metrics: new MemoryMetricsStore() } : {};
}

/** The store the tests fill: the server's own (see testStoreOptions). */
export function testStore(server: TestServer): MetricsStore {
  return server.app.toufang.metrics;
}

export async function mirrorDims(store: MetricsStore, db: Db, media: MediaCode, level: DeliveryLevel, ids: readonly string[]): Promise<void> {
  await store.upsertObjects(await dimsOf(db, media, level, ids));
}

/** Runs the given jobs until none is due at `now`. */
export async function drainJobs(server: ServerContext, jobs: readonly AnyJobDefinition[], now = new Date()): Promise<void> {
  const worker = createWorker(server, { jobs, schedules: [], clock: manualClock(now), heartbeatMs: false });
  while ((await worker.runOnce()) > 0) {
    // Another round: a job may leave work for the next claim.
  }
}

/** Benchmark advertisers are named so by the sandbox seed. */
const BENCH_NAME = '压测账户_%';

/**
 * Adds benchmark advertisers to the sandbox (every media) and imports one media's into the demo company
 * through one authorisation, as `npm run seed:bench` does; answers their desk ids.
 */
export async function importBenchAccounts(db: Db, media: MediaCode, bench: { accountsPerMedia: number; deliveringPerAccount: number }): Promise<number[]> {
  const q = sqlOn(db);
  const company = await q.selectFrom('customers').select(['id', 'name']).where('id', '=', DEMO_CUSTOMER).executeTakeFirstOrThrow();
  await seedRegisteredSandboxes(db, { demo: false, companies: { [company.id]: company.name }, bench });
  const waiting = await q
    .selectFrom('sandbox_advertisers')
    .select(['advertiser_id', 'name'])
    .where('media_code', '=', media)
    .where('name', 'like', BENCH_NAME)
    .orderBy('advertiser_id')
    .execute();
  const port = registeredSandbox(db, media);
  const tokens = await port.exchangeCode(await port.issueCode(waiting.map((w) => w.advertiser_id)));
  const { id: authorizationId } = await q
    .insertInto('media_authorizations')
    .values({
      customer_id: company.id,
      media_code: media,
      sandbox: true,
      subject: company.name,
      advertiser_ids: JSON.stringify(tokens.advertiserIds),
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      access_expires_at: new Date(tokens.accessExpiresAt),
      refresh_expires_at: new Date(tokens.refreshExpiresAt),
      authorized_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await q
    .insertInto('media_accounts')
    .values(waiting.map((w) => ({ customer_id: company.id, media_code: media, account_id: w.advertiser_id, account_name: w.name, authorization_id: authorizationId, sandbox: true })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
