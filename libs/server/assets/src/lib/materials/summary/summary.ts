// 素材汇总 (issue 20): the figures of the materials the caller sees, by MD5 across accounts and media, and per
// designer, over a range; the top materials by cost; the trend of the same set. The store answers the
// company's figures by MD5 (every pushed copy summed); the desk's materials table narrows them to the
// caller's visibility and the filters, and names them.
import type { components } from '@toufang/api/contract';
import { addSums, parseName, ZERO_SUMS, type BaseSums, type MediaCode, type NameField } from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { pageOffset, type SessionUser } from '@toufang/server-http';
import type { FileLinks } from '../file-links';
import { visibleMaterials } from '../visibility';
import { materialFiguresOf, rankFigures, storedFigures, type FigureRange } from './figures';

type Query = components['schemas']['MaterialSummaryQuery'];
type TrendQuery = components['schemas']['MaterialSummaryTrendQuery'];
type Summary = components['schemas']['MaterialSummary'];
type Row = components['schemas']['MaterialSummaryRow'];
type Trend = components['schemas']['MaterialSummaryTrend'];

/** 素材汇总's constants (issue 20, "素材汇总": top materials). */
export const MATERIAL_SUMMARY = {
  /** Top materials by cost. */
  TOP: 10,
  /** MD5s per query of the materials table. */
  MD5S_PER_QUERY: 1000,
} as const;

interface Found {
  id: number;
  md5: string;
  name: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  durationMs: number | null;
  designerId: number | null;
  designerName: string | null;
  /** The designer was read from the name by the enabled material naming rule (the material has none set). */
  designerParsed: boolean;
  sums: BaseSums;
  ads: number;
}

type ParsedDesigner = (name: string) => { id: number; name: string } | null;

/**
 * 命名解析 (design §4.2, §6.6): the designer the company's enabled material rule with a designer field reads from a
 * material's name (at most one such rule is enabled), or null when there is no such rule.
 */
async function designerParser(db: Queryable, customerId: number): Promise<ParsedDesigner | null> {
  const rules = await sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select('v.body')
    .where('r.customer_id', '=', customerId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'material')
    .orderBy('r.id')
    .execute();
  const body = rules.map((r) => r.body).find((b) => b.fields.some((f) => f.kind === 'designer'));
  if (!body) return null;
  const field = body.fields.find((f) => f.kind === 'designer') as NameField;
  const userOf = new Map((field.dictionary?.entries ?? []).map((e) => [e.code, e.userId]));
  const users = await sqlOn(db)
    .selectFrom('users')
    .select(['id', 'display_name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [0, ...[...userOf.values()].filter((id): id is number => id !== undefined)])
    .execute();
  const nameOf = new Map(users.map((u) => [u.id, u.display_name]));
  return (name) => {
    const parsed = parseName(body, name);
    if (!parsed.ok) return null;
    const id = userOf.get(parsed.values[field.key]?.code ?? '');
    return id === undefined || !nameOf.has(id) ? null : { id, name: nameOf.get(id) ?? '' };
  };
}

/** The figures of the materials the caller sees that pass the filters (figures from the store, rows from the desk). */
async function visibleFigures(db: Queryable, store: MetricsStore, session: SessionUser, q: TrendQuery, range: FigureRange): Promise<Found[]> {
  const figures = await storedFigures(store, session.customerId, range, q.mediaCodes as MediaCode[] | undefined);
  const parse = await designerParser(db, session.customerId);
  const wantedDesigners = q.designerIds?.length ? new Set(q.designerIds) : null;
  const byMd5 = new Map(figures.map((f) => [f.md5, f]));
  const md5s = [...byMd5.keys()];
  const out: Found[] = [];
  for (let start = 0; start < md5s.length; start += MATERIAL_SUMMARY.MD5S_PER_QUERY) {
    let query = sqlOn(db)
      .selectFrom('materials as m')
      .leftJoin('users as d', 'd.id', 'm.designer_id')
      .select(['m.id', 'm.md5', 'm.name', 'm.kind', 'm.width', 'm.height', 'm.duration_ms', 'm.designer_id', 'd.display_name as designer_name'])
      .where(visibleMaterials(session))
      .where('m.md5', 'in', md5s.slice(start, start + MATERIAL_SUMMARY.MD5S_PER_QUERY));
    if (q.kind) query = query.where('m.kind', '=', q.kind);
    // With a parsed designer in play, a designer filter is applied after parsing (the name may name them).
    if (q.designerIds?.length && parse === null) query = query.where('m.designer_id', 'in', q.designerIds);
    for (const r of await query.execute()) {
      const f = byMd5.get(r.md5);
      if (!f) continue;
      // The designer set on the material wins over one parsed from its name.
      const parsed = r.designer_id === null && parse !== null ? parse(r.name) : null;
      const designerId = r.designer_id ?? parsed?.id ?? null;
      if (wantedDesigners !== null && (designerId === null || !wantedDesigners.has(designerId))) continue;
      out.push({
        id: Number(r.id),
        md5: r.md5,
        name: r.name,
        kind: r.kind,
        width: r.width,
        height: r.height,
        durationMs: r.duration_ms,
        designerId,
        designerName: parsed?.name ?? r.designer_name,
        designerParsed: parsed !== null,
        sums: f.sums,
        ads: f.ads,
      });
    }
  }
  return out;
}

async function rowsOf(links: FileLinks, customerId: number, found: readonly Found[]): Promise<Row[]> {
  return Promise.all(
    found.map(async (f) => ({
      id: f.id,
      md5: f.md5,
      name: f.name,
      kind: f.kind,
      width: f.width,
      height: f.height,
      durationSeconds: f.durationMs === null ? null : Math.round(f.durationMs / 100) / 10,
      thumbnailUrl: await links.link(customerId, f.md5, 'thumbnail'),
      designer: f.designerId === null ? null : { id: f.designerId, name: f.designerName ?? '' },
      ...(f.designerParsed ? { designerParsed: true } : {}),
      figures: materialFiguresOf(f.sums, f.ads),
    })),
  );
}

export async function materialSummary(db: Queryable, store: MetricsStore, links: FileLinks, session: SessionUser, q: Query, range: FigureRange): Promise<Summary> {
  const found = await visibleFigures(db, store, session, q, range);
  const ranked = rankFigures(found, q.sort ?? 'cost', q.order === 'asc' ? 'asc' : 'desc');
  const offset = pageOffset(q.current, q.size);
  const byDesigner = new Map<number | null, { name: string | null; materials: number; parsed: number; sums: BaseSums; ads: number }>();
  let totals = ZERO_SUMS;
  let ads = 0;
  for (const f of found) {
    const entry = byDesigner.get(f.designerId) ?? { name: f.designerName, materials: 0, parsed: 0, sums: ZERO_SUMS, ads: 0 };
    entry.materials += 1;
    if (f.designerParsed) entry.parsed += 1;
    entry.sums = addSums(entry.sums, f.sums);
    entry.ads += f.ads;
    byDesigner.set(f.designerId, entry);
    totals = addSums(totals, f.sums);
    ads += f.ads;
  }
  const designers = [...byDesigner]
    .sort(([ia, a], [ib, b]) => b.sums.cost - a.sums.cost || (ia ?? 0) - (ib ?? 0))
    .map(([id, d]) => ({
      designer: id === null ? null : { id, name: d.name ?? '' },
      materials: d.materials,
      ...(d.parsed > 0 ? { parsedMaterials: d.parsed } : {}),
      figures: materialFiguresOf(d.sums, d.ads),
    }));
  const top = rankFigures(found, 'cost', 'desc').slice(0, MATERIAL_SUMMARY.TOP);
  return {
    from: range.from,
    to: range.to,
    records: await rowsOf(links, session.customerId, ranked.slice(offset, offset + q.size)),
    total: found.length,
    current: q.current,
    size: q.size,
    totals: materialFiguresOf(totals, ads),
    designers,
    top: await rowsOf(links, session.customerId, top),
  };
}

export async function materialSummaryTrend(db: Queryable, store: MetricsStore, session: SessionUser, q: TrendQuery, range: FigureRange): Promise<Trend> {
  const found = await visibleFigures(db, store, session, q, range);
  const points = await store.materialTrend({
    customerId: session.customerId,
    from: range.from,
    to: range.to,
    md5s: found.map((f) => f.md5),
    ...(q.mediaCodes?.length ? { media: q.mediaCodes as MediaCode[] } : {}),
  });
  return {
    from: range.from,
    to: range.to,
    points: points.map((p) => {
      const { ads: _ads, ...figures } = materialFiguresOf(p.sums, 0);
      return { time: p.time, ...figures };
    }),
  };
}
