// 工作台's rooms (design §4.2, §4.4 live.rooms): the streams of the bound 抖音号 as listRooms answers them, stored per
// account (live_rooms) with each living stream's totals and per-plan figures (roomFigures with limit 0); listed in
// the caller's scope, and one room (the account and 抖音号, decision D1) with its current or latest stream.
import type { components } from '@toufang/api/contract';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { LiveRoomFigures } from '@toufang/server-media';
import { bindingState, iso, liveOf, mediaDays, mediaNow, roiOf, scopedAccountByMediaId, scopedLiveAccounts, yuan, type AwemeState, type LiveAccount, type LiveCall } from './context';
import { LIVE_SERVER_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

/** A stream's stored totals (LiveTotals of @toufang/domain, money in 分). */
export type StoredTotals = Schemas['LiveTotals'];

/** The stored row of a stream's figures from one roomFigures answer. */
export function figuresColumns(figures: LiveRoomFigures) {
  return { totals: JSON.stringify(figures.totals), totals_at: new Date(figures.asOf), plans: JSON.stringify(figures.plans) };
}

/**
 * Reads one account's streams of yesterday and today (media dates) and stores them; each stream living now, stored
 * as living before (its final figures) or never read, gets its totals read. Answers the streams stored.
 */
export async function syncAccountRooms(server: ServerContext, account: LiveAccount, { figures: withFigures = true }: { figures?: boolean } = {}): Promise<number> {
  const bound = await sqlOn(server.db).selectFrom('live_aweme_bindings').select('aweme_id').where('account_id', '=', account.id).where('unbound_at', 'is', null).execute();
  if (bound.length === 0) return 0;
  const { from, to } = mediaDays(server);
  const streams = await liveOf(server, account, (live, token) => live.listRooms(token, { advertiserId: account.accountId, from, to }));
  if (streams.length === 0) return 0;
  const stored = new Map(
    (await sqlOn(server.db).selectFrom('live_rooms').select(['room_id', 'state', 'totals_at']).where('account_id', '=', account.id).execute()).map((r) => [r.room_id, r]),
  );
  for (const s of streams) {
    let figures: LiveRoomFigures | null = null;
    const before = stored.get(s.roomId);
    // A living stream each time; an ended one once more for its final figures, or once when none were ever read
    // (a stream that ended while the desk was off, or before its first sync): 工作台 shows today's ended rooms too.
    if (withFigures && (s.state === 'living' || before?.state === 'living' || !before?.totals_at)) {
      try {
        figures = await liveOf(server, account, (live, token) => live.roomFigures(token, { advertiserId: account.accountId, roomId: s.roomId, sinceMinute: -1, limit: 0 }));
      } catch (error) {
        server.log.warn({ err: error, accountId: account.id, roomId: s.roomId }, 'live room figures failed');
      }
    }
    const row = {
      company_id: account.companyId,
      account_id: account.id,
      aweme_id: s.awemeId,
      room_id: s.roomId,
      title: s.title,
      started_at: s.startedAt,
      ended_at: s.endedAt,
      state: s.state,
      ...(figures ? figuresColumns(figures) : {}),
    };
    await sqlOn(server.db)
      .insertInto('live_rooms')
      .values(row)
      .onConflict((oc) => oc.columns(['account_id', 'room_id']).doUpdateSet({ title: s.title, ended_at: s.endedAt, state: s.state, ...(figures ? figuresColumns(figures) : {}) }))
      .execute();
  }
  return streams.length;
}

/** Some accounts read again (the seed, without figures: the job reads them on its first run; the contract tests). */
export async function syncRoomsOf(server: ServerContext, accounts: readonly LiveAccount[], options: { figures?: boolean } = {}): Promise<number> {
  let n = 0;
  for (const account of accounts) {
    if (account.authorizationId === null) continue;
    try {
      n += await syncAccountRooms(server, account, options);
    } catch (error) {
      server.log.warn({ err: error, accountId: account.id }, 'live rooms sync failed');
    }
  }
  return n;
}

// ---------- reads ----------

interface StreamRow {
  id: number;
  account_id: number;
  aweme_id: string;
  room_id: string;
  title: string;
  started_at: Date;
  ended_at: Date | null;
  state: 'living' | 'ended';
  totals: Record<string, number> | null;
  totals_at: Date | null;
}

function streamQuery(db: Queryable) {
  return sqlOn(db)
    .selectFrom('live_rooms as r')
    .select(['r.id', 'r.account_id', 'r.aweme_id', 'r.room_id', 'r.title', 'r.started_at', 'r.ended_at', 'r.state', 'r.totals', 'r.totals_at']);
}

function streamView(r: StreamRow): Schemas['LiveRoomStream'] {
  return {
    liveRoomId: r.id,
    roomId: r.room_id,
    title: r.title,
    state: r.state,
    startedAt: r.started_at.toISOString(),
    endedAt: iso(r.ended_at),
    totals: (r.totals as StoredTotals | null) ?? null,
    totalsAt: iso(r.totals_at),
  };
}

interface BindingFacts {
  name: string;
  state: AwemeState;
  authorizedUntil: Date | null;
}

/** The 抖音号's name and each (account, 抖音号) binding's state, for the accounts given. */
async function bindingFacts(server: ServerContext, accountIds: readonly number[]): Promise<Map<string, BindingFacts>> {
  const out = new Map<string, BindingFacts>();
  if (accountIds.length === 0) return out;
  const rows = await sqlOn(server.db)
    .selectFrom('live_aweme_bindings as b')
    .innerJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 'b.company_id').onRef('w.aweme_id', '=', 'b.aweme_id'))
    .select(['b.account_id', 'b.aweme_id', 'b.status', 'b.authorized_until', 'b.unbound_at', 'w.name'])
    .where('b.account_id', 'in', accountIds)
    .execute();
  const now = mediaNow(server);
  for (const r of rows) {
    out.set(`${r.account_id}:${r.aweme_id}`, {
      name: r.name,
      state: bindingState({ unboundAt: r.unbound_at, status: r.status, authorizedUntil: r.authorized_until }, now),
      authorizedUntil: r.unbound_at === null ? r.authorized_until : null,
    });
  }
  return out;
}

const SORTS: Record<Schemas['LiveRoomSortField'], (r: Schemas['LiveRoomRow']) => number | null> = {
  startedAt: (r) => Date.parse(r.startedAt),
  online: (r) => r.online,
  gmv: (r) => r.gmv,
  orders: (r) => r.orders,
  cost: (r) => r.cost,
  roi: (r) => r.roi,
};

export async function listRooms(call: LiveCall, query: Schemas['LiveRoomQuery']): Promise<Schemas['LiveRoomPage']> {
  const accounts = await scopedLiveAccounts(call.server.db, call.scope);
  const empty = { records: [], total: 0, current: query.current, size: query.size, living: 0, refreshedAt: null };
  const wanted = query.accountId ? accounts.filter((a) => a.accountId === query.accountId) : accounts;
  if (wanted.length === 0) return empty;
  const byId = new Map(wanted.map((a) => [a.id, a]));
  const { todayStart } = mediaDays(call.server);
  let q = streamQuery(call.server.db)
    .where('r.account_id', 'in', [...byId.keys()])
    .where((eb) => eb.or([eb('r.state', '=', 'living'), eb('r.started_at', '>=', new Date(todayStart))]));
  if (query.awemeId) q = q.where('r.aweme_id', '=', query.awemeId);
  const streams = (await q.execute()) as StreamRow[];
  const facts = await bindingFacts(call.server, [...byId.keys()]);
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  let rows: Schemas['LiveRoomRow'][] = streams.flatMap((s) => {
    const account = byId.get(s.account_id);
    if (!account) return [];
    const fact = facts.get(`${s.account_id}:${s.aweme_id}`);
    const t = s.totals as StoredTotals | null;
    return {
      accountId: account.accountId,
      deskAccountId: account.id,
      accountName: account.name,
      awemeId: s.aweme_id,
      awemeName: fact?.name ?? s.aweme_id,
      awemeState: fact?.state ?? 'unbound',
      sandbox: account.sandbox,
      liveRoomId: s.id,
      roomId: s.room_id,
      title: s.title,
      state: s.state,
      startedAt: s.started_at.toISOString(),
      endedAt: iso(s.ended_at),
      online: t ? t.online : null,
      peakOnline: t ? t.peakOnline : null,
      entries: t ? t.entries : null,
      gmv: t ? yuan(t.gmvFen) : null,
      orders: t ? t.orders : null,
      cost: t ? yuan(t.costFen) : null,
      roi: t ? roiOf(t.adGmvFen, t.costFen) : null,
      totalsAt: iso(s.totals_at),
    };
  });
  if (keyword) rows = rows.filter((r) => r.awemeName.toLowerCase().includes(keyword) || r.awemeId.includes(keyword) || r.title.toLowerCase().includes(keyword));
  const living = rows.filter((r) => r.state === 'living').length;
  if (query.state) rows = rows.filter((r) => r.state === query.state);
  const field = query.sortField;
  const sign = query.sortOrder === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    if (field) {
      // A row without the figure goes last either way.
      const x = SORTS[field](a);
      const y = SORTS[field](b);
      if (x !== y) return x === null ? 1 : y === null ? -1 : sign * (x - y);
    } else if (a.state !== b.state) return a.state === 'living' ? -1 : 1;
    return Date.parse(b.startedAt) - Date.parse(a.startedAt) || a.liveRoomId - b.liveRoomId;
  });
  const refreshed = streams.map((s) => s.totals_at?.getTime() ?? 0).filter((t) => t > 0);
  return {
    records: rows.slice((query.current - 1) * query.size, query.current * query.size),
    total: rows.length,
    current: query.current,
    size: query.size,
    living,
    refreshedAt: refreshed.length === 0 ? null : new Date(Math.max(...refreshed)).toISOString(),
  };
}

/** A room of the caller: the account by its media id, the 抖音号 ever bound to it, and its stream (current, else latest). */
export async function roomOf(call: LiveCall, ref: Schemas['LiveAwemeRef']): Promise<{ account: LiveAccount; room: Schemas['LiveRoom'] }> {
  const account = await scopedAccountByMediaId(call, ref.accountId);
  const fact = (await bindingFacts(call.server, [account.id])).get(`${account.id}:${ref.awemeId}`);
  if (!fact) throw notFound(T.AWEME_NOT_BOUND);
  const stream = (await streamQuery(call.server.db)
    .where('r.account_id', '=', account.id)
    .where('r.aweme_id', '=', ref.awemeId)
    .orderBy((eb) => eb.case().when('r.state', '=', 'living').then(0).else(1).end())
    .orderBy('r.started_at', 'desc')
    .limit(1)
    .executeTakeFirst()) as StreamRow | undefined;
  return {
    account,
    room: {
      accountId: account.accountId,
      deskAccountId: account.id,
      accountName: account.name,
      awemeId: ref.awemeId,
      awemeName: fact.name,
      awemeState: fact.state,
      authorizedUntil: iso(fact.authorizedUntil),
      sandbox: account.sandbox,
      stream: stream ? streamView(stream) : null,
    },
  };
}
