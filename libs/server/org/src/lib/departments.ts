// The company's department tree (account-app manage › department-manage): list with user counts, create,
// rename, move, delete an empty one. Sibling names are unique; a department never moves under itself or
// below itself; another company's ids answer like missing ones. Each write is one transaction with its
// audit record.
import type { components } from '@toufang/api/contract';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { type SessionUser, badRequest, type HandlersFor, sessionOf, type RouteDeps } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { conflict, isUniqueViolation, notFound, ORG_TEXTS, refused } from './texts';

type Department = components['schemas']['Department'];

export interface DepartmentRow {
  id: number;
  parent_id: number | null;
  name: string;
}

/** The company's departments, by name then id. */
export async function departmentRows(db: Queryable, customerId: number, lock = false): Promise<DepartmentRow[]> {
  let q = sqlOn(db).selectFrom('departments').select(['id', 'parent_id', 'name']).where('customer_id', '=', customerId).orderBy('name').orderBy('id');
  // Locking the company's whole tree serialises its changes: two moves at once cannot make a cycle.
  if (lock) q = q.forUpdate();
  return q.execute();
}

/** The department and every department below it. */
export function departmentAndBelow(rows: readonly DepartmentRow[], id: number): Set<number> {
  const found = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && found.has(row.parent_id) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

export function buildTree(rows: readonly DepartmentRow[], counts: ReadonlyMap<number, number>): Department[] {
  const nodes = new Map<number, Department>(rows.map((r) => [r.id, { id: r.id, name: r.name, parentId: r.parent_id, userCount: counts.get(r.id) ?? 0, children: [] }]));
  const roots: Department[] = [];
  // rows come by name, so every children list is by name too.
  for (const row of rows) {
    const node = nodes.get(row.id) as Department;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The company's tree with the users directly in each department. */
async function departmentTree(db: Queryable, customerId: number): Promise<Department[]> {
  const rows = await departmentRows(db, customerId);
  const counts = await sqlOn(db)
    .selectFrom('users')
    .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('customer_id', '=', customerId)
    .where('group_id', 'is not', null)
    .groupBy('group_id')
    .execute();
  return buildTree(rows, new Map(counts.map((c) => [c.group_id as number, Number(c.n)])));
}

const departmentAudit = (session: SessionUser, row: { id: number; name: string }) => ({
  companyId: session.customerId,
  object: { level: 'department', id: String(row.id), name: row.name },
});

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(ORG_TEXTS.DEPARTMENT_NAME_REQUIRED);
  return trimmed;
}

function checkSiblingName(rows: readonly DepartmentRow[], parentId: number | null, name: string, except?: number): void {
  if (rows.some((r) => r.parent_id === parentId && r.name === name && r.id !== except)) throw conflict(ORG_TEXTS.DEPARTMENT_NAME_TAKEN);
}

function mustFind(rows: readonly DepartmentRow[], id: number): DepartmentRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound(ORG_TEXTS.DEPARTMENT_NOT_FOUND);
  return row;
}

/** Runs a tree change; a unique-index race the checks did not see answers like the check would. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ORG_TEXTS.DEPARTMENT_NAME_TAKEN);
    throw error;
  }
}

export function departmentHandlers({ db }: RouteDeps): HandlersFor<'listDepartments' | 'saveDepartment' | 'moveDepartment' | 'removeDepartment'> {
  return {
    async listDepartments(ctx) {
      return departmentTree(db, sessionOf(ctx).customerId);
    },

    async saveDepartment(ctx) {
      const session = sessionOf(ctx);
      const name = cleanName(ctx.body.name);
      const actor = await actorOf(db, session);
      return guarded(() =>
        db.transaction(async (tx) => {
          const rows = await departmentRows(tx, session.customerId, true);
          const q = sqlOn(tx);
          if (ctx.body.id === undefined) {
            const parentId = ctx.body.parentId ?? null;
            if (parentId !== null) mustFind(rows, parentId);
            checkSiblingName(rows, parentId, name);
            const { id } = await q.insertInto('departments').values({ customer_id: session.customerId, parent_id: parentId, name }).returning('id').executeTakeFirstOrThrow();
            await recordAudit(tx, { ...departmentAudit(session, { id, name }), actor, action: 'department.create', actionName: '新建部门', before: null, after: { name, parentId } });
            return { id, name, parentId, userCount: 0, children: [] };
          }
          const row = mustFind(rows, ctx.body.id);
          checkSiblingName(rows, row.parent_id, name, row.id);
          await q.updateTable('departments').set({ name }).where('id', '=', row.id).execute();
          await recordAudit(tx, { ...departmentAudit(session, { id: row.id, name }), actor, action: 'department.rename', actionName: '重命名部门', before: { name: row.name }, after: { name } });
          const find = (nodes: Department[]): Department | undefined => nodes.map((n) => (n.id === row.id ? n : find(n.children))).find(Boolean);
          return find(await departmentTree(tx, session.customerId)) as Department;
        }),
      );
    },

    async moveDepartment(ctx) {
      const session = sessionOf(ctx);
      const { id, parentId } = ctx.body;
      const actor = await actorOf(db, session);
      await guarded(() =>
        db.transaction(async (tx) => {
          const rows = await departmentRows(tx, session.customerId, true);
          const row = mustFind(rows, id);
          if (parentId !== null) {
            mustFind(rows, parentId);
            if (departmentAndBelow(rows, id).has(parentId)) throw refused(ORG_TEXTS.DEPARTMENT_CYCLE);
          }
          if (row.parent_id === parentId) return;
          checkSiblingName(rows, parentId, row.name, row.id);
          await sqlOn(tx).updateTable('departments').set({ parent_id: parentId }).where('id', '=', id).execute();
          await recordAudit(tx, { ...departmentAudit(session, row), actor, action: 'department.move', actionName: '移动部门', before: { parentId: row.parent_id }, after: { parentId } });
        }),
      );
      return null;
    },

    async removeDepartment(ctx) {
      const session = sessionOf(ctx);
      const actor = await actorOf(db, session);
      await db.transaction(async (tx) => {
        const rows = await departmentRows(tx, session.customerId, true);
        const row = mustFind(rows, ctx.body.id);
        const q = sqlOn(tx);
        // The users are locked too, so nobody joins the department between the count and the delete.
        const users = await q.selectFrom('users').select('id').where('customer_id', '=', session.customerId).where('group_id', '=', row.id).forUpdate().execute();
        if (users.length > 0) throw refused(ORG_TEXTS.DEPARTMENT_HAS_USERS(users.length));
        if (rows.some((r) => r.parent_id === row.id)) throw refused(ORG_TEXTS.DEPARTMENT_HAS_CHILDREN);
        await q.deleteFrom('departments').where('id', '=', row.id).execute();
        await recordAudit(tx, { ...departmentAudit(session, row), actor, action: 'department.remove', actionName: '删除部门', before: { name: row.name, parentId: row.parent_id }, after: null });
      });
      return null;
    },
  };
}
