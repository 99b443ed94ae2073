// How fresh the screen's figures are (issue 24 "says when the data is late"; docs/design/live-home.md §2 live-late.ts,
// §4.3 "Late data"). The screen computes it every second from the last tick. Three clocks meet here and each time is
// compared only with times of its own clock: the media's (a sandbox may run fast, TOUFANG_SANDBOX_SPEED), the server's
// (when it fetched and sent) and the browser's (when the event arrived, now), so neither a fast sandbox nor a browser
// whose clock is off makes a room look late.
import { LIVE_LIMITS as L } from './live-limits';
import { LIVE_TEXTS as T } from './texts';

export type LiveFreshness = 'live' | 'late' | 'stale' | 'offline';

export interface LiveFreshnessInput {
  /** Media clock, epoch ms: the last whole second the figures count, and the media's time when they were fetched. */
  mediaAsOf: number;
  mediaNow: number;
  /** Server clock, epoch ms: when the producer fetched the figures, and when it sent the tick carrying them. */
  fetchedAt: number;
  sentAt: number;
  /** Browser clock, epoch ms: when that tick arrived, when the last event or heartbeat arrived, and now. */
  receivedAt: number;
  lastEventAt: number;
  now: number;
}

/** How far the media's figures were behind the media's clock when fetched, ms (media clock). */
export function mediaBehindMs(input: Pick<LiveFreshnessInput, 'mediaAsOf' | 'mediaNow'>): number {
  return Math.max(0, input.mediaNow - input.mediaAsOf);
}

/**
 * How old the last fetch is now, ms: its age when sent (server clock) plus the time since it arrived (browser clock).
 * The time on the wire is not counted (it cannot be measured without comparing the two clocks).
 */
export function fetchAgeMs(input: Pick<LiveFreshnessInput, 'fetchedAt' | 'sentAt' | 'receivedAt' | 'now'>): number {
  return Math.max(0, input.sentAt - input.fetchedAt) + Math.max(0, input.now - input.receivedAt);
}

/**
 * - offline: no event nor heartbeat for more than 20 s (the heartbeat comes every 15 s);
 * - stale: the media's figures, or the last fetch, more than 120 s old;
 * - late: the media's figures more than 30 s behind its clock, or the last fetch more than 15 s old (three polls missed);
 * - live otherwise.
 */
export function freshness(input: LiveFreshnessInput): LiveFreshness {
  if (input.now - input.lastEventAt > L.OFFLINE_MS) return 'offline';
  const behind = mediaBehindMs(input);
  const age = fetchAgeMs(input);
  if (behind > L.STALE_MS || age > L.STALE_MS) return 'stale';
  if (behind > L.LATE_MEDIA_MS || age > L.LATE_FETCH_MS) return 'late';
  return 'live';
}

/** The delay 数据延迟 N 秒 names: the larger of the two ages, whole seconds. */
export function liveDelaySeconds(input: LiveFreshnessInput): number {
  return Math.floor(Math.max(mediaBehindMs(input), fetchAgeMs(input)) / 1000);
}

/** The screen's badge (design §4.3): 实时 / 数据延迟 N 秒 / 数据已超过2分钟未更新 / 连接中断. */
export function freshnessText(input: LiveFreshnessInput): string {
  switch (freshness(input)) {
    case 'live':
      return T.FRESH_LIVE;
    case 'late':
      return T.FRESH_LATE(liveDelaySeconds(input));
    case 'stale':
      return T.FRESH_STALE;
    case 'offline':
      return T.FRESH_OFFLINE;
  }
}
