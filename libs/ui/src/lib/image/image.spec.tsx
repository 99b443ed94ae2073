// @vitest-environment jsdom
// jsdom, not the default happy-dom: it loads <img> and keeps its loading attribute the way the states are asserted (vitest.shared.ts).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_FALLBACK_SRC } from './image-fallback';
import { LazyImage } from './image';

/** A stand-in IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {
    // not needed: the widget disconnects
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element as in view (or not). */
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const host = (container: HTMLElement) => container.querySelector('.tf-image') as HTMLElement;

describe('LazyImage with IntersectionObserver (widgets spec §4)', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not request the picture until it is in view, and shows a skeleton meanwhile', () => {
    const { container } = render(<LazyImage src="a.png" fileName="a.png" />);
    expect(container.querySelector('img[src="a.png"]')).toBeNull();
    expect(host(container)).toHaveAttribute('data-status', 'loading');
    expect(host(container)).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.semi-skeleton-active .semi-skeleton-image')).not.toBeNull();
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0].observed).toEqual([host(container)]);
    FakeObserver.instances[0].fire(false);
    expect(container.querySelector('img[src="a.png"]')).toBeNull();
    FakeObserver.instances[0].fire(true);
    expect(container.querySelector('img[src="a.png"]')).not.toBeNull();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
    // Still loading until the picture reports it has loaded.
    expect(host(container)).toHaveAttribute('data-status', 'loading');
  });

  it('passes rootMargin to the observer and stops observing on unmount', () => {
    const { unmount } = render(<LazyImage src="a.png" rootMargin="200px" />);
    expect(FakeObserver.instances[0].options?.rootMargin).toBe('200px');
    unmount();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });

  it('loads at once when lazy is off', () => {
    const { container } = render(<LazyImage src="a.png" lazy={false} />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(container.querySelector('img[src="a.png"]')).toHaveAttribute('loading', 'eager');
  });
});

describe('LazyImage states (widgets spec §4, §8)', () => {
  // jsdom has no IntersectionObserver: the picture is in the page at once, deferred by loading="lazy".
  it('without IntersectionObserver it relies on the browser: loading="lazy"', () => {
    const { container } = render(<LazyImage src="a.png" />);
    expect(container.querySelector('img[src="a.png"]')).toHaveAttribute('loading', 'lazy');
  });

  it('loading → loaded: the skeleton goes and onLoad fires with the src', () => {
    const onLoad = vi.fn();
    const { container } = render(<LazyImage src="a.png" fileName="封面.png" onLoad={onLoad} />);
    const img = screen.getByAltText('封面.png');
    expect(host(container)).toHaveClass('tf-image--loading');
    fireEvent.load(img);
    expect(host(container)).toHaveAttribute('data-status', 'loaded');
    expect(host(container)).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('.tf-image__placeholder')).toBeNull();
    expect(onLoad).toHaveBeenCalledWith('a.png');
  });

  it('loading → error: the fallback picture with alt 图片加载失败, and onError fires', () => {
    const onError = vi.fn();
    const { container } = render(<LazyImage src="broken.png" fileName="坏图.png" onError={onError} />);
    fireEvent.error(screen.getByAltText('坏图.png'));
    expect(host(container)).toHaveAttribute('data-status', 'error');
    const fallback = screen.getByAltText('图片加载失败');
    expect(fallback).toHaveAttribute('src', IMAGE_FALLBACK_SRC);
    expect(fallback).toHaveAttribute('title', '坏图.png');
    expect(container.querySelector('img[src="broken.png"]')).toBeNull();
    expect(container.querySelector('.tf-image__placeholder')).toBeNull();
    expect(onError).toHaveBeenCalledWith('broken.png');
  });

  it('a new src starts over at loading, even after an error', () => {
    const { container, rerender } = render(<LazyImage src="broken.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(host(container)).toHaveAttribute('data-status', 'error');
    rerender(<LazyImage src="b.png" />);
    expect(host(container)).toHaveAttribute('data-status', 'loading');
    expect(container.querySelector('img[src="b.png"]')).not.toBeNull();
  });

  it('alt is the file name by default, the given alt first, else 图片', () => {
    const { rerender } = render(<LazyImage src="a.png" fileName="素材1.jpg" />);
    expect(screen.getByAltText('素材1.jpg')).toBeInTheDocument();
    rerender(<LazyImage src="a.png" fileName="素材1.jpg" alt="春季主图" />);
    expect(screen.getByAltText('春季主图')).toBeInTheDocument();
    rerender(<LazyImage src="a.png" />);
    expect(screen.getByAltText('图片')).toBeInTheDocument();
  });

  it('shows the poster instead of the skeleton while loading', () => {
    const { container } = render(<LazyImage src="a.png" poster="cover.png" />);
    expect(container.querySelector('.tf-image__placeholder img[src="cover.png"]')).not.toBeNull();
    expect(container.querySelector('.semi-skeleton-image')).toBeNull();
    fireEvent.load(container.querySelector('img[src="a.png"]') as HTMLImageElement);
    expect(container.querySelector('img[src="cover.png"]')).toBeNull();
  });

  it('marks a low-quality picture 低质', () => {
    const { rerender } = render(<LazyImage src="a.png" lowQuality />);
    expect(screen.getByText('低质')).toBeInTheDocument();
    rerender(<LazyImage src="a.png" />);
    expect(screen.queryByText('低质')).toBeNull();
  });

  it('takes size and fit', () => {
    const { container } = render(<LazyImage src="a.png" width={120} height="90px" fit="contain" />);
    expect(host(container)).toHaveStyle({ width: '120px', height: '90px' });
    expect(host(container)).toHaveClass('tf-image--contain');
  });
});
