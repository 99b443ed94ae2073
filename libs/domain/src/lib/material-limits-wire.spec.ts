import { describe, expect, it } from 'vitest';
import { materialLimitsFromWire, materialLimitsToWire } from './material-limits-wire';
import type { MaterialLimits } from './material-rules';

const LIMITS: MaterialLimits = {
  IMAGE: {
    FORMATS: ['jpg', 'png'],
    MAX_BYTES: 1.5 * 1024 * 1024,
    SPECS: [
      { NAME: '横版大图', RATIO: [16, 9], MIN: [1280, 720], MAX: [2560, 1440] },
      { NAME: '方图', RATIO: [1, 1], MIN: [600, 600] },
    ],
  },
  VIDEO: { FORMATS: ['mp4'], MAX_BYTES: 100 * 1024 * 1024, SPECS: [{ NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] }], DURATION_S: { MIN: 4, MAX: 60 } },
  FILE_NAME_MAX_LENGTH: 255,
  PUSH: { ACCOUNTS: 50, MATERIALS: 50 },
  UPLOADS_PER_DAY: 5000,
};

describe('material limits on the wire', () => {
  it('carries shapes as sizes and a missing bound as null, and comes back to the same table', () => {
    const wire = materialLimitsToWire(LIMITS);
    expect(wire.image.specs[0]).toEqual({ name: '横版大图', ratio: { width: 16, height: 9 }, min: { width: 1280, height: 720 }, max: { width: 2560, height: 1440 } });
    expect(wire.image.specs[1].max).toBeNull();
    expect(wire.image.durationS).toBeNull();
    expect(wire.video.durationS).toEqual({ min: 4, max: 60 });
    expect(materialLimitsFromWire(JSON.parse(JSON.stringify(wire)))).toEqual(LIMITS);
  });
});
