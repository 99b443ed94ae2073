// Changes to materials a person sees: rename one, set the designer, sharing or labels of several, keep them
// as favourites, remove them (warning first about delivering ads that use them). Each write is one
// transaction with its audit record; ids the caller does not see answer like missing ones.
import type { components } from '@toufang/api/contract';
import type { MediaCode } from '@toufang/domain';
import { actorOf, recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import type { FileStorage } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { badRequest, forbidden, type SessionUser } from '@toufang/server-http';
import { changeableMaterials, visibleMaterials } from './visibility';
import { materialNotFound, MATERIAL_MAX_LABELS, MATERIAL_TEXTS } from './texts';

type UpdateRequest = components['schemas']['MaterialUpdateRequest'];
type RemoveResult = components['schemas']['MaterialRemoveResult'];

/** Ads named per material in a removal's warning (the count says how many there are in all). */
const IN_USE_ADS_NAMED = 20;

const ids = (list: readonly number[]) => list.map(String);

/** The materials among `wanted` the session sees (all of them, or 素材不存在或已删除), with what a write needs. */
async function seen(db: Queryable, session: SessionUser, wanted: readonly number[], lock = false) {
  let q = sqlOn(db).selectFrom('materials as m').select(['m.id', 'm.name', 'm.md5', 'm.customer_id', 'm.designer_id', 'm.shared']).where(visibleMaterials(session)).where('m.id', 'in', ids(wanted));
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  if (rows.length !== wanted.length) throw materialNotFound();
  return rows;
}

/** A designer changes only what they designed or uploaded: refuse naming how many are not theirs. */
async function mustChange(db: Queryable, session: SessionUser, wanted: readonly number[]): Promise<void> {
  const mine = await sqlOn(db).selectFrom('materials as m').select('m.id').where(changeableMaterials(session)).where('m.id', 'in', ids(wanted)).execute();
  if (mine.length !== wanted.length) throw forbidden(MATERIAL_TEXTS.NOT_YOURS(wanted.length - mine.length));
}

const audit = (session: SessionUser, row: { id: string | number; name: string }) => ({
  companyId: session.customerId,
  object: { level: 'material', id: String(row.id), name: row.name },
});

export async function updateMaterials(db: Db, session: SessionUser, body: UpdateRequest): Promise<{ updated: number }> {
  if (body.name !== undefined && body.ids.length !== 1) throw badRequest(MATERIAL_TEXTS.NAME_ONLY_ONE);
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const rows = await seen(tx, session, body.ids, true);
    await mustChange(tx, session, body.ids);
    const q = sqlOn(tx);
    if (body.designerId !== undefined) {
      const designer = await q.selectFrom('users').select('id').where('id', '=', body.designerId).where('customer_id', '=', session.customerId).where('role', '=', 'DESIGNER').executeTakeFirst();
      if (!designer) throw badRequest(MATERIAL_TEXTS.DESIGNER_INVALID);
    }
    const add = body.addLabelIds ?? [];
    const remove = body.removeLabelIds ?? [];
    if (add.length > 0) {
      const found = await q.selectFrom('labels').select('id').where('customer_id', '=', session.customerId).where('id', 'in', add).execute();
      if (found.length !== add.length) throw badRequest(MATERIAL_TEXTS.LABEL_INVALID);
    }
    const name = body.name?.trim();
    const set = {
      ...(name !== undefined ? { name } : {}),
      ...(body.designerId !== undefined ? { designer_id: body.designerId } : {}),
      ...(body.shared !== undefined ? { shared: body.shared } : {}),
    };
    if (Object.keys(set).length > 0) await q.updateTable('materials').set({ ...set, updated_at: new Date() }).where('id', 'in', ids(body.ids)).execute();
    if (remove.length > 0) await q.deleteFrom('label_uses').where('kind', '=', 'material').where('object_id', 'in', ids(body.ids)).where('label_id', 'in', remove).execute();
    if (add.length > 0) {
      const values = body.ids.flatMap((id) => add.map((labelId) => ({ label_id: labelId, kind: 'material' as const, object_id: id })));
      await q.insertInto('label_uses').values(values).onConflict((oc) => oc.doNothing()).execute();
      const over = await q
        .selectFrom('label_uses')
        .select('object_id')
        .where('kind', '=', 'material')
        .where('object_id', 'in', ids(body.ids))
        .groupBy('object_id')
        .having((eb) => eb.fn.countAll(), '>', MATERIAL_MAX_LABELS)
        .executeTakeFirst();
      if (over) throw badRequest(MATERIAL_TEXTS.TOO_MANY_LABELS(MATERIAL_MAX_LABELS));
    }
    const entries: AuditEntry[] = rows.map((row) => ({
      ...audit(session, row),
      actor,
      action: 'material.update',
      actionName: name !== undefined ? '重命名素材' : '修改素材',
      before: { name: row.name, designerId: row.designer_id, shared: row.shared },
      after: { ...set, ...(add.length ? { addLabelIds: add } : {}), ...(remove.length ? { removeLabelIds: remove } : {}) },
    }));
    await recordAuditBatch(tx, entries);
    return { updated: rows.length };
  });
}

export async function favoriteMaterials(db: Db, session: SessionUser, body: { ids: number[]; favorite: boolean }): Promise<{ updated: number }> {
  await seen(db, session, body.ids);
  const q = sqlOn(db);
  if (body.favorite) {
    await q
      .insertInto('material_favorites')
      .values(body.ids.map((id) => ({ user_id: session.userId, material_id: id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await q.deleteFrom('material_favorites').where('user_id', '=', session.userId).where('material_id', 'in', ids(body.ids)).execute();
  }
  return { updated: body.ids.length };
}

/** Delivering ads (enabled, on the desk's copy of the media) that use each of these materials. */
async function adsUsing(db: Queryable, materialIds: readonly string[]) {
  return sqlOn(db)
    .selectFrom('material_pushes as p')
    .innerJoin('delivery_objects as o', (join) => join.onRef('o.account_id', '=', 'p.media_account_id').onRef('o.material_id', '=', 'p.media_material_id'))
    .innerJoin('media_accounts as a', 'a.id', 'p.media_account_id')
    .select(['p.material_id', 'o.media_code', 'a.account_id', 'o.object_id', 'o.name'])
    .where('p.material_id', 'in', materialIds)
    .where('o.opt_status', '=', 'enabled')
    .orderBy('p.material_id')
    .orderBy('o.name')
    .execute();
}

export async function removeMaterials(db: Db, storage: FileStorage, session: SessionUser, body: { ids: number[]; confirm?: boolean }): Promise<RemoveResult> {
  const actor = await actorOf(db, session);
  const removed = await db.transaction(async (tx) => {
    const rows = await seen(tx, session, body.ids, true);
    await mustChange(tx, session, body.ids);
    const using = await adsUsing(tx, ids(body.ids));
    if (using.length > 0 && body.confirm !== true) {
      const inUse = rows
        .filter((row) => using.some((u) => String(u.material_id) === String(row.id)))
        .map((row) => {
          const ads = using.filter((u) => String(u.material_id) === String(row.id));
          return {
            id: Number(row.id),
            name: row.name,
            adCount: ads.length,
            ads: ads.slice(0, IN_USE_ADS_NAMED).map((u) => ({ mediaCode: u.media_code as MediaCode, advertiserId: u.account_id, adId: u.object_id, adName: u.name })),
          };
        });
      return { rows: [], inUse };
    }
    // Pushes, favourites go with the row (ON DELETE CASCADE); label uses name it by id only.
    await sqlOn(tx).deleteFrom('label_uses').where('kind', '=', 'material').where('object_id', 'in', ids(body.ids)).execute();
    await sqlOn(tx).deleteFrom('materials').where('id', 'in', ids(body.ids)).execute();
    await recordAuditBatch(
      tx,
      rows.map((row) => ({ ...audit(session, row), actor, action: 'material.remove', actionName: '删除素材', before: { name: row.name, md5: row.md5 }, after: null })),
    );
    return { rows, inUse: [] };
  });
  // The bytes go once the rows are gone (a file is one company's one material); a failed delete leaves an
  // orphan file, never a material without its file.
  for (const row of removed.rows) await storage.delete({ customerId: row.customer_id, md5: row.md5 }).catch(() => undefined);
  return { removed: removed.rows.length, inUse: removed.inUse };
}
