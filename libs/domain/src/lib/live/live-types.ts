// The vocabulary of live control (issue 24; docs/design/live-home.md §2): a live room's figures minute by minute and
// since its stream began, its products and traffic sources. Shared by the sandbox's live model, the server's stored
// minutes and push channel, and the screen. Only sums are kept (integers; money in 分), so any window adds up exactly
// and every rate is computed from sums (live-rates.ts).

/**
 * A live room (直播间) of the desk: a 抖音号 on one 巨量千川 account. `accountId` is the account's media id, as the
 * screen's path `live-room/{id}/{awemeId}` carries it (design decision D1); a stream (场次) is one `roomId` of it.
 */
export interface RoomKey {
  accountId: string;
  awemeId: string;
}

/** The figures that add up over minutes: counts, and money in 分 so that sums stay exact. */
export const LIVE_SUM_FIELDS = ['entries', 'watch', 'orders', 'gmvFen', 'refunds', 'refundFen', 'costFen', 'adOrders', 'adGmvFen', 'adEntries'] as const;
export type LiveSumField = (typeof LIVE_SUM_FIELDS)[number];

export type LiveSums = Record<LiveSumField, number>;

/** One closed minute of a stream. */
export interface LiveMinute extends LiveSums {
  /** The minute's index from the stream's start (0 is its first minute). */
  minute: number;
  /** The minute's start, ISO 8601, by the media's clock. */
  at: string;
  /** 在线人数 at the minute's end. */
  online: number;
}

/** What the rates read: the sums, and the viewer-minutes behind 平均停留. */
export interface LiveRateSums extends LiveSums {
  /** Σ of each closed minute's `online` (viewer-minutes): a viewer staying s minutes counts about s. */
  onlineMinutes: number;
}

/** The stream so far: the minutes' sums since its start, and what only a whole stream has. */
export interface LiveTotals extends LiveRateSums {
  /** 在线人数 now. */
  online: number;
  peakOnline: number;
  newFollowers: number;
}

export const ZERO_LIVE_SUMS: Readonly<LiveRateSums> = Object.freeze({
  ...(Object.fromEntries(LIVE_SUM_FIELDS.map((f) => [f, 0])) as LiveSums),
  onlineMinutes: 0,
});

/** The sums of some minutes (a window, or a stream's so far). Integers, so any order of adding gives the same. */
export function sumLiveMinutes(minutes: readonly LiveMinute[]): LiveRateSums {
  const sums: LiveRateSums = { ...ZERO_LIVE_SUMS };
  for (const m of minutes) {
    for (const f of LIVE_SUM_FIELDS) sums[f] += m[f];
    sums.onlineMinutes += m.online;
  }
  return sums;
}

/** Where a room's entries come from (巨量千川's 流量来源). */
export const LIVE_TRAFFIC_SOURCES = [
  { value: 'ad', label: '千川广告' },
  { value: 'feed', label: '推荐' },
  { value: 'follow', label: '关注' },
  { value: 'plaza', label: '直播广场' },
  { value: 'search', label: '搜索' },
  { value: 'profile', label: '个人主页' },
  { value: 'other', label: '其他' },
] as const;
export type LiveTrafficSourceCode = (typeof LIVE_TRAFFIC_SOURCES)[number]['value'];

export interface LiveTrafficSource {
  source: LiveTrafficSourceCode;
  entries: number;
  /** Share of the stream's entries, % with two decimals; the shares of a room add up to 100 (or all are 0). */
  sharePct: number;
}

/** A product on sale in the stream (the room's 商品). */
export interface LiveProduct {
  productId: string;
  name: string;
  priceFen: number;
  /** 讲解中: the one the anchor is presenting now. */
  explaining: boolean;
  sold: number;
  gmvFen: number;
  refunds: number;
  stock: number;
}

/** A stream's state by the media's clock. */
export type LiveStreamState = 'living' | 'ended';
