// What a template body refers to, resolved against the desk's own tables as the caller sees them (issue 22
// "Bad input": a deleted pack or material, another company's ids). A template save, a copy and the preview's
// facts all start here, so every one refuses the same references with the same Chinese message naming each.
import type { CreationTemplateBody, MediaCode } from '@toufang/domain';
import { visibleMaterials } from '@toufang/server-assets';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { variantSpecOf, variantsOf } from './specs';
import { badRequest, CREATION_TEXTS as T } from './texts';

/** The targeting pack's property type: every media's 定向包 page is `target` (docs/design/properties.md). */
export const TARGETING_PROPERTY_TYPE = 'target';

/** At most this many problems are named in one refusal; the rest are counted. */
const NAMED_PROBLEMS = 20;

export interface ResolvedAccount {
  /** media_accounts.id */
  id: number;
  advertiserId: string;
  name: string;
}

export interface ResolvedReferences {
  /** By account index of the body. */
  accounts: ResolvedAccount[];
  packNames: Record<number, string>;
  materialNames: Record<number, string>;
}

/** The accounts of these desk ids the caller sees, of their company. */
export async function visibleAccounts(db: Queryable, session: SessionUser, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.group_id'])
    .where('a.id', 'in', [...new Set(ids)])
    .where(accountInScope(session, 'a'))
    .execute();
}

/** Throws one HTTP 400 naming every problem (the first twenty, and how many more). */
export function refuseProblems(problems: readonly string[]): void {
  if (problems.length === 0) return;
  const named = problems.slice(0, NAMED_PROBLEMS).join(T.REFERENCES_JOINER);
  throw badRequest(problems.length > NAMED_PROBLEMS ? `${named}${T.REFERENCES_JOINER}等${problems.length}项` : named);
}

export function checkVariant(media: MediaCode, variant: string): void {
  if (!variantsOf(media).includes(variant)) throw badRequest(T.VARIANT_UNKNOWN(media, variant));
}

/**
 * Resolves the body's accounts, targeting packs, materials and title groups as the caller sees them; refuses
 * (HTTP 400) with every bad reference named. With `perAccountIds`, also refuses an account without the ids the
 * variant asks per account.
 */
export async function resolveReferences(db: Queryable, session: SessionUser, body: CreationTemplateBody, options: { perAccountIds: boolean }): Promise<ResolvedReferences> {
  checkVariant(body.media, body.variant);
  const problems: string[] = [];
  const q = sqlOn(db);

  const seen = await visibleAccounts(db, session, body.accounts.map((a) => a.mediaAccountId));
  const byId = new Map(seen.map((a) => [a.id, a]));
  const accounts: ResolvedAccount[] = [];
  const used = new Set<number>();
  for (const account of body.accounts) {
    const row = byId.get(account.mediaAccountId);
    if (!row) problems.push(T.ACCOUNT_NOT_VISIBLE(account.mediaAccountId, account.name));
    else if (row.media_code !== body.media) problems.push(T.ACCOUNT_OTHER_MEDIA(row.account_name));
    else if (used.has(row.id)) problems.push(T.ACCOUNT_REPEATED(row.account_name));
    used.add(account.mediaAccountId);
    accounts.push({ id: account.mediaAccountId, advertiserId: row?.account_id ?? account.advertiserId, name: row?.account_name ?? account.name });
  }

  // A pack is the company's 定向包 of the media, not deleted, in an account the caller sees.
  const packIds = [...new Set(body.targeting.packs.map((p) => p.propertyId))];
  const packNames: Record<number, string> = {};
  if (packIds.length > 0) {
    const packs = await q
      .selectFrom('media_properties as p')
      .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
      .select(['p.id', 'p.name'])
      .where('p.id', 'in', packIds)
      .where('p.customer_id', '=', session.customerId)
      .where('p.media_code', '=', body.media)
      .where('p.property_type', '=', TARGETING_PROPERTY_TYPE)
      .where('p.state', '<>', 'deleted')
      .where(accountInScope(session, 'a'))
      .execute();
    for (const p of packs) packNames[Number(p.id)] = p.name;
  }
  for (const pack of body.targeting.packs) if (packNames[pack.propertyId] === undefined) problems.push(T.PACK_MISSING(pack.propertyId, pack.name));

  // Materials of the company's library the caller sees; a removed one is gone from the table.
  const materialIds = [...new Set(body.materials.groups.flatMap((g) => g.materialIds))];
  const materialNames: Record<number, string> = {};
  if (materialIds.length > 0) {
    const materials = await q.selectFrom('materials as m').select(['m.id', 'm.name']).where('m.id', 'in', materialIds).where(visibleMaterials(session)).execute();
    for (const m of materials) materialNames[Number(m.id)] = m.name;
  }
  for (const id of materialIds) if (materialNames[id] === undefined) problems.push(T.MATERIAL_MISSING(id));

  const groupIds = [...new Set(body.titles.groups.flatMap((g) => (g.titleGroupId === undefined ? [] : [g.titleGroupId])))];
  if (groupIds.length > 0) {
    const groups = await q.selectFrom('title_groups').select('id').where('id', 'in', groupIds).where('customer_id', '=', session.customerId).execute();
    const known = new Set(groups.map((g) => g.id));
    const named = new Set<number>();
    for (const g of body.titles.groups) {
      if (g.titleGroupId === undefined || known.has(g.titleGroupId) || named.has(g.titleGroupId)) continue;
      named.add(g.titleGroupId);
      problems.push(T.TITLE_GROUP_MISSING(g.titleGroupId, g.name));
    }
  }

  if (options.perAccountIds) problems.push(...missingPerAccountIds(body));
  refuseProblems(problems);
  return { accounts, packNames, materialNames };
}

/**
 * Accounts without an id of a field the variant asks per account, when the field is shown: its `when` may name a
 * field of a level above (toutiao's 落地页 follows the 广告组's 推广目的), so every level's settings are read.
 */
export function missingPerAccountIds(body: CreationTemplateBody): string[] {
  const spec = variantSpecOf(body.media, body.variant);
  if (!spec) return [];
  const problems: string[] = [];
  for (const level of spec.levels) {
    const settings: Record<string, unknown> = Object.assign({}, ...spec.levels.map((l) => body.settings[l.level] ?? {}), body.settings[level.level] ?? {});
    for (const field of level.fields) {
      if (!field.perAccount) continue;
      if (field.when && !field.when.values.includes(String(settings[field.when.field] ?? ''))) continue;
      for (const account of body.accounts) if (!account.ids[field.key]?.trim()) problems.push(T.PER_ACCOUNT_ID_MISSING(account.name, field.label));
    }
  }
  return problems;
}
