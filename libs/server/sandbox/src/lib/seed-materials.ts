// Materials a seed places in the sandbox with a past: a file an account received days ago, used by objects
// that deliver since, so a fresh desk has figures by material (the port's uploads are stamped with the clock's
// now and start their review then, which gives no history). The desk's seed calls it with the files it made.
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
