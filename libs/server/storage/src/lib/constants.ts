// Every figure the storage and the inspection use, in one place. The spec gives the bucket and the
// private flag (shell spec §9, read from @toufang/domain's STORAGE); the rest are this project's choices,
// each recorded in docs/decisions.md ("The material library's storage and inspection", issue 20).
import { STORAGE } from '@toufang/domain';
import type { StoredVariant } from '@toufang/server-context';

export const STORAGE_LIMITS = {
  /** Held bytes (unfinished puts, signed uploads not yet committed) live under this prefix, never under a file's name. */
  INCOMING_PREFIX: '.incoming',
  /** A signed upload URL is good this long: a 500 MB video over a slow line must be able to start in time. */
  SIGNED_UPLOAD_TTL_S: 15 * 60,
  /** A signed download URL is good this long (a preview or a download starts at once). */
  SIGNED_DOWNLOAD_TTL_S: 10 * 60,
  /** AWS's limit on a presigned URL (SigV4: seven days). */
  SIGNED_MAX_TTL_S: 7 * 24 * 60 * 60,
  /** Held bytes older than this are given up (sweepIncoming); longer than any signed upload's life. */
  INCOMING_MAX_AGE_MS: 24 * 60 * 60 * 1000,
  /** S3's limit on one PutObject and on one CopyObject (5 GiB); the media's own limits are far below. */
  S3_MAX_SINGLE_PUT: 5 * 1024 ** 3,
  /** The spec's bucket (shell spec §9), the S3 adapter's default. */
  DEFAULT_BUCKET: STORAGE.BUCKET,
  /** The spec's private flag (shell spec §9): with it and bucket tos, the browser uploads straight to the store. */
  PRIVATE_FLAG: STORAGE.PRIVATE_FLAG,
} as const;

/** The derived files' names beside the original (`<md5>` + suffix) and their types. */
export const VARIANTS: Readonly<Record<StoredVariant, { suffix: string; contentType: string | null }>> = {
  original: { suffix: '', contentType: null },
  thumbnail: { suffix: '.thumb.webp', contentType: 'image/webp' },
  poster: { suffix: '.poster.jpg', contentType: 'image/jpeg' },
};

export const INSPECT_LIMITS = {
  /** A thumbnail fits in this square (px): a grid card of about 160 CSS px at 2x. */
  THUMBNAIL_MAX_PX: 320,
  THUMBNAIL_WEBP_QUALITY: 75,
  /** A video's poster frame fits in this square (px): the previewer's poster before the video plays. */
  POSTER_MAX_PX: 1280,
  POSTER_JPEG_QUALITY: 82,
  /** The poster is the frame at this second, or halfway through a shorter video (the first frame is often black). */
  POSTER_AT_S: 1,
  /** ffprobe or ffmpeg taking longer than this on one file is stopped and the file refused. */
  FFMPEG_TIMEOUT_MS: 120_000,
  /** Bytes read for the type by content and the SVG sniff. */
  SNIFF_BYTES: 4100,
  /** A display name is cut to this many characters (code points), its extension kept. */
  DISPLAY_NAME_MAX: 100,
  /** An extension longer than this is no extension (kept as part of the name when cutting). */
  EXTENSION_MAX: 10,
  /** The name given when nothing of the uploaded name is left. */
  DISPLAY_NAME_FALLBACK: '未命名素材',
} as const;
