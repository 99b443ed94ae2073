// The gateway's call loop (gateway.ts holds the media's calls by area, each through it): one media call for an
// account is refused at once while the media has that account locked out (shared through the database), paced
// to the media's per-minute limit (counted in the database, so every server process shares one count) and
// per-second spacing, retried with back-off after rate-limit and busy answers, and its expired access token
// refreshed once; a batch goes in chunks, a refused chunk refusing each of its items.
import { sql as raw } from 'kysely';
import { sqlOn, type Db } from '@toufang/server-db';
import { MINUTE_MS, realTime, type GatewayTime } from './clock';
import { isMediaError, MediaError, type MediaPort, type ObjectOutcome } from './port';
import { chunks, GATEWAY, GATEWAY_TIMEOUT_CODE, refused, withTimeout } from './gateway-support';
import type { TokenKeeper } from './token-keeper';

export interface GatewayOptions {
  db: Db;
  tokens: TokenKeeper;
  time?: GatewayTime;
  /** How long a call may take (default GATEWAY.callTimeoutMs). */
  callTimeoutMs?: number;
}

/** How one call is made. */
export interface RunOptions {
  /**
   * The call writes something that a second send would write twice (a create without request id handling in
   * the gateway): a busy answer or a timeout is not retried and comes back with `outcomeUnknown`.
   */
  notIdempotent?: boolean;
}

/** The same refusal, saying the call may have landed. */
function unknownOutcome(error: MediaError): MediaError {
  if (error.outcomeUnknown) return error;
  return new MediaError({
    kind: error.kind,
    message: error.message,
    mediaCode: error.mediaCode,
    mediaMessage: error.mediaMessage,
    retryAfterMs: error.retryAfterMs,
    until: error.until,
    outcomeUnknown: true,
  });
}

export abstract class GatewayCallLoop {
  protected readonly time: GatewayTime;
  /** Last call per account in this process, for per-second spacing. */
  private readonly lastCall = new Map<string, number>();

  constructor(
    readonly port: MediaPort,
    protected readonly options: GatewayOptions,
  ) {
    this.time = options.time ?? realTime;
  }

  get media() {
    return this.port.media;
  }

  /**
   * One account's items in calls of at most `size`: every item answers, a refused call refusing each of its
   * items (keyed as the media keys them) with the media's reason.
   */
  protected async inChunks<I, V>(
    advertiserId: string,
    items: readonly I[],
    size: number,
    keyOf: (item: I) => string,
    call: (accessToken: string, chunk: I[]) => Promise<ObjectOutcome<V>[]>,
    options: RunOptions = {},
  ): Promise<ObjectOutcome<V>[]> {
    const out: ObjectOutcome<V>[] = [];
    for (const chunk of chunks(items, size)) {
      try {
        out.push(...(await this.run(advertiserId, (token) => call(token, chunk), options)));
      } catch (error) {
        if (!isMediaError(error)) throw error;
        out.push(...chunk.map((item) => refused(keyOf(item), error)));
      }
    }
    return out;
  }

  // ---------- the call loop ----------

  /**
   * One media call for an account: refused at once during a lock-out; paced; retried after rate-limit
   * and busy answers; an expired token refreshed once.
   */
  protected async run<T>(advertiserId: string, call: (accessToken: string) => Promise<T>, options: RunOptions = {}): Promise<T> {
    let tokens = await this.options.tokens.get(this.media, advertiserId);
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      await this.pace(advertiserId);
      try {
        return await withTimeout(call(tokens.accessToken), this.options.callTimeoutMs ?? GATEWAY.callTimeoutMs);
      } catch (error) {
        if (!isMediaError(error)) throw error;
        // A media that did not answer in time is not asked again: a write may have landed, and a slow media
        // stays slow for a while.
        if (error.mediaCode === GATEWAY_TIMEOUT_CODE) throw error;
        if (error.kind === 'locked_out') {
          await this.recordLockout(advertiserId, error);
          throw error;
        }
        if (error.kind === 'auth_expired' && !refreshed) {
          refreshed = true;
          tokens = await this.refresh(advertiserId, tokens);
          attempt -= 1;
          continue;
        }
        // A write that is not idempotent may have landed when the media answers busy: it is not sent again, and
        // its refusal says the outcome is unknown (the caller looks it up first, docs/media-adapters.md).
        if (error.kind === 'unavailable' && options.notIdempotent) throw unknownOutcome(error);
        const retryable = error.kind === 'rate_limited' || error.kind === 'unavailable';
        if (!retryable || attempt >= GATEWAY.maxAttempts) throw error;
        const backoff = Math.min(GATEWAY.backoffMaxMs, GATEWAY.backoffBaseMs * 2 ** (attempt - 1));
        await this.time.sleep(Math.max(backoff, error.retryAfterMs ?? 0));
      }
    }
  }

  private async refresh(
    advertiserId: string,
    used: { accessToken: string; refreshToken: string },
  ): Promise<{ accessToken: string; refreshToken: string }> {
    try {
      const tokens = await this.port.refreshTokens(used.refreshToken);
      await this.options.tokens.save(this.media, advertiserId, tokens);
      return tokens;
    } catch (error) {
      // Another process may have refreshed first (its refresh retired ours): use what it saved.
      const current = await this.options.tokens.get(this.media, advertiserId);
      if (current.accessToken !== used.accessToken) return current;
      throw error;
    }
  }

  private async recordLockout(advertiserId: string, error: MediaError): Promise<void> {
    const until = new Date(error.until ?? this.time.now() + this.port.limits.lockoutMs);
    await sqlOn(this.options.db)
      .insertInto('media_gateway_lockouts')
      .values({ media_code: this.media, advertiser_id: advertiserId, locked_until: until, message: error.message })
      .onConflict((oc) => oc.columns(['media_code', 'advertiser_id']).doUpdateSet({ locked_until: until, message: error.message }))
      .execute();
  }

  /**
   * Waits for a slot, refused at once while the media has the account locked out: the lock-out's read and the
   * shared per-minute count are one statement (a call refused by a lock-out is not counted), then this process's
   * per-second spacing.
   */
  private async pace(advertiserId: string): Promise<void> {
    const perMinute = Math.max(1, Math.floor(this.port.limits.callsPerMinute * GATEWAY.minuteShare));
    for (;;) {
      const now = this.time.now();
      const window = Math.floor(now / MINUTE_MS);
      const { rows } = await raw<{ locked_until: Date | null; message: string | null; calls: number | null }>`
        WITH lock AS (
          SELECT locked_until, message FROM media_gateway_lockouts
          WHERE media_code = ${this.media} AND advertiser_id = ${advertiserId} AND locked_until > ${new Date(now)}
        ), counted AS (
          INSERT INTO media_gateway_windows (media_code, advertiser_id, window_start, calls)
          SELECT ${this.media}, ${advertiserId}, ${window}, 1 WHERE NOT EXISTS (SELECT 1 FROM lock)
          ON CONFLICT (media_code, advertiser_id) DO UPDATE SET
            calls = CASE WHEN media_gateway_windows.window_start = excluded.window_start THEN media_gateway_windows.calls + 1 ELSE 1 END,
            window_start = excluded.window_start
          RETURNING calls
        )
        SELECT (SELECT locked_until FROM lock) AS locked_until, (SELECT message FROM lock) AS message, (SELECT calls FROM counted) AS calls`.execute(sqlOn(this.options.db));
      const slot = rows[0];
      if (slot?.locked_until) {
        throw new MediaError({
          kind: 'locked_out',
          message: slot.message ?? '',
          mediaCode: 'gateway',
          mediaMessage: 'account locked out by the media; no call made',
          until: new Date(slot.locked_until).getTime(),
        });
      }
      if (Number(slot?.calls ?? 0) <= perMinute) break;
      await this.time.sleep((window + 1) * MINUTE_MS - now);
    }
    const spacing = Math.ceil(1000 / this.port.limits.callsPerSecond);
    const last = this.lastCall.get(advertiserId);
    const now = this.time.now();
    if (last !== undefined && now - last < spacing) await this.time.sleep(spacing - (now - last));
    this.lastCall.set(advertiserId, this.time.now());
  }
}
