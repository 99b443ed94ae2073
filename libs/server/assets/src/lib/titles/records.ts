// Titles as the contract answers them: one query per part (rows, labels, groups, figures) for a page.
import type { components } from '@toufang/api/contract';
import { formatChinaTime, isMediaCode, titleLengthOf, titleRuleOf, type MediaCode } from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { figuresOf, NO_FIGURES, sumsByTitle, type FigureRange } from './figures';

export type Title = components['schemas']['Title'];
type Ref = components['schemas']['TitleRef'];

export const ids = (list: readonly (number | string)[]) => list.map(String);

/** Each title's labels (by label name) and groups (by group name). */
async function refsOf(db: Queryable, titleIds: readonly string[]) {
  const q = sqlOn(db);
  const labels = await q
    .selectFrom('label_uses as u')
    .innerJoin('labels as l', 'l.id', 'u.label_id')
    .select(['u.object_id', 'l.id', 'l.name'])
    .where('u.kind', '=', 'title')
    .where('u.object_id', 'in', [...titleIds])
    .orderBy('l.name')
    .execute();
  const groups = await q
    .selectFrom('title_group_items as i')
    .innerJoin('title_groups as g', 'g.id', 'i.group_id')
    .select(['i.title_id', 'g.id', 'g.name'])
    .where('i.title_id', 'in', [...titleIds])
    .orderBy('g.name')
    .execute();
  const by = <R extends { id: number; name: string }>(rows: R[], key: (r: R) => string | number) => {
    const map = new Map<string, Ref[]>();
    for (const r of rows) map.set(String(key(r)), [...(map.get(String(key(r))) ?? []), { id: r.id, name: r.name }]);
    return map;
  };
  return { labels: by(labels, (r) => r.object_id), groups: by(groups, (r) => r.title_id) };
}

/** The titles with these ids, in this order, as the contract answers them (ids not found are left out). */
export async function titleAnswers(db: Queryable, store: MetricsStore, customerId: number, wanted: readonly (string | number)[], range: FigureRange): Promise<Title[]> {
  if (wanted.length === 0) return [];
  const rows = await sqlOn(db)
    .selectFrom('titles as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select(['t.id', 't.text', 't.media_code', 't.created_by', 't.created_at', 't.updated_at', 'u.display_name'])
    .where('t.customer_id', '=', customerId)
    .where('t.id', 'in', ids(wanted))
    .execute();
  const { labels, groups } = await refsOf(db, ids(wanted));
  const sums = await sumsByTitle(db, store, customerId, range, rows.map((r) => r.text));
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return wanted.flatMap((id) => {
    const r = byId.get(String(id));
    if (!r) return [];
    const media: MediaCode | null = r.media_code && isMediaCode(r.media_code) ? r.media_code : null;
    const s = sums.get(r.text);
    return [
      {
        id: Number(r.id),
        text: r.text,
        mediaCode: media,
        length: titleLengthOf(r.text, titleRuleOf(media).counting),
        labels: labels.get(String(r.id)) ?? [],
        groups: groups.get(String(r.id)) ?? [],
        creator: r.created_by !== null && r.display_name ? { id: r.created_by, name: r.display_name } : null,
        createTime: formatChinaTime(r.created_at),
        updateTime: formatChinaTime(r.updated_at),
        figures: s ? figuresOf(s.sums, s.ads) : NO_FIGURES,
      },
    ];
  });
}

/** Everyone who entered a title (or made a group) of the company, by name. */
export async function titleCreators(db: Queryable, customerId: number, table: 'titles' | 'title_groups'): Promise<Ref[]> {
  const q = sqlOn(db);
  const made = table === 'titles' ? q.selectFrom('titles').select('created_by').where('customer_id', '=', customerId) : q.selectFrom('title_groups').select('created_by').where('customer_id', '=', customerId);
  const rows = await q.selectFrom('users').select(['id', 'display_name']).where('id', 'in', made).orderBy('display_name').execute();
  return rows.map((r) => ({ id: r.id, name: r.display_name }));
}
