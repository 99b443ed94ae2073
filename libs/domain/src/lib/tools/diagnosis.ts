// 广告诊断 (issue 23, docs/design/tools.md §7): the desk's checks over an object's figures and the rule of thumb and
// fix of every finding, media verdicts included. Pure: the server reads the store and the port and hands the sums
// here; rates always come from sums (metricValue). Thresholds in DIAGNOSIS_RULES, texts in DIAGNOSIS_TEXTS.
import { metricValue, type BaseSums } from '../delivery-metrics';
import type { DeliveryLevel } from '../delivery-levels';
import type { MediaCode } from '../media';
import { mediaAdPath } from '../media-route-paths';
import { DIAGNOSIS_TEXTS as T } from './diagnosis-texts';

export const DIAGNOSIS_RULES = {
  /** Days of figures the funnel and bid checks read. */
  WINDOW_DAYS: 7,
  /** Days without an impression that make an approved, enabled object idle. */
  IDLE_DAYS: 3,
  /** Below this share of both medians a funnel rate is a finding. */
  FUNNEL_SHARE: 0.5,
  /** Impressions before 点击率 is judged, clicks before 转化率 is (fewer is noise). */
  MIN_SHOWS: 1000,
  MIN_CLICKS: 100,
  /** Conversion cost over this multiple of the bid (OCPC/OCPM) is a finding; over HIGH it is severe. */
  COST_OVER_BID: 1.2,
  COST_OVER_BID_HIGH: 1.5,
  /** Conversions before conversion cost is judged. */
  MIN_CONVERSIONS: 5,
  /** Share of the budget spent, and the China hour before which reaching it makes a day budget-limited. */
  BUDGET_SHARE: 0.95,
  BUDGET_HOUR: 20,
  /** Hours lost from which budget-limited is severe. */
  BUDGET_HOURS_HIGH: 4,
  /** A budget raise, and a bid lowered or raised. */
  BUDGET_RAISE: 0.2,
  BID_STEP: 0.1,
  /** Average daily cost under this share of the budget: the media hardly delivers the object (starved). */
  STARVED_SHARE: 0.3,
  /** Hours learning may last before it is a finding. */
  LEARNING_LONG_HOURS: 72,
  /** Bid types whose bid is a conversion cost target; an object reporting none is judged as one (the media's 成本保障 does). */
  CONVERSION_BIDS: ['OCPC', 'OCPM'] as readonly string[],
} as const;

export type DiagnosisSource = 'media' | 'desk';
export type DiagnosisSeverity = 'high' | 'medium' | 'low';
export type DiagnosisCode =
  | 'learning_failed'
  | 'learning_long'
  | 'review_rejected'
  | 'cost_guarantee_paid'
  | 'cost_guarantee_active'
  | 'low_efficiency_materials'
  | 'funnel_ctr_low'
  | 'funnel_cvr_low'
  | 'cost_over_bid'
  | 'budget_limited'
  | 'schedule_gap'
  | 'creative_idle';

export interface DiagnosisFigure {
  label: string;
  value: number | string | null;
  unit: string;
}

export interface DiagnosisFix {
  kind: 'edit' | 'replaceMaterials';
  title: string;
  why: string;
  field: 'budget' | 'bid' | 'status' | null;
  before: number | string | null;
  after: number | string | null;
  materialIds: string[];
  link: string | null;
}

export interface DiagnosisFinding {
  source: DiagnosisSource;
  code: DiagnosisCode;
  severity: DiagnosisSeverity;
  objectId: string;
  objectName: string;
  title: string;
  explanation: string;
  figures: DiagnosisFigure[];
  fix: DiagnosisFix | null;
}

/** The media's limits a fix is fitted to (a projection of the port's MediaLimits). */
export interface DiagnosisLimits {
  budgetMinStep: number;
  minBudget: number | null;
  bidRange: { min: number; max: number };
}

/** One object as the desk knows it, with its figures. */
export interface DiagnosisObject {
  id: string;
  name: string;
  status: string;
  review: string;
  /** 元; null: 不限 or the level has none. */
  budget: number | null;
  bid: number | null;
  bidType?: string | null;
  /** 168 slots of '0'/'1' (Monday 0:00 first); null: always. */
  schedule: string | null;
  /** Epoch ms. */
  createdAt: number;
  /** Sums over the last WINDOW_DAYS days (today included) and IDLE_DAYS days. */
  week: BaseSums;
  idle: BaseSums;
  /** Cost per China hour (24 each) of yesterday and of today so far. */
  yesterdayHours: readonly number[];
  todayHours: readonly number[];
}

export interface DiagnosisContext {
  media: MediaCode;
  level: DeliveryLevel;
  levelLabel: string;
  limits: DiagnosisLimits;
  has: { budget: boolean; bid: boolean };
  /** Median 点击率 and 转化率 (%) over the account's objects of the level and over the company's of the media and level. */
  medians: { account: { ctr: number | null; cvr: number | null }; company: { ctr: number | null; cvr: number | null } };
  /** Hours of the day (0–23) in which the account's other objects deliver well (conversion cost at or under their day's). */
  goodHours: readonly number[];
  /** The China hour now (0–23): today's hours up to it are the ones that happened. */
  hourNow: number;
  now: number;
}

/** The media's verdicts on one object (the port's ObjectDiagnosis, restated here so the domain stays isomorphic). */
export interface MediaVerdict {
  id: string;
  review: string;
  rejectReason: string | null;
  learning: string;
  learningHours: number | null;
  costGuarantee: { state: string; amount: number | null; from: string | null; to: string | null; conversions: number; costPerConversion: number | null } | null;
  lowEfficiencyMaterialIds: readonly string[];
}

const SEVERITY_RANK: Record<DiagnosisSeverity, number> = { high: 0, medium: 1, low: 2 };
const CODE_ORDER: readonly DiagnosisCode[] = [
  'review_rejected',
  'learning_failed',
  'budget_limited',
  'cost_over_bid',
  'creative_idle',
  'low_efficiency_materials',
  'funnel_ctr_low',
  'funnel_cvr_low',
  'learning_long',
  'schedule_gap',
  'cost_guarantee_paid',
  'cost_guarantee_active',
];

/** Most severe first; then media verdicts before desk checks, the codes' order, and the object. */
export function sortFindings(findings: readonly DiagnosisFinding[]): DiagnosisFinding[] {
  return [...findings].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      (a.source === b.source ? 0 : a.source === 'media' ? -1 : 1) ||
      CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code) ||
      a.objectId.localeCompare(b.objectId),
  );
}

/** The median of the values that have one; null for none. */
export function median(values: readonly (number | null)[]): number | null {
  const xs = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** 点击率 and 转化率 of sums when there is enough volume to judge them. */
export function funnelRates(sums: BaseSums): { ctr: number | null; cvr: number | null } {
  return {
    ctr: sums.show >= DIAGNOSIS_RULES.MIN_SHOWS ? metricValue('ctr', sums) : null,
    cvr: sums.click >= DIAGNOSIS_RULES.MIN_CLICKS ? metricValue('convertRate', sums) : null,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The first China hour (0–23) by whose end the day's cumulative cost reached the share of the budget; null if never. */
export function budgetReachedHour(hours: readonly number[], budget: number, lastHour = 23): number | null {
  let spent = 0;
  for (let h = 0; h <= Math.min(lastHour, 23); h++) {
    spent += hours[h] ?? 0;
    if (spent >= budget * DIAGNOSIS_RULES.BUDGET_SHARE - 1e-9) return h;
  }
  return null;
}

/** A budget raised by BUDGET_RAISE, to whole 元 and at least the media's step. */
export function raisedBudget(budget: number, limits: DiagnosisLimits): number {
  const raised = Math.ceil(budget * (1 + DIAGNOSIS_RULES.BUDGET_RAISE));
  return Math.max(raised, Math.ceil(budget + limits.budgetMinStep));
}

/** A bid moved by BID_STEP, clamped to the media's range; null when the range leaves no move. */
export function movedBid(bid: number, direction: 'down' | 'up', limits: DiagnosisLimits): number | null {
  const next = round2(bid * (direction === 'down' ? 1 - DIAGNOSIS_RULES.BID_STEP : 1 + DIAGNOSIS_RULES.BID_STEP));
  const clamped = Math.min(limits.bidRange.max, Math.max(limits.bidRange.min, next));
  return clamped === bid ? null : clamped;
}

/** The desk path of a media's update page for an object (issue 22's routes), where the desk has one. */
export function updatePagePath(media: MediaCode, level: DeliveryLevel, id: string): string | null {
  if (media === 'toutiao') {
    const segments: Partial<Record<DeliveryLevel, string[]>> = {
      'delivery-group': ['update', 'group'],
      plan: ['update', 'toutiao'],
      creative: ['update', 'creative'],
      project: ['update', 'toutiao-fast'],
      ad: ['update', 'toutiao-fast'],
    };
    const s = segments[level];
    return s ? `/${mediaAdPath(media, ...s, encodeURIComponent(id))}` : null;
  }
  if (media === 'kuaishou' && (level === 'plan' || level === 'delivery-group' || level === 'delivery-creative')) {
    return `/${mediaAdPath(media, 'update', 'kuaishou', level)}?id=${encodeURIComponent(id)}`;
  }
  return null;
}

const pct = (x: number | null) => (x === null ? null : round2(x));

function finding(o: { id: string; name: string }, source: DiagnosisSource, code: DiagnosisCode, severity: DiagnosisSeverity, figures: DiagnosisFigure[], fix: DiagnosisFix | null, vars: Record<string, string | number> = {}): DiagnosisFinding {
  const text = T.FINDINGS[code];
  return { source, code, severity, objectId: o.id, objectName: o.name, title: text.title(vars), explanation: text.explanation(vars), figures, fix };
}

function pauseFix(why: string): DiagnosisFix {
  return { kind: 'edit', title: T.FIX_PAUSE, why, field: 'status', before: 'enabled', after: 'paused', materialIds: [], link: null };
}

/** The desk's checks of one object. */
export function deskChecks(o: DiagnosisObject, ctx: DiagnosisContext): DiagnosisFinding[] {
  const R = DIAGNOSIS_RULES;
  const out: DiagnosisFinding[] = [];
  const enabled = o.status === 'enabled';
  const label = ctx.levelLabel;

  // Funnel: below half of both medians (each median only where there is one).
  const rates = funnelRates(o.week);
  const below = (value: number | null, a: number | null, b: number | null) =>
    value !== null && (a !== null || b !== null) && (a === null || value < a * R.FUNNEL_SHARE) && (b === null || value < b * R.FUNNEL_SHARE);
  const { account, company } = ctx.medians;
  if (below(rates.ctr, account.ctr, company.ctr)) {
    const link = updatePagePath(ctx.media, ctx.level, o.id);
    out.push(
      finding(
        o,
        'desk',
        'funnel_ctr_low',
        'medium',
        [
          { label: T.CTR, value: pct(rates.ctr), unit: '%' },
          { label: T.ACCOUNT_MEDIAN, value: pct(account.ctr), unit: '%' },
          { label: T.COMPANY_MEDIAN, value: pct(company.ctr), unit: '%' },
          { label: T.SHOWS, value: o.week.show, unit: '个' },
        ],
        link ? { kind: 'replaceMaterials', title: T.FIX_REPLACE, why: T.WHY_CTR, field: null, before: null, after: null, materialIds: [], link } : null,
        { label },
      ),
    );
  }
  if (below(rates.cvr, account.cvr, company.cvr)) {
    out.push(
      finding(o, 'desk', 'funnel_cvr_low', 'medium', [
        { label: T.CVR, value: pct(rates.cvr), unit: '%' },
        { label: T.ACCOUNT_MEDIAN, value: pct(account.cvr), unit: '%' },
        { label: T.COMPANY_MEDIAN, value: pct(company.cvr), unit: '%' },
        { label: T.CLICKS, value: o.week.click, unit: '个' },
      ], null, { label }),
    );
  }

  // Conversion cost against a conversion bid.
  const conversionBid = o.bidType == null || o.bidType === '' || R.CONVERSION_BIDS.includes(o.bidType.toUpperCase());
  const convertCost = o.week.convert >= R.MIN_CONVERSIONS ? metricValue('convertCost', o.week) : null;
  if (ctx.has.bid && o.bid !== null && o.bid > 0 && conversionBid && convertCost !== null && convertCost > o.bid * R.COST_OVER_BID) {
    const days = R.WINDOW_DAYS;
    const starved = o.budget !== null && o.budget > 0 && o.week.cost / days < o.budget * R.STARVED_SHARE;
    const next = movedBid(o.bid, starved ? 'up' : 'down', ctx.limits);
    const fix: DiagnosisFix | null =
      next === null || !enabled
        ? null
        : { kind: 'edit', title: T.FIX_BID(next), why: starved ? T.WHY_BID_UP : T.WHY_BID_DOWN, field: 'bid', before: o.bid, after: next, materialIds: [], link: null };
    out.push(
      finding(
        o,
        'desk',
        'cost_over_bid',
        convertCost > o.bid * R.COST_OVER_BID_HIGH ? 'high' : 'medium',
        [
          { label: T.CONVERT_COST, value: round2(convertCost), unit: '元' },
          { label: T.BID, value: o.bid, unit: '元' },
          { label: T.CONVERSIONS, value: o.week.convert, unit: '个' },
        ],
        fix,
        { ratio: round2(convertCost / o.bid) },
      ),
    );
  }

  // Budget-limited: yesterday, or today so far, reached 95 % of the budget before 20:00.
  if (ctx.has.budget && o.budget !== null && o.budget > 0) {
    const days = ([
      { day: T.YESTERDAY as string, hour: budgetReachedHour(o.yesterdayHours, o.budget) },
      { day: T.TODAY as string, hour: budgetReachedHour(o.todayHours, o.budget, ctx.hourNow) },
    ] as { day: string; hour: number | null }[]).filter((d): d is { day: string; hour: number } => d.hour !== null && d.hour + 1 <= R.BUDGET_HOUR);
    if (days.length > 0) {
      const worst = days.reduce((a, b) => (b.hour < a.hour ? b : a));
      const lost = 23 - worst.hour;
      const after = raisedBudget(o.budget, ctx.limits);
      out.push(
        finding(
          o,
          'desk',
          'budget_limited',
          lost >= R.BUDGET_HOURS_HIGH ? 'high' : 'medium',
          [
            { label: T.BUDGET, value: o.budget, unit: '元' },
            ...days.map((d) => ({ label: T.REACHED_AT(d.day), value: `${String(d.hour + 1).padStart(2, '0')}:00`, unit: '' })),
            { label: T.HOURS_LOST, value: lost, unit: '小时' },
          ],
          enabled ? { kind: 'edit', title: T.FIX_BUDGET(after), why: T.WHY_BUDGET(lost), field: 'budget', before: o.budget, after, materialIds: [], link: null } : null,
          { day: worst.day, time: `${String(worst.hour + 1).padStart(2, '0')}:00`, lost },
        ),
      );
    }
  }

  // Schedule gaps: hours the object's schedule leaves off on some weekday while the account's others deliver well.
  if (o.schedule !== null && o.schedule.length >= 168) {
    const off = new Set<number>();
    for (let slot = 0; slot < 168; slot++) if (o.schedule[slot] !== '1') off.add(slot % 24);
    const gaps = ctx.goodHours.filter((h) => off.has(h)).sort((a, b) => a - b);
    if (gaps.length > 0) {
      out.push(finding(o, 'desk', 'schedule_gap', 'low', [{ label: T.GAP_HOURS, value: gaps.map((h) => `${h}:00`).join('、'), unit: '' }], null, { hours: gaps.length }));
    }
  }

  // Approved and enabled, old enough, and no impression in IDLE_DAYS days.
  if (enabled && o.review === 'approved' && ctx.now - o.createdAt >= R.IDLE_DAYS * 86_400_000 && o.idle.show === 0) {
    out.push(finding(o, 'desk', 'creative_idle', 'medium', [{ label: T.SHOWS_IDLE, value: 0, unit: '个' }], pauseFix(T.WHY_IDLE), { label, days: R.IDLE_DAYS }));
  }
  return out;
}

/** The findings of the media's verdicts on one object, each with its rule of thumb. */
export function mediaFindings(o: { id: string; name: string; status: string }, v: MediaVerdict, ctx: Pick<DiagnosisContext, 'media' | 'level' | 'levelLabel'>): DiagnosisFinding[] {
  const out: DiagnosisFinding[] = [];
  if (v.review === 'rejected') {
    const link = updatePagePath(ctx.media, ctx.level, o.id);
    out.push(
      finding(o, 'media', 'review_rejected', 'high', [{ label: T.REJECT_REASON, value: v.rejectReason ?? T.NO_REASON, unit: '' }],
        link ? { kind: 'replaceMaterials', title: T.FIX_OPEN_UPDATE, why: T.WHY_REJECTED, field: null, before: null, after: null, materialIds: [], link } : null,
        { reason: v.rejectReason ?? T.NO_REASON }),
    );
  }
  if (v.learning === 'failed') out.push(finding(o, 'media', 'learning_failed', 'high', [], null, { label: ctx.levelLabel }));
  if (v.learning === 'learning' && v.learningHours !== null && v.learningHours >= DIAGNOSIS_RULES.LEARNING_LONG_HOURS) {
    out.push(finding(o, 'media', 'learning_long', 'medium', [{ label: T.LEARNING_HOURS, value: v.learningHours, unit: '小时' }], null, { hours: v.learningHours }));
  }
  const g = v.costGuarantee;
  if (g && g.state === 'paid') {
    out.push(
      finding(o, 'media', 'cost_guarantee_paid', 'low', [
        { label: T.PAID, value: g.amount, unit: '元' },
        { label: T.PERIOD, value: `${g.from ?? ''} ~ ${g.to ?? ''}`, unit: '' },
        { label: T.CONVERT_COST, value: g.costPerConversion === null ? null : round2(g.costPerConversion), unit: '元' },
      ], null, { amount: g.amount ?? 0 }),
    );
  }
  if (g && g.state === 'guaranteeing') {
    out.push(finding(o, 'media', 'cost_guarantee_active', 'low', [{ label: T.PERIOD, value: `${g.from ?? ''} ~ ${g.to ?? ''}`, unit: '' }, { label: T.CONVERSIONS, value: g.conversions, unit: '个' }], null, { to: g.to ?? '' }));
  }
  if (v.lowEfficiencyMaterialIds.length > 0) {
    const link = updatePagePath(ctx.media, ctx.level, o.id);
    out.push(
      finding(o, 'media', 'low_efficiency_materials', 'medium', [{ label: T.LOW_MATERIALS, value: v.lowEfficiencyMaterialIds.length, unit: '个' }],
        { kind: 'replaceMaterials', title: T.FIX_REPLACE, why: T.WHY_LOW, field: null, before: null, after: null, materialIds: [...v.lowEfficiencyMaterialIds], link },
        { n: v.lowEfficiencyMaterialIds.length }),
    );
  }
  return out;
}
