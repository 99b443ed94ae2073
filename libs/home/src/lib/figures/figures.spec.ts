import { describe, expect, it } from 'vitest';
import { changePct, figureOf, formatChange, formatFigure } from './figures';

describe('首页 figures', () => {
  it('takes 转化成本 from the sums, and the change from the two figures, - where there is none', () => {
    const sums = { cost: 300, show: 12000, click: 90, convert: 4 };
    expect(figureOf('convertCost', sums)).toBe(75);
    expect(figureOf('convertCost', { ...sums, convert: 0 })).toBeNull();
    expect(formatFigure('cost', 1234.5)).toBe('1,234.50');
    expect(formatFigure('show', 12000)).toBe('12,000');
    expect(formatChange(changePct(110, 100))).toBe('+10.0%');
    expect(formatChange(changePct(90, 120))).toBe('-25.0%');
    expect(formatChange(changePct(5, 0))).toBe('-');
  });
});
