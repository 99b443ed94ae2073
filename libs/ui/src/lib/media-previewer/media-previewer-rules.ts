// The media preview item and type of the widgets spec (§3) and the previewer's small rules (§8).

/** Media type (widgets spec §3). */
export const MEDIA_TYPE = { IMAGE: 'IMAGE', VIDEO: 'VIDEO' } as const;
export type MediaType = (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE];

/** Media preview item (widgets spec §3). */
export interface MediaPreviewItem {
  uuid: string;
  /** The picture or video the preview plays. */
  previewUrl: string;
  /** The small picture of the trigger. */
  thumbnailUrl?: string;
  /** The description shown under the media; also its accessible name. */
  fileName?: string;
  /** A video's cover before it plays. */
  poster?: string;
}

export const MEDIA_PREVIEW_TEXTS = {
  IMAGE_TITLE: '图片预览',
  VIDEO_TITLE: '视频预览',
  /** alt of the error picture a failed video shows (widgets spec §8). */
  VIDEO_FAILED: '视频加载失败',
  /** The name of a video without a file name. */
  VIDEO: '视频',
  /** The name of a picture without a file name. */
  IMAGE: '图片',
} as const;

export function mediaTitle(type: MediaType): string {
  return type === MEDIA_TYPE.VIDEO ? MEDIA_PREVIEW_TEXTS.VIDEO_TITLE : MEDIA_PREVIEW_TEXTS.IMAGE_TITLE;
}

/** The media's accessible name: its file name, else 视频 or 图片. */
export function mediaName(type: MediaType, item: Pick<MediaPreviewItem, 'fileName'>): string {
  const name = item.fileName?.trim();
  if (name) return name;
  return type === MEDIA_TYPE.VIDEO ? MEDIA_PREVIEW_TEXTS.VIDEO : MEDIA_PREVIEW_TEXTS.IMAGE;
}

/** The name of the trigger that opens the preview. */
export function triggerLabel(type: MediaType, item: Pick<MediaPreviewItem, 'fileName'>): string {
  return `${type === MEDIA_TYPE.VIDEO ? '预览视频' : '预览图片'}：${mediaName(type, item)}`;
}

/** A video's cover: poster, else the thumbnail. */
export function videoPoster(item: Pick<MediaPreviewItem, 'poster' | 'thumbnailUrl'>): string | undefined {
  return item.poster || item.thumbnailUrl || undefined;
}

/** The trigger's picture: the thumbnail, else the poster, else (for a picture) the picture itself. */
export function thumbnailSource(type: MediaType, item: Pick<MediaPreviewItem, 'thumbnailUrl' | 'poster' | 'previewUrl'>): string | undefined {
  return item.thumbnailUrl || item.poster || (type === MEDIA_TYPE.IMAGE ? item.previewUrl : undefined) || undefined;
}

/** What a load failure belongs to: another item or url starts afresh. */
export function mediaKey(item: Pick<MediaPreviewItem, 'uuid' | 'previewUrl'>): string {
  return `${item.uuid}\n${item.previewUrl}`;
}
