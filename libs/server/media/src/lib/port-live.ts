// The port's live calls (docs/design/live-home.md §3.1): the 抖音号 bound to an account, their consent, renewal
// and unbinding, the streams (直播场次) of those 抖音号 and each stream's figures by minute, products and traffic.
// Optional: only a media whose ads promote live rooms (巨量千川) has them; the desk answers the others 该媒体暂不支持.
// The account's token covers the 抖音号 bound to it, as on 巨量千川. Money is in 分 (whole), as the minute rows
// are summed over hours and a stream, where 元 with decimals would drift. The figures are the domain's (libs/domain
// live-types.ts), which the desk stores and the screen draws as the port answers them.
import { LIVE_TRAFFIC_SOURCES as TRAFFIC_SOURCES, type LiveMinute, type LiveProduct, type LiveStreamState, type LiveTrafficSourceCode } from '@toufang/domain';

export type { LiveProduct, LiveStreamState };

/** How a 抖音号 is tied to the account: 官方 (the brand's own), 自运营, 合作达人. */
export type AwemeAuthType = 'official' | 'self' | 'partner';

/** One 抖音号 bound to an account. */
export interface MediaAweme {
  awemeId: string;
  /** Its nickname on 抖音 (a sandbox's say 沙箱 where the desk shows them). */
  name: string;
  authType: AwemeAuthType;
  /** ISO time the binding's authorisation ends. */
  authorizedUntil: string;
  status: 'active' | 'expired';
}

/** What a 抖音号 consent granted: the 抖音号 and the accounts it is now bound to. */
export interface AwemeGrant {
  aweme: MediaAweme;
  advertiserIds: string[];
}

export interface AwemeRef {
  advertiserId: string;
  awemeId: string;
}

export interface LiveRoomsQuery {
  advertiserId: string;
  /** China dates, inclusive (YYYY-MM-DD), of the streams' start; at most LIVE_QUERY_MAX_DAYS. */
  from: string;
  to: string;
  /** Only these 抖音号 (bound to the account); absent: all of them. */
  awemeIds?: string[];
}

/** One stream (直播场次) of a 抖音号. */
export interface MediaLiveRoom {
  /** The media's id of the stream (19 digits on 巨量千川). */
  roomId: string;
  awemeId: string;
  title: string;
  /** ISO times; endedAt null while living. */
  startedAt: string;
  endedAt: string | null;
  state: LiveStreamState;
}

/** The figures of one minute of a stream (minute 0 starts at the stream's start; the running one up to asOf). */
export type MediaLiveMinute = LiveMinute;

/** The minutes summed since the stream's start, with the room's state now. */
export interface MediaLiveTotals extends Omit<MediaLiveMinute, 'minute' | 'at' | 'online'> {
  /** 在线人数 at asOf, and the highest at any minute's end so far. */
  online: number;
  peakOnline: number;
  newFollowers: number;
}

export interface LiveRoomFiguresQuery {
  advertiserId: string;
  roomId: string;
  /** The last closed minute the caller holds (-1: none); the answer's minutes come after it. */
  sinceMinute: number;
  /** Closed minutes to answer, 0 … LIVE_MINUTES_MAX (0: totals only). */
  limit: number;
}

/** A live plan's figures today in this stream, as far as asOf. */
export interface LivePlanFigures {
  planId: string;
  costFen: number;
  adOrders: number;
  adGmvFen: number;
}

export interface LiveRoomFigures {
  /** The media's clock (epoch ms) when it answered: a sandbox's may run fast, so the desk compares it only with itself. */
  mediaNow: number;
  /** The last whole second counted (epoch ms). */
  asOf: number;
  state: LiveStreamState;
  totals: MediaLiveTotals;
  /** Closed minutes after sinceMinute, oldest first, at most limit. */
  minutes: MediaLiveMinute[];
  /** The running minute so far; null once the stream has ended. */
  running: MediaLiveMinute | null;
  plans: LivePlanFigures[];
}

/** Where a room's entries come from: 千川广告, 推荐, 关注, 直播广场, 搜索, 个人主页, 其他. */
export type LiveTrafficSourceKind = LiveTrafficSourceCode;

export interface LiveTrafficRow {
  source: LiveTrafficSourceKind;
  entries: number;
  /** Of all entries, 0 … 1 (0 when there are none). */
  share: number;
}

/** The live calls of a media that has them (MediaPort.live; offersLive). */
export interface MediaLivePort {
  /** The 抖音号 bound to the account, expired ones too (unbound ones are gone). */
  listAwemes(accessToken: string, query: { advertiserId: string }): Promise<MediaAweme[]>;
  /** The 抖音号 consent page for some accounts of the token; it comes back to redirectUri with ?code=…&state=…. */
  consentUrl(input: { state: string; redirectUri: string; advertiserIds: string[] }): string;
  /** The grant of a one-time code from that page; the token must cover the accounts it binds. */
  exchangeCode(accessToken: string, code: string): Promise<AwemeGrant>;
  /** One year on from now; refused (auth_revoked) when the 抖音号 was unbound. */
  renew(accessToken: string, ref: AwemeRef): Promise<{ authorizedUntil: string }>;
  /** The binding ends; the account's live plans of that 抖音号 stop delivering. */
  unbind(accessToken: string, ref: AwemeRef): Promise<void>;
  /** Streams of the account's bound 抖音号 that started in the range, oldest first. */
  listRooms(accessToken: string, query: LiveRoomsQuery): Promise<MediaLiveRoom[]>;
  /** A stream's figures; a room not of the account's 抖音号 is not_found. */
  roomFigures(accessToken: string, query: LiveRoomFiguresQuery): Promise<LiveRoomFigures>;
  roomProducts(accessToken: string, query: { advertiserId: string; roomId: string }): Promise<LiveProduct[]>;
  /** Entries per source since the stream's start, every source answered (zeros included). */
  roomTraffic(accessToken: string, query: { advertiserId: string; roomId: string }): Promise<LiveTrafficRow[]>;
}

/** The most days one listRooms call covers. */
export const LIVE_QUERY_MAX_DAYS = 31;
/** The most closed minutes one roomFigures call answers. */
export const LIVE_MINUTES_MAX = 120;
/** How long a 抖音号's authorisation lasts from a grant or a renewal. */
export const AWEME_GRANT_DAYS = 365;
/** Every traffic source, in the order the desk shows them. */
export const LIVE_TRAFFIC_SOURCES: readonly LiveTrafficSourceKind[] = TRAFFIC_SOURCES.map((source) => source.value);
