// One account's part of a wave: its levels parents first, each level's rows in calls of the media's create batch
// through the gateway (its pacing and lock-outs). Rows are marked sent in a transaction before each call, so a row
// sent without an answer (the worker died, the media did not answer in time, or was busy) is looked up on the media
// before it is sent again: by the request id the media keeps (gdt), else by its name under its parent — unique, or
// where the level's names may repeat (creatives), the same-named objects under that parent this task has not
// recorded yet, one per row. Answers are matched to rows by order, as names may repeat.
import type { CreationRow, CreationTemplateBody, MediaCode } from '@toufang/domain';
import { recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import { sql } from 'kysely';
import { sqlOn, type CreationTaskState, type Queryable } from '@toufang/server-db';
import type { MediaObject, ObjectLevel, ObjectOutcome } from '@toufang/server-media';
import { variantSpecOf } from '@toufang/server-creation';
import { levelsOf } from '../levels';
import { CREATION_LIMITS, CREATION_TASK_TEXTS } from '../texts';
import { draftOf, findAllByName, findByName, idempotencyOf, refusalKind } from './media-calls';
import { ReferenceResolver, titlesOfRow } from './references';
import type { AccountLane, WaveJob } from './types';

export interface AccountRunInput {
  task: { id: number; customerId: number; createdBy: number; media: MediaCode; variant: string };
  wave: number;
  account: AccountLane;
  /** Rows of the wave, for the progress. */
  total: number;
  now: Date;
}

const ROW_COLUMNS = ['key', 'seq', 'level', 'parent_key', 'name', 'payload', 'wave', 'state', 'media_id', 'attempts', 'request_id', 'sent_at', 'not_before', 'reason'] as const;

interface Row {
  key: string;
  seq: number;
  level: string;
  parent_key: string | null;
  name: string;
  payload: unknown;
  wave: number;
  state: 'waiting' | 'creating' | 'created' | 'failed' | 'cancelled';
  media_id: string | null;
  attempts: number;
  request_id: string;
  sent_at: Date | null;
  not_before: Date | null;
  reason: string | null;
}

/** What happens to a row: created, failed for good, or put off (paused by a lock-out, or after a passing refusal). */
type Answer =
  | { key: string; kind: 'created'; object: Pick<MediaObject, 'id' | 'review' | 'rejectReason'>; sent: boolean }
  | { key: string; kind: 'failed'; reason: string; mediaCode?: string; sent: boolean }
  | { key: string; kind: 'paused'; until: Date }
  | { key: string; kind: 'later'; until: Date; reason: string | null };

const backoff = (attempts: number) => Math.min(CREATION_LIMITS.BACKOFF_MAX_MS, CREATION_LIMITS.BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

export async function runAccount(job: WaveJob, input: AccountRunInput): Promise<void> {
  const { task, wave, account } = input;
  const db = job.db;
  const q = sqlOn(db);
  // Every row of the task in this account: parents may be in an earlier wave.
  const all = (await q.selectFrom('creation_task_rows').select(ROW_COLUMNS).where('task_id', '=', task.id).where('account_id', '=', account.accountId).orderBy('seq').execute()) as Row[];
  const byKey = new Map(all.map((r) => [r.key, r]));
  const now = job.now();
  const pending = all.filter((r) => r.wave === wave && (r.state === 'waiting' || r.state === 'creating') && (r.not_before === null || r.not_before.getTime() <= now.getTime()));
  if (pending.length === 0) return;

  // One statement for a chunk's rows (UPDATE … FROM VALUES), one audit batch and one progress write, in one short
  // transaction: the wave's lanes share the database's connection with the server's requests (PGlite has one).
  // `sending`: the next chunk's rows marked sent in the same transaction, before its call.
  const record = async (answers: readonly Answer[], sending?: { keys: readonly string[]; at: Date }) => {
    if (answers.length === 0 && !sending) return;
    const at = job.now();
    const audits: AuditEntry[] = [];
    // The task's counters follow each answer (one UPDATE, not a recount), so the tasks page shows the wave's progress.
    const moved = { created: 0, failed: 0 };
    const values = answers.map((a) => {
      const row = byKey.get(a.key)!;
      if ((a.kind === 'created' || a.kind === 'failed') && (row.state === 'waiting' || row.state === 'creating')) moved[a.kind] += 1;
      if (a.kind === 'created') Object.assign(row, { state: 'created', media_id: a.object.id, not_before: null, reason: null });
      else if (a.kind === 'failed') Object.assign(row, { state: 'failed', reason: a.reason, not_before: null });
      // A lock-out refuses before the media does anything: the row was not sent, and the try is not counted.
      else if (a.kind === 'paused') Object.assign(row, { state: 'waiting', sent_at: null, attempts: Math.max(0, row.attempts - 1), not_before: a.until });
      else Object.assign(row, { not_before: a.until, reason: a.reason });
      // Every create the media was asked for is audited: made, or refused in its words.
      if ((a.kind === 'created' || a.kind === 'failed') && a.sent) {
        audits.push({
          companyId: task.customerId,
          actor: job.requestedBy,
          jobId: job.jobId,
          at,
          media: task.media,
          account: { id: account.advertiserId, name: account.name },
          object: { level: row.level, id: a.kind === 'created' ? a.object.id : '', name: row.name },
          action: `${row.level}.create`,
          actionName: `批量创建${levels.label(row.level)}`,
          before: null,
          after: { name: row.name, taskId: task.id, key: row.key, ...(a.kind === 'created' ? { id: a.object.id } : {}) },
          answer: a.kind === 'created' ? { outcome: 'ok' } : { outcome: 'refused', code: a.mediaCode, message: a.reason },
        });
      }
      const created = a.kind === 'created' ? a.object : null;
      return sql`(${a.key}, ${a.kind}, ${row.state}, ${created?.id ?? null}, ${created?.review ?? null}, ${created?.rejectReason ?? null}, ${row.reason}, ${row.not_before?.toISOString() ?? null})`;
    });
    await db.transaction(async (tx) => {
      if (values.length > 0)
        await sql`
        UPDATE creation_task_rows AS r SET
          state = CASE WHEN v.kind = 'later' THEN r.state ELSE v.state END,
          media_id = CASE WHEN v.kind = 'created' THEN v.media_id ELSE r.media_id END,
          review = CASE WHEN v.kind = 'created' THEN v.review ELSE r.review END,
          review_reason = CASE WHEN v.kind = 'created' THEN v.review_reason ELSE r.review_reason END,
          reason = v.reason,
          not_before = v.not_before::timestamptz,
          sent_at = CASE WHEN v.kind = 'paused' THEN NULL ELSE r.sent_at END,
          attempts = CASE WHEN v.kind = 'paused' THEN GREATEST(0, r.attempts - 1) ELSE r.attempts END,
          updated_at = ${at}
        FROM (VALUES ${sql.join(values)}) AS v (key, kind, state, media_id, review, review_reason, reason, not_before)
        WHERE r.task_id = ${task.id} AND r.key = v.key`.execute(sqlOn(tx));
      if (sending) {
        await sqlOn(tx)
          .updateTable('creation_task_rows')
          .set((eb) => ({ state: 'creating', sent_at: sending.at, attempts: eb('attempts', '+', 1), updated_at: sending.at }))
          .where('task_id', '=', task.id)
          .where('key', 'in', [...sending.keys])
          .execute();
      }
      await recordAuditBatch(tx, audits);
      await countAnswers(tx, task.id, moved);
      await job.progress({ done: await doneInWave(tx, task.id, wave), total: input.total, step: CREATION_TASK_TEXTS.STEP }, tx);
    });
  };

  const port = job.server.media.port(task.media);
  const levels = levelsOf(port);
  if (account.authorizationId === null) {
    await record(pending.map((r) => ({ key: r.key, kind: 'failed' as const, reason: CREATION_TASK_TEXTS.AUTH_INACTIVE, sent: false })));
    return;
  }
  const gateway = job.server.media.gateway(task.media, account.authorizationId);
  const idempotency = idempotencyOf(task.media, task.variant);
  const spec = variantSpecOf(task.media, task.variant);
  const bodyRow = await q.selectFrom('creation_tasks').select('body').where('id', '=', task.id).executeTakeFirstOrThrow();
  const body = bodyRow.body as unknown as CreationTemplateBody;
  const refs = new ReferenceResolver(job, task, account, body);

  for (const level of levels.order) {
    job.signal.throwIfAborted();
    const atLevel = pending.filter((r) => r.level === level && (r.state === 'waiting' || r.state === 'creating'));
    if (atLevel.length === 0) continue;
    // A row goes once its parent is on the media; a parent that failed takes its children with it.
    const ready: { row: Row; parentId: string | null }[] = [];
    const settled: Answer[] = [];
    for (const row of atLevel) {
      if (row.parent_key === null) {
        ready.push({ row, parentId: null });
        continue;
      }
      const parent = byKey.get(row.parent_key);
      if (parent?.state === 'created' && parent.media_id) ready.push({ row, parentId: parent.media_id });
      else if (!parent || parent.state === 'failed') settled.push({ key: row.key, kind: 'failed', reason: CREATION_TASK_TEXTS.PARENT_FAILED(parent?.name ?? row.parent_key), sent: false });
      else if (parent.state === 'cancelled') settled.push({ key: row.key, kind: 'failed', reason: CREATION_TASK_TEXTS.PARENT_CANCELLED(parent.name), sent: false });
      // The parent is put off (a lock-out, a back-off): the child waits with it.
      else if (parent.not_before) settled.push({ key: row.key, kind: 'later', until: parent.not_before, reason: row.reason });
    }
    await record(settled);

    // Sent before without an answer: what the media holds decides, before anything is sent again.
    const unclear = ready.filter((r) => r.row.sent_at !== null);
    // gdt's rows go again under their request id, which answers the object if the media made it.
    let found = new Map<string, MediaObject>();
    if (idempotency === 'nameLookup') found = namesRepeat(level) ? await foundAmongRepeats(level as ObjectLevel, unclear) : await foundByName(level as ObjectLevel, unclear);
    const looked: Answer[] = [];
    for (const { row } of unclear) {
      const object = found.get(row.key);
      if (object) looked.push({ key: row.key, kind: 'created', object, sent: true });
      else if (row.attempts >= CREATION_LIMITS.MAX_ATTEMPTS) looked.push({ key: row.key, kind: 'failed', reason: CREATION_TASK_TEXTS.GAVE_UP(row.reason ?? CREATION_TASK_TEXTS.NO_ANSWER), sent: true });
    }
    await record(looked);

    const toSend = ready.filter((r) => r.row.state === 'waiting' || r.row.state === 'creating');
    // Targeting packs and materials made the account's own first; a row whose reference cannot reach it fails.
    const drafts: { row: Row; draft: ReturnType<typeof draftOf> }[] = [];
    const unreachable: Answer[] = [];
    for (const { row, parentId } of toSend) {
      const refsOf = await refs.of(row.payload as CreationRow);
      if (!refsOf.ok) unreachable.push({ key: row.key, kind: 'failed', reason: refsOf.reason, sent: false });
      else drafts.push({ row, draft: draftOf(port, spec, row.payload as CreationRow, { name: row.name, parentId, requestId: row.request_id, ...refsOf.ids }) });
    }
    await record(unreachable);

    const size = Math.max(1, port.limits.batch.create);
    // A chunk's answers are written with the next chunk's mark as sent, in one transaction before that chunk's call
    // (its progress write checks the run still holds its job): each chunk is marked sent before its call, so a row
    // without an answer is still looked up before it is sent again, and the level's answers are written before its
    // children are read, so parents are recorded first. The write overlaps the gateway's spacing, which counts
    // from the last call's start.
    let unwritten: readonly Answer[] = [];
    try {
      for (let i = 0; i < drafts.length; i += size) {
        job.signal.throwIfAborted();
        // Between chunks the event loop serves the server's requests.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const chunk = drafts.slice(i, i + size);
        const sentAt = job.now();
        const last = unwritten;
        unwritten = [];
        await record(last, { keys: chunk.map((c) => c.row.key), at: sentAt });
        for (const c of chunk) Object.assign(c.row, { state: 'creating', attempts: c.row.attempts + 1, sent_at: sentAt });
        const outcomes = await gateway.createObjects(account.advertiserId, level as ObjectLevel, chunk.map((c) => c.draft));
        const answers = await answersOf(chunk.map((c) => c.row), outcomes);
        unwritten = answers;
        const pause = answers.find((a): a is Extract<Answer, { kind: 'paused' }> => a.kind === 'paused');
        if (pause) {
          // Locked out: nothing more goes to this account until the lock ends; every row left waits for it.
          const left = pending.filter((r) => r.state === 'waiting' && !answers.some((a) => a.key === r.key));
          unwritten = [];
          await record([...answers, ...left.map((r) => ({ key: r.key, kind: 'later' as const, until: pause.until, reason: r.reason }))]);
          return;
        }
      }
    } finally {
      // What the media answered is written even when the run stops here (a throw, an abort).
      if (unwritten.length > 0) await record(unwritten);
    }
  }

  /** Whether the level's names may repeat in the account (the variant's creation rules). */
  function namesRepeat(level: string): boolean {
    return spec?.levels.find((l) => l.level === level)?.nameUnique === false;
  }

  /** The object each unclear row made, by its unique name under its parent. */
  async function foundByName(level: ObjectLevel, unclear: readonly { row: Row; parentId: string | null }[]): Promise<Map<string, MediaObject>> {
    const out = new Map<string, MediaObject>();
    for (const { row, parentId } of unclear) {
      const object = await findByName(gateway, account.advertiserId, level, row.name, parentId);
      if (object) out.set(row.key, object);
    }
    return out;
  }

  /**
   * Where names repeat, a name under a parent identifies no single object: the rows of one name and parent take
   * the same-named objects under it that no row of this task holds yet, one each. An object that answers its
   * titles goes to the row with those titles; the others go in the media's order to the rows in theirs (a call
   * creates its drafts in order). Rows left over made nothing and are sent again.
   */
  async function foundAmongRepeats(level: ObjectLevel, unclear: readonly { row: Row; parentId: string | null }[]): Promise<Map<string, MediaObject>> {
    const out = new Map<string, MediaObject>();
    const held = new Set(all.flatMap((r) => (r.media_id ? [r.media_id] : [])));
    const groups = new Map<string, { name: string; parentId: string | null; rows: Row[] }>();
    for (const { row, parentId } of unclear) {
      const id = JSON.stringify([parentId, row.name]);
      const group = groups.get(id) ?? { name: row.name, parentId, rows: [] };
      group.rows.push(row);
      groups.set(id, group);
    }
    for (const group of groups.values()) {
      const free = (await findAllByName(gateway, account.advertiserId, level, group.name, group.parentId)).filter((o) => !held.has(o.id));
      const take = (row: Row, object: MediaObject) => {
        out.set(row.key, object);
        free.splice(free.indexOf(object), 1);
      };
      for (const row of group.rows) {
        const titles = JSON.stringify(titlesOfRow(body, row.payload as CreationRow));
        const same = free.find((o) => o.attributes?.titles === titles);
        if (same) take(row, same);
      }
      for (const row of group.rows) {
        const next = out.has(row.key) ? undefined : free.find((o) => o.attributes?.titles === undefined);
        if (next) take(row, next);
      }
    }
    return out;
  }

  async function answersOf(rows: readonly Row[], outcomes: readonly ObjectOutcome<MediaObject>[]): Promise<Answer[]> {
    // One outcome per draft in order. When the media answered fewer, each row takes the first unused outcome of
    // its name (names may repeat, so a name is no key of its own).
    const byName = new Map<string, ObjectOutcome<MediaObject>[]>();
    for (const o of outcomes) byName.set(o.key, [...(byName.get(o.key) ?? []), o]);
    const answers: Answer[] = [];
    for (const [i, row] of rows.entries()) {
      const o = outcomes.length === rows.length ? outcomes[i] : byName.get(row.name)?.shift();
      if (!o) {
        answers.push({ key: row.key, kind: 'later', until: new Date(job.now().getTime() + backoff(row.attempts)), reason: CREATION_TASK_TEXTS.NO_ANSWER });
        continue;
      }
      if (o.ok) {
        answers.push({ key: row.key, kind: 'created', object: o.value, sent: true });
        continue;
      }
      const kind = await refusalKind(db, task.media, account.advertiserId, o, job.now());
      if (kind.kind === 'locked') answers.push({ key: row.key, kind: 'paused', until: kind.until });
      else if (kind.kind === 'unclear') answers.push({ key: row.key, kind: 'later', until: new Date(job.now().getTime() + backoff(row.attempts)), reason: o.reason });
      else answers.push({ key: row.key, kind: 'failed', reason: o.reason, mediaCode: o.mediaCode, sent: true });
    }
    return answers;
  }
}

/** Moves answered rows from the task's waiting counter to created / failed; settleTask recounts at the wave's end. */
async function countAnswers(db: Queryable, taskId: number, moved: { created: number; failed: number }): Promise<void> {
  const n = moved.created + moved.failed;
  if (n === 0) return;
  await sqlOn(db)
    .updateTable('creation_tasks')
    .set((eb) => ({
      created: eb('created', '+', moved.created),
      failed: eb('failed', '+', moved.failed),
      waiting: sql<number>`greatest(${eb.ref('waiting')} - ${n}, 0)`,
      state: sql<CreationTaskState>`case when ${eb.ref('state')} = 'waiting' then 'running' else ${eb.ref('state')} end`,
    }))
    .where('id', '=', taskId)
    .execute();
}

async function doneInWave(db: Queryable, taskId: number, wave: number): Promise<number> {
  const row = await sqlOn(db)
    .selectFrom('creation_task_rows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('task_id', '=', taskId)
    .where('wave', '=', wave)
    .where('state', 'in', ['created', 'failed', 'cancelled'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
