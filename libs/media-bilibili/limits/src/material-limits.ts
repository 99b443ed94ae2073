// 哔哩哔哩's limits on a material file and on the push call, in one place: the upload page checks a file
// against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them
// again. No public source was found for its (花火/必选) material calls: the shapes (its feed 16:9 and 1:1,
// story 9:16), sizes, durations, the push batch and the daily count are chosen (docs/decisions.md,
// "Material limits").
export const BILIBILI_MATERIAL_LIMITS = {
  IMAGE: {
    FORMATS: ['jpg', 'png'],
    MAX_BYTES: 5 * 1024 * 1024,
    SPECS: [
      { NAME: '信息流大图', RATIO: [16, 9], MIN: [1280, 720], MAX: [3840, 2160] },
      { NAME: '方图', RATIO: [1, 1], MIN: [600, 600], MAX: [2000, 2000] },
      { NAME: 'Story竖图', RATIO: [9, 16], MIN: [720, 1280], MAX: [2160, 3840] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4', 'mov', 'flv'],
    MAX_BYTES: 1024 * 1024 * 1024,
    SPECS: [
      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },
      { NAME: 'Story竖版视频', RATIO: [9, 16], MIN: [720, 1280] },
    ],
    DURATION_S: { MIN: 5, MAX: 600 },
  },
  FILE_NAME_MAX_LENGTH: 80,
  PUSH: { ACCOUNTS: 20, MATERIALS: 20 },
  UPLOADS_PER_DAY: 1000,
} as const;
