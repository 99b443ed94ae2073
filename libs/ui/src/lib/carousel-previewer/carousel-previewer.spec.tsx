// @vitest-environment jsdom
// jsdom, not the default happy-dom: it keeps a style's vh units as written, which the assertions read (vitest.shared.ts).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_PREVIEWER, IMAGE_GROUP } from '@toufang/domain';
import { IMAGE_FALLBACK_SRC } from '../image/image-fallback';
import type { ImageItem } from '../image/image-rules';
import { CarouselPreviewer } from './carousel-previewer';

const pictures = (count: number): ImageItem[] =>
  Array.from({ length: count }, (_, i) => ({ src: `thumb-${i + 1}.png`, previewSrc: `big-${i + 1}.png`, fileName: `素材${i + 1}.png` }));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const mainImage = () => document.querySelector('.tf-carousel-stage__slide img') as HTMLImageElement;
const main = () => screen.getByRole('region', { name: '图片轮播' });
const strip = () => document.querySelector('.tf-carousel-previewer__strip') as HTMLDivElement;
const left = () => screen.getByRole('button', { name: '缩略图向左滚动' });
const right = () => screen.getByRole('button', { name: '缩略图向右滚动' });

/** Gives the strip the layout jsdom lacks: 12 thumbnails (1310 px) in a 330 px window. */
function layOut(scrollWidth = 12 * 110 - 10, clientWidth = 330) {
  Object.defineProperty(strip(), 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(strip(), 'clientWidth', { configurable: true, value: clientWidth });
  fireEvent.scroll(strip());
}

/** Whether focus counts as keyboard focus (:focus-visible); jsdom's own guess depends on earlier events. */
function focusVisible(visible: boolean) {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' ? visible : matches.call(this, selector);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CarouselPreviewer main view (widgets spec §9)', () => {
  it('is 600 wide with a 60vh main view by default', () => {
    const { container } = render(<CarouselPreviewer items={pictures(3)} />);
    expect(container.firstChild).toHaveStyle({ width: `${CAROUSEL_PREVIEWER.WIDTH}px` });
    expect(main()).toHaveStyle({ height: CAROUSEL_PREVIEWER.HEIGHT });
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('takes another width and height', () => {
    const { container } = render(<CarouselPreviewer items={pictures(3)} width={480} height={300} />);
    expect(container.firstChild).toHaveStyle({ width: '480px' });
    expect(main()).toHaveStyle({ height: '300px' });
  });

  it('advances every 1500 ms, looping, and emits onIndexChange(index, item)', () => {
    const onIndexChange = vi.fn();
    const items = pictures(2);
    render(<CarouselPreviewer items={items} onIndexChange={onIndexChange} />);
    advance(IMAGE_GROUP.PICTURE_CAROUSEL_INTERVAL_MS - 1);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    advance(1);
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');
    expect(onIndexChange).toHaveBeenLastCalledWith(1, items[1]);
    advance(1500);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    expect(onIndexChange).toHaveBeenLastCalledWith(0, items[0]);
  });

  it('does not play when autoPlay is off', () => {
    render(<CarouselPreviewer items={pictures(3)} autoPlay={false} />);
    advance(5000);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeInTheDocument();
  });

  it('pauses while the pointer is on the main view or the strip', () => {
    render(<CarouselPreviewer items={pictures(3)} />);
    fireEvent.mouseEnter(main());
    advance(5000);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.mouseLeave(main());
    fireEvent.mouseEnter(document.querySelector('.tf-carousel-previewer__thumbs') as Element);
    advance(5000);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.mouseLeave(document.querySelector('.tf-carousel-previewer__thumbs') as Element);
    advance(1500);
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('pauses while keyboard focus is in the main view', () => {
    focusVisible(true);
    render(<CarouselPreviewer items={pictures(3)} />);
    act(() => main().focus());
    advance(5000);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    act(() => main().blur());
    advance(1500);
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('focus from a mouse click does not pause (it would stay paused once the pointer left)', () => {
    focusVisible(false);
    render(<CarouselPreviewer items={pictures(3)} />);
    act(() => main().focus());
    expect(main()).toHaveAttribute('data-paused', 'false');
    advance(1500);
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('暂停轮播 / 继续轮播', () => {
    render(<CarouselPreviewer items={pictures(3)} />);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    advance(5000);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    advance(1500);
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('the arrows and the left/right keys on the main view step', () => {
    render(<CarouselPreviewer items={pictures(3)} />);
    fireEvent.keyDown(main(), { key: 'ArrowLeft' });
    expect(mainImage()).toHaveAttribute('src', 'big-3.png');
    fireEvent.keyDown(main(), { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.click(within(main()).getByRole('button', { name: '下一张' }));
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');
    fireEvent.click(within(main()).getByRole('button', { name: '上一张' }));
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
  });

  it('shows the name and tip, and the fallback when the picture fails', () => {
    const onImageError = vi.fn();
    const items = pictures(2);
    items[0].previewTip = '低质素材，建议替换';
    render(<CarouselPreviewer items={items} onImageError={onImageError} />);
    expect(screen.getByText('低质素材，建议替换')).toBeInTheDocument();
    expect(within(document.querySelector('.tf-carousel-stage__bar') as HTMLElement).getByText('素材1.png')).toBeInTheDocument();
    fireEvent.error(mainImage());
    expect(mainImage()).toHaveAttribute('alt', '图片加载失败');
    expect(mainImage()).toHaveAttribute('src', IMAGE_FALLBACK_SRC);
    expect(onImageError).toHaveBeenCalledWith(items[0], 0);
  });

  it('follows a controlled index', () => {
    const { rerender } = render(<CarouselPreviewer items={pictures(3)} index={2} />);
    expect(mainImage()).toHaveAttribute('src', 'big-3.png');
    rerender(<CarouselPreviewer items={pictures(3)} index={0} />);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
  });

  it('renders nothing inside without items', () => {
    const { container } = render(<CarouselPreviewer items={[]} />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('CarouselPreviewer thumbnail strip (widgets spec §9)', () => {
  it('lists every thumbnail; a click shows it and marks it current', () => {
    const onIndexChange = vi.fn();
    render(<CarouselPreviewer items={pictures(12)} onIndexChange={onIndexChange} />);
    const list = screen.getByRole('list', { name: '缩略图' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(screen.getByRole('button', { name: '第1张：素材1.png' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: '第5张：素材5.png' }));
    expect(mainImage()).toHaveAttribute('src', 'big-5.png');
    expect(screen.getByRole('button', { name: '第5张：素材5.png' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '第1张：素材1.png' })).not.toHaveAttribute('aria-current');
    expect(onIndexChange).toHaveBeenCalledWith(4, expect.objectContaining({ src: 'thumb-5.png' }));
  });

  it('the scroll buttons are disabled at the ends', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    expect(left()).toBeDisabled();
    expect(right()).toBeEnabled();
    strip().scrollLeft = 980;
    fireEvent.scroll(strip());
    expect(left()).toBeEnabled();
    expect(right()).toBeDisabled();
  });

  it('a scroll button steps 110 px, animated over 300 ms', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    fireEvent.click(right());
    advance(150);
    expect(strip().scrollLeft).toBeGreaterThan(0);
    expect(strip().scrollLeft).toBeLessThan(110);
    advance(200);
    expect(strip().scrollLeft).toBe(CAROUSEL_PREVIEWER.THUMB_STEP);
    expect(left()).toBeEnabled();
    fireEvent.click(left());
    advance(350);
    expect(strip().scrollLeft).toBe(0);
  });

  it('a second press during the animation steps on from where it was going', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    fireEvent.click(right());
    advance(100);
    fireEvent.click(right());
    advance(350);
    expect(strip().scrollLeft).toBe(220);
  });

  it('stops at the end', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    strip().scrollLeft = 950;
    fireEvent.scroll(strip());
    fireEvent.click(right());
    advance(350);
    expect(strip().scrollLeft).toBe(980);
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    fireEvent.click(right());
    expect(strip().scrollLeft).toBe(110);
    matchMedia.mockRestore();
  });

  it('the wheel steps 110 px at most once per 167 ms, and keeps the page still', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    const wheel = (deltaY: number) => {
      const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
      act(() => {
        strip().dispatchEvent(event);
      });
      return event;
    };
    expect(wheel(100).defaultPrevented).toBe(true);
    advance(100);
    expect(wheel(100).defaultPrevented).toBe(true); // dropped, but the page does not scroll either
    advance(250);
    expect(strip().scrollLeft).toBe(110);
    wheel(100);
    advance(CAROUSEL_PREVIEWER.WHEEL_THROTTLE_MS);
    wheel(100);
    advance(350);
    expect(strip().scrollLeft).toBe(330);
    wheel(-100);
    advance(350);
    expect(strip().scrollLeft).toBe(220);
  });

  it('the wheel at the end of the strip lets the page scroll', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    act(() => {
      strip().dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
  });

  it('a long press of 300 ms starts dragging; the strip follows the pointer', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    strip().scrollLeft = 200;
    fireEvent.pointerDown(strip(), { pointerId: 1, button: 0, clientX: 300, clientY: 10 });
    advance(CAROUSEL_PREVIEWER.LONG_PRESS_MS - 1);
    expect(strip()).toHaveAttribute('data-dragging', 'false');
    advance(1);
    expect(strip()).toHaveAttribute('data-dragging', 'true');
    fireEvent.pointerMove(strip(), { pointerId: 1, clientX: 200, clientY: 10 });
    expect(strip().scrollLeft).toBe(300);
    fireEvent.pointerMove(strip(), { pointerId: 1, clientX: 350, clientY: 10 });
    expect(strip().scrollLeft).toBe(150);
    fireEvent.pointerMove(strip(), { pointerId: 1, clientX: 2000, clientY: 10 });
    expect(strip().scrollLeft).toBe(0);
    fireEvent.pointerUp(strip(), { pointerId: 1, clientX: 2000, clientY: 10 });
    expect(strip()).toHaveAttribute('data-dragging', 'false');
  });

  it('the click that ends a drag does not pick a thumbnail; the next click does', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    const thumb = screen.getByRole('button', { name: '第3张：素材3.png' });
    fireEvent.pointerDown(thumb, { pointerId: 1, button: 0, clientX: 300, clientY: 10 });
    advance(300);
    fireEvent.pointerUp(thumb, { pointerId: 1, clientX: 300, clientY: 10 });
    fireEvent.click(thumb);
    expect(mainImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.click(thumb);
    expect(mainImage()).toHaveAttribute('src', 'big-3.png');
  });

  it('a short press is a click, and a quick swipe never turns into a drag', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    const thumb = screen.getByRole('button', { name: '第2张：素材2.png' });
    fireEvent.pointerDown(thumb, { pointerId: 1, button: 0, clientX: 300, clientY: 10 });
    advance(100);
    fireEvent.pointerUp(thumb, { pointerId: 1, clientX: 300, clientY: 10 });
    fireEvent.click(thumb);
    expect(mainImage()).toHaveAttribute('src', 'big-2.png');

    fireEvent.pointerDown(strip(), { pointerId: 2, button: 0, clientX: 300, clientY: 10 });
    advance(100);
    fireEvent.pointerMove(strip(), { pointerId: 2, clientX: 280, clientY: 10 });
    advance(500);
    expect(strip()).toHaveAttribute('data-dragging', 'false');
    expect(strip().scrollLeft).toBe(0);
  });

  it('only the primary button starts a long press', () => {
    render(<CarouselPreviewer items={pictures(12)} autoPlay={false} />);
    layOut();
    fireEvent.pointerDown(strip(), { pointerId: 1, button: 2, clientX: 300, clientY: 10 });
    advance(500);
    expect(strip()).toHaveAttribute('data-dragging', 'false');
  });

  it("scrolls the current picture's thumbnail into view as the carousel moves", () => {
    render(<CarouselPreviewer items={pictures(12)} />);
    layOut();
    // to the 4th picture, whose thumbnail ends at 3 × 110 + 100 = 430
    advance(1500);
    advance(1500);
    advance(1500);
    advance(350);
    expect(screen.getByRole('button', { name: '第4张：素材4.png' })).toHaveAttribute('aria-current', 'true');
    expect(strip().scrollLeft).toBe(430 - 330);
  });
});
