// An existing object opened in the creation editor (issue 22 "Update and copy"): read from the desk's copy of the
// media's objects (delivery_objects, whose attributes hold what the media answers for an object: settings under
// the media's keys, material_ids, titles) and the packs it is bound to (property_bindings), as a creation body.
// update opens the object alone; copy the object with its parents and children; copyPlan the top-level object
// with every child (docs/decisions.md "Issue 22: update and copy").
import type { CreationField, CreationTemplateBody, CreationVariantSpec, DeliveryLevel, LevelSettings, MediaCode, NameRule } from '@toufang/domain';
import { variantSpecOf, variantsOf } from '@toufang/server-creation';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest, CODES, Refusal, type SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { EXISTING_TEXTS as T } from './texts';

export type ExistingMode = 'update' | 'copy' | 'copyPlan';

export interface ExistingObject {
  level: DeliveryLevel;
  id: string;
  name: string;
  parentId: string | null;
  accountId: number;
  status: string;
  budget: number | null;
  bid: number | null;
  settings: LevelSettings;
}

export interface ExistingLock {
  level: DeliveryLevel;
  field: string;
  reason: string;
}

export interface Existing {
  media: MediaCode;
  variant: string;
  mode: ExistingMode;
  level: DeliveryLevel;
  id: string;
  name: string;
  body: CreationTemplateBody;
  locked: ExistingLock[];
  objects: ExistingObject[];
}

export const notFound = () => new Refusal(CODES.NOT_FOUND, T.NOT_FOUND);

interface Row {
  object_id: string;
  level: string;
  parent_id: string | null;
  name: string;
  account_id: number;
  opt_status: string;
  budget_fen: string | number | null;
  bid_fen: string | number | null;
  material_id: string | null;
  attributes: Record<string, string>;
}

const yuan = (fen: string | number | null) => (fen === null ? null : Number(fen) / 100);

/** The variant whose levels hold this level (a media's plain variant first). */
export function variantOfLevel(media: MediaCode, level: DeliveryLevel): CreationVariantSpec | null {
  for (const variant of variantsOf(media)) {
    const spec = variantSpecOf(media, variant);
    if (spec?.levels.some((l) => l.level === level)) return spec;
  }
  return null;
}

/** A field's value from the media's attribute text: strings stay, others were answered as JSON. */
function decode(field: CreationField, text: string): unknown {
  if (field.kind === 'money' || field.kind === 'number') return Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (field.kind === 'text' || field.kind === 'select' || field.kind === 'schedule') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The level's settings the object carries, by the variant's fields; budget and bid from the desk's columns. */
export function settingsOf(spec: CreationVariantSpec, row: Row): LevelSettings {
  const fields = spec.levels.find((l) => l.level === row.level)?.fields ?? [];
  const out: LevelSettings = {};
  for (const field of fields) {
    const text = row.attributes?.[field.key];
    const value = text === undefined ? undefined : decode(field, text);
    if (value !== undefined) out[field.key] = value;
    else if (field.errorPrevention === 'bid' && row.bid_fen !== null) out[field.key] = yuan(row.bid_fen);
    else if ((field.errorPrevention === 'budgetAd' || field.errorPrevention === 'budgetPlan') && row.budget_fen !== null) out[field.key] = yuan(row.budget_fen);
    else if (field.kind === 'schedule' && row.attributes?.schedule) out[field.key] = row.attributes.schedule;
    else if (field.default !== undefined) out[field.key] = field.default;
  }
  return out;
}

/** One object of the caller's company on an account they see, or 404 like a missing one. */
export async function objectInScope(db: Queryable, session: SessionUser, media: MediaCode, id: string, level?: DeliveryLevel): Promise<Row> {
  let q = sqlOn(db)
    .selectFrom('delivery_objects as o')
    .innerJoin('media_accounts as a', 'a.id', 'o.account_id')
    .select(['o.object_id', 'o.level', 'o.parent_id', 'o.name', 'o.account_id', 'o.opt_status', 'o.budget_fen', 'o.bid_fen', 'o.material_id', 'o.attributes'])
    .where('o.media_code', '=', media)
    .where('o.object_id', '=', id)
    .where('o.customer_id', '=', session.customerId)
    .where('o.opt_status', '<>', 'deleted')
    .where(accountInScope(session, 'a'));
  if (level) q = q.where('o.level', '=', level);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as Row;
}

async function rowsOfAccount(db: Queryable, media: MediaCode, accountId: number, levels: readonly string[]): Promise<Row[]> {
  const rows = await sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['object_id', 'level', 'parent_id', 'name', 'account_id', 'opt_status', 'budget_fen', 'bid_fen', 'material_id', 'attributes'])
    .where('media_code', '=', media)
    .where('account_id', '=', accountId)
    .where('level', 'in', [...levels])
    .where('opt_status', '<>', 'deleted')
    .orderBy('created_at')
    .orderBy('object_id')
    .execute();
  return rows as Row[];
}

/** The objects a mode opens: the object alone; or its ancestors, itself and its descendants, parents first. */
async function objectsOf(db: Queryable, spec: CreationVariantSpec, media: MediaCode, root: Row, mode: ExistingMode): Promise<Row[]> {
  if (mode === 'update') return [root];
  const levels = spec.levels.map((l) => l.level);
  const all = await rowsOfAccount(db, media, root.account_id, levels);
  const byId = new Map(all.map((r) => [`${r.level}:${r.object_id}`, r]));
  const depth = (r: Row) => levels.indexOf(r.level as DeliveryLevel);
  const parentOf = (r: Row) => (r.parent_id === null || depth(r) <= 0 ? undefined : byId.get(`${levels[depth(r) - 1]}:${r.parent_id}`));
  // copyPlan starts at the top: a lower object's top-level ancestor.
  let top = byId.get(`${root.level}:${root.object_id}`) ?? root;
  if (mode === 'copyPlan') for (let p = parentOf(top); p; p = parentOf(p)) top = p;
  const chain: Row[] = [];
  for (let p = parentOf(top); p; p = parentOf(p)) chain.unshift(p);
  const kept = new Set<Row>([...chain, top]);
  // Descendants: every object whose parent is kept, level by level.
  for (let d = depth(top) + 1; d < levels.length; d += 1) {
    for (const r of all) if (depth(r) === d) {
      const p = parentOf(r);
      if (p && kept.has(p)) kept.add(r);
    }
  }
  return all.filter((r) => kept.has(r)).sort((a, b) => depth(a) - depth(b));
}

/** The desk's targeting packs the objects are bound to, in first-use order. */
async function packsOf(db: Queryable, media: MediaCode, accountId: number, objectIds: readonly string[]) {
  if (objectIds.length === 0) return [];
  const rows = await sqlOn(db)
    .selectFrom('property_bindings as b')
    .innerJoin('media_properties as p', (j) =>
      j.onRef('p.account_id', '=', 'b.account_id').onRef('p.media_code', '=', 'b.media_code').onRef('p.media_property_id', '=', 'b.media_property_id').onRef('p.property_type', '=', 'b.property_type'),
    )
    .select(['b.object_id', 'p.id', 'p.name'])
    .where('b.media_code', '=', media)
    .where('b.account_id', '=', accountId)
    .where('b.property_type', '=', 'target')
    .where('b.role', '<>', 'exclude')
    .where('b.object_id', 'in', [...objectIds])
    .execute();
  return rows.map((r) => ({ objectId: r.object_id, propertyId: Number(r.id), name: r.name }));
}

/** The desk's material ids of the media's ids in the account (the asset library's pushes). */
async function deskMaterials(db: Queryable, media: MediaCode, accountId: number, mediaIds: readonly string[]): Promise<Map<string, number>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await sqlOn(db)
    .selectFrom('material_pushes')
    .select(['material_id', 'media_material_id'])
    .where('media_code', '=', media)
    .where('media_account_id', '=', accountId)
    .where('media_material_id', 'in', [...new Set(mediaIds)])
    .execute();
  return new Map(rows.map((r) => [r.media_material_id, Number(r.material_id)]));
}

function titlesOf(row: Row): string[] {
  const text = row.attributes?.titles;
  if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed.filter((t): t is string => typeof t === 'string');
    } catch {
      // A title list the media answered otherwise: its first title below.
    }
  }
  return row.attributes?.title ? [row.attributes.title] : [];
}

const mediaMaterialIds = (row: Row) => (row.attributes?.material_ids ? row.attributes.material_ids.split(',').filter(Boolean) : row.material_id ? [row.material_id] : []);

/** A copy's names: the level's first original name, 复制, the date and time, and the sequence (unique per run). */
function copyRule(name: string): NameRule {
  return {
    parts: [
      { kind: 'text', text: `${name}${T.COPY_SUFFIX}` },
      { kind: 'token', token: 'date' },
      { kind: 'token', token: 'time' },
      { kind: 'text', text: '_' },
      { kind: 'token', token: 'seq' },
    ],
  };
}

export interface LoadQuery {
  media: MediaCode;
  mode: ExistingMode;
  id: string;
  level?: DeliveryLevel;
}

export async function loadExisting(db: Queryable, session: SessionUser, query: LoadQuery): Promise<Existing> {
  const root = await objectInScope(db, session, query.media, query.id, query.level);
  const spec = variantOfLevel(query.media, root.level as DeliveryLevel);
  if (!spec) throw badRequest(T.NO_VARIANT(root.level));
  const objects = await objectsOf(db, spec, query.media, root, query.mode);
  const account = await sqlOn(db).selectFrom('media_accounts').select(['id', 'account_id', 'account_name']).where('id', '=', root.account_id).executeTakeFirstOrThrow();

  const settings: CreationTemplateBody['settings'] = {};
  const naming: CreationTemplateBody['naming'] = {};
  const ids: Record<string, string> = {};
  for (const level of spec.levels) {
    const first = objects.find((o) => o.level === level.level);
    if (!first) continue;
    const values = settingsOf(spec, first);
    for (const field of level.fields) {
      if (!field.perAccount) continue;
      if (values[field.key] !== undefined) ids[field.key] = String(values[field.key]);
      delete values[field.key];
    }
    settings[level.level] = values;
    naming[level.level] = copyRule(first.name);
  }

  const targetLevels = new Set(spec.levels.filter((l) => l.dimensions.includes('targeting')).map((l) => l.level as string));
  const bound = await packsOf(db, query.media, root.account_id, objects.filter((o) => targetLevels.has(o.level)).map((o) => o.object_id));
  const packs = [...new Map(bound.map((p) => [p.propertyId, { propertyId: p.propertyId, name: p.name }])).values()];

  const creativeLevels = new Set(spec.levels.filter((l) => l.dimensions.includes('materials') || l.dimensions.includes('titles')).map((l) => l.level as string));
  const creatives = objects.filter((o) => creativeLevels.has(o.level));
  const deskIds = await deskMaterials(db, query.media, root.account_id, creatives.flatMap(mediaMaterialIds));
  const materialGroups = creatives
    .map((o) => mediaMaterialIds(o).map((id) => deskIds.get(id)).filter((id): id is number => id !== undefined))
    .filter((g) => g.length > 0)
    .map((materialIds, i) => ({ key: `m${i + 1}`, name: T.MATERIAL_GROUP(i + 1), materialIds }));
  const titleGroups = creatives
    .map(titlesOf)
    .filter((g) => g.length > 0)
    .map((titles, i) => ({ key: `t${i + 1}`, name: T.TITLE_GROUP(i + 1), titles }));
  // Each creative carried its own materials and titles: paired, so a copy makes the same pairs again.
  const paired = materialGroups.length > 1 && materialGroups.length === titleGroups.length;

  const body: CreationTemplateBody = {
    media: query.media,
    variant: spec.variant,
    accounts: [{ mediaAccountId: account.id, advertiserId: account.account_id, name: account.account_name, ids }],
    settings,
    targeting: { mode: 'cross', packs },
    materials: { mode: paired ? 'pair' : 'cross', groups: materialGroups },
    titles: { mode: paired ? 'pair' : 'cross', groups: titleGroups },
    naming,
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
  };

  // update: the fields fixed at creation, and every other field the edit path cannot change; copy makes new
  // objects, so only what the media fixes per object is locked there too (it would be a different object).
  const locked: ExistingLock[] = [];
  for (const level of spec.levels) {
    if (!settings[level.level]) continue;
    for (const field of level.fields) {
      if (field.fixedAfterCreate && query.mode === 'update') locked.push({ level: level.level, field: field.key, reason: T.FIXED });
      else if (query.mode === 'update' && !isEditable(field)) locked.push({ level: level.level, field: field.key, reason: T.READ_ONLY });
    }
  }

  const shown = objects.map((o) => ({
    level: o.level as DeliveryLevel,
    id: o.object_id,
    name: o.name,
    parentId: o.parent_id,
    accountId: o.account_id,
    status: o.opt_status,
    budget: yuan(o.budget_fen),
    bid: yuan(o.bid_fen),
    settings: settingsOf(spec, o),
  }));
  return { media: query.media, variant: spec.variant, mode: query.mode, level: root.level as DeliveryLevel, id: root.object_id, name: root.name, body, locked, objects: shown };
}

/** The fields the delivery edit path changes: the level's budget and bid (name and status are the object's own). */
export function isEditable(field: CreationField): boolean {
  return field.errorPrevention === 'bid' || field.errorPrevention === 'budgetAd' || field.errorPrevention === 'budgetPlan';
}
