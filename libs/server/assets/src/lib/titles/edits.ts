// Writes to the title library: add a batch (from the editor or a spreadsheet's rows), edit one, label and
// remove several. Texts are stored trimmed and once per company: a line whose text the company already has,
// or that repeats an earlier line, is not added and is named. Each write is one transaction with its audit
// record; ids of another company answer like missing ones.
import type { components } from '@toufang/api/contract';
import { normalizeTitle, titleProblem, TITLE_LIMITS, type MediaCode } from '@toufang/domain';
import { actorOf, recordAuditBatch, type Actor } from '@toufang/server-audit';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { sql } from 'kysely';
import { ids } from './records';
import { appendToGroup, mustFindGroup } from './group-items';
import { badRequest, taken, titleNotFound, TITLE_TEXTS } from './texts';

type AddRequest = components['schemas']['TitleAddRequest'];
type AddResult = components['schemas']['TitleAddResult'];
type Duplicate = components['schemas']['TitleDuplicate'];
type UpdateRequest = components['schemas']['TitleUpdateRequest'];
type LabelRequest = components['schemas']['TitleLabelRequest'];

const audit = (session: SessionUser, row: { id: string | number; text: string }) => ({
  companyId: session.customerId,
  object: { level: 'title', id: String(row.id), name: row.text },
});

/** The company's titles among `wanted` (all of them, or 标题不存在或已删除). */
export async function mustFindTitles(db: Queryable, customerId: number, wanted: readonly number[], lock = false) {
  let q = sqlOn(db).selectFrom('titles').select(['id', 'text', 'media_code']).where('customer_id', '=', customerId).where('id', 'in', ids(wanted));
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  if (rows.length !== new Set(wanted).size) throw titleNotFound();
  return rows;
}

/** The company's labels with these ids (all of them, or a refusal). */
export async function mustBeLabels(db: Queryable, customerId: number, labelIds: readonly number[]): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await sqlOn(db).selectFrom('labels').select('id').where('customer_id', '=', customerId).where('id', 'in', [...labelIds]).execute();
  if (found.length !== new Set(labelIds).size) throw badRequest(TITLE_TEXTS.LABEL_INVALID);
}

async function putLabels(tx: Queryable, entries: readonly { titleId: string; labelIds: readonly number[] }[]): Promise<void> {
  const values = entries.flatMap((e) => e.labelIds.map((labelId) => ({ label_id: labelId, kind: 'title' as const, object_id: e.titleId })));
  if (values.length === 0) return;
  await sqlOn(tx).insertInto('label_uses').values(values).onConflict((oc) => oc.doNothing()).execute();
  const over = await sqlOn(tx)
    .selectFrom('label_uses')
    .select('object_id')
    .where('kind', '=', 'title')
    .where('object_id', 'in', entries.map((e) => e.titleId))
    .groupBy('object_id')
    .having((eb) => eb.fn.countAll(), '>', TITLE_LIMITS.LABELS)
    .executeTakeFirst();
  if (over) throw badRequest(TITLE_TEXTS.TOO_MANY_LABELS);
}

export interface TitleEntry {
  /** The line of the editor or the row of the file. */
  line: number;
  /** Already trimmed and checked. */
  text: string;
  labelIds: readonly number[];
}

/**
 * Stores the entries that are new to the company, in order; the others come back as duplicates. Runs inside
 * the caller's transaction.
 */
export async function storeTitles(
  tx: Queryable,
  session: SessionUser,
  actor: Actor,
  entries: readonly TitleEntry[],
  media: MediaCode | null,
): Promise<{ created: { line: number; id: string }[]; duplicates: Duplicate[] }> {
  const q = sqlOn(tx);
  const texts = [...new Set(entries.map((e) => e.text))];
  const existing = texts.length === 0 ? [] : await q.selectFrom('titles').select(['id', 'text']).where('customer_id', '=', session.customerId).where('text', 'in', texts).execute();
  const known = new Map(existing.map((r) => [r.text, Number(r.id)]));
  const firstLine = new Map<string, number>();
  const duplicates: Duplicate[] = [];
  const fresh: TitleEntry[] = [];
  for (const e of entries) {
    const id = known.get(e.text);
    if (id !== undefined) duplicates.push({ line: e.line, text: e.text, reason: 'exists', titleId: id });
    else if (firstLine.has(e.text)) duplicates.push({ line: e.line, text: e.text, reason: 'repeated', titleId: null });
    else {
      firstLine.set(e.text, e.line);
      fresh.push(e);
    }
  }
  if (fresh.length === 0) return { created: [], duplicates };
  const now = new Date();
  // A text another request stored meanwhile is skipped by the unique index and reported as existing.
  const inserted = await q
    .insertInto('titles')
    .values(fresh.map((e, i) => ({ customer_id: session.customerId, text: e.text, media_code: media, created_by: session.userId, created_at: new Date(now.getTime() + i), updated_at: now })))
    .onConflict((oc) => oc.columns(['customer_id', 'text']).doNothing())
    .returning(['id', 'text'])
    .execute();
  const idOf = new Map(inserted.map((r) => [r.text, String(r.id)]));
  const created: { line: number; id: string }[] = [];
  for (const e of fresh) {
    const id = idOf.get(e.text);
    if (id) created.push({ line: e.line, id });
    else duplicates.push({ line: e.line, text: e.text, reason: 'exists', titleId: null });
  }
  await putLabels(
    tx,
    fresh.flatMap((e) => {
      const titleId = idOf.get(e.text);
      return titleId ? [{ titleId, labelIds: e.labelIds }] : [];
    }),
  );
  await recordAuditBatch(
    tx,
    inserted.map((r) => ({ ...audit(session, r), actor, action: 'title.create', actionName: '新增标题', before: null, after: { text: r.text, mediaCode: media } })),
  );
  duplicates.sort((a, b) => a.line - b.line);
  return { created, duplicates };
}

export async function addTitles(db: Db, session: SessionUser, body: AddRequest): Promise<AddResult> {
  const media = body.mediaCode ?? null;
  const lines = body.texts.map((raw, i) => ({ line: i + 1, raw })).filter((l) => normalizeTitle(l.raw) !== '');
  if (lines.length === 0) throw badRequest(TITLE_TEXTS.NOTHING_TO_ADD);
  const problems = lines.flatMap((l) => {
    const problem = titleProblem(l.raw, media);
    return problem ? [TITLE_TEXTS.LINE(l.line, problem)] : [];
  });
  if (problems.length > 0) throw badRequest(problems.slice(0, 3).join('；') + (problems.length > 3 ? ` 等 ${problems.length} 行` : ''));
  const labelIds = body.labelIds ?? [];
  if (labelIds.length > TITLE_LIMITS.LABELS) throw badRequest(TITLE_TEXTS.TOO_MANY_LABELS);
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    await mustBeLabels(tx, session.customerId, labelIds);
    const group = body.groupId === undefined ? null : await mustFindGroup(tx, session.customerId, body.groupId, true);
    const { created, duplicates } = await storeTitles(tx, session, actor, lines.map((l) => ({ line: l.line, text: normalizeTitle(l.raw), labelIds })), media);
    if (group) await appendToGroup(tx, group.id, created.map((c) => c.id));
    return { created: created.length, ids: created.map((c) => Number(c.id)), duplicates };
  });
}

export async function updateTitle(db: Db, session: SessionUser, body: UpdateRequest): Promise<string> {
  const text = normalizeTitle(body.text);
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const [row] = await mustFindTitles(tx, session.customerId, [body.id], true);
    const media = body.mediaCode === undefined ? ((row.media_code as MediaCode | null) ?? null) : body.mediaCode;
    const problem = titleProblem(text, media);
    if (problem) throw badRequest(problem);
    const q = sqlOn(tx);
    const other = await q.selectFrom('titles').select('id').where('customer_id', '=', session.customerId).where('text', '=', text).where('id', '<>', String(row.id)).executeTakeFirst();
    if (other) throw taken(TITLE_TEXTS.TAKEN);
    if (text !== row.text || media !== row.media_code) {
      try {
        await q.updateTable('titles').set({ text, media_code: media, updated_at: new Date() }).where('id', '=', String(row.id)).execute();
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === '23505') throw taken(TITLE_TEXTS.TAKEN);
        throw error;
      }
      await recordAuditBatch(tx, [
        { ...audit(session, { id: row.id, text }), actor, action: 'title.update', actionName: '修改标题', before: { text: row.text, mediaCode: row.media_code }, after: { text, mediaCode: media } },
      ]);
    }
    return String(row.id);
  });
}

export async function labelTitles(db: Db, session: SessionUser, body: LabelRequest): Promise<{ count: number }> {
  const add = body.addLabelIds ?? [];
  const remove = body.removeLabelIds ?? [];
  if (add.length + remove.length === 0) throw badRequest(TITLE_TEXTS.LABELS_REQUIRED);
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const rows = await mustFindTitles(tx, session.customerId, body.ids, true);
    await mustBeLabels(tx, session.customerId, [...add, ...remove]);
    if (remove.length > 0) await sqlOn(tx).deleteFrom('label_uses').where('kind', '=', 'title').where('object_id', 'in', ids(body.ids)).where('label_id', 'in', remove).execute();
    await putLabels(tx, body.ids.map((id) => ({ titleId: String(id), labelIds: add })));
    await recordAuditBatch(
      tx,
      rows.map((r) => ({ ...audit(session, r), actor, action: 'title.label', actionName: '修改标题标签', before: null, after: { addLabelIds: add, removeLabelIds: remove } })),
    );
    return { count: rows.length };
  });
}

export async function removeTitles(db: Db, session: SessionUser, body: { ids: number[] }): Promise<{ count: number }> {
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const rows = await mustFindTitles(tx, session.customerId, body.ids, true);
    // Group items go with the row (ON DELETE CASCADE); label uses name it by id only.
    await sqlOn(tx).deleteFrom('label_uses').where('kind', '=', 'title').where('object_id', 'in', ids(body.ids)).execute();
    await sqlOn(tx).deleteFrom('titles').where('id', 'in', ids(body.ids)).where(sql<boolean>`customer_id = ${session.customerId}`).execute();
    await recordAuditBatch(tx, rows.map((r) => ({ ...audit(session, r), actor, action: 'title.remove', actionName: '删除标题', before: { text: r.text }, after: null })));
    return { count: rows.length };
  });
}
