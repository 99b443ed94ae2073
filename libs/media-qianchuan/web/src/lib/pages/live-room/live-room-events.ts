// The push channel's events as the screen reads them (docs/design/live-home.md §4.3; their schemas are
// openapi/components/live-stream.yaml's LiveStream*): the domain's figures, the stream and the room around them.
import type { LiveMinute, LiveProduct, LiveStreamState, LiveTotals, LiveTrafficSource } from '@toufang/domain';

export interface LiveStreamInfo {
  roomId: string;
  title: string;
  startedAt: string;
  endedAt: string | null;
  state: LiveStreamState;
}

export interface LiveRoomInfo {
  accountId: string;
  awemeId: string;
  accountName: string;
  awemeName: string;
  sandbox: boolean;
  authExpired: boolean;
}

export interface LiveLateInfo {
  reason: 'rate_limited' | 'unavailable' | 'auth';
  message: string;
  at: number;
}

export interface LiveClocks {
  asOf: number;
  mediaNow: number;
  fetchedAt: number;
  sentAt: number;
}

export interface LiveSnapshotEvent extends LiveClocks {
  room: LiveRoomInfo;
  stream: LiveStreamInfo | null;
  totals: LiveTotals | null;
  running: LiveMinute | null;
  minutes: LiveMinute[];
  since: number;
  products: LiveProduct[];
  traffic: LiveTrafficSource[];
  late: LiveLateInfo | null;
}

export interface LiveTickEvent extends LiveClocks {
  totals: LiveTotals;
  running: LiveMinute | null;
}

export type LiveRoomEvent =
  | { event: 'snapshot'; data: LiveSnapshotEvent }
  | { event: 'tick'; data: LiveTickEvent }
  | { event: 'minute'; data: LiveMinute }
  | { event: 'products'; data: { products: LiveProduct[] } }
  | { event: 'traffic'; data: { traffic: LiveTrafficSource[] } }
  | { event: 'stream'; data: { change: 'ended' | 'started'; stream: LiveStreamInfo; totals: LiveTotals | null } }
  | { event: 'late'; data: LiveLateInfo }
  | { event: 'end'; data: { reason: 'session' | 'scope' | 'shutdown'; message: string } };

const NAMES: ReadonlySet<string> = new Set(['snapshot', 'tick', 'minute', 'products', 'traffic', 'stream', 'late', 'end']);

/** An event off the wire; null for a name this screen does not know or data that is not JSON (ignored). */
export function parseLiveRoomEvent(event: string, data: string): LiveRoomEvent | null {
  if (!NAMES.has(event)) return null;
  try {
    return { event, data: JSON.parse(data) } as LiveRoomEvent;
  } catch {
    return null;
  }
}
