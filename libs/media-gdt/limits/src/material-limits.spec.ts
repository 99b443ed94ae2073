import { describe, expect, it } from 'vitest';
import { checkMaterialFile, fitsSpec, MATERIAL_FORMATS, type MaterialLimits } from '@toufang/domain';
import { GDT_MATERIAL_LIMITS } from './index';

// Typed against the shape every media's material limits share (a missing or misspelt field fails to compile).
const LIMITS: MaterialLimits = GDT_MATERIAL_LIMITS;

describe('gdt material limits', () => {
  it('push at most the figures of docs/materials-sandbox.md in one call', () => {
    expect(LIMITS.PUSH).toEqual({ ACCOUNTS: 20, MATERIALS: 20 });
  });

  it('hold: known formats, positive caps, every shape reachable at its smallest size, durations ordered', () => {
    for (const kind of [LIMITS.IMAGE, LIMITS.VIDEO]) {
      expect(kind.FORMATS.length).toBeGreaterThan(0);
      for (const format of kind.FORMATS) expect(MATERIAL_FORMATS).toContain(format);
      expect(kind.MAX_BYTES).toBeGreaterThan(0);
      for (const spec of kind.SPECS) {
        expect(fitsSpec(spec, spec.MIN[0], spec.MIN[1]), spec.NAME).toBe(true);
        if (spec.MAX) expect(fitsSpec(spec, spec.MAX[0], spec.MAX[1]), spec.NAME).toBe(true);
      }
    }
    const duration = LIMITS.VIDEO.DURATION_S;
    expect(duration && duration.MIN < duration.MAX).toBe(true);
    expect(LIMITS.UPLOADS_PER_DAY).toBeGreaterThan(0);
  });

  it('refuses a file one byte over its size cap', () => {
    const spec = LIMITS.IMAGE.SPECS[0];
    const image = { kind: 'image' as const, format: LIMITS.IMAGE.FORMATS[0], width: spec.MIN[0], height: spec.MIN[1], size: LIMITS.IMAGE.MAX_BYTES };
    expect(checkMaterialFile(LIMITS, image)).toBeNull();
    expect(checkMaterialFile(LIMITS, { ...image, size: image.size + 1 })?.rule).toBe('material_too_large');
  });
});
