// 素材审核's queue: the materials the caller reviews or whose verdicts they follow, with their state (待审核
// when nobody has decided), filtered, paged and counted per state; one material with its comments and the
// history of its verdicts; the desk's verdicts and comments.
import type { components } from '@toufang/api/contract';
import { chinaDateStart, formatChinaTime } from '@toufang/domain';
import { actorOf } from '@toufang/server-audit';
import { sql, type Expression, type SqlBool } from 'kysely';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { containsPattern, forbidden, pageOffset, type SessionUser } from '@toufang/server-http';
import type { FileLinks } from '../materials/file-links';
import { MATERIAL_COLUMNS, materialAnswers, materialsWithPeople, type MaterialRow } from '../materials/records';
import { materialNotFound } from '../materials/texts';
import { changeableMaterials } from '../materials/visibility';
import { REVIEW_TEXTS } from './texts';
import { recordVerdict, verdictReason } from './verdicts';

type Query = components['schemas']['MaterialReviewQuery'];
type Page = components['schemas']['MaterialReviewPage'];
type Item = components['schemas']['MaterialReviewItem'];
type Detail = components['schemas']['MaterialReviewDetail'];
type Comment = components['schemas']['MaterialReviewComment'];
type DecideRequest = components['schemas']['MaterialReviewDecideRequest'];

/** Who gives verdicts (docs/decisions.md, who reviews materials); the contract's x-access says the same. */
export const REVIEW_DECIDERS = ['ADMIN', 'MANAGER', 'DESIGNMANAGER'] as const;

/**
 * The queue's materials: a designer follows the verdicts on their own (designed or uploaded), not the shared
 * ones; everyone else the materials they see (visibility.ts).
 */
export const reviewScope = changeableMaterials;

const state = sql<'pending' | 'approved' | 'rejected'>`coalesce(r.state, 'pending')`;

export async function listReviews(db: Queryable, session: SessionUser, links: FileLinks, q: Query): Promise<Page> {
  const keyword = q.keyword?.trim();
  const filtered = sqlOn(db)
    .selectFrom('materials as m')
    .leftJoin('material_reviews as r', 'r.material_id', 'm.id')
    .where(reviewScope(session))
    .where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (keyword) {
        const or: Expression<SqlBool>[] = [eb('m.name', 'ilike', containsPattern(keyword))];
        if (/^\d{1,15}$/.test(keyword)) or.push(eb('m.id', '=', keyword));
        and.push(eb.or(or));
      }
      if (q.designerIds?.length) and.push(eb('m.designer_id', 'in', q.designerIds));
      if (q.from) and.push(eb('m.created_at', '>=', chinaDateStart(q.from)));
      if (q.to) and.push(eb('m.created_at', '<', chinaDateStart(q.to, 1)));
      return eb.and(and);
    });
  const counted = await filtered.select([state.as('state'), (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy(state).execute();
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const c of counted) counts[c.state] = Number(c.n);
  const inState = q.state ? filtered.where(sql<SqlBool>`${state} = ${q.state}`) : filtered;
  const ids = (await inState.select('m.id').orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(q.size).offset(pageOffset(q.current, q.size)).execute()).map((r) => String(r.id));
  const total = q.state ? counts[q.state] : counts.pending + counts.approved + counts.rejected;
  return { records: await reviewItems(db, session, links, ids), total, current: q.current, size: q.size, counts };
}

/** The queue's answers for these material ids, in their order. */
async function reviewItems(db: Queryable, session: SessionUser, links: FileLinks, ids: readonly string[]): Promise<Item[]> {
  if (ids.length === 0) return [];
  const q = sqlOn(db);
  const [found, reviews, comments] = await Promise.all([
    materialsWithPeople(db).select(MATERIAL_COLUMNS).where('m.id', 'in', ids).execute(),
    q.selectFrom('material_reviews').select(['material_id', 'state', 'reason', 'decider_name', 'decided_at']).where('material_id', 'in', ids).execute(),
    q.selectFrom('material_review_comments').select(['material_id', (eb) => eb.fn.countAll<number | string>().as('n')]).where('material_id', 'in', ids).groupBy('material_id').execute(),
  ]);
  const byId = new Map((found as unknown as MaterialRow[]).map((row) => [String(row.id), row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is MaterialRow => row !== undefined);
  const materials = await materialAnswers(db, session, links, rows);
  const reviewOf = new Map(reviews.map((r) => [String(r.material_id), r]));
  const countOf = new Map(comments.map((c) => [String(c.material_id), Number(c.n)]));
  return materials.map((material) => {
    const review = reviewOf.get(String(material.id));
    return {
      material,
      state: review?.state ?? 'pending',
      reason: review?.reason ?? null,
      deciderName: review?.decider_name ?? null,
      decidedAt: review ? formatChinaTime(review.decided_at) : null,
      commentCount: countOf.get(String(material.id)) ?? 0,
    };
  });
}

/** A material's comments, oldest first (the desk's and the guests'). */
export async function commentsOf(db: Queryable, materialIds: readonly string[]): Promise<Map<string, Comment[]>> {
  const map = new Map<string, Comment[]>();
  if (materialIds.length === 0) return map;
  const rows = await sqlOn(db)
    .selectFrom('material_review_comments')
    .select(['id', 'material_id', 'author_name', 'author_id', 'share_id', 'body', 'created_at'])
    .where('material_id', 'in', materialIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const key = String(row.material_id);
    map.set(key, [...(map.get(key) ?? []), commentAnswer(row)]);
  }
  return map;
}

export const commentAnswer = (row: { id: string | number; author_name: string; author_id: number | null; share_id: number | null; body: string; created_at: Date }): Comment => ({
  id: Number(row.id),
  authorName: row.author_name,
  guest: row.author_id === null && row.share_id !== null,
  text: row.body,
  time: formatChinaTime(row.created_at),
});

/** The material in the caller's queue, or 素材不存在或已删除. */
async function inScope(db: Queryable, session: SessionUser, materialIds: readonly number[]) {
  const rows = await sqlOn(db).selectFrom('materials as m').select(['m.id', 'm.name']).where(reviewScope(session)).where('m.id', 'in', materialIds.map(String)).execute();
  if (rows.length !== materialIds.length) throw materialNotFound();
  return rows;
}

export async function reviewDetail(db: Queryable, session: SessionUser, links: FileLinks, materialId: number): Promise<Detail> {
  await inScope(db, session, [materialId]);
  const key = String(materialId);
  const [[item], comments, history] = await Promise.all([
    reviewItems(db, session, links, [key]),
    commentsOf(db, [key]),
    sqlOn(db).selectFrom('material_review_events').select(['state', 'reason', 'decider_name', 'decided_by', 'share_id', 'created_at']).where('material_id', '=', key).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return {
    item,
    comments: comments.get(key) ?? [],
    history: history.map((e) => ({ state: e.state, reason: e.reason, deciderName: e.decider_name, guest: e.decided_by === null && e.share_id !== null, time: formatChinaTime(e.created_at) })),
  };
}

export async function decideReviews(db: Db, session: SessionUser, body: DecideRequest): Promise<{ updated: number }> {
  // The contract's x-access holds this already; the handler says it again so the rule lives beside its use.
  if (!(REVIEW_DECIDERS as readonly string[]).includes(session.role)) throw forbidden(REVIEW_TEXTS.NOT_DECIDER);
  const reason = verdictReason(body.verdict, body.reason);
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const rows = await inScope(tx, session, body.materialIds);
    await recordVerdict(tx, { customerId: session.customerId, actor, userId: session.userId, shareId: null }, rows, body.verdict, reason);
    return { updated: rows.length };
  });
}

export async function addComment(db: Queryable, session: SessionUser, materialId: number, text: string): Promise<Comment> {
  await inScope(db, session, [materialId]);
  const actor = await actorOf(db, session);
  const row = await sqlOn(db)
    .insertInto('material_review_comments')
    .values({ material_id: materialId, customer_id: session.customerId, author_id: session.userId, author_name: actor.name, body: text.trim() })
    .returning(['id', 'author_name', 'author_id', 'share_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  return commentAnswer(row);
}
