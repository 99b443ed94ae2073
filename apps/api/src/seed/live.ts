// Live control on a fresh desk (issue 24, docs/design/live-home.md §6): the 抖音号 of the demo company's first four
// 巨量千川 accounts and their bindings read through the port (the sandbox seed grants each account its own 抖音号, one
// of them a few days from expiry and one expired), today's streams with their figures (every account's 24-hour room
// is living at any hour, so 工作台 always has rooms on air), the manager's and the operator's alert rules, and three
// past alerts with their messages. The minute rows are not seeded: the screen and the alerts job read them.
import type { LiveAlertRule } from '@toufang/domain';
import { liveAlertMessage, MINUTE_MS } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { authorisedLiveAccounts, liveRoomPath, syncAccountAwemes, syncRoomsOf, type LiveAccount } from '@toufang/server-live';

const CUSTOMER = 1;
/** Accounts whose 抖音号 and rooms a fresh desk holds (the first by id, as 退货日志's seed takes). */
export const SEEDED_LIVE_ACCOUNTS = 4;

/** The two rules of design §6: the manager's 在线人数 10 分钟内下降 30 %, the operator's ROI 低于 1.5. */
function seededRules(accounts: readonly LiveAccount[]): { owner: 'manager' | 'operator'; rule: LiveAlertRule }[] {
  const accountIds = accounts.map((a) => a.id);
  return [
    {
      owner: 'manager',
      rule: { name: '在线人数骤降', viewersDropPct: 30, gmvRateDropPct: null, windowMinutes: 10, roiBelow: null, minCostYuan: 100, cooldownMinutes: 30, scope: { kind: 'accounts', accountIds } },
    },
    {
      owner: 'operator',
      rule: { name: '直播ROI偏低', viewersDropPct: null, gmvRateDropPct: null, windowMinutes: 10, roiBelow: 1.5, minCostYuan: 100, cooldownMinutes: 60, scope: { kind: 'accounts', accountIds } },
    },
  ];
}

/** Seeds once (a company that has 抖音号 is left as it is). Answers the streams stored. */
export async function seedLive(context: ServerContext, now = new Date(context.clock.now())): Promise<number | null> {
  const db = context.db;
  const q = sqlOn(db);
  if (await q.selectFrom('live_awemes').select('aweme_id').where('company_id', '=', CUSTOMER).limit(1).executeTakeFirst()) return null;
  const accounts = (await authorisedLiveAccounts(db)).filter((a) => a.companyId === CUSTOMER).slice(0, SEEDED_LIVE_ACCOUNTS);
  if (accounts.length === 0) return 0;
  for (const account of accounts) await syncAccountAwemes(context, account, now);
  // With the living streams' figures: a fresh desk's worker is busy with its first syncs for minutes, and 工作台
  // should not open on empty figures meanwhile.
  const streams = await syncRoomsOf(context, accounts);

  const users = await q.selectFrom('users').select(['id', 'username']).where('customer_id', '=', CUSTOMER).where('username', 'in', ['manager', 'operator']).execute();
  const userOf = new Map(users.map((u) => [u.username, u.id]));
  const ruleIds: number[] = [];
  for (const { owner, rule } of seededRules(accounts)) {
    const ownerId = userOf.get(owner);
    if (ownerId === undefined) continue;
    const row = await q
      .insertInto('live_alert_rules')
      .values({ company_id: CUSTOMER, owner_id: ownerId, name: rule.name, body: JSON.stringify(rule), enabled: true, recipients: '[]', created_at: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS), updated_at: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS), removed_at: null })
      .returning(['id', 'owner_id'])
      .executeTakeFirstOrThrow();
    ruleIds.push(row.id);
  }
  if (ruleIds.length < 2) return streams;

  // Three past alerts on the first account's streams of today, each with its message (as the job raises them).
  const rooms = await q
    .selectFrom('live_rooms as r')
    .innerJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 'r.company_id').onRef('w.aweme_id', '=', 'r.aweme_id'))
    .select(['r.id', 'r.aweme_id', 'r.started_at', 'w.name'])
    .where('r.account_id', '=', accounts[0].id)
    .orderBy('r.started_at')
    .execute();
  const room = rooms[0];
  if (!room) return streams;
  const [managerRule, operatorRule] = ruleIds;
  const managerId = userOf.get('manager') ?? 0;
  const operatorId = userOf.get('operator') ?? 0;
  const past = [
    { rule: managerRule, owner: managerId, minutesAgo: 150, alert: { kind: 'viewers' as const, value: 35.2, threshold: 30, before: 842.6, after: 546 } },
    { rule: managerRule, owner: managerId, minutesAgo: 70, alert: { kind: 'viewers' as const, value: 31.08, threshold: 30, before: 905.3, after: 623.9 } },
    { rule: operatorRule, owner: operatorId, minutesAgo: 40, alert: { kind: 'roi' as const, value: 1.18, threshold: 1.5, costYuan: 1260.4, adGmvYuan: 1487.27 } },
  ];
  for (const p of past) {
    const raisedAt = new Date(now.getTime() - p.minutesAgo * MINUTE_MS);
    const minute = Math.max(20, Math.floor((raisedAt.getTime() - room.started_at.getTime()) / MINUTE_MS));
    const window =
      p.alert.kind === 'roi' ? { current: { from: 0, to: minute } } : { current: { from: minute - 9, to: minute }, previous: { from: minute - 19, to: minute - 10 } };
    const { title, figures } = liveAlertMessage({ ...p.alert, minute, window } as Parameters<typeof liveAlertMessage>[0], room.name);
    const link = liveRoomPath(accounts[0].accountId, room.aweme_id);
    const messageId = await context.notifier.notifyUser(db, p.owner, { title, type: 'ACCOUNT', content: `<p>${figures}</p><p>千川账户：${accounts[0].name}（${accounts[0].accountId}）</p>`, link });
    // The message dated when the alert was raised, as the job would have sent it.
    await db.query('UPDATE messages SET created_at = $1 WHERE id = $2', [raisedAt, messageId]);
    await q
      .insertInto('live_alerts')
      .values({ rule_id: p.rule, live_room_id: room.id, kind: p.alert.kind, value: p.alert.value, threshold: p.alert.threshold, window: JSON.stringify(window), raised_minute: minute, raised_at: raisedAt, title, figures, message_id: messageId })
      .execute();
  }
  return streams;
}
