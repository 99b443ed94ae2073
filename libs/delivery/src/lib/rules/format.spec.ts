import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMetric, formatMoney } from './format';

describe('figures', () => {
  it('writes a metric to its precision with separators, a rate with %, an empty value as -', () => {
    expect(formatMetric('cost', 1234567.891)).toBe('1,234,567.89');
    expect(formatMetric('show', 1234567)).toBe('1,234,567');
    expect(formatMetric('ctr', 1.5)).toBe('1.50%');
    expect(formatMetric('convertCost', null)).toBe('-');
    expect(formatMetric('payRoi', 2.345)).toBe('2.35');
    expect(formatMoney(300)).toBe('300.00');
    expect(formatMoney(null, '不限')).toBe('不限');
  });

  it('writes the server\'s times in China time', () => {
    expect(formatDateTime('2026-01-02T01:30:00.000Z')).toBe('2026-01-02 09:30');
    expect(formatDateTime(null)).toBe('');
  });
});
