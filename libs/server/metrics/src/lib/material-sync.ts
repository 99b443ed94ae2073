// The material figures' step of the metrics sync (issue 20, 素材汇总): for an account, the media's copies of
// the desk's pushed materials (material_pushes), one chunk of limits.reportIds copies per materialReport
// call through the gateway, in the media's id order, each chunk written as a replace of its copies' days
// with the ads that use each copy (the account's objects carrying its media id, deleted ones aside).
import type { MediaCode } from '@toufang/domain';
import type { MaterialMetricRow, MetricsStore } from '@toufang/server-context';
import { sqlOn, type Database, type Db } from '@toufang/server-db';
import type { MediaGateway } from '@toufang/server-media';
import type { Selectable } from 'kysely';

/** The account as media_accounts stores it (sync.ts's AccountRow). */
type AccountRow = Selectable<Database['media_accounts']>;

export interface MaterialCopy {
  md5: string;
  mediaMaterialId: string;
}

/** The account's copies of pushed materials after `afterId`, in the media's id order. */
export async function pushedCopies(db: Db, accountId: number, afterId: string, limit: number): Promise<MaterialCopy[]> {
  const rows = await sqlOn(db)
    .selectFrom('material_pushes as p')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .select(['p.media_material_id', 'm.md5'])
    .where('p.media_account_id', '=', accountId)
    .where('p.media_material_id', '>', afterId)
    .orderBy('p.media_material_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ md5: r.md5, mediaMaterialId: r.media_material_id }));
}

/** Reads and writes one chunk of copies over the run's days; answers the rows written. */
export async function syncMaterialChunk(
  db: Db,
  store: MetricsStore,
  gateway: Pick<MediaGateway, 'materialReport'>,
  account: AccountRow,
  copies: readonly MaterialCopy[],
  from: string,
  to: string,
): Promise<number> {
  const ids = copies.map((c) => c.mediaMaterialId);
  const media = account.media_code as MediaCode;
  const md5Of = new Map(copies.map((c) => [c.mediaMaterialId, c.md5]));
  const using = await sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['material_id', (eb) => eb.fn.countAll<number | string>().as('ads')])
    .where('account_id', '=', account.id)
    .where('material_id', 'in', ids)
    .where('opt_status', '<>', 'deleted')
    .groupBy('material_id')
    .execute();
  const adsOf = new Map(using.map((u) => [String(u.material_id), Number(u.ads)]));
  const reports = await gateway.materialReport({ advertiserId: account.account_id, materialIds: ids, from, to });
  const rows: MaterialMetricRow[] = reports.map((r) => ({
    customerId: account.customer_id,
    md5: md5Of.get(r.materialId) ?? '',
    media,
    accountId: account.id,
    mediaMaterialId: r.materialId,
    day: r.time,
    sums: { cost: r.cost, show: r.impressions, click: r.clicks, convert: r.conversions },
    ads: adsOf.get(r.materialId) ?? 0,
  }));
  await store.writeMaterialDaily(
    rows.filter((r) => r.md5 !== ''),
    { customerId: account.customer_id, media, accountId: account.id, mediaMaterialIds: ids, from, to },
  );
  return rows.length;
}
