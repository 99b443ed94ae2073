import { describe, expect, it } from 'vitest';
import { freshness, freshnessText, liveDelaySeconds, type LiveFreshnessInput } from './live-late';

// Three clocks far apart: the media (a fast sandbox's), the server's and the browser's; only differences within one count.
const MEDIA = Date.UTC(2030, 0, 1);
const SERVER = Date.UTC(2026, 11, 1, 12);
const BROWSER = SERVER - 7 * 60_000;

/** A tick fresh in every way; `over` moves the ages. */
const at = (over: { behind?: number; fetchToSend?: number; sinceArrival?: number; sinceEvent?: number } = {}): LiveFreshnessInput => ({
  mediaAsOf: MEDIA - (over.behind ?? 1_000),
  mediaNow: MEDIA,
  fetchedAt: SERVER - (over.fetchToSend ?? 50),
  sentAt: SERVER,
  receivedAt: BROWSER,
  lastEventAt: BROWSER + (over.sinceArrival ?? 0) - (over.sinceEvent ?? 0),
  now: BROWSER + (over.sinceArrival ?? 0),
});

describe('freshness (design §2 live-late.ts)', () => {
  it('is live when fresh, however far apart the clocks', () => {
    expect(freshness(at())).toBe('live');
    expect(freshnessText(at())).toBe('实时');
  });

  it('late: the media more than 30 s behind its own clock', () => {
    expect(freshness(at({ behind: 30_000 }))).toBe('live');
    expect(freshness(at({ behind: 30_001 }))).toBe('late');
    expect(freshnessText(at({ behind: 42_500 }))).toBe('数据延迟 42 秒');
  });

  it('late: the last fetch more than 15 s old, its age at sending and since arrival added', () => {
    expect(freshness(at({ fetchToSend: 5_000, sinceArrival: 10_000 }))).toBe('live');
    expect(freshness(at({ fetchToSend: 5_000, sinceArrival: 10_001 }))).toBe('late');
    expect(liveDelaySeconds(at({ fetchToSend: 5_000, sinceArrival: 11_000 }))).toBe(16);
  });

  it('stale: either age over 120 s', () => {
    expect(freshness(at({ behind: 120_000 }))).toBe('late');
    expect(freshness(at({ behind: 120_001 }))).toBe('stale');
    expect(freshness(at({ fetchToSend: 120_001 }))).toBe('stale');
    expect(freshnessText(at({ behind: 500_000 }))).toBe('数据已超过2分钟未更新');
  });

  it('offline: no event nor heartbeat for more than 20 s, before anything else', () => {
    expect(freshness(at({ sinceEvent: 20_000 }))).toBe('live');
    expect(freshness(at({ sinceEvent: 20_001 }))).toBe('offline');
    expect(freshness(at({ sinceEvent: 20_001, behind: 500_000 }))).toBe('offline');
    expect(freshnessText(at({ sinceEvent: 60_000 }))).toBe('连接中断');
  });

  it('a heartbeat keeps a quiet room online while its figures age', () => {
    expect(freshness(at({ sinceArrival: 60_000, sinceEvent: 5_000 }))).toBe('late');
  });
});
