import { describe, expect, it } from 'vitest';
import { METRICS } from '@toufang/domain';
import { metricText } from './effect-report-rules';

describe('metricText', () => {
  it('writes a figure with its decimals and thousands separators, as the desk writes 元', () => {
    expect(METRICS.cost.precision).toBe(2);
    expect(metricText('cost', 1765497.785)).toBe('1,765,497.79');
    expect(METRICS.show.precision).toBe(0);
    expect(metricText('show', 57459798)).toBe('57,459,798');
  });

  it('writes - for a ratio over 0', () => {
    expect(metricText('ctr', null)).toBe('-');
    expect(metricText('ctr', undefined)).toBe('-');
  });
});
