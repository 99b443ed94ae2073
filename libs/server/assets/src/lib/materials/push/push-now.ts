// A push made within another write (a property's material field, docs/decisions.md "Issue 21: material
// fields"): the desk's materials made the account's own before the write's media call, synchronously. A
// material already pushed to the account (material_pushes) is reused; the rest go through the gateway's
// pushMaterials as the material.push job sends them, checked first against the media's format limits
// (push-plan.ts), and each that landed is recorded and audited as the job records it.
import type { MediaCode } from '@toufang/domain';
import { recordAuditBatch, type Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { isMediaError, type MaterialPushOutcome } from '@toufang/server-media';
import { visibleMaterials } from '../visibility';
import { recordLandedPush } from './push-landed';
import { materialRefusal, type PushMaterial } from './push-plan';
import { materialUpload, PUSH_FACT_COLUMNS, pushFacts } from './push-upload';

/** The account the materials go to; it has a live authorisation (the caller checked). */
export interface PushNowAccount {
  id: number;
  media: MediaCode;
  advertiserId: string;
  name: string;
  authorizationId: number;
}

/** One material's place in the account: its media id, or why it has none (in the media's words). */
export type MaterialInAccount = { materialId: number; ok: true; mediaMaterialId: string } | { materialId: number; ok: false; reason: string };

export const PUSH_NOW_TEXTS = {
  REJECTED: (reason: string | null) => `媒体审核未通过${reason ? `：${reason}` : ''}`,
  NO_ANSWER: '媒体未返回该素材的结果',
} as const;

/** The materials among `ids` the session sees (the library's visibility), with the facts a push needs. */
export async function visibleMaterialFacts(db: Queryable, session: SessionUser, ids: readonly number[]): Promise<PushMaterial[]> {
  if (ids.length === 0) return [];
  const rows = await sqlOn(db)
    .selectFrom('materials as m')
    .select(PUSH_FACT_COLUMNS)
    .where(visibleMaterials(session))
    .where('m.id', 'in', ids.map(String))
    .execute();
  return rows.map(pushFacts);
}

/**
 * Each material's media id in the account, pushing now those not pushed there yet. Answers one outcome per
 * material, in the order given: reused, pushed, or refused (the media's review refused the earlier push, its
 * format limits, or the media's answer to this push). What landed is recorded even when another is refused:
 * it is on the media either way, and the next write reuses it.
 */
export async function materialsInAccount(
  server: Pick<ServerContext, 'db' | 'media' | 'storage'>,
  /** Whose push it is: the company's files, recorded as this user's (a job passes its requester). */
  session: Pick<SessionUser, 'customerId' | 'userId'>,
  actor: Actor,
  account: PushNowAccount,
  materials: readonly PushMaterial[],
  now: Date,
): Promise<MaterialInAccount[]> {
  if (materials.length === 0) return [];
  const pushed = await sqlOn(server.db)
    .selectFrom('material_pushes')
    .select(['material_id', 'media_material_id', 'review_state', 'reject_reason'])
    .where('media_account_id', '=', account.id)
    .where('material_id', 'in', materials.map((m) => String(m.id)))
    .execute();
  const pushOf = new Map(pushed.map((p) => [Number(p.material_id), p]));
  const answers = new Map<number, MaterialInAccount>();
  const toSend: PushMaterial[] = [];
  const limits = server.media.port(account.media).limits.material;
  for (const m of materials) {
    const earlier = pushOf.get(m.id);
    if (earlier?.review_state === 'rejected') answers.set(m.id, { materialId: m.id, ok: false, reason: PUSH_NOW_TEXTS.REJECTED(earlier.reject_reason) });
    else if (earlier) answers.set(m.id, { materialId: m.id, ok: true, mediaMaterialId: earlier.media_material_id });
    else {
      const refusal = materialRefusal(account.media, limits, m);
      if (refusal) answers.set(m.id, { materialId: m.id, ok: false, reason: refusal });
      else if (!toSend.some((s) => s.id === m.id)) toSend.push(m);
    }
  }
  if (toSend.length > 0) {
    const gateway = server.media.gateway(account.media, account.authorizationId);
    const upload = (m: PushMaterial) => materialUpload(m, server.storage, session.customerId);
    let outcomes: MaterialPushOutcome[];
    try {
      outcomes = await gateway.pushMaterials({ advertiserIds: [account.advertiserId], materials: toSend.map(upload) });
    } catch (error) {
      if (!isMediaError(error)) throw error;
      outcomes = toSend.map((m) => ({ advertiserId: account.advertiserId, signature: m.md5, ok: false, mediaCode: error.mediaCode, reason: error.message }));
    }
    const outcomeOf = new Map(outcomes.map((o) => [o.signature.toLowerCase(), o]));
    const landed: { material: PushMaterial; mediaMaterialId: string }[] = [];
    const refused: { material: PushMaterial; reason: string; mediaCode?: string }[] = [];
    for (const m of toSend) {
      const o = outcomeOf.get(m.md5);
      if (o?.ok) landed.push({ material: m, mediaMaterialId: o.materialId });
      else refused.push({ material: m, reason: o ? o.reason : PUSH_NOW_TEXTS.NO_ANSWER, ...(o ? { mediaCode: o.mediaCode } : {}) });
    }
    // Where each landed and the media's answer to each, as the material.push job records a chunk.
    await server.db.transaction(async (tx) => {
      for (const l of landed) await recordLandedPush(tx, { materialId: l.material.id, accountId: account.id, media: account.media, mediaMaterialId: l.mediaMaterialId, pushedBy: session.userId, at: now });
      await recordAuditBatch(tx, [
        ...landed.map((l) => pushAudit(session, actor, account, now, l.material, l.mediaMaterialId, { outcome: 'ok' as const })),
        ...refused.map((r) => pushAudit(session, actor, account, now, r.material, null, { outcome: 'refused' as const, code: r.mediaCode, message: r.reason })),
      ]);
    });
    for (const l of landed) answers.set(l.material.id, { materialId: l.material.id, ok: true, mediaMaterialId: l.mediaMaterialId });
    for (const r of refused) answers.set(r.material.id, { materialId: r.material.id, ok: false, reason: r.reason });
  }
  return materials.map((m) => answers.get(m.id)!);
}

/**
 * The desk's materials the session sees behind media material ids of one account (material_pushes), by media
 * id; an id with none is left out. Several desk materials of one file share its media id: the oldest answers.
 */
export async function deskMaterialsOf(db: Queryable, session: SessionUser, accountId: number, mediaMaterialIds: readonly string[]): Promise<Map<string, number>> {
  if (mediaMaterialIds.length === 0) return new Map();
  const rows = await sqlOn(db)
    .selectFrom('material_pushes as p')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .select(['p.media_material_id', 'm.id'])
    .where(visibleMaterials(session))
    .where('p.media_account_id', '=', accountId)
    .where('p.media_material_id', 'in', [...new Set(mediaMaterialIds)])
    .orderBy('m.id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.media_material_id, Number(r.id)]));
}

/**
 * The company's materials behind media material ids of one account (material_pushes), by media id, with the
 * facts a push needs; an id with none is left out. For a job carrying an object's materials to other accounts
 * (the property push): the materials are already the object's, so the company's library answers, not one
 * person's view of it. Several desk materials of one file share its media id: the oldest answers.
 */
export async function companyMaterialsBehind(db: Queryable, customerId: number, accountId: number, mediaMaterialIds: readonly string[]): Promise<Map<string, PushMaterial>> {
  if (mediaMaterialIds.length === 0) return new Map();
  const rows = await sqlOn(db)
    .selectFrom('material_pushes as p')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .select(['p.media_material_id', 'm.id', 'm.name', 'm.md5', 'm.kind', 'm.format', 'm.size_bytes', 'm.width', 'm.height', 'm.duration_ms'])
    .where('m.customer_id', '=', customerId)
    .where('p.media_account_id', '=', accountId)
    .where('p.media_material_id', 'in', [...new Set(mediaMaterialIds)])
    .orderBy('m.id', 'desc')
    .execute();
  return new Map(
    rows.map((m) => [
      m.media_material_id,
      { id: Number(m.id), name: m.name, md5: m.md5.trim(), kind: m.kind, format: m.format, size: Number(m.size_bytes), width: m.width, height: m.height, durationMs: m.duration_ms },
    ]),
  );
}

function pushAudit(
  session: Pick<SessionUser, 'customerId'>,
  actor: Actor,
  account: PushNowAccount,
  at: Date,
  m: PushMaterial,
  mediaMaterialId: string | null,
  answer: { outcome: 'ok' } | { outcome: 'refused'; code?: string; message: string },
) {
  return {
    companyId: session.customerId,
    actor,
    at,
    media: account.media,
    account: { id: account.advertiserId, name: account.name },
    object: { level: 'material', id: mediaMaterialId ?? m.md5, name: m.name },
    action: 'material.push',
    actionName: '推送素材',
    before: null,
    after: { md5: m.md5, mediaMaterialId },
    answer,
  };
}
