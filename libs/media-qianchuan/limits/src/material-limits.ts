// 巨量千川's limits on a material file and on the push call, in one place: the upload page checks a file
// against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them
// again. Sources: 巨量千川 shares 巨量引擎's open platform (jpg、png at most 1.5M, mp4 videos, 255-character
// file names, 50 × 50 a push call); its vertical 抖音 shapes, the video size and duration and the daily
// count are chosen (docs/decisions.md, "Material limits").
export const QIANCHUAN_MATERIAL_LIMITS = {
  IMAGE: {
    FORMATS: ['jpg', 'png'],
    MAX_BYTES: 1.5 * 1024 * 1024,
    SPECS: [
      { NAME: '竖版图', RATIO: [9, 16], MIN: [720, 1280], MAX: [1440, 2560] },
      { NAME: '横版图', RATIO: [16, 9], MIN: [1280, 720], MAX: [2560, 1440] },
      { NAME: '方图', RATIO: [1, 1], MIN: [800, 800], MAX: [2000, 2000] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4', 'mov'],
    MAX_BYTES: 1000 * 1024 * 1024,
    SPECS: [
      { NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] },
      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },
    ],
    DURATION_S: { MIN: 4, MAX: 600 },
  },
  FILE_NAME_MAX_LENGTH: 255,
  PUSH: { ACCOUNTS: 50, MATERIALS: 50 },
  UPLOADS_PER_DAY: 5000,
} as const;
