// The sandbox engine: one believable marketing API, configured per media (its levels, ids, limits, codes).
// State lives in the database (migrations/004_sandbox_media.sql), so several server processes share one
// sandbox; review, learning and metrics advance with the injected clock. Every refusal leaves through the
// media's own codes (wire.ts) and comes back as a MediaError with the desk's Chinese message.
import { createHash, randomBytes } from 'node:crypto';
import { sql as raw, type Kysely, type Selectable } from 'kysely';
import { sqlOn, type Database, type Db, type Queryable, type SandboxObjectsTable } from '@toufang/server-db';
import {
  ALWAYS_ON,
  chinaDate,
  chinaDay,
  chinaDayStart,
  dayOfDate,
  HOUR_MS,
  hourIndex,
  isSchedule,
  realClock,
  scheduleSlot,
  type SandboxClock,
} from '../clock';
import type {
  LevelSpec,
  ListObjectsQuery,
  MaterialUpload,
  MediaAccountInfo,
  MediaAdvertiser,
  MediaLimits,
  MediaObject,
  MediaPort,
  MediaTokens,
  Metrics,
  ObjectDraft,
  ObjectEdit,
  ObjectLevel,
  ObjectOutcome,
  ObjectPage,
  OptStatus,
  ReportQuery,
  ReportRow,
} from '../port';
import { levelSpec, type SandboxMediaConfig } from './config';
import { shapedId } from './ids';
import {
  addFigures,
  dayFigures,
  learningOf,
  qualityOf,
  reviewOf,
  shareOf,
  type ChainLink,
  type Deliverer,
  type HourFigures,
  type Snapshot,
} from './model';
import { checkBatch, checkBid, checkBudgetEdit, checkName, refusal, type Refusal, type SandboxRule } from '../rules';
import { decode, encode, objectRefusal, refuse, SandboxRefusal } from './wire';

type ObjectRow = Selectable<SandboxObjectsTable>;

export interface SandboxOptions {
  clock?: SandboxClock;
  /** Tests only: tighter limits so a rule is reached in a few calls (e.g. a delivery quota of 3). */
  limits?: Partial<MediaLimits>;
  /** Origin of the desk's server, which serves the sandbox consent page. */
  consentOrigin?: string;
}

/**
 * Who consents on the sandbox's consent page: the company's main login, or one of its sub-logins by name.
 * The sandbox has no login form; the desk's server says who is signed in (see sandboxConsentPage).
 */
export interface SandboxAuthoriser {
  companyName: string;
  /** The sub-login; absent for the main login. */
  subLogin?: string;
}

/** A refusal the next calls to an account will get (tests: a media answering 'busy' or 'too fast'). */
export interface InjectedFault {
  advertiserId: string;
  rule: SandboxRule;
  params?: Record<string, string | number>;
  times: number;
}

const MAX_REPORT_DAYS = 366;
/** How long a report computes before it lets the server answer other requests, ms. */
const REPORT_SLICE_MS = 20;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const fen = (yuan: number | null | undefined) => (yuan == null ? null : Math.round(yuan * 100));
const yuanOf = (f: number | null) => (f === null ? null : f / 100);
const json = (value: unknown) => raw<string>`${JSON.stringify(value)}::text::jsonb`;

interface Cursor {
  /** Last change number answered. */
  s: number;
  /** Reviews decided up to this time (epoch ms) were answered. */
  t: number;
  /** modifiedSince, when the sync started from a time. */
  m?: number;
  /**
   * Within one listing of several pages: the change number and the time it started at. The objects written
   * after `b` are answered by the written part of this listing, so its review part leaves them out (else a
   * first sync of more than a page answered every reviewed object twice).
   */
  b?: number;
  st?: number;
  /** The last object answered by the review part at time `t` (objects decided at one instant page by id). */
  o?: string;
}

function readCursor(text: string | undefined, modifiedSince: number | undefined): Cursor {
  if (!text) return modifiedSince === undefined ? { s: 0, t: 0 } : { s: 0, t: modifiedSince, m: modifiedSince };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 's' in parsed && 't' in parsed) {
      const { s, t } = parsed;
      const m = 'm' in parsed ? parsed.m : undefined;
      const b = 'b' in parsed ? parsed.b : undefined;
      const st = 'st' in parsed ? parsed.st : undefined;
      const o = 'o' in parsed ? parsed.o : undefined;
      const optionalNumber = (v: unknown) => v === undefined || typeof v === 'number';
      if (typeof s === 'number' && typeof t === 'number' && optionalNumber(m) && optionalNumber(b) && optionalNumber(st) && (o === undefined || typeof o === 'string')) {
        return { s, t, m: m as number | undefined, b: b as number | undefined, st: st as number | undefined, o: o as string | undefined };
      }
    }
  } catch {
    // falls through to the refusal below
  }
  return refuse('invalid_value', { detail: 'cursor 无效' });
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export class SandboxMedia implements MediaPort {
  readonly media;
  readonly levels: readonly LevelSpec[];
  readonly limits: MediaLimits;
  readonly clock: SandboxClock;
  /** Refusals the next calls will get (tests). */
  readonly faults: InjectedFault[] = [];
  private readonly consentOrigin: string;

  constructor(
    private readonly db: Db,
    readonly config: SandboxMediaConfig,
    options: SandboxOptions = {},
  ) {
    this.media = config.media;
    this.levels = config.levels;
    this.limits = { ...config.limits, ...options.limits };
    this.clock = options.clock ?? realClock;
    this.consentOrigin = options.consentOrigin ?? '';
  }

  // ---------- the adapter boundary ----------

  /** Runs a call; a refusal inside leaves as the media's code and text and comes back as a MediaError. */
  private async call<T>(body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (error) {
      if (error instanceof SandboxRefusal) throw decode(this.config, encode(this.config, error.refusal));
      throw error;
    }
  }

  private get q() {
    return sqlOn(this.db);
  }

  private label(level: ObjectLevel | 'account'): string {
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
      const code = randomBytes(16).toString('hex');
      await this.q
        .insertInto('sandbox_oauth_codes')
        .values({
          code_hash: sha256(code),
          media_code: this.media,
          advertiser_ids: JSON.stringify([...new Set(advertiserIds)]),
          expires_at: new Date(this.clock.now() + this.config.tokens.codeTtlMs),
        })
        .execute();
      return code;
    });
  }

  exchangeCode(code: string): Promise<MediaTokens> {
    return this.call(() =>
      this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const row = await sqlOn(tx)
          .selectFrom('sandbox_oauth_codes')
          .selectAll()
          .where('code_hash', '=', sha256(code))
          .where('media_code', '=', this.media)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.used_at !== null || row.expires_at.getTime() <= now) refuse('code_invalid');
        await sqlOn(tx).updateTable('sandbox_oauth_codes').set({ used_at: new Date(now) }).where('code_hash', '=', row.code_hash).execute();
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

  private async grant(tx: Queryable, advertiserIds: string[], now: number): Promise<MediaTokens> {
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
  private async tokenScope(accessToken: string): Promise<string[]> {
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
  private async enter(accessToken: string, advertiserId: string): Promise<void> {
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
  private async count(advertiserId: string, kind: 'second' | 'minute', window: number): Promise<number> {
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

  // ---------- accounts ----------

  listAdvertisers(accessToken: string): Promise<MediaAdvertiser[]> {
    return this.call(async () => {
      const scope = await this.tokenScope(accessToken);
      const rows = await this.q
        .selectFrom('sandbox_advertisers')
        .select(['advertiser_id', 'name', 'company_name'])
        .where('media_code', '=', this.media)
        .where('advertiser_id', 'in', scope)
        .orderBy('advertiser_id')
        .execute();
      return rows.map((r) => ({ advertiserId: r.advertiser_id, name: r.name, companyName: r.company_name }));
    });
  }

  getAccount(accessToken: string, advertiserId: string): Promise<MediaAccountInfo> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const row = await this.advertiser(advertiserId);
      return {
        advertiserId,
        name: row.name,
        companyName: row.company_name,
        status: row.status,
        balance: row.balance_fen / 100,
        dailyBudget: yuanOf(row.daily_budget_fen),
        todayCost: (await this.accountTodayCostFen(advertiserId)) / 100,
      };
    });
  }

  updateAccountBudget(accessToken: string, advertiserId: string, dailyBudget: number | null): Promise<void> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const now = this.clock.now();
      const row = await this.advertiser(advertiserId);
      const problem = checkBudgetEdit({
        limits: this.limits,
        scope: 'account',
        label: '账户',
        current: yuanOf(row.daily_budget_fen),
        next: dailyBudget,
        editsToday: await this.editsToday(advertiserId, 'account', now),
        todayCost: (await this.accountTodayCostFen(advertiserId)) / 100,
      });
      if (problem) refuse(problem.rule, { ...problem.params });
      if (dailyBudget === yuanOf(row.daily_budget_fen)) return;
      await this.db.transaction(async (tx) => {
        await sqlOn(tx)
          .updateTable('sandbox_advertisers')
          .set({ daily_budget_fen: fen(dailyBudget) })
          .where('media_code', '=', this.media)
          .where('advertiser_id', '=', advertiserId)
          .execute();
        await this.countEdit(sqlOn(tx), advertiserId, 'account', now);
      });
    });
  }

  private async advertiser(advertiserId: string) {
    const row = await this.q
      .selectFrom('sandbox_advertisers')
      .selectAll()
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirst();
    if (!row) refuse('not_found', { label: '账户' });
    return row;
  }

  private async editsToday(advertiserId: string, target: string, now: number): Promise<number> {
    const row = await this.q
      .selectFrom('sandbox_budget_edits')
      .select('edits')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('target', '=', target)
      .where('china_day', '=', chinaDay(now))
      .executeTakeFirst();
    return row?.edits ?? 0;
  }

  private async countEdit(q: Kysely<Database>, advertiserId: string, target: string, now: number): Promise<void> {
    await q
      .insertInto('sandbox_budget_edits')
      .values({ media_code: this.media, advertiser_id: advertiserId, target, china_day: chinaDay(now), edits: 1 })
      .onConflict((oc) =>
        oc.columns(['media_code', 'advertiser_id', 'target', 'china_day']).doUpdateSet({ edits: raw<number>`sandbox_budget_edits.edits + 1` }),
      )
      .execute();
  }

  // ---------- objects: reading ----------

  private selectObjects(q = this.q) {
    return q.selectFrom('sandbox_objects').selectAll().where('media_code', '=', this.media);
  }

  private async objectsById(ids: readonly string[], q = this.q): Promise<Map<string, ObjectRow>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.selectObjects(q).where('object_id', 'in', [...ids]).execute());
    return new Map(rows.map((r) => [r.object_id, r]));
  }

  private async children(parentIds: readonly string[], q = this.q): Promise<ObjectRow[]> {
    if (parentIds.length === 0) return [];
    return await this.selectObjects(q).where('parent_id', 'in', [...parentIds]).execute();
  }

  private spec(level: ObjectLevel): LevelSpec {
    const spec = levelSpec(this.config, level);
    if (!spec) refuse('invalid_value', { detail: `${this.media} 没有 ${level} 层级` });
    return spec;
  }

  /** Everything the model needs about some objects: their ancestors, sibling counts and creatives. */
  private async context(rows: readonly ObjectRow[], q = this.q): Promise<ModelContext> {
    const byId = new Map(rows.map((r) => [r.object_id, r]));
    let missing = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null && !byId.has(id)))];
    while (missing.length > 0) {
      const found = await this.objectsById(missing, q);
      for (const row of found.values()) byId.set(row.object_id, row);
      missing = [...new Set([...found.values()].map((r) => r.parent_id).filter((id): id is string => id !== null && !byId.has(id)))];
    }
    const kids = await this.children([...byId.keys()], q);
    const childrenOf = new Map<string, ObjectRow[]>();
    for (const kid of kids) {
      if (kid.parent_id === null) continue;
      const list = childrenOf.get(kid.parent_id) ?? [];
      list.push(kid);
      childrenOf.set(kid.parent_id, list);
    }
    return new ModelContext(this.config, byId, childrenOf, this.clock.now());
  }

  private view(row: ObjectRow, ctx: ModelContext): MediaObject {
    const now = ctx.now;
    const review = reviewOf(row.object_id, row.name, row.created_at.getTime(), now);
    const spec = this.spec(row.level);
    const deliverer = spec.delivers ? ctx.deliverer(row) : null;
    const learning = deliverer && review.status === 'approved' ? learningOf(deliverer, now) : 'none';
    return {
      id: row.object_id,
      level: row.level,
      advertiserId: row.advertiser_id,
      parentId: row.parent_id,
      name: row.name,
      optStatus: row.opt_status,
      review: review.status,
      rejectReason: review.reason,
      learning,
      statusText: statusText(row.opt_status, review.status, learning, row.schedule, now),
      budget: spec.has.budget ? yuanOf(row.budget_fen) : null,
      bid: spec.has.bid ? yuanOf(row.bid_fen) : null,
      schedule: spec.has.schedule ? row.schedule : null,
      materialId: row.material_id,
      createdAt: row.created_at.toISOString(),
      modifiedAt: row.modified_at.toISOString(),
    };
  }

  listObjects(accessToken: string, query: ListObjectsQuery): Promise<ObjectPage> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      this.spec(query.level);
      const limit = Math.min(Math.max(1, query.limit ?? this.limits.pageSize), this.limits.pageSize);
      const cursor = readCursor(query.cursor, query.modifiedSince);
      const now = this.clock.now();
      // The listing's start: kept across its pages.
      const b = cursor.b ?? cursor.s;
      const st = cursor.st ?? now;
      const base = () => this.selectObjects().where('advertiser_id', '=', query.advertiserId).where('level', '=', query.level);
      // First what was written after the cursor, in write order …
      let changed = base().where('change_seq', '>', cursor.s);
      if (cursor.m !== undefined) changed = changed.where('modified_at', '>=', new Date(cursor.m));
      const written = (await changed.orderBy('change_seq').limit(limit + 1).execute());
      if (written.length > limit) {
        const page = written.slice(0, limit);
        const ctx = await this.context(page);
        return { objects: page.map((r) => this.view(r, ctx)), nextCursor: writeCursor({ ...cursor, s: page[page.length - 1].change_seq, b, st }), hasMore: true };
      }
      // … then what review decided since the last sync without a write (its status changed on the clock).
      const room = limit - written.length;
      const since = cursor.m;
      const after = cursor.o;
      const decided = (await base()
        // Not answered above: written before this listing began (or, when the sync started from a time, before it).
        .where((eb) => (since === undefined ? eb('change_seq', '<=', b) : eb.or([eb('change_seq', '<=', b), eb('modified_at', '<', new Date(since))])))
        .where((eb) =>
          after === undefined
            ? eb('review_at', '>', new Date(cursor.t))
            : eb.or([eb('review_at', '>', new Date(cursor.t)), eb.and([eb('review_at', '=', new Date(cursor.t)), eb('object_id', '>', after)])]),
        )
        .where('review_at', '<=', new Date(now))
        .orderBy('review_at')
        .orderBy('object_id')
        .limit(room + 1)
        .execute());
      const lastSeq = written.length > 0 ? written[written.length - 1].change_seq : cursor.s;
      const hasMore = decided.length > room;
      const taken = decided.slice(0, room);
      const page = [...written, ...taken];
      const ctx = await this.context(page);
      if (hasMore) {
        const last = taken[taken.length - 1];
        // With no room left (a full page of writes) nothing was taken: the review part starts on the next page.
        const cursorOut: Cursor = last
          ? { s: lastSeq, t: last.review_at.getTime(), o: last.object_id, m: since, b, st }
          : { ...cursor, s: lastSeq, b, st };
        return { objects: page.map((r) => this.view(r, ctx)), nextCursor: writeCursor(cursorOut), hasMore };
      }
      // The next listing asks again for reviews decided since this one began: an object written during it was
      // viewed before the end and may have been decided since (answered once more then, never lost).
      return { objects: page.map((r) => this.view(r, ctx)), nextCursor: writeCursor({ s: lastSeq, t: st }), hasMore };
    });
  }

  // ---------- objects: writing ----------

  createObjects(
    accessToken: string,
    input: { advertiserId: string; level: ObjectLevel; drafts: ObjectDraft[] },
  ): Promise<ObjectOutcome<MediaObject>[]> {
    return this.call(async () => {
      const { advertiserId, level, drafts } = input;
      await this.enter(accessToken, advertiserId);
      const spec = this.spec(level);
      const tooMany = checkBatch(this.limits, 'create', drafts.length);
      if (tooMany) refuse(tooMany.rule, { ...tooMany.params });
      await this.advertiser(advertiserId);
      const now = this.clock.now();
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const names = new Set(
          (
            await q
              .selectFrom('sandbox_objects')
              .select('name')
              .where('media_code', '=', this.media)
              .where('advertiser_id', '=', advertiserId)
              .where('level', '=', level)
              .where('opt_status', '<>', 'deleted')
              .where('name', 'in', drafts.length > 0 ? drafts.map((d) => d.name) : [''])
              .execute()
          ).map((r) => r.name),
        );
        const parents = await this.objectsById(
          drafts.map((d) => d.parentId).filter((id): id is string => id !== null),
          q,
        );
        let delivering = spec.delivers ? await this.deliveringCount(q, advertiserId, level) : 0;
        const materials = await this.materialIds(q, advertiserId, drafts.map((d) => d.materialId).filter((id): id is string => !!id));
        const outcomes: (ObjectOutcome<MediaObject> | { key: string; row: ObjectRow })[] = [];
        const created: ObjectRow[] = [];
        for (const draft of drafts) {
          const problem = this.checkDraft(draft, spec, advertiserId, parents, names, materials);
          const paused = draft.paused === true;
          if (problem) {
            outcomes.push(objectRefusal(this.config, draft.name, problem));
            continue;
          }
          if (spec.delivers && !paused && delivering >= this.limits.deliveryQuota) {
            outcomes.push(objectRefusal(this.config, draft.name, refusal('delivery_quota', { limit: this.limits.deliveryQuota, label: spec.label })));
            continue;
          }
          if (spec.delivers && !paused) delivering += 1;
          names.add(draft.name);
          const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
          const id = shapedId(this.idShape(level), n);
          const snapshot: Snapshot = {
            at: now,
            status: paused ? 'paused' : 'enabled',
            budgetFen: spec.has.budget ? fen(draft.budget) : null,
            bidFen: spec.has.bid ? fen(draft.bid) : null,
            schedule: spec.has.schedule ? (draft.schedule ?? ALWAYS_ON) : null,
          };
          const row = (await q
            .insertInto('sandbox_objects')
            .values({
              media_code: this.media,
              object_id: id,
              advertiser_id: advertiserId,
              level,
              parent_id: draft.parentId,
              name: draft.name,
              opt_status: snapshot.status,
              budget_fen: snapshot.budgetFen,
              bid_fen: snapshot.bidFen,
              schedule: snapshot.schedule,
              material_id: draft.materialId ?? null,
              settings_log: json([snapshot]),
              created_at: new Date(now),
              modified_at: new Date(now),
              review_at: new Date(reviewOf(id, draft.name, now, now).decidedAt),
            })
            .returningAll()
            .executeTakeFirstOrThrow());
          created.push(row);
          outcomes.push({ key: draft.name, row });
        }
        const ctx = await this.context(created, q);
        return outcomes.map((o) => ('row' in o ? { key: o.key, ok: true as const, value: this.view(o.row, ctx) } : o));
      });
    });
  }

  private idShape(level: ObjectLevel) {
    const shape = this.config.ids[level];
    if (!shape) throw new Error(`${this.media} has no id shape for ${level}`);
    return shape;
  }

  private checkDraft(
    draft: ObjectDraft,
    spec: LevelSpec,
    advertiserId: string,
    parents: Map<string, ObjectRow>,
    names: Set<string>,
    materials: Set<string>,
  ): Refusal | null {
    const nameProblem = checkName(this.limits, draft.name);
    if (nameProblem) return nameProblem;
    if (names.has(draft.name)) return refusal('name_duplicate', { value: draft.name, label: spec.label });
    if (spec.parent === null) {
      if (draft.parentId !== null) return refusal('invalid_value', { detail: `${spec.label}没有上级` });
    } else {
      const parent = draft.parentId === null ? undefined : parents.get(draft.parentId);
      if (!parent || parent.advertiser_id !== advertiserId || parent.level !== spec.parent || parent.opt_status === 'deleted') {
        return refusal('parent_not_found', { label: this.label(spec.parent) });
      }
    }
    if (spec.has.budget && draft.budget != null) {
      const min = this.limits.minBudget[spec.level];
      if (min !== undefined && draft.budget < min) return refusal('budget_too_low', { limit: min, label: spec.label });
    }
    if (spec.has.bid) {
      if (draft.bid == null) return refusal('invalid_value', { detail: `${spec.label}须填写出价` });
      const bidProblem = checkBid(this.limits, draft.bid);
      if (bidProblem) return bidProblem;
    }
    if (draft.schedule !== undefined && !isSchedule(draft.schedule)) {
      return refusal('invalid_value', { detail: '投放时段须为168位0/1字符串' });
    }
    if (draft.materialId && !materials.has(draft.materialId)) return refusal('not_found', { label: '素材' });
    return null;
  }

  private async deliveringCount(q: Kysely<Database>, advertiserId: string, level: ObjectLevel): Promise<number> {
    const row = await q
      .selectFrom('sandbox_objects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('level', '=', level)
      .where('opt_status', '=', 'enabled')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async materialIds(q: Kysely<Database>, advertiserId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await q
      .selectFrom('sandbox_materials')
      .select('material_id')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('material_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.material_id));
  }

  updateObjects(accessToken: string, edit: ObjectEdit): Promise<ObjectOutcome[]> {
    return this.call(async () => {
      const { advertiserId, level, field, items } = edit;
      await this.enter(accessToken, advertiserId);
      const spec = this.spec(level);
      const tooMany = checkBatch(this.limits, field, items.length);
      if (tooMany) refuse(tooMany.rule, { ...tooMany.params });
      const now = this.clock.now();
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const rows = await this.objectsById(items.map((i) => i.id), q);
        const ctx = await this.context([...rows.values()], q);
        let delivering = spec.delivers ? await this.deliveringCount(q, advertiserId, level) : 0;
        const outcomes: ObjectOutcome[] = [];
        for (const item of items) {
          const row = rows.get(item.id);
          if (!row || row.advertiser_id !== advertiserId || row.level !== level || row.opt_status === 'deleted') {
            outcomes.push(objectRefusal(this.config, item.id, refusal('not_found', { label: spec.label })));
            continue;
          }
          const change = changeOf(field, item.value);
          if ('rule' in change) {
            outcomes.push(objectRefusal(this.config, item.id, change));
            continue;
          }
          const problem = await this.checkEdit(q, row, spec, change, ctx, delivering, now);
          if (problem) {
            outcomes.push(objectRefusal(this.config, item.id, problem));
            continue;
          }
          if (spec.delivers && change.field === 'status') {
            if (row.opt_status !== 'enabled' && change.value === 'enabled') delivering += 1;
            if (row.opt_status === 'enabled' && change.value !== 'enabled') delivering -= 1;
          }
          await this.apply(q, row, change, now);
          outcomes.push({ key: item.id, ok: true, value: null });
        }
        return outcomes;
      });
    });
  }

  private async checkEdit(
    q: Kysely<Database>,
    row: ObjectRow,
    spec: LevelSpec,
    change: Change,
    ctx: ModelContext,
    delivering: number,
    now: number,
  ): Promise<Refusal | null> {
    switch (change.field) {
      case 'status':
        if (spec.delivers && change.value === 'enabled' && row.opt_status !== 'enabled' && delivering >= this.limits.deliveryQuota) {
          return refusal('delivery_quota', { limit: this.limits.deliveryQuota, label: spec.label });
        }
        return null;
      case 'budget':
        if (!spec.has.budget) return refusal('invalid_value', { detail: `${spec.label}没有预算` });
        return checkBudgetEdit({
          limits: this.limits,
          scope: spec.level,
          label: spec.label,
          current: yuanOf(row.budget_fen),
          next: change.value,
          editsToday: await this.editsTodayIn(q, row.advertiser_id, row.object_id, now),
          todayCost: ctx.todayCostFen(row) / 100,
        });
      case 'bid':
        return spec.has.bid ? checkBid(this.limits, change.value) : refusal('invalid_value', { detail: `${spec.label}没有出价` });
      case 'schedule':
        return spec.has.schedule ? null : refusal('invalid_value', { detail: `${spec.label}没有投放时段` });
      case 'name': {
        const problem = checkName(this.limits, change.value);
        if (problem || change.value === row.name) return problem;
        const clash = await q
          .selectFrom('sandbox_objects')
          .select('object_id')
          .where('media_code', '=', this.media)
          .where('advertiser_id', '=', row.advertiser_id)
          .where('level', '=', row.level)
          .where('name', '=', change.value)
          .where('opt_status', '<>', 'deleted')
          .executeTakeFirst();
        return clash ? refusal('name_duplicate', { value: change.value, label: spec.label }) : null;
      }
    }
  }

  private async editsTodayIn(q: Kysely<Database>, advertiserId: string, target: string, now: number): Promise<number> {
    const row = await q
      .selectFrom('sandbox_budget_edits')
      .select('edits')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('target', '=', target)
      .where('china_day', '=', chinaDay(now))
      .executeTakeFirst();
    return row?.edits ?? 0;
  }

  private async apply(q: Kysely<Database>, row: ObjectRow, change: Change, now: number): Promise<void> {
    const next: Snapshot = { ...row.settings_log[row.settings_log.length - 1], at: now };
    const set: { name?: string; opt_status?: OptStatus; budget_fen?: number | null; bid_fen?: number | null; schedule?: string | null } = {};
    if (change.field === 'name') set.name = change.value;
    if (change.field === 'status') next.status = set.opt_status = change.value;
    if (change.field === 'budget') next.budgetFen = set.budget_fen = fen(change.value);
    if (change.field === 'bid') next.bidFen = set.bid_fen = fen(change.value);
    if (change.field === 'schedule') next.schedule = set.schedule = change.value;
    const logChange = change.field === 'name' ? {} : { settings_log: raw<string>`settings_log || ${JSON.stringify([next])}::text::jsonb` };
    await q
      .updateTable('sandbox_objects')
      .set({ ...set, ...logChange, modified_at: new Date(now), change_seq: raw<number>`nextval('sandbox_change_seq')` })
      .where('media_code', '=', this.media)
      .where('object_id', '=', row.object_id)
      .execute();
    if (change.field === 'budget') await this.countEdit(q, row.advertiser_id, row.object_id, now);
    if (change.field === 'status' && change.value === 'deleted') {
      // Deleting an object deletes what is under it, as every media does.
      let parents = [row.object_id];
      while (parents.length > 0) {
        const kids = await this.selectObjects(q).where('parent_id', 'in', parents).where('opt_status', '<>', 'deleted').execute();
        for (const kid of kids) await this.apply(q, kid, change, now);
        parents = kids.map((k) => k.object_id);
      }
    }
  }

  // ---------- reports ----------

  report(accessToken: string, query: ReportQuery): Promise<ReportRow[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      this.spec(query.level);
      if (query.ids.length > this.limits.reportIds) refuse('batch_too_large', { limit: this.limits.reportIds, value: query.ids.length });
      let from: number;
      let to: number;
      try {
        from = dayOfDate(query.from);
        to = dayOfDate(query.to);
      } catch {
        return refuse('invalid_value', { detail: '日期格式须为YYYY-MM-DD' });
      }
      if (to < from || to - from >= MAX_REPORT_DAYS) refuse('invalid_value', { detail: `日期范围须在${MAX_REPORT_DAYS}天以内` });
      const rows = await this.objectsById(query.ids);
      const owned = [...rows.values()].filter((r) => r.advertiser_id === query.advertiserId && r.level === query.level);
      const ctx = await this.contextWithDescendants(owned);
      const out: ReportRow[] = [];
      let since = performance.now();
      for (const row of owned) {
        // The model runs in the desk's own process: a report of months of history gives the event loop
        // back every few milliseconds, so requests keep being answered while a fresh desk backfills.
        if (performance.now() - since > REPORT_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          since = performance.now();
        }
        for (let day = from; day <= to; day++) {
          const hours = ctx.figures(row, day);
          if (query.granularity === 'hour') {
            for (const f of hours) if (f.costFen > 0 || f.impressions > 0) out.push(toRow(row.object_id, f, hourLabel(f.hour)));
          } else {
            const total = emptyTotal();
            for (const f of hours) addFigures(total, f);
            if (total.costFen > 0 || total.impressions > 0) out.push(toRow(row.object_id, total, chinaDate(day)));
          }
        }
      }
      return out;
    });
  }

  /** The context of some objects plus every delivering object under them (reports of upper levels sum them). */
  private async contextWithDescendants(rows: readonly ObjectRow[]): Promise<ModelContext> {
    const all = [...rows];
    let frontier = rows.filter((r) => !this.spec(r.level).delivers).map((r) => r.object_id);
    while (frontier.length > 0) {
      const kids = await this.children(frontier);
      all.push(...kids);
      frontier = kids.filter((k) => !this.spec(k.level).delivers).map((k) => k.object_id);
    }
    return this.context(all);
  }

  private async accountTodayCostFen(advertiserId: string): Promise<number> {
    const delivering = this.levels.filter((l) => l.delivers).map((l) => l.level);
    const rows = (await this.selectObjects()
      .where('advertiser_id', '=', advertiserId)
      .where('level', 'in', delivering)
      .where('opt_status', '=', 'enabled')
      .execute());
    const ctx = await this.context(rows);
    return rows.reduce((sum, row) => sum + ctx.todayCostFen(row), 0);
  }

  // ---------- materials ----------

  uploadMaterial(accessToken: string, advertiserId: string, material: MaterialUpload): Promise<{ materialId: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      if (!/^[0-9a-f]{32}$/i.test(material.signature)) refuse('invalid_value', { detail: '文件签名须为32位md5' });
      if (!(material.width > 0 && material.height > 0 && material.size > 0)) refuse('invalid_value', { detail: '素材尺寸与大小须为正数' });
      if (material.kind === 'video' && !(material.duration !== undefined && material.duration > 0)) {
        refuse('invalid_value', { detail: '视频须有时长' });
      }
      const signature = material.signature.toLowerCase();
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const existing = await q
          .selectFrom('sandbox_materials')
          .select('material_id')
          .where('media_code', '=', this.media)
          .where('advertiser_id', '=', advertiserId)
          .where('signature', '=', signature)
          .executeTakeFirst();
        if (existing) return { materialId: existing.material_id };
        const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
        const materialId = shapedId(this.config.ids.material, n);
        await q
          .insertInto('sandbox_materials')
          .values({
            media_code: this.media,
            material_id: materialId,
            advertiser_id: advertiserId,
            kind: material.kind,
            signature,
            file_name: material.fileName,
            width: material.width,
            height: material.height,
            size_bytes: material.size,
            duration_s: material.duration ?? null,
            created_at: new Date(this.clock.now()),
          })
          .execute();
        return { materialId };
      });
    });
  }
}

// ---------- one field's new value, checked for its type (callers may send anything) ----------

type Change =
  | { field: 'status'; value: OptStatus }
  | { field: 'budget'; value: number | null }
  | { field: 'bid'; value: number }
  | { field: 'schedule'; value: string }
  | { field: 'name'; value: string };

function changeOf(field: ObjectEdit['field'], value: unknown): Change | Refusal {
  switch (field) {
    case 'status':
      return value === 'enabled' || value === 'paused' || value === 'deleted' ? { field, value } : refusal('invalid_value', { detail: '状态不正确' });
    case 'budget':
      return value === null || typeof value === 'number' ? { field, value } : refusal('invalid_value', { detail: '预算须为数字' });
    case 'bid':
      return typeof value === 'number' ? { field, value } : refusal('invalid_value', { detail: '出价须为数字' });
    case 'schedule':
      return typeof value === 'string' && isSchedule(value) ? { field, value } : refusal('invalid_value', { detail: '投放时段须为168位0/1字符串' });
    case 'name':
      return typeof value === 'string' ? { field, value } : refusal('invalid_value', { detail: '名称须为文字' });
  }
}

// ---------- the model over stored rows ----------

/** Objects, their ancestors and live children, read once; answers deliverers and figures. */
class ModelContext {
  private readonly deliverers = new Map<string, Deliverer>();
  private readonly days = new Map<string, HourFigures[]>();

  constructor(
    private readonly config: SandboxMediaConfig,
    private readonly byId: Map<string, ObjectRow>,
    private readonly childrenOf: Map<string, ObjectRow[]>,
    readonly now: number,
  ) {}

  /** Children not deleted: they share their parent's budget and make its quality. */
  private live(parentId: string): ObjectRow[] {
    return (this.childrenOf.get(parentId) ?? []).filter((k) => k.opt_status !== 'deleted');
  }

  private spec(row: ObjectRow): LevelSpec {
    const spec = levelSpec(this.config, row.level);
    if (!spec) throw new Error(`${this.config.media} has no level ${row.level}`);
    return spec;
  }

  private link(row: ObjectRow, share: number): ChainLink {
    const review = reviewOf(row.object_id, row.name, row.created_at.getTime(), Number.MAX_SAFE_INTEGER);
    return { log: row.settings_log, approvedAt: review.status === 'approved' ? review.decidedAt : null, share };
  }

  deliverer(row: ObjectRow): Deliverer {
    const known = this.deliverers.get(row.object_id);
    if (known) return known;
    const chain: ChainLink[] = [this.link(row, 1)];
    let parent = row.parent_id === null ? undefined : this.byId.get(row.parent_id);
    while (parent) {
      const siblings = this.live(parent.object_id).filter((k) => this.spec(k).delivers).length;
      chain.push(this.link(parent, Math.max(1, siblings)));
      parent = parent.parent_id === null ? undefined : this.byId.get(parent.parent_id);
    }
    const creatives = this.live(row.object_id);
    const quality =
      creatives.length > 0 ? creatives.reduce((sum, c) => sum + qualityOf(c.object_id), 0) / creatives.length : qualityOf(row.object_id);
    const deliverer = { id: row.object_id, chain, quality, orderValueYuan: this.config.orderValueYuan ?? null };
    this.deliverers.set(row.object_id, deliverer);
    return deliverer;
  }

  private deliveringDay(row: ObjectRow, day: number): HourFigures[] {
    const key = `${row.object_id}@${day}`;
    let figures = this.days.get(key);
    if (!figures) {
      figures = dayFigures(this.deliverer(row), day, this.now);
      this.days.set(key, figures);
    }
    return figures;
  }

  /** The 24 hours of a day of any object: its own (delivering), its children's sum, or its share of its parent's. */
  figures(row: ObjectRow, day: number): HourFigures[] {
    const spec = this.spec(row);
    if (spec.delivers) return this.deliveringDay(row, day);
    const parent = row.parent_id === null ? undefined : this.byId.get(row.parent_id);
    if (parent && this.spec(parent).delivers) {
      // A creative: its quality's share of what its delivering object spent.
      const siblings = this.live(parent.object_id);
      const total = siblings.reduce((sum, s) => sum + qualityOf(s.object_id), 0);
      const part = row.opt_status === 'deleted' || total === 0 ? 0 : qualityOf(row.object_id) / total;
      return this.deliveringDay(parent, day).map((f) => shareOf(f, part));
    }
    const sums = Array.from({ length: 24 }, (_, h) => ({ ...emptyTotal(), hour: h }));
    // Deleted children too: what they spent before deletion stays in their parent's history.
    for (const kid of this.childrenOf.get(row.object_id) ?? []) {
      this.figures(kid, day).forEach((f, h) => addFigures(sums[h], f));
    }
    const firstHour = hourIndex(chinaDayStart(day));
    return sums.map((s, h) => ({ ...s, hour: firstHour + h }));
  }

  /** 分 spent today by an object (its delivering objects' sum for an upper level). */
  todayCostFen(row: ObjectRow): number {
    return this.figures(row, chinaDay(this.now)).reduce((sum, f) => sum + f.costFen, 0);
  }
}

function emptyTotal(): HourFigures {
  return { hour: 0, costFen: 0, cost: 0, impressions: 0, clicks: 0, conversions: 0, activations: 0, registrations: 0, pays: 0, payAmountFen: 0, payAmount: 0 };
}

function toRow(id: string, f: Metrics & { costFen: number; payAmountFen: number }, time: string): ReportRow {
  return {
    id,
    time,
    impressions: f.impressions,
    clicks: f.clicks,
    cost: Math.round(f.costFen) / 100,
    conversions: f.conversions,
    activations: f.activations,
    registrations: f.registrations,
    pays: f.pays,
    payAmount: Math.round(f.payAmountFen) / 100,
  };
}

function hourLabel(hour: number): string {
  const china = new Date(hour * HOUR_MS + 8 * HOUR_MS).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 13)}:00`;
}

/** The status a media shows, in its words. */
export function statusText(
  opt: OptStatus,
  review: 'reviewing' | 'approved' | 'rejected',
  learning: 'learning' | 'learned' | 'failed' | 'none',
  schedule: string | null,
  now: number,
): string {
  if (opt === 'deleted') return '已删除';
  if (review === 'reviewing') return '审核中';
  if (review === 'rejected') return '审核不通过';
  if (opt === 'paused') return '已暂停';
  if (schedule !== null && schedule[scheduleSlot(hourIndex(now))] !== '1') return '不在投放时段';
  if (learning === 'learning') return '学习期';
  if (learning === 'learned') return '投放中（学习期结束）';
  if (learning === 'failed') return '投放中（学习失败）';
  return '投放中';
}
