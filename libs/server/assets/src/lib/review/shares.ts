// Share links of 素材审核: a sharer hands a set of materials to someone outside the desk with a random token
// (256 bits), an expiry, an optional password (a scrypt hash, the logins' own), a guest name and rights
// (comment only, or comment and decide); they list their live links and revoke them.
import { randomBytes } from 'node:crypto';
import type { components } from '@toufang/api/contract';
import { formatChinaTime } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { CODES, Refusal, hashPassword, type SessionUser } from '@toufang/server-http';
import { materialNotFound } from '../materials/texts';
import { visibleMaterials } from '../materials/visibility';
import { REVIEW_TEXTS, SHARE_NAMES_SHOWN } from './texts';

type CreateRequest = components['schemas']['MaterialReviewShareCreateRequest'];
type Share = components['schemas']['MaterialReviewShare'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Random bytes of a token: 256 bits, 43 characters of base64url. */
const TOKEN_BYTES = 32;

/** The desk path a guest opens (the route materialReviewShare of libs/assets). */
export const sharePath = (token: string) => `/common-app/material-review-share/${token}`;

export const newShareToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

interface ShareRow {
  id: number;
  token: string;
  guest_name: string;
  rights: 'comment' | 'approve';
  password_hash: string | null;
  expires_at: Date;
  created_at: Date;
}

async function shareAnswers(db: Queryable, rows: readonly ShareRow[]): Promise<Share[]> {
  if (rows.length === 0) return [];
  const items = await sqlOn(db)
    .selectFrom('material_review_share_items as i')
    .innerJoin('materials as m', 'm.id', 'i.material_id')
    .select(['i.share_id', 'm.name'])
    .where('i.share_id', 'in', rows.map((r) => r.id))
    .orderBy('m.id')
    .execute();
  const names = new Map<number, string[]>();
  for (const item of items) names.set(item.share_id, [...(names.get(item.share_id) ?? []), item.name]);
  return rows.map((row) => ({
    id: row.id,
    token: row.token,
    path: sharePath(row.token),
    guestName: row.guest_name,
    rights: row.rights,
    hasPassword: row.password_hash !== null,
    expiresAt: formatChinaTime(row.expires_at),
    createdAt: formatChinaTime(row.created_at),
    materialCount: names.get(row.id)?.length ?? 0,
    materialNames: (names.get(row.id) ?? []).slice(0, SHARE_NAMES_SHOWN),
  }));
}

const SHARE_COLUMNS = ['id', 'token', 'guest_name', 'rights', 'password_hash', 'expires_at', 'created_at'] as const;

export async function createShare(db: Db, session: SessionUser, body: CreateRequest, now = new Date()): Promise<Share> {
  // Hashed before the transaction: scrypt takes its time and holds no lock.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const materials = await q.selectFrom('materials as m').select(['m.id', 'm.name']).where(visibleMaterials(session)).where('m.id', 'in', body.materialIds.map(String)).execute();
    if (materials.length !== body.materialIds.length) throw materialNotFound();
    const row = await q
      .insertInto('material_review_shares')
      .values({
        customer_id: session.customerId,
        token: newShareToken(),
        guest_name: body.guestName.trim(),
        rights: body.rights,
        password_hash: passwordHash,
        expires_at: new Date(now.getTime() + body.expiresInDays * DAY_MS),
        created_by: session.userId,
      })
      .returning(SHARE_COLUMNS)
      .executeTakeFirstOrThrow();
    await q.insertInto('material_review_share_items').values(materials.map((m) => ({ share_id: row.id, material_id: m.id }))).execute();
    await recordAudit(tx, {
      companyId: session.customerId,
      actor,
      object: { level: 'materialReviewShare', id: String(row.id), name: row.guest_name },
      action: 'material.review.share',
      actionName: '分享素材审核',
      after: { guestName: row.guest_name, rights: row.rights, hasPassword: passwordHash !== null, expiresAt: row.expires_at, materialIds: body.materialIds },
    });
    const [share] = await shareAnswers(tx, [row]);
    return share;
  });
}

/** The caller's links that still open: not revoked, not expired. */
export async function listShares(db: Queryable, session: SessionUser): Promise<Share[]> {
  const rows = await sqlOn(db)
    .selectFrom('material_review_shares')
    .select(SHARE_COLUMNS)
    .where('customer_id', '=', session.customerId)
    .where('created_by', '=', session.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return shareAnswers(db, rows);
}

export async function revokeShare(db: Db, session: SessionUser, id: number): Promise<{ revoked: boolean }> {
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const share = await q
      .selectFrom('material_review_shares')
      .select(['id', 'guest_name', 'revoked_at'])
      .where('id', '=', id)
      .where('customer_id', '=', session.customerId)
      .where('created_by', '=', session.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!share) throw new Refusal(CODES.NOT_FOUND, REVIEW_TEXTS.SHARE_NOT_FOUND);
    if (share.revoked_at !== null) return { revoked: false };
    await q.updateTable('material_review_shares').set({ revoked_at: new Date(), revoked_by: session.userId }).where('id', '=', id).execute();
    await recordAudit(tx, {
      companyId: session.customerId,
      actor,
      object: { level: 'materialReviewShare', id: String(id), name: share.guest_name },
      action: 'material.review.share.revoke',
      actionName: '撤销素材审核分享',
    });
    return { revoked: true };
  });
}
