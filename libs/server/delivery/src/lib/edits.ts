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
// This file starts, reads and undoes edits; the checks are edit-plan.ts, the job edit-job.ts, what they
// share edit-support.ts.
import { DELIVERY, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { type ServerContext } from '@toufang/server-context';
import { type Actor } from '@toufang/server-audit';
import { Refusal } from '@toufang/server-http';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { editInScope } from '@toufang/server-org';
import { enqueue, getJob } from '@toufang/server-jobs';
import { notFound, type Scope } from './filters';
import { DELIVERY_CODES, DELIVERY_TEXTS } from './texts';
import { deliveryEditJob } from './edit-job';
import { planEdit } from './edit-plan';
import { type EditRefusal, type EditRequest, type EditStart, type PlannedItem, type Schemas, editLink, sameValue } from './edit-support';

/** Stores a checked edit and its job in one transaction; answers the edit's id. */
export async function createEdit(
  tx: Queryable,
  scope: Scope & { userId: number },
  actor: Actor,
  request: Pick<EditRequest, 'media' | 'level' | 'field'>,
  items: readonly PlannedItem[],
  now: Date,
  undoOf: number | null = null,
): Promise<number> {
  const q = sqlOn(tx);
  const edit = await q
    .insertInto('delivery_edits')
    .values({
      customer_id: scope.customerId,
      user_id: scope.userId,
      media_code: request.media,
      level: request.level,
      field: request.field,
      total: items.length,
      undo_of: undoOf,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < items.length; i += ITEM_INSERT_CHUNK) {
    await q
      .insertInto('delivery_edit_items')
      .values(
        items.slice(i, i + ITEM_INSERT_CHUNK).map((item, j) => ({
          edit_id: edit.id,
          seq: i + j,
          object_id: item.id,
          account_id: item.accountId,
          name: item.name,
          account_name: item.accountName,
          before: JSON.stringify(item.before),
          after: JSON.stringify(item.after),
        })),
      )
      .execute();
  }
  const job = await enqueue(tx, deliveryEditJob, { editId: edit.id }, { companyId: scope.customerId, actor, dedupeKey: `delivery-edit:${edit.id}`, now });
  await q.updateTable('delivery_edits').set({ job_id: job.id }).where('id', '=', edit.id).execute();
  return edit.id;
}

/** Rows per INSERT of an edit's items (about 8 parameters a row). */
const ITEM_INSERT_CHUNK = 1000;

/** The first refusal's reason and how many rows broke rules: the message of a refused edit. */
export function refusedStart(refusals: EditRefusal[]): EditStart {
  return { state: 'refused', editId: null, message: DELIVERY_TEXTS.EDIT_REFUSED(refusals[0].reason, refusals.length), refusals };
}

// ---------- the job ----------


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
    .select(['object_id', 'name', 'account_name', 'ok', 'reason', 'before', 'after'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute();
  let state = edit.state;
  if ((state === 'queued' || state === 'running') && edit.job_id) {
    const job = await getJob(db, edit.job_id, { companyId: scope.customerId });
    if (job && (job.state === 'failed' || job.state === 'cancelled')) state = 'failed';
  }
  const applied = items.some((i) => i.ok && !sameValue(i.before, i.after));
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

/** Restores `before` on the rows an edit applied, as a new edit through the same checks; once, within the window. */
export async function undoEdit(
  server: ServerContext,
  scope: Scope & { userId: number },
  actor: Actor,
  editId: number,
  now: Date,
  permitMedia?: (media: MediaCode) => void,
): Promise<EditStart> {
  const db = server.db;
  const q = sqlOn(db);
  const edit = await q.selectFrom('delivery_edits as e').selectAll('e').where('e.id', '=', editId).where(editInScope(scope, 'e')).executeTakeFirst();
  if (!edit) throw notFound(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  permitMedia?.(edit.media_code as MediaCode);
  if (edit.undo_of !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_OF_UNDO);
  if (edit.undone_by !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
  // A failed edit that applied some rows may be undone too: its 撤销 restores those.
  if ((edit.state !== 'done' && edit.state !== 'failed') || !edit.finished_at) throw undoRefusal(DELIVERY_TEXTS.UNDO_NOT_DONE);
  if (now.getTime() > new Date(edit.finished_at).getTime() + DELIVERY.UNDO_WINDOW_MS) throw undoRefusal(DELIVERY_TEXTS.UNDO_EXPIRED);
  const items = await q.selectFrom('delivery_edit_items').select(['object_id', 'before', 'after', 'ok']).where('edit_id', '=', edit.id).orderBy('seq').execute();
  const restore = items.filter((i) => i.ok === true && !sameValue(i.before, i.after));
  if (restore.length === 0) throw undoRefusal(DELIVERY_TEXTS.UNDO_NOTHING);
  const request: EditRequest = {
    media: edit.media_code as MediaCode,
    level: edit.level as DeliveryLevel,
    field: edit.field,
    items: restore.map((i) => ({ id: i.object_id, value: i.before })),
  };
  const plan = await planEdit(server, scope, request, now);
  if (!plan.ok) return refusedStart(plan.refusals);
  const id = await db
    .transaction(async (tx) => {
      const undoneBy = await createEdit(tx, scope, actor, request, plan.items, now, edit.id);
      const marked = await sqlOn(tx).updateTable('delivery_edits').set({ undone_by: undoneBy }).where('id', '=', edit.id).where('undone_by', 'is', null).executeTakeFirst();
      if (marked.numUpdatedRows === 0n) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      return undoneBy;
    })
    .catch((error: unknown) => {
      // Two undos at once: the unique index on undo_of lets one through.
      if ((error as { code?: unknown } | null)?.code === '23505') throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      throw error;
    });
  return { state: 'queued', editId: id, message: null, refusals: [] };
}
