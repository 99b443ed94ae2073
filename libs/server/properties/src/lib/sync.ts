// Sync from the media (docs/design/properties.md §2.9): a job of the area, 同步资产, that reads each account's
// changes of each type since its kept cursor (every page until the media says there are no more) and writes
// them with the cursor in one transaction per account and type, so a restarted job repeats at most one read.
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { defineJob, JobFailure, presentJobs, syncPresenter, type JobContext } from '@toufang/server-jobs';
import type { MediaPorts } from '@toufang/server-context';
import { isMediaError } from '@toufang/server-media';
import { storeProperties } from './records';

export interface PropertySyncPayload {
  media: MediaCode;
  /** Desk ids of the accounts (of the job's company). */
  accountIds: number[];
  /** The types to read; absent: every type the media syncs. */
  types?: string[];
}

function isPayload(raw: unknown): raw is PropertySyncPayload {
  if (typeof raw !== 'object' || raw === null) return false;
  const p = raw as Partial<PropertySyncPayload>;
  return (
    typeof p.media === 'string' &&
    Array.isArray(p.accountIds) &&
    p.accountIds.every(Number.isInteger) &&
    (p.types === undefined || (Array.isArray(p.types) && p.types.every((t) => typeof t === 'string')))
  );
}

/** The types of a media a sync reads: those asked that it syncs, or all it syncs. */
export function syncedTypes(ports: MediaPorts, media: MediaCode, asked?: readonly string[]): string[] {
  return ports
    .port(media)
    .properties.filter((p) => p.operations.sync && (asked === undefined || asked.includes(p.type)))
    .map((p) => p.type);
}

/** One account's changes of one type since its cursor, written with the new cursor. Answers the objects read. */
export async function syncAccountType(
  db: Db,
  ports: MediaPorts,
  account: { id: number; customerId: number; media: MediaCode; advertiserId: string; name: string; authorizationId: number },
  type: string,
  now: Date,
): Promise<number> {
  const kept = await sqlOn(db).selectFrom('property_sync_cursors').select('cursor').where('account_id', '=', account.id).where('property_type', '=', type).executeTakeFirst();
  const { properties, cursor } = await ports.gateway(account.media, account.authorizationId).listPropertyChanges({ advertiserId: account.advertiserId, type, cursor: kept?.cursor });
  await db.transaction(async (tx) => {
    await storeProperties(tx, account, properties, now);
    await sqlOn(tx)
      .insertInto('property_sync_cursors')
      .values({ account_id: account.id, property_type: type, cursor, synced_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'property_type']).doUpdateSet({ cursor, synced_at: now }))
      .execute();
  });
  return properties.length;
}

/** An account as a sync reads it. */
export type SyncedAccount = Parameters<typeof syncAccountType>[2];

/**
 * Every type of one account in turn; answers the objects read. An account the media refuses (authorisation
 * withdrawn, locked out) is reported on the job and left for later: it does not stop the other accounts.
 */
export async function syncAccount(
  job: Pick<JobContext<unknown>, 'db' | 'now' | 'itemFailed'>,
  ports: MediaPorts,
  account: SyncedAccount,
  types: readonly string[],
): Promise<number> {
  let read = 0;
  for (const type of types) {
    try {
      read += await syncAccountType(job.db, ports, account, type, job.now());
    } catch (error) {
      if (!isMediaError(error)) throw error;
      await job.itemFailed(account.name, error.message);
      break;
    }
  }
  return read;
}

export const propertySyncJob = defineJob<PropertySyncPayload, { accounts: number; properties: number }, { done: number; properties: number }>(
  'property.sync',
  {
    title: '同步资产',
    background: true,
    parsePayload(raw) {
      if (!isPayload(raw)) throw new JobFailure('同步资产任务的内容无效');
      return raw;
    },
  },
  async (job) => {
    const ports = job.server.media;
    const types = syncedTypes(ports, job.payload.media, job.payload.types);
    let query = sqlOn(job.db)
      .selectFrom('media_accounts')
      .select(['id', 'customer_id', 'account_id', 'account_name', 'authorization_id'])
      .where('id', 'in', job.payload.accountIds.length > 0 ? job.payload.accountIds : [0])
      .where('media_code', '=', job.payload.media)
      .where('authorization_id', 'is not', null)
      .orderBy('id');
    if (job.companyId !== null) query = query.where('customer_id', '=', job.companyId);
    const accounts = await query.execute();
    let done = job.checkpoint?.done ?? 0;
    let read = job.checkpoint?.properties ?? 0;
    while (done < accounts.length && !job.signal.aborted) {
      const a = accounts[done];
      const account = { id: a.id, customerId: a.customer_id, media: job.payload.media, advertiserId: a.account_id, name: a.account_name, authorizationId: a.authorization_id ?? 0 };
      read += await syncAccount(job, ports, account, types);
      done += 1;
      await job.saveCheckpoint({ done, properties: read });
      await job.progress({ done, total: accounts.length, step: '同步资产' });
    }
    return { accounts: done, properties: read };
  },
);

presentJobs([propertySyncJob.name], syncPresenter(propertySyncJob, (result) => `已同步${result.accounts}个账户的${result.properties}个资产`));
