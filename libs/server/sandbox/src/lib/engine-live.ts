// The sandbox engine's live calls (port-live.ts, docs/design/live-home.md §3.2): the 抖音号 bound to an account
// (sandbox_aweme_grants), their consent, renewal and unbinding, and the streams of the bound 抖音号 with their
// figures from the live model (live-model.ts) over the account's live plans (the media's configuration says
// which plans those are). A layer of the engine, like engine-sites.ts.
import { sqlOn } from '@toufang/server-db';
import { AWEME_GRANT_DAYS, chinaDayStart, DAY_MS, LIVE_MINUTES_MAX, LIVE_QUERY_MAX_DAYS, LIVE_TRAFFIC_SOURCES, type AwemeGrant, type AwemeRef, type LiveProduct, type LiveRoomFigures, type LiveRoomFiguresQuery, type LiveRoomsQuery, type LiveTrafficRow, type MediaAweme, type MediaLiveMinute, type MediaLiveRoom } from '@toufang/server-media';
import type { SandboxLive } from './config';
import { SandboxSites } from './engine-sites';
import { readDateRange } from './engine-support';
import { ownAwemes, spareAwemes, type SandboxAweme } from './live-grants';
import { awemeTraits, LIVE_LOOKBACK_DAYS, organicOf, PlanClock, roomFigures, roomProducts, roomTotals, streamsBetween, type LiveStream, type RoomFigures, type RoomMinute } from './live-model';
import { hashedId } from './order-model';
import { refuse } from './wire';

/** A bound 抖音号 as the grants hold it. */
interface Grant {
  aweme: SandboxAweme;
  expiresAt: number;
}

/** The price range of a room's products when the media names no order value (元). */
const DEFAULT_PRICE_YUAN = { min: 30, span: 170 } as const;

const iso = (ms: number) => new Date(ms).toISOString();

function minuteOut(m: RoomMinute): MediaLiveMinute {
  return { ...m, at: iso(m.at) };
}

export abstract class SandboxLiveRooms extends SandboxSites {
  private get liveSpec(): SandboxLive {
    const live = this.config.live;
    if (!live) throw new Error(`${this.media} has no live rooms`);
    return live;
  }

  // ---------- consent (the desk's server shows the page, as for accounts) ----------

  awemeConsentUrl({ state, redirectUri, advertiserIds }: { state: string; redirectUri: string; advertiserIds: string[] }): string {
    const query = new URLSearchParams({ media: this.media, state, redirect_uri: redirectUri, advertiser_ids: advertiserIds.join(',') });
    return `${this.consentOrigin}/media-sandbox/aweme-consent?${query}`;
  }

  /** The 抖音号 the consent page offers for some accounts of a company: the accounts' own, then the company's spare ones. */
  async awemeConsentChoices(companyName: string, advertiserIds: readonly string[]): Promise<SandboxAweme[]> {
    const own = advertiserIds.flatMap((id) => ownAwemes(this.liveSpec, id));
    const out = new Map<string, SandboxAweme>();
    for (const a of [...own, ...spareAwemes(this.liveSpec, companyName)]) if (!out.has(a.id)) out.set(a.id, a);
    return [...out.values()];
  }

  /** The consent page's answer: a one-time code binding one of its 抖音号 to the accounts. */
  async issueAwemeCode(companyName: string, awemeId: string, advertiserIds: string[]): Promise<string> {
    return this.call(async () => {
      if (advertiserIds.length === 0) refuse('invalid_value', { detail: '请至少选择一个账户' });
      const aweme = (await this.awemeConsentChoices(companyName, advertiserIds)).find((a) => a.id === awemeId);
      if (!aweme) refuse('reference_not_found', { label: '抖音号', value: awemeId });
      return this.newCode(advertiserIds, 'aweme', { awemeId: aweme.id, name: aweme.name, authType: aweme.authType });
    });
  }

  protected liveExchangeCode(accessToken: string, code: string): Promise<AwemeGrant> {
    return this.call(async () => {
      // The token before the transaction: PGlite has one connection, which the transaction holds.
      const scope = await this.tokenScope(accessToken);
      return this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const row = await this.useCode(tx, code, 'aweme', now);
        if (!row.payload) refuse('code_invalid');
        const outside = row.advertiser_ids.find((id) => !scope.includes(id));
        if (outside !== undefined) refuse('invalid_value', { detail: `当前授权不包含账户${outside}` });
        const { awemeId, name, authType } = row.payload;
        const expires = new Date(now + AWEME_GRANT_DAYS * DAY_MS);
        await sqlOn(tx)
          .insertInto('sandbox_aweme_grants')
          .values(row.advertiser_ids.map((advertiserId) => ({ media_code: this.media, aweme_id: awemeId, advertiser_id: advertiserId, aweme_name: name, auth_type: authType, granted_at: new Date(now), expires_at: expires })))
          .onConflict((oc) => oc.columns(['media_code', 'advertiser_id', 'aweme_id']).doUpdateSet({ granted_at: new Date(now), expires_at: expires, revoked_at: null, auth_type: authType }))
          .execute();
        return { aweme: { awemeId, name, authType, authorizedUntil: iso(expires.getTime()), status: 'active' as const }, advertiserIds: row.advertiser_ids };
      });
    });
  }

  // ---------- bindings ----------

  /** The account's bound 抖音号 (not unbound), expired ones too. */
  private async grants(advertiserId: string): Promise<Grant[]> {
    const rows = await this.q
      .selectFrom('sandbox_aweme_grants')
      .select(['aweme_id', 'aweme_name', 'auth_type', 'expires_at'])
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('revoked_at', 'is', null)
      .orderBy('granted_at')
      .orderBy('aweme_id')
      .execute();
    // The 官方 抖音号 is its account's 24-hour room, wherever it is bound.
    return rows.map((r) => ({ aweme: { id: r.aweme_id, name: r.aweme_name, authType: r.auth_type, allDay: r.auth_type === 'official' }, expiresAt: r.expires_at.getTime() }));
  }

  protected async listAwemes(accessToken: string, { advertiserId }: { advertiserId: string }): Promise<MediaAweme[]> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const now = this.clock.now();
      return (await this.grants(advertiserId)).map((g) => ({
        awemeId: g.aweme.id,
        name: g.aweme.name,
        authType: g.aweme.authType,
        authorizedUntil: iso(g.expiresAt),
        status: g.expiresAt > now ? ('active' as const) : ('expired' as const),
      }));
    });
  }

  private async boundGrant(advertiserId: string, awemeId: string): Promise<Grant> {
    const grant = (await this.grants(advertiserId)).find((g) => g.aweme.id === awemeId);
    if (!grant) refuse('reference_not_found', { label: '抖音号', value: awemeId });
    return grant;
  }

  protected renewAweme(accessToken: string, { advertiserId, awemeId }: AwemeRef): Promise<{ authorizedUntil: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      await this.boundGrant(advertiserId, awemeId);
      const until = this.clock.now() + AWEME_GRANT_DAYS * DAY_MS;
      await this.q
        .updateTable('sandbox_aweme_grants')
        .set({ expires_at: new Date(until) })
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', advertiserId)
        .where('aweme_id', '=', awemeId)
        .execute();
      return { authorizedUntil: iso(until) };
    });
  }

  protected unbindAweme(accessToken: string, { advertiserId, awemeId }: AwemeRef): Promise<void> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      await this.boundGrant(advertiserId, awemeId);
      await this.q
        .updateTable('sandbox_aweme_grants')
        .set({ revoked_at: new Date(this.clock.now()) })
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', advertiserId)
        .where('aweme_id', '=', awemeId)
        .execute();
    });
  }

  // ---------- streams ----------

  private checkActive(grant: Grant): void {
    if (grant.expiresAt <= this.clock.now()) refuse('invalid_value', { detail: `抖音号${grant.aweme.name}授权已过期，请续期后再查看` });
  }

  protected liveRooms(accessToken: string, query: LiveRoomsQuery): Promise<MediaLiveRoom[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const { from, to } = readDateRange(query.from, query.to);
      if (to - from >= LIVE_QUERY_MAX_DAYS) refuse('invalid_value', { detail: `日期范围须在${LIVE_QUERY_MAX_DAYS}天以内` });
      const now = this.clock.now();
      let grants = await this.grants(query.advertiserId);
      if (query.awemeIds !== undefined) {
        const wanted = new Set(query.awemeIds);
        for (const id of wanted) this.checkActive(await this.boundGrant(query.advertiserId, id));
        grants = grants.filter((g) => wanted.has(g.aweme.id));
      } else {
        grants = grants.filter((g) => g.expiresAt > now);
      }
      const streams = grants.flatMap((g) => streamsBetween(g.aweme, chinaDayStart(from), Math.min(chinaDayStart(to + 1), now + 1)));
      streams.sort((a, b) => a.start - b.start || a.awemeId.localeCompare(b.awemeId));
      return streams.map((s) => ({
        roomId: s.roomId,
        awemeId: s.awemeId,
        title: s.title,
        startedAt: iso(s.start),
        endedAt: s.end <= now ? iso(s.end) : null,
        state: s.end <= now ? ('ended' as const) : ('living' as const),
      }));
    });
  }

  /** A stream of the account's bound 抖音号 that has started, or not_found (another account's room is unknown here). */
  private async streamOf(advertiserId: string, roomId: string): Promise<LiveStream> {
    const now = this.clock.now();
    for (const grant of await this.grants(advertiserId)) {
      const found = streamsBetween(grant.aweme, now - LIVE_LOOKBACK_DAYS * DAY_MS, now + 1).find((s) => s.roomId === roomId);
      if (found) {
        this.checkActive(grant);
        return found;
      }
    }
    return refuse('not_found', { label: '直播间' });
  }

  /** The stream's figures now, over the account's live plans of its 抖音号 (deleted ones too: they spent). */
  private async figuresOf(advertiserId: string, stream: LiveStream): Promise<{ figures: RoomFigures; products: ReturnType<typeof roomProducts> }> {
    const live = this.liveSpec;
    const delivering = this.levels.filter((l) => l.delivers).map((l) => l.level);
    const rows = (await this.selectObjects().where('advertiser_id', '=', advertiserId).where('level', 'in', delivering).orderBy('object_id').execute()).filter(
      (r) => live.liveAwemeOf({ id: r.object_id, level: r.level, advertiserId: r.advertiser_id, settings: r.created_with?.settings ?? null }) === stream.awemeId,
    );
    const ctx = await this.context(rows);
    const plans = rows.map((r) => new PlanClock(ctx.deliverer(r), ctx.now));
    const orders = this.config.orders;
    const products = roomProducts(stream.awemeId, orders?.catalogue ?? [], this.config.orderValueYuan ?? DEFAULT_PRICE_YUAN, (name) =>
      orders ? hashedId(orders.productIds, 'product', stream.awemeId, name) : hashedId({ prefix: '3', digits: 19 }, 'product', stream.awemeId, name),
    );
    return { figures: roomFigures(organicOf(stream, products), plans, ctx.now), products };
  }

  protected liveRoomFigures(accessToken: string, query: LiveRoomFiguresQuery): Promise<LiveRoomFigures> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      if (!Number.isInteger(query.limit) || query.limit < 0 || query.limit > LIVE_MINUTES_MAX) refuse('invalid_value', { detail: `每次最多返回${LIVE_MINUTES_MAX}分钟` });
      if (!Number.isInteger(query.sinceMinute) || query.sinceMinute < -1) refuse('invalid_value', { detail: '起始分钟不正确' });
      const stream = await this.streamOf(query.advertiserId, query.roomId);
      const { figures } = await this.figuresOf(query.advertiserId, stream);
      const { online, peakOnline, newFollowers, ...sums } = roomTotals(figures);
      return {
        mediaNow: this.clock.now(),
        asOf: figures.asOf,
        state: figures.living ? 'living' : 'ended',
        totals: { ...sums, online, peakOnline, newFollowers },
        minutes: figures.minutes.slice(query.sinceMinute + 1, query.sinceMinute + 1 + query.limit).map(minuteOut),
        running: figures.running ? minuteOut(figures.running) : null,
        plans: figures.plans,
      };
    });
  }

  protected liveRoomProducts(accessToken: string, query: { advertiserId: string; roomId: string }): Promise<LiveProduct[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const stream = await this.streamOf(query.advertiserId, query.roomId);
      const { figures, products } = await this.figuresOf(query.advertiserId, stream);
      const minute = Math.max(0, Math.min(stream.minutes - 1, figures.minutes.length));
      const presented = figures.living ? organicOf(stream, products).explaining[minute] : -1;
      return products.map((p, i) => {
        const sales = figures.productSales[i];
        return { productId: p.productId, name: p.name, priceFen: p.priceFen, explaining: i === presented, sold: sales.sold, gmvFen: sales.gmvFen, refunds: sales.refunds, stock: Math.max(0, p.stock - sales.sold) };
      });
    });
  }

  protected liveRoomTraffic(accessToken: string, query: { advertiserId: string; roomId: string }): Promise<LiveTrafficRow[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const stream = await this.streamOf(query.advertiserId, query.roomId);
      const { figures } = await this.figuresOf(query.advertiserId, stream);
      const ad = roomTotals(figures).adEntries;
      const organic = figures.organicEntries;
      const shares = awemeTraits(stream.awemeId).sources;
      // 推荐 … 个人主页 by the 抖音号's shares, rounded down; 其他 takes the rest, so the sources add up.
      const split = shares.map((share) => Math.floor(organic * share));
      split[split.length - 1] = organic - split.slice(0, -1).reduce((a, b) => a + b, 0);
      const entries = [ad, ...split];
      const all = entries.reduce((a, b) => a + b, 0);
      return LIVE_TRAFFIC_SOURCES.map((source, i) => ({ source, entries: entries[i], share: all === 0 ? 0 : entries[i] / all }));
    });
  }
}
