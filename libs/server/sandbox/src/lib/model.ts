// The sandbox's deterministic delivery model: review, learning and hourly metrics of every delivering
// object, computed from its settings history and the clock, never stored row by row. Same inputs, same
// numbers: months of history cost nothing and a test can predict every figure.
import { chinaDayStart, chinaWeekday, chinaDay, HOUR_MS, hourIndex, scheduleSlot } from '@toufang/server-media';
import type { LearningStatus, Metrics, ReviewStatus } from '@toufang/server-media';
import type { Snapshot } from '@toufang/server-db';

/** The model's figures, in one place (invented for the sandbox; none is a media's published number). */
export const MODEL = {
  /** Daily spend, in 分, a bid of 1 元 can win at quality 1 (potential = bid × quality × this). */
  demandFenPerBidYuan: 40_000,
  /** Day-to-day swing of demand: 0.7 … 1.3. */
  dayNoise: { min: 0.7, span: 0.6 },
  /** Hour-to-hour swing of the diurnal curve: 0.85 … 1.15. */
  hourNoise: { min: 0.85, span: 0.3 },
  /** Quality of a creative: 0.3 … 1.0, from its id. */
  quality: { min: 0.3, span: 0.7 },
  /** 元 per thousand impressions: 15 … 55. */
  cpmYuan: { min: 15, span: 40 },
  /** Click rate 0.5% + 3% × quality. */
  ctr: { base: 0.005, perQuality: 0.03 },
  /** Activation per click 2% + 10% × quality; registrations and pays follow. */
  cvr: { base: 0.02, perQuality: 0.1 },
  registrationRate: 0.4,
  payRate: 0.15,
  /** Review: 10 … 60 minutes after creation. */
  reviewMinutes: { min: 10, span: 50 },
  /** Learning ends after this many conversions inside the window, else fails. */
  learningConversions: 20,
  learningWindowHours: 7 * 24,
} as const;

/** Relative traffic of each hour of a China day (quiet nights, a lunch bump, a strong evening). */
export const DIURNAL = [
  0.35, 0.22, 0.15, 0.12, 0.12, 0.18, 0.35, 0.6, 0.8, 0.9, 0.95, 1.0, 1.05, 0.95, 0.9, 0.9, 0.92, 0.95, 1.05, 1.2, 1.3,
  1.3, 1.1, 0.7,
] as const;

/** Words that the sandbox's review refuses (absolute claims, as advertising law forbids). */
export const FORBIDDEN_WORDS = ['最', '第一', '国家级', '顶级', '100%'] as const;

// ---------- deterministic hashing ----------

/** FNV-1a over a string, then an avalanche, as a number in [0, 1). */
export function unitHash(...parts: (string | number)[]): number {
  // FNV-1a over the parts joined by '|', part by part: the same value as hashing parts.join('|'), without
  // building the joined string (the model hashes a few million times in a fresh desk's first sync).
  let h = 0x811c9dc5;
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) h = Math.imul(h ^ 0x7c, 0x01000193);
    const text = String(parts[p]);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function qualityOf(id: string): number {
  return MODEL.quality.min + MODEL.quality.span * unitHash('quality', id);
}

// ---------- review ----------

export interface ReviewOutcome {
  status: ReviewStatus;
  /** When the review ends (epoch ms). */
  decidedAt: number;
  reason: string | null;
}

/** Review of an object created at createdAt with a name: decided a while later, refused on forbidden words. */
export function reviewOf(id: string, name: string, createdAt: number, now: number): ReviewOutcome {
  const minutes = MODEL.reviewMinutes.min + Math.floor(MODEL.reviewMinutes.span * unitHash('review', id));
  const decidedAt = createdAt + minutes * 60_000;
  if (now < decidedAt) return { status: 'reviewing', decidedAt, reason: null };
  const word = FORBIDDEN_WORDS.find((w) => name.includes(w));
  if (word) return { status: 'rejected', decidedAt, reason: `广告内容含有绝对化用语“${word}”，违反《广告法》相关规定` };
  return { status: 'approved', decidedAt, reason: null };
}

// ---------- settings over time ----------

/** An object's settings from `at` on (分 for money). */
export type { Snapshot };

/** The snapshot in force at time t, or undefined before the object existed. */
export function snapshotAt(log: readonly Snapshot[], t: number): Snapshot | undefined {
  let found: Snapshot | undefined;
  for (const snapshot of log) {
    if (snapshot.at <= t) found = snapshot;
    else break;
  }
  return found;
}

/** One link of a delivering object's chain: itself first, then each ancestor up to the top level. */
export interface ChainLink {
  log: readonly Snapshot[];
  /** When its review approved it; null while reviewing or when refused. */
  approvedAt: number | null;
  /** Its budget is shared evenly among this many delivering objects under it (1 for itself). */
  share: number;
}

export interface Deliverer {
  id: string;
  chain: readonly ChainLink[];
  quality: number;
  /** 元 per order counted as 成交金额; absent or null: the media counts none. */
  orderValueYuan?: { readonly min: number; readonly span: number } | null;
  /**
   * 加速投放 (the object's `flow_control_mode` is FLOW_CONTROL_MODE_FAST): the media delivers as demand comes and stops
   * once the budget is spent, so a budget under the demand runs out before the evening; absent: 均匀投放, the budget
   * spread over the day's hours.
   */
  fast?: boolean;
  /** Its clicks convert nobody (see NO_CONVERSIONS): it spends and is clicked, and reports no activation. */
  noConversions?: boolean;
  /**
   * A live plan delivers only while its 抖音号 is on air (decision D3): the milliseconds on air between two
   * instants. Absent: always (every other object, and the live plans of a 24-hour room).
   */
  onAir?: (from: number, to: number) => number;
  /**
   * A live plan follows its settings from the minute they change (decision D3: a pause from 直播中控台 stops spend
   * at once): an hour with changes inside is split at them. Absent: settings act from the next hour.
   */
  perMinute?: boolean;
}

/** The setting that makes an object deliver fast (巨量引擎's 投放速度: 加速投放), as created with. */
export const FAST_PACING = { key: 'flow_control_mode', value: 'FLOW_CONTROL_MODE_FAST' } as const;

/**
 * The sandbox's own mark (no media field) of an object whose clicks convert nobody, as a plan whose landing page
 * or conversion tracking is broken does: its cost, impressions and clicks as the model makes them, and no
 * activation, registration or pay. The seed marks one plan so that a rule on 激活数 has a real object to act on.
 */
export const NO_CONVERSIONS = { key: 'sandbox_conversions', value: 'NONE' } as const;

interface Effective {
  budgetFen: number | null;
  bidFen: number;
  schedule: string | null;
}

function effectiveAt(deliverer: Deliverer, t: number): Effective | null {
  let budgetFen: number | null = null;
  let bidFen: number | null = null;
  let schedule: string | null = null;
  for (const link of deliverer.chain) {
    if (link.approvedAt === null || link.approvedAt > t) return null;
    const s = snapshotAt(link.log, t);
    if (!s || s.status !== 'enabled') return null;
    if (s.budgetFen !== null) {
      const part = Math.floor(s.budgetFen / link.share);
      budgetFen = budgetFen === null ? part : Math.min(budgetFen, part);
    }
    bidFen ??= s.bidFen;
    schedule ??= s.schedule;
  }
  if (bidFen === null) return null;
  return { budgetFen, bidFen, schedule };
}

// ---------- metrics ----------

export interface HourFigures extends Metrics {
  /** Hours since the epoch. */
  hour: number;
  /** 分. */
  costFen: number;
  /** 分 (kept whole so that sums of hours add up exactly). */
  payAmountFen: number;
}

const zero = (hour: number): HourFigures => ({
  hour,
  costFen: 0,
  payAmountFen: 0,
  payAmount: 0,
  cost: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  activations: 0,
  registrations: 0,
  pays: 0,
});

function hourWeight(id: string, hour: number): number {
  const slot = scheduleSlot(hour) % 24;
  return DIURNAL[slot] * (MODEL.hourNoise.min + MODEL.hourNoise.span * unitHash('hour', id, hour));
}

/**
 * One hour of a delivering object as a function of time (the live model's minutes read it at any instant):
 * what it spends at full pace and the day's budget left when it begins. Its cost at t is costAt(curve, t).
 */
export interface HourCurve {
  hour: number;
  /** 分 the whole hour spends, before the budget's cap (0: it does not deliver this hour). */
  rateFen: number;
  /** 分 of the day's budget (as it stands this hour) left when the hour begins; null: no budget. */
  roomFen: number | null;
  /** A live plan's: the milliseconds on air in the hour, and between two instants; its time counts only those. */
  onAirMs?: number;
  onAir?: (from: number, to: number) => number;
  /** A live plan's hour split at its settings' changes: each part's full-hour pace and budget left (rateFen: their sum). */
  segments?: readonly HourSegment[];
}

/** A part of an hour under one set of settings (a live plan's hour with changes inside it). */
export interface HourSegment {
  from: number;
  to: number;
  rateFen: number;
  roomFen: number | null;
}

/** The share of an hour between two instants: of its time, or of its time on air for a live plan. */
function hourShare(curve: HourCurve, from: number, to: number): number {
  return curve.onAir && curve.onAirMs ? curve.onAir(from, to) / curve.onAirMs : (to - from) / HOUR_MS;
}

/**
 * A split hour's cost at t: each part spends at its pace for its share of the hour, the running sum rounded down
 * once; a part's budget caps what has been spent by then, and a lower budget never takes back what was spent.
 */
function splitCostAt(segments: readonly HourSegment[], curve: HourCurve, t: number): number {
  let uncapped = 0;
  let cost = 0;
  for (const segment of segments) {
    if (t <= segment.from) break;
    uncapped += segment.rateFen * hourShare(curve, segment.from, Math.min(t, segment.to));
    const spent = Math.floor(uncapped);
    cost = Math.max(cost, segment.roomFen === null ? spent : Math.min(spent, segment.roomFen));
  }
  return cost;
}

/** 分 an hour has spent by t (its pro-rata part of the hour, within the budget left); 0 before it begins. */
export function costAt(curve: HourCurve, t: number): number {
  const start = curve.hour * HOUR_MS;
  if (t <= start || curve.rateFen === 0) return 0;
  if (curve.segments) return splitCostAt(curve.segments, curve, t);
  // A live plan's hour passes only on air: its elapsed share is of the hour's on-air time.
  const elapsed = curve.onAir && curve.onAirMs ? curve.onAir(start, Math.min(t, start + HOUR_MS)) / curve.onAirMs : Math.min(1, (t - start) / HOUR_MS);
  const costFen = Math.floor(curve.rateFen * elapsed);
  // The media stops delivery once the day's budget (as it stands this hour) is spent.
  return curve.roomFen === null ? costFen : Math.max(0, Math.min(costFen, curve.roomFen));
}

/**
 * The 24 hour curves of one China day of one delivering object, with the settings in force at each hour's
 * start; hours from `until` on do not deliver (their settings are not known yet). Every earlier hour is whole
 * by the time a later one begins, so the budget left of an hour is fixed from its start on.
 */
export function dayCurves(deliverer: Deliverer, day: number, until: number = Number.POSITIVE_INFINITY): HourCurve[] {
  const firstHour = hourIndex(chinaDayStart(day));
  const out: HourCurve[] = [];
  let spentFen = 0;
  const weekday = chinaWeekday(day);
  // Each hour's weight once, and the day's total per schedule (one unless the schedule changed that day):
  // recomputing the total for every hour cost 24 × 24 hashes a day, the sandbox's main cost in a sync.
  const hourWeights = Array.from({ length: 24 }, (_, k) => hourWeight(deliverer.id, firstHour + k));
  // A live plan's hours weigh by their share on air (decision D3), so its day's target goes to the hours its
  // 抖音号 is live; a day without a stream delivers nothing.
  const onAir = deliverer.onAir;
  const onAirMs = onAir ? hourWeights.map((_, k) => onAir((firstHour + k) * HOUR_MS, (firstHour + k + 1) * HOUR_MS)) : null;
  if (onAirMs) for (let k = 0; k < 24; k++) hourWeights[k] *= onAirMs[k] / HOUR_MS;
  const totals = new Map<string | null, number>();
  const noise = MODEL.dayNoise.min + MODEL.dayNoise.span * unitHash('day', deliverer.id, day);
  for (let h = 0; h < 24; h++) {
    const hour = firstHour + h;
    const start = hour * HOUR_MS;
    if (start >= until) {
      out.push({ hour, rateFen: 0, roomFen: null });
      continue;
    }
    const changes = deliverer.perMinute ? changesWithin(deliverer, start, Math.min(start + HOUR_MS, until)) : NO_CHANGES;
    if (changes.length > 0) {
      // A live plan whose settings changed inside the hour: each part under its own settings (decision D3).
      const segments: HourSegment[] = [];
      const points = [start, ...changes, start + HOUR_MS];
      for (let j = 0; j + 1 < points.length; j++) {
        const e = effectiveAt(deliverer, points[j]);
        const delivers = e !== null && scheduled(e.schedule, weekday * 24 + h) && hourWeights[h] !== 0;
        segments.push({
          from: points[j],
          to: points[j + 1],
          rateFen: delivers ? hourRateFen(deliverer, e, weekday, h, hourWeights, totals, noise) : 0,
          roomFen: e === null || e.budgetFen === null ? null : e.budgetFen - spentFen,
        });
      }
      const curve: HourCurve = { hour, rateFen: segments.reduce((sum, x) => sum + x.rateFen, 0), roomFen: null, segments };
      if (onAir && onAirMs) {
        curve.onAir = onAir;
        curve.onAirMs = onAirMs[h];
      }
      out.push(curve);
      spentFen += costAt(curve, start + HOUR_MS);
      continue;
    }
    const e = effectiveAt(deliverer, start);
    if (!e || !scheduled(e.schedule, weekday * 24 + h) || hourWeights[h] === 0) {
      out.push({ hour, rateFen: 0, roomFen: null });
      continue;
    }
    const curve: HourCurve = { hour, rateFen: hourRateFen(deliverer, e, weekday, h, hourWeights, totals, noise), roomFen: e.budgetFen === null ? null : e.budgetFen - spentFen };
    if (onAir && onAirMs) {
      curve.onAir = onAir;
      curve.onAirMs = onAirMs[h];
    }
    out.push(curve);
    spentFen += costAt(curve, start + HOUR_MS);
  }
  return out;
}

const NO_CHANGES: readonly number[] = [];

/** The instants strictly inside (from, to] … to exclusive of the hour's end at which any link's settings changed. */
function changesWithin(deliverer: Deliverer, from: number, to: number): number[] {
  const out = new Set<number>();
  for (const link of deliverer.chain) for (const s of link.log) if (s.at > from && s.at < to) out.add(s.at);
  return [...out].sort((a, b) => a - b);
}

/** The full-hour pace of an hour under some settings (as dayCurves computes it for a whole hour). */
function hourRateFen(deliverer: Deliverer, e: Effective, weekday: number, h: number, hourWeights: readonly number[], totals: Map<string | null, number>, noise: number): number {
  const potential = (e.bidFen / 100) * deliverer.quality * MODEL.demandFenPerBidYuan;
  const target = e.budgetFen === null || deliverer.fast ? potential * noise : Math.min(e.budgetFen, potential * noise);
  let weights = totals.get(e.schedule);
  if (weights === undefined) {
    weights = 0;
    for (let k = 0; k < 24; k++) if (scheduled(e.schedule, weekday * 24 + k)) weights += hourWeights[k];
    totals.set(e.schedule, weights);
  }
  return (target * hourWeights[h]) / weights;
}

/** The 24 hours of one China day of one delivering object, as far as `now` (the running hour pro rata). */
export function dayFigures(deliverer: Deliverer, day: number, now: number): HourFigures[] {
  return dayCurves(deliverer, day, now).map((curve) => (curve.rateFen === 0 ? zero(curve.hour) : figuresFor(deliverer, curve.hour, costAt(curve, now))));
}

/** Whether a week's schedule (168 slots of '0'/'1', null: always) delivers in a slot. */
function scheduled(schedule: string | null, slot: number): boolean {
  return schedule == null || schedule[slot] === '1';
}

// The hot loop's helpers are module functions, not closures made per hour: the server runs under tsx, whose
// keepNames wraps every closure made in a call (2% of a fresh desk's CPU, 2026-11-30).
function figuresFor(deliverer: Deliverer, hour: number, costFen: number): HourFigures {
  return figuresAt(hourDraws(deliverer, hour), costFen);
}

/** What an object's figures of one hour draw from its id and the hour, whatever it spends (figuresAt applies them). */
export interface HourDraws {
  hour: number;
  cpm: number;
  ctr: number;
  cvr: number;
  noConversions: boolean;
  /** 元 per order counted as 成交金额 (0: none). */
  orderValue: number;
  /** The hashes each count is rounded by (up or down, so small hourly counts add up to the right daily totals). */
  impressions: number;
  clicks: number;
  activations: number;
  registrations: number;
  pays: number;
}

export function hourDraws({ id, quality, orderValueYuan, noConversions }: Deliverer, hour: number): HourDraws {
  return {
    hour,
    cpm: MODEL.cpmYuan.min + MODEL.cpmYuan.span * unitHash('cpm', id),
    ctr: MODEL.ctr.base + MODEL.ctr.perQuality * quality,
    cvr: MODEL.cvr.base + MODEL.cvr.perQuality * quality,
    noConversions: noConversions === true,
    orderValue: orderValueYuan ? orderValueYuan.min + orderValueYuan.span * unitHash('order', id, hour) : 0,
    impressions: unitHash('impressions', id, hour),
    clicks: unitHash('clicks', id, hour),
    activations: unitHash('activations', id, hour),
    registrations: unitHash('registrations', id, hour),
    pays: unitHash('pays', id, hour),
  };
}

/** The counts of an hour at a cost (countsAt); the live model reads them per minute without allocating. */
export interface HourCounts {
  impressions: number;
  clicks: number;
  activations: number;
  registrations: number;
  pays: number;
  payAmountFen: number;
}

/**
 * An hour's counts at a cost, written into `out`: every count grows with the cost (each is a floor of a growing
 * value), so the counts at two instants of an hour differ by ≥ 0 (the live model's minutes).
 */
export function countsAt(d: HourDraws, costFen: number, out: HourCounts): HourCounts {
  out.impressions = costFen === 0 ? 0 : Math.floor((costFen / 100 / d.cpm) * 1000 + d.impressions);
  out.clicks = Math.floor(out.impressions * d.ctr + d.clicks);
  out.activations = d.noConversions ? 0 : Math.floor(out.clicks * d.cvr + d.activations);
  out.registrations = Math.floor(out.activations * MODEL.registrationRate + d.registrations);
  out.pays = Math.floor(out.registrations * MODEL.payRate + d.pays);
  out.payAmountFen = Math.round(out.pays * d.orderValue * 100);
  return out;
}

const scratch: HourCounts = { impressions: 0, clicks: 0, activations: 0, registrations: 0, pays: 0, payAmountFen: 0 };

/** An hour's figures at a cost (countsAt's counts). */
export function figuresAt(d: HourDraws, costFen: number): HourFigures {
  const { impressions, clicks, activations, registrations, pays, payAmountFen } = countsAt(d, costFen, scratch);
  return { hour: d.hour, costFen, cost: costFen / 100, impressions, clicks, conversions: activations, activations, registrations, pays, payAmountFen, payAmount: payAmountFen / 100 };
}

/** Figures scaled to a share (a creative's part of its delivering object), rounded down. */
export function shareOf(f: HourFigures, part: number): HourFigures {
  const costFen = Math.floor(f.costFen * part);
  const payAmountFen = Math.floor(f.payAmountFen * part);
  return {
    hour: f.hour,
    costFen,
    cost: costFen / 100,
    payAmountFen,
    payAmount: payAmountFen / 100,
    impressions: Math.floor(f.impressions * part),
    clicks: Math.floor(f.clicks * part),
    conversions: Math.floor(f.conversions * part),
    activations: Math.floor(f.activations * part),
    registrations: Math.floor(f.registrations * part),
    pays: Math.floor(f.pays * part),
  };
}

export function addFigures(into: Metrics & { costFen: number; payAmountFen: number }, f: Metrics & { costFen: number; payAmountFen: number }): void {
  into.costFen += f.costFen;
  into.cost = into.costFen / 100;
  into.payAmountFen += f.payAmountFen;
  into.payAmount = into.payAmountFen / 100;
  into.impressions += f.impressions;
  into.clicks += f.clicks;
  into.conversions += f.conversions;
  into.activations += f.activations;
  into.registrations += f.registrations;
  into.pays += f.pays;
}

/** 分 spent so far today. */
export function todayCostFen(deliverer: Deliverer, now: number): number {
  return dayFigures(deliverer, chinaDay(now), now).reduce((sum, f) => sum + f.costFen, 0);
}

// ---------- learning ----------

/** Learning's course: its state, the hour it began (null before any delivery) and the hour it ended (learned or failed). */
export interface LearningCourse {
  status: LearningStatus;
  startHour: number | null;
  endHour: number | null;
}

/**
 * Learning from the first delivering hour: ends once MODEL.learningConversions conversions are reached
 * inside the window, fails when the window closes first; 'none' until the object has delivered at all.
 */
export function learningCourseOf(deliverer: Deliverer, now: number): LearningCourse {
  const approvedAt = deliverer.chain[0]?.approvedAt;
  if (approvedAt == null || approvedAt > now) return { status: 'none', startHour: null, endHour: null };
  const startHour = hourIndex(approvedAt);
  const firstDay = chinaDay(approvedAt);
  const endHour = startHour + MODEL.learningWindowHours;
  let conversions = 0;
  for (let day = firstDay; chinaDayStart(day) < now && hourIndex(chinaDayStart(day)) <= endHour; day++) {
    for (const f of dayFigures(deliverer, day, now)) {
      if (f.hour > endHour) break;
      conversions += f.conversions;
      if (conversions >= MODEL.learningConversions) return { status: 'learned', startHour, endHour: f.hour };
    }
  }
  return hourIndex(now) > endHour ? { status: 'failed', startHour, endHour } : { status: 'learning', startHour, endHour: null };
}

export function learningOf(deliverer: Deliverer, now: number): LearningStatus {
  return learningCourseOf(deliverer, now).status;
}
