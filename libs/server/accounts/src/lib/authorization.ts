// The authorisation flow of a media: start (a one-time state and the media's consent page), the sandbox
// consent page the desk's server shows for a sandbox media, and complete (the code exchanged for the
// media's tokens, stored as the company's authorisation, and the advertisers it covers).
import { createHash, randomBytes } from 'node:crypto';
import { effectiveRole, MEDIA_DISPLAY_NAMES, seesWholeCompany, type MediaCode } from '@toufang/domain';
import { recordAudit, actorOf } from '@toufang/server-audit';
import { badRequest } from '@toufang/server-http';
import { sqlOn, type Db } from '@toufang/server-db';
import { isMediaError } from '@toufang/server-media';
import type { AccountContext } from './accounts';
import { renderConsentPage, renderConsentRefusal } from './consent-page';
import type { MediaPorts } from '@toufang/server-context';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, redirectPathOf } from './texts';

const stateHash = (state: string) => createHash('sha256').update(state).digest('hex');

/** A new state for the caller's company and media; the consent page comes back with it. */
export async function startMediaAuthorization(ctx: AccountContext, media: MediaCode) {
  const state = randomBytes(24).toString('base64url');
  const redirectUri = redirectPathOf(media);
  await sqlOn(ctx.db)
    .insertInto('oauth_states')
    .values({
      state_hash: stateHash(state),
      customer_id: ctx.session.customerId,
      user_id: ctx.session.userId,
      media_code: media,
      redirect_uri: redirectUri,
      expires_at: new Date(ctx.now().getTime() + ACCOUNT_LIMITS.STATE_TTL_MS),
    })
    .execute();
  // A sandbox's consent page is this server's own page (getMediaAuthorizationConsent), so the desk names
  // its address; a real media's comes from its port.
  const consentUrl = ctx.ports.port(media).consentUrl({ state, redirectUri });
  return { consentUrl, state };
}

/**
 * Spends the state (once, by the user who started it, for the same media, within its 10 minutes),
 * exchanges the code for tokens and stores the authorisation. Answers the advertisers it covers.
 */
export async function completeMediaAuthorization(ctx: AccountContext, input: { mediaCode: MediaCode; code: string; state: string }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await sqlOn(tx).selectFrom('oauth_states').selectAll().where('state_hash', '=', stateHash(input.state)).forUpdate().executeTakeFirst();
    const valid =
      row !== undefined &&
      row.used_at === null &&
      row.expires_at > now &&
      row.customer_id === ctx.session.customerId &&
      row.user_id === ctx.session.userId &&
      row.media_code === input.mediaCode;
    if (!valid) throw badRequest(ACCOUNT_TEXTS.STATE_INVALID);
    await sqlOn(tx).updateTable('oauth_states').set({ used_at: now }).where('state_hash', '=', row.state_hash).execute();
  });

  const port = ctx.ports.port(input.mediaCode);
  let tokens;
  let advertisers;
  try {
    tokens = await port.exchangeCode(input.code);
    advertisers = await port.listAdvertisers(tokens.accessToken);
  } catch (error) {
    if (isMediaError(error)) throw badRequest(error.message);
    throw error;
  }
  const actor = await actorOf(ctx.db, ctx.session);
  const subject = [...new Set(advertisers.map((a) => a.companyName))].join('、') || MEDIA_DISPLAY_NAMES[input.mediaCode];
  const authorizationId = await ctx.db.transaction(async (tx) => {
    const { id } = await sqlOn(tx)
      .insertInto('media_authorizations')
      .values({
        customer_id: ctx.session.customerId,
        media_code: input.mediaCode,
        sandbox: ctx.ports.sandbox(input.mediaCode) !== undefined,
        subject,
        advertiser_ids: JSON.stringify(tokens.advertiserIds),
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        access_expires_at: new Date(tokens.accessExpiresAt),
        refresh_expires_at: new Date(tokens.refreshExpiresAt),
        authorized_by: ctx.session.userId,
        authorized_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(tx, {
      companyId: ctx.session.customerId,
      actor,
      at: now,
      media: input.mediaCode,
      object: { level: 'authorization', id: String(id), name: subject },
      action: 'media-authorization.grant',
      actionName: '媒体授权',
      before: null,
      // Never the tokens: only what the grant covers.
      after: { advertiserIds: tokens.advertiserIds, sandbox: ctx.ports.sandbox(input.mediaCode) !== undefined },
    });
    return id;
  });
  const ids = advertisers.map((a) => a.advertiserId);
  const held =
    ids.length === 0
      ? []
      : await sqlOn(ctx.db)
          .selectFrom('media_accounts')
          .select('account_id')
          .where('customer_id', '=', ctx.session.customerId)
          .where('media_code', '=', input.mediaCode)
          .where('account_id', 'in', ids)
          .execute();
  const imported = new Set(held.map((h) => h.account_id));
  return {
    authorizationId,
    advertisers: advertisers.map((a) => ({ advertiserId: a.advertiserId, name: a.name, companyName: a.companyName, imported: imported.has(a.advertiserId) })),
  };
}

/**
 * The sandbox consent page of a state: the advertisers the media shows the person consenting, a one-time
 * code for them behind 同意授权, and 取消. Redirects only ever go to the desk's add page kept with the state.
 * The sandbox has no login form: the state's user is signed in to it, a whole-company role with the
 * company's main login (主账号), anyone else with their own sub-login (子账号), which sees only what the media
 * granted it. One code per pending consent: a reload shows the code the first view issued.
 */
export async function sandboxConsentPage(db: Db, ports: MediaPorts, state: string, now: Date): Promise<string> {
  const row = await sqlOn(db)
    .selectFrom('oauth_states as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.state_hash', 's.media_code', 's.redirect_uri', 's.expires_at', 's.used_at', 's.consent_code', 'c.name as company', 'u.username', 'u.role', 'u.is_design_manager'])
    .where('s.state_hash', '=', stateHash(state))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) return renderConsentRefusal(ACCOUNT_TEXTS.CONSENT_STATE_INVALID);
  const media = row.media_code as MediaCode;
  const sandbox = ports.sandbox(media);
  if (!sandbox) return renderConsentRefusal(ACCOUNT_TEXTS.NO_SANDBOX);
  const mainLogin = seesWholeCompany(effectiveRole(row.role, row.is_design_manager));
  const advertisers = await sandbox.consentAdvertisers({ companyName: row.company, ...(mainLogin ? {} : { subLogin: row.username }) });
  const back = (params: Record<string, string>) => `${row.redirect_uri}?${new URLSearchParams(params)}`;
  const code = advertisers.length === 0 ? null : (row.consent_code ?? (await keepConsentCode(db, row.state_hash, await sandbox.issueCode(advertisers.map((a) => a.advertiserId)))));
  return renderConsentPage({
    mediaName: MEDIA_DISPLAY_NAMES[media],
    company: row.company,
    login: mainLogin ? ACCOUNT_TEXTS.CONSENT_MAIN_LOGIN : ACCOUNT_TEXTS.CONSENT_SUB_LOGIN(row.username),
    advertisers,
    agreeUrl: code === null ? null : back({ code, state }),
    cancelUrl: back({ error: 'access_denied', state }),
  });
}

/** Keeps the first code issued for a state; two views at once both issue, and both show the one kept. */
async function keepConsentCode(db: Db, hash: string, issued: string): Promise<string> {
  await sqlOn(db).updateTable('oauth_states').set({ consent_code: issued }).where('state_hash', '=', hash).where('consent_code', 'is', null).execute();
  const kept = await sqlOn(db).selectFrom('oauth_states').select('consent_code').where('state_hash', '=', hash).executeTakeFirstOrThrow();
  return kept.consent_code ?? issued;
}
