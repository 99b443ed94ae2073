// A round's acting (docs/design/tools.md §6.2 steps 4–5): the planned actions go through the delivery edit path
// (planEdit → createEdit, origin rule_run, each row audited with its rule), one edit per (media, level, field) of the
// round; a row planEdit refuses becomes skipped media_limit in the media's words; the actions of a rule removed or
// changed meanwhile are skipped rule_removed; EMAIL actions become one message-centre message and one mail per rule.
// Two ways in: a round that has just evaluated acts on its actions in memory and writes the record with their
// outcomes and edits in the same transaction (actAndRecord); a retried round whose record an earlier attempt wrote
// acts on the recorded planned rows not yet sent (act).
import { AI_RULE_REASON_TEXTS, type AiRuleBody, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { ruleActor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { createEdit, planEdit, type PlanContext, type PlannedItem } from '@toufang/server-delivery';
import { escapeHtml } from '@toufang/server-jobs';
import type { AccountScope } from '@toufang/server-org';
import { sql, type SqlBool } from 'kysely';
import { notifyUsers, type RoundMessage } from './messages';
import { actionMail, mailRule, ruleMailAddresses } from './rule-mail';
import type { RoundJob, RoundPayload } from './round-job';
import { AI_RULES_TEXTS as T } from './texts';

/** The route of 执行记录 (libs/tools routes: tools-app/tool/ai-assistant/execution-record). */
export const RECORD_LINK = '/tools-app/tool/ai-assistant/execution-record';

/** `id` is one of some ids, as one array parameter (a round's statements name thousands of actions). */
const idAmong = (ids: readonly number[]) => sql<SqlBool>`id = ANY(${[...ids]}::int[])`;

/** The edit field of an action type. */
const FIELD = { BUDGET: 'budget', BID: 'bid', PAUSE: 'status' } as const;

/** Action rows per INSERT of the record (a few MB of JSON). */
const RECORD_CHUNK = 5_000;

type Conditions = { conditions: { metric: string; value: number | null; holds: boolean }[] };

/** A planned action to act on: a recorded row (id: its id) or one of a round's record values (id: its index). */
type PlannedRow = { id: number; run_id: number; rule_id: number; media_code: string; level: string; object_id: string; object_name: string; account_id: number; type: string; after: { value: unknown } | null; figures: Conditions };

type RuleOfRow = { id: number; name: string; owner_id: number | null; body: AiRuleBody };

/**
 * A row of the record as a round writes it, under one-letter keys (absent keys are NULL; the INSERT names the
 * columns): run, seq, rule, media, level, object, account, name, type, before, after, figures, outcome, reason code,
 * reason, edit.
 */
export interface RecordValue {
  r: number;
  s: number;
  u: number;
  m: MediaCode;
  l: string;
  o: string;
  a: number;
  n: string;
  t: string;
  b?: { value: unknown };
  f?: { value: unknown };
  g: Conditions;
  x: string;
  c?: string;
  w?: string;
  e?: number;
}

/**
 * The record's rows, as JSON records (on PGlite jsonb_to_recordset parses them faster than unnest over one array a
 * column). Its unique key keeps a slot's action once: `conflict` 'skip' leaves a row the record holds already (ON
 * CONFLICT DO NOTHING) and answers how many it wrote; 'fail' throws RECORD_CONFLICT at the first such row, for a
 * round that has looked and found none (a plain insert: ON CONFLICT's speculative insertion costs each of tens of
 * thousands of rows a check and a confirmation).
 */
export async function writeRecord(tx: Queryable, payload: RoundPayload, values: readonly RecordValue[], today: string, now: Date, conflict: 'skip' | 'fail' = 'skip'): Promise<number> {
  let written = 0;
  for (let i = 0; i < values.length; i += RECORD_CHUNK) {
    const statement = sql<{ n: number }>`
      WITH written AS (
        INSERT INTO ai_rule_actions (run_id, seq, company_id, rule_id, media_code, level, object_id, account_id, object_name, slot, type, before, after, figures, outcome, reason_code, reason, edit_id, china_day, at)
        SELECT x.r, x.s, ${payload.companyId}::int, x.u, x.m, x.l, x.o, x.a, x.n, ${payload.slot}::timestamptz, x.t, x.b, x.f, x.g, x.x, x.c, x.w, x.e, ${today}::text, ${now}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(values.slice(i, i + RECORD_CHUNK))}::jsonb) AS x(r int, s int, u int, m text, l text, o text,
          a int, n text, t text, b jsonb, f jsonb, g jsonb, x text, c text, w text, e int)
        ${conflict === 'skip' ? sql`ON CONFLICT DO NOTHING` : sql``}
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM written`;
    try {
      written += Number((await statement.execute(sqlOn(tx))).rows[0].n);
    } catch (error) {
      // 23505: unique_violation, the same on PGlite and PostgreSQL.
      if (conflict === 'fail' && (error as { code?: unknown }).code === '23505') throw new Error(T.RECORD_CONFLICT);
      throw error;
    }
  }
  return written;
}

/** The rules of some actions that were removed, disabled (a scheduled run) or changed since their run planned. */
async function changedRules(tx: Queryable, runIds: readonly number[]): Promise<Set<number>> {
  if (runIds.length === 0) return new Set();
  const rows = await sqlOn(tx)
    .selectFrom('ai_rule_runs as u')
    .innerJoin('ai_rules as r', 'r.id', 'u.rule_id')
    .select(['u.id'])
    .where('u.id', 'in', [...runIds])
    .where((eb) => eb.or([eb('r.removed_at', 'is not', null), eb('r.version', '!=', eb.ref('u.rule_version')), eb.and([eb('u.kind', '=', 'scheduled'), eb('r.enabled', '=', false)])]))
    .execute();
  return new Set(rows.map((r) => r.id));
}

async function skipRemoved(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sqlOn(tx)
    .updateTable('ai_rule_actions')
    .set({ outcome: 'skipped', reason_code: 'rule_removed', reason: AI_RULE_REASON_TEXTS.rule_removed })
    .where(idAmong(ids))
    .where('outcome', '=', 'planned')
    .execute();
}

async function rulesOfRows(db: Queryable, planned: readonly PlannedRow[]): Promise<Map<number, RuleOfRow>> {
  const rows = await sqlOn(db).selectFrom('ai_rules').select(['id', 'name', 'owner_id', 'body']).where('id', 'in', [...new Set(planned.map((p) => p.rule_id)), 0]).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** A round's planned rows by run (EMAIL) or by media, level and type (an edit each), in their order. */
function groupBy(rows: readonly PlannedRow[], key: (r: PlannedRow) => string | number): Map<string | number, PlannedRow[]> {
  const groups = new Map<string | number, PlannedRow[]>();
  for (const r of rows) {
    const k = key(r);
    const group = groups.get(k);
    if (group) group.push(r);
    else groups.set(k, [r]);
  }
  return groups;
}
const editGroups = (planned: readonly PlannedRow[]) => [...groupBy(planned.filter((x) => x.type !== 'EMAIL'), (p) => `${p.media_code}|${p.level}|${p.type}`).values()];

/** The round's edits see the whole company: each rule's objects were cut to its owner's scope when planned. */
const companyScopeOf = (payload: RoundPayload): AccountScope => ({ customerId: payload.companyId, userId: 0, role: 'ADMIN' });

/** The edit request of some rows of one group. */
function requestOf(items: readonly PlannedRow[]) {
  const { media_code: media, level, type } = items[0];
  return { media: media as MediaCode, level: level as DeliveryLevel, field: FIELD[type as keyof typeof FIELD], items: items.map((r) => ({ id: r.object_id, value: r.after?.value as never })) };
}

/**
 * planEdit over a group's rows: it refuses the whole edit when one row breaks a media rule, so those rows are handed
 * to `refuse` (skipped media_limit) and the others planned again. Answers the rows left and their plan (null: none
 * left); `fail` takes the rows left when planEdit throws (an object gone from the desk's copy since it was planned,
 * or the media's level changed).
 */
async function planGroup(
  server: PlanContext,
  payload: RoundPayload,
  group: PlannedRow[],
  now: Date,
  refuse: (rows: PlannedRow[], reasons: ReadonlyMap<string, string>) => Promise<void>,
  fail: (rows: PlannedRow[], message: string) => Promise<void>,
): Promise<{ rows: PlannedRow[]; items: PlannedItem[] } | null> {
  let rows = group;
  try {
    while (rows.length > 0) {
      const plan = await planEdit(server, companyScopeOf(payload), requestOf(rows), now);
      if (plan.ok) return { rows, items: plan.items };
      const refused = new Map(plan.refusals.map((r) => [r.id, r.reason]));
      await refuse(
        rows.filter((x) => refused.has(x.object_id)),
        refused,
      );
      rows = rows.filter((x) => !refused.has(x.object_id));
    }
  } catch (error) {
    await fail(rows, error instanceof Error ? error.message : String(error));
  }
  return null;
}

/** Creates the edit of a group's planned rows (their rules read again in the caller's transaction): answers its id. */
async function createGroupEdit(tx: Queryable, payload: RoundPayload, job: RoundJob, go: readonly PlannedRow[], items: readonly PlannedItem[], rules: Map<number, RuleOfRow>, now: Date): Promise<number> {
  const byObject = new Map(items.map((i) => [i.id, i]));
  const withActors = go.map((r) => {
    const rule = rules.get(r.rule_id)!;
    return { ...byObject.get(r.object_id)!, actor: ruleActor({ id: rule.id, name: rule.name }) };
  });
  return createEdit(tx, companyScopeOf(payload), job.actor, requestOf(go), withActors, now, { origin: { kind: 'rule_run', id: Math.min(...go.map((r) => r.run_id)) }, userId: null });
}

/**
 * An EMAIL action's run (design §4.2): one message-centre message to the owner and the recipients who are desk users
 * of the company, and one mail to the typed addresses and the named users' addresses (a notifier delivery,
 * rule-mail.ts), both listing the objects and their figures.
 */
async function sendEmail(tx: Queryable, payload: RoundPayload, rule: RuleOfRow, list: readonly PlannedRow[], now: Date): Promise<RoundMessage> {
  const action = rule.body.actions.find((a) => a.type === 'EMAIL');
  const named = action && action.type === 'EMAIL' ? action.recipients.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])) : [];
  const users = named.length === 0 ? [] : await sqlOn(tx).selectFrom('users').select('id').where('id', 'in', named).where('customer_id', '=', payload.companyId).execute();
  const recipients = [...new Set([...(rule.owner_id === null ? [] : [rule.owner_id]), ...users.map((u) => u.id)])];
  const lines = list.map((r) => `<li>${escapeHtml(r.object_name)}（${escapeHtml(r.object_id)}）：${r.figures.conditions.map((c) => `${c.metric} ${c.value ?? '-'}`).join('，')}</li>`);
  const message: RoundMessage = { recipients, message: { title: T.EMAIL_TITLE(rule.name), type: 'TASK', content: `<p>${T.EMAIL_INTRO(list.length)}</p><ul>${lines.join('')}</ul>`, link: `${RECORD_LINK}?ruleId=${rule.id}` } };
  const mailed = { id: rule.id, name: rule.name, ownerId: rule.owner_id, body: rule.body };
  const objects = list.map((r) => ({ objectId: r.object_id, name: r.object_name, conditions: r.figures.conditions }));
  await mailRule(tx, payload.companyId, mailed, await ruleMailAddresses(tx, payload.companyId, mailed, false), actionMail(mailed, objects), now);
  return message;
}

/**
 * A round that has just evaluated: its planned actions acted on in memory and the record written once with every
 * action's outcome and edit, all in one transaction with `after` (the runs' figures and the checkpoint), the
 * messages, mails and edits, so a retry finds all of them or none. The steps and their order are act's (the record
 * first, then EMAIL runs, then each edit planned and created), without writing each row twice. Answers the
 * milliseconds spent writing the record.
 */
export async function actAndRecord(
  server: ServerContext,
  payload: RoundPayload,
  values: RecordValue[],
  now: Date,
  today: string,
  job: RoundJob,
  after: (tx: Queryable) => Promise<void>,
): Promise<number> {
  const planned: PlannedRow[] = [];
  for (const [i, v] of values.entries()) {
    if (v.x !== 'planned') continue;
    planned.push({ id: i, run_id: v.r, rule_id: v.u, media_code: v.m, level: v.l, object_id: v.o, object_name: v.n, account_id: v.a, type: v.t, after: v.f ?? null, figures: v.g });
  }
  // As act reads the recorded rows (ORDER BY run_id, seq).
  planned.sort((a, b) => a.run_id - b.run_id || values[a.id].s - values[b.id].s);
  const mark = (rows: readonly PlannedRow[], outcome: Partial<Pick<RecordValue, 'x' | 'c' | 'w' | 'e'>>) => {
    for (const r of rows) Object.assign(values[r.id], outcome);
  };
  const removed = { x: 'skipped', c: 'rule_removed', w: AI_RULE_REASON_TEXTS.rule_removed };
  let recordMs = 0;
  await server.db.transaction(async (tx) => {
    await after(tx);
    const rules = await rulesOfRows(tx, planned);
    // Step 5: the rules are read again in the transaction that sends the messages and creates the edits (this one),
    // once for all of the round's runs.
    const changed = await changedRules(tx, [...new Set(planned.map((p) => p.run_id))]);
    const messages: RoundMessage[] = [];
    for (const list of groupBy(planned.filter((p) => p.type === 'EMAIL'), (p) => p.run_id).values()) {
      if (changed.has(list[0].run_id)) {
        mark(list, removed);
        continue;
      }
      mark(list, { x: 'applied' });
      messages.push(await sendEmail(tx, payload, rules.get(list[0].rule_id)!, list, now));
    }
    await notifyUsers(tx, messages);
    // planEdit reads the desk inside the transaction (PGlite's one connection is the transaction's meanwhile).
    const reader = { db: tx, media: server.media, metrics: server.metrics };
    for (const group of editGroups(planned)) {
      const plan = await planGroup(
        reader,
        payload,
        group,
        now,
        async (refused, reasons) => {
          for (const r of refused) mark([r], { x: 'skipped', c: 'media_limit', w: reasons.get(r.object_id)! });
        },
        async (rows, message) => mark(rows, { x: 'failed', w: message }),
      );
      if (!plan) continue;
      mark(plan.rows.filter((r) => changed.has(r.run_id)), removed);
      const go = plan.rows.filter((r) => !changed.has(r.run_id));
      if (go.length > 0) mark(go, { e: await createGroupEdit(tx, payload, job, go, plan.items, rules, now) });
    }
    const recording = performance.now();
    // An action the record already holds (a run started meanwhile; the caller looked before) would have been acted
    // on without its row: undone with the rest, and the round's job retried.
    if ((await writeRecord(tx, payload, values, today, now, 'fail')) !== values.length) throw new Error(T.RECORD_CONFLICT);
    recordMs = performance.now() - recording;
  });
  return Math.round(recordMs);
}

/**
 * A retried round's acting (its record written by an earlier attempt): the recorded planned actions not yet sent, as
 * actAndRecord acts on them, each step updating their rows; EMAIL rows become applied in the transaction that sends
 * them, so a retried round sends neither twice.
 */
export async function act(server: ServerContext, payload: RoundPayload, runIds: readonly number[], now: Date, job: RoundJob): Promise<void> {
  const db = server.db;
  if (runIds.length === 0) return;
  // One JSON array (thousands of rows: the driver then decodes one value rather than eleven a row); the names and
  // figures only where a message lists them (EMAIL): the edit rows need none.
  const [{ rows: plannedRows }] = (
    await sql<{ rows: PlannedRow[] | null }>`
      SELECT json_agg(json_build_object('id', id, 'run_id', run_id, 'rule_id', rule_id, 'media_code', media_code, 'level', level, 'object_id', object_id,
          'account_id', account_id, 'type', type, 'after', after,
          'object_name', CASE WHEN type = 'EMAIL' THEN object_name END, 'figures', CASE WHEN type = 'EMAIL' THEN figures END) ORDER BY run_id, seq) AS rows
      FROM ai_rule_actions
      WHERE run_id = ANY(${[...runIds]}::int[]) AND outcome = 'planned' AND edit_id IS NULL`.execute(sqlOn(db))
  ).rows;
  const planned = plannedRows ?? [];
  const rules = await rulesOfRows(db, planned);

  for (const list of groupBy(planned.filter((p) => p.type === 'EMAIL'), (p) => p.run_id).values()) {
    await db.transaction(async (tx) => {
      if ((await changedRules(tx, [list[0].run_id])).size > 0) return skipRemoved(tx, list.map((r) => r.id));
      const marked = await sqlOn(tx).updateTable('ai_rule_actions').set({ outcome: 'applied' }).where(idAmong(list.map((r) => r.id))).where('outcome', '=', 'planned').executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return;
      await notifyUsers(tx, [await sendEmail(tx, payload, rules.get(list[0].rule_id)!, list, now)]);
    });
  }

  for (const group of editGroups(planned)) {
    const plan = await planGroup(
      server,
      payload,
      group,
      now,
      (refused, reasons) =>
        db.transaction(async (tx) => {
          for (const r of refused) {
            await sqlOn(tx).updateTable('ai_rule_actions').set({ outcome: 'skipped', reason_code: 'media_limit', reason: reasons.get(r.object_id)! }).where('id', '=', r.id).where('outcome', '=', 'planned').execute();
          }
        }),
      async (rows, message) => {
        await sqlOn(db).updateTable('ai_rule_actions').set({ outcome: 'failed', reason: message }).where(idAmong(rows.map((r) => r.id))).where('outcome', '=', 'planned').execute();
      },
    );
    if (!plan) continue;
    await db.transaction(async (tx) => {
      // Step 5: the rules are read again in the transaction that creates the edit.
      const changed = await changedRules(tx, [...new Set(plan.rows.map((r) => r.run_id))]);
      await skipRemoved(tx, plan.rows.filter((r) => changed.has(r.run_id)).map((r) => r.id));
      const go = plan.rows.filter((r) => !changed.has(r.run_id));
      if (go.length === 0) return;
      const editId = await createGroupEdit(tx, payload, job, go, plan.items, rules, now);
      await sqlOn(tx).updateTable('ai_rule_actions').set({ edit_id: editId }).where(idAmong(go.map((r) => r.id))).where('outcome', '=', 'planned').execute();
      await job.saveCheckpoint?.({ recorded: true }, tx);
    });
  }
}
