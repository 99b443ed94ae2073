// Lists that selectors and forms read: media, media accounts, optimisers, account groups, the company
// registry, plus the registration form's sales lead. Every list is limited to the caller's company.
import type { components } from '@toufang/api/contract';
import { sql } from 'kysely';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { containsPattern, fetchPage, type PageRequest, type HandlersFor, clientAddress, sessionOf, type RouteDeps, checkQuota, checkRate } from '@toufang/server-http';

type Schemas = components['schemas'];
type MediaAccount = Schemas['MediaAccount'];

export const SELECT_LIMIT = 200;
export const COMPANY_SEARCH_LIMIT = 10;

interface AccountRow {
  account_id: string;
  account_name: string;
  media_code: string;
  group_id: number | null;
}

const toMediaAccount = (row: AccountRow): MediaAccount => ({
  adsMediaAccountId: row.account_id,
  adsMediaAccountName: row.account_name,
  // The media column references the media table, whose codes are the contract's.
  mediaCode: row.media_code as MediaAccount['mediaCode'],
  groupId: row.group_id,
});

interface AccountFilter {
  /** Who asks: the accounts they may see (org/account-scope.ts). */
  scope: AccountScope;
  /** Every account of the caller's company: accounts not yet bound are nobody's yet. */
  wholeCompany?: boolean;
  bound: boolean;
  mediaCode?: string;
  keyword?: string;
}

/** The accounts the caller sees matching a filter, in media order then as added. */
function accountQuery(db: Queryable, { scope, wholeCompany, bound, mediaCode, keyword }: AccountFilter) {
  let query = sqlOn(db)
    .selectFrom('media_accounts as a')
    .innerJoin('media as m', 'm.code', 'a.media_code')
    .select(['a.account_id', 'a.account_name', 'a.media_code', 'a.group_id', 'a.ad_count'])
    .where(wholeCompany ? sql<boolean>`a.customer_id = ${scope.customerId}` : accountInScope(scope))
    .where('a.bound', '=', bound)
    .orderBy('m.sort')
    .orderBy('a.id');
  if (mediaCode) query = query.where('a.media_code', '=', mediaCode);
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) => eb.or([eb('a.account_name', 'ilike', pattern), eb('a.account_id', 'like', pattern)]));
  }
  return query;
}

async function accountPage(db: Queryable, filter: AccountFilter, page: PageRequest) {
  const { rows, total } = await fetchPage(accountQuery(db, filter), page);
  return { records: rows.map(toMediaAccount), total, ...page } satisfies Schemas['MediaAccountPage'];
}

export type LookupOperation =
  | 'listMedia'
  | 'listCompanyMediaAccounts'
  | 'selectMediaAccounts'
  | 'listUnboundKuaishouAgentAccounts'
  | 'selectOptimisers'
  | 'selectAccountGroups'
  | 'searchCompany'
  | 'addSalesLead';

export function lookupHandlers({ db, limiters }: RouteDeps): HandlersFor<LookupOperation> {
  return {
    async listMedia() {
      const rows = await sqlOn(db).selectFrom('media').select(['code', 'name', 'enabled']).orderBy('sort').execute();
      return rows.map(
        (row) => ({ mediaCode: row.code as Schemas['MediaCode'], mediaName: row.name, enabled: row.enabled }) satisfies Schemas['Media'],
      );
    },

    async listCompanyMediaAccounts(ctx) {
      const query = ctx.body;
      return accountPage(db, { scope: sessionOf(ctx), bound: true, mediaCode: query.mediaCode, keyword: query.keyword }, query);
    },

    async selectMediaAccounts(ctx) {
      const query = ctx.body;
      const rows = await accountQuery(db, { scope: sessionOf(ctx), bound: true, mediaCode: query.mediaCode, keyword: query.keyword })
        .limit(SELECT_LIMIT)
        .execute();
      return rows.map(toMediaAccount);
    },

    async listUnboundKuaishouAgentAccounts(ctx) {
      const query = ctx.body;
      return accountPage(db, { scope: sessionOf(ctx), wholeCompany: true, bound: false, mediaCode: 'kuaishou', keyword: query.keyword }, query);
    },

    async selectOptimisers(ctx) {
      const { keyword } = ctx.body;
      const { customerId } = sessionOf(ctx);
      let query = sqlOn(db)
        .selectFrom('users')
        .select(['id', 'display_name', 'role'])
        .where('customer_id', '=', customerId)
        .where('role', 'in', ['MANAGER', 'OPERATE'])
        // A disabled optimiser cannot work on an account any more.
        .where('disabled_at', 'is', null)
        .orderBy('id')
        .limit(SELECT_LIMIT);
      if (keyword) {
        const pattern = containsPattern(keyword);
        query = query.where((eb) => eb.or([eb('display_name', 'ilike', pattern), eb('username', 'ilike', pattern)]));
      }
      const rows = await query.execute();
      return rows.map((row) => ({ userId: row.id, name: row.display_name, role: row.role }) satisfies Schemas['UserOption']);
    },

    async selectAccountGroups(ctx) {
      const { mediaCode } = ctx.body;
      const session = sessionOf(ctx);
      const groups = await sqlOn(db).selectFrom('account_groups').select(['id', 'name']).where('customer_id', '=', session.customerId).orderBy('id').execute();
      const members = await accountQuery(db, { scope: session, bound: true, mediaCode }).where('a.group_id', 'is not', null).execute();
      return groups.map(
        (group) =>
          ({
            groupId: group.id,
            groupName: group.name,
            children: members
              .filter((m) => m.group_id === group.id)
              .map((m) => ({ mediaAccountId: m.account_id, mediaAccountName: m.account_name, num: m.ad_count })),
          }) satisfies Schemas['AccountGroup'],
      );
    },

    async searchCompany(ctx) {
      checkRate(limiters, 'searchCompany', clientAddress(ctx));
      const { keyword } = ctx.body;
      const rows = await sqlOn(db)
        .selectFrom('companies')
        .select(['name', 'credit_code'])
        .where('name', 'like', containsPattern(keyword))
        .orderBy('name')
        .limit(COMPANY_SEARCH_LIMIT)
        .execute();
      return rows.map((row) => ({ name: row.name, creditCode: row.credit_code }) satisfies Schemas['Company']);
    },

    async addSalesLead(ctx) {
      const lead = ctx.body;
      const address = clientAddress(ctx);
      checkRate(limiters, 'addSalesLead', address);
      await checkQuota(db, 'addSalesLead', address);
      const { id } = await sqlOn(db)
        .insertInto('sales_leads')
        .values({
          company_name: lead.companyName,
          contact_name: lead.contactName,
          phone: lead.phone,
          email: lead.email ?? null,
          remark: lead.remark ?? null,
          address,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { leadId: id };
    },
  };
}
