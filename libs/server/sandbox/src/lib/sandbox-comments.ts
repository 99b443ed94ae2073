// The sandbox media's 评论管理 (docs/design/properties.md §2.7, §3.1): comments derived from each delivering ad
// (comment-model.ts) are written to sandbox_comments the first time the account's comments are listed, so replies,
// hides, pins and blocks persist, and listed by change sequence like any property type. One declaration for every
// media that has the page; each passes its own figures (actions offered, reply length, id shape).
import { sql as raw, type Selectable } from 'kysely';
import { sqlOn, type Queryable, type SandboxCommentsTable } from '@toufang/server-db';
import { refusal, type MediaProperty, type ObjectOutcome, type PropertyAction, type PropertyActionInput } from '@toufang/server-media';
import type { PropertyTypeLimits } from '@toufang/domain';
import { commenterOf, COMMENT_WINDOW_DAYS, deriveComments } from './comment-model';
import { DAY, MINUTE, type SandboxPropertyHookContext, type SandboxPropertyType } from './config';

type CommentRow = Selectable<SandboxCommentsTable>;

/** The words of an action in a refusal (不支持置顶). */
export const PROPERTY_ACTION_TEXT: Readonly<Record<PropertyAction, string>> = {
  reply: '回复',
  hide: '隐藏',
  pin: '置顶',
  unpin: '取消置顶',
  block: '屏蔽',
  publish: '发布',
  unpublish: '下线',
};

export interface CommentTypeFigures {
  limits: PropertyTypeLimits;
  /** The actions the media offers on comments. */
  actions: readonly PropertyAction[];
  /** Characters of a reply. */
  replyMaxLength: number;
  /** Comments one action call may name. */
  actBatch: number;
}

/** 2026-11-30 14:05 in China's time, as the media shows it. */
const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const latest = (...dates: (Date | null)[]) => new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));

function statusText(row: CommentRow): string {
  if (row.blocked_at) return '已屏蔽';
  if (row.hidden_at) return '已隐藏';
  if (row.pinned_at) return '已置顶';
  return row.reply_text === null ? '待回复' : '已回复';
}

function commentView(row: CommentRow, adName: string): MediaProperty {
  const { userId, nickname } = commenterOf(row.comment_id);
  return {
    id: row.comment_id,
    type: 'comment-management',
    advertiserId: row.advertiser_id,
    parentId: null,
    name: row.text,
    values: {
      ad_id: row.object_id,
      ad_name: adName,
      user_id: userId,
      nickname,
      text: row.text,
      comment_time: row.created_at.toISOString(),
      reply_text: row.reply_text,
      reply_time: iso(row.replied_at),
      hidden: row.hidden_at !== null,
      pinned: row.pinned_at !== null,
      blocked: row.blocked_at !== null,
    },
    state: 'enabled',
    review: null,
    rejectReason: null,
    statusText: statusText(row),
    lifecycle: null,
    size: null,
    // What the comment page shows and decides its actions by (the list carries summaries, not values).
    summary: {
      广告: adName,
      广告ID: row.object_id,
      评论人: nickname,
      评论时间: chinaTime(row.created_at),
      回复: row.reply_text ?? '',
      状态: statusText(row),
      已隐藏: row.hidden_at ? '是' : '否',
      已置顶: row.pinned_at ? '是' : '否',
      已屏蔽: row.blocked_at ? '是' : '否',
    },
    sourceId: null,
    createdAt: row.created_at.toISOString(),
    modifiedAt: latest(row.created_at, row.hidden_at, row.pinned_at, row.blocked_at, row.replied_at).toISOString(),
  };
}

async function adNames(db: Queryable, media: string, advertiserId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlOn(db)
    .selectFrom('sandbox_objects')
    .select(['object_id', 'name'])
    .where('media_code', '=', media)
    .where('advertiser_id', '=', advertiserId)
    .where('object_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.object_id, r.name]));
}

/**
 * The minute each account's comments were last derived, per database: a sync reads many pages in a row, and
 * deriving once a minute of the media's clock is enough (a comment of the last minute comes with the next one).
 */
const derivedAt = new WeakMap<object, Map<string, number>>();

/** Writes the comments the account's delivering ads have received since the last list (blocked commenters' none). */
async function deriveInto(ctx: SandboxPropertyHookContext, advertiserId: string): Promise<void> {
  let seen = derivedAt.get(ctx.db);
  if (!seen) derivedAt.set(ctx.db, (seen = new Map()));
  const key = `${ctx.media}:${advertiserId}`;
  const minute = Math.floor(ctx.now / MINUTE);
  if (seen.get(key) === minute) return;
  const q = sqlOn(ctx.db);
  const ads = await q
    .selectFrom('sandbox_objects')
    .select(['object_id', 'created_at'])
    .where('media_code', '=', ctx.media)
    .where('advertiser_id', '=', advertiserId)
    .where('level', 'in', [...ctx.deliveringLevels])
    .where('opt_status', '=', 'enabled')
    .execute();
  if (ads.length === 0) {
    seen.set(key, minute);
    return;
  }
  const since = new Date((Math.floor(ctx.now / DAY) - COMMENT_WINDOW_DAYS + 1) * DAY);
  const kept = await q
    .selectFrom('sandbox_comments')
    .select(['comment_id', 'blocked_at'])
    .where('media_code', '=', ctx.media)
    .where('advertiser_id', '=', advertiserId)
    .where('created_at', '>=', since)
    .execute();
  const known = new Set(kept.map((r) => r.comment_id));
  const blocked = new Set(
    (
      await q.selectFrom('sandbox_comments').select('comment_id').where('media_code', '=', ctx.media).where('advertiser_id', '=', advertiserId).where('blocked_at', 'is not', null).execute()
    ).map((r) => commenterOf(r.comment_id).userId),
  );
  const fresh = ads
    .flatMap((ad) => deriveComments(ctx.media, { objectId: ad.object_id, createdAt: ad.created_at.getTime() }, ctx.now))
    .filter((c) => !known.has(c.commentId) && !blocked.has(commenterOf(c.commentId).userId));
  for (let i = 0; i < fresh.length; i += 500) {
    await q
      .insertInto('sandbox_comments')
      .values(
        fresh.slice(i, i + 500).map((c) => ({
          media_code: ctx.media,
          comment_id: c.commentId,
          advertiser_id: advertiserId,
          object_id: c.objectId,
          text: c.text,
          created_at: new Date(c.createdAt),
        })),
      )
      .onConflict((oc) => oc.columns(['media_code', 'comment_id']).doNothing())
      .execute();
  }
  seen.set(key, minute);
}

async function listComments(ctx: SandboxPropertyHookContext, query: { advertiserId: string; after: number; limit: number }) {
  await deriveInto(ctx, query.advertiserId);
  const rows = await sqlOn(ctx.db)
    .selectFrom('sandbox_comments')
    .selectAll()
    .where('media_code', '=', ctx.media)
    .where('advertiser_id', '=', query.advertiserId)
    .where('change_seq', '>', query.after)
    .orderBy('change_seq')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const names = await adNames(ctx.db, ctx.media, query.advertiserId, page.map((r) => r.object_id));
  return {
    properties: page.map((r) => commentView(r, names.get(r.object_id) ?? '')),
    last: page.at(-1)?.change_seq ?? query.after,
    hasMore: rows.length > query.limit,
  };
}

const invalid = (detail: string) => refusal('property_invalid', { detail });

async function actOnComments(ctx: SandboxPropertyHookContext, figures: CommentTypeFigures, input: PropertyActionInput): Promise<ObjectOutcome<MediaProperty>[]> {
  return ctx.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const mine = () => q.selectFrom('sandbox_comments').selectAll().where('media_code', '=', ctx.media).where('advertiser_id', '=', input.advertiserId);
    const found = new Map((await mine().where('comment_id', 'in', input.ids).execute()).map((r) => [r.comment_id, r]));
    const now = new Date(ctx.now);
    const bump = raw<number>`nextval('sandbox_change_seq')`;
    const update = () => q.updateTable('sandbox_comments').where('media_code', '=', ctx.media).where('advertiser_id', '=', input.advertiserId);
    const text = typeof input.input?.text === 'string' ? input.input.text.trim() : '';
    const done: string[] = [];
    const out: ObjectOutcome<MediaProperty>[] = [];
    for (const id of input.ids) {
      const row = found.get(id);
      if (!row) {
        out.push(ctx.refused(id, refusal('not_found', { label: '评论' })));
        continue;
      }
      let problem = null;
      switch (input.action) {
        case 'reply':
          problem = !text
            ? invalid('回复内容不能为空')
            : [...text].length > figures.replyMaxLength
              ? invalid(`回复最长${figures.replyMaxLength}个字`)
              : row.hidden_at
                ? invalid('评论已隐藏，不能回复')
                : null;
          if (!problem) await update().set({ reply_text: text, replied_at: now, change_seq: bump }).where('comment_id', '=', id).execute();
          break;
        case 'hide':
          // A hidden comment is seen only by its commenter, so it no longer stays on top.
          await update().set({ hidden_at: row.hidden_at ?? now, pinned_at: null, change_seq: bump }).where('comment_id', '=', id).execute();
          break;
        case 'pin':
          problem = row.hidden_at ? invalid('评论已隐藏，不能置顶') : null;
          if (!problem) {
            // One comment on top per ad: pinning another takes the first down.
            await update().set({ pinned_at: null, change_seq: bump }).where('object_id', '=', row.object_id).where('pinned_at', 'is not', null).where('comment_id', '<>', id).execute();
            await update().set({ pinned_at: now, change_seq: bump }).where('comment_id', '=', id).execute();
          }
          break;
        case 'unpin':
          await update().set({ pinned_at: null, change_seq: bump }).where('comment_id', '=', id).execute();
          break;
        case 'block': {
          // The commenter is blocked: every comment of theirs in the account says so.
          const user = commenterOf(id).userId;
          const theirs = (await mine().select('comment_id').execute()).filter((r) => commenterOf(r.comment_id).userId === user).map((r) => r.comment_id);
          await update().set({ blocked_at: now, change_seq: bump }).where('comment_id', 'in', theirs).where('blocked_at', 'is', null).execute();
          break;
        }
        default:
          problem = refusal('property_not_offered', { label: '评论', operation: PROPERTY_ACTION_TEXT[input.action] });
      }
      if (problem) out.push(ctx.refused(id, problem));
      else {
        done.push(id);
        out.push({ key: id, ok: true, value: null as unknown as MediaProperty });
      }
    }
    // Each answer carries the comment as it is after the call.
    if (done.length > 0) {
      const after = await mine().where('comment_id', 'in', done).execute();
      const names = await adNames(tx, ctx.media, input.advertiserId, after.map((r) => r.object_id));
      const views = new Map(after.map((r) => [r.comment_id, commentView(r, names.get(r.object_id) ?? '')]));
      return out.map((o) => (o.ok ? { ...o, value: views.get(o.key) as MediaProperty } : o));
    }
    return out;
  });
}

/** The sandbox declaration of a media's 评论管理. */
export function commentPropertyType(figures: CommentTypeFigures): SandboxPropertyType {
  return {
    limits: figures.limits,
    ids: { prefix: '7', digits: 19 },
    review: null,
    lifecycle: null,
    check: () => null,
    summary: () => ({}),
    // Comments come from the media's users, not from a seed (§6.9).
    seed: { perAccount: 0, make: () => ({ name: '', values: {} }) },
    rows: { list: (ctx, query) => listComments(ctx, query) },
    actions: { offered: figures.actions, batch: figures.actBatch, act: (ctx, input) => actOnComments(ctx, figures, input) },
  };
}
