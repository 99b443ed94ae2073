// The push channel's events as the screen reads them (docs/design/live-home.md §4.3; their schemas are
// openapi/components/live-stream.yaml's LiveStream*): the domain's figures, the stream and the room around them.
import type { Schemas } from '@toufang/api';

// The screen reads the contract's own event schemas (the generated client), so a change there reaches it.
export type LiveStreamInfo = Schemas['LiveStreamInfo'];
export type LiveRoomInfo = Schemas['LiveStreamRoom'];
export type LiveLateInfo = Schemas['LiveStreamLate'];
export type LiveSnapshotEvent = Schemas['LiveStreamSnapshot'];
export type LiveTickEvent = Schemas['LiveStreamTick'];
/** The clocks every snapshot and tick carries (live-late.ts compares each only with itself). */
export type LiveClocks = Pick<LiveTickEvent, 'asOf' | 'mediaNow' | 'fetchedAt' | 'sentAt'>;

export type LiveRoomEvent =
  | { event: 'snapshot'; data: LiveSnapshotEvent }
  | { event: 'tick'; data: LiveTickEvent }
  | { event: 'minute'; data: Schemas['LiveStreamMinute'] }
  | { event: 'products'; data: Schemas['LiveStreamProducts'] }
  | { event: 'traffic'; data: Schemas['LiveStreamTrafficSources'] }
  | { event: 'stream'; data: Schemas['LiveStreamChange'] }
  | { event: 'late'; data: LiveLateInfo }
  | { event: 'end'; data: Schemas['LiveStreamEnd'] };

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
