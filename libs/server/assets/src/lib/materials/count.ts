// 素材库's total without counting 50,000 rows: when the list is filtered by nothing but who sees what, type,
// source, designer and uploader, the total is the sum of the kept per-group counts (material_counts, kept
// exact by the database's own triggers, libs/server/db/migrations/028_material_counts.sql). Any other filter,
// including one this file does not know yet, counts the materials themselves.
import type { components } from '@toufang/api/contract';
import type { ExpressionBuilder } from 'kysely';
import { sqlOn, type Database, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { visibleMaterials } from './visibility';

type Query = components['schemas']['MaterialListQuery'];

/** The query's keys a group count answers: paging, sorting, and filters on the groups' own columns. */
const GROUP_KEYS: ReadonlySet<string> = new Set(['current', 'size', 'sort', 'order', 'kind', 'source', 'designerIds', 'uploaderIds']);

/** A key the list ignores when blank (list.ts trims the keyword and skips empty lists). */
const unset = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The total of the list's filtered set from the kept counts, or null when a filter needs the rows. */
export async function keptMaterialCount(db: Queryable, session: SessionUser, q: Query): Promise<number | null> {
  if (!Object.entries(q).every(([key, value]) => GROUP_KEYS.has(key) || unset(value))) return null;
  const { total } = await sqlOn(db)
    .selectFrom('material_counts as m')
    // The visibility rule reads only customer_id, designer_id, uploader_id and shared, which a group has
    // under the same names: the same rule, not a copy of it.
    .where((eb) => visibleMaterials(session)(eb as unknown as ExpressionBuilder<Database & { m: Database['materials'] }, 'm'>))
    .$if(q.kind !== undefined, (qb) => qb.where('m.kind', '=', q.kind as NonNullable<Query['kind']>))
    .$if(q.source !== undefined, (qb) => qb.where('m.source', '=', q.source as NonNullable<Query['source']>))
    .$if((q.designerIds?.length ?? 0) > 0, (qb) => qb.where('m.designer_id', 'in', q.designerIds ?? []))
    .$if((q.uploaderIds?.length ?? 0) > 0, (qb) => qb.where('m.uploader_id', 'in', q.uploaderIds ?? []))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('m.materials'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}
