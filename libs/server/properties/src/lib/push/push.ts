// 推送到账户 of the property kit (docs/design/properties.md §2.10), shaped as the material push: the start of a
// push (every id and account checked inside the caller's company and scope, every pair checked on the desk
// first, the refused ones answered, the rest sent by the property.push job), and a push's progress and results.
import type { components } from '@toufang/api/contract';
import { formatChinaTime, seesWholeCompany, type MediaCode } from '@toufang/domain';
import type { Actor } from '@toufang/server-audit';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import { enqueue } from '@toufang/server-jobs';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { visibleProperties } from '../list';
import { notFound, PROPERTY_TEXTS } from '../texts';
import { offeredType, typeLabel, type WriteContext } from '../writes';
import { planPairs, type PushSource, type PushTarget } from './push-plan';
import { propertyPushJob } from './push-job';

type Schemas = components['schemas'];

/** Pairs one push may hold: the material push's bound (a run's answers stay one page of the task centre). */
export const PROPERTY_PUSH_PAIRS_MAX = 5000;

export const PROPERTY_PUSH_TEXTS = {
  TOO_MANY: (pairs: number) => `一次最多推送${PROPERTY_PUSH_PAIRS_MAX}个资产×账户组合，本次${pairs}个，请分批推送`,
  RUN_NOT_FOUND: '推送记录不存在',
} as const;

/** Rows per INSERT of a push's pairs (about 8 parameters a row). */
const ITEM_INSERT_CHUNK = 1000;

/** The pushed objects: every one the caller sees, of this media and type, else 404 for the whole call. */
async function sourcesOf(ctx: WriteContext, media: MediaCode, type: string, ids: readonly number[]): Promise<PushSource[]> {
  const asked = [...new Set(ids)];
  const found = new Map((await visibleProperties(ctx.db, ctx.session, asked)).map((f) => [Number(f.row.id), f]));
  return asked.map((id) => {
    const f = found.get(id);
    if (!f || f.row.media_code !== media || f.row.property_type !== type) throw notFound();
    return { id, name: f.row.name, mediaId: f.row.media_property_id, accountId: f.account.id, advertiserId: f.account.advertiserId, authorizationId: f.account.authorizationId };
  });
}

/**
 * The target accounts with what each holds of the type: every one the media's and in the caller's scope,
 * else 404 naming nothing. Held counts the desk's copy (not deleted) and pairs other pushes still have queued.
 */
export async function targetsOf(db: Queryable, scope: AccountScope, media: MediaCode, type: string, accountIds: readonly number[]): Promise<PushTarget[]> {
  const q = sqlOn(db);
  const asked = [...new Set(accountIds)];
  const rows = await q
    .selectFrom('media_accounts as a')
    .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
    .select(['a.id', 'a.account_name', 'a.account_id', 'a.authorization_id', 'z.status as auth_status'])
    .where('a.id', 'in', asked)
    .where('a.media_code', '=', media)
    .where('a.bound', '=', true)
    .where(accountInScope(scope, 'a'))
    .execute();
  if (rows.length !== asked.length) throw notFound(PROPERTY_TEXTS.ACCOUNT_NOT_FOUND);
  const held = await q
    .selectFrom('media_properties')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', asked)
    .where('media_code', '=', media)
    .where('property_type', '=', type)
    .where('state', '<>', 'deleted')
    .groupBy('account_id')
    .execute();
  const queued = await q
    .selectFrom('property_push_items as i')
    .innerJoin('property_push_runs as r', 'r.id', 'i.run_id')
    .select(['i.account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.media_code', '=', media)
    .where('r.property_type', '=', type)
    .where('r.state', 'in', ['queued', 'running'])
    .where('i.ok', 'is', null)
    .where('i.account_id', 'in', asked)
    .groupBy('i.account_id')
    .execute();
  const count = (list: readonly { account_id: number | null; n: number | string }[], id: number) => Number(list.find((r) => r.account_id === id)?.n ?? 0);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return asked.map((id) => {
    const r = byId.get(id)!;
    return { id, name: r.account_name, advertiserId: r.account_id, authorizationId: r.auth_status === 'active' ? r.authorization_id : null, held: count(held, id) + count(queued, id) };
  });
}

/** Stores a checked push (its pairs, those refused before any call already answered) and its job. */
export async function startPropertyPush(ctx: WriteContext, body: Schemas['PropertyPushRequest']): Promise<Schemas['PropertyPushStart']> {
  const { db, session } = ctx;
  const pairsAsked = new Set(body.ids).size * new Set(body.accountIds).size;
  if (pairsAsked > PROPERTY_PUSH_PAIRS_MAX) throw badRequest(PROPERTY_PUSH_TEXTS.TOO_MANY(pairsAsked));
  const spec = await offeredType(ctx, body.media, body.type, 'push');
  const sources = await sourcesOf(ctx, body.media, body.type, body.ids);
  const targets = await targetsOf(db, session, body.media, body.type, body.accountIds);
  const pairs = planPairs(sources, targets, { media: body.media, label: typeLabel(body.type), cap: spec.limits.perAccount });
  return storePush(db, session, ctx.actor, body.media, body.type, pairs, ctx.now());
}

/** The run, its pairs and its job, in one transaction; answers what startPropertyPush answers. */
export async function storePush(
  db: WriteContext['db'],
  owner: { customerId: number; userId: number },
  actor: Actor,
  media: MediaCode,
  type: string,
  pairs: ReturnType<typeof planPairs>,
  now: Date,
): Promise<Schemas['PropertyPushStart']> {
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const run = await q
      .insertInto('property_push_runs')
      .values({ customer_id: owner.customerId, user_id: owner.userId, media_code: media, property_type: type, total: pairs.length, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < pairs.length; i += ITEM_INSERT_CHUNK) {
      await q
        .insertInto('property_push_items')
        .values(
          pairs.slice(i, i + ITEM_INSERT_CHUNK).map((p) => ({
            run_id: run.id,
            seq: p.seq,
            property_id: p.source.id,
            property_name: p.source.name,
            account_id: p.target.id,
            account_name: p.target.name,
            advertiser_id: p.target.advertiserId,
            ok: p.refusal === null ? null : false,
            reason: p.refusal,
          })),
        )
        .execute();
    }
    const job = await enqueue(tx, propertyPushJob, { runId: run.id }, { companyId: owner.customerId, actor, dedupeKey: `property-push:${run.id}`, now });
    await q.updateTable('property_push_runs').set({ job_id: job.id }).where('id', '=', run.id).execute();
    return {
      pushId: run.id,
      jobId: job.id,
      total: pairs.length,
      refused: pairs.flatMap((p) =>
        p.refusal === null ? [] : [{ propertyId: p.source.id, propertyName: p.source.name, accountId: p.target.id, accountName: p.target.name, reason: p.refusal }],
      ),
    };
  });
}

/**
 * A push the caller may read: their own, or any of the company's for those who see the whole company; the
 * 2.0 code is settled on its media and type (`permit`).
 */
export async function propertyPushView(db: Queryable, session: SessionUser, pushId: number, permit: (media: MediaCode, type: string) => void): Promise<Schemas['PropertyPushRun']> {
  const q = sqlOn(db);
  let select = q.selectFrom('property_push_runs').selectAll().where('id', '=', pushId).where('customer_id', '=', session.customerId);
  if (!seesWholeCompany(session.role)) select = select.where('user_id', '=', session.userId);
  const run = await select.executeTakeFirst();
  if (!run) throw notFound(PROPERTY_PUSH_TEXTS.RUN_NOT_FOUND);
  permit(run.media_code as MediaCode, run.property_type);
  const items = await q
    .selectFrom('property_push_items')
    .select(['property_id', 'property_name', 'account_id', 'account_name', 'advertiser_id', 'ok', 'media_property_id', 'reason', 'sent_at'])
    .where('run_id', '=', run.id)
    .orderBy('seq')
    .execute();
  const answered = items.map((i) => ({
    propertyId: i.property_id === null ? null : Number(i.property_id),
    propertyName: i.property_name,
    accountId: i.account_id,
    accountName: i.account_name,
    advertiserId: i.advertiser_id,
    state: i.ok === true ? ('succeeded' as const) : i.ok === false ? ('refused' as const) : i.sent_at !== null ? ('sent' as const) : ('waiting' as const),
    copyId: i.media_property_id,
    reason: i.reason,
  }));
  const succeeded = answered.filter((i) => i.state === 'succeeded').length;
  const refused = answered.filter((i) => i.state === 'refused').length;
  return {
    pushId: run.id,
    jobId: run.job_id,
    media: run.media_code as MediaCode,
    type: run.property_type,
    state: run.state,
    total: run.total,
    done: succeeded + refused,
    succeeded,
    refused,
    createdAt: formatChinaTime(new Date(run.created_at)),
    finishedAt: run.finished_at ? formatChinaTime(new Date(run.finished_at)) : null,
    items: answered,
  };
}
