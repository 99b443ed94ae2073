// A material as the contract answers it: its row, its people, labels, pushes, the caller's favourite and
// signed links, read for a page of materials at once (one query per part, not one per material).
import type { components } from '@toufang/api/contract';
import { formatChinaTime, type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import type { FileLinks } from './file-links';

type Material = components['schemas']['Material'];

/** The columns a material answer needs from `materials m` (with designer `d` and uploader `u`). */
export const MATERIAL_COLUMNS = [
  'm.id',
  'm.md5',
  'm.name',
  'm.kind',
  'm.format',
  'm.mime',
  'm.size_bytes',
  'm.width',
  'm.height',
  'm.duration_ms',
  'm.bitrate',
  'm.has_poster',
  'm.designer_id',
  'm.uploader_id',
  'm.source',
  'm.shared',
  'm.created_at',
  'm.customer_id',
  'd.display_name as designer_name',
  'u.display_name as uploader_name',
] as const;

export interface MaterialRow {
  id: string | number;
  md5: string;
  name: string;
  kind: 'image' | 'video';
  format: string;
  mime: string;
  size_bytes: string | number;
  width: number;
  height: number;
  duration_ms: number | null;
  bitrate: number | null;
  has_poster: boolean;
  designer_id: number | null;
  uploader_id: number | null;
  source: 'upload' | 'media';
  shared: boolean;
  created_at: Date;
  customer_id: number;
  designer_name: string | null;
  uploader_name: string | null;
}

/** `materials m` with its designer and uploader, for MATERIAL_COLUMNS. */
export function materialsWithPeople(db: Queryable) {
  return sqlOn(db).selectFrom('materials as m').leftJoin('users as d', 'd.id', 'm.designer_id').leftJoin('users as u', 'u.id', 'm.uploader_id');
}

/** A push as the answers read it (pushed_at: a Date from a row, epoch ms from the page's JSON). */
interface PushPart {
  media_code: string;
  media_account_id: number;
  account_id: string;
  account_name: string;
  media_material_id: string;
  review_state: Material['pushes'][number]['reviewState'];
  reject_reason: string | null;
  quality_labels: string[];
  pushed_at: Date | number;
}

/** What a material's answer holds beside its row. */
interface MaterialParts {
  labels: { id: number; name: string }[];
  pushes: PushPart[];
  favorite: boolean;
}

/** The answers of these rows, in their order. */
export async function materialAnswers(db: Queryable, session: SessionUser, links: FileLinks, rows: readonly MaterialRow[]): Promise<Material[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => String(r.id));
  const q = sqlOn(db);
  const [labels, pushes, favorites] = await Promise.all([
    q
      .selectFrom('label_uses as lu')
      .innerJoin('labels as l', 'l.id', 'lu.label_id')
      .select(['lu.object_id', 'l.id', 'l.name'])
      .where('lu.kind', '=', 'material')
      .where('lu.object_id', 'in', ids)
      .orderBy('l.name')
      .orderBy('l.id')
      .execute(),
    q
      .selectFrom('material_pushes as p')
      .innerJoin('media_accounts as a', 'a.id', 'p.media_account_id')
      .select(['p.material_id', 'p.media_code', 'p.media_account_id', 'a.account_id', 'a.account_name', 'p.media_material_id', 'p.review_state', 'p.reject_reason', 'p.quality_labels', 'p.pushed_at'])
      .where('p.material_id', 'in', ids)
      .orderBy('p.pushed_at')
      .orderBy('p.media_account_id')
      .execute(),
    q.selectFrom('material_favorites').select('material_id').where('user_id', '=', session.userId).where('material_id', 'in', ids).execute(),
  ]);
  const favorite = new Set(favorites.map((f) => String(f.material_id)));
  const byMaterial = <T extends { key: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(item.key, [...(map.get(item.key) ?? []), item]);
    return map;
  };
  const labelsOf = byMaterial(labels.map((l) => ({ key: String(l.object_id), id: l.id, name: l.name })));
  const pushesOf = byMaterial(pushes.map((p) => ({ key: String(p.material_id), ...p })));
  return Promise.all(
    rows.map((row) => {
      const key = String(row.id);
      const parts = { labels: (labelsOf.get(key) ?? []).map(({ id, name }) => ({ id, name })), pushes: pushesOf.get(key) ?? [], favorite: favorite.has(key) };
      return materialAnswer(links, row, parts);
    }),
  );
}

/** A page's row with its parts, as the page's one statement answers it (materialPage). */
type PageRow = Omit<MaterialRow, 'created_at'> & MaterialParts & { created_at: number };

/**
 * The answers of these materials, in this order, from one statement: each row, its people, labels, pushes
 * and the caller's favourite as one JSON document. The same answers as materialAnswers over the same rows;
 * on the embedded database each statement and each field read back has a cost of its own, and a page of 50
 * is 1,000 fields as rows (素材库's list, docs/architecture.md). Ids not found are left out.
 */
export async function materialPage(db: Queryable, session: SessionUser, links: FileLinks, ids: readonly string[]): Promise<Material[]> {
  if (ids.length === 0) return [];
  // Times as whole epoch milliseconds, as a row's Date holds them (JSON would give the text of the zone).
  const { rows } = await sql<{ page: PageRow[] }>`
    SELECT coalesce(json_agg(json_build_object(
      'id', m.id, 'md5', m.md5, 'name', m.name, 'kind', m.kind, 'format', m.format, 'mime', m.mime,
      'size_bytes', m.size_bytes, 'width', m.width, 'height', m.height, 'duration_ms', m.duration_ms,
      'bitrate', m.bitrate, 'has_poster', m.has_poster, 'designer_id', m.designer_id, 'uploader_id', m.uploader_id,
      'source', m.source, 'shared', m.shared, 'created_at', floor(extract(epoch FROM m.created_at) * 1000)::bigint,
      'customer_id', m.customer_id, 'designer_name', d.display_name, 'uploader_name', u.display_name,
      'labels', coalesce((
        SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name, l.id)
        FROM label_uses lu JOIN labels l ON l.id = lu.label_id
        WHERE lu.kind = 'material' AND lu.object_id = m.id), '[]'),
      'pushes', coalesce((
        SELECT json_agg(json_build_object(
          'media_code', p.media_code, 'media_account_id', p.media_account_id, 'account_id', a.account_id,
          'account_name', a.account_name, 'media_material_id', p.media_material_id, 'review_state', p.review_state,
          'reject_reason', p.reject_reason, 'quality_labels', p.quality_labels,
          'pushed_at', floor(extract(epoch FROM p.pushed_at) * 1000)::bigint) ORDER BY p.pushed_at, p.media_account_id)
        FROM material_pushes p JOIN media_accounts a ON a.id = p.media_account_id
        WHERE p.material_id = m.id), '[]'),
      'favorite', EXISTS (SELECT FROM material_favorites f WHERE f.user_id = ${session.userId} AND f.material_id = m.id)
    ) ORDER BY page.n), '[]') AS page
    FROM unnest(${ids}::bigint[]) WITH ORDINALITY AS page (id, n)
    JOIN materials m ON m.id = page.id
    LEFT JOIN users d ON d.id = m.designer_id
    LEFT JOIN users u ON u.id = m.uploader_id`.execute(sqlOn(db));
  return Promise.all(rows[0].page.map((row) => materialAnswer(links, { ...row, created_at: new Date(row.created_at) }, row)));
}

async function materialAnswer(links: FileLinks, row: MaterialRow, parts: MaterialParts): Promise<Material> {
  const isVideo = row.kind === 'video';
  return {
    id: Number(row.id),
    md5: row.md5,
    name: row.name,
    kind: row.kind,
    format: row.format,
    mime: row.mime,
    size: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    durationMs: isVideo ? row.duration_ms : null,
    bitrate: isVideo ? row.bitrate : null,
    designer: row.designer_id !== null && row.designer_name !== null ? { id: row.designer_id, name: row.designer_name } : null,
    uploader: row.uploader_id !== null && row.uploader_name !== null ? { id: row.uploader_id, name: row.uploader_name } : null,
    source: row.source,
    shared: row.shared,
    labels: parts.labels,
    favorite: parts.favorite,
    uploadTime: formatChinaTime(row.created_at),
    thumbnailUrl: await links.link(row.customer_id, row.md5, 'thumbnail'),
    posterUrl: row.has_poster ? await links.link(row.customer_id, row.md5, 'poster') : null,
    fileUrl: await links.link(row.customer_id, row.md5, 'original', { contentType: row.mime }),
    pushes: parts.pushes.map((p) => ({
      mediaCode: p.media_code as MediaCode,
      mediaAccountId: p.media_account_id,
      advertiserId: p.account_id,
      accountName: p.account_name,
      mediaMaterialId: p.media_material_id,
      reviewState: p.review_state,
      rejectReason: p.reject_reason,
      qualityLabels: p.quality_labels,
      pushTime: formatChinaTime(p.pushed_at),
    })),
  };
}
