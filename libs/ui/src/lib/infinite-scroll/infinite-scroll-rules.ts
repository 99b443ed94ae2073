import { SCROLLING } from '@toufang/domain';

/** The texts at the end of the list (the brief's wording; the spec names no texts for it). */
export const INFINITE_SCROLL_TEXTS = {
  LOADING: '加载中',
  NO_MORE: '没有更多了',
} as const;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far, in px, the viewport's bottom edge is from the end of the content (0 at the end, never below). */
export function distanceToBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

export interface LoadMoreState {
  /** distanceToBottom now. */
  distance: number;
  loading: boolean;
  hasMore: boolean;
  /** 500 px by default (widgets spec §9). */
  threshold?: number;
}

/** Whether more should load: within 500 px of the bottom, not while loading, and only when there is more. */
export function shouldLoadMore({ distance, loading, hasMore, threshold = SCROLLING.INFINITE_THRESHOLD }: LoadMoreState): boolean {
  return hasMore && !loading && distance <= threshold;
}
