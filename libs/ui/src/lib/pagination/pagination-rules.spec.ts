// @vitest-environment jsdom
// jsdom, not the default happy-dom: it lets the test block localStorage (vitest.shared.ts).
import fc from 'fast-check';
import { WIDGET_PAGINATION } from '@toufang/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  JUMP_STEP,
  PAGE_SLOTS,
  PAGINATION_TEXTS,
  clampPage,
  isSizeOption,
  jumpTarget,
  pageCount,
  pageItems,
  readStoredPageSize,
  sizeChange,
  storePageSize,
} from './pagination-rules';

describe('pagination constants (widgets spec §9)', () => {
  it('defaults to page 1, 50 per page, options 10, 20, 50, 100, 150, 200', () => {
    expect(WIDGET_PAGINATION.PAGE).toBe(1);
    expect(WIDGET_PAGINATION.SIZE).toBe(50);
    expect(WIDGET_PAGINATION.SIZE_OPTIONS).toEqual([10, 20, 50, 100, 150, 200]);
  });

  it('writes the Chinese texts', () => {
    expect(PAGINATION_TEXTS.total(1234)).toBe('共 1234 条');
    expect(PAGINATION_TEXTS.perPage(50)).toBe('50 条/页');
    expect(PAGINATION_TEXTS.page(3)).toBe('第 3 页');
    expect(PAGINATION_TEXTS.PREV).toBe('上一页');
    expect(PAGINATION_TEXTS.NEXT).toBe('下一页');
    expect(PAGINATION_TEXTS.JUMP_PREV).toBe('向前 5 页');
    expect(PAGINATION_TEXTS.JUMP_NEXT).toBe('向后 5 页');
    expect(PAGINATION_TEXTS.SIZE_SELECT).toBe('每页条数');
  });
});

describe('pageCount and clampPage', () => {
  it('rounds up and keeps at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(1, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(1000, 10)).toBe(100);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });

  it('keeps a page within 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one jump after the first pages, one before the last pages, and two around the middle', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'jump-prev', 4, 5, 6, 'jump-next', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'jump-prev', 15, 16, 17, 'jump-next', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
  });

  it('always shows the first, the last and the current page in order, in at most 7 slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (pages, raw) => {
        const current = ((raw - 1) % pages) + 1;
        const items = pageItems(current, pages);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(items.length).toBeLessThanOrEqual(PAGE_SLOTS);
        expect(numbers).toContain(1);
        expect(numbers).toContain(pages);
        expect(numbers).toContain(current);
        for (let i = 1; i < numbers.length; i += 1) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]);
        // A jump only stands where pages are hidden.
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(1);
        });
        // Without a jump every page is listed.
        if (!items.some((i) => typeof i !== 'number')) expect(numbers).toHaveLength(pages);
      }),
    );
  });

  it('jumps 5 pages, never past either end', () => {
    expect(JUMP_STEP).toBe(5);
    expect(jumpTarget('jump-next', 1, 20)).toBe(6);
    expect(jumpTarget('jump-prev', 10, 20)).toBe(5);
    expect(jumpTarget('jump-prev', 3, 20)).toBe(1);
    expect(jumpTarget('jump-next', 18, 20)).toBe(20);
  });
});

describe('remembered page size (widgets spec §9)', () => {
  afterEach(() => window.localStorage.clear());

  it('reads a stored size that is one of the options', () => {
    window.localStorage.setItem('plan-list', '100');
    expect(readStoredPageSize('plan-list')).toBe(100);
  });

  it('ignores a missing key, an absent, empty or non-numeric value and a size not among the options', () => {
    expect(readStoredPageSize(undefined)).toBeUndefined();
    expect(readStoredPageSize('plan-list')).toBeUndefined();
    for (const raw of ['', '  ', 'abc', '30', '0', '-10', '50.5']) {
      window.localStorage.setItem('plan-list', raw);
      expect(readStoredPageSize('plan-list')).toBeUndefined();
    }
  });

  it('checks against the caller options', () => {
    window.localStorage.setItem('k', '30');
    expect(readStoredPageSize('k', [10, 30])).toBe(30);
    expect(isSizeOption(30)).toBe(false);
    expect(isSizeOption(150)).toBe(true);
  });

  it('stores the size as text and survives a blocked storage', () => {
    storePageSize('plan-list', 20);
    expect(window.localStorage.getItem('plan-list')).toBe('20');
    storePageSize(undefined, 10);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => storePageSize('plan-list', 10)).not.toThrow();
    expect(readStoredPageSize('plan-list')).toBeUndefined();
  });
});

describe('sizeChange (widgets spec §9: changing page size emits only if current page is 1)', () => {
  it('emits from the size change on page 1', () => {
    expect(sizeChange(1, 20)).toEqual({ next: { current: 1, size: 20 }, emittedBy: 'size' });
  });

  it('leaves the event to the move back to page 1 on any other page', () => {
    expect(sizeChange(4, 100)).toEqual({ next: { current: 1, size: 100 }, emittedBy: 'page' });
  });
});
