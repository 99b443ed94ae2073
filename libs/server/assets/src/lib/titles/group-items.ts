// A title group's items: finding a group of the company and adding titles at its end, within its size.
import { TITLE_LIMITS } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest, groupNotFound, TITLE_TEXTS } from './texts';

export async function mustFindGroup(db: Queryable, customerId: number, id: number, lock = false) {
  let q = sqlOn(db).selectFrom('title_groups').select(['id', 'name']).where('customer_id', '=', customerId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const group = await q.executeTakeFirst();
  if (!group) throw groupNotFound();
  return group;
}

/** Adds titles (of the group's company, checked by the caller) after its last; those already in it stay put. */
export async function appendToGroup(tx: Queryable, groupId: number, titleIds: readonly string[]): Promise<void> {
  if (titleIds.length === 0) return;
  const q = sqlOn(tx);
  const items = await q.selectFrom('title_group_items').select(['title_id', 'position']).where('group_id', '=', groupId).execute();
  const inGroup = new Set(items.map((i) => String(i.title_id)));
  const added = [...new Set(titleIds)].filter((id) => !inGroup.has(id));
  if (items.length + added.length > TITLE_LIMITS.GROUP_TITLES) throw badRequest(TITLE_TEXTS.GROUP_TOO_LARGE);
  if (added.length === 0) return;
  const last = items.reduce((max, i) => Math.max(max, i.position), 0);
  await q
    .insertInto('title_group_items')
    .values(added.map((titleId, i) => ({ group_id: groupId, title_id: titleId, position: last + i + 1 })))
    .execute();
  await q.updateTable('title_groups').set({ updated_at: new Date() }).where('id', '=', groupId).execute();
}
