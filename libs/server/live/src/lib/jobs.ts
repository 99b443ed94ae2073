// Live control's jobs (design §4.4, on libs/server/jobs): live.awemes daily at 05:17 China time (and 刷新 runs its read
// for one person's accounts at once), live.rooms every 5 minutes (with the minute rows' housekeeping), live.alerts
// every minute; runs of the last two that a busy worker let pile up coalesce into the latest. Each works account by
// account; an account its media refuses now waits for the next run. Handed to the worker by main.ts.
import { DAY_MS, formatChinaTime, HOUR_MS, MINUTE_MS } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { defineJob, defineSchedule, escapeHtml } from '@toufang/server-jobs';
import { syncAccountAwemes } from './awemes';
import { authorisedLiveAccounts, LIVE_SERVER_LIMITS, mediaNow, TIKTOK_PAGE_PATH } from './context';
import { runAlertRound } from './alerts';
import { pruneMinutes } from './minutes';
import { syncAccountRooms } from './rooms';
import { LIVE_SERVER_TEXTS as T } from './texts';

export const LIVE_SCHEDULE = {
  AWEMES_EVERY_MS: DAY_MS,
  // 05:17 China time (UTC+8): 21:17 UTC the day before.
  AWEMES_OFFSET_MS: 21 * HOUR_MS + 17 * MINUTE_MS,
  /** An account whose 抖音号 were read this recently (the seed, 刷新, a run before a restart) is not read again. */
  AWEMES_FRESH_MS: 12 * HOUR_MS,
  ROOMS_EVERY_MS: 5 * MINUTE_MS,
  ALERTS_EVERY_MS: MINUTE_MS,
} as const;

/**
 * Whether a later run of the same scheduled job is already queued or running: while the worker is busy (a fresh desk's first
 * syncs) the schedule queues one run per period, and only the latest of them needs to run; the earlier ones end at
 * once, so missed periods coalesce into one run.
 */
export async function laterRunQueued(db: Queryable, job: { jobId: string; name: string; payload: { at?: string } }): Promise<boolean> {
  if (!job.payload.at) return false;
  // Running too: a worker claims several due jobs at once, and the latest of them is the one that reads.
  const rows = await db.query(`SELECT 1 FROM jobs WHERE name = $1 AND state IN ('queued', 'running') AND id <> $2 AND payload->>'at' > $3 LIMIT 1`, [job.name, job.jobId, job.payload.at]);
  return rows.length > 0;
}

/** The accounts (desk ids) whose 抖音号 were read since `since`. */
async function awemesReadSince(db: Queryable, since: Date): Promise<Set<number>> {
  const rows = await sqlOn(db)
    .selectFrom('live_aweme_bindings as b')
    .innerJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 'b.company_id').onRef('w.aweme_id', '=', 'b.aweme_id'))
    .select('b.account_id')
    .where('b.unbound_at', 'is', null)
    .where('w.synced_at', '>=', since)
    .groupBy('b.account_id')
    .execute();
  return new Set(rows.map((r) => r.account_id));
}

/**
 * One ACCOUNT message per binding expiring within LIVE_SERVER_LIMITS.EXPIRY_NOTICE_DAYS (once per expiry: renewing
 * clears the mark), to the company's admins and managers and the account's operators.
 */
export async function noticeExpiringAwemes(server: ServerContext, now: Date): Promise<number> {
  const mediaTime = mediaNow(server);
  const rows = await sqlOn(server.db)
    .selectFrom('live_aweme_bindings as b')
    .innerJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 'b.company_id').onRef('w.aweme_id', '=', 'b.aweme_id'))
    .innerJoin('media_accounts as a', 'a.id', 'b.account_id')
    .select(['b.account_id', 'b.aweme_id', 'b.company_id', 'b.authorized_until', 'w.name', 'a.account_name'])
    .where('b.unbound_at', 'is', null)
    .where('b.status', '=', 'active')
    .where('b.expiry_notified_at', 'is', null)
    .where('b.authorized_until', '>', new Date(mediaTime))
    .where('b.authorized_until', '<=', new Date(mediaTime + LIVE_SERVER_LIMITS.EXPIRY_NOTICE_DAYS * DAY_MS))
    .execute();
  for (const r of rows) {
    await server.db.transaction(async (tx) => {
      const q = sqlOn(tx);
      const managers = await q.selectFrom('users').select('id').where('customer_id', '=', r.company_id).where('role', 'in', ['ADMIN', 'MANAGER']).execute();
      const operators = await q.selectFrom('media_account_operators').select('user_id').where('account_id', '=', r.account_id).execute();
      await server.notifier.notifyUser(tx, [...managers.map((u) => u.id), ...operators.map((o) => o.user_id)], {
        title: T.EXPIRY_TITLE(r.name, LIVE_SERVER_LIMITS.EXPIRY_NOTICE_DAYS),
        type: 'ACCOUNT',
        content: `<p>${escapeHtml(T.EXPIRY_CONTENT(r.name, r.account_name, formatChinaTime(r.authorized_until ?? now)))}</p>`,
        link: TIKTOK_PAGE_PATH,
      });
      await q.updateTable('live_aweme_bindings').set({ expiry_notified_at: now }).where('account_id', '=', r.account_id).where('aweme_id', '=', r.aweme_id).execute();
    });
  }
  return rows.length;
}

export const liveAwemesJob = defineJob<Record<string, never>, { accounts: number; notices: number; fresh?: number }, { afterId: number; accounts: number }>(
  'live.awemes',
  { title: T.JOB_AWEMES, background: true },
  async (job) => {
    let { afterId, accounts } = job.checkpoint ?? { afterId: 0, accounts: 0 };
    // A desk started again the same day, or just seeded, does not read every account again.
    const fresh = await awemesReadSince(job.db, new Date(job.now().getTime() - LIVE_SCHEDULE.AWEMES_FRESH_MS));
    const all = (await authorisedLiveAccounts(job.db)).filter((a) => a.id > afterId && !fresh.has(a.id));
    for (const account of all) {
      if (job.signal.aborted) break;
      try {
        await syncAccountAwemes(job.server, account, job.now());
        accounts += 1;
      } catch (error) {
        await job.itemFailed(account.name, error instanceof Error ? error.message : String(error));
      }
      afterId = account.id;
      await job.saveCheckpoint({ afterId, accounts });
    }
    return { accounts, notices: await noticeExpiringAwemes(job.server, job.now()), fresh: fresh.size };
  },
);

export const liveRoomsJob = defineJob<{ at?: string }, { accounts: number; streams: number; pruned?: number; coalesced?: boolean }>('live.rooms', { title: T.JOB_ROOMS, background: true }, async (job) => {
  if (await laterRunQueued(job.db, job)) return { accounts: 0, streams: 0, coalesced: true };
  let accounts = 0;
  let streams = 0;
  for (const account of await authorisedLiveAccounts(job.db)) {
    if (job.signal.aborted) break;
    try {
      streams += await syncAccountRooms(job.server, account);
      accounts += 1;
    } catch (error) {
      job.server.log.warn({ err: error, accountId: account.id }, 'live rooms sync failed');
    }
  }
  return { accounts, streams, pruned: await pruneMinutes(job.db, mediaNow(job.server)) };
});

export const liveAlertsJob = defineJob<{ at?: string }, { raised: number; coalesced?: boolean }>('live.alerts', { title: T.JOB_ALERTS, background: true, maxAttempts: 1 }, async (job) => {
  if (await laterRunQueued(job.db, job)) return { raised: 0, coalesced: true };
  return { raised: await runAlertRound(job.server, job.now()) };
});

export const liveSchedules = [
  defineSchedule('live.awemes-daily', liveAwemesJob, { everyMs: LIVE_SCHEDULE.AWEMES_EVERY_MS, offsetMs: LIVE_SCHEDULE.AWEMES_OFFSET_MS, payload: () => ({}) }),
  defineSchedule('live.rooms', liveRoomsJob, { everyMs: LIVE_SCHEDULE.ROOMS_EVERY_MS, payload: (start) => ({ at: start.toISOString() }) }),
  defineSchedule('live.alerts', liveAlertsJob, { everyMs: LIVE_SCHEDULE.ALERTS_EVERY_MS, payload: (start) => ({ at: start.toISOString() }) }),
];
