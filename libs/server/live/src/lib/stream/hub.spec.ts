// The hub on a fake clock (docs/design/live-home.md §8): one producer per room for many screens, one serialisation
// per event, the replay after `since`, the linger and stop, the drop past 1 MB, the caps, 8 first loads at a time,
// and the end of every stream on close.
import { describe, expect, it } from 'vitest';
import { LIVE_LIMITS, ZERO_LIVE_SUMS, type LiveMinute } from '@toufang/domain';
import type { LiveRoomFigures } from '@toufang/server-media';
import type { EventSink } from '@toufang/server-http';
import { resumePoint, type LiveRoomMeta, type LiveStreamInfo } from './events';
import { LiveHub, type HubClock, type RoomSource } from './hub';

const MINUTE = 60_000;

class FakeClock implements HubClock {
  t = 0;
  private seq = 0;
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  now = () => this.t;
  setTimeout = (run: () => void, ms: number) => (this.timers.set(++this.seq, { at: this.t + ms, run }), this.seq);
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  /** Runs every timer due by now + ms in order, letting each one's promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      await settle();
      const next = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!next) break;
      this.timers.delete(next[0]);
      this.t = next[1].at;
      next[1].run();
    }
    this.t = end;
    await settle();
  }
}
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

class FakeSink implements EventSink {
  chunks: string[] = [];
  backlog = 0;
  closed = false;
  private listeners: Array<() => void> = [];
  write = (chunk: string) => (this.chunks.push(chunk), true);
  pending = () => this.backlog;
  end = () => {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.listeners.splice(0)) listener();
  };
  onClose = (listener: () => void) => void (this.closed ? listener() : this.listeners.push(listener));
  events(): { event: string; id?: string; data: any }[] { // eslint-disable-line @typescript-eslint/no-explicit-any -- the events' payloads vary
    return this.chunks
      .filter((chunk) => chunk.startsWith('event:'))
      .map((chunk) => {
        const field = (name: string) => chunk.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: String(field('event')), id: field('id'), data: JSON.parse(String(field('data'))) };
      });
  }
}

const minuteAt = (k: number, start: number): LiveMinute => ({ ...ZERO_LIVE_SUMS, minute: k, at: new Date(start + k * MINUTE).toISOString(), online: 100 + k, entries: 10 + k, watch: 12 + k });

/** A room on air since the clock's 0: minute k closes at (k+1) minutes; media time = clock time. */
function fakeRoom(clock: FakeClock, roomId = 'r1') {
  const stream: LiveStreamInfo = { roomId, title: '测试直播', startedAt: new Date(0).toISOString(), endedAt: null, state: 'living' };
  const stored = new Map<number, LiveMinute>();
  const calls = { figures: 0, stream: 0 };
  const source: RoomSource = {
    stream: async () => (calls.stream++, stream),
    figures: async (_roomId, since, limit): Promise<LiveRoomFigures> => {
      calls.figures++;
      const closed = Math.floor(clock.now() / MINUTE);
      const minutes = [];
      for (let k = since + 1; k < closed && minutes.length < limit; k++) minutes.push(minuteAt(k, 0));
      return { mediaNow: clock.now(), asOf: clock.now(), state: 'living', totals: { ...ZERO_LIVE_SUMS, online: 100 + closed, peakOnline: 100 + closed, newFollowers: 0 }, minutes, running: minuteAt(closed, 0), plans: [] };
    },
    products: async () => [],
    traffic: async () => [],
    storedMinutes: async (_stream, since) => [...stored.values()].filter((m) => m.minute > since).sort((a, b) => a.minute - b.minute),
    storeMinutes: async (_stream, minutes) => void minutes.forEach((m) => stored.set(m.minute, m)),
    lateOf: () => ({ reason: 'unavailable', message: '媒体接口异常' }),
  };
  return { source, stored, calls };
}

const meta = (accountId: string, awemeId = 'a1'): LiveRoomMeta => ({ accountId, awemeId, accountName: '账户', awemeName: '抖音号', sandbox: true, authExpired: false });

function setup() {
  const clock = new FakeClock();
  const ended: number[] = [];
  const hub = new LiveHub({ clock, checkSubscribers: async (subs) => subs.map((sub) => (ended.includes(sub.sessionId) ? 'session' : null)) });
  const watch = (room: LiveRoomMeta, source: RoomSource, userId = 1, resume = resumePoint(undefined, undefined)) => {
    expect(hub.admit(userId)).toEqual({ ok: true });
    const sink = new FakeSink();
    hub.subscribe(room, () => source, { userId, sessionId: userId }, sink, resume);
    return sink;
  };
  return { clock, hub, watch, ended };
}

describe('LiveHub', () => {
  it('runs one producer per room for many screens and writes each event, serialised once, to all of them', async () => {
    const { clock, hub, watch } = setup();
    clock.t = 10 * MINUTE + 1_000;
    const a = fakeRoom(clock);
    const b = fakeRoom(clock, 'r2');
    const screensA = Array.from({ length: 50 }, (_, i) => watch(meta('100'), a.source, i));
    const screenB = watch(meta('200'), b.source, 99);
    await clock.advance(0);
    expect(hub.counts()).toEqual({ producers: 2, streams: 51 });
    const served = hub.stats.serialised;
    await clock.advance(LIVE_LIMITS.POLL_MS);
    // One fetch per room per poll, and one tick text per room, whatever the number of screens.
    expect(a.calls.figures).toBe(2);
    expect(hub.stats.serialised - served).toBe(2);
    const ticks = screensA.map((sink) => sink.chunks.at(-1));
    expect(new Set(ticks).size).toBe(1);
    expect(ticks[0]).toMatch(/^event: tick\nid: r1:9\n/);
    expect(screenB.events().map((e) => e.event)).toEqual(['snapshot', 'tick']);
    // The snapshot: the ten closed minutes, stored for the next screen or process.
    expect(screensA[0].events()[0].data.minutes.map((m: LiveMinute) => m.minute)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...a.stored.keys()].length).toBe(10);
  });

  it('sends each closed minute once, in order, and replays only what a screen lacks', async () => {
    const { clock, watch } = setup();
    clock.t = 5 * MINUTE + 1_000;
    const room = fakeRoom(clock);
    const first = watch(meta('100'), room.source);
    await clock.advance(3 * MINUTE);
    const minutes = first.events().filter((e) => e.event === 'minute').map((e) => e.data.minute);
    expect(minutes).toEqual([5, 6, 7]);
    // since=6 by the query, or the last event id of this stream: minutes after 6; another stream's id: everything.
    const bySince = watch(meta('100'), room.source, 2, resumePoint(6, undefined));
    const byId = watch(meta('100'), room.source, 3, resumePoint(undefined, 'r1:6'));
    const otherStream = watch(meta('100'), room.source, 4, resumePoint(undefined, 'r0:6'));
    await clock.advance(0);
    expect(bySince.events()[0].data.minutes.map((m: LiveMinute) => m.minute)).toEqual([7]);
    expect(byId.events()[0].data.minutes.map((m: LiveMinute) => m.minute)).toEqual([7]);
    expect(otherStream.events()[0].data.minutes).toHaveLength(8);
    expect(first.events().at(-1)?.id).toBe('r1:7');
  });

  it('keeps a producer 60 s after its last screen, then stops it', async () => {
    const { clock, hub, watch } = setup();
    clock.t = MINUTE;
    const room = fakeRoom(clock);
    watch(meta('100'), room.source).end();
    await clock.advance(30_000);
    expect(hub.counts()).toEqual({ producers: 1, streams: 0 });
    // A reload within the minute finds it running: no new first load.
    const reload = watch(meta('100'), room.source);
    await clock.advance(0);
    expect(room.calls.stream).toBe(1);
    reload.end();
    await clock.advance(LIVE_LIMITS.PRODUCER_LINGER_MS + LIVE_LIMITS.POLL_MS);
    expect(hub.counts()).toEqual({ producers: 0, streams: 0 });
    const polls = room.calls.figures;
    await clock.advance(MINUTE);
    expect(room.calls.figures).toBe(polls);
  });

  it('drops a screen holding more than 1 MB unwritten, and the others keep their events', async () => {
    const { clock, hub, watch } = setup();
    clock.t = MINUTE;
    const room = fakeRoom(clock);
    const slow = watch(meta('100'), room.source);
    const fast = watch(meta('100'), room.source, 2);
    await clock.advance(0);
    slow.backlog = LIVE_LIMITS.SLOW_SCREEN_BYTES + 1;
    await clock.advance(LIVE_LIMITS.POLL_MS);
    expect(slow.closed).toBe(true);
    expect(fast.closed).toBe(false);
    expect(hub.stats.dropped).toBe(1);
    expect(hub.counts().streams).toBe(1);
  });

  it('admits 60 streams per person and 1,000 per process, and frees a place when a stream ends', () => {
    const clock = new FakeClock();
    const hub = new LiveHub({ clock, checkSubscribers: async () => [], streamsPerServer: 70 });
    for (let i = 0; i < LIVE_LIMITS.STREAMS_PER_USER; i++) expect(hub.admit(1).ok).toBe(true);
    expect(hub.admit(1)).toEqual({ ok: false, status: 429, message: '同时打开的直播大屏过多（最多60个），请关闭其他大屏后重试' });
    for (let i = 0; i < 10; i++) expect(hub.admit(2).ok).toBe(true);
    expect(hub.admit(3)).toMatchObject({ ok: false, status: 503 });
    expect(new LiveHub({ clock, checkSubscribers: async () => [] }).admit(1).ok).toBe(true);
    expect(LIVE_LIMITS.STREAMS_PER_SERVER).toBe(1_000);
  });

  it('runs at most 8 first loads at once; the other rooms wait and are all served', async () => {
    const { clock, hub, watch } = setup();
    clock.t = MINUTE;
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const sinks = Array.from({ length: 12 }, (_, i) => {
      const room = fakeRoom(clock, `r${i}`);
      const stream = room.source.stream;
      room.source.stream = async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        return stream();
      };
      return watch(meta(String(i)), room.source, i);
    });
    await clock.advance(0);
    expect(gates).toHaveLength(8);
    while (gates.length > 0) {
      gates.shift()!();
      await clock.advance(0);
    }
    expect(most).toBe(8);
    expect(sinks.every((sink) => sink.events()[0]?.event === 'snapshot')).toBe(true);
    expect(hub.counts().producers).toBe(12);
  });

  it('sends heartbeats, ends a revoked session\'s stream, and ends every stream on close', async () => {
    const { clock, hub, watch, ended } = setup();
    clock.t = MINUTE;
    const room = fakeRoom(clock);
    const kept = watch(meta('100'), room.source, 1);
    const revoked = watch(meta('100'), room.source, 2);
    ended.push(2);
    await clock.advance(LIVE_LIMITS.HEARTBEAT_MS);
    expect(kept.chunks).toContain(': heartbeat\n\n');
    await clock.advance(LIVE_LIMITS.SESSION_CHECK_MS);
    expect(revoked.closed).toBe(true);
    expect(revoked.events().at(-1)).toMatchObject({ event: 'end', data: { reason: 'session', message: '登录已失效，请重新登录' } });
    hub.close();
    expect(kept.closed).toBe(true);
    expect(kept.events().at(-1)).toMatchObject({ event: 'end', data: { reason: 'shutdown' } });
    expect(hub.counts()).toEqual({ producers: 0, streams: 0 });
    expect(hub.admit(1)).toMatchObject({ ok: false, status: 503 });
  });
});
