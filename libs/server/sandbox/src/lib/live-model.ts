// The sandbox's live model (docs/design/live-home.md §3.2): each stream's figures by minute, the room's own
// traffic (live-streams.ts) plus its live plans' part, which is the hourly model's figures split into minutes that
// add up exactly to the hour (a minute is the difference of the hour's figures at its end and at its start).
import type { LiveMinute } from '@toufang/domain';
import { chinaDay, chinaDayStart, HOUR_MS, MINUTE_MS, type LivePlanFigures } from '@toufang/server-media';
import { costAt, countsAt, dayCurves, hourDraws, unitHash, type Deliverer, type HourCounts, type HourCurve, type HourDraws } from './model';
import { forgetOrganicMemo, LIVE_MODEL, productIndex, remember, type LiveStream, type OrganicStream } from './live-streams';

export * from './live-streams';

// ---------- the live plans' minutes ----------

/**
 * A delivering object's figures cumulated within their hour, at any instant: the hourly model's figures of that
 * hour as they stand at t. A minute's figures are cumulativeAt(its end) − cumulativeAt(its start), so the
 * minutes of an hour add up to the hour's figure exactly, whatever the clock.
 */
export class PlanClock {
  private readonly curves = new Map<number, HourCurve[]>();

  constructor(
    readonly deliverer: Deliverer,
    /** The clock the hourly model answers at: hours from it on do not deliver yet. */
    readonly now: number,
  ) {}

  private curve(hour: number): HourCurve {
    const day = chinaDay(hour * HOUR_MS);
    let curves = this.curves.get(day);
    if (!curves) {
      curves = dayCurves(this.deliverer, day, this.now);
      this.curves.set(day, curves);
    }
    return curves[hour - Math.floor(chinaDayStart(day) / HOUR_MS)];
  }

  // The hour read last (a minute's two readings and the next minute's are of one hour).
  private lastHour = Number.NaN;
  private lastCurve: HourCurve | null = null;
  private lastDraws: HourDraws | null = null;

  /** The hour's figures as they stand at t, t inside the hour or at its end (t ≤ now), written into `out`. */
  cumulativeAt(hour: number, t: number, out: PlanPart): PlanPart {
    if (hour !== this.lastHour) {
      this.lastHour = hour;
      this.lastCurve = this.curve(hour);
      this.lastDraws = null;
    }
    const curve = this.lastCurve;
    if (!curve || curve.rateFen === 0 || t <= hour * HOUR_MS) {
      out.costFen = 0;
      out.clicks = 0;
      out.pays = 0;
      out.payAmountFen = 0;
      return out;
    }
    this.lastDraws ??= hourDraws(this.deliverer, hour);
    out.costFen = costAt(curve, Math.min(t, this.now));
    countsAt(this.lastDraws, out.costFen, this.counts);
    out.clicks = this.counts.clicks;
    out.pays = this.counts.pays;
    out.payAmountFen = this.counts.payAmountFen;
    return out;
  }

  private readonly counts: HourCounts = { impressions: 0, clicks: 0, activations: 0, registrations: 0, pays: 0, payAmountFen: 0 };
}

/** A plan's 消耗, clicks (千川广告 entries), pays (orders) and 成交金额 over a span, or cumulated to an instant. */
export interface PlanPart {
  costFen: number;
  clicks: number;
  pays: number;
  payAmountFen: number;
}

const zeroPart = (): PlanPart => ({ costFen: 0, clicks: 0, pays: 0, payAmountFen: 0 });

/** Where a plan's minutes stand: the hour and instant of the last minute's end, and its figures there. */
interface PlanMark {
  hour: number;
  t: number;
  last: PlanPart;
}

/**
 * A live plan's minutes in order: each minute's part is the hour's figures at its end less those at its start,
 * the start being the previous minute's end (kept, so a minute costs one evaluation and no allocation).
 */
export class PlanMinutes {
  private hour = Number.NaN;
  private t = Number.NaN;
  private last = zeroPart();
  private next = zeroPart();
  private readonly start = zeroPart();
  private readonly out = zeroPart();

  constructor(
    readonly plan: PlanClock,
    /** Where an earlier reading stopped (a closed minute's figures never change). */
    from?: PlanMark,
  ) {
    if (from) {
      this.hour = from.hour;
      this.t = from.t;
      this.last = { ...from.last };
    }
  }

  get position(): PlanMark {
    return { hour: this.hour, t: this.t, last: { ...this.last } };
  }

  /** The part of the span from … to, inside one hour (to may be the hour's end); read it before the next call. */
  part(from: number, to: number): Readonly<PlanPart> {
    const hour = Math.floor(from / HOUR_MS);
    const start = hour === this.hour && from === this.t ? this.last : this.plan.cumulativeAt(hour, from, this.start);
    const end = this.plan.cumulativeAt(hour, to, this.next);
    this.out.costFen = end.costFen - start.costFen;
    this.out.clicks = end.clicks - start.clicks;
    this.out.pays = end.pays - start.pays;
    this.out.payAmountFen = end.payAmountFen - start.payAmountFen;
    // The end becomes the next minute's start: swap the two buffers.
    this.next = this.last;
    this.last = end;
    this.hour = hour;
    this.t = to;
    return this.out;
  }
}

// ---------- a room: organic and paid, minute by minute ----------

/** One minute of a room: the domain's LiveMinute, its start in epoch ms (money in 分). */
export interface RoomMinute extends Omit<LiveMinute, 'at'> {
  at: number;
}

/** A live plan's figures today in the stream. */
export type RoomPlanSums = LivePlanFigures;

/** A room's figures at an instant: its closed minutes, the running one, the per-plan sums of today. */
export interface RoomFigures {
  stream: LiveStream;
  asOf: number;
  living: boolean;
  /** Every closed minute from the stream's start. */
  minutes: readonly RoomMinute[];
  running: RoomMinute | null;
  plans: RoomPlanSums[];
  peakOnline: number;
  newFollowers: number;
  /** Orders and 成交金额 per product (by index of organic.products): sold, 分, refunds that happened. */
  productSales: { sold: number; gmvFen: number; refunds: number }[];
  /** Organic entries since the start (the sources' split is of these). */
  organicEntries: number;
}

/**
 * A room's closed minutes so far, and what the next minute starts from (online, refunds to come, the plans'
 * marks). Closed minutes never change (the hourly model reads an hour's settings at its start and the settings
 * log only grows), so a tick only adds the minutes closed since and reads the running one.
 */
class RoomRun {
  closed = 0;
  readonly minutes: RoomMinute[] = [];
  online = 0;
  peak = 0;
  organicEntries = 0;
  readonly refunds: Float64Array;
  readonly refundFen: Float64Array;
  readonly sales: { sold: number; gmvFen: number; refunds: number }[];
  /** Orders refunded per minute of the refund, by product, counted in sales once that minute closes. */
  private readonly productRefunds = new Map<number, number[]>();
  /** The plans' sums per China day of the minute's start: cost, orders, 成交金额 of plan i at 3i … 3i + 2. */
  readonly sumsByDay = new Map<number, Float64Array>();
  readonly marks = new Map<string, PlanMark>();

  constructor(readonly organic: OrganicStream) {
    this.refunds = new Float64Array(organic.stream.minutes);
    this.refundFen = new Float64Array(organic.stream.minutes);
    this.sales = organic.products.map(() => ({ sold: 0, gmvFen: 0, refunds: 0 }));
  }

  /** One minute's figures (a whole one, or the running one's fraction so far); `close` adds it to the run. */
  minute(paced: readonly PlanMinutes[], minute: number, from: number, to: number, fraction: number, close: boolean): RoomMinute {
    const { organic } = this;
    let costFen = 0;
    let adOrders = 0;
    let adGmvFen = 0;
    let adEntries = 0;
    const dayKey = chinaDay(from);
    let daySums = this.sumsByDay.get(dayKey);
    if (close && !daySums) {
      daySums = new Float64Array(3 * paced.length);
      this.sumsByDay.set(dayKey, daySums);
    }
    for (let i = 0; i < paced.length; i++) {
      const part = paced[i].part(from, to);
      costFen += part.costFen;
      adOrders += part.pays;
      adGmvFen += part.payAmountFen;
      adEntries += part.clicks;
      if (close && daySums) {
        daySums[3 * i] += part.costFen;
        daySums[3 * i + 1] += part.pays;
        daySums[3 * i + 2] += part.payAmountFen;
      }
    }
    const whole = fraction === 1;
    const own = whole ? organic.entries[minute] : Math.floor(organic.entries[minute] * fraction);
    const ownOrders = whole ? organic.orders[minute] : Math.floor(organic.orders[minute] * fraction);
    let ownGmv = whole ? organic.gmvFen[minute] : 0;
    if (!whole) for (let i = 0; i < ownOrders; i++) ownGmv += organic.products[productIndex(organic, minute, i)].priceFen;
    const entries = own + adEntries;
    const decay = 1 - 1 / organic.traits.stay;
    const online = this.online * (1 - (1 - decay) * fraction) + entries;
    const row: RoomMinute = {
      minute,
      at: from,
      online: Math.round(online),
      entries,
      watch: Math.floor(entries * organic.watchFactor[minute] + organic.watchDraw[minute]),
      orders: ownOrders + adOrders,
      gmvFen: ownGmv + adGmvFen,
      refunds: this.refunds[minute],
      refundFen: this.refundFen[minute],
      costFen,
      adOrders,
      adGmvFen,
      adEntries,
    };
    if (close) this.close(row, online);
    return row;
  }

  private close(row: RoomMinute, online: number): void {
    const { organic } = this;
    const { stream } = organic;
    const minute = row.minute;
    this.online = online;
    this.peak = Math.max(this.peak, row.online);
    this.organicEntries += organic.entries[minute];
    this.minutes.push(row);
    this.closed = minute + 1;
    for (const k of this.productRefunds.get(minute) ?? []) this.sales[k].refunds += 1;
    this.productRefunds.delete(minute);
    // The minute's orders: organic ones buy their drawn product, ad ones the presented product (the ads bring
    // viewers to it); a share of each comes back 5–60 minutes later.
    const own = organic.orders[minute];
    const presented = organic.explaining[minute];
    const bought = Array.from({ length: own }, (_, i) => productIndex(organic, minute, i));
    for (const k of bought) {
      this.sales[k].sold += 1;
      this.sales[k].gmvFen += organic.products[k].priceFen;
    }
    if (this.sales.length > 0) {
      this.sales[presented].sold += row.adOrders;
      this.sales[presented].gmvFen += row.adGmvFen;
    }
    const adValue = row.adOrders === 0 ? 0 : Math.floor(row.adGmvFen / row.adOrders);
    for (let i = 0; i < own + row.adOrders; i++) {
      if (unitHash('live-refund', stream.roomId, minute, i) >= organic.traits.refundShare) continue;
      const later = minute + LIVE_MODEL.refundMinutes.min + Math.floor(unitHash('live-refund-at', stream.roomId, minute, i) * (LIVE_MODEL.refundMinutes.span + 1));
      if (later >= stream.minutes) continue;
      this.refunds[later] += 1;
      this.refundFen[later] += i < own ? organic.products[bought[i]].priceFen : adValue;
      if (this.sales.length > 0) {
        const list = this.productRefunds.get(later) ?? [];
        list.push(i < own ? bought[i] : presented);
        this.productRefunds.set(later, list);
      }
    }
  }
}

const runMemo = new Map<string, RoomRun>();
const RUN_MEMO_SIZE = 128;

/** What a plan's closed minutes depend on beyond its settings log (which only grows): its id, quality, chain. */
function fingerprint(plans: readonly PlanClock[]): string {
  return plans.map(({ deliverer: d }) => `${d.id}:${d.quality}:${d.fast === true}:${d.noConversions === true}:${d.chain.map((l) => `${l.share}/${l.approvedAt}`).join(',')}`).join(';');
}

/**
 * A room's figures at `now`: the stream's organic traffic, plus its live plans' minutes (the hourly model split
 * exactly), online carried forward minute by minute. The plans are PlanClocks at the same `now`. The closed
 * minutes are remembered per stream and plans, so a tick computes only what closed since.
 */
export function roomFigures(organic: OrganicStream, plans: readonly PlanClock[], now: number): RoomFigures {
  const { stream } = organic;
  const asOf = Math.floor(Math.min(now, stream.end) / 1000) * 1000;
  const closed = Math.max(0, Math.min(stream.minutes, Math.floor((asOf - stream.start) / MINUTE_MS)));
  const living = stream.start <= asOf && asOf < stream.end;
  const key = `${stream.roomId}|${organic.products.length}|${fingerprint(plans)}`;
  let run = runMemo.get(key);
  if (!run || run.organic !== organic || run.closed > closed) {
    run = remember(runMemo, key, new RoomRun(organic), RUN_MEMO_SIZE);
  }
  const paced = plans.map((p) => new PlanMinutes(p, run.marks.get(p.deliverer.id)));
  for (let minute = run.closed; minute < closed; minute++) {
    const from = stream.start + minute * MINUTE_MS;
    run.minute(paced, minute, from, from + MINUTE_MS, 1, true);
  }
  for (const p of paced) run.marks.set(p.plan.deliverer.id, p.position);
  let running: RoomMinute | null = null;
  let organicEntries = run.organicEntries;
  if (living && closed < stream.minutes) {
    const from = stream.start + closed * MINUTE_MS;
    const fraction = (asOf - from) / MINUTE_MS;
    running = run.minute(paced, closed, from, asOf, fraction, false);
    organicEntries += Math.floor(organic.entries[closed] * fraction);
  }
  // Today's sums per plan: the closed minutes that started today, and the running minute.
  const today = run.sumsByDay.get(chinaDay(now));
  const plansToday = plans.map((p, i) => ({ planId: p.deliverer.id, costFen: today?.[3 * i] ?? 0, adOrders: today?.[3 * i + 1] ?? 0, adGmvFen: today?.[3 * i + 2] ?? 0 }));
  if (running) {
    paced.forEach((p, i) => {
      const part = p.part(running.at, asOf);
      if (chinaDay(running.at) === chinaDay(now)) {
        plansToday[i].costFen += part.costFen;
        plansToday[i].adOrders += part.pays;
        plansToday[i].adGmvFen += part.payAmountFen;
      }
    });
  }
  return {
    stream,
    asOf,
    living,
    minutes: run.minutes.slice(0, closed),
    running,
    plans: plansToday,
    peakOnline: Math.max(run.peak, running?.online ?? 0),
    newFollowers: Math.floor(organicEntries * organic.traits.followRate),
    productSales: run.sales.map((s) => ({ ...s })),
    organicEntries,
  };
}

/** The minutes' sums (running one included), with online now, the peak and new followers. */
export function roomTotals(figures: RoomFigures): Omit<RoomMinute, 'minute' | 'at'> & { peakOnline: number; newFollowers: number } {
  const t = { online: 0, entries: 0, watch: 0, orders: 0, gmvFen: 0, refunds: 0, refundFen: 0, costFen: 0, adOrders: 0, adGmvFen: 0, adEntries: 0 };
  const all = figures.running ? [...figures.minutes, figures.running] : figures.minutes;
  for (const m of all) {
    t.entries += m.entries;
    t.watch += m.watch;
    t.orders += m.orders;
    t.gmvFen += m.gmvFen;
    t.refunds += m.refunds;
    t.refundFen += m.refundFen;
    t.costFen += m.costFen;
    t.adOrders += m.adOrders;
    t.adGmvFen += m.adGmvFen;
    t.adEntries += m.adEntries;
  }
  t.online = figures.living ? (all.at(-1)?.online ?? 0) : 0;
  return { ...t, peakOnline: figures.peakOnline, newFollowers: figures.newFollowers };
}

/** Forgets every remembered stream and room (a test compares a room read tick by tick with one read cold). */
export function forgetLiveMemos(): void {
  forgetOrganicMemo();
  runMemo.clear();
}

/** Whole days a 抖音号's streams are looked up over (a room id older than this is not found). */
export const LIVE_LOOKBACK_DAYS = 32;
