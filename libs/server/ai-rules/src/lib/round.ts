// A round of AI助手 rules (docs/design/tools.md §6.1, §6.2): one durable job per company and slot. It evaluates the
// rules due in the slot over the store's window sums, plans their actions, resolves conflicts between them, records
// every planned and skipped action (the unique key of ai_rule_actions makes a retried round find them, not add them)
// and acts through the delivery edit path (round-act.ts: planEdit → createEdit, origin rule_run, each row audited
// with its rule; EMAIL actions to the message centre), and closes each run with its counts and a TASK message to the
// owner.
import { chinaToday, formatChinaTime, resolveConflicts, type PlannedAct, type PlannedAction } from '@toufang/domain';
import { accountsByIds } from '@toufang/server-accounts';
import type { Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Db, type MetricsSyncTables, type Queryable } from '@toufang/server-db';
import { defineJob, enqueue, type JobContext } from '@toufang/server-jobs';
import { syncMetrics } from '@toufang/server-metrics';
import { sql } from 'kysely';
import { matchesOf, ownerScopes, rangesOf, ruleHistories, scopeObjects, ScopeRowsCache, WindowSumsCache, type Evaluated, type RoundRule } from './evaluate-rules';
import { act, actAndRecord, RECORD_LINK, writeRecord, type RecordValue } from './round-act';
import type { RoundCheckpoint, RoundJob, RoundPayload } from './round-job';
import { notifyUsers, type RoundMessage } from './messages';
import { failureMail, mailRule, ruleMailAddresses } from './rule-mail';
import { isDue, nextDue } from './schedule';
import { AI_RULES_TEXTS as T } from './texts';

export type { RoundCheckpoint, RoundJob, RoundPayload } from './round-job';

export interface RoundResult {
  runs: number;
  acted: number;
}

export { RECORD_LINK } from './round-act';

type Run = { id: number; rule_id: number; state: string; rule_version: number; kind: string };


const ROUND_ACTOR: Actor = { kind: 'system', name: T.ROUND_TITLE };

/** The rules a round evaluates: those due in the slot (scheduled), or the asked ones (manual, disabled ones too). */
async function rulesOf(db: Queryable, payload: RoundPayload): Promise<RoundRule[]> {
  let q = sqlOn(db)
    .selectFrom('ai_rules')
    .select(['id', 'name', 'owner_id', 'created_at', 'version', 'body', 'enabled'])
    .where('company_id', '=', payload.companyId)
    .where('removed_at', 'is', null);
  if (payload.kind === 'manual') q = q.where('id', 'in', payload.ruleIds?.length ? payload.ruleIds : [0]);
  else q = q.where('enabled', '=', true);
  const slot = new Date(payload.slot);
  return (await q.orderBy('id').execute())
    .filter((r) => payload.kind === 'manual' || isDue(r.body.schedule, slot))
    .map((r) => ({ id: r.id, name: r.name, ownerId: r.owner_id, createdAt: new Date(r.created_at).getTime(), version: r.version, body: r.body }));
}

/** The runs of the round's rules in its slot, made once (a retried round finds them). */
async function runsOf(db: Queryable, payload: RoundPayload, rules: readonly RoundRule[], now: Date, jobId: string | null): Promise<Map<number, Run>> {
  if (rules.length === 0) return new Map();
  const q = sqlOn(db);
  await q
    .insertInto('ai_rule_runs')
    .values(rules.map((r) => ({ company_id: payload.companyId, rule_id: r.id, slot: payload.slot, kind: payload.kind, rule_version: r.version, job_id: jobId, started_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const runs = await q
    .selectFrom('ai_rule_runs')
    .select(['id', 'rule_id', 'state', 'rule_version', 'kind'])
    .where('rule_id', 'in', rules.map((r) => r.id))
    .where('kind', '=', payload.kind)
    .where('slot', '=', new Date(payload.slot))
    .execute();
  return new Map(runs.map((r) => [r.rule_id, r]));
}

interface ActionRow {
  rule: RoundRule;
  run: Run;
  evaluated: Evaluated;
  action: PlannedAction | (PlannedAction & { outcome: 'superseded' });
  superseded?: boolean;
}

const valueOf = (a: PlannedAction, paused: boolean) => {
  if (a.outcome !== 'planned') return { before: null, after: null };
  if (a.type === 'BUDGET' || a.type === 'BID') return { before: { value: a.before }, after: { value: a.after } };
  if (a.type === 'PAUSE') return { before: { value: paused ? 'paused' : 'enabled' }, after: { value: 'paused' } };
  return { before: null, after: null };
};

/**
 * Steps 2–4 of a round (design §6.2) for the runs still running: evaluate, plan, resolve conflicts, then act and
 * record in one transaction (round-act.ts actAndRecord: a retry finds the record with its acts, or neither). Answers
 * whether it acted: false when it only recorded (another kind of run holds the slot), and the acting step then reads
 * the record, as a retry of a round recorded by an earlier attempt does.
 */
async function evaluateAndRecord(
  server: ServerContext,
  payload: RoundPayload,
  rules: readonly RoundRule[],
  runs: Map<number, Run>,
  now: Date,
  job: RoundJob,
  refused: ReadonlyMap<number, string>,
  phases: RoundPhases,
): Promise<boolean> {
  const db = server.db;
  const active = rules.filter((r) => runs.get(r.id)?.state === 'running');
  if (active.length === 0) return true;
  const started = performance.now();
  const asOf = now.getTime();
  const sums = new WindowSumsCache(server.metrics, payload.companyId);
  // Each read once for the whole round (500 rules, a handful of owners, the same accounts): the owners' scopes, the
  // rules' previous evaluations, the desk's objects of each (media, level), the rules' histories.
  const scopeOf = await ownerScopes(db, active);
  const previousRows = await sqlOn(db)
    .selectFrom('ai_rule_runs')
    .select(['rule_id', (eb) => eb.fn.max('figures_as_of').as('figures_as_of')])
    .where('rule_id', 'in', [...active.map((r) => r.id), 0])
    .where('state', '=', 'done')
    .where('figures_as_of', 'is not', null)
    .groupBy('rule_id')
    .execute();
  const previousAsOf = new Map(previousRows.map((r) => [r.rule_id, r.figures_as_of ? new Date(r.figures_as_of).getTime() : null]));
  const objectRows = new ScopeRowsCache(server, payload.companyId);
  const scoped = active.map((rule) => ({ rule, ...scopeOf(rule), ranges: rangesOf(rule.body, asOf, previousAsOf.get(rule.id) ?? null) }));
  for (const { rule, accountIds, ranges } of scoped) {
    objectRows.want(rule, accountIds);
    for (const r of ranges) {
      sums.want(rule.body.media, rule.body.level, r.now, accountIds);
      if (r.previous) sums.want(rule.body.media, rule.body.level, r.previous, accountIds);
    }
  }
  // The metrics store answers the windows on its own threads while this one reads the desk's copy: both are reads.
  const sumsLoaded = sums.load();
  sumsLoaded.catch(() => undefined);
  await objectRows.load();
  const histories = await ruleHistories(db, active.map((r) => r.id), now);
  const prepared = [];
  for (const { rule, accountIds, outOfScope, ranges } of scoped) {
    prepared.push({ rule, accountIds, outOfScope, ranges, objects: await scopeObjects(server, payload.companyId, rule, accountIds, objectRows), history: histories(rule.id) });
  }
  await sumsLoaded;

  const rows: ActionRow[] = [];
  const counts = new Map<number, { evaluated: number; matched: number; error: string | null }>();
  const acts: { act: PlannedAct; rule: RoundRule; evaluated: Evaluated }[] = [];
  for (const p of prepared) {
    const run = runs.get(p.rule.id)!;
    // Only the matched objects act or are recorded: the others are counted.
    const evaluated = matchesOf(server, p.rule, p.objects, sums, p.ranges, p.history, objectRows);
    const notes = [
      ...(p.rule.ownerId === null ? [T.OWNER_GONE] : []),
      ...(p.outOfScope > 0 ? [T.OUT_OF_SCOPE_ACCOUNTS(p.outOfScope)] : []),
      ...[...new Set(p.accountIds.flatMap((id) => (refused.has(id) ? [refused.get(id)!] : [])))].map(T.SYNC_REFUSED),
    ];
    counts.set(p.rule.id, { evaluated: p.objects.length, matched: evaluated.length, error: notes.length > 0 ? notes.join('；') : null });
    for (const e of evaluated) {
      for (const a of e.planned) {
        if (a.outcome === 'planned') acts.push({ act: a, rule: p.rule, evaluated: e });
        else rows.push({ rule: p.rule, run, evaluated: e, action: a });
      }
    }
  }
  // Conflicts across the round's rules (design §6.3): a pause wins, then priority, then the older rule.
  const { kept, superseded } = resolveConflicts(acts.map((a) => a.act));
  const whose = new Map(acts.map((a) => [a.act, a]));
  for (const a of kept) rows.push({ rule: whose.get(a)!.rule, run: runs.get(a.ruleId)!, evaluated: whose.get(a)!.evaluated, action: a });
  for (const s of superseded) {
    const origin = whose.get(s.planned)!;
    rows.push({ rule: origin.rule, run: runs.get(s.ruleId)!, evaluated: origin.evaluated, action: s, superseded: true });
  }

  const today = chinaToday(now);
  const acting = performance.now();
  phases.evaluateMs = Math.round(acting - started);
  // The record's rows (seq: each run's actions in order), under one-letter keys (round-act.ts RecordValue).
  const seqs = new Map<number, number>();
  const values: RecordValue[] = rows.map((r) => {
    const seq = seqs.get(r.run.id) ?? 0;
    seqs.set(r.run.id, seq + 1);
    const a = r.action;
    const { before, after } = valueOf(a, r.evaluated.object.paused);
    return {
      r: r.run.id,
      s: seq,
      u: r.rule.id,
      m: r.rule.body.media,
      l: r.rule.body.level,
      o: r.evaluated.object.objectId,
      a: r.evaluated.object.accountId,
      n: r.evaluated.object.name,
      t: a.type,
      b: before ?? undefined,
      f: after ?? undefined,
      g: { conditions: r.rule.body.conditions.map((c, i) => ({ metric: c.metric, ...r.evaluated.verdict.conditions[i] })) },
      x: r.superseded ? 'superseded' : a.outcome,
      c: a.outcome === 'skipped' ? a.reason : undefined,
      w: (a.outcome === 'skipped' ? a.text : a.note) ?? undefined,
    };
  });
  const figured = [...counts].map(([ruleId, c]) => ({ id: runs.get(ruleId)!.id, evaluated: c.evaluated, matched: c.matched, error: c.error ?? undefined }));
  const closeRecord = async (tx: Queryable) => {
    if (figured.length > 0) {
      await sql`
        UPDATE ai_rule_runs u SET figures_as_of = ${now}::timestamptz, evaluated = x.evaluated, matched = x.matched, error = x.error
        FROM jsonb_to_recordset(${JSON.stringify(figured)}::jsonb) AS x(id int, evaluated int, matched int, error text) WHERE u.id = x.id`.execute(sqlOn(tx));
    }
    await job.saveCheckpoint?.({ recorded: true }, tx);
  };
  if (!(await recordedBefore(db, payload, active))) {
    phases.recordMs = await actAndRecord(server, payload, values, now, today, job, closeRecord);
    phases.actMs = Math.round(performance.now() - acting) - phases.recordMs;
    return true;
  }
  // The record holds some of the actions already: the record first (its unique key keeps those once), then the
  // acting step acts on what it wrote and was not sent.
  await db.transaction(async (tx) => {
    await writeRecord(tx, payload, values, today, now);
    await closeRecord(tx);
  });
  phases.recordMs = Math.round(performance.now() - acting);
  return false;
}

/**
 * Whether the slot's record already holds actions of some of the rules: a run of another kind in the same minute (a
 * manual run in a scheduled slot's), or a retry whose checkpoint was lost.
 */
async function recordedBefore(db: Queryable, payload: RoundPayload, rules: readonly RoundRule[]): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    SELECT 1 AS one FROM ai_rule_actions
    WHERE run_id IN (SELECT id FROM ai_rule_runs WHERE rule_id = ANY(${rules.map((r) => r.id)}::int[]) AND slot = ${payload.slot}::timestamptz)
    LIMIT 1`.execute(sqlOn(db));
  return rows.length > 0;
}


/** Counts of a run from its actions (applied or sent count as acted; refused and failed as failed). */
async function recount(db: Queryable, runIds: readonly number[]): Promise<void> {
  if (runIds.length === 0) return;
  await sql`
    UPDATE ai_rule_runs u SET
      acted = c.acted, skipped = c.skipped, failed = c.failed
    FROM (
      SELECT run_id,
        count(*) FILTER (WHERE outcome = 'applied' OR (outcome = 'planned' AND edit_id IS NOT NULL))::int AS acted,
        count(*) FILTER (WHERE outcome IN ('skipped', 'superseded'))::int AS skipped,
        count(*) FILTER (WHERE outcome IN ('refused', 'failed'))::int AS failed
      FROM ai_rule_actions WHERE run_id IN (${sql.join(runIds)}) GROUP BY run_id
    ) c WHERE c.run_id = u.id`.execute(sqlOn(db));
}

/**
 * Actions sent in an edit that has ended take the media's answer: applied, or refused with its reason (the edit
 * job writes each row's answer; the record reads it here rather than the edit job knowing of rules).
 */
export async function settleActions(db: Queryable, companyId: number): Promise<void> {
  const { rows } = await sql<{ run_id: number }>`
    UPDATE ai_rule_actions a SET
      outcome = CASE WHEN i.ok THEN 'applied' ELSE 'refused' END,
      reason = CASE WHEN i.ok THEN a.reason ELSE coalesce(i.reason, a.reason) END
    FROM delivery_edit_items i, delivery_edits e
    WHERE a.company_id = ${companyId} AND a.outcome = 'planned' AND a.edit_id IS NOT NULL
      AND i.edit_id = a.edit_id AND i.object_id = a.object_id AND i.ok IS NOT NULL
      AND e.id = a.edit_id AND e.state IN ('done', 'failed')
    RETURNING a.run_id`.execute(sqlOn(db));
  await recount(db, [...new Set(rows.map((r) => r.run_id))]);
}

/**
 * Step 6: counts, state, a TASK message to the owner when the run acted or failed, the rule's next due slot. One
 * transaction for the round's runs: each closes once (conditional on running) with its message beside it.
 */
async function close(db: Db, payload: RoundPayload, rules: readonly RoundRule[], runs: Map<number, Run>, now: Date): Promise<number> {
  const running = rules.filter((r) => runs.get(r.id)?.state === 'running');
  await recount(db, running.map((r) => runs.get(r.id)!.id));
  if (running.length === 0) return 0;
  let acted = 0;
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const closed = new Map<number, { acted: number; skipped: number; failed: number; error: string | null }>();
    for (const [state, list] of [
      ['skipped', running.filter((r) => r.ownerId === null)],
      ['done', running.filter((r) => r.ownerId !== null)],
    ] as const) {
      if (list.length === 0) continue;
      const rows = await q
        .updateTable('ai_rule_runs')
        .set({ state, finished_at: now })
        .where('id', 'in', list.map((r) => runs.get(r.id)!.id))
        .where('state', '=', 'running')
        .returning(['id', 'acted', 'skipped', 'failed', 'error'])
        .execute();
      for (const r of rows) closed.set(r.id, r);
    }
    const due = running.filter((r) => closed.has(runs.get(r.id)!.id));
    if (payload.kind === 'scheduled' && due.length > 0) {
      const next = due.map((r) => ({ id: r.id, at: nextDue(r.body.schedule, new Date(payload.slot))?.toISOString() }));
      await sql`UPDATE ai_rules r SET next_due_at = x.at FROM jsonb_to_recordset(${JSON.stringify(next)}::jsonb) AS x(id int, at timestamptz) WHERE r.id = x.id`.execute(q);
    }
    const messages: RoundMessage[] = [];
    for (const rule of due) {
      const run = runs.get(rule.id)!;
      const counts = closed.get(run.id)!;
      acted += counts.acted;
      if (rule.ownerId !== null && (counts.acted > 0 || counts.failed > 0)) {
        messages.push({
          recipients: [rule.ownerId],
          message: {
            title: counts.acted === 0 ? T.RUN_FAILED_TITLE(rule.name) : T.RUN_MESSAGE_TITLE(rule.name),
            type: 'TASK',
            content: `<p>${T.RUN_MESSAGE(counts.acted, counts.skipped, counts.failed)}</p><p>${formatChinaTime(now)}</p>`,
            link: `${RECORD_LINK}?ruleId=${rule.id}&runId=${run.id}`,
          },
        });
      }
      // A run with failed actions is mailed too (design §4.2), to the owner and the EMAIL action's recipients, once:
      // in the transaction that closes the run.
      if (rule.ownerId !== null && counts.failed > 0) {
        await mailRule(tx, payload.companyId, rule, await ruleMailAddresses(tx, payload.companyId, rule, true), failureMail(rule, counts, formatChinaTime(now), counts.error), now);
      }
    }
    await notifyUsers(tx, messages);
  });
  return acted;
}

/** Accounts synced this recently are not synced again before a round (the hourly sync keeps the rest current). */
export const FRESH_FIGURES_MS = 5 * 60_000;

/**
 * Step 1 (design §6.2): today's figures of the round's accounts through the metrics sync, skipping accounts synced
 * within 5 minutes. Answers the media's refusals by account; their rules evaluate on the figures the store has, and
 * their runs say so.
 */
async function freshFigures(server: ServerContext, rules: readonly RoundRule[], now: Date, owner: string | undefined): Promise<Map<number, string>> {
  const ids = [...new Set(rules.flatMap((r) => r.body.scope.accountIds))];
  if (ids.length === 0) return new Map();
  const recent = await sqlOn(server.db)
    .withTables<MetricsSyncTables>()
    .selectFrom('metrics_sync_cursors')
    .select('account_id')
    .where('account_id', 'in', ids)
    .where('synced_at', '>=', new Date(now.getTime() - FRESH_FIGURES_MS))
    .execute();
  const fresh = new Set(recent.map((r) => r.account_id));
  const stale = ids.filter((id) => !fresh.has(id));
  if (stale.length === 0) return new Map();
  const result = await syncMetrics(server.db, server.metrics, server.media, await accountsByIds(server.db, stale), now, owner ? { owner } : {});
  return new Map(result.refused.map((r) => [r.accountId, r.reason]));
}

/** One round (design §6.2), called by the round's job (and by tests on a fake clock). */
export async function runRound(server: ServerContext, payload: RoundPayload, now: Date, job: RoundJob = { actor: ROUND_ACTOR }): Promise<RoundResult> {
  const phases: RoundPhases = { syncMs: 0, evaluateMs: 0, recordMs: 0, actMs: 0, closeMs: 0 };
  let lap = performance.now();
  const since = () => {
    const ms = Math.round(performance.now() - lap);
    lap = performance.now();
    return ms;
  };
  await settleActions(server.db, payload.companyId);
  const rules = await rulesOf(server.db, payload);
  const runs = await runsOf(server.db, payload, rules, now, job.jobId ?? null);
  let acted = false;
  if (!job.checkpoint?.recorded) {
    const active = rules.filter((r) => runs.get(r.id)?.state === 'running');
    const refused = await freshFigures(server, active, now, job.jobId);
    phases.syncMs = since();
    acted = await evaluateAndRecord(server, payload, rules, runs, now, job, refused, phases);
  }
  since();
  if (!acted) {
    await act(server, payload, [...runs.values()].filter((r) => r.state === 'running').map((r) => r.id), now, job);
    phases.actMs += since();
  }
  const result = { runs: [...runs.values()].filter((r) => r.state === 'running').length, acted: await close(server.db, payload, rules, runs, now) };
  phases.closeMs = since();
  server.log.info({ companyId: payload.companyId, slot: payload.slot, kind: payload.kind, ...result, ...phases }, 'AI助手 round');
  return result;
}

/**
 * Where a round's time went, logged at its end (ms): the fresh figures (step 1; settling and reading the rules
 * before it), reading and evaluating (steps 2–3 and the conflicts), the record, acting (the edits and EMAIL
 * messages), closing the runs.
 */
export interface RoundPhases {
  syncMs: number;
  evaluateMs: number;
  recordMs: number;
  actMs: number;
  closeMs: number;
}

/** The round's job: one per company and slot (its dedupe key), or one per manual run. */
export const aiRulesRoundJob = defineJob<RoundPayload, RoundResult, RoundCheckpoint>('ai-rules.round', { title: T.ROUND_TITLE }, (ctx: JobContext<RoundPayload, RoundCheckpoint>) =>
  runRound(ctx.server, ctx.payload, ctx.now(), { actor: ctx.actor, saveCheckpoint: (c, tx) => ctx.saveCheckpoint(c, tx), checkpoint: ctx.checkpoint, jobId: ctx.jobId }),
);

/** Enqueues the round of a company's slot once (`ai-round:{company}:{slot}`), whatever process ticks. */
export function enqueueRound(target: Queryable, payload: RoundPayload, actor: Actor, now: Date) {
  const key = payload.kind === 'manual' ? `ai-round:${payload.companyId}:manual:${payload.ruleIds?.join(',')}:${payload.slot}` : `ai-round:${payload.companyId}:${payload.slot}`;
  return enqueue(target, aiRulesRoundJob, payload, { companyId: payload.companyId, actor, dedupeKey: key, now });
}
