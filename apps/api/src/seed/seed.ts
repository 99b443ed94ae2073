// First-start seed: runs only when the users table is empty, in one transaction, so a crash half-way
// leaves nothing and two instances starting together seed once.
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { seedSandboxAccounts, seedSandboxLogins } from './sandbox-accounts';
import { hashPassword, type ScryptParams, buttonConfigOf, DEMO_ASSIGNED_EVERY_ACCOUNT, DEMO_DEPARTMENTS, DEMO_PASSWORD, DEMO_RBAC_ROLE, DEMO_USERS } from '@toufang/server-http';
import { jsonParam, type Db, type Queryable } from '@toufang/server-db';
import { ACCOUNT_GROUPS, seedAccounts, seedCompanies, seedMessages } from './catalogue';
import { seedOperationHistory } from './history';
import { seedJobHistory } from './job-history';
import { seedLabels } from './labels';
import { seedAccountMonitors } from './monitoring';
import { seedEffectReports } from './effect-reports';
import { seedBoards } from './board';
import { seedDiagnosisPlan } from './diagnosis';
import { seedAiRules, seedNoConversionPlan } from './ai-rules';
import { seedReportPush } from './report-push';
import { seedNameRules } from './name-rules';
import { seedTitles } from './titles';

const SEED_LOCK = 7_274_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts rows with multi-row VALUES, a few hundred at a time. `casts` decorates a placeholder (e.g. jsonb). */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  casts: Record<string, string> = {},
): Promise<void> {
  const chunk = Math.max(1, Math.floor(2000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const values = slice
      .map((_, r) => `(${columns.map((column, c) => `$${r * columns.length + c + 1}${casts[column] ?? ''}`).join(', ')})`)
      .join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, slice.flat());
  }
}

export interface SeedOptions {
  /** scrypt parameters of the demo password (the OWASP ones unless a test asks otherwise). */
  scrypt?: ScryptParams;
  now?: Date;
}

/** Seeds the demo data when the database has no user yet. Answers whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM users LIMIT 1');
  if (existing.length > 0) return false;
  // One hash for every demo user (same password): hashing nine at OWASP cost would take seconds.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scrypt);
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const again = await tx.query('SELECT 1 FROM users LIMIT 1');
    if (again.length > 0) return false;

    await insertRows(
      tx,
      'customers',
      ['id', 'name', 'customer_type', 'id_ciphertext', 'adi_config', 'created_at'],
      [
        [1, '北京星河互娱科技有限公司', 1, 'c3RhcnJpdmVyLTAwMDE', jsonParam({ aiAideEnabled: true, maxRules: 20 }), new Date(now.getTime() - 400 * DAY_MS)],
        [2, '杭州远航电子商务有限公司', 2, 'eXVhbmhhbmctMDAwMg', null, new Date(now.getTime() - 200 * DAY_MS)],
      ],
      { adi_config: '::text::jsonb' },
    );
    await tx.query("SELECT setval(pg_get_serial_sequence('customers', 'id'), 2)");

    // Parents first (the list is ordered so), then the sequence past the fixed ids.
    await insertRows(tx, 'departments', ['id', 'customer_id', 'parent_id', 'name'], DEMO_DEPARTMENTS.map((d) => [d.id, d.customer, d.parentId, d.name]));
    await tx.query("SELECT setval(pg_get_serial_sequence('departments', 'id'), (SELECT max(id) FROM departments))");
    const [rbacRole] = await tx.query<{ id: number }>(
      'INSERT INTO roles (customer_id, code, name, base_role, description, menu_tree, actions) VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb) RETURNING id',
      [DEMO_RBAC_ROLE.customer, DEMO_RBAC_ROLE.code, DEMO_RBAC_ROLE.name, DEMO_RBAC_ROLE.baseRole, DEMO_RBAC_ROLE.description, jsonParam(DEMO_RBAC_ROLE.menu), jsonParam(DEMO_RBAC_ROLE.actions)],
    );

    await insertRows(
      tx,
      'users',
      [
        'username', 'display_name', 'email', 'role', 'is_design_manager', 'rbac_version', 'role_code_v2', 'role_name_v2',
        'menu_tree', 'dmp_permissions', 'button_config', 'show_bilibili', 'show_performance', 'customer_id', 'group_id',
        'password_hash', 'start_time', 'expire_time', 'created_at',
      ],
      DEMO_USERS.map((user) => [
        user.username,
        user.displayName,
        user.email,
        user.role,
        user.isDesignManager ?? 0,
        user.rbac?.version ?? null,
        user.rbac?.roleCode ?? null,
        user.rbac?.roleName ?? null,
        jsonParam(user.rbac?.menu ?? []),
        jsonParam(user.dmp ?? []),
        jsonParam(buttonConfigOf(user)),
        user.showBilibili ?? 1,
        user.showPerformance ?? 1,
        user.customer,
        user.groupId,
        passwordHash,
        new Date(now.getTime() - 300 * DAY_MS),
        new Date(now.getTime() + (user.expiresInDays ?? 365) * DAY_MS),
        new Date(now.getTime() - 300 * DAY_MS),
      ]),
      { menu_tree: '::text::jsonb', dmp_permissions: '::text::jsonb', button_config: '::text::jsonb' },
    );

    // The rbac user holds the custom role; its code and name ride on the user row as the 2.0 model has them.
    await tx.query('UPDATE users SET role_id = $1, role_code_v2 = $2, role_name_v2 = $3 WHERE username = $4', [
      rbacRole.id,
      DEMO_RBAC_ROLE.code,
      DEMO_RBAC_ROLE.name,
      DEMO_RBAC_ROLE.username,
    ]);

    // The demo's second-level agent belongs to its first-level agent, who manages them.
    await tx.query("UPDATE users SET parent_id = (SELECT id FROM users WHERE username = 'agent1') WHERE username = 'agent2'");

    await insertRows(
      tx,
      'media',
      ['code', 'name', 'enabled', 'sort'],
      MEDIA_CODES.map((code, i) => [code, MEDIA_DISPLAY_NAMES[code], true, i + 1]),
    );

    const groups = await tx.query<{ id: number }>(
      `INSERT INTO account_groups (customer_id, name) SELECT 1, name FROM unnest($1::text[]) WITH ORDINALITY AS g(name, n) ORDER BY n RETURNING id`,
      [ACCOUNT_GROUPS],
    );
    await insertRows(
      tx,
      'media_accounts',
      ['customer_id', 'media_code', 'account_id', 'account_name', 'group_id', 'ad_count', 'bound'],
      seedAccounts().map((a) => [a.customer, a.mediaCode, a.accountId, a.accountName, a.group === null ? null : groups[a.group].id, a.adCount, a.bound]),
    );

    await insertRows(tx, 'companies', ['name', 'credit_code'], seedCompanies().map((c) => [c.name, c.creditCode]));

    const messages = seedMessages();
    const ids: number[] = [];
    for (const m of messages) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO messages (title, type, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
        m.title,
        m.type,
        m.content,
        new Date(now.getTime() - m.hoursAgo * 3600 * 1000),
      ]);
      ids.push(row.id);
    }
    // Every user gets the messages for everyone and those of their company (never another company's
    // accounts), newest first spread over the three states.
    await tx.query(
      `INSERT INTO user_messages (user_id, message_id, state)
       SELECT u.id, m.id, (ARRAY['unread', 'readed', 'trash'])[((m.rn + u.id) % 3) + 1]
       FROM users u
       CROSS JOIN (SELECT id, (row_number() OVER (ORDER BY created_at DESC, id DESC) - 1)::int AS rn FROM messages) m
       JOIN unnest($1::int[], $2::int[]) AS t(message_id, customer_id) ON t.message_id = m.id
       WHERE t.customer_id = 0 OR t.customer_id = u.customer_id`,
      [ids, messages.map((m) => m.customer ?? 0)],
    );
    // The sandbox media, and the companies' accounts authorised on them (seed/sandbox-accounts.ts).
    await seedSandboxAccounts(tx, db.kind, now);
    // Optimisers and designers see only what is assigned to them (org/account-scope.ts): the demo ones get
    // every account of the demo company, so their screens open on data.
    await tx.query(
      `INSERT INTO media_account_operators (account_id, user_id)
       SELECT a.id, u.id FROM media_accounts a JOIN users u ON u.customer_id = a.customer_id
       WHERE a.customer_id = 1 AND u.username = ANY($1::text[])`,
      [[...DEMO_ASSIGNED_EVERY_ACCOUNT]],
    );
    await seedSandboxLogins(tx);
    // The demo company's operation log: weeks of imports and edits on the accounts and objects above.
    await seedOperationHistory(tx, now);
    // 任务中心 opens on the demo company's past exports, bulk edits and syncs.
    await seedJobHistory(tx, now);
    // 标签管理 opens on the design team's label groups.
    await seedLabels(tx, now);
    // 标题 and 标题组 open on the optimisers' title library, labelled and grouped.
    await seedTitles(tx, now);
    // 命名解析管理 opens on two rules that parse most demo names.
    await seedNameRules(tx, now);
    // 监测账户 opens on six monitored accounts with the alerts of the days before (seed/monitoring.ts).
    await seedAccountMonitors(tx, now);
    // 效果分析报告 opens on a saved report of each optimiser's (seed/effect-reports.ts).
    await seedEffectReports(tx, now);
    // 看板 opens on the manager's own board (seed/board.ts).
    await seedBoards(tx, now);
    // 广告诊断 opens on a toutiao plan whose budget runs out before every evening (seed/diagnosis.ts).
    await seedDiagnosisPlan(tx);
    // AI助手 opens on the manager's and the operator's rules with the runs of the days before (seed/ai-rules.ts).
    await seedAiRules(tx, now);
    // … and on a toutiao plan that spends without converting, for a rule that pauses such plans (seed/ai-rules.ts).
    await seedNoConversionPlan(tx);
    // 定时报表推送 opens on two push rules to the local receivers, with the deliveries of the two days before.
    await seedReportPush(tx, now);
    return true;
  });
}
