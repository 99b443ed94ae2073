import { SPACE } from '@toufang/domain';

/** A named size of widgets spec §9 (mini 4, small 8, medium 16, large 24) or a number of px. */
export type SpacingSize = keyof typeof SPACE | number;

/** The gap in px of one size; an unknown name or a negative or non-finite number falls back to small. */
export function spacingPx(size: SpacingSize): number {
  if (typeof size === 'number') return Number.isFinite(size) && size >= 0 ? size : SPACE.small;
  return Object.hasOwn(SPACE, size) ? SPACE[size] : SPACE.small;
}

/** [horizontal, vertical] gaps: one size for both, or a pair. */
export function spacingGap(size: SpacingSize | readonly [SpacingSize, SpacingSize]): [number, number] {
  if (Array.isArray(size)) return [spacingPx(size[0]), spacingPx(size[1])];
  const px = spacingPx(size as SpacingSize);
  return [px, px];
}
