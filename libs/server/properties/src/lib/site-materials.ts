// An H5 page's pictures and videos as the account's own materials (docs/design/properties.md §6.7): the builder
// names the desk's 素材 (the 素材库's id); before the page goes to the media, each such brick is made to name the
// media's copy in the page's account, pushed first when the account has none, recorded and audited as the 素材库's
// push records it. An id that is not one of the caller's materials is taken as the media's own (a
// page saved before names the media's ids). Only values with bricks are touched.
import { deskMaterialsOf, materialsInAccount, visibleMaterialFacts, type PushNowAccount } from '@toufang/server-assets';
import type { Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import type { Db } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { refused } from './texts';

type Values = Readonly<Record<string, unknown>>;
interface Brick {
  readonly type?: unknown;
  readonly material_id?: unknown;
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
 * The page's values naming the account's copies of the caller's materials, through the push a material field's
 * write makes (materialsInAccount: reused from material_pushes, checked against the media's format limits,
 * pushed, recorded and audited as the 素材库's push). A refusal names the material in 1701.
 */
export async function siteMaterialsOnMedia(
  server: Pick<ServerContext, 'db' | 'media' | 'storage'>,
  session: SessionUser,
  actor: Actor,
  account: PushNowAccount,
  values: Values,
  now: Date,
): Promise<Values> {
  const ids = brickMaterialIds(values).filter(deskId);
  const materials = await visibleMaterialFacts(server.db, session, ids.map(Number));
  if (materials.length === 0) return values;
  const answers = await materialsInAccount(server, session, actor, account, materials, now);
  const refusal = answers.find((a): a is Extract<typeof a, { ok: false }> => !a.ok);
  if (refusal) throw refused(SITE_MATERIAL_TEXTS.PUSH_FAILED(materials.find((m) => m.id === refusal.materialId)?.name ?? String(refusal.materialId), refusal.reason));
  return withBrickMaterials(values, new Map(answers.flatMap((a) => (a.ok ? [[String(a.materialId), a.mediaMaterialId] as const] : []))));
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
