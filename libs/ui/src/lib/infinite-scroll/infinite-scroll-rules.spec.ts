import fc from 'fast-check';
import { SCROLLING } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { distanceToBottom, INFINITE_SCROLL_TEXTS, shouldLoadMore } from './infinite-scroll-rules';

describe('infinite scroll rules (widgets spec §9)', () => {
  it('fires within 500 px of the bottom with a 300 ms delay', () => {
    expect(SCROLLING.INFINITE_THRESHOLD).toBe(500);
    expect(SCROLLING.INFINITE_DELAY_MS).toBe(300);
  });

  it('says 加载中 and 没有更多了', () => {
    expect(INFINITE_SCROLL_TEXTS).toEqual({ LOADING: '加载中', NO_MORE: '没有更多了' });
  });

  it('measures the distance from the viewport bottom to the end of the content', () => {
    expect(distanceToBottom({ scrollTop: 0, scrollHeight: 3000, clientHeight: 600 })).toBe(2400);
    expect(distanceToBottom({ scrollTop: 2400, scrollHeight: 3000, clientHeight: 600 })).toBe(0);
    // Content shorter than the viewport: already at the end.
    expect(distanceToBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 600 })).toBe(0);
  });

  it('loads at 500 px from the bottom and nearer, not at 501', () => {
    expect(shouldLoadMore({ distance: 500, loading: false, hasMore: true })).toBe(true);
    expect(shouldLoadMore({ distance: 0, loading: false, hasMore: true })).toBe(true);
    expect(shouldLoadMore({ distance: 501, loading: false, hasMore: true })).toBe(false);
    expect(shouldLoadMore({ distance: 150, loading: false, hasMore: true, threshold: 100 })).toBe(false);
  });

  it('does not load while loading or when there is no more', () => {
    expect(shouldLoadMore({ distance: 0, loading: true, hasMore: true })).toBe(false);
    expect(shouldLoadMore({ distance: 0, loading: false, hasMore: false })).toBe(false);
  });

  it('property: loads exactly when near enough, idle and with more to come', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.boolean(), fc.boolean(), (distance, loading, hasMore) => {
        expect(shouldLoadMore({ distance, loading, hasMore })).toBe(distance <= 500 && !loading && hasMore);
      }),
    );
  });
});
