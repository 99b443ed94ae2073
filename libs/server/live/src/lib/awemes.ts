// 我的抖音号 (design §4.2, §4.4 live.awemes): the 抖音号 bound to the company's 巨量千川 accounts as the media answers
// them, stored per account (live_awemes, live_aweme_bindings), listed in the caller's scope with each binding's
// state and live plans, renewed and unbound through the media, audited.
import type { components } from '@toufang/api/contract';
import { actorOf, recordAudit } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type LiveAwemeBindingsTable, type Queryable } from '@toufang/server-db';
import type { MediaAweme } from '@toufang/server-media';
import { sql, type Updateable } from 'kysely';
import { bindingState, iso, LIVE_MEDIA, liveOf, mediaNow, scopedAccountByMediaId, scopedLiveAccounts, type AwemeState, type LiveAccount, type LiveCall } from './context';
import { livePlanCounts } from './plans';
import { LIVE_SERVER_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

/**
 * Stores what the media answers for one account: its 抖音号 upserted, its bindings replaced (one the media no longer
 * lists is unbound here, by nobody), and the 抖音号's own state recomputed. Answers the 抖音号 ids touched.
 */
export async function storeAccountAwemes(db: Queryable, account: LiveAccount, awemes: readonly MediaAweme[], now: Date): Promise<string[]> {
  const q = sqlOn(db);
  if (awemes.length > 0) {
    await q
      .insertInto('live_awemes')
      .values(
        awemes.map((a) => ({
          company_id: account.companyId,
          aweme_id: a.awemeId,
          name: a.name,
          auth_type: a.authType,
          authorized_until: a.authorizedUntil,
          state: a.status,
          sandbox: account.sandbox,
          synced_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['company_id', 'aweme_id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), auth_type: eb.ref('excluded.auth_type'), synced_at: eb.ref('excluded.synced_at') })))
      .execute();
    await q
      .insertInto('live_aweme_bindings')
      .values(
        awemes.map((a) => ({
          company_id: account.companyId,
          aweme_id: a.awemeId,
          account_id: account.id,
          authorized_until: a.authorizedUntil,
          status: a.status,
          bound_at: now,
          unbound_at: null,
          unbound_by: null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['account_id', 'aweme_id']).doUpdateSet((eb) => ({
          authorized_until: eb.ref('excluded.authorized_until'),
          status: eb.ref('excluded.status'),
          // A binding granted again after an unbind starts anew.
          bound_at: sql<Date>`CASE WHEN live_aweme_bindings.unbound_at IS NULL THEN live_aweme_bindings.bound_at ELSE excluded.bound_at END`,
          unbound_at: null,
          unbound_by: null,
        })),
      )
      .execute();
  }
  const listed = awemes.map((a) => a.awemeId);
  let gone = q.updateTable('live_aweme_bindings').set({ unbound_at: now }).where('account_id', '=', account.id).where('unbound_at', 'is', null);
  if (listed.length > 0) gone = gone.where('aweme_id', 'not in', listed);
  const unbound = await gone.returning('aweme_id').execute();
  const touched = [...new Set([...listed, ...unbound.map((r) => r.aweme_id)])];
  await recomputeAwemes(db, account.companyId, touched, now);
  return touched;
}

/** A 抖音号's own state and 授权期至 from its bindings: the earliest unexpired one, else expired, else unbound. */
export async function recomputeAwemes(db: Queryable, companyId: number, awemeIds: readonly string[], now: Date): Promise<void> {
  if (awemeIds.length === 0) return;
  const bindings = await sqlOn(db)
    .selectFrom('live_aweme_bindings')
    .select(['aweme_id', 'authorized_until', 'status', 'unbound_at'])
    .where('company_id', '=', companyId)
    .where('aweme_id', 'in', awemeIds)
    .execute();
  for (const awemeId of awemeIds) {
    const bound = bindings.filter((b) => b.aweme_id === awemeId && b.unbound_at === null);
    const live = bound.filter((b) => b.status === 'active' && b.authorized_until !== null && b.authorized_until.getTime() > now.getTime());
    const state = live.length > 0 ? 'active' : bound.length > 0 ? 'expired' : 'unbound';
    const untils = (live.length > 0 ? live : bound).map((b) => b.authorized_until?.getTime() ?? 0).filter((t) => t > 0);
    const until = untils.length === 0 ? null : new Date(live.length > 0 ? Math.min(...untils) : Math.max(...untils));
    await sqlOn(db).updateTable('live_awemes').set({ state, authorized_until: until }).where('company_id', '=', companyId).where('aweme_id', '=', awemeId).execute();
  }
}

/** Reads one account's 抖音号 from the media and stores them (the daily job, 刷新, the seed). */
export async function syncAccountAwemes(server: ServerContext, account: LiveAccount, now: Date): Promise<string[]> {
  const awemes = await liveOf(server, account, (live, token) => live.listAwemes(token, { advertiserId: account.accountId }));
  return server.db.transaction((tx) => storeAccountAwemes(tx, account, awemes, now));
}

// ---------- the list ----------

const STATE_ORDER: Record<AwemeState, number> = { active: 0, expiring: 1, expired: 2, unbound: 3 };

/** The 抖音号 of the caller's accounts with their bindings in scope (those of `only` when given). */
export async function awemeViews(call: LiveCall, only?: { awemeIds?: readonly string[] }): Promise<{ rows: Schemas['LiveAweme'][]; accounts: LiveAccount[] }> {
  const db = call.server.db;
  const accounts = await scopedLiveAccounts(db, call.scope);
  if (accounts.length === 0) return { rows: [], accounts };
  const byId = new Map(accounts.map((a) => [a.id, a]));
  let query = sqlOn(db)
    .selectFrom('live_aweme_bindings as b')
    .innerJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 'b.company_id').onRef('w.aweme_id', '=', 'b.aweme_id'))
    .select(['b.aweme_id', 'b.account_id', 'b.authorized_until', 'b.status', 'b.bound_at', 'b.unbound_at', 'w.name', 'w.auth_type', 'w.sandbox', 'w.synced_at'])
    .where('b.company_id', '=', call.scope.customerId)
    .where('b.account_id', 'in', [...byId.keys()]);
  if (only?.awemeIds) {
    if (only.awemeIds.length === 0) return { rows: [], accounts };
    query = query.where('b.aweme_id', 'in', only.awemeIds);
  }
  const rows = await query.orderBy('b.aweme_id').orderBy('b.account_id').execute();
  const plans = await livePlanCounts(db, rows.map((r) => ({ accountId: r.account_id, awemeId: r.aweme_id })));
  const now = mediaNow(call.server);
  const views = new Map<string, Schemas['LiveAweme']>();
  for (const r of rows) {
    const account = byId.get(r.account_id);
    if (!account) continue;
    const state = bindingState({ unboundAt: r.unbound_at, status: r.status, authorizedUntil: r.authorized_until }, now);
    const counts = plans.get(`${r.account_id}:${r.aweme_id}`) ?? { all: 0, enabled: 0 };
    const binding: Schemas['LiveAwemeBinding'] = {
      accountId: account.accountId,
      deskAccountId: account.id,
      accountName: account.name,
      sandbox: account.sandbox,
      authorizedUntil: r.unbound_at === null ? iso(r.authorized_until) : null,
      state,
      boundAt: r.bound_at.toISOString(),
      unboundAt: iso(r.unbound_at),
      livePlans: counts.all,
      enabledLivePlans: counts.enabled,
    };
    const view = views.get(r.aweme_id) ?? {
      awemeId: r.aweme_id,
      name: r.name,
      authType: r.auth_type,
      authorizedUntil: null,
      state: 'unbound' as AwemeState,
      sandbox: Boolean(r.sandbox),
      syncedAt: r.synced_at.toISOString(),
      bindings: [],
    };
    view.bindings.push(binding);
    views.set(r.aweme_id, view);
  }
  for (const view of views.values()) {
    view.bindings.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.deskAccountId - b.deskAccountId);
    // The 抖音号's state in scope: its best binding's, and that binding's 授权期至 (the earliest of the best state).
    const best = view.bindings[0];
    view.state = best.state;
    const same = view.bindings.flatMap((b) => (b.state === best.state && b.authorizedUntil !== null ? [b.authorizedUntil] : []));
    view.authorizedUntil = same.length === 0 ? null : same.sort()[0];
  }
  const list = [...views.values()].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.name.localeCompare(b.name, 'zh-CN') || a.awemeId.localeCompare(b.awemeId));
  return { rows: list, accounts };
}

export async function listAwemes(call: LiveCall, query: Schemas['LiveAwemeQuery']): Promise<Schemas['LiveAwemeList']> {
  const { rows, accounts } = await awemeViews(call);
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const filtered = rows.filter(
    (r) =>
      (!keyword || r.name.toLowerCase().includes(keyword) || r.awemeId.includes(keyword)) &&
      (!query.state || r.state === query.state) &&
      (!query.accountId || r.bindings.some((b) => b.accountId === query.accountId)),
  );
  return { rows: filtered, accounts: accounts.map((a) => ({ accountId: a.accountId, deskAccountId: a.id, accountName: a.name, sandbox: a.sandbox })) };
}

/** 刷新: every account in scope read again; an account the media refuses keeps what the desk had. */
export async function refreshAwemes(call: LiveCall, query: Schemas['LiveAwemeQuery']): Promise<Schemas['LiveAwemeList']> {
  for (const account of await scopedLiveAccounts(call.server.db, call.scope)) {
    if (account.authorizationId === null) continue;
    try {
      await syncAccountAwemes(call.server, account, call.now);
    } catch (error) {
      call.server.log.warn({ err: error, accountId: account.id }, 'live aweme refresh failed');
    }
  }
  return listAwemes(call, query);
}

// ---------- one binding: renew, unbind ----------

/** The binding of a 抖音号 to an account in scope, not unbound; else 404. */
async function boundOf(call: LiveCall, ref: Schemas['LiveAwemeRef']) {
  const account = await scopedAccountByMediaId(call, ref.accountId, T.ACCOUNT_NOT_FOUND);
  const binding = await sqlOn(call.server.db)
    .selectFrom('live_aweme_bindings as b')
    .innerJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 'b.company_id').onRef('w.aweme_id', '=', 'b.aweme_id'))
    .select(['b.authorized_until', 'b.status', 'w.name'])
    .where('b.account_id', '=', account.id)
    .where('b.aweme_id', '=', ref.awemeId)
    .where('b.unbound_at', 'is', null)
    .executeTakeFirst();
  if (!binding) throw notFound(T.AWEME_NOT_BOUND);
  return { account, binding };
}

async function oneView(call: LiveCall, awemeId: string): Promise<Schemas['LiveAweme'] | null> {
  return (await awemeViews(call, { awemeIds: [awemeId] })).rows[0] ?? null;
}

type BindingOf = Awaited<ReturnType<typeof boundOf>>;

/** One binding's change, its 抖音号's state recomputed and the audit record, in one transaction (续期, 解绑). */
async function changeBinding(
  call: LiveCall,
  { account, binding }: BindingOf,
  awemeId: string,
  set: Updateable<LiveAwemeBindingsTable>,
  audit: { action: string; actionName: string; before: Record<string, unknown>; after: Record<string, unknown> | null },
): Promise<void> {
  const actor = await actorOf(call.server.db, call.session);
  await call.server.db.transaction(async (tx) => {
    await sqlOn(tx).updateTable('live_aweme_bindings').set(set).where('account_id', '=', account.id).where('aweme_id', '=', awemeId).execute();
    await recomputeAwemes(tx, account.companyId, [awemeId], new Date(mediaNow(call.server)));
    await recordAudit(tx, {
      companyId: account.companyId,
      actor,
      at: call.now,
      media: LIVE_MEDIA,
      account: { id: account.accountId, name: account.name },
      object: { level: 'aweme', id: awemeId, name: binding.name },
      ...audit,
    });
  });
}

export async function renewAweme(call: LiveCall, ref: Schemas['LiveAwemeRef']): Promise<Schemas['LiveAweme']> {
  const bound = await boundOf(call, ref);
  const { account, binding } = bound;
  const { authorizedUntil } = await liveOf(call.server, account, (live, token) => live.renew(token, { advertiserId: account.accountId, awemeId: ref.awemeId }));
  await changeBinding(call, bound, ref.awemeId, { authorized_until: authorizedUntil, status: 'active', expiry_notified_at: null }, {
    action: 'live-aweme.renew',
    actionName: T.AUDIT_RENEW,
    before: { authorizedUntil: iso(binding.authorized_until) },
    after: { authorizedUntil },
  });
  const view = await oneView(call, ref.awemeId);
  if (!view) throw notFound(T.AWEME_NOT_BOUND);
  return view;
}

export async function unbindAweme(call: LiveCall, request: Schemas['LiveAwemeUnbindRequest']): Promise<Schemas['LiveAwemeUnbindAnswer']> {
  const bound = await boundOf(call, request);
  const { account, binding } = bound;
  const counts = (await livePlanCounts(call.server.db, [{ accountId: account.id, awemeId: request.awemeId }])).get(`${account.id}:${request.awemeId}`);
  const enabledLivePlans = counts?.enabled ?? 0;
  // Decision O2: confirmed with the count, not refused (巨量千川 itself lets the plans fail).
  if (!request.confirm) return { done: false, enabledLivePlans, message: T.UNBIND_CONFIRM(enabledLivePlans), aweme: await oneView(call, request.awemeId) };
  await liveOf(call.server, account, (live, token) => live.unbind(token, { advertiserId: account.accountId, awemeId: request.awemeId }));
  await changeBinding(call, bound, request.awemeId, { unbound_at: call.now, unbound_by: call.session.userId }, {
    action: 'live-aweme.unbind',
    actionName: T.AUDIT_UNBIND,
    before: { authorizedUntil: iso(binding.authorized_until), enabledLivePlans },
    after: null,
  });
  return { done: true, enabledLivePlans, message: T.UNBIND_DONE, aweme: await oneView(call, request.awemeId) };
}
