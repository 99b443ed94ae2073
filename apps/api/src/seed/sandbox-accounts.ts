// The demo's media accounts on a fresh start: the sandbox media are seeded with the demo companies'
// advertisers (the same ids as the seeded media accounts), each company authorises every sandbox media it
// has advertisers on, and its accounts are bound to that authorisation. It all runs inside the seed's
// transaction, through the media port, so a failed start leaves nothing behind; the figures follow with
// the first sync job.
import type { MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import type { Actor } from '@toufang/server-audit';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { enqueue } from '@toufang/server-jobs';
import { createSandboxMedia } from '../media/sandbox-media';
import { seedSandboxMedia } from '../media/sandbox-seed';
import { enqueueMetricsSync, syncAccountsJob } from '@toufang/server-accounts';
import { propertySyncJob } from '@toufang/server-properties';

/** The seed as the actor of the first sync. */
const SEED_ACTOR: Actor = { kind: 'system', name: '演示数据' };

/** A Db whose every statement and "transaction" runs inside one open transaction (the seed's). */
function inside(tx: Queryable, kind: Db['kind']): Db {
  return {
    kind,
    query: (text, params) => tx.query(text, params),
    run: (text, params) => tx.run(text, params),
    exec: (text) => tx.exec(text),
    transaction: (fn) => fn(tx),
    close: async () => undefined,
  };
}

export interface SandboxAccountSeed {
  authorizations: number;
  accounts: number;
}

/** Seeds the sandbox media and authorises and binds the demo companies' accounts (call inside the seed). */
export async function seedSandboxAccounts(tx: Queryable, kind: Db['kind'], now: Date): Promise<SandboxAccountSeed> {
  await seedSandboxMedia(tx, { now: now.getTime() });
  const db = inside(tx, kind);
  const q = sqlOn(tx);
  const held = await q
    .selectFrom('media_accounts as a')
    .innerJoin('sandbox_advertisers as s', (join) => join.onRef('s.media_code', '=', 'a.media_code').onRef('s.advertiser_id', '=', 'a.account_id'))
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .select(['a.customer_id', 'a.media_code', 'a.account_id', 'c.name as company'])
    .orderBy('a.customer_id')
    .orderBy('a.media_code')
    .orderBy('a.id')
    .execute();
  const groups = new Map<string, typeof held>();
  for (const row of held) {
    const key = `${row.customer_id}:${row.media_code}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let accounts = 0;
  const byCompany = new Map<number, number[]>();
  for (const rows of groups.values()) {
    const { customer_id: customerId, company } = rows[0];
    const media = rows[0].media_code as MediaCode;
    const port = createSandboxMedia(db, media);
    const ids = rows.map((r) => r.account_id);
    const tokens = await port.exchangeCode(await port.issueCode(ids));
    const authorizedBy = await q
      .selectFrom('users')
      .select('id')
      .where('customer_id', '=', customerId)
      .orderBy(sql`role = 'ADMIN'`, 'desc')
      .orderBy('id')
      .executeTakeFirst();
    const { id: authorizationId } = await q
      .insertInto('media_authorizations')
      .values({
        customer_id: customerId,
        media_code: media,
        sandbox: true,
        subject: company,
        advertiser_ids: JSON.stringify(tokens.advertiserIds),
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        access_expires_at: new Date(tokens.accessExpiresAt),
        refresh_expires_at: new Date(tokens.refreshExpiresAt),
        authorized_by: authorizedBy?.id ?? null,
        authorized_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bound = await q
      .updateTable('media_accounts')
      .set({ authorization_id: authorizationId, sandbox: true })
      .where('customer_id', '=', customerId)
      .where('media_code', '=', media)
      .where('account_id', 'in', ids)
      .returning('id')
      .execute();
    accounts += bound.length;
    byCompany.set(customerId, [...(byCompany.get(customerId) ?? []), ...bound.map((b) => b.id)]);
    // The property pages' objects (定向包, 人群包 …) of the types this media syncs, read in the background.
    if (port.properties.some((p) => p.operations.sync) && bound.length > 0) {
      await enqueue(tx, propertySyncJob, { media, accountIds: bound.map((b) => b.id) }, { companyId: customerId, actor: SEED_ACTOR, now });
    }
  }
  await seedProjects(tx);
  // Status, balance, budget and today's cost come from the media through the sync job, which the
  // server's worker runs right after the start (reading them here would cost a media call per account
  // on every fresh start).
  for (const [customerId, accountIds] of byCompany) {
    await enqueue(tx, syncAccountsJob, { accountIds }, { companyId: customerId, actor: SEED_ACTOR, now });
    // The delivery tables' figures: the objects and 93 days of metrics, read in the background.
    await enqueueMetricsSync(tx, accountIds, { companyId: customerId, actor: SEED_ACTOR, now });
  }
  return { authorizations: groups.size, accounts };
}

/**
 * The sandbox media's sub-logins: each demo user who sees only assigned accounts consents on the sandbox
 * with a sub-login of their username, which the media granted the accounts assigned to them in the desk
 * (call after the assignments). Advertisers the desk has not imported stay with the main login.
 */
export async function seedSandboxLogins(tx: Queryable): Promise<void> {
  await sql`
    INSERT INTO sandbox_login_advertisers (media_code, login, advertiser_id)
    SELECT a.media_code, u.username, a.account_id
    FROM media_account_operators o
    JOIN media_accounts a ON a.id = o.account_id
    JOIN users u ON u.id = o.user_id
    JOIN sandbox_advertisers s ON s.media_code = a.media_code AND s.advertiser_id = a.account_id
    ON CONFLICT DO NOTHING`.execute(sqlOn(tx));
}

/** The demo company's projects, each holding a few accounts of several media, so 项目管理 opens on data. */
export const DEMO_PROJECTS = [
  { name: '春节大促', media: ['toutiao', 'gdt', 'kuaishou'] },
  { name: '品牌曝光', media: ['baidu', 'bilibili', 'qianchuan'] },
] as const;
/** Accounts of each media a demo project holds. */
const PROJECT_ACCOUNTS_PER_MEDIA = 2;

async function seedProjects(tx: Queryable): Promise<void> {
  const q = sqlOn(tx);
  const first = await q.selectFrom('customers').select('id').orderBy('id').executeTakeFirst();
  if (!first) return;
  for (const project of DEMO_PROJECTS) {
    const { id } = await q.insertInto('projects').values({ customer_id: first.id, name: project.name }).returning('id').executeTakeFirstOrThrow();
    for (const media of project.media) {
      const accounts = await q
        .selectFrom('media_accounts')
        .select('id')
        .where('customer_id', '=', first.id)
        .where('media_code', '=', media)
        .where('project_id', 'is', null)
        .orderBy('id')
        .limit(PROJECT_ACCOUNTS_PER_MEDIA)
        .execute();
      if (accounts.length > 0) {
        await q.updateTable('media_accounts').set({ project_id: id }).where('id', 'in', accounts.map((a) => a.id)).execute();
      }
    }
  }
}
