// The sandbox engine's first layer: its configuration, the adapter boundary (a refusal leaves as the media's
// code and comes back as a MediaError), and authorisation (consent, codes, tokens, per-account pacing).
import { randomBytes } from 'node:crypto';
import { sql as raw } from 'kysely';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import type {
  SandboxClock,
  LevelSpec,
  MediaAdvertiser,
  MediaLimits,
  MediaTokens,
  ObjectLevel,
} from '@toufang/server-media';
import { realClock } from '@toufang/server-media';
import { levelSpec, namesUnique, type SandboxMediaConfig } from './config';
import { decode, encode, refuse, SandboxRefusal } from './wire';
import { type SandboxOptions, type SandboxAuthoriser, type InjectedFault, sha256 } from './engine-support';

export abstract class SandboxAccess {
  readonly media;
  readonly levels: readonly LevelSpec[];
  readonly limits: MediaLimits;
  readonly clock: SandboxClock;
  /** Refusals the next calls will get (tests). */
  readonly faults: InjectedFault[] = [];
  protected readonly consentOrigin: string;

  constructor(
    protected readonly db: Db,
    readonly config: SandboxMediaConfig,
    options: SandboxOptions = {},
  ) {
    this.media = config.media;
    // The port's levels say where names may repeat, as the media's creation rules do (namesUnique).
    this.levels = config.levels.map((l) => (namesUnique(config, l.level) ? l : { ...l, namesRepeat: true }));
    this.limits = { ...config.limits, ...options.limits };
    this.clock = options.clock ?? realClock;
    this.consentOrigin = options.consentOrigin ?? '';
  }

  // ---------- the adapter boundary ----------

  /** Runs a call; a refusal inside leaves as the media's code and text and comes back as a MediaError. */
  protected async call<T>(body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (error) {
      if (error instanceof SandboxRefusal) throw decode(this.config, encode(this.config, error.refusal));
      throw error;
    }
  }

  protected get q() {
    return sqlOn(this.db);
  }

  protected label(level: ObjectLevel | 'account'): string {
    return level === 'account' ? '账户' : (levelSpec(this.config, level)?.label ?? level);
  }

  // ---------- authorisation ----------

  consentUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    // The desk's server shows the sandbox's consent page (getMediaAuthorizationConsent of the contract).
    const query = new URLSearchParams({ media: this.media, state, redirect_uri: redirectUri });
    return `${this.consentOrigin}/media-sandbox/consent?${query}`;
  }

  /**
   * The advertisers the media shows the person who consents: a company's main login (主账号) sees every
   * advertiser of the company, a sub-login (子账号) only those the media granted it (grantToLogin).
   */
  async consentAdvertisers(authoriser: SandboxAuthoriser): Promise<MediaAdvertiser[]> {
    let query = this.q
      .selectFrom('sandbox_advertisers as s')
      .select(['s.advertiser_id', 's.name', 's.company_name'])
      .where('s.media_code', '=', this.media)
      .where('s.company_name', '=', authoriser.companyName);
    if (authoriser.subLogin !== undefined) {
      const login = authoriser.subLogin;
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sandbox_login_advertisers as g')
            .select('g.advertiser_id')
            .whereRef('g.media_code', '=', 's.media_code')
            .whereRef('g.advertiser_id', '=', 's.advertiser_id')
            .where('g.login', '=', login),
        ),
      );
    }
    const rows = await query.orderBy('s.advertiser_id').execute();
    return rows.map((r) => ({ advertiserId: r.advertiser_id, name: r.name, companyName: r.company_name }));
  }

  /** The media grants a sub-login some of its advertisers (the seed and tests; a real media has its own UI). */
  async grantToLogin(login: string, advertiserIds: readonly string[]): Promise<void> {
    if (advertiserIds.length === 0) return;
    await this.q
      .insertInto('sandbox_login_advertisers')
      .values(advertiserIds.map((advertiserId) => ({ media_code: this.media, login, advertiser_id: advertiserId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** The consent page's answer: a one-time code for the advertisers the user ticked. */
  async issueCode(advertiserIds: string[]): Promise<string> {
    return this.call(async () => {
      if (advertiserIds.length === 0) refuse('invalid_value', { detail: '请至少选择一个账户' });
      const known = await this.q
        .selectFrom('sandbox_advertisers')
        .select('advertiser_id')
        .where('media_code', '=', this.media)
        .where('advertiser_id', 'in', advertiserIds)
        .execute();
      if (known.length !== new Set(advertiserIds).size) refuse('not_found', { label: '账户' });
      return this.newCode(advertiserIds, 'account');
    });
  }

  /** A one-time consent code for the advertisers (and, for a 抖音号's, what it grants), valid codeTtlMs. */
  protected async newCode(advertiserIds: readonly string[], purpose: 'account' | 'aweme', payload?: object): Promise<string> {
    const code = randomBytes(16).toString('hex');
    await this.q
      .insertInto('sandbox_oauth_codes')
      .values({
        code_hash: sha256(code),
        media_code: this.media,
        advertiser_ids: JSON.stringify([...new Set(advertiserIds)]),
        expires_at: new Date(this.clock.now() + this.config.tokens.codeTtlMs),
        purpose,
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      })
      .execute();
    return code;
  }

  /** A one-time consent code of this media and purpose, marked used; refused when unknown, used or expired. */
  protected async useCode(tx: Queryable, code: string, purpose: 'account' | 'aweme', now: number) {
    const row = await sqlOn(tx)
      .selectFrom('sandbox_oauth_codes')
      .selectAll()
      .where('code_hash', '=', sha256(code))
      .where('media_code', '=', this.media)
      .where('purpose', '=', purpose)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at.getTime() <= now) refuse('code_invalid');
    await sqlOn(tx).updateTable('sandbox_oauth_codes').set({ used_at: new Date(now) }).where('code_hash', '=', row.code_hash).execute();
    return row;
  }

  exchangeCode(code: string): Promise<MediaTokens> {
    return this.call(() =>
      this.db.transaction(async (tx) => {
        const now = this.clock.now();
        // A 抖音号's code (engine-live.ts) is no account authorisation.
        const row = await this.useCode(tx, code, 'account', now);
        return this.grant(tx, row.advertiser_ids, now);
      }),
    );
  }

  refreshTokens(refreshToken: string): Promise<MediaTokens> {
    return this.call(() =>
      this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const row = await sqlOn(tx)
          .selectFrom('sandbox_tokens')
          .selectAll()
          .where('refresh_hash', '=', sha256(refreshToken))
          .where('media_code', '=', this.media)
          .forUpdate()
          .executeTakeFirst();
        if (!row) refuse('token_invalid');
        if (row.revoked_reason === 'revoked') refuse('token_revoked');
        if (row.revoked_reason === 'refreshed') refuse('token_invalid');
        if (row.refresh_expires_at.getTime() <= now) refuse('refresh_expired');
        await sqlOn(tx)
          .updateTable('sandbox_tokens')
          .set({ revoked_at: new Date(now), revoked_reason: 'refreshed' })
          .where('id', '=', row.id)
          .execute();
        return this.grant(tx, row.advertiser_ids, now);
      }),
    );
  }

  /** The advertiser (or the desk) withdraws an authorisation: its tokens stop working at once. */
  async revoke(token: string): Promise<void> {
    const hash = sha256(token);
    await this.q
      .updateTable('sandbox_tokens')
      .set({ revoked_at: new Date(this.clock.now()), revoked_reason: 'revoked' })
      .where('media_code', '=', this.media)
      .where((eb) => eb.or([eb('access_hash', '=', hash), eb('refresh_hash', '=', hash)]))
      .execute();
  }

  protected async grant(tx: Queryable, advertiserIds: string[], now: number): Promise<MediaTokens> {
    const accessToken = randomBytes(20).toString('hex');
    const refreshToken = randomBytes(20).toString('hex');
    const accessExpiresAt = now + this.config.tokens.accessTtlMs;
    const refreshExpiresAt = now + this.config.tokens.refreshTtlMs;
    await sqlOn(tx)
      .insertInto('sandbox_tokens')
      .values({
        media_code: this.media,
        access_hash: sha256(accessToken),
        refresh_hash: sha256(refreshToken),
        advertiser_ids: JSON.stringify(advertiserIds),
        access_expires_at: new Date(accessExpiresAt),
        refresh_expires_at: new Date(refreshExpiresAt),
      })
      .execute();
    return { accessToken, refreshToken, accessExpiresAt, refreshExpiresAt, advertiserIds };
  }

  /** The advertisers a token may act on; refuses an unknown, expired or withdrawn token. */
  protected async tokenScope(accessToken: string): Promise<string[]> {
    const row = await this.q
      .selectFrom('sandbox_tokens')
      .select(['advertiser_ids', 'access_expires_at', 'revoked_reason'])
      .where('access_hash', '=', sha256(accessToken))
      .where('media_code', '=', this.media)
      .executeTakeFirst();
    if (!row) refuse('token_invalid');
    if (row.revoked_reason === 'revoked') refuse('token_revoked');
    if (row.revoked_reason === 'refreshed') refuse('token_invalid');
    if (row.access_expires_at.getTime() <= this.clock.now()) refuse('token_expired');
    return row.advertiser_ids;
  }

  /**
   * The door of every account call: the token, the account's lock-out, then its call counters (per second:
   * rate_limited; per minute: a lock-out of limits.lockoutMs).
   */
  protected async enter(accessToken: string, advertiserId: string): Promise<void> {
    const scope = await this.tokenScope(accessToken);
    if (!scope.includes(advertiserId)) refuse('no_permission');
    const now = this.clock.now();
    const lock = await this.q
      .selectFrom('sandbox_lockouts')
      .select('locked_until')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirst();
    if (lock && lock.locked_until.getTime() > now) {
      refuse('locked_out', { until: lock.locked_until.getTime(), limit: this.limits.callsPerMinute });
    }
    const minuteCalls = await this.count(advertiserId, 'minute', Math.floor(now / 60_000));
    if (minuteCalls > this.limits.callsPerMinute) {
      const until = now + this.limits.lockoutMs;
      await this.q
        .insertInto('sandbox_lockouts')
        .values({ media_code: this.media, advertiser_id: advertiserId, locked_until: new Date(until) })
        .onConflict((oc) => oc.columns(['media_code', 'advertiser_id']).doUpdateSet({ locked_until: new Date(until) }))
        .execute();
      refuse('locked_out', { until, limit: this.limits.callsPerMinute });
    }
    const second = Math.floor(now / 1000);
    const secondCalls = await this.count(advertiserId, 'second', second);
    if (secondCalls > this.limits.callsPerSecond) refuse('rate_limited', { retryAfterMs: (second + 1) * 1000 - now });
    const fault = this.faults.find((f) => f.advertiserId === advertiserId && f.times > 0);
    if (fault) {
      fault.times -= 1;
      refuse(fault.rule, fault.params ?? {});
    }
  }

  /** Counts a call in the account's current window of a kind; answers the calls in that window so far. */
  protected async count(advertiserId: string, kind: 'second' | 'minute', window: number): Promise<number> {
    const row = await this.q
      .insertInto('sandbox_call_windows')
      .values({ media_code: this.media, advertiser_id: advertiserId, kind, window_start: window, calls: 1 })
      .onConflict((oc) =>
        oc.columns(['media_code', 'advertiser_id', 'kind']).doUpdateSet({
          calls: raw<number>`CASE WHEN sandbox_call_windows.window_start = excluded.window_start THEN sandbox_call_windows.calls + 1 ELSE 1 END`,
          window_start: raw<number>`excluded.window_start`,
        }),
      )
      .returning('calls')
      .executeTakeFirstOrThrow();
    return row.calls;
  }

}
