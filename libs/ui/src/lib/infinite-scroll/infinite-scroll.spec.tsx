import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteScroll, type InfiniteScrollProps } from './infinite-scroll';

const VIEWPORT = 600;
const CONTENT = 3000;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** jsdom has no layout: the area reports a 600 px viewport over `content` px of content. */
function layout(el: HTMLElement, content: number) {
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: content });
}

function scrollTo(el: HTMLElement, top: number) {
  el.scrollTop = top;
  fireEvent.scroll(el);
}

function Harness(props: Partial<InfiniteScrollProps>) {
  return (
    <InfiniteScroll aria-label="素材列表" onLoadMore={() => undefined} loading={false} hasMore height={VIEWPORT} {...props}>
      <div>内容</div>
    </InfiniteScroll>
  );
}

/**
 * Renders with a full viewport of content, so the mount check finds the end out of reach (jsdom reports 0 for
 * every size until `layout` runs, which would look like an empty area at its end).
 */
function setup(props: Partial<InfiniteScrollProps> = {}) {
  const onLoadMore = vi.fn();
  // Sizes set in a ref callback are in place before the area's first check (an effect) runs.
  const defineOnMount = (host: HTMLDivElement | null) => {
    const el = host?.querySelector<HTMLElement>('.tf-infinite-scroll');
    if (el) layout(el, CONTENT);
  };
  const view = render(
    <div ref={defineOnMount}>
      <Harness onLoadMore={onLoadMore} {...props} />
    </div>,
  );
  const area = screen.getByRole('region', { name: '素材列表' });
  layout(area, CONTENT);
  const rerender = (next: Partial<InfiniteScrollProps>) =>
    view.rerender(
      <div>
        <Harness onLoadMore={onLoadMore} {...props} {...next} />
      </div>,
    );
  return { area, onLoadMore, rerender };
}

describe('InfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing while the end is more than 500 px away', async () => {
    const { area, onLoadMore } = setup();
    scrollTo(area, CONTENT - VIEWPORT - 501);
    await advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('emits onLoadMore 300 ms after coming within 500 px of the bottom', async () => {
    const { area, onLoadMore } = setup();
    scrollTo(area, CONTENT - VIEWPORT - 500);
    await advance(299);
    expect(onLoadMore).not.toHaveBeenCalled();
    await advance(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('throttles: scrolling on does not restart the 300 ms wait, and one wait emits once', async () => {
    const { area, onLoadMore } = setup();
    scrollTo(area, 1900);
    await advance(100);
    scrollTo(area, 2000);
    await advance(100);
    scrollTo(area, 2100);
    await advance(100);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await advance(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('checks again when the wait ends: scrolled back out of reach, nothing loads', async () => {
    const { area, onLoadMore } = setup();
    scrollTo(area, 2000);
    await advance(150);
    scrollTo(area, 0);
    await advance(500);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not load while loading, and shows 加载中', async () => {
    const { area, onLoadMore } = setup({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(area).toHaveAttribute('aria-busy', 'true');
    scrollTo(area, 2400);
    await advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not load when there is no more, and shows 没有更多了', async () => {
    const { area, onLoadMore } = setup({ hasMore: false });
    expect(screen.getByRole('status')).toHaveTextContent('没有更多了');
    scrollTo(area, 2400);
    await advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('says nothing while idle with more to come', () => {
    setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('drops a wait when loading starts before it ends', async () => {
    const { area, onLoadMore, rerender } = setup();
    scrollTo(area, 2400);
    await advance(100);
    rerender({ loading: true });
    await advance(500);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('loads again by itself when a load ends with the end still in reach', async () => {
    const { area, onLoadMore, rerender } = setup();
    scrollTo(area, 2400);
    await advance(300);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ loading: true });
    await advance(1000);
    // The new page was short: the end is still within 500 px.
    layout(area, 3100);
    rerender({ loading: false });
    await advance(299);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('fills a short area: content that does not reach 500 px below the viewport asks for more on mount', async () => {
    const onLoadMore = vi.fn();
    render(<Harness onLoadMore={onLoadMore} />);
    // jsdom reports 0 for all sizes: an empty area, its end in reach.
    await advance(300);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('takes another threshold, delay and texts', async () => {
    const { area, onLoadMore, rerender } = setup({ threshold: 100, delay: 50 });
    scrollTo(area, CONTENT - VIEWPORT - 101);
    await advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(area, CONTENT - VIEWPORT - 100);
    await advance(49);
    expect(onLoadMore).not.toHaveBeenCalled();
    await advance(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ loading: true, loadingText: '正在加载素材' });
    expect(screen.getByRole('status')).toHaveTextContent('正在加载素材');
    rerender({ hasMore: false, noMoreText: '已全部加载' });
    expect(screen.getByRole('status')).toHaveTextContent('已全部加载');
  });
});
