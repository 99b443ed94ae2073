// A property's material fields (the limits' MATERIAL_FIELDS, the port's `materialFields`): the browser's 素材库
// picker sends the desk's material ids, but the media takes only its own (the id it gave the material in that
// account). Before a create or an edit reaches the media, every desk material is made the account's own
// (reused from material_pushes, or pushed now through the asset library's push) and its media id put in its
// place; reading the object back puts the desk's ids again, so the picker shows the desk's materials. A push to
// other accounts (推送到账户) carries each material to each target the same way (copiesInTargets). The
// mapping itself (materialFieldsOf, idsIn, deskIdOf, replaceMaterialIds, copiedValues) is pure, tested in
// material-fields.spec.ts; the rest reads the database and calls the media, tried by the contract spec.
import { companyMaterialsBehind, materialsInAccount, deskMaterialsOf, visibleMaterialFacts, type MaterialInAccount, type PushMaterial, type PushNowAccount } from '@toufang/server-assets';
import type { MaterialKind } from '@toufang/domain';
import type { Db } from '@toufang/server-db';
import type { PropertyTypeSpec, PropertyValues } from '@toufang/server-media';
import type { Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { badRequest, type SessionUser } from '@toufang/server-http';
import { PROPERTY_TEXTS, refused } from './texts';

/** A material field as the mapping reads it: its name in the values, the kind it takes, its label. */
export interface MaterialField {
  name: string;
  kind: MaterialKind;
  label: string;
}

/** The type's material fields, in a stable order. */
export function materialFieldsOf(spec: Pick<PropertyTypeSpec, 'materialFields'>): MaterialField[] {
  return Object.entries(spec.materialFields)
    .map(([name, f]) => ({ name, kind: f.kind, label: f.label }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A material field's ids as the values hold them (a list, or one id), as strings; an absent field holds none. */
export function idsIn(values: PropertyValues, field: string): string[] {
  const value = values[field];
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map((v) => String(v));
}

/** A desk material's id as the picker sends it: a positive integer written plainly, else null. */
export function deskIdOf(id: string): number | null {
  return /^[1-9][0-9]{0,17}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}

/**
 * The values with every id of the material fields replaced by `map` (ids it does not hold stay as they were),
 * keeping each field's shape: a list stays a list, a single id a single id (as the same type of value).
 */
export function replaceMaterialIds(values: PropertyValues, fields: readonly MaterialField[], map: (id: string) => string | undefined): PropertyValues {
  const next: Record<string, unknown> = { ...values };
  for (const { name } of fields) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) next[name] = value.map((v) => map(String(v)) ?? v);
    else next[name] = map(String(value)) ?? value;
  }
  return next;
}

/** Where a write's material fields go: the account (with a live authorisation) and the ids to keep as they are. */
export interface MaterialTarget {
  account: PushNowAccount;
  /** Media ids the stored object already holds with no desk material behind them: sent back unchanged. */
  keep: ReadonlySet<string>;
}

/**
 * The values with the desk's material ids replaced by the account's media ids, pushing to the account what it
 * lacks. 400 (naming the field) for an id the caller does not see or of the wrong kind; 1701 with the media's
 * words for a material the media refuses. Fields the type does not declare are left to the media's own rules.
 */
export async function toMediaMaterials(
  server: Pick<ServerContext, 'db' | 'media' | 'storage'>,
  session: SessionUser,
  actor: Actor,
  spec: Pick<PropertyTypeSpec, 'materialFields'>,
  target: MaterialTarget,
  values: PropertyValues,
  now: Date,
): Promise<PropertyValues> {
  const fields = materialFieldsOf(spec);
  if (fields.length === 0) return values;
  // Which desk material each field asks for (an id kept as the media's own is no desk material).
  const asked = fields.map((field) => ({ field, ids: idsIn(values, field.name).filter((id) => !target.keep.has(id)) }));
  const deskIds = [...new Set(asked.flatMap((a) => a.ids.map(deskIdOf).filter((id): id is number => id !== null)))];
  const facts = new Map((await visibleMaterialFacts(server.db, session, deskIds)).map((m) => [m.id, m]));
  const chosen = new Map<number, PushMaterial>();
  for (const { field, ids } of asked) {
    for (const id of ids) {
      const desk = deskIdOf(id);
      const material = desk === null ? undefined : facts.get(desk);
      if (!material) throw badRequest(PROPERTY_TEXTS.MATERIAL_UNKNOWN(field.label, id));
      if (material.kind !== field.kind) throw badRequest(PROPERTY_TEXTS.MATERIAL_WRONG_KIND(field.label, material.name, field.kind));
      chosen.set(material.id, material);
    }
  }
  const answers = await materialsInAccount(server, session, actor, target.account, [...chosen.values()], now);
  const refusal = answers.find((a): a is Extract<typeof a, { ok: false }> => !a.ok);
  if (refusal) {
    const field = asked.find((a) => a.ids.some((id) => deskIdOf(id) === refusal.materialId))!.field;
    throw refused(PROPERTY_TEXTS.MATERIAL_REFUSED(field.label, chosen.get(refusal.materialId)!.name, refusal.reason));
  }
  const mediaIdOf = new Map(answers.flatMap((a) => (a.ok ? [[String(a.materialId), a.mediaMaterialId] as const] : [])));
  return replaceMaterialIds(values, fields, (id) => (target.keep.has(id) ? undefined : mediaIdOf.get(String(deskIdOf(id)))));
}

/** The stored values with the media's material ids turned back into the desk's where the caller sees one. */
export async function toDeskMaterials(db: Db, session: SessionUser, spec: Pick<PropertyTypeSpec, 'materialFields'>, accountId: number, values: PropertyValues): Promise<PropertyValues> {
  const fields = materialFieldsOf(spec);
  if (fields.length === 0) return values;
  const desk = await deskMaterialsOf(db, session, accountId, fields.flatMap((f) => idsIn(values, f.name)));
  return replaceMaterialIds(values, fields, (id) => {
    const found = desk.get(id);
    return found === undefined ? undefined : String(found);
  });
}

/** Media ids in the stored values' material fields with no desk material the caller sees: kept on an edit. */
export async function mediaOnlyIds(db: Db, session: SessionUser, spec: Pick<PropertyTypeSpec, 'materialFields'>, accountId: number, values: PropertyValues): Promise<Set<string>> {
  const ids = materialFieldsOf(spec).flatMap((f) => idsIn(values, f.name));
  const desk = await deskMaterialsOf(db, session, accountId, ids);
  return new Set(ids.filter((id) => !desk.has(id)));
}

/** A copy's values in one target account (推送到账户), or why the pair cannot go. */
export type CopyValues = { ok: true; values: PropertyValues } | { ok: false; reason: string };

/**
 * A source's values as its copy in a target takes them: each media id of the source account replaced by the
 * target's own id of the same desk material (`behind`: source media id → desk material; `inTarget`: desk id →
 * its place in the target). A media id with no desk material behind it cannot be carried, nor one the target
 * refused: the pair fails naming the field.
 */
export function copiedValues(
  values: PropertyValues,
  fields: readonly MaterialField[],
  behind: ReadonlyMap<string, Pick<PushMaterial, 'id' | 'name'>>,
  inTarget: ReadonlyMap<number, MaterialInAccount>,
): CopyValues {
  for (const field of fields) {
    for (const id of idsIn(values, field.name)) {
      const desk = behind.get(id);
      if (!desk) return { ok: false, reason: PROPERTY_TEXTS.MATERIAL_NOT_IN_LIBRARY(field.label, id) };
      const there = inTarget.get(desk.id);
      if (!there?.ok) return { ok: false, reason: PROPERTY_TEXTS.MATERIAL_REFUSED(field.label, desk.name, there ? there.reason : PROPERTY_TEXTS.MATERIAL_NO_ANSWER) };
    }
  }
  return {
    ok: true,
    values: replaceMaterialIds(values, fields, (id) => {
      const there = inTarget.get(behind.get(id)?.id ?? 0);
      return there?.ok ? there.mediaMaterialId : undefined;
    }),
  };
}

/**
 * The copies' values of a push's pairs from one source account, by target advertiser id and then source media
 * id: the source's materials found in the company's library through material_pushes of the source account,
 * made each target's own (reused, or pushed now as a write's are) and their ids put in place. Null when the
 * type has no material fields (the copies take the source's values as they are).
 */
export async function copiesInTargets(
  server: Pick<ServerContext, 'db' | 'media' | 'storage'>,
  owner: { customerId: number; userId: number },
  actor: Actor,
  spec: Pick<PropertyTypeSpec, 'materialFields'>,
  sourceAccountId: number,
  sources: ReadonlyMap<string, PropertyValues>,
  targets: readonly PushNowAccount[],
  now: Date,
): Promise<Map<string, Map<string, CopyValues>> | null> {
  const fields = materialFieldsOf(spec);
  if (fields.length === 0) return null;
  const idsOf = (values: PropertyValues) => fields.flatMap((f) => idsIn(values, f.name));
  const behind = await companyMaterialsBehind(server.db, owner.customerId, sourceAccountId, [...sources.values()].flatMap(idsOf));
  // Only the materials of sources that can be carried whole are pushed.
  const wanted = new Map<number, PushMaterial>();
  for (const values of sources.values()) {
    const found = idsOf(values).map((id) => behind.get(id));
    if (found.every((m) => m !== undefined)) for (const m of found) wanted.set(m.id, m);
  }
  const out = new Map<string, Map<string, CopyValues>>();
  for (const target of targets) {
    const answers = await materialsInAccount(server, owner, actor, target, [...wanted.values()], now);
    const inTarget = new Map(answers.map((a) => [a.materialId, a]));
    out.set(target.advertiserId, new Map([...sources].map(([id, values]) => [id, copiedValues(values, fields, behind, inTarget)])));
  }
  return out;
}
