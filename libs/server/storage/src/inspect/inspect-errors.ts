// Why a file is refused, as typed errors the HTTP layer maps; the message is what a person reads.
export type InspectErrorCode =
  | 'empty'
  | 'type-mismatch'
  | 'unsupported-type'
  | 'svg-refused'
  | 'image-damaged'
  | 'video-damaged'
  | 'video-unreadable'
  | 'tool-missing';

export const INSPECT_TEXTS = {
  empty: '文件为空（0 字节），未上传',
  typeMismatch: (declared: string, actual: string) => `文件名是 .${declared}，但内容是 ${actual}，不是可用的图片或视频`,
  unsupported: (actual: string) => `不支持的文件类型（内容是 ${actual}）：素材只能是 JPG、PNG、GIF、WebP 图片或 MP4、MOV、AVI、WebM 视频`,
  unknown: '无法识别的文件类型：素材只能是 JPG、PNG、GIF、WebP 图片或 MP4、MOV、AVI、WebM 视频',
  svg: '不支持 SVG 矢量图（SVG 可以带有脚本），请导出为 PNG 或 JPG 后上传',
  imageDamaged: '图片文件不完整或已损坏，无法读取，请重新导出后上传',
  videoDamaged: '视频文件不完整或已损坏（数据在中途截断），请重新导出后上传',
  videoUnreadable: (reason: string) => `无法读取该视频：${reason}`,
  noPicture: '文件里没有视频画面',
  noDuration: '读不出视频时长',
  timeout: '读取超时',
  toolMissing: (tool: string) => `服务器缺少 ${tool}，无法读取视频（请运行 scripts/ensure-ffmpeg.sh 安装 Debian 的 ffmpeg）`,
} as const;

export class InspectError extends Error {
  override readonly name = 'InspectError';
  constructor(
    readonly code: InspectErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isInspectError(error: unknown, code?: InspectErrorCode): error is InspectError {
  return error instanceof InspectError && (code === undefined || error.code === code);
}
