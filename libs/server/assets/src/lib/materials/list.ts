// 素材库's list: the materials a person sees, filtered, sorted and paged: the page's ids, the count (kept per
// group when it can be, count.ts), then the page's rows with their people, labels, pushes and favourites in
// one statement (records.ts, materialPage).
import type { components } from '@toufang/api/contract';
import { chinaDateStart } from '@toufang/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { pageOffset, type SessionUser } from '@toufang/server-http';
import { keptMaterialCount } from './count';
import { keywordCondition, trigramLetters } from './keyword';
import type { FileLinks } from './file-links';
import { materialPage } from './records';
import { visibleMaterials } from './visibility';
import { materialFiguresOf } from './summary/figures';
import type { FigureRanking } from './summary/ranking';

type Query = components['schemas']['MaterialListQuery'];
type Page = components['schemas']['MaterialPage'];

/** Two sides within 2 % of each other are a square (1080×1079 is still 方形). */
const SQUARE_TOLERANCE_PERCENT = 2;

/** Up to this many matches a page's ids are found before they are sorted, past it read in time order (list below). */
const FEW_MATCHES = 2_000;

const SORT_COLUMNS = { uploadTime: 'm.created_at', size: 'm.size_bytes', name: 'm.name', duration: 'm.duration_ms' } as const;

/** `ranking`: the figures' order and set, when the query sorts by a figure or asks 有数据 (summary/ranking.ts). */
export async function listMaterials(db: Queryable, session: SessionUser, links: FileLinks, q: Query, ranking: FigureRanking | null = null): Promise<Page> {
  const keyword = q.keyword?.trim();
  const letters = keyword ? await trigramLetters(db) : false;
  const pushFilter = q.mediaCode !== undefined || (q.mediaAccountIds?.length ?? 0) > 0 || q.reviewState !== undefined;
  // The filtered set, without the people: a page's ids come off the time index in order, the count reads
  // only the materials table, and the people are joined for the page's rows alone (50 of 50,000).
  const filtered = sqlOn(db)
    .selectFrom('materials as m')
    .where(visibleMaterials(session))
    .where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (keyword) {
        and.push(keywordCondition(eb, keyword, letters));
      }
      if (q.kind) and.push(eb('m.kind', '=', q.kind));
      const tolerance = 100 + SQUARE_TOLERANCE_PERCENT;
      if (q.orientation === 'landscape') and.push(sql<SqlBool>`m.width * 100 > m.height * ${tolerance}`);
      if (q.orientation === 'portrait') and.push(sql<SqlBool>`m.height * 100 > m.width * ${tolerance}`);
      if (q.orientation === 'square') and.push(sql<SqlBool>`m.width * 100 <= m.height * ${tolerance} AND m.height * 100 <= m.width * ${tolerance}`);
      if (q.width) and.push(eb('m.width', '=', q.width));
      if (q.height) and.push(eb('m.height', '=', q.height));
      if (q.minDurationSeconds !== undefined) and.push(eb('m.duration_ms', '>=', Math.round(q.minDurationSeconds * 1000)));
      if (q.maxDurationSeconds !== undefined) and.push(eb('m.duration_ms', '<=', Math.round(q.maxDurationSeconds * 1000)));
      if (q.designerIds?.length) and.push(eb('m.designer_id', 'in', q.designerIds));
      if (q.uploaderIds?.length) and.push(eb('m.uploader_id', 'in', q.uploaderIds));
      if (q.source) and.push(eb('m.source', '=', q.source));
      if (q.from) and.push(eb('m.created_at', '>=', chinaDateStart(q.from)));
      if (q.to) and.push(eb('m.created_at', '<', chinaDateStart(q.to, 1)));
      if (q.labelIds?.length) {
        const labelIds = q.labelIds;
        and.push(
          eb.exists(
            eb
              .selectFrom('label_uses as lu')
              .select('lu.label_id')
              .where('lu.kind', '=', 'material')
              .whereRef('lu.object_id', '=', 'm.id')
              .where('lu.label_id', 'in', labelIds),
          ),
        );
      }
      if (pushFilter || q.pushed !== undefined) {
        let pushes = eb.selectFrom('material_pushes as p').select('p.material_id').whereRef('p.material_id', '=', 'm.id');
        if (q.mediaCode) pushes = pushes.where('p.media_code', '=', q.mediaCode);
        if (q.mediaAccountIds?.length) pushes = pushes.where('p.media_account_id', 'in', q.mediaAccountIds);
        if (q.reviewState) pushes = pushes.where('p.review_state', '=', q.reviewState);
        // "Not pushed" with a media or account: not pushed there.
        and.push(q.pushed === false ? eb.not(eb.exists(pushes)) : eb.exists(pushes));
      }
      if (ranking && q.hasFigures !== undefined) {
        const has = sql<SqlBool>`m.md5 = ANY(${ranking.md5s}::text[])`;
        and.push(q.hasFigures ? has : eb.not(has));
      }
      if (q.favoriteOnly) {
        and.push(eb.exists(eb.selectFrom('material_favorites as f').select('f.material_id').whereRef('f.material_id', '=', 'm.id').where('f.user_id', '=', session.userId)));
      }
      return eb.and(and);
    });
  // The total first: a page past it needs no ids, and how many match decides how the ids are found.
  const total = Number((await keptMaterialCount(db, session, q)) ?? (await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()).total);
  const offset = pageOffset(q.current, q.size);
  const direction = q.order === 'asc' ? 'asc' : 'desc';
  let ids: string[] = [];
  if (offset >= total) {
    // Nothing on this page (a keyword that matches nothing read the table once, not twice).
  } else if (ranking?.sorted) {
    // The ranking's order, then the materials without figures, newest first.
    const ranked = sql<{ md5: string; pos: number }>`(SELECT * FROM unnest(${ranking.md5s}::text[]) WITH ORDINALITY AS t(md5, pos))`.as('r');
    const page = filtered.leftJoin(ranked, (join) => join.onRef('r.md5', '=', 'm.md5')).select('m.id');
    ids = (await page.orderBy(sql`r.pos asc nulls last`).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(q.size).offset(offset).execute()).map((r) => String(r.id));
  } else {
    const column = SORT_COLUMNS[(q.sort ?? 'uploadTime') as keyof typeof SORT_COLUMNS];
    let page = filtered.select('m.id');
    if (column === 'm.duration_ms') page = page.orderBy(sql`m.duration_ms ${sql.raw(direction)} nulls last`);
    // Few matches (a selective keyword): walking the time index in order would read every material to
    // find them, as the planner, guessing more matches, would do; ordering by the value instead lets it
    // find the matches first (the trigram index) and sort those few. The same order either way.
    else if (column === 'm.created_at' && total <= FEW_MATCHES) page = page.orderBy(sql`m.created_at + interval '0 seconds'`, direction);
    else page = page.orderBy(column, direction);
    ids = (await page.orderBy('m.id', direction).limit(q.size).offset(offset).execute()).map((r) => String(r.id));
  }
  const records = await materialPage(db, session, links, ids);
  const answer: Page = { records, total, current: q.current, size: q.size };
  if (ranking) {
    const figures: NonNullable<Page['figures']> = {};
    for (const record of records) {
      const f = ranking.byMd5.get(record.md5);
      if (f) figures[String(record.id)] = materialFiguresOf(f.sums, f.ads);
    }
    answer.figures = figures;
  }
  return answer;
}
