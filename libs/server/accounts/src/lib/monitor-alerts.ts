// The account monitors' check (监测账户, docs/design/tools.md §5.1): after each step of the hourly account sync and
// of the hourly metrics sync, and when an authorisation lapses, the lines today's figures cross become account
// messages, once per account, kind and China day.
import { type MonitorBreach, type MonitorKind, type StoppedReason, chinaToday, monitorBreaches } from '@toufang/domain';
import { notifyUser, type MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { deliver } from '@toufang/server-notify-jobs';
import { readMonitoredAccounts, type MonitoredAccount } from './monitor-figures';

const yuanText = (value: number) => value.toFixed(2);

/** The alerts' messages (监测账户, docs/design/tools.md §5.1); values come in the kind's unit (元 or %). */
export const ALERT_TEXTS = {
  balanceTitle: (name: string) => `账户余额不足：${name}`,
  balanceContent: (name: string, id: string, balance: number, below: number) =>
    `<p>账户「${name}」（${id}）的余额为 ${yuanText(balance)} 元，低于监测设置的 ${yuanText(below)} 元，请及时充值。</p>`,
  costTitle: (name: string) => `账户消耗过高：${name}`,
  costContent: (name: string, id: string, cost: number, above: number) =>
    `<p>账户「${name}」（${id}）今日消耗 ${yuanText(cost)} 元，高于监测设置的 ${yuanText(above)} 元，请关注投放。</p>`,
  ctrLowTitle: (name: string) => `账户点击率过低：${name}`,
  ctrLowContent: (name: string, id: string, ctr: number, below: number) =>
    `<p>账户「${name}」（${id}）今日点击率为 ${ctr.toFixed(2)}%，低于监测设置的 ${below.toFixed(2)}%，请检查素材和定向。</p>`,
  ctrHighTitle: (name: string) => `账户点击率异常偏高：${name}`,
  ctrHighContent: (name: string, id: string, ctr: number, above: number) =>
    `<p>账户「${name}」（${id}）今日点击率为 ${ctr.toFixed(2)}%，高于监测设置的 ${above.toFixed(2)}%，请排查异常流量。</p>`,
  convertCostTitle: (name: string) => `账户转化成本过高：${name}`,
  convertCostContent: (name: string, id: string, cost: number, above: number) =>
    `<p>账户「${name}」（${id}）今日转化成本为 ${yuanText(cost)} 元，高于监测设置的 ${yuanText(above)} 元，请关注出价和转化。</p>`,
  stoppedTitle: (name: string) => `账户已停投：${name}`,
  stoppedContent: (name: string, id: string, reason: StoppedReason) =>
    reason === 'frozen'
      ? `<p>账户「${name}」（${id}）已被媒体冻结，投放已停止，请联系媒体处理。</p>`
      : `<p>账户「${name}」（${id}）的媒体授权已失效，投放数据无法同步，请重新授权。</p>`,
} as const;

/** The message of one crossed line (escaped: account names come from the media). */
export function alertMessage(kind: MonitorKind, account: { name: string; advertiserId: string }, breach: MonitorBreach, stopped: StoppedReason | null): { title: string; content: string } {
  const name = escapeHtml(account.name);
  const id = escapeHtml(account.advertiserId);
  const value = breach.value ?? 0;
  const threshold = breach.threshold ?? 0;
  switch (kind) {
    case 'balance':
      return { title: ALERT_TEXTS.balanceTitle(account.name), content: ALERT_TEXTS.balanceContent(name, id, value, threshold) };
    case 'cost':
      return { title: ALERT_TEXTS.costTitle(account.name), content: ALERT_TEXTS.costContent(name, id, value, threshold) };
    case 'ctr_low':
      return { title: ALERT_TEXTS.ctrLowTitle(account.name), content: ALERT_TEXTS.ctrLowContent(name, id, value, threshold) };
    case 'ctr_high':
      return { title: ALERT_TEXTS.ctrHighTitle(account.name), content: ALERT_TEXTS.ctrHighContent(name, id, value, threshold) };
    case 'convert_cost':
      return { title: ALERT_TEXTS.convertCostTitle(account.name), content: ALERT_TEXTS.convertCostContent(name, id, value, threshold) };
    case 'stopped':
      return { title: ALERT_TEXTS.stoppedTitle(account.name), content: ALERT_TEXTS.stoppedContent(name, id, stopped ?? 'frozen') };
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Raises the alerts of the monitors the figures now break (monitorBreaches of @toufang/domain), once per account,
 * kind and China day; each alert is an account message to the monitor's recipients, or, when it names none, to
 * the company's admins and managers and the account's operators. The rate kinds read today's sums from the store;
 * without a store (a caller that has none) they are not checked. Answers how many alerts were raised.
 */
export async function raiseMonitorAlerts(db: Db, accountIds: readonly number[], now: Date, store: MetricsStore | null = null): Promise<number> {
  if (accountIds.length === 0) return 0;
  const enabled = (
    await sqlOn(db)
      .selectFrom('media_account_monitors as m')
      .innerJoin('media_accounts as a', 'a.id', 'm.account_id')
      .select('a.id')
      .where('m.enabled', '=', true)
      .where('a.id', 'in', [...accountIds])
      .where('a.last_synced_at', 'is not', null)
      .execute()
  ).map((r) => r.id);
  // A store that does not answer (ClickHouse away) must not stop the balance, cost and 停投 checks or the sync
  // around them: read again without it (a database error then fails as before).
  const monitored = await readMonitoredAccounts(db, store, enabled, now).catch(() => readMonitoredAccounts(db, null, enabled, now));
  const day = chinaToday(now);
  let raised = 0;
  for (const account of monitored) {
    for (const breach of monitorBreaches(account.thresholds, account.figures)) {
      const message = alertMessage(breach.kind, account, breach, account.figures.stopped);
      await db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const claimed = await q
          .insertInto('media_account_alerts')
          .values({ account_id: account.id, kind: breach.kind, day, value: breach.value, threshold: breach.threshold, raised_at: now })
          .onConflict((oc) => oc.columns(['account_id', 'kind', 'day']).doNothing())
          .returning('account_id')
          .executeTakeFirst();
        if (!claimed) return;
        const recipients = await alertRecipients(tx, account);
        const messageId = await notifyUser(tx, recipients, { title: message.title, type: 'ACCOUNT', content: message.content });
        await q.updateTable('media_account_alerts').set({ message_id: messageId }).where('account_id', '=', account.id).where('kind', '=', breach.kind).where('day', '=', day).execute();
        // The mail to the monitor's addresses (design §4.2), a delivery of the notifier enqueued in this transaction.
        const to = await mailRecipients(tx, account);
        if (to.length > 0) {
          const deliveryId = await deliver(tx, {
            companyId: account.customerId,
            channel: { kind: 'email', recipients: to },
            content: { title: message.title, text: htmlToText(message.content) },
            origin: { kind: 'monitor', id: account.id },
            now,
          });
          await q.updateTable('media_account_alerts').set({ mail_delivery_id: deliveryId }).where('account_id', '=', account.id).where('kind', '=', breach.kind).where('day', '=', day).execute();
        }
        raised += 1;
      });
    }
  }
  return raised;
}

/**
 * The addresses an alert's mail goes to: the monitor's own, and those of the desk users it names (still of the
 * company); at most the 20 a mail may carry (CHANNEL_LIMITS.email).
 */
async function mailRecipients(tx: Queryable, account: MonitoredAccount): Promise<string[]> {
  const named =
    account.recipients.userIds.length === 0
      ? []
      : await sqlOn(tx).selectFrom('users').select('email').where('customer_id', '=', account.customerId).where('id', 'in', account.recipients.userIds).where('email', 'is not', null).execute();
  const all = [...account.recipients.emails, ...named.map((u) => u.email ?? '')].map((e) => e.trim()).filter(Boolean);
  return [...new Set(all)].slice(0, 20);
}

/** The alert's HTML as the mail's plain lines (the mail builds its own HTML from them). */
function htmlToText(html: string): string {
  return html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .trim();
}

/** The desk users an alert goes to: the monitor's, still of the company; none named, the default recipients. */
async function alertRecipients(tx: Queryable, account: MonitoredAccount): Promise<number[]> {
  const q = sqlOn(tx);
  if (account.recipients.userIds.length > 0) {
    const users = await q.selectFrom('users').select('id').where('customer_id', '=', account.customerId).where('id', 'in', account.recipients.userIds).execute();
    if (users.length > 0) return users.map((u) => u.id);
  }
  const managers = await q.selectFrom('users').select('id').where('customer_id', '=', account.customerId).where('role', 'in', ['ADMIN', 'MANAGER']).execute();
  const operators = await q.selectFrom('media_account_operators').select('user_id').where('account_id', '=', account.id).execute();
  return [...managers.map((u) => u.id), ...operators.map((o) => o.user_id)];
}
