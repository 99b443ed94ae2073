// The pure rules of 直播中控台: which room the page shows, and the room's compact figures from its totals.
import { LIVE_METRICS, liveMetricValue, roundLiveMetric, type LiveMetricKey, type LiveTotals } from '@toufang/domain';

/**
 * How often the console asks again: the room's totals (live/room/get, which the server's rooms job refreshes every
 * 5 minutes; the second-by-second figures are the screen's push channel) and the plans with their stream figures (read
 * from the media on each call). The picker lists at most the room list's page (100).
 */
export const CONSOLE = { FIGURES_POLL_MS: 15_000, PLANS_POLL_MS: 15_000, ROOMS_FOR_PICKER: 100 } as const;

/** A room: the account's media id and the 抖音号 (LiveAwemeRef). */
export interface RoomChoice {
  accountId: string;
  awemeId: string;
}

/** The room the address names, else the first living room, else the first room; null when there is none. */
export function chooseRoom<R extends RoomChoice & { state: string }>(params: URLSearchParams, rooms: readonly R[] | undefined): RoomChoice | null {
  const account = params.get('account');
  const aweme = params.get('aweme');
  if (account && aweme) return { accountId: account, awemeId: aweme };
  if (!rooms || rooms.length === 0) return null;
  const first = rooms.find((r) => r.state === 'living') ?? rooms[0];
  return { accountId: first.accountId, awemeId: first.awemeId };
}

/** One entry per room (a room may have streamed twice today): its first, in the list's order. */
export function uniqueRooms<R extends RoomChoice>(rows: readonly R[]): R[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.accountId}:${r.awemeId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The console's figures, in the screen's headline order (design §5.1), compact. */
export const CONSOLE_FIGURES: readonly LiveMetricKey[] = ['online', 'entries', 'gmv', 'orders', 'conversionRate', 'gpm', 'cost', 'roi'];

/** The totals as the contract carries them (no viewer-minutes: 平均停留 is the screen's, from its minutes). */
export type ConsoleTotals = Omit<LiveTotals, 'onlineMinutes'>;

/** One figure as shown: rounded to its precision with its unit, - for a ratio over nothing. */
export function figureText(key: LiveMetricKey, totals: ConsoleTotals): string {
  const value = liveMetricValue(key, { ...totals, onlineMinutes: 0 });
  if (value === null) return '-';
  const def = LIVE_METRICS[key];
  const rounded = roundLiveMetric(key, value);
  const text = rounded.toLocaleString('zh-CN', { minimumFractionDigits: def.precision, maximumFractionDigits: def.precision });
  return def.unit === '%' ? `${text}%` : text;
}
