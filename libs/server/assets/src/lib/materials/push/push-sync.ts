// The media's verdicts on pushed materials, kept in material_pushes: read through from the media (getMaterials
// of each account, through the gateway) when a material's detail is read and its pushes were last checked more
// than PUSH_RECHECK_MS ago, and once at the end of a push. The list answers what is stored, so a page of
// materials makes no media calls (docs/decisions.md, "Pushing materials").
import type { MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';

/** A push's verdicts are asked again when read this long after they were last asked. */
export const PUSH_RECHECK_MS = 5 * 60_000;

/**
 * Asks the media for the review state and quality labels of these materials' pushes (all of them, or only
 * those checked before `staleBefore`) and stores them; an account the media does not answer keeps its stored
 * verdicts. Answers how many pushes were updated.
 */
export async function refreshPushes(server: Pick<ServerContext, 'db' | 'media' | 'clock'>, customerId: number, materialIds: readonly number[], staleBefore?: Date): Promise<number> {
  if (materialIds.length === 0) return 0;
  const q = sqlOn(server.db);
  let select = q
    .selectFrom('material_pushes as p')
    .innerJoin('media_accounts as a', 'a.id', 'p.media_account_id')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .select(['p.material_id', 'p.media_account_id', 'p.media_code', 'p.media_material_id', 'a.account_id', 'a.authorization_id'])
    .where('m.customer_id', '=', customerId)
    .where('p.material_id', 'in', materialIds.map(String))
    .where('a.authorization_id', 'is not', null);
  if (staleBefore) select = select.where('p.checked_at', '<', staleBefore);
  const pushes = await select.execute();
  const groups = new Map<string, typeof pushes>();
  for (const p of pushes) {
    const key = `${p.media_code}|${p.authorization_id}|${p.account_id}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  let updated = 0;
  for (const group of groups.values()) {
    const { media_code, authorization_id, account_id } = group[0];
    let outcomes;
    try {
      outcomes = await server.media.gateway(media_code as MediaCode, authorization_id as number).getMaterials(account_id, group.map((p) => p.media_material_id));
    } catch {
      continue;
    }
    const at = new Date(server.clock.now());
    for (const outcome of outcomes) {
      if (!outcome.ok) continue;
      const m = outcome.value;
      const rows = group.filter((p) => p.media_material_id === m.materialId);
      for (const p of rows) {
        await q
          .updateTable('material_pushes')
          .set({ review_state: m.review, reject_reason: m.rejectReason, quality_labels: m.qualityLabels.map((l) => l.text), checked_at: at })
          .where('material_id', '=', p.material_id)
          .where('media_account_id', '=', p.media_account_id)
          .execute();
        updated += 1;
      }
    }
  }
  return updated;
}
