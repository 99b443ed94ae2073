import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_GROUP } from '@toufang/domain';
import { IMAGE_GROUP_TEXTS, carouselCounter, carouselKeyAction, imageGroupLayout, moreLabel, previewLabel, wrapIndex } from './image-group-rules';

describe('image group constants (widgets spec §9)', () => {
  it('shows up to 6 pictures in layouts 1, 2, 3, 4, 6 and steps the preview every 2500 ms', () => {
    expect(IMAGE_GROUP.MAX_IMAGES).toBe(6);
    expect(IMAGE_GROUP.LAYOUT_SIZES).toEqual([1, 2, 3, 4, 6]);
    expect(IMAGE_GROUP.CAROUSEL_INTERVAL_MS).toBe(2500);
  });
});

describe('imageGroupLayout (widgets spec §9)', () => {
  it.each([
    [1, 1, 1, 0, 0],
    [2, 2, 2, 0, 0],
    [3, 3, 3, 0, 0],
    [4, 4, 2, 0, 0],
    [5, 6, 3, 1, 0],
    [6, 6, 3, 0, 0],
    [7, 6, 3, 0, 1],
    [12, 6, 3, 0, 6],
  ])('%i pictures use layout %i with %i columns, %i empty cells and %i hidden', (count, size, columns, empty, hidden) => {
    expect(imageGroupLayout(count)).toEqual({ size, columns, shown: Math.min(count, 6), empty, hidden });
  });

  it('no picture (or a nonsense count) has no layout', () => {
    expect(imageGroupLayout(0)).toEqual({ size: 0, columns: 0, shown: 0, empty: 0, hidden: 0 });
    expect(imageGroupLayout(-3).size).toBe(0);
    expect(imageGroupLayout(Number.NaN).size).toBe(0);
  });

  it('always uses a spec layout that holds the shown pictures, and accounts for every picture', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (count) => {
        const layout = imageGroupLayout(count);
        expect(IMAGE_GROUP.LAYOUT_SIZES).toContain(layout.size);
        expect(layout.shown).toBeLessThanOrEqual(IMAGE_GROUP.MAX_IMAGES);
        expect(layout.shown + layout.empty).toBe(layout.size);
        expect(layout.shown + layout.hidden).toBe(count);
        expect(layout.empty).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('carousel stepping', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(2, 6)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        return wrapped >= 0 && wrapped < count && (wrapped - index) % count === 0;
      }),
    );
  });

  it('left and right arrows step; other keys and modified arrows do not', () => {
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) => carouselKeyAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...extra });
    expect(key('ArrowLeft')).toBe('prev');
    expect(key('ArrowRight')).toBe('next');
    expect(key('Escape')).toBeNull();
    expect(key('ArrowUp')).toBeNull();
    expect(key('ArrowRight', { altKey: true })).toBeNull();
    expect(key('ArrowLeft', { metaKey: true })).toBeNull();
  });
});

describe('image group texts', () => {
  it('names the preview, its buttons, the counter and the +N mark', () => {
    expect(IMAGE_GROUP_TEXTS).toEqual({ PREVIEW_TITLE: '图片预览', PREV: '上一张', NEXT: '下一张', PAUSE: '暂停轮播', PLAY: '继续轮播', CAROUSEL: '图片轮播' });
    expect(previewLabel('a.png')).toBe('预览图片：a.png');
    expect(carouselCounter(0, 6)).toBe('1 / 6');
    expect(moreLabel(3)).toBe('+3');
  });
});
