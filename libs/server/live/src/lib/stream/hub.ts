// The push channel's hub (docs/design/live-home.md §4.3 "Fan-out"): a map from room to producer, the caps (60 streams
// per person, 1,000 per process), at most 8 first loads at a time, one timer for every stream's heartbeat and the
// session checks, and the end of every stream when the server closes. Pure of Fastify and the database: the stream
// handler gives it each room's source, the sessions check and the screens' sinks.
import { LIVE_LIMITS, type RoomKey } from '@toufang/domain';
import type { EventSink } from '@toufang/server-http';
import { HEARTBEAT, LIVE_STREAM_TEXTS as T, sseEvent, type LiveEndReason, type LiveRoomMeta, type ResumePoint } from './events';
import { RoomProducer, type HubClock, type RoomSource, type Subscriber } from './producer';

export type { HubClock, RoomSource, Subscriber };

export interface HubOptions {
  clock: HubClock;
  /**
   * Whether each screen may still watch, one call for all (every SESSION_CHECK_MS): its session revoked ('session'),
   * the room out of its scope ('scope'), or null to keep it.
   */
  checkSubscribers(subs: readonly { userId: number; sessionId: number; key: RoomKey }[]): Promise<(LiveEndReason | null)[]>;
  /** Overrides of LIVE_LIMITS' caps (the bench, tests). */
  streamsPerUser?: number;
  streamsPerServer?: number;
}

export type Admission = { ok: true } | { ok: false; status: 429 | 503; message: string };

const END_TEXTS: Record<LiveEndReason, string> = { session: T.END_SESSION, scope: T.END_SCOPE, shutdown: T.END_SHUTDOWN };

export const roomKeyOf = (key: RoomKey) => `${key.accountId}/${key.awemeId}`;

export class LiveHub {
  private readonly producers = new Map<string, RoomProducer>();
  private readonly perUser = new Map<number, number>();
  private streams = 0;
  private loading = 0;
  private readonly waiting: Array<() => void> = [];
  private timer: unknown = null;
  private beats = 0;
  private closed = false;
  readonly stats = { mediaCalls: 0, serialised: 0, dropped: 0 };

  constructor(private readonly options: HubOptions) {}

  /** Whether one more stream of this person fits, counted at once (the stream opens right after). */
  admit(userId: number): Admission {
    const perUser = this.options.streamsPerUser ?? LIVE_LIMITS.STREAMS_PER_USER;
    const perServer = this.options.streamsPerServer ?? LIVE_LIMITS.STREAMS_PER_SERVER;
    if (this.closed || this.streams >= perServer) return { ok: false, status: 503, message: T.TOO_MANY_PER_SERVER };
    if ((this.perUser.get(userId) ?? 0) >= perUser) return { ok: false, status: 429, message: T.TOO_MANY_PER_USER(perUser) };
    this.streams++;
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    return { ok: true };
  }

  /**
   * A screen of an admitted person starts watching: its room's producer starts if none runs (first load through the
   * slots), and it gets its snapshot once the room is loaded.
   */
  subscribe(room: LiveRoomMeta, source: () => RoomSource, who: { userId: number; sessionId: number }, sink: EventSink, resume: ResumePoint): void {
    const sub: Subscriber = { ...who, sink, resume, ready: false };
    if (this.closed) {
      this.end(sub, 'shutdown');
      this.release(sub);
      return;
    }
    const key = roomKeyOf(room);
    let producer = this.producers.get(key);
    const isNew = !producer;
    if (!producer) {
      producer = new RoomProducer(key, room, source(), {
        clock: this.options.clock,
        firstLoad: (load) => this.firstLoad(load),
        stopped: (stopped) => {
          if (this.producers.get(stopped.key) === stopped) this.producers.delete(stopped.key);
        },
        left: (left) => this.release(left),
        stats: this.stats,
      });
      this.producers.set(key, producer);
    }
    producer.attach(sub);
    if (isNew) producer.start();
    this.startTimer();
  }

  /** Rooms with a running producer, screens open: the bench's and the tests' view. */
  counts(): { producers: number; streams: number } {
    return { producers: this.producers.size, streams: this.streams };
  }

  /** Ends every stream with `end` (the server is shutting down: the screens reconnect) and stops every timer. */
  close(): void {
    this.closed = true;
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    for (const producer of this.producers.values()) {
      producer.stop();
      for (const sub of [...producer.subscribers]) this.end(sub, 'shutdown');
    }
    this.producers.clear();
  }

  private release(sub: Subscriber): void {
    this.streams--;
    const left = (this.perUser.get(sub.userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(sub.userId, left);
    else this.perUser.delete(sub.userId);
  }

  private end(sub: Subscriber, reason: LiveEndReason): void {
    if (!sub.sink.closed) sub.sink.write(sseEvent('end', null, { reason, message: END_TEXTS[reason] }));
    sub.sink.end();
  }

  private async firstLoad<R>(load: () => Promise<R>): Promise<R> {
    if (this.loading >= LIVE_LIMITS.FIRST_LOADS_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.loading++;
    try {
      return await load();
    } finally {
      this.loading--;
      this.waiting.shift()?.();
    }
  }

  /** One timer for every stream: a heartbeat every HEARTBEAT_MS, the session checks every SESSION_CHECK_MS. */
  private startTimer(): void {
    if (this.timer !== null || this.closed) return;
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = null;
      this.beat();
      if (this.streams > 0 || this.producers.size > 0) this.startTimer();
    }, LIVE_LIMITS.HEARTBEAT_MS);
  }

  private beat(): void {
    this.beats++;
    const subs = [...this.producers.values()].flatMap((producer) => [...producer.subscribers].map((sub) => ({ producer, sub })));
    for (const { producer, sub } of subs) producer.deliver(sub, HEARTBEAT);
    const checkEvery = Math.max(1, Math.round(LIVE_LIMITS.SESSION_CHECK_MS / LIVE_LIMITS.HEARTBEAT_MS));
    if (this.beats % checkEvery !== 0 || subs.length === 0) return;
    void this.options
      .checkSubscribers(subs.map(({ producer, sub }) => ({ userId: sub.userId, sessionId: sub.sessionId, key: producer.meta })))
      .then((reasons) => reasons.forEach((reason, i) => reason && this.end(subs[i].sub, reason)))
      .catch(() => undefined);
  }
}
