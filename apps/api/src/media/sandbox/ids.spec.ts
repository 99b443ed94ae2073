import { MEDIA_REGISTRY } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CONFIGS } from '../sandbox-media';
import { hasShape, shapedId } from './ids';

describe('ids shaped like each media', () => {
  it('keeps prefix and length and never repeats', () => {
    const shape = { prefix: '76', digits: 19 };
    const ids = Array.from({ length: 5000 }, (_, n) => shapedId(shape, n + 1));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => hasShape(shape, id))).toBe(true);
    // Consecutive numbers land far apart, as media ids look.
    expect(Math.abs(Number(ids[1].slice(2, 8)) - Number(ids[0].slice(2, 8)))).toBeGreaterThan(1000);
  });

  it.each(Object.values(SANDBOX_CONFIGS).map((c) => [c.media, c] as const))('%s: every level has a shape', (media, config) => {
    for (const level of config.levels) expect(config.ids[level.level]).toBeDefined();
    expect(MEDIA_REGISTRY[media].accountIdDigits).toBeGreaterThan(0);
  });
});
