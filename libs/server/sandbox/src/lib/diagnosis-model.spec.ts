import { describe, expect, it } from 'vitest';
import { ALWAYS_ON, chinaDate, chinaDay, DAY_MS, HOUR_MS } from '@toufang/server-media';
import { costGuaranteeOf, DIAGNOSIS_MODEL } from './diagnosis-model';
import { dayFigures, learningCourseOf, qualityOf, type Deliverer, type Snapshot } from './model';

const START = Date.parse('2026-11-02T00:00:00+08:00'); // a Monday, 00:00 China time
const deliverer = (bidFen: number, id = '7600000000000000001'): Deliverer => {
  const log: Snapshot[] = [{ at: START, status: 'enabled', budgetFen: 100_000, bidFen, schedule: ALWAYS_ON }];
  return { id, chain: [{ log, approvedAt: START, share: 1 }], quality: qualityOf(id) };
};

/** A plain reference: the period's cost and conversions summed from the model's hours after learning ended. */
function periodSums(d: Deliverer, now: number) {
  const end = learningCourseOf(d, now).endHour ?? 0;
  const first = chinaDay(end * HOUR_MS);
  let costFen = 0;
  let conversions = 0;
  for (let day = first; day < first + DIAGNOSIS_MODEL.guaranteeDays; day++) {
    for (const f of dayFigures(d, day, now)) {
      if (f.hour < end) continue;
      costFen += f.costFen;
      conversions += f.conversions;
    }
  }
  return { first, costFen, conversions };
}

describe('the cost guarantee (成本保障)', () => {
  it('has none before learning has ended', () => {
    const d = deliverer(100);
    expect(learningCourseOf(d, START + 2 * HOUR_MS).status).toBe('learning');
    expect(costGuaranteeOf(d, START + 2 * HOUR_MS)).toMatchObject({ state: 'none', amount: null, from: null });
  });

  it('guarantees for seven China days from the day learning ended, then pays back what passed 1.2 × the bid', () => {
    const d = deliverer(1_000); // a 10 元 target: the model's cost per conversion is well above it
    const course = learningCourseOf(d, START + 30 * DAY_MS);
    expect(course.status).toBe('learned');
    const endDay = chinaDay(course.endHour! * HOUR_MS);
    const during = costGuaranteeOf(d, START + 3 * DAY_MS);
    expect(during).toMatchObject({ state: 'guaranteeing', amount: null, from: chinaDate(endDay), to: chinaDate(endDay + 6) });
    const now = START + 30 * DAY_MS;
    const after = costGuaranteeOf(d, now);
    const { costFen, conversions } = periodSums(d, now);
    expect(conversions).toBeGreaterThanOrEqual(DIAGNOSIS_MODEL.minConversions);
    expect(after).toMatchObject({ state: 'paid', conversions, costPerConversion: Math.round(costFen / conversions) / 100 });
    expect(after.amount).toBe(Math.round(costFen - conversions * 1_000 * DIAGNOSIS_MODEL.overRatio) / 100);
  });

  it('ends without paying when cost per conversion stayed under the line', () => {
    const now = START + 30 * DAY_MS;
    const after = costGuaranteeOf(deliverer(50_000), now); // a 500 元 target
    expect(after).toMatchObject({ state: 'ended', amount: null });
    expect(after.costPerConversion).toBeLessThan(500 * DIAGNOSIS_MODEL.overRatio);
  });
});
