// 退货日志's daily sync (docs/design/tools.md §5.2): at 04:30 China time every authorised qianchuan and kuaishou
// account reads the refunds of today and the 7 days before (an order comes back up to 7 days after it was paid),
// replacing what the desk held for them; resumable by the last account done. Handed to the worker by main.ts only,
// so that tests tick no schedule they did not ask for.
import { DAY_MS, HOUR_MS } from '@toufang/domain';
import { defineJob, defineSchedule } from '@toufang/server-jobs';
import { dailyRange, orderAccounts, syncOrders } from './return-orders';

export const RETURN_ORDER_SCHEDULE = {
  EVERY_MS: DAY_MS,
  // 04:30 China time (UTC+8): 20:30 UTC the day before.
  OFFSET_MS: 20 * HOUR_MS + 30 * 60 * 1000,
} as const;

export const returnOrdersDailyJob = defineJob<Record<string, never>, { accounts: number; orders: number }, { afterId: number; accounts: number; orders: number }>(
  'return-orders.sync-daily',
  { title: '每日同步退货订单', background: true },
  async (job) => {
    let { afterId, accounts, orders } = job.checkpoint ?? { afterId: 0, accounts: 0, orders: 0 };
    const range = dailyRange(job.now());
    const all = (await orderAccounts(job.db, {})).filter((a) => a.id > afterId && a.authorizationId !== null);
    for (const account of all) {
      if (job.signal.aborted) break;
      // An account its media refuses now (locked out, authorisation withdrawn) waits for the next day.
      const outcome = await syncOrders(job.server, [account], range, job.now());
      orders += outcome.orders;
      accounts += outcome.accounts;
      afterId = account.id;
      await job.saveCheckpoint({ afterId, accounts, orders });
      await job.progress({ done: accounts, total: all.length, step: '同步退货订单' });
    }
    return { accounts, orders };
  },
);

export const insightSchedules = [
  defineSchedule('return-orders.sync-daily', returnOrdersDailyJob, { everyMs: RETURN_ORDER_SCHEDULE.EVERY_MS, offsetMs: RETURN_ORDER_SCHEDULE.OFFSET_MS, payload: () => ({}) }),
];
