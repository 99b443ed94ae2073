// The media accounts' schedules: every hour the desk syncs every account of an active authorisation
// (within each media's limits, through the gateway), renews the tokens that will soon expire, and turns the
// monitors' thresholds into account messages. Imported by main.ts only, so that tests run no schedule they
// did not ask for.
import { type MediaCode, chinaToday } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { defineJob, defineSchedule } from '@toufang/server-jobs';
import { isMediaError } from '@toufang/server-media';
import { accountsByIds, refreshAccounts } from './account-sync';
import { notifyUser, authorizationTokens } from '@toufang/server-context';
import { syncDeliveryObjects } from './delivery-objects';

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

const yuan = (fen: number) => (fen / 100).toFixed(2);

export const ALERT_TEXTS = {
  balanceTitle: (name: string) => `账户余额不足：${name}`,
  balanceContent: (name: string, id: string, balance: number, below: number) =>
    `<p>账户「${name}」（${id}）的余额为 ${yuan(balance)} 元，低于监测设置的 ${yuan(below)} 元，请及时充值。</p>`,
  costTitle: (name: string) => `账户消耗过高：${name}`,
  costContent: (name: string, id: string, cost: number, above: number) =>
    `<p>账户「${name}」（${id}）今日消耗 ${yuan(cost)} 元，高于监测设置的 ${yuan(above)} 元，请关注投放。</p>`,
} as const;

/**
 * Raises the alerts of the monitors the figures now break, once per account, kind and China day; each alert
 * is an account message to the company's admins and managers and to the account's operators.
 */
export async function raiseMonitorAlerts(db: Db, accountIds: readonly number[], now: Date): Promise<number> {
  if (accountIds.length === 0) return 0;
  const rows = await sqlOn(db)
    .selectFrom('media_account_monitors as m')
    .innerJoin('media_accounts as a', 'a.id', 'm.account_id')
    .select(['a.id', 'a.customer_id', 'a.account_id', 'a.account_name', 'a.balance_fen', 'a.today_cost_fen', 'm.balance_below_fen', 'm.cost_above_fen'])
    .where('m.enabled', '=', true)
    .where('a.id', 'in', [...accountIds])
    .where('a.last_synced_at', 'is not', null)
    .execute();
  const day = chinaToday(now);
  let raised = 0;
  for (const row of rows) {
    const alerts: { kind: 'balance' | 'cost'; title: string; content: string }[] = [];
    if (row.balance_below_fen !== null && row.balance_fen < row.balance_below_fen) {
      alerts.push({ kind: 'balance', title: ALERT_TEXTS.balanceTitle(row.account_name), content: ALERT_TEXTS.balanceContent(row.account_name, row.account_id, row.balance_fen, row.balance_below_fen) });
    }
    if (row.cost_above_fen !== null && row.today_cost_fen > row.cost_above_fen) {
      alerts.push({ kind: 'cost', title: ALERT_TEXTS.costTitle(row.account_name), content: ALERT_TEXTS.costContent(row.account_name, row.account_id, row.today_cost_fen, row.cost_above_fen) });
    }
    for (const alert of alerts) {
      await db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const claimed = await q
          .insertInto('media_account_alerts')
          .values({ account_id: row.id, kind: alert.kind, day })
          .onConflict((oc) => oc.columns(['account_id', 'kind', 'day']).doNothing())
          .returning('account_id')
          .executeTakeFirst();
        if (!claimed) return;
        const managers = await q.selectFrom('users').select('id').where('customer_id', '=', row.customer_id).where('role', 'in', ['ADMIN', 'MANAGER']).execute();
        const operators = await q.selectFrom('media_account_operators').select('user_id').where('account_id', '=', row.id).execute();
        const recipients = [...managers.map((u) => u.id), ...operators.map((o) => o.user_id)];
        const messageId = await notifyUser(tx, recipients, { title: alert.title, type: 'ACCOUNT', content: alert.content });
        await q.updateTable('media_account_alerts').set({ message_id: messageId }).where('account_id', '=', row.id).where('kind', '=', alert.kind).where('day', '=', day).execute();
        raised += 1;
      });
    }
  }
  return raised;
}

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
      alerts += await raiseMonitorAlerts(job.db, rows.map((r) => r.id), job.now());
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
      const lapse = (status: 'expired' | 'revoked') =>
        sqlOn(job.db).updateTable('media_authorizations').set({ status }).where('id', '=', auth.id).execute();
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
