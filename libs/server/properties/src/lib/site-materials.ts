// An H5 page's pictures and videos as the account's own materials (docs/design/properties.md §6.7): the builder
// names the desk's 素材 (the 素材库's id); before the page goes to the media, each such brick is made to name the
// media's copy in the page's account, pushed first when the account has none, and recorded in material_pushes as
// the 素材库's push records it. An id that is not one of the caller's materials is taken as the media's own (a
// page saved before names the media's ids). Only values with bricks are touched.
import { deskMaterialsOf, visibleMaterials } from '@toufang/server-assets';
import type { FileStorage } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { isMediaError, type MaterialUpload, type MediaGateway } from '@toufang/server-media';
import { refused } from './texts';

type Values = Readonly<Record<string, unknown>>;
interface Brick {
  readonly type?: unknown;
  readonly material_id?: unknown;
}

/** What the mapping reads: the database, the file storage (a push sends the file), who asks and when. */
export interface SiteMaterialContext {
  readonly db: Db;
  readonly storage: FileStorage;
  readonly session: SessionUser;
  readonly now: () => Date;
}

export const SITE_MATERIAL_TEXTS = {
  PUSH_FAILED: (name: string, reason: string) => `素材「${name}」推送到账户失败：${reason}`,
} as const;

/** The material ids a page's image and video bricks name, as strings (the contract bounds them to digits). */
export function brickMaterialIds(values: Values): string[] {
  const bricks = Array.isArray(values.bricks) ? (values.bricks as Brick[]) : [];
  return [...new Set(bricks.filter((b) => (b.type === 'image' || b.type === 'video') && typeof b.material_id === 'string').map((b) => b.material_id as string))];
}

/** The values with each brick's material id replaced where `ids` maps it; the rest as they were. */
export function withBrickMaterials(values: Values, ids: ReadonlyMap<string, string>): Values {
  if (!Array.isArray(values.bricks) || ids.size === 0) return values;
  const bricks = (values.bricks as Brick[]).map((b) =>
    (b.type === 'image' || b.type === 'video') && typeof b.material_id === 'string' && ids.has(b.material_id) ? { ...b, material_id: ids.get(b.material_id) } : b,
  );
  return { ...values, bricks };
}

/** The desk's ids as the bigint column takes them (a media's 19-digit id may pass int8: such ids are not the desk's). */
const deskId = (id: string) => id.length <= 15;

/**
 * The page's values naming the account's copies of the caller's materials; a material the account lacks is
 * pushed in one call through the gateway. A refusal of the media names the material in 1701.
 */
export async function siteMaterialsOnMedia(ctx: SiteMaterialContext, gateway: MediaGateway, account: { id: number; advertiserId: string; media: string }, values: Values): Promise<Values> {
  const ids = brickMaterialIds(values).filter(deskId);
  if (ids.length === 0) return values;
  const q = sqlOn(ctx.db);
  const materials = await q
    .selectFrom('materials as m')
    .select(['m.id', 'm.name', 'm.md5', 'm.kind', 'm.format', 'm.size_bytes', 'm.width', 'm.height', 'm.duration_ms', 'm.customer_id'])
    .where(visibleMaterials(ctx.session))
    .where('m.id', 'in', ids.map(Number))
    .execute();
  if (materials.length === 0) return values;
  const pushed = await q
    .selectFrom('material_pushes')
    .select(['material_id', 'media_material_id'])
    .where('media_account_id', '=', account.id)
    .where('material_id', 'in', materials.map((m) => m.id))
    .execute();
  const mapped = new Map(pushed.map((p) => [String(p.material_id), p.media_material_id]));
  const missing = materials.filter((m) => !mapped.has(String(m.id)));
  if (missing.length > 0) {
    const uploads = missing.map(
      (m): MaterialUpload => ({
        kind: m.kind,
        signature: m.md5.trim(),
        format: m.format,
        fileName: m.name,
        width: m.width,
        height: m.height,
        size: Number(m.size_bytes),
        duration: m.duration_ms === null ? undefined : m.duration_ms / 1000,
        content: () => fileStream(ctx.storage, m.customer_id, m.md5.trim()),
      }),
    );
    let outcomes;
    try {
      outcomes = await gateway.pushMaterials({ advertiserIds: [account.advertiserId], materials: uploads });
    } catch (error) {
      if (isMediaError(error)) throw refused(SITE_MATERIAL_TEXTS.PUSH_FAILED(missing[0].name, error.message));
      throw error;
    }
    const at = ctx.now();
    for (const m of missing) {
      const outcome = outcomes.find((o) => o.advertiserId === account.advertiserId && o.signature.toLowerCase() === m.md5.trim());
      if (!outcome?.ok) throw refused(SITE_MATERIAL_TEXTS.PUSH_FAILED(m.name, outcome && !outcome.ok ? outcome.reason : '媒体未返回该素材的结果'));
      await q
        .insertInto('material_pushes')
        .values({
          material_id: m.id,
          media_account_id: account.id,
          media_code: account.media,
          media_material_id: outcome.materialId,
          review_state: 'reviewing',
          reject_reason: null,
          quality_labels: [],
          pushed_by: ctx.session.userId,
          pushed_at: at,
          checked_at: at,
        })
        .onConflict((oc) => oc.columns(['material_id', 'media_account_id']).doUpdateSet({ media_material_id: outcome.materialId, pushed_by: ctx.session.userId, pushed_at: at }))
        .execute();
      mapped.set(String(m.id), outcome.materialId);
    }
  }
  return withBrickMaterials(values, mapped);
}

/**
 * The stored page's values with each brick's media id turned back into the desk material behind it in the page's
 * account (material_pushes, among the materials the caller sees), so the builder edits desk materials and a save
 * maps them again (siteMaterialsOnMedia); a media id with no desk material behind it stays as it is.
 */
export async function siteMaterialsOnDesk(db: Db, session: SessionUser, accountId: number, values: Values): Promise<Values> {
  const ids = brickMaterialIds(values);
  if (ids.length === 0) return values;
  const desk = await deskMaterialsOf(db, session, accountId, ids);
  return withBrickMaterials(values, new Map([...desk].map(([media, id]) => [media, String(id)])));
}

/** The file's bytes from the desk's storage, opened for the call that reads them. */
async function* fileStream(storage: FileStorage, customerId: number, md5: string): AsyncIterable<Uint8Array> {
  const read = await storage.get({ customerId, md5 });
  for await (const chunk of read.stream as AsyncIterable<Uint8Array>) yield chunk;
}
