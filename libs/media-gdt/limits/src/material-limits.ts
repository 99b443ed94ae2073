// 腾讯广告's limits on a material file and on the push call, in one place: the upload page checks a file
// against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them
// again. Sources: Marketing API images/add (jpg、png、gif, at most 10M, sides up to 4000 px) and videos/add
// (mp4、mov、avi, at most 100M), its 255-byte description; the shapes (its creative 规格), the duration, the
// push batch and the daily count are chosen (docs/decisions.md, "Material limits").
export const GDT_MATERIAL_LIMITS = {
  IMAGE: {
    FORMATS: ['jpg', 'png', 'gif'],
    MAX_BYTES: 10 * 1024 * 1024,
    SPECS: [
      { NAME: '横版大图', RATIO: [16, 9], MIN: [1280, 720], MAX: [4000, 2250] },
      { NAME: '竖版大图', RATIO: [9, 16], MIN: [720, 1280], MAX: [2250, 4000] },
      { NAME: '方形图', RATIO: [1, 1], MIN: [800, 800], MAX: [4000, 4000] },
      { NAME: '横版小图', RATIO: [3, 2], MIN: [480, 320], MAX: [3000, 2000] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4', 'mov', 'avi'],
    MAX_BYTES: 100 * 1024 * 1024,
    SPECS: [
      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },
      { NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] },
      { NAME: '方形视频', RATIO: [1, 1], MIN: [720, 720] },
    ],
    DURATION_S: { MIN: 5, MAX: 120 },
  },
  FILE_NAME_MAX_LENGTH: 255,
  PUSH: { ACCOUNTS: 20, MATERIALS: 20 },
  UPLOADS_PER_DAY: 2000,
} as const;
