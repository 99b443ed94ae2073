// The property kit's schedule (docs/design/properties.md §2.9): 20 minutes past every hour (after the accounts'
// sync at the hour and the metrics' at ten past), every account of an active authorisation reads the changes
// of the types its media syncs, through the gateway's shared per-minute windows; resumable by the last account
// done. Imported by main.ts only, so that tests run no schedule they did not ask for.
import { isMediaCode, MEDIA_CODES } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { defineJob, defineSchedule } from '@toufang/server-jobs';
import { syncAccount, syncedTypes } from './sync';

export const PROPERTY_SCHEDULE = {
  EVERY_MS: 60 * 60 * 1000,
  OFFSET_MS: 20 * 60 * 1000,
} as const;

export const propertyHourlySyncJob = defineJob<Record<string, never>, { accounts: number; properties: number }, { afterId: number; accounts: number; properties: number }>(
  'property.sync-hourly',
  { title: '每小时同步资产', background: true },
  async (job) => {
    const ports = job.server.media;
    const medias = MEDIA_CODES.filter((media) => syncedTypes(ports, media).length > 0);
    let { afterId, accounts, properties } = job.checkpoint ?? { afterId: 0, accounts: 0, properties: 0 };
    if (medias.length === 0) return { accounts, properties };
    const rows = await sqlOn(job.db)
      .selectFrom('media_accounts as a')
      .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
      .select(['a.id', 'a.customer_id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.authorization_id'])
      .where('z.status', '=', 'active')
      .where('a.media_code', 'in', medias)
      .where('a.id', '>', afterId)
      .orderBy('a.id')
      .execute();
    for (const a of rows) {
      if (job.signal.aborted) break;
      if (!isMediaCode(a.media_code) || a.authorization_id === null) continue;
      const account = { id: a.id, customerId: a.customer_id, media: a.media_code, advertiserId: a.account_id, name: a.account_name, authorizationId: a.authorization_id };
      // An account the media refuses now (locked out, authorisation withdrawn) waits for the next hour.
      properties += await syncAccount(job, ports, account, syncedTypes(ports, a.media_code));
      afterId = a.id;
      accounts += 1;
      await job.saveCheckpoint({ afterId, accounts, properties });
      await job.progress({ done: accounts, total: rows.length, step: '同步资产' });
    }
    return { accounts, properties };
  },
);

export const propertySchedules = [
  defineSchedule('property.sync-hourly', propertyHourlySyncJob, { everyMs: PROPERTY_SCHEDULE.EVERY_MS, offsetMs: PROPERTY_SCHEDULE.OFFSET_MS, payload: () => ({}) }),
];
