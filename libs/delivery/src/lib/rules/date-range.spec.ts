import { describe, expect, it } from 'vitest';
import { defaultDeliveryRange, deliveryDateBounds, deliveryShortcuts, isDeliveryRange, readDeliveryRange } from './date-range';

describe('date range', () => {
  const today = '2026-05-20';

  it('allows the last 93 days, today included, and ranges of at most 93 days', () => {
    expect(deliveryDateBounds(today)).toEqual({ min: '2026-02-17', max: '2026-05-20' });
    expect(isDeliveryRange(['2026-02-17', '2026-05-20'], today)).toBe(true);
    expect(isDeliveryRange(['2026-02-16', '2026-05-20'], today)).toBe(false);
    expect(isDeliveryRange(['2026-05-20', '2026-05-21'], today)).toBe(false);
    expect(isDeliveryRange(['2026-05-10', '2026-05-01'], today)).toBe(false);
  });

  it('offers the spec\'s shortcuts the kept history covers', () => {
    expect(deliveryShortcuts(today)).toEqual(['yesterday', 'today', 'lastWeek', 'thisWeek', 'lastMonth', 'thisMonth', 'thisQuarter', 'past3', 'past7', 'past14', 'past30', 'past93']);
    // On the first day of a quarter, the last quarter still starts inside the 93 days only when it is short.
    expect(deliveryShortcuts('2026-04-01')).not.toContain('pastYear');
  });

  it('opens on the past 7 days', () => {
    expect(defaultDeliveryRange(today)).toEqual(['2026-05-14', '2026-05-20']);
  });

  it('reads a range from a link, and the default for one outside the kept days or malformed', () => {
    expect(readDeliveryRange(['2026-05-01', '2026-05-10'], today)).toEqual(['2026-05-01', '2026-05-10']);
    expect(readDeliveryRange(['2026-01-01', '2026-01-10'], today)).toEqual(['2026-05-14', '2026-05-20']);
    expect(readDeliveryRange(['2026-05-01', '2026-02-31'], today)).toEqual(['2026-05-14', '2026-05-20']);
    expect(readDeliveryRange('2026-05-01', today)).toEqual(['2026-05-14', '2026-05-20']);
    expect(readDeliveryRange(undefined, today)).toEqual(['2026-05-14', '2026-05-20']);
  });
});
