// What a share link's guest does without a desk token: open the link (with its password when it has one),
// see its materials through signed file links, comment, and decide when the link allows. The token opens
// its own materials and nothing else: every call finds the material among the link's items, never by id
// alone, and the link's company is the only company it reaches.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from '@toufang/api/contract';
import { formatChinaTime } from '@toufang/domain';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { checkRate, verifyPassword, type PublicLimiters } from '@toufang/server-http';
import type { FileLinks } from '../materials/file-links';
import { commentsOf } from './queue';
import { commentOnly, notInShare, REVIEW_TEXTS, sharePassword, shareUnusable } from './texts';
import { recordVerdict, verdictReason, type Verdict } from './verdicts';

type View = components['schemas']['MaterialReviewShareView'];
type SharedMaterial = components['schemas']['SharedMaterial'];

export interface GuestDeps {
  db: Db;
  links: FileLinks;
  limiters: PublicLimiters;
  /** The server's kept secret: the access keys are signed under a key derived from it. */
  secret: string;
  now?: () => Date;
}

interface LiveShare {
  id: number;
  customer_id: number;
  token: string;
  guest_name: string;
  rights: 'comment' | 'approve';
  password_hash: string | null;
  expires_at: Date;
  sharer_name: string | null;
}

/** Why a link does not open, in the order a guest can act on: unknown, revoked, expired. */
export function shareProblem(share: { revoked_at: Date | null; expires_at: Date } | undefined, now: Date): string | null {
  if (!share) return REVIEW_TEXTS.SHARE_UNKNOWN;
  if (share.revoked_at !== null) return REVIEW_TEXTS.SHARE_REVOKED;
  if (share.expires_at.getTime() <= now.getTime()) return REVIEW_TEXTS.SHARE_EXPIRED;
  return null;
}

async function liveShare(db: Queryable, token: string, now: Date): Promise<LiveShare> {
  const share = await sqlOn(db)
    .selectFrom('material_review_shares as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.id', 's.customer_id', 's.token', 's.guest_name', 's.rights', 's.password_hash', 's.expires_at', 's.revoked_at', 'u.display_name as sharer_name'])
    .where('s.token', '=', token)
    .executeTakeFirst();
  const problem = shareProblem(share, now);
  if (problem || !share) throw shareUnusable(problem ?? REVIEW_TEXTS.SHARE_UNKNOWN);
  return share;
}

/** The key a guest's later calls carry: it proves the password was given, and fails once it changes. */
export function accessKeyOf(secret: string, share: { id: number; token: string; password_hash: string | null }): string {
  const key = createHmac('sha256', secret).update('toufang material review share access').digest();
  return createHmac('sha256', key).update([share.id, share.token, share.password_hash ?? ''].join('\n')).digest('hex');
}

function checkAccessKey(secret: string, share: LiveShare, given: string): void {
  const expected = Buffer.from(accessKeyOf(secret, share), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw sharePassword(REVIEW_TEXTS.ACCESS_KEY_STALE);
}

/** The link's materials (all, or the one asked for), as a guest sees them. */
async function sharedMaterials(db: Queryable, links: FileLinks, share: LiveShare, materialId?: number): Promise<SharedMaterial[]> {
  let q = sqlOn(db)
    .selectFrom('material_review_share_items as i')
    .innerJoin('materials as m', 'm.id', 'i.material_id')
    .leftJoin('material_reviews as r', 'r.material_id', 'm.id')
    .select(['m.id', 'm.customer_id', 'm.md5', 'm.name', 'm.kind', 'm.mime', 'm.width', 'm.height', 'm.duration_ms', 'm.has_poster', 'r.state', 'r.reason'])
    .where('i.share_id', '=', share.id)
    // The link's company only, whatever the items say.
    .where('m.customer_id', '=', share.customer_id)
    .orderBy('m.id');
  if (materialId !== undefined) q = q.where('m.id', '=', String(materialId));
  const rows = await q.execute();
  const comments = await commentsOf(db, rows.map((r) => String(r.id)));
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      name: row.name,
      kind: row.kind,
      width: row.width,
      height: row.height,
      durationMs: row.kind === 'video' ? row.duration_ms : null,
      thumbnailUrl: await links.link(row.customer_id, row.md5, 'thumbnail'),
      posterUrl: row.has_poster ? await links.link(row.customer_id, row.md5, 'poster') : null,
      fileUrl: await links.link(row.customer_id, row.md5, 'original', { contentType: row.mime }),
      state: row.state ?? 'pending',
      reason: row.reason ?? null,
      comments: comments.get(String(row.id)) ?? [],
    })),
  );
}

async function oneMaterial(db: Queryable, links: FileLinks, share: LiveShare, materialId: number): Promise<SharedMaterial> {
  const [material] = await sharedMaterials(db, links, share, materialId);
  if (!material) throw notInShare();
  return material;
}

export function guestActions(deps: GuestDeps) {
  const { db, links, limiters, secret } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every call of a link counts against the address's minute before anything is read. */
  async function share(address: string, token: string, accessKey: string): Promise<LiveShare> {
    checkRate(limiters, 'materialReviewShare', address);
    const found = await liveShare(db, token, now());
    checkAccessKey(secret, found, accessKey);
    return found;
  }

  return {
    async open(address: string, body: { token: string; password?: string }): Promise<View> {
      checkRate(limiters, 'materialReviewShare', address);
      const found = await liveShare(db, body.token, now());
      if (found.password_hash !== null) {
        if (!body.password) throw sharePassword(REVIEW_TEXTS.PASSWORD_REQUIRED);
        // Each password tried counts apart, at a tighter rate (docs/decisions.md).
        checkRate(limiters, 'materialReviewSharePassword', address);
        if (!(await verifyPassword(body.password, found.password_hash, address))) throw sharePassword(REVIEW_TEXTS.PASSWORD_WRONG);
      }
      return {
        guestName: found.guest_name,
        rights: found.rights,
        expiresAt: formatChinaTime(found.expires_at),
        sharerName: found.sharer_name ?? '',
        accessKey: accessKeyOf(secret, found),
        materials: await sharedMaterials(db, links, found),
      };
    },

    async comment(address: string, body: { token: string; accessKey: string; materialId: number; text: string }): Promise<SharedMaterial> {
      const found = await share(address, body.token, body.accessKey);
      await oneMaterial(db, links, found, body.materialId);
      await sqlOn(db)
        .insertInto('material_review_comments')
        .values({ material_id: body.materialId, customer_id: found.customer_id, author_id: null, author_name: found.guest_name, share_id: found.id, body: body.text.trim() })
        .execute();
      return oneMaterial(db, links, found, body.materialId);
    },

    async decide(address: string, body: { token: string; accessKey: string; materialId: number; verdict: Verdict; reason?: string }): Promise<SharedMaterial> {
      const found = await share(address, body.token, body.accessKey);
      if (found.rights !== 'approve') throw commentOnly();
      const reason = verdictReason(body.verdict, body.reason);
      const material = await oneMaterial(db, links, found, body.materialId);
      await db.transaction(async (tx) => {
        const actor = { kind: 'system' as const, name: REVIEW_TEXTS.GUEST(found.guest_name) };
        await recordVerdict(tx, { customerId: found.customer_id, actor, userId: null, shareId: found.id }, [material], body.verdict, reason);
      });
      return oneMaterial(db, links, found, body.materialId);
    },
  };
}
