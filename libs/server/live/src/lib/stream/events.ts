// The push channel's events (docs/design/live-home.md §4.3 "Protocol"): their payloads, their text on the wire and
// their ids. Each event is serialised once and the same string written to every screen of the room; the payloads'
// schemas are openapi/components/live-stream.yaml's, which the contract tests validate.
import type { LiveMinute, LiveProduct, LiveStreamState, LiveTotals, LiveTrafficSource, RoomKey } from '@toufang/domain';

/** One stream (场次) of the room, as the screen shows it. */
export interface LiveStreamInfo {
  roomId: string;
  title: string;
  startedAt: string;
  endedAt: string | null;
  state: LiveStreamState;
}

/** Who the room is: the account and the 抖音号, resolved by the stream handler in the caller's scope. */
export interface LiveRoomMeta extends RoomKey {
  accountName: string;
  awemeName: string;
  /** A sandbox account: the screen says 沙箱 beside the 抖音号. */
  sandbox: boolean;
  /** The 抖音号's authorisation has expired or it was unbound (§7): figures stop, the header says so. */
  authExpired: boolean;
}

/** The producer cannot fetch (§4.3 `late`): rate-limited, the media failing, or the 抖音号's authorisation gone. */
export interface LiveLate {
  reason: 'rate_limited' | 'unavailable' | 'auth';
  /** 媒体接口限流 / 媒体接口异常 / 抖音号授权已过期…, with the media's own message where it has one. */
  message: string;
  at: number;
}

/** The clocks of a figure (live-late.ts compares each only with itself). */
export interface LiveClocks {
  /** Media clock, epoch ms. */
  asOf: number;
  mediaNow: number;
  /** Server clock, epoch ms. */
  fetchedAt: number;
  sentAt: number;
}

export interface LiveSnapshot extends LiveClocks {
  room: LiveRoomMeta;
  stream: LiveStreamInfo | null;
  totals: LiveTotals | null;
  running: LiveMinute | null;
  /** Closed minutes after `since`, oldest first (all held, up to REPLAY_MAX_MINUTES, when since is -1). */
  minutes: LiveMinute[];
  /** The last closed minute the screen said it holds, as honoured (-1: everything). */
  since: number;
  products: LiveProduct[];
  traffic: LiveTrafficSource[];
  late: LiveLate | null;
}

export interface LiveTick extends LiveClocks {
  totals: LiveTotals;
  running: LiveMinute | null;
}

export interface LiveStreamChange {
  change: 'ended' | 'started';
  stream: LiveStreamInfo;
  totals: LiveTotals | null;
}

export type LiveEndReason = 'session' | 'scope' | 'shutdown';

export interface LiveEnd {
  reason: LiveEndReason;
  message: string;
}

export interface LiveEventPayloads {
  snapshot: LiveSnapshot;
  tick: LiveTick;
  minute: LiveMinute;
  products: { products: LiveProduct[] };
  traffic: { traffic: LiveTrafficSource[] };
  stream: LiveStreamChange;
  late: LiveLate;
  end: LiveEnd;
}
export type LiveEventName = keyof LiveEventPayloads;

/** The reasons' texts (§4.3 `late` and `end`, §7). */
export const LIVE_STREAM_TEXTS = {
  LATE_RATE_LIMITED: '媒体接口限流',
  LATE_UNAVAILABLE: '媒体接口异常',
  AUTH_EXPIRED: '抖音号授权已过期，请在“我的抖音号”续期',
  END_SESSION: '登录已失效，请重新登录',
  END_SCOPE: '直播间不存在或无权查看',
  END_SHUTDOWN: '服务器正在重启，请稍候自动重连',
  ROOM_NOT_FOUND: '直播间不存在或无权查看',
  AWEME_NOT_BOUND: '该抖音号未绑定此千川账户',
  TOO_MANY_PER_USER: (max: number) => `同时打开的直播大屏过多（最多${max}个），请关闭其他大屏后重试`,
  TOO_MANY_PER_SERVER: '服务器同时推送的直播大屏已满，请稍后重试',
} as const;

/** An event's id: `{roomId}:{minute}`, the last closed minute the screen holds once it has read this event. */
export function eventId(roomId: string | null, lastClosed: number): string {
  return `${roomId ?? 'none'}:${lastClosed}`;
}

/** One event's text on the wire. `data` is one line: JSON has no raw newline. */
export function sseEvent<N extends LiveEventName>(name: N, id: string | null, data: LiveEventPayloads[N]): string {
  return `event: ${name}\n${id === null ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** The heartbeat: a comment, which the screen counts as a sign of life and otherwise ignores. */
export const HEARTBEAT = ': heartbeat\n\n';

/** What the screen holds: the query's `since`, else the `Last-Event-ID` header (`{roomId}:{minute}`). */
export interface ResumePoint {
  /** The stream the minute belongs to, when the header said (a different stream now: start over). */
  roomId: string | null;
  minute: number;
}

export function resumePoint(since: number | undefined, lastEventId: string | undefined): ResumePoint {
  if (since !== undefined) return { roomId: null, minute: since };
  const match = /^(.{1,64}):(-?\d{1,9})$/.exec(lastEventId ?? '');
  if (!match) return { roomId: null, minute: -1 };
  return { roomId: match[1], minute: Math.max(-1, Number(match[2])) };
}
