// 监测账户 of a fresh desk (docs/design/tools.md §9): monitors on six of the demo company's accounts, one per media,
// with lines the sandbox's figures cross (balance floors above the sandbox balance, low cost ceilings, a 点击率 floor
// above what the sandbox delivers), and the alerts of the three days before with their messages, as the hourly check
// (raiseMonitorAlerts) would have left them. Today's alerts are left to the check itself, which runs after the first
// sync. Deterministic for one `now`; a few dozen rows, inside the seed's transaction.
import { chinaDate, chinaDateStart, chinaDay, type MediaCode, type MonitorBreach, type MonitorKind } from '@toufang/domain';
import { alertMessage } from '@toufang/server-accounts';
import { sqlOn, type Queryable } from '@toufang/server-db';

/** The six monitors: which media, which lines (money in 元 relative to the sandbox balance where said), whose. */
const MONITORS: readonly {
  media: MediaCode;
  /** Balance floor as a share of the account's sandbox balance: above 1 is crossed. */
  balanceShare: number | null;
  costAbove: number | null;
  ctrBelow: number | null;
  ctrAbove: number | null;
  convertCostAbove: number | null;
  /** The manager alone receives it (with a mail address kept for the mail channel); otherwise the default recipients. */
  managerOnly: boolean;
  /** Past alerts: days before today, each with the kinds raised that day. */
  past: readonly { daysAgo: number; kinds: readonly MonitorKind[] }[];
}[] = [
  { media: 'toutiao', balanceShare: 1.2, costAbove: 500, ctrBelow: 5, ctrAbove: null, convertCostAbove: null, managerOnly: true, past: [{ daysAgo: 1, kinds: ['balance', 'ctr_low'] }, { daysAgo: 2, kinds: ['balance'] }, { daysAgo: 3, kinds: ['cost'] }] },
  { media: 'gdt', balanceShare: 0.3, costAbove: 200, ctrBelow: null, ctrAbove: null, convertCostAbove: 20, managerOnly: false, past: [{ daysAgo: 1, kinds: ['cost', 'convert_cost'] }, { daysAgo: 2, kinds: ['convert_cost'] }] },
  { media: 'kuaishou', balanceShare: null, costAbove: 300, ctrBelow: null, ctrAbove: 0.5, convertCostAbove: null, managerOnly: false, past: [{ daysAgo: 2, kinds: ['ctr_high'] }] },
  { media: 'baidu', balanceShare: 1.5, costAbove: null, ctrBelow: null, ctrAbove: null, convertCostAbove: null, managerOnly: false, past: [{ daysAgo: 1, kinds: ['balance'] }, { daysAgo: 3, kinds: ['balance'] }] },
  { media: 'qianchuan', balanceShare: 0.2, costAbove: 1000, ctrBelow: 3, ctrAbove: null, convertCostAbove: 50, managerOnly: false, past: [{ daysAgo: 3, kinds: ['ctr_low'] }] },
  { media: 'bilibili', balanceShare: 0.5, costAbove: 100, ctrBelow: null, ctrAbove: null, convertCostAbove: null, managerOnly: false, past: [{ daysAgo: 1, kinds: ['cost'] }, { daysAgo: 2, kinds: ['cost'] }] },
];

/** A plausible figure past each line, for the past alerts' messages. */
function pastBreach(kind: MonitorKind, line: { balanceFloor: number | null; costAbove: number | null; ctrBelow: number | null; ctrAbove: number | null; convertCostAbove: number | null }, daysAgo: number): MonitorBreach {
  const factor = 1 + daysAgo / 10;
  const round = (x: number) => Math.round(x * 100) / 100;
  switch (kind) {
    case 'balance':
      return { kind, value: round((line.balanceFloor ?? 0) * 0.8 / factor), threshold: line.balanceFloor };
    case 'cost':
      return { kind, value: round((line.costAbove ?? 0) * (1.1 + daysAgo / 5)), threshold: line.costAbove };
    case 'ctr_low':
      return { kind, value: round((line.ctrBelow ?? 0) * 0.6 / factor), threshold: line.ctrBelow };
    case 'ctr_high':
      return { kind, value: round((line.ctrAbove ?? 0) * 1.4 * factor), threshold: line.ctrAbove };
    case 'convert_cost':
      return { kind, value: round((line.convertCostAbove ?? 0) * 1.3 * factor), threshold: line.convertCostAbove };
    case 'stopped':
      return { kind, value: null, threshold: null };
  }
}

/** Seeds the monitors and their past alerts on the first company's accounts. Answers how many alerts it wrote. */
export async function seedAccountMonitors(tx: Queryable, now: Date): Promise<number> {
  const q = sqlOn(tx);
  const manager = await q.selectFrom('users').select(['id', 'email']).where('customer_id', '=', 1).where('role', '=', 'MANAGER').orderBy('id').executeTakeFirst();
  const today = chinaDay(now.getTime());
  let alerts = 0;
  for (const spec of MONITORS) {
    // The second account of the media: the first is the one other suites set monitors on by hand.
    const account = await q
      .selectFrom('media_accounts as a')
      .innerJoin('sandbox_advertisers as s', (j) => j.onRef('s.media_code', '=', 'a.media_code').onRef('s.advertiser_id', '=', 'a.account_id'))
      .select(['a.id', 'a.account_id', 'a.account_name', 's.balance_fen'])
      .where('a.customer_id', '=', 1)
      .where('a.media_code', '=', spec.media)
      .orderBy('a.id')
      .offset(1)
      .limit(1)
      .executeTakeFirst();
    if (!account) continue;
    const balanceFloorFen = spec.balanceShare === null ? null : Math.max(10_000, Math.ceil((account.balance_fen * spec.balanceShare) / 10_000) * 10_000);
    const fen = (yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100));
    const recipients = spec.managerOnly && manager ? { userIds: [manager.id], emails: [manager.email ?? 'manager@starriver.example'] } : { userIds: [], emails: [] };
    const created = new Date(now.getTime() - 5 * 86_400_000);
    await q
      .insertInto('media_account_monitors')
      .values({
        account_id: account.id,
        balance_below_fen: balanceFloorFen,
        cost_above_fen: fen(spec.costAbove),
        ctr_below: spec.ctrBelow,
        ctr_above: spec.ctrAbove,
        convert_cost_above_fen: fen(spec.convertCostAbove),
        notify_stopped: true,
        enabled: true,
        recipients: JSON.stringify(recipients),
        created_by: manager?.id ?? null,
        created_at: created,
        updated_at: created,
      })
      .execute();
    const line = { balanceFloor: balanceFloorFen === null ? null : balanceFloorFen / 100, costAbove: spec.costAbove, ctrBelow: spec.ctrBelow, ctrAbove: spec.ctrAbove, convertCostAbove: spec.convertCostAbove };
    const defaults = spec.managerOnly && manager ? [manager.id] : await defaultRecipients(tx, account.id);
    for (const { daysAgo, kinds } of spec.past) {
      const day = chinaDate(today - daysAgo);
      for (const [i, kind] of kinds.entries()) {
        // 09:00 China time and a few minutes per kind: the hourly check's first hour past the line.
        const raisedAt = new Date(chinaDateStart(day).getTime() + (9 * 60 + 3 + i * 7) * 60_000);
        const breach = pastBreach(kind, line, daysAgo);
        const message = alertMessage(kind, { name: account.account_name, advertiserId: account.account_id }, breach, null);
        // Raw SQL: the table declares created_at as the database's to fill, and a past alert needs its own time.
        const [{ id: messageId }] = await tx.query<{ id: number }>('INSERT INTO messages (title, type, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [message.title, 'ACCOUNT', message.content, raisedAt]);
        if (defaults.length > 0) await q.insertInto('user_messages').values(defaults.map((user_id) => ({ user_id, message_id: messageId, state: 'readed' as const }))).execute();
        await q.insertInto('media_account_alerts').values({ account_id: account.id, kind, day, message_id: messageId, value: breach.value, threshold: breach.threshold, raised_at: raisedAt }).execute();
        alerts += 1;
      }
    }
  }
  return alerts;
}

async function defaultRecipients(tx: Queryable, accountId: number): Promise<number[]> {
  const q = sqlOn(tx);
  const managers = await q.selectFrom('users').select('id').where('customer_id', '=', 1).where('role', 'in', ['ADMIN', 'MANAGER']).execute();
  const operators = await q.selectFrom('media_account_operators').select('user_id').where('account_id', '=', accountId).execute();
  return [...new Set([...managers.map((u) => u.id), ...operators.map((o) => o.user_id)])];
}
