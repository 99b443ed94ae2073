// The port contract's live part (port-live.ts, docs/design/live-home.md §3.1): a media that offers live rooms
// answers the 抖音号 bound to an account, their consent, renewal and unbinding, a stream on air, its minutes
// after a cursor, its products and traffic, and not_found for a room the account cannot see. Run by
// describeMediaPortContract against every adapter; a media without live calls has no `live` at all.
import { expect, it } from 'vitest';
import { chinaDate, chinaDay, DAY_MS, MINUTE_MS } from '../lib/clock';
import { MediaGateway } from '../lib/gateway';
import { memoryTokenKeeper } from '../lib/token-keeper';
import { AWEME_GRANT_DAYS, LIVE_MINUTES_MAX, LIVE_TRAFFIC_SOURCES, offersLive } from '../lib/port';
import { fakeTime } from '../lib/clock';
import { must, refusalOf, type PortHarness } from './contract-helpers';

export function describeLiveContract(h: PortHarness): void {
  const { port, clock } = h;

  it('answers the 抖音号 of an account and a stream on air, when its ads promote live rooms (live)', async () => {
    if (!offersLive(port)) {
      expect(port.live).toBeUndefined();
      return;
    }
    const live = port.live;
    const { advertiserId, tokens } = await h.newAdvertiser();
    const token = tokens.accessToken;
    const awemes = await live.listAwemes(token, { advertiserId });
    expect(awemes.length).toBeGreaterThan(0);
    for (const a of awemes) {
      expect(a.status).toBe('active');
      expect(Date.parse(a.authorizedUntil)).toBeGreaterThan(clock.now());
      expect(a.name).not.toBe('');
    }
    const today = chinaDay(clock.now());
    const range = { advertiserId, from: chinaDate(today - 1), to: chinaDate(today) };
    const rooms = await live.listRooms(token, range);
    // Every account has a stream on air at any hour (巨量千川's 24-hour rooms; a sandbox's first 抖音号).
    const living = must(rooms.find((r) => r.state === 'living'));
    expect(living.endedAt).toBeNull();
    expect(living.roomId).toMatch(/^\d{19}$/);
    expect(awemes.map((a) => a.awemeId)).toContain(living.awemeId);
    for (const r of rooms) expect(Date.parse(r.startedAt)).toBeLessThanOrEqual(clock.now());

    const first = await live.roomFigures(token, { advertiserId, roomId: living.roomId, sinceMinute: -1, limit: LIVE_MINUTES_MAX });
    expect(first.state).toBe('living');
    expect(first.mediaNow).toBe(clock.now());
    expect(first.asOf).toBeLessThanOrEqual(first.mediaNow);
    expect(first.minutes.length).toBeLessThanOrEqual(LIVE_MINUTES_MAX);
    expect(first.minutes.map((m) => m.minute)).toEqual(first.minutes.map((_, i) => i));
    expect(first.running).not.toBeNull();
    expect(first.totals.online).toBeGreaterThanOrEqual(0);
    expect(first.totals.peakOnline).toBeGreaterThanOrEqual(first.totals.online);
    for (const m of first.minutes) {
      expect(m.online).toBeGreaterThanOrEqual(0);
      expect(m.entries).toBeGreaterThanOrEqual(m.adEntries);
      expect(m.orders).toBeGreaterThanOrEqual(m.adOrders);
      expect(m.gmvFen).toBeGreaterThanOrEqual(m.adGmvFen);
    }
    // Five minutes on, the minutes after the cursor, and totals that only grew.
    const since = (first.running?.minute ?? 0) - 1;
    clock.advance(5 * MINUTE_MS);
    const later = await live.roomFigures(token, { advertiserId, roomId: living.roomId, sinceMinute: since, limit: LIVE_MINUTES_MAX });
    expect(later.minutes.map((m) => m.minute)).toEqual([since + 1, since + 2, since + 3, since + 4, since + 5, since + 6].slice(0, later.minutes.length));
    expect(later.minutes.length).toBeGreaterThanOrEqual(5);
    expect(later.totals.entries).toBeGreaterThanOrEqual(first.totals.entries);
    expect(later.totals.costFen).toBeGreaterThanOrEqual(first.totals.costFen);
    const totalsOnly = await live.roomFigures(token, { advertiserId, roomId: living.roomId, sinceMinute: -1, limit: 0 });
    expect(totalsOnly.minutes).toEqual([]);
    expect(totalsOnly.totals).toEqual(later.totals);
    // Another process, its own adapter over the same media, through the gateway: the same figures.
    const keeper = memoryTokenKeeper();
    keeper.set(port.media, advertiserId, tokens);
    const gateway = new MediaGateway(h.again(), { db: h.db, tokens: keeper, time: fakeTime(clock) });
    expect(await gateway.live(advertiserId, (l, t) => l.roomFigures(t, { advertiserId, roomId: living.roomId, sinceMinute: since, limit: LIVE_MINUTES_MAX }))).toEqual(later);

    const products = await live.roomProducts(token, { advertiserId, roomId: living.roomId });
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((p) => p.explaining)).toHaveLength(1);
    for (const p of products) {
      expect(p.priceFen).toBeGreaterThan(0);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.sold).toBeGreaterThanOrEqual(p.refunds);
    }
    const traffic = await live.roomTraffic(token, { advertiserId, roomId: living.roomId });
    expect(traffic.map((t) => t.source)).toEqual(LIVE_TRAFFIC_SOURCES);
    expect(traffic.reduce((sum, t) => sum + t.entries, 0)).toBe(later.totals.entries);
    expect(traffic.reduce((sum, t) => sum + t.share, 0)).toBeCloseTo(1, 6);

    // A room the account cannot see is not_found, another account's as an unknown one.
    const other = await h.newAdvertiser();
    const unknown = await refusalOf(live.roomFigures(token, { advertiserId, roomId: '7000000000000000001', sinceMinute: -1, limit: 1 }));
    expect(unknown.kind).toBe('not_found');
    const foreign = await refusalOf(live.roomFigures(other.tokens.accessToken, { advertiserId: other.advertiserId, roomId: living.roomId, sinceMinute: -1, limit: 1 }));
    expect(foreign.kind).toBe('not_found');
    expect((await refusalOf(live.roomFigures(token, { advertiserId, roomId: living.roomId, sinceMinute: -1, limit: LIVE_MINUTES_MAX + 1 }))).kind).toBe('invalid');
  });

  it('binds a 抖音号 through its consent page, renews it a year on, and unbinds it (live)', async () => {
    if (!offersLive(port)) return;
    const live = port.live;
    const consent = must(h.awemeConsent);
    const { advertiserId, tokens } = await h.newAdvertiser();
    const token = tokens.accessToken;
    expect(live.consentUrl({ state: 's2', redirectUri: 'http://desk/cb', advertiserIds: [advertiserId] })).toContain('state=s2');
    const before = await live.listAwemes(token, { advertiserId });
    const { awemeId, code } = await consent.call(h, [advertiserId]);
    const granted = await live.exchangeCode(token, code);
    expect(granted).toMatchObject({ advertiserIds: [advertiserId], aweme: { awemeId, status: 'active' } });
    expect((await refusalOf(live.exchangeCode(token, code))).kind).toBe('invalid');
    // An account authorisation's exchange does not take a 抖音号's code.
    expect((await refusalOf(port.exchangeCode((await consent.call(h, [advertiserId])).code))).kind).toBe('invalid');
    const after = await live.listAwemes(token, { advertiserId });
    expect(after.map((a) => a.awemeId).sort()).toEqual([...before.map((a) => a.awemeId), awemeId].sort());

    clock.advance(3 * DAY_MS);
    const { gateway } = (() => {
      const keeper = memoryTokenKeeper();
      keeper.set(port.media, advertiserId, tokens);
      return { gateway: new MediaGateway(port, { db: h.db, tokens: keeper, time: fakeTime(clock) }) };
    })();
    const renewed = await gateway.live(advertiserId, (l, t) => l.renew(t, { advertiserId, awemeId }));
    expect(Date.parse(renewed.authorizedUntil)).toBe(clock.now() + AWEME_GRANT_DAYS * DAY_MS);
    await gateway.live(advertiserId, (l, t) => l.unbind(t, { advertiserId, awemeId }));
    const left = await gateway.live(advertiserId, (l, t) => l.listAwemes(t, { advertiserId }));
    expect(left.map((a) => a.awemeId)).not.toContain(awemeId);
    const gone = await refusalOf(gateway.live(advertiserId, (l, t) => l.renew(t, { advertiserId, awemeId })));
    expect(gone.kind).toBe('not_found');
    const today = chinaDay(clock.now());
    const unbound = await refusalOf(gateway.live(advertiserId, (l, t) => l.listRooms(t, { advertiserId, from: chinaDate(today), to: chinaDate(today), awemeIds: [awemeId] })));
    expect(unbound.kind).toBe('not_found');
  });
}
