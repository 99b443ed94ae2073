// Roles of a company: the seven legacy roles of shell spec §6 built in (read-only), and custom roles of the
// 2.0 model whose menu tree is what their users get from my-tree at their next login. Only ADMIN writes
// (the contract's x-access); every write is one transaction with its audit record.
import type { components } from '@toufang/api/contract';
import { BUTTON_CONFIG_FLAGS, LEGACY_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES, effectiveRole, type LegacyRole } from '@toufang/domain';
import { sql } from 'kysely';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { type HandlersFor, badRequest, sessionOf, type RouteDeps } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { conflict, isUniqueViolation, notFound as notFoundRefusal, ORG_TEXTS, refused } from './texts';

type Schemas = components['schemas'];
type RoleDefinition = Schemas['RoleDefinition'];
type MenuNode = Schemas['MenuNode'];
type ButtonConfigFlag = Schemas['ButtonConfigFlag'];

/** A menu node's code is a route name, the same shape the access declarations accept as a 2.0 code. */
export const MENU_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

export const ROLE_TEXTS = {
  NAME_REQUIRED: '请输入角色名称',
  NAME_TAKEN: '角色名称已存在',
  NOT_FOUND: ORG_TEXTS.ROLE_NOT_FOUND,
  BAD_CODE: (code: string) => `菜单编码不合法：${code}（以字母开头，只含字母、数字和下划线）`,
  DUPLICATE_CODE: (code: string) => `菜单编码重复：${code}`,
  ONE_HOME_PAGE: '只能设置一个首页',
  HOME_PAGE_DISABLED: (name: string) => `首页“${name}”未勾选，不能设为首页`,
  STILL_HELD: (count: number) => `还有 ${count} 名用户使用该角色，请先为他们更换角色`,
  LAST_ADMIN: ORG_TEXTS.LAST_ADMIN,
  OWN_ROLE: ORG_TEXTS.NOT_SELF_ROLE,
} as const;

/** The legacy role a custom role's users act as, stored as users.role + is_design_manager. */
export function storedRole(base: LegacyRole): { role: Exclude<LegacyRole, 'DESIGNMANAGER'>; is_design_manager: number } {
  return base === 'DESIGNMANAGER' ? { role: 'DESIGNER', is_design_manager: 1 } : { role: base, is_design_manager: 0 };
}

/**
 * Checks a menu tree before it is saved: every code is a route name and appears once, at most one node is
 * the home page, and the home page is shown (neither it nor a node above it is disabled, or the user would
 * land on a page their menu hides). Answers the refusal's message, or null when the tree is sound.
 */
export function menuTreeProblem(tree: readonly MenuNode[]): string | null {
  const seen = new Set<string>();
  const homes: { name: string; shown: boolean }[] = [];
  const walk = (nodes: readonly MenuNode[], parentShown: boolean): string | null => {
    for (const node of nodes) {
      if (!MENU_CODE_PATTERN.test(node.code)) return ROLE_TEXTS.BAD_CODE(node.code);
      if (seen.has(node.code)) return ROLE_TEXTS.DUPLICATE_CODE(node.code);
      seen.add(node.code);
      const shown = parentShown && !node.disable;
      if (node.isHomePage) homes.push({ name: node.name, shown });
      const problem = walk(node.children ?? [], shown);
      if (problem) return problem;
    }
    return null;
  };
  const problem = walk(tree, true);
  if (problem) return problem;
  if (homes.length > 1) return ROLE_TEXTS.ONE_HOME_PAGE;
  const hidden = homes.find((home) => !home.shown);
  return hidden ? ROLE_TEXTS.HOME_PAGE_DISABLED(hidden.name) : null;
}

/** The saved tree exactly as given, with only the contract's fields (so my-tree answers what was saved). */
function cleanTree(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.map((node) => ({
    code: node.code,
    name: node.name,
    disable: node.disable,
    isHomePage: node.isHomePage,
    children: cleanTree(node.children ?? []),
  }));
}

function builtinRoles(counts: ReadonlyMap<LegacyRole, number>): RoleDefinition[] {
  return LEGACY_ROLES.map((role) => ({
    id: null,
    code: role,
    name: ROLE_NAMES[role],
    builtin: true,
    rbacVersion: null,
    baseRole: role,
    description: ROLE_DESCRIPTIONS[role],
    menuTree: [],
    actions: [],
    userCount: counts.get(role) ?? 0,
  }));
}

async function customRoles(db: Queryable, customerId: number, id?: number): Promise<RoleDefinition[]> {
  let query = sqlOn(db)
    .selectFrom('roles as r')
    .select(['r.id', 'r.code', 'r.name', 'r.base_role', 'r.description', 'r.menu_tree', 'r.actions'])
    .select((eb) => eb.selectFrom('users as u').select(sql<number>`count(*)::int`.as('n')).whereRef('u.role_id', '=', 'r.id').as('user_count'))
    .where('r.customer_id', '=', customerId)
    .orderBy('r.id');
  if (id !== undefined) query = query.where('r.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    builtin: false,
    rbacVersion: '2.0',
    baseRole: row.base_role,
    description: row.description,
    menuTree: row.menu_tree,
    actions: row.actions,
    userCount: Number(row.user_count ?? 0),
  }));
}

/** What the audit trail keeps of a role (before and after a write). */
function auditValue(role: RoleDefinition) {
  return { code: role.code, name: role.name, baseRole: role.baseRole, description: role.description, menuTree: role.menuTree, actions: role.actions };
}

const notFound = () => notFoundRefusal(ROLE_TEXTS.NOT_FOUND);
const nameTaken = () => conflict(ROLE_TEXTS.NAME_TAKEN);

/**
 * Whether the company keeps an enabled ADMIN when the holders of role `roleId` stop being ADMIN: the
 * enabled, unexpired ADMIN users who do not hold that role.
 */
async function keepsAnAdmin(db: Queryable, customerId: number, roleId: number): Promise<boolean> {
  const other = await sqlOn(db)
    .selectFrom('users')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('role', '=', 'ADMIN')
    .where('disabled_at', 'is', null)
    .where('expire_time', '>', sql<Date>`now()`)
    .where((eb) => eb.or([eb('role_id', 'is', null), eb('role_id', '<>', roleId)]))
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}

export function roleHandlers({ db }: RouteDeps): HandlersFor<'listRoles' | 'saveRole' | 'removeRole'> {
  return {
    async listRoles(ctx) {
      const { customerId } = sessionOf(ctx);
      // Users on a built-in role (no role_id), by the role the product acts on.
      const rows = await sqlOn(db)
        .selectFrom('users')
        .select(['role', 'is_design_manager', sql<number>`count(*)::int`.as('n')])
        .where('customer_id', '=', customerId)
        .where('role_id', 'is', null)
        .groupBy(['role', 'is_design_manager'])
        .execute();
      const counts = new Map<LegacyRole, number>();
      for (const row of rows) {
        const role = effectiveRole(row.role, row.is_design_manager);
        counts.set(role, (counts.get(role) ?? 0) + Number(row.n));
      }
      return [...builtinRoles(counts), ...(await customRoles(db, customerId))];
    },

    async saveRole(ctx) {
      const session = sessionOf(ctx);
      const { customerId } = session;
      const body = ctx.body;
      const name = body.name.trim();
      if (!name) throw badRequest(ROLE_TEXTS.NAME_REQUIRED);
      const problem = menuTreeProblem(body.menuTree);
      if (problem) throw badRequest(problem);
      const menuTree = cleanTree(body.menuTree);
      // Stored in the flags' own order, so the same choice always reads back the same.
      const actions: ButtonConfigFlag[] = BUTTON_CONFIG_FLAGS.filter((flag) => body.actions.includes(flag));
      const description = (body.description ?? '').trim();
      const actor = await actorOf(db, session);
      try {
        const id = await db.transaction(async (tx) => {
          const q = sqlOn(tx);
          let taken = q.selectFrom('roles').select('id').where('customer_id', '=', customerId).where('name', '=', name);
          if (body.id !== undefined) taken = taken.where('id', '<>', body.id);
          // A built-in role's name is taken too: two 优化师 in one role list could not be told apart.
          if ((Object.values(ROLE_NAMES) as string[]).includes(name) || (await taken.executeTakeFirst())) throw nameTaken();
          const values = {
            name,
            base_role: body.baseRole,
            description,
            menu_tree: JSON.stringify(menuTree),
            actions: JSON.stringify(actions),
          };

          if (body.id === undefined) {
            // The id is drawn first so the code ROLE_<id> is written with the row (code is NOT NULL and unique).
            const { id } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('roles', 'id'))::int AS id`.execute(q).then((r) => r.rows[0]);
            await q
              .insertInto('roles')
              .values({ id, customer_id: customerId, code: `ROLE_${id}`, ...values })
              .execute();
            const [created] = await customRoles(tx, customerId, id);
            await recordAudit(tx, {
              companyId: customerId,
              actor,
              object: { level: 'role', id: String(id), name },
              action: 'role.create',
              actionName: '新建角色',
              before: null,
              after: auditValue(created),
            });
            return id;
          }

          const id = body.id;
          const locked = await q.selectFrom('roles').select('id').where('id', '=', id).where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
          if (!locked) throw notFound();
          const [before] = await customRoles(tx, customerId, id);
          if (before.baseRole !== body.baseRole) {
            // Changing the base role of the role one holds is changing one's own role.
            const own = await q.selectFrom('users').select('id').where('id', '=', session.userId).where('role_id', '=', id).executeTakeFirst();
            if (own) throw refused(ROLE_TEXTS.OWN_ROLE);
          }
          if (before.baseRole === 'ADMIN' && body.baseRole !== 'ADMIN' && before.userCount > 0 && !(await keepsAnAdmin(tx, customerId, id))) {
            throw refused(ROLE_TEXTS.LAST_ADMIN);
          }
          await q
            .updateTable('roles')
            .set({ ...values, updated_at: sql<Date>`now()` })
            .where('id', '=', id)
            .execute();
          // The holders carry the role's name and base role on their own row (user info, the access layer).
          if (before.name !== name) await q.updateTable('users').set({ role_name_v2: name }).where('role_id', '=', id).execute();
          if (before.baseRole !== body.baseRole) await q.updateTable('users').set(storedRole(body.baseRole)).where('role_id', '=', id).execute();
          const [after] = await customRoles(tx, customerId, id);
          await recordAudit(tx, {
            companyId: customerId,
            actor,
            object: { level: 'role', id: String(id), name },
            action: 'role.update',
            actionName: '修改角色',
            before: auditValue(before),
            after: auditValue(after),
          });
          return id;
        });
        const [saved] = await customRoles(db, customerId, id);
        return saved;
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async removeRole(ctx) {
      const session = sessionOf(ctx);
      const { customerId } = session;
      const id = ctx.body.id;
      const actor = await actorOf(db, session);
      try {
      await db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const locked = await q.selectFrom('roles').select('id').where('id', '=', id).where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
        if (!locked) throw notFound();
        const [before] = await customRoles(tx, customerId, id);
        if (before.userCount > 0) throw refused(ROLE_TEXTS.STILL_HELD(before.userCount));
        await q.deleteFrom('roles').where('id', '=', id).execute();
        await recordAudit(tx, {
          companyId: customerId,
          actor,
          object: { level: 'role', id: String(id), name: before.name },
          action: 'role.remove',
          actionName: '删除角色',
          before: auditValue(before),
          after: null,
        });
      });
      } catch (error) {
        // users.role_id's foreign key: a user was given the role between the count and the delete.
        if ((error as { code?: unknown } | null)?.code === '23503') throw refused(ROLE_TEXTS.STILL_HELD(1));
        throw error;
      }
      return null;
    },
  };
}
