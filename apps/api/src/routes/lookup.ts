// Lists that selectors and forms read: media, media accounts, optimisers, account groups, the company
// registry, plus the registration form's sales lead. Every list is limited to the caller's company.
import type { components } from '@toufang/api/contract';
import type { Queryable } from '../db/db';
import { containsPattern, pageOffset } from './sql';
import { sessionUserId, type Handlers, type RouteDeps } from './deps';

type Schemas = components['schemas'];
type MediaAccount = Schemas['MediaAccount'];

export const SELECT_LIMIT = 200;
export const COMPANY_SEARCH_LIMIT = 10;

interface AccountRow {
  account_id: string;
  account_name: string;
  media_code: MediaAccount['mediaCode'];
  group_id: number | null;
}

const toMediaAccount = (row: AccountRow): MediaAccount => ({
  adsMediaAccountId: row.account_id,
  adsMediaAccountName: row.account_name,
  mediaCode: row.media_code,
  groupId: row.group_id,
});

async function customerOf(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ customer_id: number }>('SELECT customer_id FROM users WHERE id = $1', [userId]);
  return rows[0]?.customer_id ?? -1;
}

/** WHERE clause and parameters of an account filter; `$1` is always the customer. */
function accountFilter(customerId: number, bound: boolean, mediaCode?: string, keyword?: string) {
  const params: unknown[] = [customerId, bound];
  let where = 'a.customer_id = $1 AND a.bound = $2';
  if (mediaCode) {
    params.push(mediaCode);
    where += ` AND a.media_code = $${params.length}`;
  }
  if (keyword) {
    params.push(containsPattern(keyword));
    where += ` AND (a.account_name ILIKE $${params.length} OR a.account_id LIKE $${params.length})`;
  }
  return { where, params };
}

const ACCOUNT_ORDER = 'ORDER BY m.sort, a.id';

async function accountPage(db: Queryable, filter: ReturnType<typeof accountFilter>, current: number, size: number) {
  const { where, params } = filter;
  // One round trip: the window count rides along with the page (only an empty page needs its own count).
  const rows = await db.query<AccountRow & { total: number }>(
    `SELECT a.account_id, a.account_name, a.media_code, a.group_id, (count(*) OVER ())::int AS total
     FROM media_accounts a JOIN media m ON m.code = a.media_code
     WHERE ${where} ${ACCOUNT_ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, size, pageOffset(current, size)],
  );
  const total =
    rows[0]?.total ??
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM media_accounts a WHERE ${where}`, params))[0].total;
  return { records: rows.map(toMediaAccount), total, current, size } satisfies Schemas['MediaAccountPage'];
}

export function lookupHandlers({ db }: RouteDeps): Handlers {
  return {
    async listMedia() {
      const rows = await db.query<{ code: Schemas['MediaCode']; name: string; enabled: boolean }>(
        'SELECT code, name, enabled FROM media ORDER BY sort',
      );
      return rows.map((row) => ({ mediaCode: row.code, mediaName: row.name, enabled: row.enabled }) satisfies Schemas['Media']);
    },

    async listCompanyMediaAccounts(ctx) {
      const query = ctx.body as Schemas['MediaAccountQuery'];
      const customerId = await customerOf(db, sessionUserId(ctx));
      return accountPage(db, accountFilter(customerId, true, query.mediaCode, query.keyword), query.current, query.size);
    },

    async selectMediaAccounts(ctx) {
      const query = ctx.body as { mediaCode?: string; keyword?: string };
      const customerId = await customerOf(db, sessionUserId(ctx));
      const { where, params } = accountFilter(customerId, true, query.mediaCode, query.keyword);
      const rows = await db.query<AccountRow>(
        `SELECT a.account_id, a.account_name, a.media_code, a.group_id FROM media_accounts a JOIN media m ON m.code = a.media_code
         WHERE ${where} ${ACCOUNT_ORDER} LIMIT ${SELECT_LIMIT}`,
        params,
      );
      return rows.map(toMediaAccount);
    },

    async listUnboundKuaishouAgentAccounts(ctx) {
      const query = ctx.body as Schemas['PageQuery'];
      const customerId = await customerOf(db, sessionUserId(ctx));
      return accountPage(db, accountFilter(customerId, false, 'kuaishou', query.keyword), query.current, query.size);
    },

    async selectOptimisers(ctx) {
      const { keyword } = (ctx.body ?? {}) as { keyword?: string };
      const customerId = await customerOf(db, sessionUserId(ctx));
      const params: unknown[] = [customerId];
      let where = "customer_id = $1 AND role IN ('MANAGER', 'OPERATE')";
      if (keyword) {
        params.push(containsPattern(keyword));
        where += ' AND (display_name ILIKE $2 OR username ILIKE $2)';
      }
      const rows = await db.query<{ id: number; display_name: string; role: Schemas['Role'] }>(
        `SELECT id, display_name, role FROM users WHERE ${where} ORDER BY id LIMIT ${SELECT_LIMIT}`,
        params,
      );
      return rows.map((row) => ({ userId: row.id, name: row.display_name, role: row.role }) satisfies Schemas['UserOption']);
    },

    async selectAccountGroups(ctx) {
      const { mediaCode } = (ctx.body ?? {}) as { mediaCode?: string };
      const customerId = await customerOf(db, sessionUserId(ctx));
      const groups = await db.query<{ id: number; name: string }>('SELECT id, name FROM account_groups WHERE customer_id = $1 ORDER BY id', [
        customerId,
      ]);
      const members = await db.query<{ group_id: number; account_id: string; account_name: string; ad_count: number }>(
        `SELECT a.group_id, a.account_id, a.account_name, a.ad_count FROM media_accounts a JOIN media m ON m.code = a.media_code
         WHERE a.customer_id = $1 AND a.bound AND a.group_id IS NOT NULL AND ($2::text IS NULL OR a.media_code = $2) ${ACCOUNT_ORDER}`,
        [customerId, mediaCode ?? null],
      );
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

    async searchCompany({ body }) {
      const { keyword } = body as { keyword: string };
      const rows = await db.query<{ name: string; credit_code: string }>(
        `SELECT name, credit_code FROM companies WHERE name LIKE $1 ORDER BY name LIMIT ${COMPANY_SEARCH_LIMIT}`,
        [containsPattern(keyword)],
      );
      return rows.map((row) => ({ name: row.name, creditCode: row.credit_code }) satisfies Schemas['Company']);
    },

    async addSalesLead({ body }) {
      const lead = body as Schemas['SalesLeadRequest'];
      const [{ id }] = await db.query<{ id: number }>(
        `INSERT INTO sales_leads (company_name, contact_name, phone, email, remark) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [lead.companyName, lead.contactName, lead.phone, lead.email ?? null, lead.remark ?? null],
      );
      return { leadId: id };
    },
  };
}
