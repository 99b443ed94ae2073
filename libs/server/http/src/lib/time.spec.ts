import { describe, expect, it } from 'vitest';
import { daysUntil } from './time';

describe('times', () => {
  it('count whole days until a time', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(daysUntil(new Date('2026-01-11T00:00:00Z'), now)).toBe(10);
    expect(daysUntil(new Date('2026-01-10T23:00:00Z'), now)).toBe(9);
    expect(daysUntil(new Date('2025-12-31T00:00:00Z'), now)).toBe(-1);
  });
});
