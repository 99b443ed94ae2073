// AI助手 of a fresh desk (docs/design/tools.md §9): the manager's and the operator's rules (toutiao plans that spend
// without converting are paused; gdt ads with a cheap activation get 20 % more budget up to 3,000 元; kuaishou
// delivery groups with a low 点击率 bid 0.1 元 less; one disabled), and their runs of today and the two days before as
// the round would have left them: applied actions with the figures that triggered them, and the gdt raises the
// media's daily budget-edit cap refused (skipped, media_limit, in the media's words). Deterministic for one `now`;
// a few dozen rows inside the seed's transaction, over the sandbox's objects of the demo company.
import { chinaDay, chinaDayStart, deliveryLevelLabel, HOUR_MS, MINUTE_MS, type AiRuleBody, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { GDT_LIMITS } from '@toufang/media-gdt-limits';
import { nextDue } from '@toufang/server-ai-rules';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { deskMessage, refusal } from '@toufang/server-media';
import { FAST_PACING, NO_CONVERSIONS } from '@toufang/server-sandbox';

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];
const hours = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

interface SeedRule {
  owner: 'manager' | 'operator';
  enabled: boolean;
  body: (accountIds: number[]) => AiRuleBody;
  /** How the round acted on the first objects of its scope at each run, and with which figures. */
  act: (o: SeedObject, run: number, i: number) => { type: 'BUDGET' | 'BID' | 'PAUSE' | 'EMAIL'; before: unknown; after: unknown; outcome: 'applied' | 'skipped'; reasonCode: string | null; reason: string | null; values: (number | null)[] } | null;
}

interface SeedObject {
  media: MediaCode;
  level: DeliveryLevel;
  objectId: string;
  accountId: number;
  name: string;
  budgetFen: number | null;
  bidFen: number | null;
}

const RULES: readonly SeedRule[] = [
  {
    owner: 'manager',
    enabled: true,
    body: (accountIds) => ({
      name: '头条计划消耗高无转化暂停',
      media: 'toutiao',
      level: 'plan',
      scope: { accountIds, objects: { kind: 'all' } },
      conditions: [
        { metric: 'cost', operator: 'MORE', value: 500, window: { kind: 'today' } },
        { metric: 'convert', operator: 'LESS', value: 1, window: { kind: 'today' } },
      ],
      join: 'ALL',
      actions: [{ type: 'PAUSE', action: 'PAUSE' }],
      triggerCount: 1,
      finalOptimisation: 'NONE',
      schedule: { everyMinutes: 30, hours: hours(8, 23), weekdays: ALL_WEEK },
      cooldownMinutes: 60,
      caps: {},
      priority: 10,
    }),
    act: (o, run, i) => (i < 2 ? { type: 'PAUSE', before: 'enabled', after: 'paused', outcome: 'applied', reasonCode: null, reason: null, values: [512.3 + 37 * i + 11 * run, 0] } : null),
  },
  {
    owner: 'manager',
    enabled: true,
    body: (accountIds) => ({
      name: '广点通激活成本低加预算',
      media: 'gdt',
      level: 'group',
      scope: { accountIds, objects: { kind: 'all' } },
      conditions: [{ metric: 'activeCost', operator: 'LESS', value: 80, window: { kind: 'lastDays', n: 3, includeToday: false } }],
      join: 'ALL',
      actions: [{ type: 'BUDGET', action: 'UP', unit: 'SCALE', value: 20 }],
      triggerCount: 1,
      finalOptimisation: 'NONE',
      schedule: { everyMinutes: 60, hours: hours(9, 22), weekdays: ALL_WEEK },
      cooldownMinutes: 120,
      caps: { maxBudget: 3000 },
      priority: 20,
    }),
    act: (o, run, i) => {
      if (i > 2 || o.budgetFen === null) return null;
      const before = o.budgetFen / 100;
      const values = [62.5 + 4 * i + run];
      // The third group's budget edits of the day were spent by people: the media's cap refuses the raise.
      if (i === 2) return { type: 'BUDGET', before: null, after: null, outcome: 'skipped', reasonCode: 'media_limit', reason: GDT_CAP_WORDS, values };
      const after = Math.min(3000, Math.round(before * 120) / 100);
      return after <= before
        ? { type: 'BUDGET', before: null, after: null, outcome: 'skipped', reasonCode: 'cap_reached', reason: '已达规则上限', values }
        : { type: 'BUDGET', before, after, outcome: 'applied', reasonCode: null, reason: after === 3000 ? '已按上限调整' : null, values };
    },
  },
  {
    owner: 'operator',
    enabled: true,
    body: (accountIds) => ({
      name: '快手点击率低降出价',
      media: 'kuaishou',
      level: 'delivery-group',
      scope: { accountIds, objects: { kind: 'all' } },
      conditions: [{ metric: 'ctr', operator: 'LESS', value: 1, window: { kind: 'today' } }],
      join: 'ALL',
      actions: [{ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.1 }],
      triggerCount: 2,
      finalOptimisation: 'NONE',
      schedule: { everyMinutes: 30, hours: hours(9, 21), weekdays: ALL_WEEK },
      cooldownMinutes: 30,
      caps: { minBid: 0.5 },
      priority: 30,
    }),
    act: (o, run, i) => {
      if (i > 1 || o.bidFen === null) return null;
      const before = o.bidFen / 100;
      const after = Math.round((before - 0.1) * 100) / 100;
      return after < 0.5
        ? { type: 'BID', before: null, after: null, outcome: 'skipped', reasonCode: 'cap_reached', reason: '已达规则下限', values: [0.62 + 0.1 * i] }
        : { type: 'BID', before, after, outcome: 'applied', reasonCode: null, reason: null, values: [0.62 + 0.1 * i] };
    },
  },
  {
    owner: 'operator',
    enabled: false,
    body: (accountIds) => ({
      name: '头条预算撞线提醒',
      media: 'toutiao',
      level: 'plan',
      scope: { accountIds, objects: { kind: 'all' } },
      conditions: [{ metric: 'cost', operator: 'HITLINE', value: null, window: { kind: 'today' } }],
      join: 'ALL',
      actions: [{ type: 'EMAIL', recipients: [{ kind: 'address', address: 'ops@example.com' }] }],
      triggerCount: 1,
      finalOptimisation: 'NONE',
      schedule: { everyMinutes: 60, hours: hours(10, 20), weekdays: [1, 2, 3, 4, 5] },
      cooldownMinutes: 0,
      caps: {},
      priority: 40,
    }),
    act: () => null,
  },
];

/** The media's own words when gdt's daily budget-edit cap is reached (the sandbox's refusal, as planEdit answers it). */
const GDT_CAP_WORDS = deskMessage('gdt', refusal('budget_edit_cap', { label: deliveryLevelLabel('gdt', 'group') ?? '', limit: GDT_LIMITS.BUDGET_EDITS_PER_DAY }));

/** Runs of each enabled rule: today's first slot of its hours (when passed) and 10:02 of the two days before. */
function runSlots(now: Date, firstHour: number): Date[] {
  const today = chinaDay(now.getTime());
  const at = (day: number, hour: number) => new Date(chinaDayStart(day) + hour * HOUR_MS + 2 * MINUTE_MS);
  const slots = [at(today - 2, 10), at(today - 1, 10)];
  const todays = at(today, firstHour);
  if (todays.getTime() <= now.getTime()) slots.push(todays);
  return slots;
}

export async function seedAiRules(tx: Queryable, now: Date): Promise<void> {
  const q = sqlOn(tx);
  const users = await q.selectFrom('users').select(['id', 'username']).where('customer_id', '=', 1).where('username', 'in', ['manager', 'operator']).execute();
  const userId = new Map(users.map((u) => [u.username, u.id]));
  for (const seed of RULES) {
    const media = seed.body([]).media;
    const level = seed.body([]).level;
    const accounts = await q
      .selectFrom('media_accounts')
      .select(['id', 'account_id'])
      .where('customer_id', '=', 1)
      .where('media_code', '=', media)
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    if (accounts.length === 0) continue;
    const body = seed.body(accounts.map((a) => a.id));
    const created = new Date(now.getTime() - 5 * 24 * HOUR_MS);
    const { id: ruleId } = await q
      .insertInto('ai_rules')
      .values({
        company_id: 1,
        owner_id: userId.get(seed.owner) ?? null,
        name: body.name,
        media_code: media,
        level,
        body: JSON.stringify(body),
        priority: body.priority,
        enabled: seed.enabled,
        created_at: created,
        updated_at: created,
        updated_by: userId.get(seed.owner) ?? null,
        next_due_at: seed.enabled ? nextDue(body.schedule, now) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!seed.enabled) continue;
    const deskId = new Map(accounts.map((a) => [a.account_id, a.id]));
    const objects: SeedObject[] = (
      await q
        .selectFrom('sandbox_objects')
        .select(['object_id', 'advertiser_id', 'name', 'budget_fen', 'bid_fen'])
        .where('media_code', '=', media)
        .where('level', '=', level as Exclude<DeliveryLevel, 'account'>)
        .where('advertiser_id', 'in', accounts.map((a) => a.account_id))
        .where('opt_status', '=', 'enabled')
        .orderBy('object_id')
        .limit(6)
        .execute()
    ).map((o) => ({ media, level, objectId: o.object_id, accountId: deskId.get(o.advertiser_id)!, name: o.name, budgetFen: o.budget_fen === null ? null : Number(o.budget_fen), bidFen: o.bid_fen === null ? null : Number(o.bid_fen) }));
    const slots = runSlots(now, body.schedule.hours[0]);
    for (const [run, slot] of slots.entries()) {
      // Each run acts on other objects of the scope (a paused plan stays paused; the record is history).
      const chosen = objects.slice((run * 2) % Math.max(1, objects.length - 2)).slice(0, 3);
      const actions = chosen.map((o, i) => ({ o, a: seed.act(o, run, i) })).filter((x): x is { o: SeedObject; a: NonNullable<ReturnType<SeedRule['act']>> } => x.a !== null);
      const acted = actions.filter((x) => x.a.outcome === 'applied').length;
      const finished = new Date(slot.getTime() + 40_000);
      const { id: runId } = await q
        .insertInto('ai_rule_runs')
        .values({ company_id: 1, rule_id: ruleId, slot, kind: 'scheduled', state: 'done', rule_version: 1, figures_as_of: slot, evaluated: objects.length, matched: actions.length, acted, skipped: actions.length - acted, failed: 0, started_at: slot, finished_at: finished })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (actions.length === 0) continue;
      await q
        .insertInto('ai_rule_actions')
        .values(
          actions.map(({ o, a }, seq) => ({
            run_id: runId,
            seq,
            company_id: 1,
            rule_id: ruleId,
            media_code: media,
            level,
            object_id: o.objectId,
            account_id: o.accountId,
            object_name: o.name,
            slot,
            type: a.type,
            before: a.before === null ? null : JSON.stringify({ value: a.before }),
            after: a.after === null ? null : JSON.stringify({ value: a.after }),
            figures: JSON.stringify({ conditions: body.conditions.map((c, k) => ({ metric: c.metric, value: a.values[k] ?? null, holds: true })) }),
            outcome: a.outcome,
            reason_code: a.reasonCode,
            reason: a.reason,
            china_day: new Date(slot.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10),
            at: finished,
          })),
        )
        .execute();
    }
  }
}

/**
 * One toutiao plan of the demo company whose clicks convert nobody (the sandbox's NO_CONVERSIONS): it spends over
 * 500 元 a day and reports no 激活, so a rule that pauses plans spending without converting finds a real object in
 * the sandbox's own figures, at any hour over the last 24 hours. A plan that spends for sure: delivering all week
 * under an enabled campaign, a bid of at least 20 元 (the model's demand at the lowest quality and day swing is then
 * 1,680 元 a day) and at least 1,000 元 a day of budget left to it (its own, and its share of its campaign's). Outside
 * the seeded rule's two accounts, which would otherwise pause it on every fresh desk in the daytime; never the
 * diagnosis's fast plan. Answers its sandbox id (null: none fits).
 */
export async function seedNoConversionPlan(tx: Queryable): Promise<string | null> {
  const settings = JSON.stringify({ [NO_CONVERSIONS.key]: NO_CONVERSIONS.value });
  const rows = await tx.query<{ object_id: string }>(
    `UPDATE sandbox_objects o
        SET created_with = jsonb_set(COALESCE(o.created_with, '{}'::jsonb), '{settings}', COALESCE(o.created_with->'settings', '{}'::jsonb) || $1::jsonb)
      WHERE o.media_code = 'toutiao' AND o.object_id = (
        SELECT p.object_id FROM sandbox_objects p
          JOIN media_accounts a ON a.media_code = p.media_code AND a.account_id = p.advertiser_id AND a.customer_id = 1
          JOIN sandbox_objects c ON c.media_code = p.media_code AND c.object_id = p.parent_id
         WHERE p.media_code = 'toutiao' AND p.level = 'plan' AND p.opt_status = 'enabled' AND c.opt_status = 'enabled'
           AND p.bid_fen >= 2000
           AND (p.schedule IS NULL OR position('0' in p.schedule) = 0)
           AND COALESCE(p.budget_fen, 100000) >= 100000
           AND COALESCE(c.budget_fen, 100000000) / (SELECT count(*) FROM sandbox_objects k WHERE k.media_code = c.media_code AND k.parent_id = c.object_id AND k.opt_status <> 'deleted') >= 100000
           AND COALESCE(p.created_with->'settings'->>'${FAST_PACING.key}', '') <> '${FAST_PACING.value}'
           AND a.id NOT IN (
             SELECT r.id FROM media_accounts r
              WHERE r.customer_id = 1 AND r.media_code = 'toutiao' AND r.authorization_id IS NOT NULL
              ORDER BY r.id LIMIT 2)
         ORDER BY a.id, p.object_id
         LIMIT 1)
      RETURNING o.object_id`,
    [settings],
  );
  return rows[0]?.object_id ?? null;
}
