// The sandbox's 成本保障 (cost guarantee), computed from the delivery model and the clock, never stored: after
// learning ends, the media watches the object's cost per conversion for a period and pays back what went over
// its target (the bid of an OCPx object) by more than a margin, when the object converted enough to judge.
import { chinaDate, chinaDay, chinaDayStart, HOUR_MS, type CostGuarantee } from '@toufang/server-media';
import { dayFigures, learningCourseOf, snapshotAt, type Deliverer } from './model';

/** The model's figures, in one place (invented for the sandbox; the media publish the idea, not one number). */
export const DIAGNOSIS_MODEL = {
  /** The guarantee's period: the China day learning ended and the days after it, this many in all. */
  guaranteeDays: 7,
  /** Judged only with at least this many conversions over the period. */
  minConversions: 20,
  /** Paid back when cost per conversion passes the bid × this; the amount is what passed it. */
  overRatio: 1.2,
} as const;

const NONE: CostGuarantee = { state: 'none', amount: null, from: null, to: null, conversions: 0, costPerConversion: null };

/** The bid in force at time t (分): the object's own, else the nearest ancestor's that has one. */
function bidFenAt(deliverer: Deliverer, t: number): number | null {
  for (const link of deliverer.chain) {
    const bid = snapshotAt(link.log, t)?.bidFen ?? null;
    if (bid !== null) return bid;
  }
  return null;
}

export function costGuaranteeOf(deliverer: Deliverer, now: number): CostGuarantee {
  const course = learningCourseOf(deliverer, now);
  if (course.status !== 'learned' || course.endHour === null) return NONE;
  const { guaranteeDays, minConversions, overRatio } = DIAGNOSIS_MODEL;
  const first = chinaDay(course.endHour * HOUR_MS);
  const last = first + guaranteeDays - 1;
  let costFen = 0;
  let conversions = 0;
  // What the media allows: each conversion at the bid in force in its hour, times the margin.
  let allowedFen = 0;
  for (let day = first; day <= Math.min(last, chinaDay(now)); day++) {
    for (const f of dayFigures(deliverer, day, now)) {
      if (f.hour < course.endHour) continue;
      costFen += f.costFen;
      conversions += f.conversions;
      allowedFen += f.conversions * (bidFenAt(deliverer, f.hour * HOUR_MS) ?? 0) * overRatio;
    }
  }
  const period = { from: chinaDate(first), to: chinaDate(last), conversions, costPerConversion: conversions > 0 ? Math.round(costFen / conversions) / 100 : null };
  if (now < chinaDayStart(last + 1)) return { state: 'guaranteeing', amount: null, ...period };
  if (conversions >= minConversions && costFen > allowedFen) return { state: 'paid', amount: Math.round(costFen - allowedFen) / 100, ...period };
  return { state: 'ended', amount: null, ...period };
}
