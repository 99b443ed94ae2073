// 巨量引擎's limits on a material file and on the push call, in one place: the upload page checks a file
// against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them
// again. Sources: its open platform's file/image/ad (jpg、jpeg、png、bmp、gif, at most 1.5M), file/video/ad
// (mp4、mpeg、3gp、avi), the 255-character file name of both, and file/material/bind (at most 50 target
// advertisers and 50 materials a call). The shapes, the video size and duration and the daily count are
// chosen to look like its creative specs (docs/decisions.md, "Material limits").
export const TOUTIAO_MATERIAL_LIMITS = {
  IMAGE: {
    FORMATS: ['jpg', 'png', 'bmp', 'gif'],
    MAX_BYTES: 1.5 * 1024 * 1024,
    SPECS: [
      { NAME: '横版大图', RATIO: [16, 9], MIN: [1280, 720], MAX: [2560, 1440] },
      { NAME: '竖版大图', RATIO: [9, 16], MIN: [720, 1280], MAX: [1440, 2560] },
      { NAME: '小图', RATIO: [456, 300], MIN: [456, 300], MAX: [1368, 900] },
    ],
  },
  VIDEO: {
    FORMATS: ['mp4', 'mpg', '3gp', 'avi'],
    MAX_BYTES: 1000 * 1024 * 1024,
    SPECS: [
      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },
      { NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] },
    ],
    DURATION_S: { MIN: 4, MAX: 300 },
  },
  FILE_NAME_MAX_LENGTH: 255,
  PUSH: { ACCOUNTS: 50, MATERIALS: 50 },
  UPLOADS_PER_DAY: 5000,
} as const;
