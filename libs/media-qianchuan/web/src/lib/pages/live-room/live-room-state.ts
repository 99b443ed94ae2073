// 直播间实时大屏's state (docs/design/live-home.md §5.1): a reducer over the push channel's events and the
// connection, tested without a DOM. The trend is kept through every reconnect: a snapshot after `since` appends what
// was missed, a minute arrives once, and a gap in the minutes asks for a reconnect that fills it (§4.3).
import { formatChinaTime, freshness, freshnessText, LIVE_LIMITS, type LiveFreshness, type LiveMinute, type LiveProduct, type LiveTotals, type LiveTrafficSource } from '@toufang/domain';
import type { LiveClocks, LiveLateInfo, LiveRoomEvent, LiveRoomInfo, LiveStreamInfo } from './live-room-events';
import { LIVE_ROOM_TEXTS as T } from './live-room-texts';

export type LiveConnection =
  | { state: 'connecting' }
  | { state: 'open' }
  /** Down since `since` (browser clock, ms), `attempt` reconnects so far. */
  | { state: 'retrying'; attempt: number; since: number }
  | { state: 'stopped' };

export interface LiveRoomState {
  connection: LiveConnection;
  /** A snapshot arrived (the room's first load is done). */
  loaded: boolean;
  room: LiveRoomInfo | null;
  stream: LiveStreamInfo | null;
  totals: LiveTotals | null;
  running: LiveMinute | null;
  /** Closed minutes of the stream, in order, each once. */
  minutes: LiveMinute[];
  products: LiveProduct[];
  traffic: LiveTrafficSource[];
  late: LiveLateInfo | null;
  /** The figures' clocks and when they arrived (browser clock). */
  clocks: (LiveClocks & { receivedAt: number }) | null;
  /** The last event or heartbeat (browser clock). */
  lastEventAt: number | null;
  /** A refusal before the stream, or the server's `end` that stops it: shown in the frame. */
  stopped: { message: string; retry: boolean } | null;
  /** A gap in the minutes was seen: the screen reconnects with what it holds. */
  gap: boolean;
}

export type LiveRoomAction =
  | { type: 'event'; event: LiveRoomEvent; at: number }
  | { type: 'alive'; at: number }
  | { type: 'connection'; connection: LiveConnection }
  | { type: 'stopped'; message: string; retry: boolean }
  | { type: 'restart' };

export const INITIAL_LIVE_ROOM_STATE: LiveRoomState = {
  connection: { state: 'connecting' },
  loaded: false,
  room: null,
  stream: null,
  totals: null,
  running: null,
  minutes: [],
  products: [],
  traffic: [],
  late: null,
  clocks: null,
  lastEventAt: null,
  stopped: null,
  gap: false,
};

const lastMinute = (minutes: readonly LiveMinute[]) => (minutes.length ? minutes[minutes.length - 1].minute : -1);

/** The point the screen holds, sent as Last-Event-ID on a reconnect: `{roomId}:{last contiguous minute}`. */
export function resumeIdOf(state: LiveRoomState): string | null {
  return state.stream ? `${state.stream.roomId}:${lastMinute(state.minutes)}` : null;
}

function onEvent(state: LiveRoomState, event: LiveRoomEvent, at: number): LiveRoomState {
  const alive = { ...state, lastEventAt: at };
  switch (event.event) {
    case 'snapshot': {
      const s = event.data;
      const sameStream = s.stream !== null && s.stream.roomId === state.stream?.roomId && s.since >= 0;
      // The same stream after `since`: keep what is held up to it, add the rest; otherwise start over.
      const held = sameStream ? state.minutes.filter((m) => m.minute <= s.since) : [];
      const minutes = [...held, ...s.minutes.filter((m) => m.minute > lastMinute(held))];
      return {
        ...alive,
        loaded: true,
        room: s.room,
        stream: s.stream,
        totals: s.totals,
        running: s.running,
        minutes: minutes.slice(-LIVE_LIMITS.REPLAY_MAX_MINUTES),
        products: s.products,
        traffic: s.traffic,
        late: s.late,
        clocks: { asOf: s.asOf, mediaNow: s.mediaNow, fetchedAt: s.fetchedAt, sentAt: s.sentAt, receivedAt: at },
        gap: false,
      };
    }
    case 'tick': {
      const t = event.data;
      return { ...alive, totals: t.totals, running: t.running, late: null, clocks: { asOf: t.asOf, mediaNow: t.mediaNow, fetchedAt: t.fetchedAt, sentAt: t.sentAt, receivedAt: at } };
    }
    case 'minute': {
      const m = event.data;
      const last = lastMinute(state.minutes);
      if (m.minute <= last) return alive;
      if (m.minute > last + 1 && state.minutes.length > 0) return { ...alive, gap: true };
      return { ...alive, minutes: [...state.minutes, m].slice(-LIVE_LIMITS.REPLAY_MAX_MINUTES) };
    }
    case 'products':
      return { ...alive, products: event.data.products };
    case 'traffic':
      return { ...alive, traffic: event.data.traffic };
    case 'stream':
      // A new stream: its snapshot follows and replaces the trend; an ended one keeps it with the final totals.
      return { ...alive, stream: event.data.stream, totals: event.data.totals ?? state.totals, running: event.data.change === 'ended' ? null : state.running };
    case 'late':
      return { ...alive, late: event.data };
    case 'end':
      // shutdown: the server restarts and the reader reconnects; session and scope stop the screen.
      return event.data.reason === 'shutdown' ? alive : { ...alive, stopped: { message: event.data.message, retry: false } };
  }
}

export function liveRoomReducer(state: LiveRoomState, action: LiveRoomAction): LiveRoomState {
  switch (action.type) {
    case 'event':
      return onEvent(state, action.event, action.at);
    case 'alive':
      return { ...state, lastEventAt: action.at };
    case 'connection':
      return { ...state, connection: action.connection, gap: action.connection.state === 'open' ? state.gap : false };
    case 'stopped':
      return { ...state, stopped: { message: action.message, retry: action.retry }, connection: { state: 'stopped' } };
    case 'restart':
      return { ...state, stopped: null, connection: { state: 'connecting' } };
  }
}

export type LiveStatusTone = 'live' | 'late' | 'stale' | 'offline' | 'info';

export interface LiveRoomStatus {
  text: string;
  tone: LiveStatusTone;
  /** The figures are greyed (stale, offline, or not coming back). */
  greyed: boolean;
}

const TONE_OF: Record<LiveFreshness, LiveStatusTone> = { live: 'live', late: 'late', stale: 'stale', offline: 'offline' };

/** The header's badge now (§4.3 "Late data", "Reconnect"): computed every second from the state and the clock. */
export function liveRoomStatus(state: LiveRoomState, now: number): LiveRoomStatus {
  const { connection } = state;
  if (connection.state === 'retrying') {
    const gaveUp = now - connection.since > LIVE_LIMITS.RECONNECT_GIVE_UP_MS;
    return { text: gaveUp ? T.GAVE_UP : T.RECONNECTING(connection.attempt), tone: 'offline', greyed: gaveUp };
  }
  if (!state.loaded) return { text: connection.state === 'open' ? T.LOADING : T.CONNECTING, tone: 'info', greyed: false };
  if (state.stream?.state === 'ended') return { text: T.ENDED(endTime(state.stream.endedAt)), tone: 'info', greyed: false };
  if (!state.clocks) return { text: T.NO_STREAM, tone: 'info', greyed: false };
  const input = {
    mediaAsOf: state.clocks.asOf,
    mediaNow: state.clocks.mediaNow,
    fetchedAt: state.clocks.fetchedAt,
    sentAt: state.clocks.sentAt,
    receivedAt: state.clocks.receivedAt,
    lastEventAt: state.lastEventAt ?? state.clocks.receivedAt,
    now,
  };
  const fresh = freshness(input);
  return { text: freshnessText(input), tone: TONE_OF[fresh], greyed: fresh === 'stale' || fresh === 'offline' };
}

/** An end time as the screen says it: China time to the minute, MM-DD HH:mm. */
export function endTime(iso: string | null): string {
  return iso ? formatChinaTime(iso).slice(5, 16) : '';
}
