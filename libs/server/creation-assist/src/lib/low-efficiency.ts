// Which of the chosen accounts' copies of a material the media flags 低效 (the material library's per-account
// quality labels, material_pushes.quality_labels, kept in each media's own words by the push sync).
import { sqlOn, type Queryable } from '@toufang/server-db';

/**
 * The media's words for a low-efficiency label: 低效素材 (toutiao, gdt, kuaishou, qianchuan), 低效 (bilibili),
 * 低质素材 (baidu). A label is read as one when it holds 低效 or 低质.
 */
export const isLowEfficiencyLabel = (label: string) => label.includes('低效') || label.includes('低质');

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
