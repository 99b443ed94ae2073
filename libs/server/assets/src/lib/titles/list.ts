// 标题's list: the company's titles through the filters, sorted by creation time, text or a figure over the
// figures' range, a page at a time (and the same order without a page for the export).
import type { components } from '@toufang/api/contract';
import { chinaDateStart, metricValue, type MetricKey } from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { containsPattern, pageOffset } from '@toufang/server-http';
import { sql, type Expression, type SqlBool } from 'kysely';
import { sumsByTitle, type FigureRange } from './figures';
import { ids, titleAnswers, titleCreators } from './records';

type ListQuery = components['schemas']['TitleListQuery'];
type Filter = Omit<ListQuery, 'current' | 'size'> & { ids?: number[] };
type Page = components['schemas']['TitlePage'];

const FIGURE_SORTS: Readonly<Record<string, MetricKey>> = { cost: 'cost', show: 'show', click: 'click', ctr: 'ctr', convert: 'convert', convertCost: 'convertCost' };

/** The company's titles that pass the filters. */
function filtered(db: Queryable, customerId: number, f: Filter) {
  const keyword = f.keyword?.trim();
  return sqlOn(db)
    .selectFrom('titles as t')
    .where('t.customer_id', '=', customerId)
    .where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (keyword) and.push(eb('t.text', 'ilike', containsPattern(keyword)));
      if (f.ids?.length) and.push(eb('t.id', 'in', ids(f.ids)));
      if (f.creatorIds?.length) and.push(eb('t.created_by', 'in', f.creatorIds));
      if (f.mediaCode) and.push(eb('t.media_code', '=', f.mediaCode));
      if (f.from) and.push(eb('t.created_at', '>=', chinaDateStart(f.from)));
      if (f.to) and.push(eb('t.created_at', '<', chinaDateStart(f.to, 1)));
      if (f.labelIds?.length) {
        const labelIds = f.labelIds;
        and.push(
          eb.exists(
            eb.selectFrom('label_uses as u').select(sql`1`.as('one')).where('u.kind', '=', 'title').whereRef('u.object_id', '=', 't.id').where('u.label_id', 'in', labelIds),
          ),
        );
      }
      if (f.groupId !== undefined) {
        const groupId = f.groupId;
        and.push(eb.exists(eb.selectFrom('title_group_items as i').select(sql`1`.as('one')).whereRef('i.title_id', '=', 't.id').where('i.group_id', '=', groupId)));
      }
      return eb.and(and);
    });
}

/** The ids of the titles that pass the filters, in the asked order, from `offset` on (at most `limit`), and how many pass. */
export async function orderedTitleIds(
  db: Queryable,
  store: MetricsStore,
  customerId: number,
  f: Filter,
  range: FigureRange,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const sort = f.sort ?? 'createTime';
  const desc = (f.order ?? 'desc') === 'desc';
  const { total } = await filtered(db, customerId, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const metric = FIGURE_SORTS[sort];
  if (!metric) {
    const dir = desc ? 'desc' : 'asc';
    const rows = await filtered(db, customerId, f)
      .select('t.id')
      .orderBy(sort === 'text' ? 't.text' : 't.created_at', dir)
      .orderBy('t.id', dir)
      .offset(offset)
      .limit(limit)
      .execute();
    return { ids: rows.map((r) => String(r.id)), total: Number(total) };
  }
  // A figure's order needs every passing title's figures: the company's titled ads are read once.
  const rows = await filtered(db, customerId, f).select(['t.id', 't.text']).execute();
  const sums = await sumsByTitle(db, store, customerId, range);
  const valued = rows.map((r) => {
    const s = sums.get(r.text);
    return { id: String(r.id), value: s ? metricValue(metric, s.sums) : null };
  });
  // Titles without a value (a rate over nothing) come last either way; ties by id, newest first.
  valued.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? Number(b.id) - Number(a.id) : a.value === null ? 1 : -1;
    return a.value === b.value ? Number(b.id) - Number(a.id) : desc ? b.value - a.value : a.value - b.value;
  });
  return { ids: valued.slice(offset, offset + limit).map((v) => v.id), total: Number(total) };
}

export async function listTitles(db: Queryable, store: MetricsStore, customerId: number, q: ListQuery, range: FigureRange): Promise<Page> {
  const { ids: pageIds, total } = await orderedTitleIds(db, store, customerId, q, range, pageOffset(q.current, q.size), q.size);
  return {
    records: await titleAnswers(db, store, customerId, pageIds, range),
    total,
    current: q.current,
    size: q.size,
    creators: await titleCreators(db, customerId, 'titles'),
  };
}
