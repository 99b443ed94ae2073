// 磁力智投's limits on a material file and on the push call, in one place: the upload page checks a file
// against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them
// again. Sources: the product's figure of its push call (10 accounts × 10 materials); its file/ad/image and
// file/ad/video upload shapes, sizes and durations are chosen to look like 磁力引擎's creative specs
// (docs/decisions.md, "Material limits").
export const KUAISHOU_MATERIAL_LIMITS = {
  IMAGE: {
    FORMATS: ['jpg', 'png'],
    MAX_BYTES: 5 * 1024 * 1024,
    SPECS: [
      { NAME: '竖版图片', RATIO: [9, 16], MIN: [720, 1280], MAX: [2160, 3840] },
      { NAME: '横版图片', RATIO: [16, 9], MIN: [1280, 720], MAX: [3840, 2160] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4', 'mov'],
    MAX_BYTES: 500 * 1024 * 1024,
    SPECS: [
      { NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] },
      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },
    ],
    DURATION_S: { MIN: 4, MAX: 300 },
  },
  FILE_NAME_MAX_LENGTH: 100,
  PUSH: { ACCOUNTS: 10, MATERIALS: 10 },
  UPLOADS_PER_DAY: 2000,
} as const;
