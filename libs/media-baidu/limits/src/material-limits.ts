// 百度营销's limits on a material file and on the push call, in one place: the upload page checks a file
// against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them
// again. No public source was found for its material upload calls: the 信息流 shapes (大图 16:9, 三图 3:2,
// 竖版 9:16), sizes, durations, the push batch and the daily count are chosen (docs/decisions.md, "Material
// limits").
export const BAIDU_MATERIAL_LIMITS = {
  IMAGE: {
    FORMATS: ['jpg', 'png', 'gif'],
    MAX_BYTES: 2 * 1024 * 1024,
    SPECS: [
      { NAME: '大图', RATIO: [16, 9], MIN: [1140, 640], MAX: [2560, 1440] },
      { NAME: '三图', RATIO: [3, 2], MIN: [370, 245], MAX: [1500, 1000] },
      { NAME: '竖版图', RATIO: [9, 16], MIN: [720, 1280], MAX: [1440, 2560] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4'],
    MAX_BYTES: 100 * 1024 * 1024,
    SPECS: [
      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },
      { NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] },
    ],
    DURATION_S: { MIN: 5, MAX: 180 },
  },
  FILE_NAME_MAX_LENGTH: 100,
  PUSH: { ACCOUNTS: 10, MATERIALS: 20 },
  UPLOADS_PER_DAY: 1000,
} as const;
