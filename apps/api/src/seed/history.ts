// The demo company's operation log (工具 › 账户工具 › 操作日志) on a fresh desk: four weeks of believable
// history, as it has months of figures. The administrator imported the accounts, the manager sorted them
// into groups, and the manager and the optimisers edited budgets, bids, states and names since, a few of
// them refused by the media. Generated from a fixed pseudo-random sequence over the seeded objects, so
// every fresh desk started on the same China day holds the same history; every record names an account
// and an object that exist, and an accepted edit's `after` is the object's value today.
import { type MediaCode, chinaDay, chinaDayStart, HOUR_MS, MINUTE_MS } from '@toufang/domain';
import { type AuditEntry, recordAuditBatch, type Actor } from '@toufang/server-audit';
import type { Queryable } from '@toufang/server-db';
import { EDIT_FIELD_WORDS } from '@toufang/server-delivery';
import { randomSequence } from './catalogue';

export const SEED_HISTORY = {
  seed: 20261127,
  /** The accounts were imported this many China days before the seed's day. */
  importedDaysAgo: 27,
  /** Then sorted into their groups the next day. */
  groupedDaysAgo: 26,
  /** Edit sessions (one person, one media, level and field, one to four objects of one account). */
  sessions: 80,
  /** Every this-many-th session's first row was refused by the media. */
  refusedEvery: 9,
  /** The demo company (customer 1). */
  company: 1,
} as const;

type EditField = keyof typeof EDIT_FIELD_WORDS;

/** What the planner reads of the seeded desk. */
export interface HistoryInput {
  /** The demo company's people, by username (admin, manager, operator, rbac). */
  people: ReadonlyMap<string, Extract<Actor, { kind: 'user' }>>;
  accounts: readonly { media: MediaCode; accountId: string; accountName: string; authorizationId: number | null; groupName: string | null; groupId: number | null; dailyBudgetFen: number | null }[];
  objects: readonly { media: MediaCode; accountId: string; level: string; objectId: string; name: string; optStatus: 'enabled' | 'paused'; budgetFen: number | null; bidFen: number | null; createdAt: Date }[];
}

/** Who edits on which media: the rbac user's 2.0 menu opens toutiao, gdt and baidu delivery only. */
const EDITORS: readonly { username: string; weight: number; media?: readonly MediaCode[] }[] = [
  { username: 'manager', weight: 2 },
  { username: 'operator', weight: 3 },
  { username: 'rbac', weight: 2, media: ['toutiao', 'gdt', 'baidu'] },
];

/** What a media answers to an edit it refuses, by field. */
const REFUSALS: Partial<Record<EditField, { code: string; message: string; value: (current: number) => number }>> = {
  budget: { code: '40002', message: '预算低于媒体最低值', value: () => 50 },
  bid: { code: '40003', message: '出价超出媒体允许范围', value: (current) => round2(current * 20) },
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const round10 = (n: number) => Math.max(100, Math.round(n / 10) * 10);
const yuan = (fen: number) => round2(fen / 100);

/** The history's records, oldest first (pure: the same input, `now` and seed give the same records). */
export function planOperationHistory(input: HistoryInput, now: Date): AuditEntry[] {
  const random = randomSequence(SEED_HISTORY.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const today = chinaDay(now.getTime());
  /** A time on a past China day, at an office hour. */
  const on = (daysAgo: number, hour: number, minute: number) => new Date(chinaDayStart(today - daysAgo) + hour * HOUR_MS + minute * MINUTE_MS);
  const company = SEED_HISTORY.company;
  const entries: AuditEntry[] = [];
  const admin = input.people.get('admin');
  const manager = input.people.get('manager');
  if (!admin || !manager) return entries;

  // The administrator imported each media's accounts on one morning, media by media.
  const mediaOrder = [...new Set(input.accounts.map((a) => a.media))];
  input.accounts.forEach((account, index) => {
    const at = on(SEED_HISTORY.importedDaysAgo, 10, mediaOrder.indexOf(account.media) * 12 + (index % 10));
    entries.push({
      companyId: company,
      actor: admin,
      at,
      media: account.media,
      account: { id: account.accountId, name: account.accountName },
      object: { level: 'account', id: account.accountId, name: account.accountName },
      action: 'media-account.import',
      actionName: '添加账户',
      before: null,
      after: { authorizationId: account.authorizationId, accountName: account.accountName },
    });
  });
  // The manager sorted them into the account groups they are in today.
  input.accounts
    .filter((a) => a.groupId !== null)
    .forEach((account, index) => {
      entries.push({
        companyId: company,
        actor: manager,
        at: on(SEED_HISTORY.groupedDaysAgo, 15, index % 50),
        media: account.media,
        account: { id: account.accountId, name: account.accountName },
        object: { level: 'account', id: account.accountId, name: account.accountName },
        action: 'media-account.group',
        actionName: `移入分组「${account.groupName}」`,
        before: { groupId: null },
        after: { groupId: account.groupId },
      });
    });

  // Edit sessions, spread over the days since, never today (the media's daily budget-edit caps count today's).
  const accountByKey = new Map(input.accounts.map((a) => [`${a.media}:${a.accountId}`, a]));
  const edited = new Set<string>();
  const editors = EDITORS.flatMap((editor) => {
    const person = input.people.get(editor.username);
    return person ? Array.from({ length: editor.weight }, () => ({ person, media: editor.media })) : [];
  });
  for (let session = 0; session < SEED_HISTORY.sessions; session += 1) {
    const daysAgo = SEED_HISTORY.groupedDaysAgo - 1 - Math.floor((session * (SEED_HISTORY.groupedDaysAgo - 1)) / SEED_HISTORY.sessions);
    const at = on(daysAgo, 9 + Math.floor(random() * 11), Math.floor(random() * 60));
    const editor = pick(editors);
    const field = pick<EditField>(['budget', 'budget', 'bid', 'bid', 'status', 'name']);
    // An account-level budget is the account's daily budget; the other fields are its objects'.
    const level = field === 'budget' && random() < 0.25 ? 'account' : undefined;
    const candidates =
      level === 'account'
        ? input.accounts
            .filter((a) => a.dailyBudgetFen !== null && (!editor.media || editor.media.includes(a.media)))
            .map((a) => ({ media: a.media, accountId: a.accountId, level: 'account', objectId: a.accountId, name: a.accountName, optStatus: 'enabled' as const, budgetFen: a.dailyBudgetFen, bidFen: null, createdAt: new Date(0) }))
        : input.objects.filter(
            (o) =>
              o.level !== 'account' &&
              o.createdAt.getTime() < at.getTime() &&
              (!editor.media || editor.media.includes(o.media)) &&
              (field === 'budget' ? o.budgetFen !== null && o.budgetFen > 0 : field === 'bid' ? o.bidFen !== null && o.bidFen > 0 : true),
          );
    const fresh = candidates.filter((c) => !edited.has(`${field}:${c.media}:${c.objectId}`));
    if (fresh.length === 0) continue;
    const first = pick(fresh);
    // One to four objects of the same account and level, as a person's bulk edit on one page.
    const rows = fresh.filter((c) => c.media === first.media && c.accountId === first.accountId && c.level === first.level).slice(0, 1 + Math.floor(random() * 4));
    rows.forEach((row, index) => {
      edited.add(`${field}:${row.media}:${row.objectId}`);
      const account = accountByKey.get(`${row.media}:${row.accountId}`);
      const key = row.level === 'account' && field === 'budget' ? 'dailyBudget' : field;
      const refusal = index === 0 && session % SEED_HISTORY.refusedEvery === SEED_HISTORY.refusedEvery - 1 ? REFUSALS[field] : undefined;
      const { before, after } = valuesOf(field, row, pick);
      entries.push({
        companyId: company,
        actor: editor.person,
        at: new Date(at.getTime() + index * 1_000),
        media: row.media,
        account: { id: row.accountId, name: account?.accountName ?? row.accountId },
        object: { level: row.level, id: row.objectId, name: row.name },
        action: `delivery.${field}`,
        actionName: `修改${EDIT_FIELD_WORDS[field]}`,
        // A refused edit changed nothing: its `before` is today's value.
        ...(refusal
          ? { before: { [key]: after }, after: { [key]: refusal.value(after as number) }, answer: { outcome: 'refused', code: refusal.code, message: refusal.message } }
          : { before: { [key]: before }, after: { [key]: after } }),
      });
    });
  }
  return entries.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
}

/** An accepted edit's values: `after` is the object's value today, `before` a plausible earlier one. */
function valuesOf(
  field: EditField,
  row: Pick<HistoryInput['objects'][number], 'name' | 'optStatus' | 'budgetFen' | 'bidFen'>,
  pick: <T>(items: readonly T[]) => T,
): { before: string | number; after: string | number } {
  switch (field) {
    case 'budget': {
      const after = yuan(row.budgetFen ?? 0);
      const before = round10(after * pick([0.6, 0.8, 1.25, 1.5]));
      return { before: before === after ? after + 100 : before, after };
    }
    case 'bid': {
      const after = yuan(row.bidFen ?? 0);
      const before = round2(Math.max(0.1, after + pick([-0.3, -0.2, -0.1, 0.1, 0.2, 0.3])));
      return { before: before === after ? round2(after + 0.1) : before, after };
    }
    case 'status':
      return { before: row.optStatus === 'enabled' ? 'paused' : 'enabled', after: row.optStatus };
    case 'name':
      // Copied, then given its own name.
      return { before: `${row.name}-副本`, after: row.name };
  }
}

/** Reads the seeded desk, writes its history and dates each authorisation at its import (inside the seed). */
export async function seedOperationHistory(tx: Queryable, now: Date): Promise<number> {
  const company = SEED_HISTORY.company;
  const people = await tx.query<{ id: number; username: string; display_name: string }>(
    'SELECT id, username, display_name FROM users WHERE customer_id = $1 ORDER BY id',
    [company],
  );
  const accounts = await tx.query<{ media_code: MediaCode; account_id: string; account_name: string; authorization_id: number | null; group_id: number | null; group_name: string | null; daily_budget_fen: number | null }>(
    `SELECT a.media_code, a.account_id, a.account_name, a.authorization_id, a.group_id, g.name AS group_name, s.daily_budget_fen
     FROM media_accounts a
     JOIN sandbox_advertisers s ON s.media_code = a.media_code AND s.advertiser_id = a.account_id
     LEFT JOIN account_groups g ON g.id = a.group_id
     WHERE a.customer_id = $1 AND a.authorization_id IS NOT NULL
     ORDER BY a.media_code, a.id`,
    [company],
  );
  const objects = await tx.query<{ media_code: MediaCode; advertiser_id: string; level: string; object_id: string; name: string; opt_status: 'enabled' | 'paused'; budget_fen: number | null; bid_fen: number | null; created_at: Date }>(
    `SELECT o.media_code, o.advertiser_id, o.level, o.object_id, o.name, o.opt_status, o.budget_fen, o.bid_fen, o.created_at
     FROM sandbox_objects o
     JOIN media_accounts a ON a.media_code = o.media_code AND a.account_id = o.advertiser_id AND a.customer_id = $1 AND a.authorization_id IS NOT NULL
     WHERE o.opt_status <> 'deleted'
     ORDER BY o.media_code, o.advertiser_id, o.level, o.object_id`,
    [company],
  );
  const entries = planOperationHistory(
    {
      people: new Map(people.map((p) => [p.username, { kind: 'user', userId: p.id, name: p.display_name }])),
      accounts: accounts.map((a) => ({
        media: a.media_code,
        accountId: a.account_id,
        accountName: a.account_name,
        authorizationId: a.authorization_id,
        groupId: a.group_id,
        groupName: a.group_name,
        dailyBudgetFen: a.daily_budget_fen === null ? null : Number(a.daily_budget_fen),
      })),
      objects: objects.map((o) => ({
        media: o.media_code,
        accountId: o.advertiser_id,
        level: o.level,
        objectId: o.object_id,
        name: o.name,
        optStatus: o.opt_status,
        budgetFen: o.budget_fen === null ? null : Number(o.budget_fen),
        bidFen: o.bid_fen === null ? null : Number(o.bid_fen),
        createdAt: new Date(o.created_at),
      })),
    },
    now,
  );
  await recordAuditBatch(tx, entries);
  // The media's authorisations date from the import the history shows.
  const importedAt = new Map<string, Date>();
  for (const entry of entries) if (entry.action === 'media-account.import' && entry.media && entry.at && !importedAt.has(entry.media)) importedAt.set(entry.media, entry.at);
  for (const [media, at] of importedAt) {
    await tx.query('UPDATE media_authorizations SET authorized_at = $1 WHERE customer_id = $2 AND media_code = $3', [at, company, media]);
  }
  return entries.length;
}

/** The days the history spans, for tests: from the import's China day up to (not including) today. */
export function historySpan(now: Date): { from: Date; to: Date } {
  const today = chinaDay(now.getTime());
  return { from: new Date(chinaDayStart(today - SEED_HISTORY.importedDaysAgo)), to: new Date(chinaDayStart(today)) };
}

