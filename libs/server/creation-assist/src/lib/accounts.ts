// The accounts of a proposal: only the caller's, of the asked media (else HTTP 403, naming none), and each one's
// recent conversion cost and daily spend, from which its bid and budget are suggested (domain assist.ts).
import type { components } from '@toufang/api/contract';
import { ASSIST, DELIVERY_STATUS_FILTERS, guardRange, suggestBid, suggestBudget, ZERO_SUMS, type BaseSums, type DeliveryStatusClass, type MediaCode } from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import type { MediaLimits } from '@toufang/server-media';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { forbidden, type SessionUser } from '@toufang/server-http';
import { enabledRules } from '@toufang/server-creation';
import { addDays } from '@toufang/server-metrics';
import { accountInScope } from '@toufang/server-org';
import { sql } from 'kysely';
import { ASSIST_TEXTS } from './texts';

type AssistAccount = components['schemas']['CreationAssistAccount'];

export interface ChosenAccount {
  id: number;
  advertiserId: string;
  name: string;
}

/** Ids per metrics query (an IN list). */
const IDS_PER_QUERY = 1000;
/** A paused or deleted object's past spend is still the account's recent cost. */
const EVERY_STATUS = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');

/** The asked accounts in the asked order, every one the caller's and of this media; otherwise 403. */
export async function chosenAccounts(db: Queryable, session: SessionUser, media: MediaCode, ids: readonly number[]): Promise<ChosenAccount[]> {
  const rows = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_id', 'a.account_name'])
    .where(accountInScope(session, 'a'))
    .where('a.media_code', '=', media)
    .where('a.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw forbidden(ASSIST_TEXTS.FOREIGN_ACCOUNTS);
  return ids.map((id) => {
    const r = byId.get(id) as (typeof rows)[number];
    return { id, advertiserId: r.account_id, name: r.account_name };
  });
}

function add(into: Record<string, number>, sums: BaseSums) {
  for (const [k, v] of Object.entries(sums)) into[k] = (into[k] ?? 0) + v;
}

/** Each account's sums over the range at the account level (every object's spend). */
async function accountSums(store: MetricsStore, customerId: number, media: MediaCode, accounts: readonly number[], range: { from: string; to: string }): Promise<Map<number, BaseSums>> {
  const page = await store.query({ customerId, media, level: 'account', ...range, objectIds: accounts.map(String), statuses: EVERY_STATUS, sort: { key: 'cost', order: 'desc' }, offset: 0, limit: Math.max(1, accounts.length) });
  return new Map(page.rows.map((r) => [Number(r.objectId), r.sums]));
}

/**
 * Each account's sums over the range of its objects whose `goal` attribute is the asked goal (the delivering
 * objects the desk keeps, at whatever level carries it). Accounts without such objects are absent.
 */
async function goalSums(db: Queryable, store: MetricsStore, customerId: number, media: MediaCode, accounts: readonly number[], goal: string, range: { from: string; to: string }): Promise<Map<number, BaseSums>> {
  const objects = await sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['level', 'object_id', 'account_id'])
    .where('customer_id', '=', customerId)
    .where('media_code', '=', media)
    .where('account_id', 'in', [...accounts])
    .where(sql<string>`attributes ->> 'goal'`, '=', goal)
    .execute();
  const out = new Map<number, Record<string, number>>();
  type Level = { ids: string[]; accountOf: Map<string, number> };
  const byLevel = new Map<string, Level>();
  for (const o of objects) {
    const entry: Level = byLevel.get(o.level) ?? { ids: [], accountOf: new Map() };
    entry.ids.push(o.object_id);
    entry.accountOf.set(o.object_id, o.account_id);
    byLevel.set(o.level, entry);
  }
  for (const [level, { ids, accountOf }] of byLevel) {
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const chunk = ids.slice(start, start + IDS_PER_QUERY);
      const page = await store.query({ customerId, media, level, ...range, objectIds: chunk, statuses: EVERY_STATUS, sort: { key: 'cost', order: 'desc' }, offset: 0, limit: chunk.length });
      for (const row of page.rows) {
        const account = accountOf.get(row.objectId);
        if (account === undefined) continue;
        const into = out.get(account) ?? { ...ZERO_SUMS };
        add(into, row.sums);
        out.set(account, into);
      }
    }
  }
  return out as Map<number, BaseSums>;
}

/** The largest of the media's per-level minimum budgets: a suggestion that satisfies any level. */
export function minBudgetOf(limits: MediaLimits): number {
  const levels = Object.entries(limits.minBudget).filter(([k]) => k !== 'account').map(([, v]) => v ?? 0);
  return levels.length > 0 ? Math.max(...levels) : limits.minBudget.account;
}

/** Bid and budget suggestions per account, with their basis in words. */
export async function accountSuggestions(
  db: Queryable,
  store: MetricsStore,
  customerId: number,
  media: MediaCode,
  accounts: readonly ChosenAccount[],
  limits: MediaLimits,
  periodTo: string,
  goal: string | undefined,
): Promise<Omit<AssistAccount, 'proposed'>[]> {
  const days = ASSIST.RECENT_DAYS;
  const recent = { from: addDays(periodTo, -(days - 1)), to: periodTo };
  const ids = accounts.map((a) => a.id);
  const whole = await accountSums(store, customerId, media, ids, recent);
  const byGoal = goal ? await goalSums(db, store, customerId, media, ids, goal, recent) : new Map<number, BaseSums>();
  const minBudget = minBudgetOf(limits);
  const rules = await enabledRules(db, customerId, media);
  return accounts.map((a) => {
    const goalFigures = byGoal.get(a.id);
    const sameGoal = goalFigures !== undefined && goalFigures.convert > 0;
    const sums = sameGoal ? goalFigures : (whole.get(a.id) ?? ZERO_SUMS);
    const spend = whole.get(a.id) ?? ZERO_SUMS;
    // The company's 防出错 rules on this account: a suggestion the submission's check would refuse is no help.
    const bid = suggestBid({ cost: sums.cost, convert: sums.convert }, limits.bidRange, guardRange(rules, a.id, ['bid']));
    const budget = suggestBudget({ cost: spend.cost, days }, minBudget, guardRange(rules, a.id, ['budgetPlan', 'budgetAd']));
    const convertCost = sums.convert > 0 ? Math.round((sums.cost / sums.convert) * 100) / 100 : null;
    const basis = [
      bid.value !== null && convertCost !== null ? ASSIST_TEXTS.BID_BASIS(days, sameGoal, convertCost, bid.value, bid.clampedBy) : ASSIST_TEXTS.NO_BID_BASIS(days),
      ASSIST_TEXTS.BUDGET_BASIS(days, spend.cost / days, budget.value ?? minBudget, budget.clampedBy),
    ].join('；');
    return {
      accountId: a.id,
      advertiserId: a.advertiserId,
      name: a.name,
      recent: { ...recent, cost: Math.round(sums.cost * 100) / 100, convert: sums.convert, convertCost, sameGoal },
      bid,
      budget,
      basis,
    };
  });
}
