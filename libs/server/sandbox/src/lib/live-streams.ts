// The sandbox's live streams (docs/design/live-home.md §3.2): when each 抖音号 is on air, and each stream's own
// (organic) traffic, orders and products by minute; live-model.ts adds the live plans' part. Deterministic
// functions of (ids, time), like model.ts: nothing is stored, a stream's minutes are remembered once computed.
import { chinaDate, chinaDay, chinaDayStart, HOUR_MS, MINUTE_MS } from '@toufang/server-media';
import { DIURNAL, unitHash } from './model';

/** The model's figures (invented for the sandbox; none is a media's published number). */
export const LIVE_MODEL = {
  /** The 24-hour room's streams start at 06:00 China time and last a day. */
  allDayStartMinute: 6 * 60,
  /** Other 抖音号: no stream on this share of days, else one or two. */
  offDayShare: 0.15,
  twoStreamShare: 0.4,
  /** Starts (minutes of the China day): a morning or afternoon one, an evening one; plus 0, 15 or 30 minutes. */
  dayStarts: [9 * 60, 13 * 60],
  eveningStarts: [19 * 60, 20 * 60],
  startOffsets: [0, 15, 30],
  /** Length of those streams: 2 … 5 hours, in whole quarter hours. */
  streamQuarters: { min: 8, span: 12 },
  /** Organic entries per minute at full diurnal traffic: 30 … 300 per 抖音号. */
  popularity: { min: 30, span: 270 },
  /** Entries grow to full over the first quarter hour. */
  rampMinutes: 15,
  /** Minute-to-minute swing of entries: 0.8 … 1.2. */
  noise: { min: 0.8, span: 0.4 },
  /** Minutes a viewer stays on average: 2 … 5 per 抖音号. */
  stayMinutes: { min: 2, span: 3 },
  /** 观看次数 per entry: 1.15 … 1.35. */
  watchPerEntry: { min: 1.15, span: 0.2 },
  /** Organic orders per organic entry: 0.5 … 2 % per 抖音号. */
  orderRate: { min: 0.005, span: 0.015 },
  /** New followers per organic entry: 1 … 3 % per 抖音号. */
  followRate: { min: 0.01, span: 0.02 },
  /** Orders refunded: 3 … 8 % per 抖音号, 5 … 60 minutes after the order. */
  refundShare: { min: 0.03, span: 0.05 },
  refundMinutes: { min: 5, span: 55 },
  /** Products on a room's list: 4 … 8; the one presented (讲解中) changes every 10 … 20 minutes and sells × 3. */
  products: { min: 4, span: 5 },
  explainMinutes: { min: 10, span: 11 },
  explainWeight: 3,
  /** Stock at the start: 500 … 5,000 per product. */
  stock: { min: 500, span: 4500 },
} as const;

/** A 抖音号 as the live model sees it: the account's first one is a 24-hour room. */
export interface LiveAweme {
  readonly id: string;
  readonly name: string;
  readonly allDay: boolean;
}

/** One stream (直播场次). */
export interface LiveStream {
  readonly roomId: string;
  readonly awemeId: string;
  readonly title: string;
  /** Epoch ms, on whole minutes. */
  readonly start: number;
  readonly end: number;
  /** Its length in minutes. */
  readonly minutes: number;
}

/** The 19-digit room id of a stream, from its 抖音号 and start. */
export function roomIdOf(awemeId: string, start: number): string {
  const high = Math.floor(unitHash('room-high', awemeId, start) * 1e9);
  const low = Math.floor(unitHash('room-low', awemeId, start) * 1e9);
  return `7${String(high).padStart(9, '0')}${String(low).padStart(9, '0')}`;
}

function stream(aweme: LiveAweme, start: number, minutes: number): LiveStream {
  // 沙箱: the sandbox's streams say so in their title, wherever the desk shows it.
  const date = chinaDate(chinaDay(start)).slice(5).replace('-', '月');
  return { roomId: roomIdOf(aweme.id, start), awemeId: aweme.id, title: `沙箱直播·${aweme.name}·${date}日`, start, end: start + minutes * MINUTE_MS, minutes };
}

/** The streams of a 抖音号 that start on a China day, oldest first. */
export function streamsOf(aweme: LiveAweme, day: number): LiveStream[] {
  const dayStart = chinaDayStart(day);
  if (aweme.allDay) return [stream(aweme, dayStart + LIVE_MODEL.allDayStartMinute * MINUTE_MS, 24 * 60)];
  if (unitHash('live-off', aweme.id, day) < LIVE_MODEL.offDayShare) return [];
  const pick = <T>(items: readonly T[], ...key: (string | number)[]) => items[Math.floor(unitHash(...key) * items.length)];
  const length = (k: number) => 15 * (LIVE_MODEL.streamQuarters.min + Math.floor(unitHash('live-length', aweme.id, day, k) * (LIVE_MODEL.streamQuarters.span + 1)));
  const at = (minute: number, k: number) => dayStart + (minute + pick(LIVE_MODEL.startOffsets, 'live-offset', aweme.id, day, k)) * MINUTE_MS;
  const two = unitHash('live-two', aweme.id, day) < LIVE_MODEL.twoStreamShare;
  // A morning or afternoon stream ends by 18:30 at the latest, so an evening one never overlaps it.
  if (two) return [stream(aweme, at(pick(LIVE_MODEL.dayStarts, 'live-day', aweme.id, day), 0), length(0)), stream(aweme, at(pick(LIVE_MODEL.eveningStarts, 'live-evening', aweme.id, day), 1), length(1))];
  const all = [...LIVE_MODEL.dayStarts, ...LIVE_MODEL.eveningStarts];
  return [stream(aweme, at(pick(all, 'live-one', aweme.id, day), 0), length(0))];
}

/** The streams of a 抖音号 that started between two instants (from inclusive, to exclusive), oldest first. */
export function streamsBetween(aweme: LiveAweme, from: number, to: number): LiveStream[] {
  const out: LiveStream[] = [];
  for (let day = chinaDay(from); chinaDayStart(day) < to; day++) for (const s of streamsOf(aweme, day)) if (s.start >= from && s.start < to) out.push(s);
  return out;
}

/** The stream on air at t, or null (a stream of the day before may still run past midnight). */
export function streamAt(aweme: LiveAweme, t: number): LiveStream | null {
  const day = chinaDay(t);
  for (const d of [day, day - 1]) for (const s of streamsOf(aweme, d)) if (s.start <= t && t < s.end) return s;
  return null;
}

/**
 * The milliseconds a 抖音号 is on air between two instants (a live plan delivers only then, decision D3); its
 * streams are remembered per day for the function's life (one model context).
 */
export function onAirOf(aweme: LiveAweme): (from: number, to: number) => number {
  const days = new Map<number, LiveStream[]>();
  const streams = (day: number) => {
    let found = days.get(day);
    if (!found) {
      found = streamsOf(aweme, day);
      days.set(day, found);
    }
    return found;
  };
  return (from, to) => {
    let ms = 0;
    // A stream of the day before may run past midnight.
    for (let day = chinaDay(from) - 1; day <= chinaDay(to - 1); day++) for (const s of streams(day)) ms += Math.max(0, Math.min(to, s.end) - Math.max(from, s.start));
    return ms;
  };
}

// ---------- the room's own traffic (memoised per stream: its hashes are the cost) ----------

/** A 抖音号's constants, from its id. */
export interface AwemeTraits {
  popularity: number;
  stay: number;
  orderRate: number;
  followRate: number;
  refundShare: number;
  /** Organic entries' shares of 推荐, 关注, 直播广场, 搜索, 个人主页, 其他 (they add up to 1). */
  sources: readonly number[];
}

export function awemeTraits(awemeId: string): AwemeTraits {
  const m = LIVE_MODEL;
  const raw = ['feed', 'follow', 'plaza', 'search', 'profile', 'other'].map((s, i) => (i === 0 ? 3 : 1) * (0.2 + unitHash('live-source', awemeId, s)));
  const sum = raw.reduce((a, b) => a + b, 0);
  return {
    popularity: m.popularity.min + m.popularity.span * unitHash('live-popularity', awemeId),
    stay: m.stayMinutes.min + m.stayMinutes.span * unitHash('live-stay', awemeId),
    orderRate: m.orderRate.min + m.orderRate.span * unitHash('live-order-rate', awemeId),
    followRate: m.followRate.min + m.followRate.span * unitHash('live-follow', awemeId),
    refundShare: m.refundShare.min + m.refundShare.span * unitHash('live-refund-share', awemeId),
    sources: raw.map((r) => r / sum),
  };
}

/** One product on a room's list. */
export interface RoomProduct {
  readonly productId: string;
  readonly name: string;
  readonly priceFen: number;
  readonly stock: number;
}

/** A stream's organic figures per whole minute, and what the minute's parts draw. */
export interface OrganicStream {
  readonly stream: LiveStream;
  readonly traits: AwemeTraits;
  readonly products: readonly RoomProduct[];
  /** The product presented (讲解中) in each minute, by index. */
  readonly explaining: Int32Array;
  readonly entries: Float64Array;
  readonly orders: Int32Array;
  readonly gmvFen: Float64Array;
  /** 观看次数 per entry and its rounding draw, per minute. */
  readonly watchFactor: Float64Array;
  readonly watchDraw: Float64Array;
}

/** The product an order of a minute buys: the presented one weighs LIVE_MODEL.explainWeight, the others 1. */
export function productIndex(organic: { products: readonly RoomProduct[]; explaining: Int32Array }, minute: number, key: number): number {
  const n = organic.products.length;
  const presented = organic.explaining[minute];
  let x = unitHash('live-product', organic.products[0]?.productId ?? '', minute, key) * (n - 1 + LIVE_MODEL.explainWeight);
  if (x < LIVE_MODEL.explainWeight) return presented;
  x -= LIVE_MODEL.explainWeight;
  const other = Math.floor(x);
  return other >= presented ? other + 1 : other;
}

/** The room's products, from the media's catalogue by the 抖音号 (a 抖音号 sells the same list on every stream). */
export function roomProducts(awemeId: string, catalogue: readonly string[], priceYuan: { min: number; span: number }, productId: (name: string) => string): RoomProduct[] {
  if (catalogue.length === 0) return [];
  const m = LIVE_MODEL;
  const count = Math.min(catalogue.length, m.products.min + Math.floor(unitHash('live-products', awemeId) * m.products.span));
  const first = Math.floor(unitHash('live-catalogue', awemeId) * catalogue.length);
  return Array.from({ length: count }, (_, i) => {
    const name = catalogue[(first + i * 3) % catalogue.length];
    return {
      productId: productId(name),
      name,
      priceFen: Math.round((priceYuan.min + priceYuan.span * unitHash('live-price', awemeId, name)) * 100),
      stock: m.stock.min + Math.floor(unitHash('live-stock', awemeId, name) * (m.stock.span + 1)),
    };
  });
}

const organicMemo = new Map<string, OrganicStream>();
const ORGANIC_MEMO_SIZE = 256;

/** Remembers a value under a key, dropping the oldest past a size (Map keeps insertion order). */
export function remember<T>(memo: Map<string, T>, key: string, value: T, size: number): T {
  if (memo.size >= size) memo.delete(memo.keys().next().value as string);
  memo.set(key, value);
  return value;
}

/** The organic figures of a stream, each minute whole; computed once per stream. */
export function organicOf(stream: LiveStream, products: readonly RoomProduct[]): OrganicStream {
  const key = `${stream.roomId}|${products.length}`;
  const known = organicMemo.get(key);
  if (known) return known;
  const m = LIVE_MODEL;
  const traits = awemeTraits(stream.awemeId);
  const n = stream.minutes;
  const explaining = new Int32Array(n);
  for (let minute = 0, k = 0; minute < n; k++) {
    const span = m.explainMinutes.min + Math.floor(unitHash('live-explain', stream.roomId, k) * m.explainMinutes.span);
    const product = products.length === 0 ? 0 : Math.floor(unitHash('live-explained', stream.roomId, k) * products.length);
    for (let i = 0; i < span && minute < n; i++) explaining[minute++] = product;
  }
  const entries = new Float64Array(n);
  const orders = new Int32Array(n);
  const gmvFen = new Float64Array(n);
  const watchFactor = new Float64Array(n);
  const watchDraw = new Float64Array(n);
  const organic = { stream, traits, products, explaining, entries, orders, gmvFen, watchFactor, watchDraw };
  for (let minute = 0; minute < n; minute++) {
    const t = stream.start + minute * MINUTE_MS;
    const hourOfDay = Math.floor((t - chinaDayStart(chinaDay(t))) / HOUR_MS);
    const ramp = Math.min(1, (minute + 1) / m.rampMinutes);
    const noise = m.noise.min + m.noise.span * unitHash('live-noise', stream.roomId, minute);
    entries[minute] = Math.floor(traits.popularity * DIURNAL[hourOfDay] * ramp * noise + unitHash('live-entries', stream.roomId, minute));
    watchFactor[minute] = m.watchPerEntry.min + m.watchPerEntry.span * unitHash('live-watch', stream.roomId, minute);
    watchDraw[minute] = unitHash('live-watch-round', stream.roomId, minute);
    const count = products.length === 0 ? 0 : Math.floor(entries[minute] * traits.orderRate + unitHash('live-orders', stream.roomId, minute));
    orders[minute] = count;
    let gmv = 0;
    for (let i = 0; i < count; i++) gmv += products[productIndex(organic, minute, i)].priceFen;
    gmvFen[minute] = gmv;
  }
  return remember(organicMemo, key, organic, ORGANIC_MEMO_SIZE);
}

/** Forgets every remembered stream. */
export function forgetOrganicMemo(): void {
  organicMemo.clear();
}
