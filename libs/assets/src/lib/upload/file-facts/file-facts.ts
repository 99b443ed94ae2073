// What the upload page knows of a picked file before any byte is sent: its type by content, its size, and
// the picture's or video's width, height and duration as the browser reads them. A file it cannot use is a
// FileFactsError whose message is the Chinese sentence to show beside it.
import { formatBytes, type MaterialFormat, type MaterialKind } from '@toufang/domain';
import { readSlice } from '../read-slice';
import { measureImage, measureVideo, type MediaSize } from './measure-media';
import { SNIFF_BYTES, sniffFormat } from './sniff-format';

/** The types the desk itself stores (the server's inspection takes these and no others). */
export const DESK_FORMATS: Readonly<Record<MaterialKind, readonly MaterialFormat[]>> = {
  image: ['jpg', 'png', 'gif', 'webp'],
  video: ['mp4', 'mov', 'avi', 'webm'],
};

export const FILE_FACTS_TEXTS = {
  EMPTY: '文件为空（0 字节），不能上传',
  UNKNOWN: '无法识别的文件类型：素材只能是 JPG、PNG、GIF、WebP 图片或 MP4、MOV、AVI、WebM 视频',
  NOT_MEDIA: (what: string, name: string) => `文件内容是${what}${name ? `（文件名 ${name}）` : ''}，不是图片或视频`,
  SVG: '不支持 SVG 矢量图（SVG 可以带有脚本），请导出为 PNG 或 JPG 后上传',
  UNREADABLE_FILE: '无法读取文件，请确认文件仍在原处且未被占用',
  IMAGE_DAMAGED: '图片无法解码，文件可能不完整或已损坏，请重新导出后上传',
  VIDEO_UNREADABLE: '浏览器读不出这个视频的尺寸和时长（编码不受支持或文件已损坏），无法检查是否符合媒体要求',
} as const;

const OTHER_NAMES: Readonly<Record<string, string>> = { zip: ' ZIP 压缩包', rar: ' RAR 压缩包', '7z': ' 7z 压缩包', gzip: ' gzip 压缩包', pdf: ' PDF 文档' };

export class FileFactsError extends Error {
  override readonly name = 'FileFactsError';
}

export interface FileFacts {
  kind: MaterialKind;
  format: MaterialFormat;
  size: number;
  /** Pixels; null for a video the browser cannot read (videoUnreadable says so). */
  width: number | null;
  height: number | null;
  /** Seconds, videos only. */
  duration: number | null;
  /** Set when the browser could not read the video's metadata: the server may still read it. */
  videoUnreadable?: string;
}

export interface Measure {
  image: (file: Blob) => Promise<MediaSize>;
  video: (file: Blob) => Promise<MediaSize>;
}

/** The browser's own reading; a page test replaces its two calls (spyOn), jsdom decoding nothing. */
export const BROWSER_MEASURE: Measure = { image: measureImage, video: measureVideo };

/** The facts of `file`, or a FileFactsError with the reason to show. `measure` is the browser's but in tests. */
export async function readFileFacts(file: File, measure: Measure = BROWSER_MEASURE): Promise<FileFacts> {
  if (file.size === 0) throw new FileFactsError(FILE_FACTS_TEXTS.EMPTY);
  let head: Uint8Array;
  try {
    head = new Uint8Array(await readSlice(file.slice(0, SNIFF_BYTES)));
  } catch {
    throw new FileFactsError(FILE_FACTS_TEXTS.UNREADABLE_FILE);
  }
  const sniffed = sniffFormat(head);
  if (!sniffed) throw new FileFactsError(FILE_FACTS_TEXTS.UNKNOWN);
  if (sniffed.kind === 'other') {
    if (sniffed.format === 'svg') throw new FileFactsError(FILE_FACTS_TEXTS.SVG);
    throw new FileFactsError(FILE_FACTS_TEXTS.NOT_MEDIA(OTHER_NAMES[sniffed.format] ?? sniffed.format, file.name));
  }
  const base = { kind: sniffed.kind, format: sniffed.format, size: file.size };
  // A format the desk does not store is refused by the check with the allowed list; no need to decode it.
  if (!DESK_FORMATS[sniffed.kind].includes(sniffed.format)) return { ...base, width: null, height: null, duration: null };
  if (sniffed.kind === 'image') {
    try {
      const { width, height } = await measure.image(file);
      return { ...base, width, height, duration: null };
    } catch {
      throw new FileFactsError(FILE_FACTS_TEXTS.IMAGE_DAMAGED);
    }
  }
  try {
    const { width, height, duration } = await measure.video(file);
    if (!(width > 0 && height > 0 && Number.isFinite(duration ?? NaN))) throw new Error('no picture or duration');
    return { ...base, width, height, duration: duration ?? null };
  } catch {
    return { ...base, width: null, height: null, duration: null, videoUnreadable: FILE_FACTS_TEXTS.VIDEO_UNREADABLE };
  }
}

/** 1280×720 · 1.2MB · 15.0秒: the facts in a line beside the file. */
export function factsLine(facts: Pick<FileFacts, 'width' | 'height' | 'size' | 'duration'>): string {
  const parts: string[] = [];
  if (facts.width && facts.height) parts.push(`${facts.width}×${facts.height}`);
  parts.push(formatBytes(facts.size));
  if (facts.duration !== null && Number.isFinite(facts.duration)) parts.push(`${Math.round(facts.duration * 10) / 10}秒`);
  return parts.join(' · ');
}
