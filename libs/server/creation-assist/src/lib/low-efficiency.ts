// Which of the chosen accounts' copies of a material the media flags 低效 (the material library's per-account
// quality labels, material_pushes.quality_labels, kept in each media's own words by the push sync).
import { isLowEfficiencyLabel } from '@toufang/server-creation';
import { sqlOn, type Queryable } from '@toufang/server-db';

// The preview's facts read the same labels the same way (低效素材, 低效, baidu's 低质素材).
export { isLowEfficiencyLabel };

/** Per desk material id: the chosen accounts where the media flags its copy 低效. */
export async function lowEfficiencyAccounts(db: Queryable, materialIds: readonly number[], accountIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (materialIds.length === 0 || accountIds.length === 0) return out;
  const rows = await sqlOn(db)
    .selectFrom('material_pushes')
    .select(['material_id', 'media_account_id', 'quality_labels'])
    .where('material_id', 'in', [...materialIds])
    .where('media_account_id', 'in', [...accountIds])
    .execute();
  for (const r of rows) {
    if (!r.quality_labels.some(isLowEfficiencyLabel)) continue;
    const id = Number(r.material_id);
    const list = out.get(id) ?? [];
    if (!list.includes(r.media_account_id)) list.push(r.media_account_id);
    out.set(id, list);
  }
  return out;
}
