// Edits of delivery objects (status, bid, budget, name), as durable jobs. Everything that can be known
// before a call is checked before any call: the ids are the caller's company's, the objects still exist as
// far as the desk knows, the accounts' authorisations are alive, and the media's own rules (daily budget
// edit cap, minimum step and budget, bid range, name length) hold for every row; one row that breaks a rule
// refuses the whole edit, with every such row's reason, and nothing is sent.
//
// The job then sends each account's rows in chunks of the media's batch size through the gateway (paced to
// the media's limits). Each chunk is marked sent before its call and its answers are written with the job's
// checkpoint in one transaction; a chunk marked sent without answers (the worker died during the call) is
// checked against the media's current values before anything is sent again, so no change is applied twice.
//
// An edit may come from an AI助手 rule or a diagnosis (its origin) and carry a rule as the actor of each of its
// rows; such rows are undone one by one (undoEditItems), within the caller's window and only while the desk's
// copy still holds the value the edit set.
//
// This file starts, reads and undoes edits; the checks are edit-plan.ts, the job edit-job.ts, what they
// share edit-support.ts.
import { DELIVERY, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { type ServerContext } from '@toufang/server-context';
import { type Actor, actorColumns } from '@toufang/server-audit';
import { badRequest, Refusal } from '@toufang/server-http';
import { sql } from 'kysely';
import { sqlOn, type Db, type EditOriginKind, type Queryable } from '@toufang/server-db';
import { editInScope } from '@toufang/server-org';
import { enqueue, getJob } from '@toufang/server-jobs';
import { notFound, type Scope } from './filters';
import { DELIVERY_CODES, DELIVERY_TEXTS } from './texts';
import { deliveryEditJob } from './edit-job';
import { planEdit } from './edit-plan';
import { type EditRefusal, type EditRequest, type EditStart, type PlannedItem, type Schemas, editLink, sameValue } from './edit-support';

/** Where an edit came from when no person asked for it here: a round of AI助手 rules, or a diagnosis's fix. */
export interface EditOrigin {
  kind: EditOriginKind;
  /** The rule run's or the diagnosis fix's id. */
  id: number;
}

export interface EditOptions {
  /** The edit this one undoes: all its applied rows, or (undoItems) some of them. */
  undoOf?: number | null;
  undoItems?: boolean;
  origin?: EditOrigin | null;
  /**
   * Whose edit it is (its end message goes to them): the scope's user by default; null for an edit no one
   * person made, such as a round's edit carrying several owners' rules (who sees it follows its rows' accounts).
   */
  userId?: number | null;
}

/**
 * Stores a checked edit and its job in one transaction; answers the edit's id. A row with its own actor (a
 * rule's action) is audited with that actor; every other row with the job's, `actor`.
 */
export async function createEdit(
  tx: Queryable,
  scope: Scope,
  actor: Actor,
  request: Pick<EditRequest, 'media' | 'level' | 'field'>,
  items: readonly PlannedItem[],
  now: Date,
  options: EditOptions = {},
): Promise<number> {
  const q = sqlOn(tx);
  const edit = await q
    .insertInto('delivery_edits')
    .values({
      customer_id: scope.customerId,
      user_id: options.userId === undefined ? scope.userId : options.userId,
      media_code: request.media,
      level: request.level,
      field: request.field,
      total: items.length,
      undo_of: options.undoOf ?? null,
      undo_items: options.undoItems ?? false,
      origin_kind: options.origin?.kind ?? null,
      origin_id: options.origin?.id ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As JSON records, one parameter per statement rather than nine per row (a round's edit carries thousands), under
  // one-letter keys (the statement names the columns). A JSON null becomes SQL NULL in jsonb_to_recordset: before
  // and after keep it as the JSON null they stand for.
  for (let i = 0; i < items.length; i += ITEM_INSERT_CHUNK) {
    const chunk = items.slice(i, i + ITEM_INSERT_CHUNK).map((item, j) => ({
      s: i + j,
      o: item.id,
      a: item.accountId,
      n: item.name,
      m: item.accountName,
      b: item.before,
      f: item.after,
      r: item.actor ? actorColumns(item.actor) : null,
    }));
    await sql`
      INSERT INTO delivery_edit_items (edit_id, seq, object_id, account_id, name, account_name, before, after, actor)
      SELECT ${edit.id}::int, x.s, x.o, x.a, x.n, x.m, coalesce(x.b, 'null'::jsonb), coalesce(x.f, 'null'::jsonb), x.r
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(s int, o text, a int, n text, m text, b jsonb, f jsonb, r jsonb)`.execute(q);
  }
  const job = await enqueue(tx, deliveryEditJob, { editId: edit.id }, { companyId: scope.customerId, actor, dedupeKey: `delivery-edit:${edit.id}`, now });
  await q.updateTable('delivery_edits').set({ job_id: job.id }).where('id', '=', edit.id).execute();
  return edit.id;
}

/** Rows per INSERT of an edit's items (a few MB of JSON at most). */
const ITEM_INSERT_CHUNK = 5_000;

/** The first refusal's reason and how many rows broke rules: the message of a refused edit. */
export function refusedStart(refusals: EditRefusal[]): EditStart {
  return { state: 'refused', editId: null, message: DELIVERY_TEXTS.EDIT_REFUSED(refusals[0].reason, refusals.length), refusals };
}

// ---------- reading and undoing ----------

/**
 * An edit the caller may see (org/account-scope.ts editInScope), else 404 like a missing one. permitMedia
 * refuses a 2.0 user whose tree closes the edit's media (CallContext.permitMedia).
 */
export async function editView(db: Db, scope: Scope, editId: number, permitMedia?: (media: MediaCode) => void): Promise<Schemas['DeliveryEdit']> {
  const q = sqlOn(db);
  const edit = await q.selectFrom('delivery_edits as e').selectAll('e').where('e.id', '=', editId).where(editInScope(scope, 'e')).executeTakeFirst();
  if (!edit) throw notFound(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  permitMedia?.(edit.media_code as MediaCode);
  const items = await q
    .selectFrom('delivery_edit_items')
    .select(['object_id', 'name', 'account_name', 'ok', 'reason', 'before', 'after', 'undone_by'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute();
  let state = edit.state;
  if ((state === 'queued' || state === 'running') && edit.job_id) {
    const job = await getJob(db, edit.job_id, { companyId: scope.customerId });
    if (job && (job.state === 'failed' || job.state === 'cancelled')) state = 'failed';
  }
  // Rows already undone one by one are not offered again.
  const applied = items.some((i) => i.ok && !sameValue(i.before, i.after) && i.undone_by === null);
  const undoUntil =
    edit.finished_at && edit.undo_of === null && edit.undone_by === null && applied ? new Date(new Date(edit.finished_at).getTime() + DELIVERY.UNDO_WINDOW_MS).toISOString() : null;
  return {
    editId: edit.id,
    media: edit.media_code as MediaCode,
    level: edit.level as DeliveryLevel,
    field: edit.field,
    state,
    total: edit.total,
    done: items.filter((i) => i.ok !== null).length,
    failed: items.filter((i) => i.ok === false).length,
    results: items.map((i) => ({ id: i.object_id, name: i.name, accountName: i.account_name, ok: i.ok, reason: i.reason, before: i.before, after: i.after })),
    createdAt: new Date(edit.created_at).toISOString(),
    finishedAt: edit.finished_at ? new Date(edit.finished_at).toISOString() : null,
    undoUntil,
    undoneBy: edit.undone_by,
    undoOf: edit.undo_of,
    link: editLink(edit.media_code as MediaCode, edit.level as DeliveryLevel, edit.id),
    jobId: edit.job_id,
  };
}

const undoRefusal = (message: string) => new Refusal(DELIVERY_CODES.UNDO_REFUSED, message);

/** How long a rule's action may be undone (docs/decisions.md D4): rules act while nobody watches. */
export const RULE_UNDO_WINDOW_MS = 24 * 3_600_000;

type EditRecord = NonNullable<Awaited<ReturnType<typeof editInScopeOf>>>;

const editInScopeOf = (db: Db, scope: Scope, editId: number) =>
  sqlOn(db).selectFrom('delivery_edits as e').selectAll('e').where('e.id', '=', editId).where(editInScope(scope, 'e')).executeTakeFirst();

/** The edit to undo: the caller's to see, itself no undo, not undone whole, ended, and inside the window. */
async function undoableEdit(db: Db, scope: Scope, editId: number, now: Date, windowMs: number, permitMedia?: (media: MediaCode) => void): Promise<EditRecord> {
  const edit = await editInScopeOf(db, scope, editId);
  if (!edit) throw notFound(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  permitMedia?.(edit.media_code as MediaCode);
  if (edit.undo_of !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_OF_UNDO);
  if (edit.undone_by !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
  // A failed edit that applied some rows may be undone too: its 撤销 restores those.
  if ((edit.state !== 'done' && edit.state !== 'failed') || !edit.finished_at) throw undoRefusal(DELIVERY_TEXTS.UNDO_NOT_DONE);
  if (now.getTime() > new Date(edit.finished_at).getTime() + windowMs) {
    throw undoRefusal(windowMs === DELIVERY.UNDO_WINDOW_MS ? DELIVERY_TEXTS.UNDO_EXPIRED : DELIVERY_TEXTS.UNDO_EXPIRED_AFTER(windowMs));
  }
  return edit;
}

/**
 * Starts the undo edit and marks the rows it restores (and, for a whole undo, the edit) in one transaction;
 * a row or edit someone else undid meanwhile refuses it (the marks are conditional, the unique index on
 * undo_of lets one whole undo through).
 */
async function startUndo(db: Db, scope: Scope, actor: Actor, edit: EditRecord, request: EditRequest, plan: readonly PlannedItem[], now: Date, undoItems: boolean): Promise<EditStart> {
  const id = await db
    .transaction(async (tx) => {
      const t = sqlOn(tx);
      const undoneBy = await createEdit(tx, scope, actor, request, plan, now, { undoOf: edit.id, undoItems });
      const ids = request.items.map((i) => i.id);
      const rows = await t
        .updateTable('delivery_edit_items')
        .set({ undone_by: undoneBy })
        .where('edit_id', '=', edit.id)
        .where('object_id', 'in', ids)
        .where('undone_by', 'is', null)
        .executeTakeFirst();
      if (Number(rows.numUpdatedRows) !== ids.length) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      if (!undoItems) {
        const marked = await t.updateTable('delivery_edits').set({ undone_by: undoneBy }).where('id', '=', edit.id).where('undone_by', 'is', null).executeTakeFirst();
        if (marked.numUpdatedRows === 0n) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      }
      return undoneBy;
    })
    .catch((error: unknown) => {
      // Two undos at once: the unique index on undo_of lets one through.
      if ((error as { code?: unknown } | null)?.code === '23505') throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      throw error;
    });
  return { state: 'queued', editId: id, message: null, refusals: [] };
}

/**
 * Restores `before` on the rows an edit applied (those not already undone one by one), as a new edit through
 * the same checks; once, within the delivery tables' window.
 */
export async function undoEdit(
  server: ServerContext,
  scope: Scope,
  actor: Actor,
  editId: number,
  now: Date,
  permitMedia?: (media: MediaCode) => void,
): Promise<EditStart> {
  const edit = await undoableEdit(server.db, scope, editId, now, DELIVERY.UNDO_WINDOW_MS, permitMedia);
  const items = await sqlOn(server.db)
    .selectFrom('delivery_edit_items')
    .select(['object_id', 'before', 'after', 'ok', 'undone_by'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute();
  const applied = items.filter((i) => i.ok === true && !sameValue(i.before, i.after));
  const restore = applied.filter((i) => i.undone_by === null);
  if (restore.length === 0) throw undoRefusal(applied.length > 0 ? DELIVERY_TEXTS.UNDO_TWICE : DELIVERY_TEXTS.UNDO_NOTHING);
  const request: EditRequest = {
    media: edit.media_code as MediaCode,
    level: edit.level as DeliveryLevel,
    field: edit.field,
    items: restore.map((i) => ({ id: i.object_id, value: i.before })),
  };
  const plan = await planEdit(server, scope, request, now);
  if (!plan.ok) return refusedStart(plan.refusals);
  return startUndo(server.db, scope, actor, edit, request, plan.items, now, false);
}

export interface UndoItemsOptions {
  /**
   * How long after the edit ended its rows may be undone: the delivery tables' DELIVERY.UNDO_WINDOW_MS by
   * default (a person's edit), RULE_UNDO_WINDOW_MS for a rule's actions.
   */
  windowMs?: number;
  permitMedia?: (media: MediaCode) => void;
}

/**
 * Restores `before` on some rows of an edit (an AI助手 rule's actions, one by one), as a new edit through
 * planEdit, and marks each row undone_by it. Refused (the delivery area's undo code) for a row not applied or
 * already undone, and for one whose value in the desk's copy is no longer the one the edit set (someone or
 * something changed it since: restoring would overwrite that change).
 */
export async function undoEditItems(
  server: ServerContext,
  scope: Scope,
  by: Actor,
  editId: number,
  objectIds: readonly string[],
  now: Date,
  options: UndoItemsOptions = {},
): Promise<EditStart> {
  if (objectIds.length === 0) throw badRequest(DELIVERY_TEXTS.UNDO_NO_ITEMS);
  if (new Set(objectIds).size !== objectIds.length) throw badRequest(DELIVERY_TEXTS.DUPLICATE_ITEMS);
  const edit = await undoableEdit(server.db, scope, editId, now, options.windowMs ?? DELIVERY.UNDO_WINDOW_MS, options.permitMedia);
  const items = await sqlOn(server.db)
    .selectFrom('delivery_edit_items')
    .select(['object_id', 'name', 'before', 'after', 'ok', 'undone_by'])
    .where('edit_id', '=', edit.id)
    .where('object_id', 'in', [...objectIds])
    .orderBy('seq')
    .execute();
  if (items.length !== objectIds.length) throw notFound(DELIVERY_TEXTS.OBJECTS_NOT_FOUND);
  for (const item of items) {
    if (item.undone_by !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_ITEM_TWICE(item.name));
    if (item.ok !== true || sameValue(item.before, item.after)) throw undoRefusal(DELIVERY_TEXTS.UNDO_ITEM_NOT_APPLIED(item.name));
  }
  const request: EditRequest = {
    media: edit.media_code as MediaCode,
    level: edit.level as DeliveryLevel,
    field: edit.field,
    items: items.map((i) => ({ id: i.object_id, value: i.before })),
  };
  const plan = await planEdit(server, scope, request, now);
  if (!plan.ok) return refusedStart(plan.refusals);
  // planEdit read each row's current value from the desk's copy: it must still be the one this edit set.
  const setTo = new Map(items.map((i) => [i.object_id, i.after]));
  if (plan.items.some((p) => !sameValue(p.before, setTo.get(p.id) ?? null))) throw undoRefusal(DELIVERY_TEXTS.UNDO_CHANGED);
  return startUndo(server.db, scope, by, edit, request, plan.items, now, true);
}
