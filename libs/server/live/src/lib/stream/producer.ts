// One room's producer (docs/design/live-home.md §4.3 "Fan-out"): loads the stored minutes, fetches from the media what
// is after them, then polls every 5 s (products and traffic every 30 s) and writes each event, serialised once, to
// every screen of the room. One timer; no screen left for 60 s and it stops. Pure of the server: the media and the
// minute rows come through a RoomSource, time through a HubClock (the tests' fake clock).
import { LIVE_LIMITS, type LiveMinute, type LiveProduct, type LiveTotals, type LiveTrafficSource } from '@toufang/domain';
import type { LiveRoomFigures, LiveTrafficRow } from '@toufang/server-media';
import type { EventSink } from '@toufang/server-http';
import {
  eventId,
  sseEvent,
  type LiveEventName,
  type LiveEventPayloads,
  type LiveLate,
  type LiveRoomMeta,
  type LiveSnapshot,
  type LiveStreamInfo,
  type ResumePoint,
} from './events';

export interface HubClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What a producer reads and writes: the room's streams and figures at the media, its stored minutes. */
export interface RoomSource {
  /** The room's living stream, else its latest; null when the 抖音号 has none. */
  stream(): Promise<LiveStreamInfo | null>;
  figures(roomId: string, sinceMinute: number, limit: number): Promise<LiveRoomFigures>;
  products(roomId: string): Promise<LiveProduct[]>;
  traffic(roomId: string): Promise<LiveTrafficRow[]>;
  /** Stored closed minutes after sinceMinute, oldest first (live_room_minutes). */
  storedMinutes(stream: LiveStreamInfo, sinceMinute: number): Promise<LiveMinute[]>;
  /** Upserted by (room, minute): two processes watching one room write the same rows. */
  storeMinutes(stream: LiveStreamInfo, minutes: readonly LiveMinute[]): Promise<void>;
  /** Why a fetch failed, as a `late` event says it; undefined: retry after the usual poll. */
  lateOf(error: unknown): { reason: LiveLate['reason']; message: string; retryAfterMs?: number };
}

export interface Subscriber {
  userId: number;
  sessionId: number;
  sink: EventSink;
  resume: ResumePoint;
  /** Set once the snapshot went out; until then the screen shows 正在加载直播数据…. */
  ready: boolean;
}

export interface ProducerHooks {
  clock: HubClock;
  /** Runs a first load when one of the hub's slots is free (FIRST_LOADS_AT_ONCE). */
  firstLoad<T>(load: () => Promise<T>): Promise<T>;
  /** The producer stopped (no screen for PRODUCER_LINGER_MS). */
  stopped(producer: RoomProducer): void;
  /** A subscriber left (closed, dropped, ended): the hub's counts. */
  left(subscriber: Subscriber): void;
  /** Counts, for the tests and the bench: media calls and serialisations. */
  stats: { mediaCalls: number; serialised: number; dropped: number };
}

const toTraffic = (rows: readonly LiveTrafficRow[]): LiveTrafficSource[] =>
  rows.map((row) => ({ source: row.source, entries: row.entries, sharePct: Math.round(row.share * 10_000) / 100 }));

export class RoomProducer {
  readonly subscribers = new Set<Subscriber>();
  private stream: LiveStreamInfo | null = null;
  private minutes: LiveMinute[] = [];
  /** Σ online of every closed minute of the stream, also those trimmed from memory (平均停留). */
  private onlineMinutes = 0;
  private lastClosed = -1;
  private figures: LiveRoomFigures | null = null;
  private fetchedAt = 0;
  private products: LiveProduct[] = [];
  private traffic: LiveTrafficSource[] = [];
  private late: LiveLate | null = null;
  private loaded = false;
  private stopping = false;
  private timer: unknown = null;
  private nextSideFetch = 0;
  private idleSince: number | null = null;
  /** Snapshot texts by resume point while nothing changed: a wall of screens opening at once costs one each. */
  private snapshots = new Map<string, string>();

  constructor(
    readonly key: string,
    readonly meta: LiveRoomMeta,
    private readonly source: RoomSource,
    private readonly hooks: ProducerHooks,
  ) {}

  /** The first load, through the hub's slots; the screens that came meanwhile get their snapshot after it. */
  start(): void {
    void this.hooks
      .firstLoad(() => this.load())
      .catch((error) => this.noteLate(error))
      .finally(() => {
        this.loaded = true;
        for (const sub of this.subscribers) this.sendSnapshot(sub);
        this.schedule(LIVE_LIMITS.POLL_MS);
      });
  }

  attach(sub: Subscriber): void {
    this.subscribers.add(sub);
    this.idleSince = null;
    sub.sink.onClose(() => this.detach(sub));
    if (this.loaded) this.sendSnapshot(sub);
  }

  detach(sub: Subscriber): void {
    if (!this.subscribers.delete(sub)) return;
    this.hooks.left(sub);
    if (this.subscribers.size === 0) this.idleSince = this.hooks.clock.now();
  }

  /** Writes one text to one screen; a screen holding more than SLOW_SCREEN_BYTES unwritten is dropped. */
  deliver(sub: Subscriber, text: string): void {
    if (sub.sink.closed) return this.detach(sub);
    sub.sink.write(text);
    if (sub.sink.pending() > LIVE_LIMITS.SLOW_SCREEN_BYTES) {
      // Its client reconnects with since and gets what it missed from the stored minutes.
      this.hooks.stats.dropped++;
      sub.sink.end();
      this.detach(sub);
    }
  }

  broadcast(text: string): void {
    for (const sub of this.subscribers) if (sub.ready) this.deliver(sub, text);
  }

  stop(): void {
    this.stopping = true;
    if (this.timer !== null) this.hooks.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private id(): string {
    return eventId(this.stream?.roomId ?? null, this.lastClosed);
  }

  private event<N extends LiveEventName>(name: N, data: LiveEventPayloads[N]): string {
    this.hooks.stats.serialised++;
    return sseEvent(name, this.id(), data);
  }

  private totals(): LiveTotals | null {
    return this.figures ? { ...this.figures.totals, onlineMinutes: this.onlineMinutes } : null;
  }

  private clocks() {
    return { asOf: this.figures?.asOf ?? 0, mediaNow: this.figures?.mediaNow ?? 0, fetchedAt: this.fetchedAt, sentAt: this.hooks.clock.now() };
  }

  private sendSnapshot(sub: Subscriber): void {
    const since = this.stream && (sub.resume.roomId === null || sub.resume.roomId === this.stream.roomId) ? sub.resume.minute : -1;
    // The screen holds minutes this process no longer does (trimmed): it keeps them, the rest follow.
    const cacheKey = String(since);
    let text = this.snapshots.get(cacheKey);
    if (text === undefined) {
      const snapshot: LiveSnapshot = {
        ...this.clocks(),
        room: this.meta,
        stream: this.stream,
        totals: this.totals(),
        running: this.figures?.running ?? null,
        minutes: this.minutes.filter((m) => m.minute > since).slice(-LIVE_LIMITS.REPLAY_MAX_MINUTES),
        since,
        products: this.products,
        traffic: this.traffic,
        late: this.late,
      };
      text = this.event('snapshot', snapshot);
      this.snapshots.set(cacheKey, text);
    }
    sub.ready = true;
    this.deliver(sub, text);
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    this.timer = this.hooks.clock.setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, ms);
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    this.hooks.stats.mediaCalls++;
    return run();
  }

  /** Keeps the minutes in order, without duplicates, at most REPLAY_MAX_MINUTES in memory. */
  private addMinutes(minutes: readonly LiveMinute[]): LiveMinute[] {
    const added = minutes.filter((m) => m.minute > this.lastClosed).sort((a, b) => a.minute - b.minute);
    for (const m of added) {
      this.minutes.push(m);
      this.onlineMinutes += m.online;
      this.lastClosed = m.minute;
    }
    if (this.minutes.length > LIVE_LIMITS.REPLAY_MAX_MINUTES) this.minutes.splice(0, this.minutes.length - LIVE_LIMITS.REPLAY_MAX_MINUTES);
    return added;
  }

  /** Everything of a stream: stored minutes, then the media's after them (pages of FIGURES_PAGE_MINUTES). */
  private async load(): Promise<void> {
    this.snapshots.clear();
    this.minutes = [];
    this.onlineMinutes = 0;
    this.lastClosed = -1;
    this.figures = null;
    this.stream = await this.call(() => this.source.stream());
    if (!this.stream) return;
    const stream = this.stream;
    this.addMinutes(await this.source.storedMinutes(stream, -1));
    const stored = this.lastClosed;
    for (;;) {
      const page = await this.call(() => this.source.figures(stream.roomId, this.lastClosed, LIVE_LIMITS.FIGURES_PAGE_MINUTES));
      this.takeFigures(page);
      if (page.minutes.length < LIVE_LIMITS.FIGURES_PAGE_MINUTES) break;
    }
    await this.source.storeMinutes(stream, this.minutes.filter((m) => m.minute > stored));
    await this.fetchSides(stream);
    this.late = null;
  }

  private takeFigures(figures: LiveRoomFigures): LiveMinute[] {
    const added = this.addMinutes(figures.minutes);
    this.figures = figures;
    this.fetchedAt = this.hooks.clock.now();
    return added;
  }

  private async fetchSides(stream: LiveStreamInfo): Promise<{ products: boolean; traffic: boolean }> {
    this.nextSideFetch = this.hooks.clock.now() + LIVE_LIMITS.PRODUCTS_TRAFFIC_MS;
    const products = await this.call(() => this.source.products(stream.roomId));
    const traffic = toTraffic(await this.call(() => this.source.traffic(stream.roomId)));
    const changed = { products: JSON.stringify(products) !== JSON.stringify(this.products), traffic: JSON.stringify(traffic) !== JSON.stringify(this.traffic) };
    this.products = products;
    this.traffic = traffic;
    return changed;
  }

  private noteLate(error: unknown): number {
    const late = this.source.lateOf(error);
    this.late = { reason: late.reason, message: late.message, at: this.hooks.clock.now() };
    this.snapshots.clear();
    this.broadcast(this.event('late', this.late));
    return Math.max(LIVE_LIMITS.POLL_MS, late.retryAfterMs ?? 0);
  }

  private async poll(): Promise<void> {
    const now = this.hooks.clock.now();
    if (this.subscribers.size === 0 && this.idleSince !== null && now - this.idleSince >= LIVE_LIMITS.PRODUCER_LINGER_MS) {
      this.stop();
      this.hooks.stopped(this);
      return;
    }
    let wait: number = LIVE_LIMITS.POLL_MS;
    try {
      if (this.stream?.state === 'living') await this.pollLiving(this.stream, now);
      else if (now >= this.nextSideFetch) await this.lookForStream();
      this.late = null;
    } catch (error) {
      wait = this.noteLate(error);
    }
    this.schedule(wait);
  }

  private async pollLiving(stream: LiveStreamInfo, now: number): Promise<void> {
    const figures = await this.call(() => this.source.figures(stream.roomId, this.lastClosed, LIVE_LIMITS.FIGURES_PAGE_MINUTES));
    const added = this.takeFigures(figures);
    this.snapshots.clear();
    if (added.length > 0) await this.source.storeMinutes(stream, added);
    for (const minute of added) this.broadcast(this.event('minute', minute));
    const totals = this.totals()!;
    this.broadcast(this.event('tick', { ...this.clocks(), totals, running: figures.running }));
    if (figures.state === 'ended') {
      // The media's own end time (the figures say only that it ended).
      const latest = await this.call(() => this.source.stream());
      this.stream = latest && latest.roomId === stream.roomId ? latest : { ...stream, state: 'ended', endedAt: new Date(figures.asOf).toISOString() };
      this.nextSideFetch = now + LIVE_LIMITS.PRODUCTS_TRAFFIC_MS;
      this.broadcast(this.event('stream', { change: 'ended', stream: this.stream, totals }));
      return;
    }
    if (now >= this.nextSideFetch) {
      const changed = await this.fetchSides(stream);
      if (changed.products) this.broadcast(this.event('products', { products: this.products }));
      if (changed.traffic) this.broadcast(this.event('traffic', { traffic: this.traffic }));
    }
  }

  /** An ended (or absent) stream: every 30 s, whether the 抖音号 is on air again; then a new snapshot for all. */
  private async lookForStream(): Promise<void> {
    this.nextSideFetch = this.hooks.clock.now() + LIVE_LIMITS.PRODUCTS_TRAFFIC_MS;
    const latest = await this.call(() => this.source.stream());
    if (!latest || latest.roomId === this.stream?.roomId) return;
    await this.load();
    this.broadcast(this.event('stream', { change: 'started', stream: latest, totals: this.totals() }));
    for (const sub of this.subscribers) {
      sub.resume = { roomId: null, minute: -1 };
      this.sendSnapshot(sub);
    }
  }
}
