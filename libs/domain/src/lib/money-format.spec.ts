import { describe, expect, it } from 'vitest';
import { formatYuan } from './money-format';

describe('formatYuan', () => {
  it('writes two decimals with thousands separators', () => {
    expect(formatYuan(515400)).toBe('515,400.00');
    expect(formatYuan(15264.805)).toBe('15,264.81');
    expect(formatYuan(0.5)).toBe('0.50');
    expect(formatYuan(-1234.5)).toBe('-1,234.50');
  });
});
