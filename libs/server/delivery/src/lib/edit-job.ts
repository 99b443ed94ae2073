// The delivery.edit job: an edit's rows sent to the media in chunks, checkpointed, resumed by asking the
// media after a crash, recorded with their audit records, and the message at its end (edits.ts starts it).
import { DELIVERY, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import { type MediaPorts, notifyUser } from '@toufang/server-context';
import { actorFromJson, recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import { sqlOn, type Db, type EditFieldName, type EditItemActor, type EditValue, type Queryable } from '@toufang/server-db';
import { defineJob, failsForGood, JobFailure, type JobContext, outcomeCounts } from '@toufang/server-jobs';
import { hourIndex, isMediaError, scheduleSlot, type EditField, type MediaObject, type ObjectLevel, type ObjectOutcome } from '@toufang/server-media';
import { DELIVERY_TEXTS } from './texts';
import { refreshDims } from './dims';
import { EDIT_CONCURRENCY, type EditPayload, MESSAGE_FAILURES_SHOWN, auditKey, editAction, editActionName, editLink, escapeHtml, groupBy, levelLabel, sameValue, yuanToFen } from './edit-support';
interface ItemRow {
  seq: number;
  object_id: string;
  account_id: number;
  name: string;
  account_name: string;
  before: EditValue;
  after: EditValue;
  ok: boolean | null;
  reason: string | null;
  sent_at: Date | null;
  /** The row's own actor (a rule's action); runEdit reads it, the early end has no use for it. */
  actor?: EditItemActor | null;
}

interface EditRow {
  id: number;
  customer_id: number;
  /** Null for an edit no one person made (a round of rules): no end message from here. */
  user_id: number | null;
  media_code: string;
  level: string;
  field: EditFieldName;
  state: string;
  total: number;
  undo_of: number | null;
}

interface Outcome {
  seq: number;
  ok: boolean;
  reason: string | null;
  mediaCode?: string;
}

const valueOfObject = (field: EditFieldName, o: MediaObject): EditValue =>
  field === 'status' ? o.optStatus : field === 'name' ? o.name : field === 'bid' ? o.bid : o.budget;

export const deliveryEditJob = defineJob<EditPayload, { applied: number; failed: number }, { chunks: number }>(
  'delivery.edit',
  {
    title: '批量修改投放对象',
    parsePayload(raw) {
      const editId = (raw as { editId?: unknown } | null)?.editId;
      if (typeof editId !== 'number' || !Number.isInteger(editId)) throw new JobFailure('修改任务的记录无效');
      return { editId };
    },
    // The task centre's cancel: the edit ends as cancelled and its starter hears of it (a queued job here,
    // in the cancel's transaction; a running one once the worker has stopped it).
    onCancelled: (db, { editId }, now) => cancelEdit(db, editId, now),
  },
  (job) =>
    runEdit(job).catch(async (error: unknown) => {
      if (await failsForGood(job, error)) await failEdit(job.db, job.payload.editId, job.now());
      throw error;
    }),
);


async function runEdit(job: JobContext<EditPayload, { chunks: number }>): Promise<{ applied: number; failed: number }> {
  const db = job.db;
  const q = sqlOn(db);
  const edit = (await q.selectFrom('delivery_edits').selectAll().where('id', '=', job.payload.editId).executeTakeFirst()) as EditRow | undefined;
  if (!edit) throw new JobFailure(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  const media = edit.media_code as MediaCode;
  const level = edit.level as DeliveryLevel;
  const field = edit.field;
  if (edit.state === 'queued') await q.updateTable('delivery_edits').set({ state: 'running' }).where('id', '=', edit.id).where('state', '=', 'queued').execute();
  const ports = job.server.media;
  const items = (await q
    .selectFrom('delivery_edit_items')
    .select(['seq', 'object_id', 'account_id', 'name', 'account_name', 'before', 'after', 'ok', 'reason', 'sent_at', 'actor'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute()) as ItemRow[];
  const accounts = new Map(
    (
      await q
        .selectFrom('media_accounts as a')
        .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
        .select(['a.id', 'a.account_id', 'a.authorization_id', 'z.status as auth_status'])
        .where('a.id', 'in', [...new Set(items.map((i) => i.account_id)), 0])
        .execute()
    ).map((a) => [a.id, a]),
  );
  let chunks = job.checkpoint?.chunks ?? 0;
  const total = items.length;
  let done = items.filter((i) => i.ok !== null).length;
  const batch = level === 'account' ? 1 : ports.port(media).limits.batch[field];
  const undo = edit.undo_of !== null;

  const record = async (outcomes: readonly Outcome[]) => {
    const bySeq = new Map(items.map((i) => [i.seq, i]));
    const at = job.now();
    await db.transaction(async (tx) => {
      const t = sqlOn(tx);
      const audits: AuditEntry[] = [];
      // One statement per answer (applied, or each distinct reason) rather than one per row.
      for (const [answer, group] of groupBy(outcomes, (o) => (o.ok ? '' : `✗${o.reason ?? ''}`))) {
        await t
          .updateTable('delivery_edit_items')
          .set({ ok: answer === '', reason: answer === '' ? null : answer.slice(1) })
          .where('edit_id', '=', edit.id)
          .where('seq', 'in', group.map((o) => o.seq))
          .execute();
      }
      for (const o of outcomes) {
        const item = bySeq.get(o.seq)!;
        item.ok = o.ok;
        item.reason = o.reason;
        if (sameValue(item.before, item.after) && o.ok) continue;
        if (o.ok) await applyToCopy(tx, media, level, field, item, job.server.sandboxClock.now());
        const account = accounts.get(item.account_id);
        const key = auditKey(level, field);
        audits.push({
          companyId: edit.customer_id,
          // A rule's action is the rule's write; every other row is the edit's (the person who asked, or the undo's).
          actor: actorFromJson(item.actor) ?? job.requestedBy,
          jobId: job.jobId,
          at,
          media,
          account: { id: account?.account_id ?? String(item.account_id), name: item.account_name },
          object: { level, id: item.object_id, name: item.name },
          action: editAction(field),
          actionName: editActionName(field, undo),
          before: { [key]: item.before },
          after: { [key]: item.after },
          answer: o.ok ? { outcome: 'ok' } : { outcome: 'refused', code: o.mediaCode, message: o.reason ?? '' },
        });
      }
      await recordAuditBatch(tx, audits);
      done += outcomes.length;
      chunks += 1;
      await job.saveCheckpoint({ chunks }, tx);
      await job.progress({ done, total, step: editActionName(field, undo) }, tx);
    });
  };

  // Rows whose value is already the asked one need no call.
  const unchanged = items.filter((i) => i.ok === null && sameValue(i.before, i.after));
  if (unchanged.length > 0) await record(unchanged.map((i) => ({ seq: i.seq, ok: true, reason: null })));

  const pendingByAccount = groupBy(
    items.filter((i) => i.ok === null),
    (i) => i.account_id,
  );
  const lanes = [...pendingByAccount.entries()];
  let next = 0;
  // A lane that fails stops the others at their next account or chunk; the attempt ends once all have.
  let stopped = false;
  const stopIfNeeded = () => {
    job.signal.throwIfAborted();
    if (stopped) throw new Error('another lane of the edit failed');
  };
  const lane = async () => {
    while (next < lanes.length) {
      const [accountId, pending] = lanes[next++];
      stopIfNeeded();
      const account = accounts.get(accountId);
      if (!account || account.authorization_id === null || account.auth_status !== 'active') {
        await record(pending.map((i) => ({ seq: i.seq, ok: false, reason: DELIVERY_TEXTS.AUTH_INACTIVE })));
        continue;
      }
      const gateway = ports.gateway(media, account.authorization_id);
      // A chunk sent by an attempt that died before writing its answers: ask the media what it holds now.
      const uncertain = pending.filter((i) => i.sent_at !== null);
      let toSend = pending.filter((i) => i.sent_at === null);
      if (uncertain.length > 0) {
        const current = await currentValues(db, gateway, account.account_id, accountId, level, field, uncertain);
        const landed = uncertain.filter((i) => current.has(i.object_id) && sameValue(current.get(i.object_id)!, i.after));
        if (landed.length > 0) await record(landed.map((i) => ({ seq: i.seq, ok: true, reason: null })));
        toSend = [...uncertain.filter((i) => !landed.includes(i)), ...toSend];
      }
      for (let i = 0; i < toSend.length; i += batch) {
        stopIfNeeded();
        const chunk = toSend.slice(i, i + batch);
        const sentAt = job.now();
        await db.transaction(async (tx) => {
          await sqlOn(tx)
            .updateTable('delivery_edit_items')
            .set({ sent_at: sentAt })
            .where('edit_id', '=', edit.id)
            .where('seq', 'in', chunk.map((c) => c.seq))
            .execute();
          await job.saveCheckpoint({ chunks }, tx);
        });
        let outcomes: ObjectOutcome[];
        if (level === 'account') {
          try {
            await gateway.updateAccountBudget(account.account_id, chunk[0].after as number | null);
            outcomes = [{ key: chunk[0].object_id, ok: true, value: null }];
          } catch (error) {
            if (!isMediaError(error)) throw error;
            outcomes = [{ key: chunk[0].object_id, ok: false, mediaCode: error.mediaCode, reason: error.message }];
          }
        } else {
          outcomes = await gateway.updateObjects({
            advertiserId: account.account_id,
            level: level as ObjectLevel,
            field: field as EditField,
            items: chunk.map((c) => ({ id: c.object_id, value: c.after as never })),
          });
        }
        const bySeq = new Map(chunk.map((c) => [c.object_id, c.seq]));
        await record(
          outcomes.map((o) => (o.ok ? { seq: bySeq.get(o.key)!, ok: true, reason: null } : { seq: bySeq.get(o.key)!, ok: false, reason: o.reason, mediaCode: o.mediaCode })),
        );
        // An object the media no longer has is marked deleted in the desk's copy, so the next edit refuses it first.
        const gone = outcomes.filter((o) => !o.ok && /不存在或已删除/.test(o.reason)).map((o) => o.key);
        if (gone.length > 0 && level !== 'account') {
          await sqlOn(db)
            .updateTable('delivery_objects')
            .set({ opt_status: 'deleted', status_text: '已删除' })
            .where('media_code', '=', media)
            .where('object_id', 'in', gone)
            .execute();
        }
      }
    }
  };
  const settled = await Promise.allSettled(
    Array.from({ length: Math.min(EDIT_CONCURRENCY, lanes.length) }, () =>
      lane().catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
    ),
  );
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  // The store's mirror of the changed rows, once for the whole edit (a store that is down catches up at the next sync).
  const changed = items.filter((i) => i.ok && !sameValue(i.before, i.after)).map((i) => i.object_id);
  if (changed.length > 0) await refreshDims(job.server.metrics, db, media, level, changed).catch(() => undefined);
  await finishEdit(db, edit, items, job.now());
  return { applied: items.filter((i) => i.ok).length, failed: items.filter((i) => i.ok === false).length };
}

/** The media's current value of uncertain rows: the account's changes since the desk's last sync. */
async function currentValues(
  db: Db,
  gateway: ReturnType<MediaPorts['gateway']>,
  advertiserId: string,
  accountId: number,
  level: DeliveryLevel,
  field: EditFieldName,
  rows: readonly ItemRow[],
): Promise<Map<string, EditValue>> {
  if (level === 'account') {
    const info = await gateway.getAccount(advertiserId);
    return new Map(rows.map((r) => [r.object_id, info.dailyBudget]));
  }
  const cursor = await sqlOn(db)
    .selectFrom('delivery_sync_cursors')
    .select('cursor')
    .where('account_id', '=', accountId)
    .where('level', '=', level)
    .executeTakeFirst();
  const wanted = new Set(rows.map((r) => r.object_id));
  const { objects } = await gateway.listChanges({ advertiserId, level: level as ObjectLevel, cursor: cursor?.cursor });
  const out = new Map<string, EditValue>();
  for (const o of objects) if (wanted.has(o.id)) out.set(o.id, valueOfObject(field, o));
  return out;
}

/**
 * The words a media shows for an object enabled again, from what the desk's copy knows of it (its review, learning
 * state and schedule at the media's `mediaNow`), as the media words them: an undone 暂停 reads as before it, not
 * 已暂停 or a bare 投放中, until the next sync brings the media's own.
 */
function enabledStatusText(mediaNow: number) {
  const slot = scheduleSlot(hourIndex(mediaNow)) + 1;
  return sql<string>`CASE
    WHEN review = 'reviewing' THEN '审核中'
    WHEN review = 'rejected' THEN '审核不通过'
    WHEN schedule IS NOT NULL AND substr(schedule, ${slot}, 1) = '0' THEN '不在投放时段'
    WHEN learning = 'learning' THEN '学习期'
    WHEN learning = 'learned' THEN '投放中（学习期结束）'
    WHEN learning = 'failed' THEN '投放中（学习失败）'
    ELSE '投放中' END`;
}

/** Writes an applied value into the desk's copy (the next sync confirms it). */
async function applyToCopy(tx: Queryable, media: MediaCode, level: DeliveryLevel, field: EditFieldName, item: ItemRow, mediaNow: number): Promise<void> {
  const q = sqlOn(tx);
  if (level === 'account') {
    await q.updateTable('media_accounts').set({ daily_budget_fen: yuanToFen(item.after) }).where('id', '=', item.account_id).execute();
    return;
  }
  const update = q.updateTable('delivery_objects').where('media_code', '=', media).where('object_id', '=', item.object_id);
  if (field === 'status') {
    const paused = item.after === 'paused';
    await update
      .set({
        opt_status: item.after as 'enabled' | 'paused',
        // The media's words follow with the next sync; until then the desk says what it did.
        status_text: paused ? '已暂停' : enabledStatusText(mediaNow),
      })
      .execute();
  } else if (field === 'name') {
    await update.set({ name: String(item.after) }).execute();
  } else if (field === 'bid') {
    await update.set({ bid_fen: yuanToFen(item.after) }).execute();
  } else {
    await update.set({ budget_fen: yuanToFen(item.after) }).execute();
  }
}


/** The edit's end: its state, and a TASK message to the person with its link and, when rows were applied, 撤销. */
async function finishEdit(db: Db, edit: EditRow, items: readonly ItemRow[], now: Date): Promise<void> {
  const media = edit.media_code as MediaCode;
  const level = edit.level as DeliveryLevel;
  const applied = items.filter((i) => i.ok && !sameValue(i.before, i.after)).length;
  const ok = items.filter((i) => i.ok).length;
  const failures = items.filter((i) => i.ok === false);
  const undo = edit.undo_of !== null;
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const finished = await q
      .updateTable('delivery_edits')
      .set({ state: 'done', finished_at: now })
      .where('id', '=', edit.id)
      .where('state', '<>', 'done')
      .executeTakeFirst();
    if (finished.numUpdatedRows === 0n) return;
    const title = `${levelLabel(media, level)}${editActionName(edit.field, undo)}完成：${outcomeCounts(ok, failures.length)}`;
    const content = [`<p>${escapeHtml(title)}</p>`, failureLines(failures)].join('');
    await notifyEditEnd(tx, edit, { title, content, undoable: !undo && applied > 0, now });
  });
}

/** The refused rows of an edit's message: the first few with their reasons, and how many more there are. */
function failureLines(failures: readonly Pick<ItemRow, 'name' | 'account_name' | 'reason'>[]): string {
  const shown = failures.slice(0, MESSAGE_FAILURES_SHOWN);
  return [
    shown.length > 0 ? `<ul>${shown.map((f) => `<li>${escapeHtml(f.name)}（${escapeHtml(f.account_name)}）：${escapeHtml(f.reason ?? '')}</li>`).join('')}</ul>` : '',
    failures.length > shown.length ? `<p>另有${failures.length - shown.length}个失败，请在修改记录中查看。</p>` : '',
  ].join('');
}

/** The TASK message of an edit that ended, linking to it, with 撤销 for the undo window when it may be undone. */
async function notifyEditEnd(
  tx: Queryable,
  edit: Pick<EditRow, 'id' | 'user_id' | 'media_code' | 'level'>,
  message: { title: string; content: string; undoable: boolean; now: Date },
): Promise<void> {
  // An edit no one person made (a round of rules) is told of by its own area (the rules' record and messages).
  if (edit.user_id === null) return;
  const until = new Date(message.now.getTime() + DELIVERY.UNDO_WINDOW_MS).toISOString();
  await notifyUser(tx, edit.user_id, {
    title: message.title,
    type: 'TASK',
    content: message.content,
    link: editLink(edit.media_code as MediaCode, edit.level as DeliveryLevel, edit.id),
    action: message.undoable ? { kind: 'undo', editId: edit.id, until } : null,
  });
}

/**
 * An edit whose job failed for good: its state, and a TASK message saying so with the rows the media
 * answered before it failed; 撤销 of those when some were applied.
 */
function failEdit(db: Db, editId: number, now: Date): Promise<void> {
  return endEditEarly(db, editId, now, 'failed');
}

/**
 * An edit whose job was cancelled (the task centre's cancel, while queued or running): its state, and a TASK
 * message saying so with the rows the media answered before; 撤销 of those when some were applied.
 */
export function cancelEdit(db: Queryable, editId: number, now: Date): Promise<void> {
  return endEditEarly(db, editId, now, 'cancelled');
}

/** An edit that ends before every row was answered: failed for good, or cancelled. */
async function endEditEarly(db: Queryable, editId: number, now: Date, state: 'failed' | 'cancelled'): Promise<void> {
  const q = sqlOn(db);
  const edit = (await q.selectFrom('delivery_edits').selectAll().where('id', '=', editId).executeTakeFirst()) as EditRow | undefined;
  if (!edit) return;
  const items = (await q
    .selectFrom('delivery_edit_items')
    .select(['seq', 'object_id', 'account_id', 'name', 'account_name', 'before', 'after', 'ok', 'reason', 'sent_at'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute()) as ItemRow[];
  const media = edit.media_code as MediaCode;
  const level = edit.level as DeliveryLevel;
  const undo = edit.undo_of !== null;
  const ok = items.filter((i) => i.ok === true).length;
  const applied = items.filter((i) => i.ok === true && !sameValue(i.before, i.after)).length;
  const failures = items.filter((i) => i.ok === false);
  const unfinished = items.filter((i) => i.ok === null).length;
  // A cancelled edit whose unanswered rows were all still unsent (cancelled while queued): none reached the media.
  const unsentOnly = state === 'cancelled' && items.every((i) => i.ok !== null || i.sent_at === null);
  const write = async (tx: Queryable) => {
    const t = sqlOn(tx);
    const marked = await t
      .updateTable('delivery_edits')
      .set({ state, finished_at: now })
      .where('id', '=', edit.id)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return;
    const title =
      state === 'failed'
        ? `${levelLabel(media, level)}${editActionName(edit.field, undo)}失败：${ok > 0 ? `失败前已成功${ok}个` : unfinished > 0 ? '没有已确认成功的对象' : '没有对象修改成功'}`
        : `${levelLabel(media, level)}${editActionName(edit.field, undo)}已取消：${ok > 0 ? `取消前已成功${ok}个` : unsentOnly ? '没有对象修改成功' : '没有已确认成功的对象'}`;
    const content = [
      `<p>${escapeHtml(title)}</p>`,
      failures.length > 0 ? `<p>失败${failures.length}个：</p>` : '',
      failureLines(failures),
      unfinished > 0 && unsentOnly ? `<p>${unfinished}个未发送，没有修改。</p>` : '',
      unfinished > 0 && !unsentOnly ? `<p>${unfinished}个未完成，结果未知，请刷新后核对，需要时重新修改。</p>` : '',
      applied > 0 && !undo ? '<p>可在10分钟内撤销已成功的修改。</p>' : '',
    ].join('');
    await notifyEditEnd(tx, edit, { title, content, undoable: !undo && applied > 0, now });
  };
  // On a database, one transaction of its own; on the caller's transaction (a queued job's cancel), in it.
  if ('kind' in db && 'transaction' in db) await (db as Db).transaction(write);
  else await write(db);
}
