// 推送 of the material library (issue 20, "Push to media accounts"): where the chosen materials may go (the
// caller's accounts, and what each media's format limits refuse of them), the start of a push (every pair
// checked on the desk first, the rest sent by the material.push job), and a push's progress and results.
import { formatChinaTime, MEDIA_CODES, seesWholeCompany, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { ServerContext } from '@toufang/server-context';
import type { Actor } from '@toufang/server-audit';
import { CODES, Refusal, badRequest, forbidden, type SessionUser } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { enqueue } from '@toufang/server-jobs';
import { accountInScope } from '@toufang/server-org';
import { materialNotFound, MATERIAL_TEXTS } from '../texts';
import { changeableMaterials, visibleMaterials } from '../visibility';
import { materialPushJob } from './push-job';
import { PUSH_FACT_COLUMNS, pushFacts } from './push-upload';
import { materialRefusal, planPairs, type PushAccount, type PushMaterial } from './push-plan';

type Schemas = components['schemas'];

/** Pairs one push may hold (200 materials × 200 accounts would be 40,000 calls' worth of answers). */
export const PUSH_PAIRS_MAX = 5000;
/** Accounts the push dialog is offered at once. */
export const PUSH_ACCOUNTS_MAX = 500;

export const PUSH_REFUSALS = {
  ACCOUNT_NOT_FOUND: '媒体账户不存在或无权推送',
  TOO_MANY: (pairs: number) => `一次最多推送${PUSH_PAIRS_MAX}个素材×账户组合，本次${pairs}个，请分批推送`,
  RUN_NOT_FOUND: '推送记录不存在',
} as const;

/** The materials by id, all of them visible to (or, with `change`, changeable by) the caller, else refused whole. */
async function materialsOf(db: Queryable, session: SessionUser, ids: readonly number[], change: boolean): Promise<PushMaterial[]> {
  const q = sqlOn(db);
  const rows = await q.selectFrom('materials as m').select(PUSH_FACT_COLUMNS).where(visibleMaterials(session)).where('m.id', 'in', ids.map(String)).execute();
  if (rows.length !== new Set(ids).size) throw materialNotFound();
  if (change) {
    const mine = await q.selectFrom('materials as m').select('m.id').where(changeableMaterials(session)).where('m.id', 'in', ids.map(String)).execute();
    if (mine.length !== rows.length) throw forbidden(MATERIAL_TEXTS.NOT_YOURS(rows.length - mine.length));
  }
  const byId = new Map(rows.map((r) => [Number(r.id), pushFacts(r)]));
  return ids.map((id) => byId.get(id)!);
}

function accountsQuery(db: Queryable, session: SessionUser) {
  return sqlOn(db)
    .selectFrom('media_accounts as a')
    .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
    .select(['a.id', 'a.account_name', 'a.account_id', 'a.media_code', 'a.sandbox', 'a.authorization_id', 'z.status as auth_status'])
    .where(accountInScope(session, 'a'))
    .where('a.bound', '=', true)
    .where('a.media_code', 'in', [...MEDIA_CODES]);
}

/** The accounts the caller may push to and, per media of them, the chosen materials its limits refuse. */
export async function pushTargets(server: Pick<ServerContext, 'db' | 'media'>, session: SessionUser, materialIds: readonly number[]): Promise<Schemas['MaterialPushTargets']> {
  const materials = await materialsOf(server.db, session, materialIds, false);
  const rows = await accountsQuery(server.db, session).orderBy('a.media_code').orderBy('a.account_name').orderBy('a.id').limit(PUSH_ACCOUNTS_MAX).execute();
  const media = MEDIA_CODES.filter((code) => rows.some((r) => r.media_code === code));
  return {
    accounts: rows.map((r) => ({ id: r.id, name: r.account_name, advertiserId: r.account_id, mediaCode: r.media_code as MediaCode, sandbox: r.sandbox, authorised: r.authorization_id !== null && r.auth_status === 'active' })),
    media: media.map((mediaCode) => {
      const limits = server.media.port(mediaCode).limits.material;
      return {
        mediaCode,
        refused: materials.flatMap((m) => {
          const reason = materialRefusal(mediaCode, limits, m);
          return reason ? [{ materialId: m.id, name: m.name, reason }] : [];
        }),
      };
    }),
  };
}

/** Stores a checked push (its pairs, those refused before any call already answered) and its job; answers the run. */
export async function startPush(server: ServerContext, session: SessionUser, actor: Actor, body: Schemas['MaterialPushStartRequest'], now: Date): Promise<Schemas['MaterialPushStart']> {
  const { db } = server;
  const pairsAsked = body.materialIds.length * body.accountIds.length;
  if (pairsAsked > PUSH_PAIRS_MAX) throw badRequest(PUSH_REFUSALS.TOO_MANY(pairsAsked));
  const materials = await materialsOf(db, session, body.materialIds, true);
  const rows = await accountsQuery(db, session).where('a.id', 'in', [...body.accountIds]).execute();
  if (rows.length !== new Set(body.accountIds).size) throw new Refusal(CODES.NOT_FOUND, PUSH_REFUSALS.ACCOUNT_NOT_FOUND);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const accounts: PushAccount[] = body.accountIds.map((id) => {
    const r = byId.get(id)!;
    return { id, media: r.media_code as MediaCode, advertiserId: r.account_id, name: r.account_name, authorizationId: r.auth_status === 'active' ? r.authorization_id : null };
  });
  const pairs = planPairs(materials, accounts, (media) => server.media.port(media).limits.material);
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const run = await q.insertInto('material_push_runs').values({ customer_id: session.customerId, user_id: session.userId, total: pairs.length, created_at: now }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < pairs.length; i += ITEM_INSERT_CHUNK) {
      await q
        .insertInto('material_push_items')
        .values(
          pairs.slice(i, i + ITEM_INSERT_CHUNK).map((p) => ({
            run_id: run.id,
            seq: p.seq,
            material_id: p.material.id,
            material_name: p.material.name,
            md5: p.material.md5,
            account_id: p.account.id,
            account_name: p.account.name,
            advertiser_id: p.account.advertiserId,
            media_code: p.account.media,
            ok: p.refusal === null ? null : false,
            reason: p.refusal,
          })),
        )
        .execute();
    }
    const job = await enqueue(tx, materialPushJob, { runId: run.id }, { companyId: session.customerId, actor, dedupeKey: `material-push:${run.id}`, now });
    await q.updateTable('material_push_runs').set({ job_id: job.id }).where('id', '=', run.id).execute();
    return { pushId: run.id, jobId: job.id, total: pairs.length, refusedBeforeCall: pairs.filter((p) => p.refusal !== null).length };
  });
}

/** Rows per INSERT of a push's pairs (about 11 parameters a row). */
const ITEM_INSERT_CHUNK = 1000;

/** A push the caller may read: their own, or any of the company's for those who see the whole company. */
export async function pushView(db: Queryable, session: SessionUser, pushId: number): Promise<Schemas['MaterialPushRun']> {
  const q = sqlOn(db);
  let select = q.selectFrom('material_push_runs').selectAll().where('id', '=', pushId).where('customer_id', '=', session.customerId);
  if (!seesWholeCompany(session.role)) select = select.where('user_id', '=', session.userId);
  const run = await select.executeTakeFirst();
  if (!run) throw new Refusal(CODES.NOT_FOUND, PUSH_REFUSALS.RUN_NOT_FOUND);
  const items = await q
    .selectFrom('material_push_items')
    .select(['material_id', 'material_name', 'md5', 'media_code', 'account_id', 'advertiser_id', 'account_name', 'ok', 'media_material_id', 'reason', 'sent_at'])
    .where('run_id', '=', run.id)
    .orderBy('seq')
    .execute();
  const results = items.map((i) => ({
    materialId: i.material_id === null ? null : Number(i.material_id),
    materialName: i.material_name,
    md5: i.md5.trim(),
    mediaCode: i.media_code as MediaCode,
    mediaAccountId: i.account_id,
    advertiserId: i.advertiser_id,
    accountName: i.account_name,
    state: i.ok === true ? ('succeeded' as const) : i.ok === false ? ('refused' as const) : i.sent_at !== null ? ('sent' as const) : ('waiting' as const),
    mediaMaterialId: i.media_material_id,
    reason: i.reason,
  }));
  return {
    pushId: run.id,
    jobId: run.job_id,
    state: run.state,
    total: run.total,
    done: results.filter((r) => r.state === 'succeeded' || r.state === 'refused').length,
    succeeded: results.filter((r) => r.state === 'succeeded').length,
    refused: results.filter((r) => r.state === 'refused').length,
    createdAt: formatChinaTime(new Date(run.created_at)),
    finishedAt: run.finished_at ? formatChinaTime(new Date(run.finished_at)) : null,
    results,
  };
}
