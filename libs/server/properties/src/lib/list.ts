// Reading the desk's copy: a type's objects on the accounts the caller sees (the account scope of
// libs/server/org), filtered and paged, and one object with its values. Another company's ids, or an account
// outside the caller's scope, answer as missing.
import { sql } from 'kysely';
import type { components } from '@toufang/api/contract';
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { containsPattern, pageOffset, type SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import type { PropertyTypeSpec } from '@toufang/server-media';
import { toDeskMaterials } from './material-fields';
import { siteMaterialsOnDesk } from './site-materials';
import { propertyAnswer, type PropertyRowAnswer, type StoredProperty } from './records';
import { notFound } from './texts';

type Schemas = components['schemas'];

const SORTS = { name: 'p.name', createdAt: 'p.created_at', modifiedAt: 'p.modified_at' } as const;

/** The caller's copies of a type joined to their accounts, inside the company and the caller's scope. */
function visible(db: Db, session: SessionUser) {
  return sqlOn(db)
    .selectFrom('media_properties as p')
    .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
    .where('p.customer_id', '=', session.customerId)
    .where(accountInScope(session, 'a'));
}

export async function listProperties(db: Db, session: SessionUser, query: Schemas['PropertyListQuery']): Promise<Schemas['PropertyPage']> {
  let rows = visible(db, session).where('p.media_code', '=', query.media).where('p.property_type', '=', query.type);
  rows = query.state ? rows.where('p.state', '=', query.state) : rows.where('p.state', '<>', 'deleted');
  if (query.accountIds && query.accountIds.length > 0) rows = rows.where('p.account_id', 'in', query.accountIds);
  if (query.parentId !== undefined) rows = rows.where('p.parent_media_id', '=', query.parentId);
  // A value held exactly (评论管理's ad, 已隐藏, 已置顶): jsonb containment, one key at a time.
  for (const [key, value] of Object.entries(query.values ?? {})) rows = rows.where(sql<boolean>`p.values @> ${JSON.stringify({ [key]: value })}::jsonb`);
  const keyword = query.keyword?.trim();
  if (keyword) {
    rows = rows.where((eb) => eb.or([eb('p.name', 'ilike', containsPattern(keyword)), eb('p.media_property_id', '=', keyword)]));
  }
  const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const sort = query.sort ?? { field: 'modifiedAt', order: 'desc' };
  const page = await rows
    .selectAll('p')
    .select(['a.account_id as advertiser_id', 'a.account_name'])
    .orderBy(sql.ref(SORTS[sort.field]), sort.order)
    .orderBy('p.id', 'desc')
    .limit(query.size)
    .offset(pageOffset(query.current, query.size))
    .execute();
  return { total: Number(total), rows: page.map((r) => propertyAnswer(r, { advertiserId: r.advertiser_id, name: r.account_name }, false)) };
}

export interface VisibleProperty {
  row: StoredProperty;
  account: { id: number; advertiserId: string; name: string; authorizationId: number | null };
}

/** The copies among `ids` the caller sees (not deleted), with their accounts, in one statement. */
export async function visibleProperties(db: Db, session: SessionUser, ids: readonly number[]): Promise<VisibleProperty[]> {
  if (ids.length === 0) return [];
  const rows = await visible(db, session)
    .selectAll('p')
    .select(['a.account_id as advertiser_id', 'a.account_name', 'a.authorization_id'])
    .where('p.id', 'in', ids.map(String))
    .where('p.state', '<>', 'deleted')
    .execute();
  return rows.map(({ advertiser_id, account_name, authorization_id, ...stored }) => ({
    row: stored,
    account: { id: stored.account_id, advertiserId: advertiser_id, name: account_name, authorizationId: authorization_id },
  }));
}

/** One copy the caller sees, with its account; 404 otherwise (another company's included). */
export async function visibleProperty(db: Db, session: SessionUser, id: number): Promise<VisibleProperty> {
  const [found] = await visibleProperties(db, session, [id]);
  if (!found) throw notFound();
  return found;
}

/** One object with its values, its material fields in the desk's ids where the caller sees the material. */
export async function getProperty(db: Db, session: SessionUser, spec: PropertyTypeSpec, media: MediaCode, id: number): Promise<PropertyRowAnswer> {
  const { row, account } = await visibleProperty(db, session, id);
  if (row.media_code !== media || row.property_type !== spec.type) throw notFound();
  const values = await toDeskMaterials(db, session, spec, account.id, row.values);
  return { ...propertyAnswer(row, account, true), values: await siteMaterialsOnDesk(db, session, account.id, values) };
}
