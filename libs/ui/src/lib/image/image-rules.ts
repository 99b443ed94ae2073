// The image item of the widgets spec (§3) and the small rules of the lazy image (§4, §8).

/** Image item (widgets spec §3). */
export interface ImageItem {
  /** The picture shown in lists and groups. */
  src: string;
  /** A larger picture for the preview; src when absent. */
  previewSrc?: string;
  /** A note shown under the picture in the preview. */
  previewTip?: string;
  /** Marks a picture the media judged low quality: the thumbnail carries a 低质 mark. */
  lowQuality?: boolean;
  /** The file's name: the default alt text and the preview caption. */
  fileName?: string;
  /** A cover shown in place of the skeleton while the picture loads. */
  poster?: string;
}

/** The states of a lazy image (widgets spec §4). Waiting to come into view counts as loading. */
export type ImageStatus = 'loading' | 'error' | 'loaded';

export const IMAGE_TEXTS = {
  /** alt of the fallback picture (widgets spec §8: image load failure). */
  LOAD_FAILED: '图片加载失败',
  /** alt when neither alt nor fileName is given. */
  DEFAULT_ALT: '图片',
  /** The low-quality mark. */
  LOW_QUALITY: '低质',
} as const;

/** The alt text: the given alt, else the file name, else 图片 (an image always has a name). */
export function imageAlt(alt?: string, fileName?: string): string {
  const given = alt?.trim();
  if (given) return given;
  const name = fileName?.trim();
  return name || IMAGE_TEXTS.DEFAULT_ALT;
}

/** The picture a preview shows: previewSrc, else src. */
export function previewSource(item: Pick<ImageItem, 'src' | 'previewSrc'>): string {
  return item.previewSrc || item.src;
}

/**
 * The status of the picture now showing. A load result belongs to the src it was reported for, so a new
 * src starts over at loading without an effect resetting state.
 */
export function statusFor(src: string, result: { src: string; status: Exclude<ImageStatus, 'loading'> } | null): ImageStatus {
  return result && result.src === src ? result.status : 'loading';
}
