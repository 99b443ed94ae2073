// Login (password, partner, market, auth code), logout, user info and password change.
import type { components } from '@toufang/api/contract';
import { checkNewPassword, formatChinaTime } from '@toufang/domain';
import { lockedMessage, lockRemaining, recordFailure, resetFailures, hashPassword, submittedPassword, verifyPassword, RBAC_VERSION, revokeSession, startSession, type LoginChannel, isTicketValid, MARKET_PROVIDER, PARTNER_PROVIDERS, type Ticket, newToken, tokenHash, CODES, forbidden, Refusal, TEXTS, tooMany, findUserById, findUserByUsername, toUserInfo, userStatus, type UserRow, type HandlersFor, clientAddress, sessionOf, sessionUserId, type SessionUser, type RouteDeps } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';
import { accountInScope, ORG_CODES, ORG_TEXTS } from '@toufang/server-org';

type Schemas = components['schemas'];
type LoginResult = Schemas['LoginResult'];

export const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;

/** The auth code's refusals (docs/design/live-home.md §4.7). */
export const GADGET_TEXTS = {
  FOREIGN_ACCOUNTS: '部分账户不存在、不是腾讯广告账户或无权查看',
} as const;
/** How long a used partner ticket is remembered: three times its 5-minute validity, so no replay slips by. */
const TICKET_MEMORY_MS = 15 * 60 * 1000;

export type SessionOperation =
  | 'login'
  | 'partnerLogin'
  | 'marketLogin'
  | 'logout'
  | 'getUserInfo'
  | 'editPassword'
  | 'issueAuthCode'
  | 'exchangeAuthCode';

/**
 * Refuses a login of a user who may not work now (checked only after the credentials hold, so a guesser
 * learns nothing about an account's status): disabled, expired, or before the start time.
 */
export function checkUserActive(user: Pick<UserRow, 'disabled_at' | 'start_time' | 'expire_time'>, now = new Date()): void {
  switch (userStatus(user, now)) {
    case 'disabled':
      throw new Refusal(ORG_CODES.DISABLED, ORG_TEXTS.DISABLED);
    case 'expired':
      throw new Refusal(ORG_CODES.EXPIRED, ORG_TEXTS.EXPIRED(formatChinaTime(user.expire_time).slice(0, 10)));
    case 'pending':
      throw new Refusal(ORG_CODES.NOT_STARTED, ORG_TEXTS.NOT_STARTED(formatChinaTime(user.start_time).slice(0, 16)));
    case 'enabled':
      return;
  }
}

const loginResult = (token: string, user: UserRow): LoginResult => ({
  token,
  role: user.role,
  rbacVersion: user.role_id !== null ? RBAC_VERSION : user.rbac_version,
  mustChangePassword: user.must_change_password,
});

export function sessionHandlers(deps: RouteDeps): HandlersFor<SessionOperation> {
  const { db } = deps;

  /** Checks a partner or market ticket, consumes it (no replay) and starts the session. */
  async function ticketLogin(ticket: Ticket, channel: LoginChannel): Promise<LoginResult> {
    const refuse = () => new Refusal(CODES.TICKET_INVALID, TEXTS.TICKET_INVALID);
    if (!isTicketValid(deps.partnerSecret, ticket)) throw refuse();
    const user = await findUserByUsername(db, ticket.username);
    if (!user) throw refuse();
    await sqlOn(db).deleteFrom('partner_tickets').where('used_at', '<', new Date(Date.now() - TICKET_MEMORY_MS)).execute();
    const fresh = await sqlOn(db)
      .insertInto('partner_tickets')
      .values({ signature: ticket.signature })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    if (!fresh) throw refuse();
    checkUserActive(user);
    const token = await startSession(db, user.id, channel);
    return loginResult(token, user);
  }

  /**
   * The gdt accounts a gadget session will show (docs/design/live-home.md §4.7): the asked ones, each a gdt
   * account the issuer sees (else 403, naming none), or every gdt account the issuer sees now.
   */
  async function gadgetAccounts(session: SessionUser, asked: readonly number[] | undefined): Promise<number[]> {
    let q = sqlOn(db)
      .selectFrom('media_accounts as a')
      .select('a.id')
      .where(accountInScope(session, 'a'))
      .where('a.media_code', '=', 'gdt')
      .where('a.bound', '=', true);
    if (asked) q = q.where('a.id', 'in', [...asked]);
    const ids = (await q.orderBy('a.id').execute()).map((row) => row.id);
    if (asked && ids.length !== new Set(asked).size) throw forbidden(GADGET_TEXTS.FOREIGN_ACCOUNTS);
    return ids;
  }

  return {
    async login(ctx) {
      const { username, password } = ctx.body;
      const address = clientAddress(ctx);
      // Locks are checked before any hashing, so a locked-out flood costs one query per attempt.
      const wait = await lockRemaining(db, username, address);
      if (wait > 0) throw tooMany(lockedMessage(wait), wait);
      const user = await findUserByUsername(db, username);
      // Unknown usernames still pay one scrypt, against a hash nothing matches.
      const matches = await verifyPassword(password, user?.password_hash ?? deps.dummyPasswordHash, address);
      if (!user || !matches) {
        await recordFailure(db, username, address);
        throw new Refusal(CODES.BAD_CREDENTIALS, TEXTS.BAD_CREDENTIALS);
      }
      await resetFailures(db, username, address);
      // Only now, with the password right, may the answer tell a disabled or expired account apart.
      checkUserActive(user);
      const token = await startSession(db, user.id, 'password');
      return loginResult(token, user);
    },

    async partnerLogin({ body }) {
      const ticket = body;
      if (!PARTNER_PROVIDERS.includes(ticket.provider)) throw new Refusal(CODES.TICKET_INVALID, TEXTS.TICKET_INVALID);
      return ticketLogin(ticket, 'partner');
    },

    async marketLogin({ body }) {
      const ticket = body;
      return ticketLogin({ ...ticket, provider: MARKET_PROVIDER }, 'market');
    },

    async logout(ctx) {
      await revokeSession(db, sessionOf(ctx).sessionId);
      return null;
    },

    async getUserInfo(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      if (!user) throw new Refusal(CODES.UNAUTHORIZED, TEXTS.SESSION_INVALID, 401);
      return toUserInfo(user, sessionOf(ctx).channel);
    },

    async editPassword(ctx) {
      const request = ctx.body;
      const user = await findUserById(db, sessionUserId(ctx));
      if (!user) throw new Refusal(CODES.UNAUTHORIZED, TEXTS.SESSION_INVALID, 401);
      if (request.username !== user.username) throw forbidden(TEXTS.NOT_OWN_PASSWORD);
      // Only a private deployment's browser sends digests; it checked the rule before hashing, which the
      // server cannot (docs/decisions.md). Anywhere else a 64-hex value is a plain password under the rule.
      const newPassword = submittedPassword(request.newPassword, deps.privateDeployment);
      if (typeof newPassword === 'string') {
        const problem = checkNewPassword(newPassword);
        if (problem) throw new Refusal(CODES.PASSWORD_RULE, problem);
      }
      if (!(await verifyPassword(submittedPassword(request.oldPassword, deps.privateDeployment), user.password_hash))) {
        throw new Refusal(CODES.OLD_PASSWORD_WRONG, TEXTS.OLD_PASSWORD_WRONG);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        // A password the user chose themself: a one-time password is no longer in use.
        await sqlOn(tx).updateTable('users').set({ password_hash: passwordHash, must_change_password: false }).where('id', '=', user.id).execute();
        // Every session ends, this one included: the desk logs in again with the new password.
        await sqlOn(tx).updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
      });
      return null;
    },

    async issueAuthCode(ctx) {
      const session = sessionOf(ctx);
      const accountIds = await gadgetAccounts(session, ctx.body?.accountIds);
      const authCode = newToken();
      const expiresAt = new Date(Date.now() + AUTH_CODE_LIFETIME_MS);
      await sqlOn(db)
        .insertInto('auth_codes')
        .values({ code_hash: tokenHash(authCode), user_id: session.userId, expires_at: expiresAt, account_ids: JSON.stringify(accountIds) })
        .execute();
      return { authCode, expiresAt: expiresAt.toISOString() };
    },

    async exchangeAuthCode({ body }) {
      const { authCode } = body;
      // One statement marks the code used, so two simultaneous exchanges cannot both succeed.
      const now = new Date();
      const used = await sqlOn(db)
        .updateTable('auth_codes')
        .set({ used_at: now })
        .where('code_hash', '=', tokenHash(authCode))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'account_ids'])
        .executeTakeFirst();
      const user = used ? await findUserById(db, used.user_id) : null;
      if (!user || !used) throw new Refusal(CODES.AUTH_CODE_INVALID, TEXTS.AUTH_CODE_INVALID);
      checkUserActive(user);
      // The session keeps the code's accounts: every scope of it is narrowed to them (account-scope.ts).
      // A code issued before migration 053 has none: the gadget then shows no account rather than all.
      const token = await startSession(db, user.id, 'authCode', used.account_ids ?? []);
      return { token, role: user.role };
    },
  };
}
