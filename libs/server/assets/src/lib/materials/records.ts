// A material as the contract answers it: its row, its people, labels, pushes, the caller's favourite and
// signed links, read for a page of materials at once (one query per part, not one per material).
import type { components } from '@toufang/api/contract';
import { formatChinaTime, type MediaCode } from '@toufang/domain';
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
    rows.map(async (row): Promise<Material> => {
      const key = String(row.id);
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
        labels: (labelsOf.get(key) ?? []).map(({ id, name }) => ({ id, name })),
        favorite: favorite.has(key),
        uploadTime: formatChinaTime(row.created_at),
        thumbnailUrl: await links.link(row.customer_id, row.md5, 'thumbnail'),
        posterUrl: row.has_poster ? await links.link(row.customer_id, row.md5, 'poster') : null,
        fileUrl: await links.link(row.customer_id, row.md5, 'original', { contentType: row.mime }),
        pushes: (pushesOf.get(key) ?? []).map((p) => ({
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
    }),
  );
}
