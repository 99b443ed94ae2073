// The media's verdicts on pushed materials, kept in material_pushes: read through from the media (getMaterials
// of each account, through the gateway) when a material's detail is read and its pushes were last checked more
// than PUSH_RECHECK_MS ago, once at the end of a push, and before a listing for the company's pushes still
// 审核中 (at most PUSH_LIST_REFRESH_MAX, longest unchecked first), so the list's 审核状态 and its filter follow
// the media without a material being opened (docs/decisions.md, "Review state in the material list").
import type { MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';

/** A push's verdicts are asked again when read this long after they were last asked. */
export const PUSH_RECHECK_MS = 5 * 60_000;
/** Pushes still 审核中 one listing asks the media about, at most: a page never waits on more calls than this. */
export const PUSH_LIST_REFRESH_MAX = 100;

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

/**
 * Before a listing: the company's pushes still 审核中 and unchecked for PUSH_RECHECK_MS, at most
 * PUSH_LIST_REFRESH_MAX of them, claimed (checked_at set) so that listings at the same moment do not ask the
 * media the same, then asked. A media that does not answer leaves them 审核中 until the next window.
 */
export async function refreshPendingReviews(server: Pick<ServerContext, 'db' | 'media' | 'clock'>, customerId: number): Promise<number> {
  const q = sqlOn(server.db);
  const now = new Date(server.clock.now());
  const staleBefore = new Date(now.getTime() - PUSH_RECHECK_MS);
  const due = await q
    .selectFrom('material_pushes as p')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .select(['p.material_id', 'p.media_account_id'])
    .where('m.customer_id', '=', customerId)
    .where('p.review_state', '=', 'reviewing')
    .where('p.checked_at', '<', staleBefore)
    .orderBy('p.checked_at')
    .limit(PUSH_LIST_REFRESH_MAX)
    .execute();
  if (due.length === 0) return 0;
  const claimed = await q
    .updateTable('material_pushes')
    .set({ checked_at: now })
    .where('review_state', '=', 'reviewing')
    .where('checked_at', '<', staleBefore)
    .where((eb) => eb.or(due.map((d) => eb.and([eb('material_id', '=', d.material_id), eb('media_account_id', '=', d.media_account_id)]))))
    .returning('material_id')
    .execute();
  return refreshPushes(server, customerId, [...new Set(claimed.map((c) => Number(c.material_id)))]);
}
