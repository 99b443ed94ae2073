// Live control's jobs (design §4.4, on libs/server/jobs): live.awemes daily at 05:17 China time (and 刷新 runs its read
// for one person's accounts at once), live.rooms every 5 minutes, live.alerts every minute. Each works account by
// account; an account its media refuses now waits for the next run. Handed to the worker by main.ts.
import { DAY_MS, formatChinaTime, HOUR_MS, MINUTE_MS } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { defineJob, defineSchedule, escapeHtml } from '@toufang/server-jobs';
import { syncAccountAwemes } from './awemes';
import { authorisedLiveAccounts, LIVE_SERVER_LIMITS, mediaNow, TIKTOK_PAGE_PATH } from './context';
import { runAlertRound } from './alerts';
import { syncAccountRooms } from './rooms';
import { LIVE_SERVER_TEXTS as T } from './texts';

export const LIVE_SCHEDULE = {
  AWEMES_EVERY_MS: DAY_MS,
  // 05:17 China time (UTC+8): 21:17 UTC the day before.
  AWEMES_OFFSET_MS: 21 * HOUR_MS + 17 * MINUTE_MS,
  ROOMS_EVERY_MS: 5 * MINUTE_MS,
  ALERTS_EVERY_MS: MINUTE_MS,
} as const;

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
        content: `<p>${escapeHtml(T.EXPIRY_CONTENT(r.name, r.account_name, formatChinaTime(r.authorized_until!)))}</p>`,
        link: TIKTOK_PAGE_PATH,
      });
      await q.updateTable('live_aweme_bindings').set({ expiry_notified_at: now }).where('account_id', '=', r.account_id).where('aweme_id', '=', r.aweme_id).execute();
    });
  }
  return rows.length;
}

export const liveAwemesJob = defineJob<Record<string, never>, { accounts: number; notices: number }, { afterId: number; accounts: number }>(
  'live.awemes',
  { title: T.JOB_AWEMES, background: true },
  async (job) => {
    let { afterId, accounts } = job.checkpoint ?? { afterId: 0, accounts: 0 };
    const all = (await authorisedLiveAccounts(job.db)).filter((a) => a.id > afterId);
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
    return { accounts, notices: await noticeExpiringAwemes(job.server, job.now()) };
  },
);

export const liveRoomsJob = defineJob<{ at?: string }, { accounts: number; streams: number }>('live.rooms', { title: T.JOB_ROOMS, background: true }, async (job) => {
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
  return { accounts, streams };
});

export const liveAlertsJob = defineJob<{ at?: string }, { raised: number }>('live.alerts', { title: T.JOB_ALERTS, background: true, maxAttempts: 1 }, async (job) => ({
  raised: await runAlertRound(job.server, job.now()),
}));

export const liveSchedules = [
  defineSchedule('live.awemes-daily', liveAwemesJob, { everyMs: LIVE_SCHEDULE.AWEMES_EVERY_MS, offsetMs: LIVE_SCHEDULE.AWEMES_OFFSET_MS, payload: () => ({}) }),
  defineSchedule('live.rooms', liveRoomsJob, { everyMs: LIVE_SCHEDULE.ROOMS_EVERY_MS, payload: (start) => ({ at: start.toISOString() }) }),
  defineSchedule('live.alerts', liveAlertsJob, { everyMs: LIVE_SCHEDULE.ALERTS_EVERY_MS, payload: (start) => ({ at: start.toISOString() }) }),
];
