// 标签管理 (assets section): a company's labels in groups, and where each is used. Label and group names are
// unique in the company; a label in use is removed only when the caller confirms, which takes it off every
// material and title; a group is removed only when empty. Another company's ids answer like missing ones.
// Each write is one transaction with its audit record.
import type { components } from '@toufang/api/contract';
import { formatChinaTime } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest, type HandlersFor, type RouteDeps, type SessionUser, sessionOf } from '@toufang/server-http';
import { ASSET_TEXTS, conflict, isUniqueViolation, notFound, refused } from './texts';

type Label = components['schemas']['Label'];
type LabelGroup = components['schemas']['LabelGroup'];

/** How many materials and titles carry each of the company's labels (or the one label asked for). */
export async function labelUseCounts(db: Queryable, customerId: number, labelId?: number): Promise<Map<number, { material: number; title: number }>> {
  let q = sqlOn(db)
    .selectFrom('label_uses as u')
    .innerJoin('labels as l', 'l.id', 'u.label_id')
    .select(['u.label_id', 'u.kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('l.customer_id', '=', customerId);
  if (labelId !== undefined) q = q.where('l.id', '=', labelId);
  const rows = await q.groupBy(['u.label_id', 'u.kind']).execute();
  const counts = new Map<number, { material: number; title: number }>();
  for (const row of rows) {
    const entry = counts.get(row.label_id) ?? { material: 0, title: 0 };
    entry[row.kind] = Number(row.n);
    counts.set(row.label_id, entry);
  }
  return counts;
}

/** The company's labels by name (or the one label asked for), with where each is used. */
async function labelRecords(db: Queryable, customerId: number, labelId?: number): Promise<Label[]> {
  let q = sqlOn(db)
    .selectFrom('labels as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select(['l.id', 'l.group_id', 'l.name', 'l.created_at', 'u.display_name'])
    .where('l.customer_id', '=', customerId);
  if (labelId !== undefined) q = q.where('l.id', '=', labelId);
  const labels = await q.orderBy('l.name').orderBy('l.id').execute();
  const counts = await labelUseCounts(db, customerId, labelId);
  return labels.map((l) => ({
    id: l.id,
    groupId: l.group_id,
    name: l.name,
    materialCount: counts.get(l.id)?.material ?? 0,
    titleCount: counts.get(l.id)?.title ?? 0,
    createdBy: l.display_name ?? null,
    createTime: formatChinaTime(l.created_at),
  }));
}

/** The company's groups by name, each with its labels by name. */
export async function labelGroups(db: Queryable, customerId: number): Promise<LabelGroup[]> {
  const groups = await sqlOn(db).selectFrom('label_groups').select(['id', 'name']).where('customer_id', '=', customerId).orderBy('name').orderBy('id').execute();
  const labels = await labelRecords(db, customerId);
  return groups.map((g) => ({ id: g.id, name: g.name, labels: labels.filter((l) => l.groupId === g.id) }));
}

function cleanName(name: string, required: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(required);
  return trimmed;
}

async function mustFindGroup(db: Queryable, customerId: number, id: number, lock = false) {
  let q = sqlOn(db).selectFrom('label_groups').select(['id', 'name']).where('customer_id', '=', customerId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const group = await q.executeTakeFirst();
  if (!group) throw notFound(ASSET_TEXTS.GROUP_NOT_FOUND);
  return group;
}

async function mustFindLabel(db: Queryable, customerId: number, id: number) {
  const label = await sqlOn(db).selectFrom('labels').select(['id', 'group_id', 'name']).where('customer_id', '=', customerId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!label) throw notFound(ASSET_TEXTS.LABEL_NOT_FOUND);
  return label;
}

/** Runs a write; a unique-index race the checks did not see answers like the check would. */
async function guarded<T>(taken: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(taken);
    throw error;
  }
}

const audit = (session: SessionUser, level: 'label' | 'labelGroup', row: { id: number; name: string }) => ({
  companyId: session.customerId,
  object: { level, id: String(row.id), name: row.name },
});

async function findLabel(db: Queryable, customerId: number, id: number): Promise<Label> {
  const [label] = await labelRecords(db, customerId, id);
  return label;
}

export function labelHandlers({ db }: RouteDeps): HandlersFor<'listLabels' | 'saveLabelGroup' | 'removeLabelGroup' | 'createLabel' | 'updateLabel' | 'removeLabel'> {
  return {
    async listLabels(ctx) {
      return labelGroups(db, sessionOf(ctx).customerId);
    },

    async saveLabelGroup(ctx) {
      const session = sessionOf(ctx);
      const name = cleanName(ctx.body.name, ASSET_TEXTS.GROUP_NAME_REQUIRED);
      const actor = await actorOf(db, session);
      return guarded(ASSET_TEXTS.GROUP_NAME_TAKEN, () =>
        db.transaction(async (tx) => {
          const q = sqlOn(tx);
          const taken = await q.selectFrom('label_groups').select('id').where('customer_id', '=', session.customerId).where('name', '=', name).executeTakeFirst();
          if (taken && taken.id !== ctx.body.id) throw conflict(ASSET_TEXTS.GROUP_NAME_TAKEN);
          if (ctx.body.id === undefined) {
            const { id } = await q.insertInto('label_groups').values({ customer_id: session.customerId, name }).returning('id').executeTakeFirstOrThrow();
            await recordAudit(tx, { ...audit(session, 'labelGroup', { id, name }), actor, action: 'labelGroup.create', actionName: '新建标签分组', before: null, after: { name } });
            return { id, name, labels: [] };
          }
          const group = await mustFindGroup(tx, session.customerId, ctx.body.id, true);
          if (group.name !== name) {
            await q.updateTable('label_groups').set({ name }).where('id', '=', group.id).execute();
            await recordAudit(tx, { ...audit(session, 'labelGroup', { id: group.id, name }), actor, action: 'labelGroup.rename', actionName: '重命名标签分组', before: { name: group.name }, after: { name } });
          }
          return { id: group.id, name, labels: (await labelRecords(tx, session.customerId)).filter((l) => l.groupId === group.id) };
        }),
      );
    },

    async removeLabelGroup(ctx) {
      const session = sessionOf(ctx);
      const actor = await actorOf(db, session);
      await db.transaction(async (tx) => {
        const group = await mustFindGroup(tx, session.customerId, ctx.body.id, true);
        const q = sqlOn(tx);
        // The group's row is locked, so no label joins it between the count and the delete.
        const labels = await q.selectFrom('labels').select('id').where('group_id', '=', group.id).forUpdate().execute();
        if (labels.length > 0) throw refused(ASSET_TEXTS.GROUP_HAS_LABELS(labels.length));
        await q.deleteFrom('label_groups').where('id', '=', group.id).execute();
        await recordAudit(tx, { ...audit(session, 'labelGroup', group), actor, action: 'labelGroup.remove', actionName: '删除标签分组', before: { name: group.name }, after: null });
      });
      return null;
    },

    async createLabel(ctx) {
      const session = sessionOf(ctx);
      const name = cleanName(ctx.body.name, ASSET_TEXTS.LABEL_NAME_REQUIRED);
      const actor = await actorOf(db, session);
      return guarded(ASSET_TEXTS.LABEL_NAME_TAKEN, () =>
        db.transaction(async (tx) => {
          const group = await mustFindGroup(tx, session.customerId, ctx.body.groupId, true);
          const q = sqlOn(tx);
          const taken = await q.selectFrom('labels').select('id').where('customer_id', '=', session.customerId).where('name', '=', name).executeTakeFirst();
          if (taken) throw conflict(ASSET_TEXTS.LABEL_NAME_TAKEN);
          const { id } = await q
            .insertInto('labels')
            .values({ customer_id: session.customerId, group_id: group.id, name, created_by: session.userId })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(tx, { ...audit(session, 'label', { id, name }), actor, action: 'label.create', actionName: '新建标签', before: null, after: { name, group: group.name } });
          return findLabel(tx, session.customerId, id);
        }),
      );
    },

    async updateLabel(ctx) {
      const session = sessionOf(ctx);
      const name = cleanName(ctx.body.name, ASSET_TEXTS.LABEL_NAME_REQUIRED);
      const actor = await actorOf(db, session);
      return guarded(ASSET_TEXTS.LABEL_NAME_TAKEN, () =>
        db.transaction(async (tx) => {
          const label = await mustFindLabel(tx, session.customerId, ctx.body.id);
          const group = await mustFindGroup(tx, session.customerId, ctx.body.groupId, true);
          const q = sqlOn(tx);
          const taken = await q.selectFrom('labels').select('id').where('customer_id', '=', session.customerId).where('name', '=', name).executeTakeFirst();
          if (taken && taken.id !== label.id) throw conflict(ASSET_TEXTS.LABEL_NAME_TAKEN);
          if (label.name !== name || label.group_id !== group.id) {
            // Materials and titles refer to the label by id: the new name is what they all show at once.
            await q.updateTable('labels').set({ name, group_id: group.id }).where('id', '=', label.id).execute();
            await recordAudit(tx, {
              ...audit(session, 'label', { id: label.id, name }),
              actor,
              action: 'label.update',
              actionName: '修改标签',
              before: { name: label.name, groupId: label.group_id },
              after: { name, groupId: group.id },
            });
          }
          return findLabel(tx, session.customerId, label.id);
        }),
      );
    },

    async removeLabel(ctx) {
      const session = sessionOf(ctx);
      const actor = await actorOf(db, session);
      await db.transaction(async (tx) => {
        const label = await mustFindLabel(tx, session.customerId, ctx.body.id);
        const used = (await labelUseCounts(tx, session.customerId, label.id)).get(label.id) ?? { material: 0, title: 0 };
        const inUse = used.material + used.title > 0;
        if (inUse && ctx.body.confirm !== true) throw refused(ASSET_TEXTS.LABEL_IN_USE(label.name, used.material, used.title));
        // label_uses goes with it (ON DELETE CASCADE): the label comes off every material and title.
        await sqlOn(tx).deleteFrom('labels').where('id', '=', label.id).execute();
        await recordAudit(tx, {
          ...audit(session, 'label', label),
          actor,
          action: 'label.remove',
          actionName: '删除标签',
          before: { name: label.name, groupId: label.group_id, materials: used.material, titles: used.title },
          after: null,
        });
      });
      return null;
    },
  };
}
