import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { SCROLLING } from '@toufang/domain';
import { useCallback, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { distanceToBottom, INFINITE_SCROLL_TEXTS, shouldLoadMore } from './infinite-scroll-rules';
import './infinite-scroll.css';

export interface InfiniteScrollProps {
  children: ReactNode;
  /** Emitted when the viewport comes within `threshold` px of the bottom, `delay` ms later. */
  onLoadMore: () => void;
  /** A load is under way: no new one starts, and 加载中 shows. */
  loading: boolean;
  /** More can be loaded; false shows 没有更多了 and stops loading. */
  hasMore: boolean;
  /** The scroll area's height: px, or any CSS height when the parent gives it its size. */
  height: number | string;
  /** 500 px by default (widgets spec §9). */
  threshold?: number;
  /** 300 ms by default (widgets spec §9). */
  delay?: number;
  /** 加载中 by default. */
  loadingText?: ReactNode;
  /** 没有更多了 by default. */
  noMoreText?: ReactNode;
  /** The scroll area's accessible name. */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A scroll area that asks for more content near its end (widgets spec §9: within 500 px of the bottom, with a
 * 300 ms delay). The delay is a throttle with a trailing check: the first scroll that comes near the end
 * starts a 300 ms wait that later scrolls do not restart (a debounce would never fire while the user keeps
 * scrolling), and when it ends the position, 加载中 and 没有更多了 are checked again, so a load fires only if
 * still wanted. The check also runs after each render, so content too short to fill the area, or still near
 * the end after a load, asks for more by itself.
 */
export function InfiniteScroll({
  children,
  onLoadMore,
  loading,
  hasMore,
  height,
  threshold = SCROLLING.INFINITE_THRESHOLD,
  delay = SCROLLING.INFINITE_DELAY_MS,
  loadingText = INFINITE_SCROLL_TEXTS.LOADING,
  noMoreText = INFINITE_SCROLL_TEXTS.NO_MORE,
  'aria-label': ariaLabel,
  className,
  style,
}: InfiniteScrollProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The wait reads the props as they are when it ends, not as they were when it started.
  const latest = useRef({ onLoadMore, loading, hasMore, threshold });
  latest.current = { onLoadMore, loading, hasMore, threshold };

  const wanted = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return false;
    const { loading: busy, hasMore: more, threshold: limit } = latest.current;
    return shouldLoadMore({ distance: distanceToBottom(el), loading: busy, hasMore: more, threshold: limit });
  }, []);

  const check = useCallback(() => {
    if (timer.current !== undefined || !wanted()) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (wanted()) latest.current.onLoadMore();
    }, delay);
  }, [wanted, delay]);

  // After every render: a load that ended, new content or new props may leave the end in reach.
  useEffect(() => {
    check();
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      ref={scrollRef}
      className={['tf-infinite-scroll', className ?? ''].filter(Boolean).join(' ')}
      style={{ ...style, height }}
      onScroll={check}
      aria-label={ariaLabel}
      aria-busy={loading}
      role={ariaLabel ? 'region' : undefined}
      // A scroll area must take focus to be scrolled from the keyboard.
      tabIndex={0}
    >
      {children}
      <div className="tf-infinite-scroll__status" role="status" aria-live="polite">
        {loading ? (
          <>
            <Spin size="small" />
            <span>{loadingText}</span>
          </>
        ) : !hasMore ? (
          <span>{noMoreText}</span>
        ) : null}
      </div>
    </div>
  );
}
