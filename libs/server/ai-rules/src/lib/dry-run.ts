// The dry run (docs/design/tools.md §6.4): what a rule would have done over the past 7 days, object by object, with
// the round's own evaluator (evaluate-rules.ts) on the windows as they stood at each slot. The last 3 days are
// replayed slot by slot on hourly figures; days 4–7 once a day at the day's end on day rows (按日回放, decision D3).
// Trigger counts, cooldowns, caps and the values set carry forward as if the earlier actions had applied. It reads
// the store and the desk's database only: no media call.
import { createHash } from 'node:crypto';
import type { components } from '@toufang/api/contract';
import { chinaDate, chinaDay, chinaDayStart, chinaWeekday, DAY_MS, formatChinaTime, type AiRuleBody, type AiRuleWindow, type PlanState, type WindowRange } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { badRequest } from '@toufang/server-http';
import { evaluateRule, rangesOf, scopeObjects, WindowSumsCache, FINAL_PAUSE_NOTE, type RoundRule, type ScopeObject } from './evaluate-rules';
import { resolveNameParts } from './name-parts';
import { checkBody, visibleRule, type RulesContext } from './rules';
import { isDue, slotOf, TICK } from './schedule';
import { AI_RULES_TEXTS as T } from './texts';

type Schemas = components['schemas'];
type DryRun = Schemas['AiRuleDryRun'];
type Step = Schemas['AiRuleDryRunStep'];

export const DRY_RUN = { DAYS: 7, HOURLY_DAYS: 3, KEEP_MS: DAY_MS } as const;

/** A window read from day rows at the end of a replayed day; null when it has none (lastHours needs hourly rows). */
function dayRangeOf(window: AiRuleWindow, day: number): WindowRange | null {
  switch (window.kind) {
    case 'today':
      return { granularity: 'day', from: chinaDate(day), to: chinaDate(day) };
    case 'yesterday':
      return { granularity: 'day', from: chinaDate(day - 1), to: chinaDate(day - 1) };
    case 'lastDays':
      return { granularity: 'day', from: chinaDate(day - window.n), to: chinaDate(window.includeToday ? day : day - 1) };
    case 'lastHours':
      return null;
  }
}

interface Slot {
  at: number;
  byDay: boolean;
  ranges: { now: WindowRange; previous: WindowRange | null }[] | null;
}

/** Every slot replayed, oldest first: days 4–7 at their ends (on the rule's weekdays), then the last 3 days' due slots. */
function slotsOf(body: AiRuleBody, now: number): Slot[] {
  const slots: Slot[] = [];
  const today = chinaDay(now);
  for (let day = today - DRY_RUN.DAYS; day < today - DRY_RUN.HOURLY_DAYS; day++) {
    if (!body.schedule.weekdays.includes(chinaWeekday(day) + 1)) continue;
    const ranges = body.conditions.map((c) => dayRangeOf(c.window, day));
    slots.push({ at: chinaDayStart(day + 1) - 1, byDay: true, ranges: ranges.every((r) => r !== null) ? ranges.map((r) => ({ now: r!, previous: null })) : null });
  }
  let previous: number | null = null;
  for (let at = slotOf(now - DRY_RUN.HOURLY_DAYS * DAY_MS).getTime() + TICK.EVERY_MS; at <= now; at += TICK.EVERY_MS) {
    if (!isDue(body.schedule, new Date(at))) continue;
    slots.push({ at, byDay: false, ranges: rangesOf(body, at, previous) });
    previous = at;
  }
  return slots;
}

interface Simulated {
  object: ScopeObject;
  lastAppliedAt: number | null;
  triggers: Map<number, number>;
  finalPausedDays: Set<number>;
  steps: Step[];
}

export async function dryRun(ctx: RulesContext, request: Schemas['AiRuleDryRunRequest']): Promise<DryRun> {
  if (request.id === undefined && request.body === undefined) throw badRequest(T.DRY_RUN_NEEDS_RULE);
  const saved = request.id === undefined ? null : await visibleRule(ctx, request.id);
  const body = request.body ? await checkBody(ctx, request.body) : (saved!.body as AiRuleBody);
  // A saved rule's naming rule may have gone since its save: say so rather than replay a scope of nothing.
  if (!request.body && body.scope.objects.kind === 'nameParts') {
    const resolved = await resolveNameParts(ctx.db, ctx.session.customerId, body.media, body.level, body.scope.objects);
    if (!resolved.ok) throw badRequest(resolved.message);
  }
  const rule: RoundRule = { id: saved?.id ?? 0, name: body.name, ownerId: ctx.session.userId, createdAt: saved ? new Date(saved.created_at).getTime() : ctx.now.getTime(), version: 0, body };
  const now = ctx.now.getTime();
  const slots = slotsOf(body, now);
  const objects = await scopeObjects(ctx.server, ctx.session.customerId, rule, body.scope.accountIds);
  const sums = new WindowSumsCache(ctx.server.metrics, ctx.session.customerId);
  for (const s of slots) for (const r of s.ranges ?? []) {
    sums.want(body.media, body.level, r.now, body.scope.accountIds);
    if (r.previous) sums.want(body.media, body.level, r.previous, body.scope.accountIds);
  }
  await sums.load();

  const sim: Simulated[] = objects.map((o) => ({ object: { ...o }, lastAppliedAt: null, triggers: new Map(), finalPausedDays: new Set(), steps: [] }));
  const byId = new Map(sim.map((s) => [s.object.objectId, s]));
  const skips: Record<string, number> = {};
  let actions = 0;
  let replayed = 0;
  for (const slot of slots) {
    const ranges = slot.ranges;
    // A slot whose windows reach before what the store keeps (or need hourly rows on a day replay) is not replayed.
    if (!ranges || ranges.some((r) => !sums.answered(body.media, body.level, r.now) || (r.previous && !sums.answered(body.media, body.level, r.previous)))) continue;
    replayed++;
    const day = chinaDay(slot.at);
    const stateOf = (objectId: string): PlanState => {
      const s = byId.get(objectId)!;
      return { now: slot.at, lastAppliedAt: s.lastAppliedAt, triggersToday: s.triggers.get(day) ?? 0, finalPausedToday: s.finalPausedDays.has(day) };
    };
    for (const e of evaluateRule(ctx.server, rule, sim.map((s) => s.object), sums, ranges, stateOf)) {
      if (!e.verdict.matched) continue;
      const s = byId.get(e.object.objectId)!;
      const conditions = body.conditions.map((c, i) => ({ metric: c.metric, ...e.verdict.conditions[i] }));
      let acted = false;
      for (const a of e.planned) {
        const at = formatChinaTime(slot.at).slice(0, 16);
        if (a.outcome === 'skipped') {
          skips[a.reason] = (skips[a.reason] ?? 0) + 1;
          s.steps.push({ slot: at, byDay: slot.byDay, type: a.type, before: null, after: null, outcome: 'skipped', reason: a.text, conditions });
          continue;
        }
        acted = true;
        actions++;
        if (a.type === 'BUDGET' || a.type === 'BID') {
          s.steps.push({ slot: at, byDay: slot.byDay, type: a.type, before: a.before, after: a.after, outcome: 'planned', reason: a.note, conditions });
          if (a.type === 'BUDGET') s.object.budget = a.after;
          else s.object.bid = a.after;
        } else if (a.type === 'PAUSE') {
          s.steps.push({ slot: at, byDay: slot.byDay, type: 'PAUSE', before: s.object.paused ? 'paused' : 'enabled', after: 'paused', outcome: 'planned', reason: a.note, conditions });
          s.object.paused = true;
          if (a.note === FINAL_PAUSE_NOTE) s.finalPausedDays.add(day);
        } else {
          s.steps.push({ slot: at, byDay: slot.byDay, type: 'EMAIL', before: null, after: null, outcome: 'planned', reason: null, conditions });
        }
      }
      if (acted) {
        s.lastAppliedAt = slot.at;
        s.triggers.set(day, (s.triggers.get(day) ?? 0) + 1);
      }
    }
  }
  const matched = sim.filter((s) => s.steps.length > 0);
  const result: DryRun = {
    from: formatChinaTime(now - DRY_RUN.DAYS * DAY_MS).slice(0, 16),
    to: formatChinaTime(now).slice(0, 16),
    slots: replayed,
    objects: matched.map((s) => ({ objectId: s.object.objectId, name: s.object.name, accountId: s.object.accountId, steps: s.steps })),
    summary: { objectsMatched: matched.length, actions, skips },
    limits: [...T.DRY_RUN_LIMITS],
  };
  const q = sqlOn(ctx.db);
  await q.deleteFrom('ai_rule_dry_runs').where('created_at', '<', new Date(now - DRY_RUN.KEEP_MS)).execute();
  await q
    .insertInto('ai_rule_dry_runs')
    .values({ company_id: ctx.session.customerId, rule_id: saved?.id ?? null, body_hash: createHash('sha256').update(JSON.stringify(body)).digest('hex'), user_id: ctx.session.userId, result: JSON.stringify(result) })
    .execute();
  return result;
}
