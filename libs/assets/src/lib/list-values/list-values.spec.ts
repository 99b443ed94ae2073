import { describe, expect, it } from 'vitest';
import { asIds, count, dateRange, lastSevenDays, money, percent, sortOf, text } from './list-values';

describe('the assets lists’ filter values', () => {
  it('ends the last 7 days on the China day, whatever the browser’s own zone says', () => {
    // 20:00 UTC on the 29th is already the 30th in China.
    expect(lastSevenDays(Date.parse('2026-11-29T20:00:00Z'))).toEqual(['2026-11-24', '2026-11-30']);
    expect(lastSevenDays(Date.parse('2026-11-29T04:00:00Z'))).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('reads back what a URL or a saved template holds, ignoring what does not fit', () => {
    expect(asIds([3, '4', 'x', -1, 2.5])).toEqual([3, 4]);
    expect(asIds('7')).toEqual([7]);
    expect(asIds('')).toBeUndefined();
    expect(text({ value: '  面膜 ' })).toBe('面膜');
    expect(text('   ')).toBeUndefined();
    expect(text('长'.repeat(150))).toHaveLength(100);
    expect(dateRange(['2026-11-01', '2026-11-10'])).toEqual(['2026-11-01', '2026-11-10']);
    expect(dateRange(['2026-11-01'])).toBeUndefined();
    expect(dateRange(['2026-11-01', 'tomorrow'])).toBeUndefined();
    expect(sortOf('cost.asc', ['cost', 'ctr'], 'ctr.desc')).toEqual({ sort: 'cost', order: 'asc' });
    expect(sortOf('name.asc', ['cost', 'ctr'], 'ctr.desc')).toEqual({ sort: 'ctr', order: 'desc' });
  });

  it('writes figures as the tables show them, a missing figure as -', () => {
    expect(money(1234.5)).toBe('1,234.50');
    expect(money(null)).toBe('-');
    expect(count(109157)).toBe('109,157');
    expect(percent(2.234)).toBe('2.23%');
    expect(percent(null)).toBe('-');
  });
});
