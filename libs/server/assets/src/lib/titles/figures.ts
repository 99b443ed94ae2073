// A title's figures: the sums, over a range, of the delivering ads whose creative title (the media's attribute
// `title` on the desk's copy of its objects) is the title's text, across every media and account of the
// company, read from the metrics store like the delivery tables read them.
import type { components } from '@toufang/api/contract';
import { BASE_METRICS, DELIVERY_STATUS_FILTERS, chinaDate, chinaDay, DAY_MS, metricValue, roundMetric, ZERO_SUMS, type BaseSums, type DeliveryStatusClass, type MediaCode } from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { sql } from 'kysely';

export type TitleFigures = components['schemas']['TitleFigures'];

/** Ids per metrics query (an IN list). */
const IDS_PER_QUERY = 1000;
/** A deleted ad's past figures still count for its title. */
const EVERY_STATUS = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');

export interface FigureRange {
  from: string;
  to: string;
}

/** The asked range, or the last 7 China days to today. */
export function figureRange(query: { figureFrom?: string; figureTo?: string }, now: number): FigureRange {
  const to = query.figureTo ?? chinaDate(chinaDay(now));
  const from = query.figureFrom ?? chinaDate(chinaDay(Date.parse(`${to}T12:00:00+08:00`) - 6 * DAY_MS));
  return from <= to ? { from, to } : { from: to, to: from };
}

function add(into: Record<string, number>, sums: BaseSums): void {
  for (const m of BASE_METRICS) into[m] = (into[m] ?? 0) + sums[m];
}

/** The answer's figures from summed base metrics. */
export function figuresOf(sums: BaseSums, ads: number): TitleFigures {
  const ctr = metricValue('ctr', sums);
  const convertCost = metricValue('convertCost', sums);
  return {
    cost: Math.round(sums.cost * 100) / 100,
    show: sums.show,
    click: sums.click,
    ctr: ctr === null ? null : roundMetric('ctr', ctr),
    convert: sums.convert,
    convertCost: convertCost === null ? null : roundMetric('convertCost', convertCost),
    ads,
  };
}

export const NO_FIGURES: TitleFigures = figuresOf(ZERO_SUMS, 0);

/**
 * The summed base metrics and ad count per title text, for these texts (or every titled ad of the company
 * when `texts` is undefined). Texts without ads are absent.
 */
export async function sumsByTitle(
  db: Queryable,
  store: MetricsStore,
  customerId: number,
  range: FigureRange,
  texts?: readonly string[],
): Promise<Map<string, { sums: BaseSums; ads: number }>> {
  const out = new Map<string, { sums: Record<string, number>; ads: number }>();
  if (texts !== undefined && texts.length === 0) return new Map();
  let q = sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['media_code', 'level', 'object_id', 'opt_status', sql<string>`attributes ->> 'title'`.as('title')])
    .where('customer_id', '=', customerId)
    .where(sql<boolean>`attributes ? 'title'`);
  if (texts !== undefined) q = q.where(sql`attributes ->> 'title'`, 'in', [...texts]);
  const ads = await q.execute();
  const titleOf = new Map<string, string>();
  const groups = new Map<string, { media: MediaCode; level: string; ids: string[] }>();
  for (const ad of ads) {
    const entry = out.get(ad.title) ?? { sums: { ...ZERO_SUMS }, ads: 0 };
    if (ad.opt_status !== 'deleted') entry.ads += 1;
    out.set(ad.title, entry);
    const key = `${ad.media_code}|${ad.level}`;
    const group = groups.get(key) ?? { media: ad.media_code as MediaCode, level: ad.level, ids: [] };
    group.ids.push(ad.object_id);
    groups.set(key, group);
    titleOf.set(`${key}|${ad.object_id}`, ad.title);
  }
  for (const [key, group] of groups) {
    for (let start = 0; start < group.ids.length; start += IDS_PER_QUERY) {
      const ids = group.ids.slice(start, start + IDS_PER_QUERY);
      const page = await store.query({
        customerId,
        media: group.media,
        level: group.level,
        from: range.from,
        to: range.to,
        objectIds: ids,
        statuses: EVERY_STATUS,
        sort: { key: 'cost', order: 'desc' },
        offset: 0,
        limit: ids.length,
      });
      for (const row of page.rows) {
        const entry = out.get(titleOf.get(`${key}|${row.objectId}`) ?? '');
        if (entry) add(entry.sums, row.sums);
      }
    }
  }
  return out as Map<string, { sums: BaseSums; ads: number }>;
}
