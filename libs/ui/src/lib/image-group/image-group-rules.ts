// Image group layouts and carousel stepping (widgets spec §2, §9).
import { IMAGE_GROUP } from '@toufang/domain';

/** The layouts a group has (widgets spec §9: 1, 2, 3, 4, 6). */
export type ImageGroupSize = (typeof IMAGE_GROUP.LAYOUT_SIZES)[number];

/** Columns of each layout: one picture, a row of two or three, a 2×2 square, and three by two. */
export const IMAGE_GROUP_COLUMNS: Record<ImageGroupSize, number> = { 1: 1, 2: 2, 3: 3, 4: 2, 6: 3 };

export interface ImageGroupLayout {
  /** The layout used; 0 when there is no picture. */
  size: ImageGroupSize | 0;
  columns: number;
  /** Pictures shown in the grid: at most 6 (widgets spec §9). */
  shown: number;
  /** Empty cells that complete the layout (5 pictures use the 6 layout with one empty cell). */
  empty: number;
  /** Pictures beyond the 6 shown; the preview still reaches them, the last cell shows +N. */
  hidden: number;
}

/** The layout for a number of pictures: the smallest of 1, 2, 3, 4, 6 that holds them. */
export function imageGroupLayout(count: number): ImageGroupLayout {
  const total = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const shown = Math.min(total, IMAGE_GROUP.MAX_IMAGES);
  if (shown === 0) return { size: 0, columns: 0, shown: 0, empty: 0, hidden: 0 };
  const size = IMAGE_GROUP.LAYOUT_SIZES.find((candidate) => candidate >= shown) ?? IMAGE_GROUP.MAX_IMAGES;
  return { size, columns: IMAGE_GROUP_COLUMNS[size], shown, empty: size - shown, hidden: total - shown };
}

/** An index moved into 0..count-1, wrapping around both ends (the carousel is a loop). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export type CarouselKeyAction = 'prev' | 'next';

/** Left and right arrows step the carousel (Escape is the modal's own close). */
export function carouselKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): CarouselKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowLeft') return 'prev';
  if (event.key === 'ArrowRight') return 'next';
  return null;
}

/** Texts of the group and its preview. */
export const IMAGE_GROUP_TEXTS = {
  PREVIEW_TITLE: '图片预览',
  PREV: '上一张',
  NEXT: '下一张',
  PAUSE: '暂停轮播',
  PLAY: '继续轮播',
  CAROUSEL: '图片轮播',
} as const;

/** The accessible name of a grid cell, which opens the preview. */
export function previewLabel(alt: string): string {
  return `预览图片：${alt}`;
}

/** The position shown in the preview, 1-based. */
export function carouselCounter(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** The mark over the last cell when more pictures exist than the grid shows. */
export function moreLabel(hidden: number): string {
  return `+${hidden}`;
}
