// @vitest-environment jsdom
// jsdom, not the default happy-dom: it keeps a style's vh units as written and loads <img> the way the states are asserted (vitest.shared.ts).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_GROUP } from '@toufang/domain';
import { IMAGE_FALLBACK_SRC } from '../image/image-fallback';
import type { ImageItem } from '../image/image-rules';
import { SCROLL_LOCKED_CLASS } from '../scroll-lock/scroll-lock';
import { ImageGroup } from './image-group';

const pictures = (count: number): ImageItem[] =>
  Array.from({ length: count }, (_, i) => ({ src: `thumb-${i + 1}.png`, previewSrc: `big-${i + 1}.png`, fileName: `素材${i + 1}.png` }));

const cells = (container: HTMLElement) => container.querySelectorAll('.tf-image-group__cell');
const slideImage = () => document.querySelector('.tf-carousel-stage__slide img') as HTMLImageElement;
const stage = () => screen.getByRole('region', { name: '图片轮播' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const openAt = (index: number) => fireEvent.click(screen.getByRole('button', { name: `预览图片：素材${index + 1}.png` }));

/** Whether focus counts as keyboard focus (:focus-visible); jsdom's own guess depends on earlier events. */
function focusVisible(visible: boolean) {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' ? visible : matches.call(this, selector);
  });
}

describe('ImageGroup layouts (widgets spec §9)', () => {
  it.each([
    [1, '1', 1, 0],
    [2, '2', 2, 0],
    [3, '3', 3, 0],
    [4, '4', 4, 0],
    [5, '6', 6, 1],
    [6, '6', 6, 0],
  ])('%i pictures: layout %s, %i cells of which %i empty', (count, layout, cellCount, empty) => {
    const { container } = render(<ImageGroup images={pictures(count)} />);
    const list = container.querySelector('.tf-image-group') as HTMLElement;
    expect(list).toHaveAttribute('data-layout', layout);
    expect(list).toHaveClass(`tf-image-group--size-${layout}`);
    expect(cells(container)).toHaveLength(cellCount);
    expect(container.querySelectorAll('.tf-image-group__cell--empty')).toHaveLength(empty);
    expect(screen.getAllByRole('button')).toHaveLength(count);
  });

  it('sets the columns of each layout: 1, 2, 3, 2 (2×2) and 3 (3×2)', () => {
    const columns = (count: number) => {
      const { container, unmount } = render(<ImageGroup images={pictures(count)} />);
      const value = (container.querySelector('.tf-image-group') as HTMLElement).style.getPropertyValue('--tf-image-group-columns');
      unmount();
      return value;
    };
    expect([1, 2, 3, 4, 6].map(columns)).toEqual(['1', '2', '3', '2', '3']);
  });

  it('shows at most 6 pictures, with +N on the last for the others', () => {
    const { container } = render(<ImageGroup images={pictures(9)} />);
    expect(cells(container)).toHaveLength(IMAGE_GROUP.MAX_IMAGES);
    expect(screen.getByText('+3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览图片：素材6.png（+3）' })).toBeInTheDocument();
    expect(container.querySelector('img[src="thumb-7.png"]')).toBeNull();
  });

  it('shows 暂无数据 without pictures', () => {
    render(<ImageGroup images={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('without preview the pictures are not buttons', () => {
    render(<ImageGroup images={pictures(3)} preview={false} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('a picture that fails shows the fallback and emits onImageError', () => {
    const onImageError = vi.fn();
    const images = pictures(2);
    render(<ImageGroup images={images} onImageError={onImageError} />);
    fireEvent.error(screen.getByAltText('素材2.png'));
    expect(screen.getByAltText('图片加载失败')).toHaveAttribute('src', IMAGE_FALLBACK_SRC);
    expect(onImageError).toHaveBeenCalledWith(images[1], 1);
  });
});

describe('ImageGroup preview carousel (widgets spec §2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a click opens 图片预览 on that picture, its preview source, name, tip and position', () => {
    const onPreviewOpen = vi.fn();
    const images = pictures(6);
    images[2].previewTip = '该素材已压缩';
    render(<ImageGroup images={images} onPreviewOpen={onPreviewOpen} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openAt(2);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('图片预览')).toBeInTheDocument();
    expect(slideImage()).toHaveAttribute('src', 'big-3.png');
    expect(slideImage()).toHaveAttribute('alt', '素材3.png');
    expect(within(dialog).getByText('3 / 6')).toBeInTheDocument();
    expect(within(dialog).getByText('该素材已压缩')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: '3 / 6' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(onPreviewOpen).toHaveBeenCalledWith(2);
  });

  it('locks page scrolling while open', () => {
    render(<ImageGroup images={pictures(2)} />);
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCKED_CLASS);
    openAt(0);
    expect(document.documentElement).toHaveClass(SCROLL_LOCKED_CLASS);
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCKED_CLASS);
  });

  it('advances every 2500 ms and loops from the last picture to the first', () => {
    const onPreviewIndexChange = vi.fn();
    render(<ImageGroup images={pictures(3)} onPreviewIndexChange={onPreviewIndexChange} />);
    openAt(1);
    advance(IMAGE_GROUP.CAROUSEL_INTERVAL_MS - 1);
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
    advance(1);
    expect(slideImage()).toHaveAttribute('src', 'big-3.png');
    expect(onPreviewIndexChange).toHaveBeenLastCalledWith(2);
    advance(2500);
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
    expect(onPreviewIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('takes another interval', () => {
    render(<ImageGroup images={pictures(3)} interval={1000} />);
    openAt(0);
    advance(1000);
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('pauses while the pointer is on the picture and resumes when it leaves', () => {
    render(<ImageGroup images={pictures(3)} />);
    openAt(0);
    fireEvent.mouseEnter(stage());
    expect(stage()).toHaveAttribute('data-paused', 'true');
    expect(within(stage()).getByRole('group')).toHaveAttribute('aria-live', 'polite');
    advance(10_000);
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.mouseLeave(stage());
    expect(within(stage()).getByRole('group')).toHaveAttribute('aria-live', 'off');
    advance(2500);
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('pauses while keyboard focus is on the carousel, including moving between its buttons', () => {
    focusVisible(true);
    render(
      <>
        <ImageGroup images={pictures(3)} />
        <button type="button">外部</button>
      </>,
    );
    openAt(0);
    const prev = screen.getByRole('button', { name: '上一张' });
    const next = screen.getByRole('button', { name: '下一张' });
    act(() => prev.focus());
    advance(5000);
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
    act(() => next.focus());
    advance(5000);
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
    act(() => next.blur());
    advance(2500);
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('focus left by a mouse click on an arrow does not pause', () => {
    focusVisible(false);
    render(<ImageGroup images={pictures(3)} />);
    openAt(0);
    const next = screen.getByRole('button', { name: '下一张' });
    act(() => next.focus());
    fireEvent.click(next);
    expect(stage()).toHaveAttribute('data-paused', 'false');
    advance(2500);
    expect(slideImage()).toHaveAttribute('src', 'big-3.png');
  });

  it('暂停轮播 stops the timer and 继续轮播 restarts it', () => {
    render(<ImageGroup images={pictures(3)} />);
    openAt(0);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    advance(10_000);
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    advance(2500);
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
  });

  it('the arrows and the left/right keys step, wrapping around', () => {
    render(<ImageGroup images={pictures(3)} />);
    openAt(0);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(slideImage()).toHaveAttribute('src', 'big-3.png');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(slideImage()).toHaveAttribute('src', 'big-1.png');
  });

  it('a step by hand gives the new picture a full interval', () => {
    render(<ImageGroup images={pictures(3)} />);
    openAt(0);
    advance(2000);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    advance(2000);
    expect(slideImage()).toHaveAttribute('src', 'big-2.png');
    advance(500);
    expect(slideImage()).toHaveAttribute('src', 'big-3.png');
  });

  it('Escape closes and emits onPreviewClose; the keys no longer step', () => {
    const onPreviewClose = vi.fn();
    const onPreviewIndexChange = vi.fn();
    render(<ImageGroup images={pictures(3)} onPreviewClose={onPreviewClose} onPreviewIndexChange={onPreviewIndexChange} />);
    openAt(0);
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(onPreviewClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: '图片轮播' })).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    advance(5000);
    expect(onPreviewIndexChange).not.toHaveBeenCalled();
  });

  it('the close button closes; a backdrop click does not', () => {
    const onPreviewClose = vi.fn();
    render(<ImageGroup images={pictures(2)} onPreviewClose={onPreviewClose} />);
    openAt(0);
    const wrap = document.querySelector('.semi-modal-wrap') as Element;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onPreviewClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onPreviewClose).toHaveBeenCalledTimes(1);
  });

  it('reopening starts from the picture clicked, playing', () => {
    render(<ImageGroup images={pictures(4)} />);
    openAt(0);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    openAt(3);
    expect(slideImage()).toHaveAttribute('src', 'big-4.png');
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeInTheDocument();
  });

  it('one picture: no arrows, no pause button, no stepping', () => {
    const onPreviewIndexChange = vi.fn();
    render(<ImageGroup images={pictures(1)} onPreviewIndexChange={onPreviewIndexChange} />);
    openAt(0);
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(screen.queryByRole('button', { name: '暂停轮播' })).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    advance(10_000);
    expect(onPreviewIndexChange).not.toHaveBeenCalled();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('the preview reaches pictures beyond the 6 shown', () => {
    render(<ImageGroup images={pictures(8)} />);
    fireEvent.click(screen.getByRole('button', { name: '预览图片：素材6.png（+2）' }));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(slideImage()).toHaveAttribute('src', 'big-7.png');
    expect(screen.getByText('7 / 8')).toBeInTheDocument();
  });

  it('a failing preview picture shows the fallback and emits onImageError', () => {
    const onImageError = vi.fn();
    const images = pictures(2);
    render(<ImageGroup images={images} onImageError={onImageError} />);
    openAt(1);
    fireEvent.error(slideImage());
    expect(slideImage()).toHaveAttribute('alt', '图片加载失败');
    expect(slideImage()).toHaveAttribute('src', IMAGE_FALLBACK_SRC);
    expect(onImageError).toHaveBeenCalledWith(images[1], 1);
  });

  it('the stage is 60vh high', () => {
    render(<ImageGroup images={pictures(2)} />);
    openAt(0);
    expect(stage()).toHaveStyle({ height: '60vh' });
  });
});
