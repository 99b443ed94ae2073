// Live control on a fresh desk (issue 24, docs/design/live-home.md §6): the 抖音号 of the demo company's first four
// 巨量千川 accounts and their bindings read through the port (the sandbox seed grants each account its own 抖音号, one
// of them a few days from expiry and one expired), today's streams with their figures (every account's 24-hour room
// is living at any hour, so 工作台 always has rooms on air), the manager's and the operator's alert rules, and three
// past alerts with their messages. The minute rows are not seeded: the screen and the alerts job read them.
import type { LiveAlertRule } from '@toufang/domain';
import { DAY_MS, HOUR_MS, liveAlertMessage, MINUTE_MS } from '@toufang/domain';
import { QIANCHUAN, QIANCHUAN_MARKETING_GOAL, qianchuanAwemes } from '@toufang/media-qianchuan-server';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { ALWAYS_ON } from '@toufang/server-media';
import { reviewOf, shapedId } from '@toufang/server-sandbox';
import { authorisedLiveAccounts, liveRoomPath, syncAccountAwemes, syncRoomsOf, type LiveAccount } from '@toufang/server-live';

const CUSTOMER = 1;
/** Accounts whose 抖音号 and rooms a fresh desk holds (the first by id, as 退货日志's seed takes). */
export const SEEDED_LIVE_ACCOUNTS = 4;

/**
 * Live plans each 抖音号 of a seeded account is given on the sandbox media, beside those its hash gives it: the
 * sandbox's demo accounts have four plans each, too few for every room to have one delivering. The 24-hour room
 * gets more, as a real 官方 room would.
 */
export const SEEDED_LIVE_PLANS = { allDay: 3, other: 2 } as const;
/** The theme of their names, one of the sandbox's (SANDBOX_THEMES). */
const LIVE_PLAN_THEME = '直播引流';
/** The added groups and plans were created this many days ago: long past review and learning. */
const LIVE_PLAN_AGE_DAYS = 20;

/**
 * Adds, for each 抖音号 of the accounts on the sandbox media, a 直播 group and enabled live plans under it, created
 * weeks ago (so they have spent today like the others), as 巨量千川 answers plans created with 营销目标
 * LIVE_PROM_GOODS and that 抖音号. A group of their own: the sandbox shares a group's budget among its plans, and
 * the seed's groups already hold theirs. Answers the plans added.
 */
export async function seedLivePlans(context: ServerContext, accounts: readonly LiveAccount[], now: number): Promise<number> {
  const rows: ReturnType<typeof sandboxRow>[] = [];
  for (const account of accounts.filter((a) => a.sandbox)) {
    const awemes = qianchuanAwemes(account.accountId);
    const plans = (i: number) => (i === 0 ? SEEDED_LIVE_PLANS.allDay : SEEDED_LIVE_PLANS.other);
    // The account's ids in one call: a group and its plans per 抖音号.
    const wanted = awemes.reduce((n, _a, i) => n + 1 + plans(i), 0);
    const ids = (await context.db.query<{ n: string | number }>("SELECT nextval('sandbox_id_seq') AS n FROM generate_series(1, $1)", [wanted])).map((r) => Number(r.n));
    for (const [i, aweme] of awemes.entries()) {
      // The room's letter keeps the names apart (unique per account and level).
      const letter = String.fromCharCode(65 + i);
      const groupAt = now - LIVE_PLAN_AGE_DAYS * DAY_MS + i * HOUR_MS;
      const count = plans(i);
      // 巨量千川's limits: budgets of 300 元 and more, bids 0.1–5,000 元. The group's budget is shared by its plans.
      const groupId = shapedId(QIANCHUAN.ids.group ?? QIANCHUAN.ids.material, ids.shift() as number);
      const groupName = demoName(QIANCHUAN_LEVEL_LABEL.group, groupAt, letter);
      rows.push(sandboxRow(account.accountId, { id: groupId, level: 'group', parentId: null, name: groupName, at: groupAt, budgetFen: count * 2_000 * 100, bidFen: null, schedule: null, settings: null }));
      for (let k = 0; k < count; k++) {
        const id = shapedId(QIANCHUAN.ids.plan ?? QIANCHUAN.ids.material, ids.shift() as number);
        const budgetFen = (1_500 + 500 * ((k + i) % 4)) * 100;
        const bidFen = (18 + 7 * ((k + 2 * i) % 5)) * 100;
        const settings = { marketing_goal: QIANCHUAN_MARKETING_GOAL.live, aweme_id: aweme.id };
        const at = groupAt + (k + 1) * HOUR_MS;
        const name = demoName(QIANCHUAN_LEVEL_LABEL.plan, at, `${letter}${k + 1}`);
        rows.push(sandboxRow(account.accountId, { id, level: 'plan', parentId: groupId, name, at, budgetFen, bidFen, schedule: ALWAYS_ON, settings }));
      }
    }
  }
  if (rows.length > 0) await sqlOn(context.db).insertInto('sandbox_objects').values(rows).execute();
  return rows.filter((r) => r.level === 'plan').length;
}

const QIANCHUAN_LEVEL_LABEL = {
  group: QIANCHUAN.levels.find((l) => l.level === 'group')?.label ?? '广告组',
  plan: QIANCHUAN.levels.find((l) => l.level === 'plan')?.label ?? '广告计划',
};

/** A name as the sandbox's seed makes them and 投放命名规范 reads them: 主题_层级_MMDD (China date)_序号. */
function demoName(label: string, at: number, seq: string): string {
  const mmdd = new Date(at + 8 * HOUR_MS).toISOString().slice(5, 10).replace('-', '');
  return `${LIVE_PLAN_THEME}_${label}_${mmdd}_${seq}`;
}

/** A sandbox object as the sandbox's own seed writes one: enabled since it was created. */
function sandboxRow(
  advertiserId: string,
  o: { id: string; level: 'group' | 'plan'; parentId: string | null; name: string; at: number; budgetFen: number; bidFen: number | null; schedule: string | null; settings: Record<string, string> | null },
) {
  const snapshot = { at: o.at, status: 'enabled' as const, budgetFen: o.budgetFen, bidFen: o.bidFen, schedule: o.schedule };
  return {
    media_code: QIANCHUAN.media,
    object_id: o.id,
    advertiser_id: advertiserId,
    level: o.level,
    parent_id: o.parentId,
    name: o.name,
    opt_status: 'enabled' as const,
    budget_fen: o.budgetFen,
    bid_fen: o.bidFen,
    schedule: o.schedule,
    material_id: null,
    settings_log: JSON.stringify([snapshot]),
    created_at: new Date(o.at),
    modified_at: new Date(o.at),
    review_at: new Date(reviewOf(o.id, o.name, o.at, o.at).decidedAt),
    created_with: o.settings ? JSON.stringify({ settings: o.settings }) : null,
  };
}

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
  await seedLivePlans(context, accounts, context.sandboxClock.now());
  // The desk's copy of their plans now, not with the first object sync minutes later: 直播中控台 lists them.
  await syncDeliveryObjects(context.db, context.media, await accountsByIds(db, accounts.map((a) => a.id)), now);
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
