import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_MODEL, computingMs, expandedSize, matchedSize } from './audience-model';
import { handpickedCatalogue } from './handpicked';

describe('audience model', () => {
  it('matches 55–85% of a list, the same for the same file', () => {
    fc.assert(
      fc.property(fc.constantFrom('gdt', 'toutiao', 'kuaishou'), fc.stringMatching(/^[0-9a-f]{32}$/), fc.integer({ min: 1, max: 2_000_000 }), (media, md5, rows) => {
        const size = matchedSize(media, md5, rows);
        expect(size).toBeGreaterThanOrEqual(Math.floor(rows * 0.55));
        expect(size).toBeLessThanOrEqual(Math.floor(rows * 0.85));
        expect(matchedSize(media, md5, rows)).toBe(size);
      }),
    );
  });

  it('computes 15 s plus 1 s per 10,000 IDs, at most 30 minutes', () => {
    expect(computingMs(15_000, 500)).toBe(16_000);
    expect(computingMs(15_000, 1_000_000)).toBe(115_000);
    expect(computingMs(15_000, 100_000_000)).toBe(AUDIENCE_MODEL.computeMaxMs);
  });

  it('grows a seed by level within gdt’s 50,000,000 and refuses a seed under 2,000', () => {
    expect(expandedSize('gdt', 10_000, 1)).toEqual({ ok: true, size: 27_000 });
    expect(expandedSize('gdt', 10_000, 10)).toEqual({ ok: true, size: 108_000 });
    expect(expandedSize('gdt', 40_000_000, 10)).toEqual({ ok: true, size: 50_000_000 });
    expect(expandedSize('gdt', 1_999, 5)).toEqual({ ok: false, seedMin: 2_000 });
  });

  it('offers each media about forty handpicked packs a week, ids stable across weeks', () => {
    const now = Date.parse('2026-11-30T00:00:00Z');
    const thisWeek = handpickedCatalogue('gdt', now);
    const nextWeek = handpickedCatalogue('gdt', now + 7 * 86_400_000);
    expect(thisWeek.length).toBeGreaterThan(30);
    expect(thisWeek.length).toBeLessThanOrEqual(40);
    const shared = thisWeek.filter((p) => nextWeek.some((q) => q.handpickId === p.handpickId && q.name === p.name));
    expect(shared.length).toBeGreaterThan(25);
    expect(new Set(thisWeek.map((p) => p.handpickId)).size).toBe(thisWeek.length);
  });
});
