// The media accounts' schedules: every hour the desk syncs every account of an active authorisation
// (within each media's limits, through the gateway), renews the tokens that will soon expire, and turns the
// monitors' thresholds into account messages. Imported by main.ts only, so that tests run no schedule they
// did not ask for.
import type { MediaCode } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { defineJob, defineSchedule } from '@toufang/server-jobs';
import { isMediaError } from '@toufang/server-media';
import { accountsByIds, refreshAccounts } from './account-sync';
import { authorizationTokens } from '@toufang/server-context';
import { raiseMonitorAlerts } from './monitor-alerts';
import { syncDeliveryObjects } from './delivery-objects';

// The monitors' check lives in monitor-alerts.ts (the metrics sync runs it too); re-exported for this file's callers.
export { ALERT_TEXTS, raiseMonitorAlerts } from './monitor-alerts';

// Times of the schedules (this project's choices, docs/decisions.md).
export const ACCOUNT_SCHEDULE = {
  /** Today's figures come from the media hourly. */
  SYNC_EVERY_MS: 60 * 60 * 1000,
  /** Token renewal runs at a quarter past, away from the sync at the hour. */
  REFRESH_EVERY_MS: 60 * 60 * 1000,
  REFRESH_OFFSET_MS: 15 * 60 * 1000,
  /** Renew an access token that expires within this time. */
  REFRESH_AHEAD_MS: 6 * 60 * 60 * 1000,
  /** Accounts per step of the hourly sync (a checkpoint after each). */
  SYNC_CHUNK: 20,
} as const;

/**
 * The hourly sync of every account of an active authorisation (its figures, then what changed in its
 * delivery objects), resumable by the last account id done.
 */
export const hourlySyncJob = defineJob<
  Record<string, never>,
  { synced: number; alerts: number; objects: number },
  { afterId: number; synced: number; alerts: number; objects: number }
>(
  'media-account.sync-hourly',
  { title: '每小时同步账户', background: true },
  async (job) => {
    const ports = job.server.media;
    let { afterId, synced, alerts, objects } = job.checkpoint ?? { afterId: 0, synced: 0, alerts: 0, objects: 0 };
    const total = await sqlOn(job.db)
      .selectFrom('media_accounts as a')
      .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('z.status', '=', 'active')
      .executeTakeFirstOrThrow();
    for (;;) {
      if (job.signal.aborted) break;
      const ids = await sqlOn(job.db)
        .selectFrom('media_accounts as a')
        .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
        .select('a.id')
        .where('z.status', '=', 'active')
        .where('a.id', '>', afterId)
        .orderBy('a.id')
        .limit(ACCOUNT_SCHEDULE.SYNC_CHUNK)
        .execute();
      if (ids.length === 0) break;
      const rows = await accountsByIds(job.db, ids.map((r) => r.id));
      await refreshAccounts(job.db, ports, job.actor, rows, job.now());
      alerts += await raiseMonitorAlerts(job.db, rows.map((r) => r.id), job.now(), job.server.metrics);
      objects += (await syncDeliveryObjects(job.db, ports, rows, job.now())).objects;
      afterId = ids[ids.length - 1].id;
      synced += rows.length;
      await job.saveCheckpoint({ afterId, synced, alerts, objects });
      await job.progress({ done: synced, total: Number(total.n), step: '同步账户' });
    }
    return { synced, alerts, objects };
  },
);

/** Renews the access tokens that expire soon; an authorisation the media no longer honours shows 授权失效. */
export const tokenRefreshJob = defineJob<Record<string, never>, { renewed: number; lapsed: number }>(
  'media-authorization.refresh',
  { title: '续期媒体授权', background: true },
  async (job) => {
    const ports = job.server.media;
    const now = job.now();
    const due = await sqlOn(job.db)
      .selectFrom('media_authorizations')
      .select(['id', 'media_code', 'refresh_token', 'refresh_expires_at'])
      .where('status', '=', 'active')
      .where('access_expires_at', '<', new Date(now.getTime() + ACCOUNT_SCHEDULE.REFRESH_AHEAD_MS))
      .orderBy('id')
      .execute();
    let renewed = 0;
    let lapsed = 0;
    for (const auth of due) {
      if (job.signal.aborted) break;
      // A lapsed authorisation stops its accounts' delivery data: the monitors that watch for 已停投 say so now.
      const lapse = async (status: 'expired' | 'revoked') => {
        await sqlOn(job.db).updateTable('media_authorizations').set({ status }).where('id', '=', auth.id).execute();
        const accounts = await sqlOn(job.db).selectFrom('media_accounts').select('id').where('authorization_id', '=', auth.id).execute();
        await raiseMonitorAlerts(job.db, accounts.map((a) => a.id), now, job.server.metrics);
      };
      if (new Date(auth.refresh_expires_at).getTime() <= now.getTime()) {
        await lapse('expired');
        lapsed += 1;
        continue;
      }
      try {
        const tokens = await ports.port(auth.media_code as MediaCode).refreshTokens(auth.refresh_token);
        await authorizationTokens(job.db, auth.id).save(auth.media_code, '', tokens);
        renewed += 1;
      } catch (error) {
        if (isMediaError(error) && (error.kind === 'auth_expired' || error.kind === 'auth_revoked')) {
          await lapse(error.kind === 'auth_revoked' ? 'revoked' : 'expired');
          lapsed += 1;
        } else {
          throw error;
        }
      }
    }
    return { renewed, lapsed };
  },
);

export const accountSchedules = [
  defineSchedule('media-account.sync-hourly', hourlySyncJob, { everyMs: ACCOUNT_SCHEDULE.SYNC_EVERY_MS, payload: () => ({}) }),
  defineSchedule('media-authorization.refresh', tokenRefreshJob, {
    everyMs: ACCOUNT_SCHEDULE.REFRESH_EVERY_MS,
    offsetMs: ACCOUNT_SCHEDULE.REFRESH_OFFSET_MS,
    payload: () => ({}),
  }),
];
