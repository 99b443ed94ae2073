// 授权抖音号 (design §4.2, §3.2): as the accounts' consent flow (libs/server/accounts authorization.ts): a one-time state
// for the accounts chosen (oauth_states with purpose 'aweme'), the media's 抖音号 consent page (a sandbox's is this
// server's own page), and the code exchanged for the grant, stored as the 抖音号 and its bindings, audited.
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '@toufang/api/contract';
import { effectiveRole, MEDIA_DISPLAY_NAMES, seesWholeCompany } from '@toufang/domain';
import { ACCOUNT_TEXTS, renderAwemeConsentPage, renderConsentRefusal } from '@toufang/server-accounts';
import { actorOf, recordAudit } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { badRequest } from '@toufang/server-http';
import { offersLive } from '@toufang/server-media';
import { awemeViews, recomputeAwemes } from './awemes';
import { LIVE_MEDIA, LIVE_SERVER_LIMITS, liveOf, mediaNow, scopedLiveAccounts, TIKTOK_PAGE_PATH, type LiveCall } from './context';
import { LIVE_SERVER_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

const stateHash = (state: string) => createHash('sha256').update(state).digest('hex');

const AUTH_TYPE_TEXT = { official: '官方', self: '自运营', partner: '合作达人' } as const;

export async function startAwemeAuthorization(call: LiveCall, request: Schemas['LiveAwemeAuthorizeStartRequest']): Promise<Schemas['LiveAwemeAuthorizeStart']> {
  const port = call.server.media.port(LIVE_MEDIA);
  if (!offersLive(port)) throw badRequest(T.MEDIA_NO_LIVE);
  const inScope = new Map((await scopedLiveAccounts(call.server.db, call.scope)).map((a) => [a.accountId, a]));
  const chosen = request.accountIds.map((id) => inScope.get(id));
  if (chosen.some((a) => a === undefined)) throw notFound(T.ACCOUNT_NOT_FOUND);
  const authorizations = new Set(chosen.map((a) => a!.authorizationId));
  if (authorizations.has(null)) throw badRequest(T.NOT_AUTHORISED);
  // One token must cover every account the grant binds (the exchange is one call with one token).
  if (authorizations.size > 1) throw badRequest(T.ACCOUNTS_MIXED_AUTHORISATIONS);
  const state = randomBytes(24).toString('base64url');
  await sqlOn(call.server.db)
    .insertInto('oauth_states')
    .values({
      state_hash: stateHash(state),
      customer_id: call.scope.customerId,
      user_id: call.session.userId,
      media_code: LIVE_MEDIA,
      redirect_uri: TIKTOK_PAGE_PATH,
      expires_at: new Date(call.now.getTime() + LIVE_SERVER_LIMITS.STATE_TTL_MS),
      purpose: 'aweme',
      payload: JSON.stringify({ advertiserIds: request.accountIds }),
    })
    .execute();
  return { consentUrl: port.live.consentUrl({ state, redirectUri: TIKTOK_PAGE_PATH, advertiserIds: request.accountIds }), state };
}

/**
 * The sandbox's 抖音号 consent page of a state: the accounts chosen, the 抖音号 the sandbox company may bind, each
 * behind its own one-time code, and 取消. The redirect is the page kept with the state, never the query's.
 */
export async function awemeConsentPage(server: ServerContext, state: string): Promise<string> {
  const row = await sqlOn(server.db)
    .selectFrom('oauth_states as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.customer_id', 's.media_code', 's.redirect_uri', 's.expires_at', 's.used_at', 's.purpose', 's.payload', 'c.name as company', 'u.username', 'u.role', 'u.is_design_manager'])
    .where('s.state_hash', '=', stateHash(state))
    .executeTakeFirst();
  const now = new Date(server.clock.now());
  if (!row || row.purpose !== 'aweme' || row.used_at !== null || row.expires_at <= now || !row.payload) return renderConsentRefusal(T.CONSENT_STATE_INVALID);
  const sandbox = server.media.sandbox(LIVE_MEDIA);
  if (!sandbox?.awemeConsentChoices || !sandbox.issueAwemeCode) return renderConsentRefusal(T.CONSENT_NO_SANDBOX);
  const ids = row.payload.advertiserIds;
  const names = await sqlOn(server.db)
    .selectFrom('media_accounts')
    .select(['account_id', 'account_name'])
    .where('customer_id', '=', row.customer_id)
    .where('media_code', '=', LIVE_MEDIA)
    .where('account_id', 'in', ids.length > 0 ? ids : [''])
    .execute();
  const nameOf = new Map(names.map((n) => [n.account_id, n.account_name]));
  const back = (params: Record<string, string>) => `${row.redirect_uri}?${new URLSearchParams(params)}`;
  const choices = await sandbox.awemeConsentChoices(row.company, ids);
  const awemes = [];
  for (const a of choices) {
    awemes.push({ awemeId: a.id, name: a.name, authTypeText: AUTH_TYPE_TEXT[a.authType], agreeUrl: back({ code: await sandbox.issueAwemeCode(row.company, a.id, [...ids]), state }) });
  }
  const mainLogin = seesWholeCompany(effectiveRole(row.role, row.is_design_manager));
  return renderAwemeConsentPage({
    mediaName: MEDIA_DISPLAY_NAMES[LIVE_MEDIA],
    company: row.company,
    login: mainLogin ? ACCOUNT_TEXTS.CONSENT_MAIN_LOGIN : ACCOUNT_TEXTS.CONSENT_SUB_LOGIN(row.username),
    advertisers: ids.map((id) => ({ advertiserId: id, name: nameOf.get(id) ?? id, companyName: row.company })),
    awemes,
    cancelUrl: back({ error: 'access_denied', state }),
  });
}

/** Spends the state (once, by its user, within its 10 minutes), exchanges the code and stores the grant. */
export async function completeAwemeAuthorization(call: LiveCall, request: Schemas['LiveAwemeAuthorizeCompleteRequest']): Promise<Schemas['LiveAweme']> {
  const db = call.server.db;
  const advertiserIds = await db.transaction(async (tx) => {
    const row = await sqlOn(tx).selectFrom('oauth_states').selectAll().where('state_hash', '=', stateHash(request.state)).forUpdate().executeTakeFirst();
    const valid =
      row !== undefined &&
      row.purpose === 'aweme' &&
      row.payload !== null &&
      row.used_at === null &&
      row.expires_at > call.now &&
      row.customer_id === call.scope.customerId &&
      row.user_id === call.session.userId;
    if (!valid) throw badRequest(T.STATE_INVALID);
    await sqlOn(tx).updateTable('oauth_states').set({ used_at: call.now }).where('state_hash', '=', row.state_hash).execute();
    return row.payload!.advertiserIds;
  });
  const inScope = new Map((await scopedLiveAccounts(db, call.scope)).map((a) => [a.accountId, a]));
  const first = inScope.get(advertiserIds[0] ?? '');
  if (!first) throw notFound(T.ACCOUNT_NOT_FOUND);
  const grant = await liveOf(call.server, first, (live, token) => live.exchangeCode(token, request.code));
  const bound = grant.advertiserIds.map((id) => inScope.get(id)).filter((a) => a !== undefined);
  const actor = await actorOf(db, call.session);
  const { aweme } = grant;
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    await q
      .insertInto('live_awemes')
      .values({ company_id: call.scope.customerId, aweme_id: aweme.awemeId, name: aweme.name, auth_type: aweme.authType, authorized_until: aweme.authorizedUntil, state: 'active', sandbox: first.sandbox, synced_at: call.now })
      .onConflict((oc) => oc.columns(['company_id', 'aweme_id']).doUpdateSet({ name: aweme.name, auth_type: aweme.authType, synced_at: call.now }))
      .execute();
    for (const account of bound) {
      await q
        .insertInto('live_aweme_bindings')
        .values({ company_id: call.scope.customerId, aweme_id: aweme.awemeId, account_id: account.id, authorized_until: aweme.authorizedUntil, status: 'active', bound_at: call.now, unbound_at: null, unbound_by: null })
        .onConflict((oc) => oc.columns(['account_id', 'aweme_id']).doUpdateSet({ authorized_until: aweme.authorizedUntil, status: 'active', bound_at: call.now, unbound_at: null, unbound_by: null, expiry_notified_at: null }))
        .execute();
      await recordAudit(tx, {
        companyId: call.scope.customerId,
        actor,
        at: call.now,
        media: LIVE_MEDIA,
        account: { id: account.accountId, name: account.name },
        object: { level: 'aweme', id: aweme.awemeId, name: aweme.name },
        action: 'live-aweme.grant',
        actionName: T.AUDIT_GRANT,
        before: null,
        after: { authorizedUntil: aweme.authorizedUntil, authType: aweme.authType },
      });
    }
    await recomputeAwemes(tx, call.scope.customerId, [aweme.awemeId], new Date(mediaNow(call.server)));
  });
  const view = (await awemeViews(call, { awemeIds: [aweme.awemeId] })).rows[0];
  if (!view) throw notFound(T.ACCOUNT_NOT_FOUND);
  return view;
}
