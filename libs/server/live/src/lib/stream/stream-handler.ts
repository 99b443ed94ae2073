// The push channel's operation (streamLiveRoom, openapi/paths/live-stream.yaml; docs/design/live-home.md §4.3, §7):
// resolves the room in the caller's scope (the account's media id, a 抖音号 bound to it), admits the stream under the
// caps, and hands the sink to the hub. One hub per server; `endLiveStreams` ends every stream when it closes.
import { LIVE_LIMITS, type RoomKey } from '@toufang/domain';
import { CODES, EventStreamAnswer, Refusal, sessionOf, tooMany, type HandlersFor, type RouteDeps } from '@toufang/server-http';
import { accountInScope, accountScopeOfUser } from '@toufang/server-org';
import { sqlOn } from '@toufang/server-db';
import type { MediaAweme } from '@toufang/server-media';
import { LIVE_STREAM_TEXTS as T, resumePoint, type LiveEndReason, type LiveRoomMeta } from './events';
import { LiveHub, type HubClock } from './hub';
import { roomSource } from './room-source';

const MEDIA = 'qianchuan';
/** Whole seconds a refused screen waits when the server is full (the 503's Retry-After). */
const FULL_RETRY_AFTER_S = 30;

const hubs = new WeakMap<object, LiveHub>();

const realClock: HubClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The server's hub (one per server, by its database). */
export function liveHubOf(deps: Pick<RouteDeps, 'db'>): LiveHub {
  let hub = hubs.get(deps.db);
  if (!hub) {
    const db = deps.db;
    hub = new LiveHub({
      clock: realClock,
      // One query for every screen: those whose session was revoked end (a new login, a logout, a removed user); then
      // one per person watching: a room whose account left the person's scope (unassigned, a role changed) ends too.
      async checkSubscribers(subs): Promise<(LiveEndReason | null)[]> {
        const ids = [...new Set(subs.map((sub) => sub.sessionId))];
        const rows = await db.query<{ id: number }>('SELECT id FROM sessions WHERE id = ANY($1) AND revoked_at IS NULL', [ids]);
        const alive = new Set(rows.map((row) => Number(row.id)));
        const seen = await roomsInScope(db, subs);
        return subs.map((sub) => (!alive.has(sub.sessionId) ? 'session' : seen.has(`${sub.userId}:${sub.key.accountId}`) ? null : 'scope'));
      },
    });
    hubs.set(deps.db, hub);
  }
  return hub;
}

/** `${userId}:${account media id}` of the watched rooms whose account each watching person still sees. */
export async function roomsInScope(db: RouteDeps['db'], subs: readonly { userId: number; key: RoomKey }[]): Promise<Set<string>> {
  const out = new Set<string>();
  const byUser = new Map<number, Set<string>>();
  for (const sub of subs) byUser.set(sub.userId, (byUser.get(sub.userId) ?? new Set()).add(sub.key.accountId));
  for (const [userId, accountIds] of byUser) {
    const scope = await accountScopeOfUser(db, userId);
    if (!scope) continue;
    const seen = await sqlOn(db)
      .selectFrom('media_accounts as a')
      .select('a.account_id')
      .where('a.media_code', '=', MEDIA)
      .where('a.customer_id', '=', scope.customerId)
      .where('a.account_id', 'in', [...accountIds])
      .where(accountInScope(scope, 'a'))
      .execute();
    for (const row of seen) out.add(`${userId}:${row.account_id}`);
  }
  return out;
}

/** Ends every stream with `end` (shutdown) before the server closes (a preClose hook of the server). */
export function endLiveStreams(deps: Pick<RouteDeps, 'db'>): void {
  hubs.get(deps.db)?.close();
  hubs.delete(deps.db);
}

interface StreamQuery {
  accountId: string;
  awemeId: string;
  since?: number;
}

const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);

export function liveStreamHandlers(deps: RouteDeps): HandlersFor<'streamLiveRoom'> {
  return {
    streamLiveRoom: async (ctx) => {
      const session = sessionOf(ctx);
      const query = ctx.query as StreamQuery;
      const account = await sqlOn(deps.db)
        .selectFrom('media_accounts as a')
        .select(['a.id', 'a.account_id', 'a.account_name', 'a.sandbox', 'a.authorization_id'])
        .where('a.media_code', '=', MEDIA)
        .where('a.account_id', '=', query.accountId)
        .where('a.customer_id', '=', session.customerId)
        .where(accountInScope(session, 'a'))
        .executeTakeFirst();
      // Unknown, or another company's: the same answer, no id confirmed (§7).
      if (!account) throw notFound(T.ROOM_NOT_FOUND);
      const aweme = await boundAweme(deps, account.id, query.awemeId);
      if (!aweme) throw notFound(T.AWEME_NOT_BOUND);
      const hub = liveHubOf(deps);
      const admission = hub.admit(session.userId);
      if (!admission.ok) {
        throw admission.status === 429
          ? // Every 429 of the desk carries Retry-After: a screen the person closes frees its place at once, so the
            // wait is one poll.
            tooMany(admission.message, LIVE_LIMITS.POLL_MS / 1000)
          : new Refusal(503, admission.message, 503, FULL_RETRY_AFTER_S);
      }
      const key: RoomKey = { accountId: account.account_id, awemeId: query.awemeId };
      const meta: LiveRoomMeta = { ...key, accountName: account.account_name, awemeName: aweme.name, sandbox: Boolean(account.sandbox), authExpired: aweme.expired };
      const mediaNow = account.sandbox ? () => deps.sandboxClock.now() : () => deps.clock.now();
      const authorizationId = account.authorization_id;
      const source = () =>
        roomSource(
          deps.db,
          () => {
            if (authorizationId === null) throw new Error('the account has no authorisation');
            return deps.media.gateway(MEDIA, authorizationId);
          },
          { id: account.id, customerId: session.customerId, advertiserId: account.account_id },
          query.awemeId,
          mediaNow,
        );
      const resume = resumePoint(query.since, headerOf(ctx.request.headers['last-event-id']));
      return new EventStreamAnswer((sink) => hub.subscribe(meta, source, { userId: session.userId, sessionId: session.sessionId }, sink, resume));
    },
  };
}

/** The media's 抖音号 of an account, kept a minute per account: a wall of screens opening costs one call. */
const MEDIA_AWEMES_KEPT_MS = 60_000;
const mediaAwemesKept = new WeakMap<object, Map<number, { at: number; awemes: Promise<MediaAweme[]> }>>();

function mediaAwemes(deps: RouteDeps, accountId: number): Promise<MediaAweme[]> {
  let kept = mediaAwemesKept.get(deps.db);
  if (!kept) mediaAwemesKept.set(deps.db, (kept = new Map()));
  const now = deps.clock.now();
  const held = kept.get(accountId);
  if (held && now - held.at < MEDIA_AWEMES_KEPT_MS) return held.awemes;
  const awemes = (async () => {
    const account = await sqlOn(deps.db).selectFrom('media_accounts').select(['account_id', 'authorization_id']).where('id', '=', accountId).executeTakeFirst();
    if (!account?.authorization_id) return [];
    const advertiserId = account.account_id;
    return deps.media
      .gateway(MEDIA, account.authorization_id)
      .live(advertiserId, (live, token) => live.listAwemes(token, { advertiserId }))
      .catch(() => []);
  })();
  kept.set(accountId, { at: now, awemes });
  return awemes;
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The 抖音号 as bound to the account: the desk's binding (我的抖音号's rows); where the desk has read none for the
 * account yet, the media's list of the account's 抖音号 (one call) answers.
 */
async function boundAweme(deps: RouteDeps, accountId: number, awemeId: string): Promise<{ name: string; expired: boolean } | null> {
  const rows = await deps.db.query<{ name: string; status: string; authorized_until: string | Date | null; unbound_at: unknown; state: string }>(
    `SELECT w.name, b.status, b.authorized_until, b.unbound_at, w.state
       FROM live_aweme_bindings b JOIN live_awemes w ON w.company_id = b.company_id AND w.aweme_id = b.aweme_id
      WHERE b.account_id = $1 AND b.aweme_id = $2`,
    [accountId, awemeId],
  );
  const row = rows[0];
  if (row) {
    const until = row.authorized_until === null ? null : new Date(row.authorized_until).getTime();
    const expired = row.unbound_at !== null || row.status === 'expired' || row.state !== 'active' || (until !== null && until < deps.clock.now());
    return { name: row.name, expired };
  }
  const any = await deps.db.query('SELECT 1 FROM live_aweme_bindings WHERE account_id = $1 LIMIT 1', [accountId]);
  if (any.length > 0) return null;
  const found = (await mediaAwemes(deps, accountId)).find((a) => a.awemeId === awemeId);
  return found ? { name: found.name, expired: found.status !== 'active' } : null;
}
