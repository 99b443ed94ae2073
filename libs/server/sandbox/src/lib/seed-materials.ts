// Materials a seed places in the sandbox with a past: a file an account received days ago, used by objects
// that deliver since, so a fresh desk has figures by material (the port's uploads are stamped with the clock's
// now and start their review then, which gives no history). The desk's seed calls it with the files it made.
import { createHash } from 'node:crypto';
import { checkMaterialFile } from '@toufang/domain';
import { sql as raw } from 'kysely';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { MaterialUpload } from '@toufang/server-media';
import type { SandboxMediaConfig } from './config';
import { shapedId } from './ids';

/** A file as an upload describes it (without its bytes: the sandbox keeps metadata only), with its past. */
export interface SeededMaterial extends Omit<MaterialUpload, 'content'> {
  advertiserId: string;
  /** When the account received it (epoch ms); review runs from then, as for an upload. */
  receivedAt: number;
  /** Objects of the account that use it (creatives, or the delivering objects of a media without creatives). */
  usedBy?: readonly string[];
}

/**
 * Places the materials (an account that has the file already keeps its material) and points the objects
 * listed at them; answers the material ids in order. A file outside the media's limits is a seed's mistake:
 * it throws rather than storing what the media would refuse.
 */
export async function seedSandboxMaterials(db: Queryable, config: SandboxMediaConfig, materials: readonly SeededMaterial[]): Promise<string[]> {
  const q = sqlOn(db);
  const ids: string[] = [];
  for (const m of materials) {
    const problem = checkMaterialFile(config.limits.material, m);
    if (problem) throw new Error(`${config.media} would refuse ${m.fileName}: ${problem.rule} ${JSON.stringify(problem.params)}`);
    if (!/^[0-9a-f]{32}$/.test(m.signature)) throw new Error(`${m.fileName}: the signature must be a lower-case md5`);
    const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
    await q
      .insertInto('sandbox_materials')
      .values({
        media_code: config.media,
        material_id: shapedId(config.ids.material, n),
        advertiser_id: m.advertiserId,
        kind: m.kind,
        signature: m.signature,
        format: m.format,
        file_name: m.fileName,
        width: m.width,
        height: m.height,
        size_bytes: m.size,
        duration_s: m.duration ?? null,
        created_at: new Date(m.receivedAt),
      })
      .onConflict((oc) => oc.columns(['media_code', 'advertiser_id', 'signature']).doNothing())
      .execute();
    const { material_id: materialId } = await q
      .selectFrom('sandbox_materials')
      .select('material_id')
      .where('media_code', '=', config.media)
      .where('advertiser_id', '=', m.advertiserId)
      .where('signature', '=', m.signature)
      .executeTakeFirstOrThrow();
    if (m.usedBy && m.usedBy.length > 0) {
      await q
        .updateTable('sandbox_objects')
        .set({ material_id: materialId })
        .where('media_code', '=', config.media)
        .where('advertiser_id', '=', m.advertiserId)
        .where('object_id', 'in', [...m.usedBy])
        .execute();
    }
    ids.push(materialId);
  }
  return ids;
}

/**
 * Files an account's own people uploaded in the media's console today (a media counts those against the
 * account's daily new-material cap like the API's): `count` materials received at `at`, metadata only, so a
 * demo has an account near its cap and the next pushes past it are refused by the media (material_quota).
 * Their md5 are drawn from the account and a serial, never a desk file's. Answers how many it placed.
 */
export async function seedSandboxUploadsOfDay(db: Queryable, config: SandboxMediaConfig, fill: { advertiserId: string; count: number; at: number }): Promise<number> {
  if (fill.count <= 0) return 0;
  const q = sqlOn(db);
  const numbers = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n FROM generate_series(1, ${fill.count})`.execute(q)).rows;
  const image = config.limits.material.IMAGE;
  const [width, height] = image.SPECS[0].MIN;
  const rows = numbers.map(({ n }, i) => ({
    media_code: config.media,
    material_id: shapedId(config.ids.material, n),
    advertiser_id: fill.advertiserId,
    kind: 'image' as const,
    signature: createHash('md5').update(`console-upload:${config.media}:${fill.advertiserId}:${i}`).digest('hex'),
    format: image.FORMATS[0],
    file_name: `后台上传_${String(i + 1).padStart(4, '0')}.${image.FORMATS[0]}`,
    width,
    height,
    size_bytes: 200 * 1024,
    duration_s: null,
    created_at: new Date(fill.at),
  }));
  // 12 parameters a row: 500 rows a statement stays far under a statement's limit.
  for (let i = 0; i < rows.length; i += 500) {
    await q
      .insertInto('sandbox_materials')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['media_code', 'advertiser_id', 'signature']).doNothing())
      .execute();
  }
  return rows.length;
}
