// 首页's figures (issue 24, docs/design/live-home.md §4.6, decision D6): today from 00:00 to the last synced hour
// against yesterday and the same weekday last week to the same hour, from the accounts' own hourly rows (the store's
// hourSlices, kept 8 days), in total and per media; the top 10 accounts and plans of today by cost (the store's pivot
// with orderBy and limit). Answers are kept 60 s per (company, scope, latest sync), so one is never older than the
// figures the store holds.
import { addSums, chinaDate, chinaDay, chinaDayStart, chinaToday, dayOfDate, DELIVERY, HOUR_MS, MEDIA_CODES, planLevelOf, ZERO_SUMS, type BaseSums, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type MetricsSyncTables, type Queryable } from '@toufang/server-db';
import { homeAccounts, type HomeAccount, type HomeScope } from './scope';

type Schemas = components['schemas'];
export type HomeFigures = Schemas['HomeFigures'];
type HomeSums = Schemas['HomeSums'];
type Server = Pick<ServerContext, 'db' | 'metrics' | 'clock'>;

export const HOME_LIMITS = {
  /** How long an answer is kept (design §4.6). */
  CACHE_MS: 60_000,
  /** Answers kept at once; the oldest goes first. */
  CACHE_ENTRIES: 500,
  TOP: 10,
  /** An hourly sync round and a half: accounts synced longer before the latest no longer hold the compared hour. */
  SYNC_ROUND_SLACK_MS: 90 * 60_000,
} as const;

export const homeSums = (s: BaseSums): HomeSums => ({ cost: s.cost, show: s.show, click: s.click, convert: s.convert });

/** The day `days` after a 'YYYY-MM-DD' (negative: before). */
export const shiftDate = (date: string, days: number): string => chinaDate(dayOfDate(date) + days);

/**
 * The moment every account of an hourly sync round has reached (null: never synced). An hourly round works through
 * the accounts one after another, so while it runs the latest sync is ahead of the accounts it has not reached
 * yet, whose last hour would read as zero (a false fall on 首页). Accounts that last synced more than a round and
 * a half before the latest (an expired authorisation, an account left out) do not hold the others back.
 */
async function settledSync(db: Queryable, accountIds: readonly number[]): Promise<{ latest: Date; settled: Date } | null> {
  if (accountIds.length === 0) return null;
  const rows = await sqlOn(db)
    .withTables<MetricsSyncTables>()
    .selectFrom('metrics_sync_cursors')
    .select('synced_at')
    .where('account_id', 'in', [...accountIds])
    .where('synced_at', 'is not', null)
    .execute();
  const times = rows.map((r) => new Date(r.synced_at as string | Date).getTime());
  if (times.length === 0) return null;
  const latest = Math.max(...times);
  const settled = Math.min(...times.filter((t) => t >= latest - HOME_LIMITS.SYNC_ROUND_SLACK_MS));
  return { latest: new Date(latest), settled: new Date(settled) };
}

const caches = new WeakMap<object, Map<string, { at: number; value: Promise<HomeFigures> }>>();

/**
 * The figures for the caller, from the cache while it holds an answer for the same scope and sync. The answer is
 * kept from the moment it is asked, so callers of the same scope that ask while it is computed (a team opening
 * 首页 after a sync) share the one computation instead of each running it; a failed one is not kept.
 */
export async function homeFigures(server: Server, scope: HomeScope): Promise<HomeFigures> {
  const accounts = await homeAccounts(server.db, scope);
  const sync = await settledSync(server.db, accounts.map((a) => a.id));
  const asOf = sync?.settled ?? null;
  const now = server.clock.now();
  const key = `${scope.customerId}|${accounts.map((a) => a.id).join(',')}|${sync?.latest.toISOString() ?? ''}|${asOf?.toISOString() ?? ''}|${chinaToday(now)}`;
  const cache = caches.get(server.metrics) ?? new Map<string, { at: number; value: Promise<HomeFigures> }>();
  caches.set(server.metrics, cache);
  const hit = cache.get(key);
  if (hit && now - hit.at < HOME_LIMITS.CACHE_MS) return hit.value;
  const value = computeFigures(server, scope, accounts, asOf, now);
  if (cache.size >= HOME_LIMITS.CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

async function computeFigures(server: Server, scope: HomeScope, accounts: readonly HomeAccount[], asOf: Date | null, now: number): Promise<HomeFigures> {
  const today = chinaToday(now);
  const yesterday = shiftDate(today, -1);
  const lastWeek = shiftDate(today, -7);
  // The last hour the settled sync saw whole: the hour it ran in is only partly reported, and set against yesterday's
  // whole hour it read as a fall every day. None before a sync today, and none until a sync after 01:00.
  const closed = asOf !== null && chinaToday(asOf.getTime()) === today ? Math.floor((asOf.getTime() - chinaDayStart(chinaDay(asOf.getTime()))) / HOUR_MS) - 1 : -1;
  const toHour = closed >= 0 ? closed : null;
  const ids = accounts.map((a) => a.id);
  const media = MEDIA_CODES.filter((m) => accounts.some((a) => a.media === m));
  const slices = toHour === null ? [] : [today, yesterday, lastWeek].map((day) => ({ day, toHour }));
  // Last week's hours are kept DELIVERY.ACCOUNT_HOURLY_DAYS days; a day outside them is never read as zero.
  const lastWeekKept = 7 < DELIVERY.ACCOUNT_HOURLY_DAYS;
  const sliced = slices.length === 0 ? [] : await server.metrics.hourSlices({ customerId: scope.customerId, accountIds: ids, slices });
  // A desk younger than a week has no row of last week's day at all: 上周同期暂无数据 rather than a zero.
  const lastWeekHeld = lastWeekKept && sliced.some((r) => r.slice === 2);
  const sum = (slice: number, m?: MediaCode, hour?: number) =>
    sliced.filter((r) => r.slice === slice && (m === undefined || r.media === m) && (hour === undefined || r.hour === hour)).reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS);
  const compare = (m?: MediaCode, hour?: number) => ({
    today: homeSums(sum(0, m, hour)),
    yesterday: homeSums(sum(1, m, hour)),
    lastWeek: lastWeekHeld ? homeSums(sum(2, m, hour)) : null,
  });

  const top = ids.length === 0 ? null : { customerId: scope.customerId, media, levels: Object.fromEntries(media.map((m) => [m, planLevelOf(m)])), from: today, to: today, accountIds: ids, orderBy: 'cost' as const, limit: HOME_LIMITS.TOP };
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const topAccounts = top ? (await server.metrics.pivot({ ...top, groupBy: ['account'] })).rows : [];
  const topPlans = top ? (await server.metrics.pivot({ ...top, groupBy: ['plan'] })).rows : [];
  return {
    asOf: asOf?.toISOString() ?? null,
    toHour,
    today,
    yesterday,
    lastWeek,
    total: compare(),
    media: media.map((m) => ({ media: m, ...compare(m) })),
    hours: toHour === null ? [] : Array.from({ length: toHour + 1 }, (_, hour) => ({ hour, ...compare(undefined, hour) })),
    topAccounts: topAccounts.map((r) => {
      const a = byId.get(r.key.accountId as number) as HomeAccount;
      return { accountId: a.id, media: a.media, name: a.name, sandbox: a.sandbox, sums: homeSums(r.sums) };
    }),
    topPlans: topPlans.map((r) => ({ media: r.key.plan?.media as MediaCode, level: r.key.plan?.level ?? '', objectId: r.key.plan?.objectId ?? '', name: r.key.plan?.name ?? '', sums: homeSums(r.sums) })),
  };
}
