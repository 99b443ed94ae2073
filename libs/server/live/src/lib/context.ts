// What every live operation and job shares: the caller's scope over 巨量千川 accounts, an account found by its media id
// (decision D1), the media's clock, and the media's calls through the gateway with its refusals in Chinese.
import { chinaDate, chinaDay, chinaDayStart, DAY_MS } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import { isMediaError, offersLive, type MediaLivePort } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { LIVE_SERVER_TEXTS as T, notFound } from './texts';

/** The one media with live rooms (design §3.1: only 巨量千川's port has `live`). */
export const LIVE_MEDIA = 'qianchuan' as const;

/** The design's numbers for live control's server (docs/design/live-home.md §4.2, §4.4). */
export const LIVE_SERVER_LIMITS = {
  /** 即将到期: under this many days left (design §4.2). */
  EXPIRING_DAYS: 30,
  /** The daily job's message: a binding expiring within this many days (design §4.4). */
  EXPIRY_NOTICE_DAYS: 7,
  /** A 抖音号 consent state is valid this long (as the accounts' one). */
  STATE_TTL_MS: 10 * 60_000,
} as const;

/** Where the 抖音号 consent page comes back to: 我的抖音号 (shell spec §2.3 authorization/tiktok). */
export const TIKTOK_PAGE_PATH = '/qianchuan-app/live-control/authorization/tiktok';
/** The screen's route (decision D1: the account's media id and the 抖音号). */
export const liveRoomPath = (accountId: string, awemeId: string) => `/qianchuan-app/live-control/live-monitor/live-room/${accountId}/${awemeId}`;

/** One call of a person: the server, the session, its account scope and the desk's now. */
export interface LiveCall {
  server: ServerContext;
  session: SessionUser;
  scope: AccountScope;
  now: Date;
}

export function liveCall(server: ServerContext, session: SessionUser): LiveCall {
  return {
    server,
    session,
    scope: { customerId: session.customerId, userId: session.userId, role: session.role, accountIds: session.accountIds ?? null },
    now: new Date(server.clock.now()),
  };
}

/** A 巨量千川 account of the desk. */
export interface LiveAccount {
  id: number;
  companyId: number;
  /** The media's id (the screen's path id). */
  accountId: string;
  name: string;
  sandbox: boolean;
  authorizationId: number | null;
}

function accountQuery(db: Queryable) {
  return sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.customer_id', 'a.account_id', 'a.account_name', 'a.sandbox', 'a.authorization_id'])
    .where('a.media_code', '=', LIVE_MEDIA);
}

type AccountRow = { id: number; customer_id: number; account_id: string; account_name: string; sandbox: boolean; authorization_id: number | null };
const accountOf = (r: AccountRow): LiveAccount => ({
  id: r.id,
  companyId: r.customer_id,
  accountId: r.account_id,
  name: r.account_name,
  sandbox: Boolean(r.sandbox),
  authorizationId: r.authorization_id,
});

/** The caller's 巨量千川 accounts, by desk id. */
export async function scopedLiveAccounts(db: Queryable, scope: AccountScope): Promise<LiveAccount[]> {
  const rows = await accountQuery(db).where('a.customer_id', '=', scope.customerId).where(accountInScope(scope, 'a')).orderBy('a.id').execute();
  return rows.map(accountOf);
}

/** Every 巨量千川 account of every company with an authorisation (the jobs' accounts). */
export async function authorisedLiveAccounts(db: Queryable): Promise<LiveAccount[]> {
  const rows = await accountQuery(db).where('a.authorization_id', 'is not', null).orderBy('a.id').execute();
  return rows.map(accountOf);
}

/** The caller's account of this media id, else 404 with `message` (the same for another company's and an unknown one). */
export async function scopedAccountByMediaId(call: LiveCall, accountId: string, message: string = T.ROOM_NOT_FOUND): Promise<LiveAccount> {
  const row = await accountQuery(call.server.db)
    .where('a.customer_id', '=', call.scope.customerId)
    .where('a.account_id', '=', accountId)
    .where(accountInScope(call.scope, 'a'))
    .executeTakeFirst();
  if (!row) throw notFound(message);
  return accountOf(row);
}

/** The media's clock (a sandbox's may run fast, TOUFANG_SANDBOX_SPEED): the days and streams are the media's. */
export function mediaNow(server: ServerContext): number {
  return server.sandboxClock.now();
}

/** The media's China dates from yesterday to today (a 24-hour stream began yesterday before 06:00). */
export function mediaDays(server: ServerContext): { from: string; to: string; todayStart: number } {
  const today = chinaDay(mediaNow(server));
  return { from: chinaDate(today - 1), to: chinaDate(today), todayStart: chinaDayStart(today) };
}

/** A live call of the account through its authorisation's gateway; the media's refusal becomes a 400 in its words. */
export async function liveOf<T>(server: ServerContext, account: LiveAccount, call: (live: MediaLivePort, token: string) => Promise<T>): Promise<T> {
  if (account.authorizationId === null) throw badRequest(T.MEDIA_REFUSED(T.NOT_AUTHORISED));
  if (!offersLive(server.media.port(LIVE_MEDIA))) throw badRequest(T.MEDIA_NO_LIVE);
  try {
    return await server.media.gateway(LIVE_MEDIA, account.authorizationId).live(account.accountId, call);
  } catch (error) {
    if (isMediaError(error)) throw badRequest(T.MEDIA_REFUSED(error.message));
    throw error;
  }
}

/** A value's state for 我的抖音号 (design §4.2: 有效 / 即将到期 < 30 days / 已过期 / 已解绑). */
export type AwemeState = 'active' | 'expiring' | 'expired' | 'unbound';

export function bindingState(b: { unboundAt: Date | null; status: 'active' | 'expired'; authorizedUntil: Date | null }, now: number): AwemeState {
  if (b.unboundAt !== null) return 'unbound';
  const until = b.authorizedUntil?.getTime() ?? null;
  if (b.status === 'expired' || until === null || until <= now) return 'expired';
  return until - now < LIVE_SERVER_LIMITS.EXPIRING_DAYS * DAY_MS ? 'expiring' : 'active';
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
export const yuan = (fen: number | string) => round2(Number(fen) / 100);
/** 支付ROI from sums (tools decision 3): ad GMV ÷ cost, two decimals; null over 0. */
export const roiOf = (adGmvFen: number, costFen: number) => (costFen > 0 ? round2(adGmvFen / costFen) : null);
export const iso = (d: Date | null) => (d === null ? null : d.toISOString());
