// What a proposal ranks: the caller's visible materials with figures on the media over the period (the metrics
// store's material figures, as 素材汇总 reads them), and the title library's titles (the asked groups', or the
// company's of this media or none) with their titled ads' figures (as 标题 reads them).
import type { MediaCode } from '@toufang/domain';
import type { MaterialFigures, MetricsStore } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { sumsByTitle, visibleMaterials } from '@toufang/server-assets';
import type { BaseSums } from '@toufang/domain';

export interface MaterialCandidate {
  id: number;
  md5: string;
  name: string;
  kind: 'image' | 'video';
  figures: MaterialFigures;
}

export interface TitleCandidate {
  text: string;
  titleId: number | null;
  /** The title group it came from, when asked by group. */
  groupId: number | null;
  sums: BaseSums | null;
  ads: number;
}

/** Titles read at most (the newest first) when no group is asked. */
export const TITLES_READ = 2000;

/** The caller's visible materials that have figures on this media over the period, by id. */
export async function materialCandidates(db: Queryable, store: MetricsStore, session: SessionUser, media: MediaCode, period: { from: string; to: string }): Promise<MaterialCandidate[]> {
  const figures = await store.materialFigures({ customerId: session.customerId, from: period.from, to: period.to, media: [media] });
  if (figures.length === 0) return [];
  const byMd5 = new Map(figures.map((f) => [f.md5, f]));
  const rows = await sqlOn(db)
    .selectFrom('materials as m')
    .select(['m.id', 'm.md5', 'm.name', 'm.kind'])
    .where(visibleMaterials(session))
    .where('m.md5', 'in', [...byMd5.keys()])
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), md5: r.md5, name: r.name, kind: r.kind, figures: byMd5.get(r.md5) as MaterialFigures }));
}

/**
 * The titles to rank, in the library's order (groups in the asked order, each in its own order), deduplicated
 * by text, each with its titled ads' sums over the period. Groups of another company find nothing.
 */
export async function titleCandidates(db: Queryable, store: MetricsStore, customerId: number, media: MediaCode, period: { from: string; to: string }, groupIds?: readonly number[]): Promise<TitleCandidate[]> {
  let titles: { text: string; titleId: number; groupId: number | null }[];
  if (groupIds && groupIds.length > 0) {
    const rows = await sqlOn(db)
      .selectFrom('title_group_items as i')
      .innerJoin('title_groups as g', 'g.id', 'i.group_id')
      .innerJoin('titles as t', 't.id', 'i.title_id')
      .select(['g.id as groupId', 't.id as titleId', 't.text', 'i.position'])
      .where('g.customer_id', '=', customerId)
      .where('t.customer_id', '=', customerId)
      .where('g.id', 'in', [...groupIds])
      .execute();
    const order = new Map(groupIds.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.groupId) ?? 0) - (order.get(b.groupId) ?? 0) || a.position - b.position);
    titles = rows.map((r) => ({ text: r.text, titleId: Number(r.titleId), groupId: r.groupId }));
  } else {
    const rows = await sqlOn(db)
      .selectFrom('titles')
      .select(['id', 'text'])
      .where('customer_id', '=', customerId)
      .where((eb) => eb.or([eb('media_code', 'is', null), eb('media_code', '=', media)]))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(TITLES_READ)
      .execute();
    titles = rows.map((r) => ({ text: r.text, titleId: Number(r.id), groupId: null }));
  }
  const seen = new Set<string>();
  const unique = titles.filter((t) => (seen.has(t.text) ? false : (seen.add(t.text), true)));
  const sums = await sumsByTitle(db, store, customerId, period, unique.map((t) => t.text));
  return unique.map((t) => {
    const found = sums.get(t.text);
    return { ...t, sums: found?.sums ?? null, ads: found?.ads ?? 0 };
  });
}
