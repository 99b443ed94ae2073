import { describe, expect, it } from 'vitest';
import { materialLimitsFromWire, materialLimitsToWire } from './material-limits-wire';
import { checkMaterialFile, fitsSpec, formatBytes, materialLimitsProblems, materialProblemText, type MaterialLimits } from './material-rules';

const LIMITS: MaterialLimits = {
  IMAGE: {
    FORMATS: ['jpg', 'png'],
    MAX_BYTES: 1.5 * 1024 * 1024,
    SPECS: [
      { NAME: '横版大图', RATIO: [16, 9], MIN: [1280, 720], MAX: [2560, 1440] },
      { NAME: '方图', RATIO: [1, 1], MIN: [600, 600] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4'],
    MAX_BYTES: 100 * 1024 * 1024,
    SPECS: [{ NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] }],
    DURATION_S: { MIN: 4, MAX: 60 },
  },
  FILE_NAME_MAX_LENGTH: 255,
  PUSH: { ACCOUNTS: 10, MATERIALS: 10 },
  UPLOADS_PER_DAY: 100,
};
const image = { kind: 'image' as const, format: 'jpg', size: 200_000, width: 1280, height: 720 };
const video = { kind: 'video' as const, format: 'mp4', size: 20_000_000, width: 720, height: 1280, duration: 15 };
const text = (file: Parameters<typeof checkMaterialFile>[1]) => {
  const problem = checkMaterialFile(LIMITS, file);
  return problem && materialProblemText(problem);
};

describe('material file check', () => {
  it('passes files that fit one of the shapes', () => {
    expect(checkMaterialFile(LIMITS, image)).toBeNull();
    expect(checkMaterialFile(LIMITS, { ...image, width: 2560, height: 1440 })).toBeNull();
    expect(checkMaterialFile(LIMITS, { ...image, width: 4000, height: 4000 })).toBeNull();
    expect(checkMaterialFile(LIMITS, video)).toBeNull();
  });

  it('refuses the type by content first, naming what the media takes', () => {
    expect(text({ ...image, format: 'gif', size: 99_000_000 })).toBe('不支持的图片格式gif，仅支持jpg、png');
    expect(text({ ...video, format: 'mov' })).toBe('不支持的视频格式mov，仅支持mp4');
  });

  it('refuses a file over the size cap in binary units', () => {
    expect(text({ ...image, size: 1.5 * 1024 * 1024 })).toBeNull();
    expect(text({ ...image, size: 1.5 * 1024 * 1024 + 1 })).toBe('图片大小1.5MB超过上限1.5MB');
    expect(formatBytes(800 * 1024)).toBe('800KB');
  });

  it('refuses a ratio or pixel size outside every shape, listing the shapes', () => {
    expect(text({ ...image, width: 1000, height: 720 })).toBe('图片尺寸1000×720不符合要求，支持：横版大图16:9（1280×720～2560×1440）、方图1:1（600×600及以上）');
    expect(checkMaterialFile(LIMITS, { ...image, width: 1136, height: 639 })?.rule).toBe('material_dimensions');
    expect(checkMaterialFile(LIMITS, { ...image, width: 3200, height: 1800 })?.rule).toBe('material_dimensions');
    expect(checkMaterialFile(LIMITS, { ...image, width: 0, height: 0 })?.rule).toBe('material_dimensions');
    // Within 2% of the ratio still fits.
    expect(fitsSpec(LIMITS.IMAGE.SPECS[0], 1280, 728)).toBe(true);
    expect(fitsSpec(LIMITS.IMAGE.SPECS[0], 1280, 760)).toBe(false);
  });

  it('refuses a video outside the duration range, and one without a duration', () => {
    expect(text({ ...video, duration: 3.94 })).toBe('视频时长3.9秒不在4～60秒之间');
    expect(text({ ...video, duration: 61 })).toBe('视频时长61秒不在4～60秒之间');
    expect(checkMaterialFile(LIMITS, { ...video, duration: undefined })?.rule).toBe('material_duration');
    expect(text({ ...video, duration: 60 })).toBeNull();
  });
});

describe('materialLimitsProblems', () => {
  it('finds nothing wrong with a table that holds together', () => {
    expect(materialLimitsProblems(LIMITS)).toEqual([]);
  });

  it('names each way a table can be wrong', () => {
    const broken: MaterialLimits = {
      ...LIMITS,
      IMAGE: { ...LIMITS.IMAGE, FORMATS: ['jpg', 'tiff' as 'jpg'], MAX_BYTES: 0, SPECS: [{ NAME: '歪图', RATIO: [16, 9], MIN: [100, 100] }] },
      VIDEO: { ...LIMITS.VIDEO, FORMATS: [], DURATION_S: { MIN: 60, MAX: 5 } },
      UPLOADS_PER_DAY: 0,
      PUSH: { ACCOUNTS: 0, MATERIALS: 10 },
    };
    expect(materialLimitsProblems(broken)).toEqual(
      expect.arrayContaining([
        'IMAGE: unknown format tiff',
        'IMAGE: MAX_BYTES is not positive',
        'IMAGE 歪图: its smallest size does not fit it',
        'VIDEO: no format',
        'VIDEO: DURATION_S is missing or out of order',
        'UPLOADS_PER_DAY is not positive',
        'PUSH is not positive',
      ]),
    );
  });
});

describe('material limits on the wire (listMaterialLimits)', () => {
  it('carries shapes as sizes and a missing bound as null, and comes back to the same table', () => {
    const wire = materialLimitsToWire(LIMITS);
    expect(wire.image.specs[0]).toEqual({ name: '横版大图', ratio: { width: 16, height: 9 }, min: { width: 1280, height: 720 }, max: { width: 2560, height: 1440 } });
    expect(wire.image.specs[1].max).toBeNull();
    expect(wire.image.durationS).toBeNull();
    expect(wire.video.durationS).toEqual({ min: 4, max: 60 });
    expect(materialLimitsFromWire(JSON.parse(JSON.stringify(wire)))).toEqual(LIMITS);
  });
});
