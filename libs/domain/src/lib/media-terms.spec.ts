import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, deliveryLevelLabel } from './delivery-hierarchy';
import { MEDIA_CODES } from './media';
import { MEDIA_TERM_LEVELS, MEDIA_TERMS } from './media-terms';

describe('media terms (widgets spec §9)', () => {
  it.each([
    ['baidu', '计划', '单元'],
    ['kuaishou', '广告计划', '广告组'],
    ['toutiao', '项目', '广告'],
    ['gdt', '广告', '创意'],
    ['bilibili', '广告计划', '广告单元'],
    ['qianchuan', '广告组', '广告计划'],
  ] as const)('%s says %s / %s', (media, upper, lower) => {
    expect(MEDIA_TERMS[media]).toEqual({ upper, lower });
  });

  it.each(MEDIA_CODES)('%s terms name levels it has, upper before lower, with the same labels', (media) => {
    const levels: readonly string[] = DELIVERY_LEVELS[media];
    const { upper, lower } = MEDIA_TERM_LEVELS[media];
    expect(levels.indexOf(upper)).toBeGreaterThan(0);
    expect(levels.indexOf(lower)).toBeGreaterThan(levels.indexOf(upper));
    expect(deliveryLevelLabel(media, upper)).toBe(MEDIA_TERMS[media].upper);
    expect(deliveryLevelLabel(media, lower)).toBe(MEDIA_TERMS[media].lower);
  });
});
