// An image's dimensions and thumbnail, through sharp (libvips): the whole image is decoded for the
// thumbnail, so a truncated or damaged file is refused here rather than shown half grey in the library.
import sharp from 'sharp';
import { INSPECT_LIMITS } from '../lib/constants';
import { InspectError, INSPECT_TEXTS } from './inspect-errors';

export interface ImageFacts {
  /** As displayed: after the EXIF orientation a phone writes. */
  width: number;
  height: number;
  /** More than one frame (an animated GIF, WebP or PNG). */
  animated: boolean;
  /** WebP, fitting INSPECT_LIMITS.THUMBNAIL_MAX_PX square. */
  thumbnail: Buffer;
}

/** A thumbnail of any image (an image file, a video's poster frame), WebP within the thumbnail square. */
export function thumbnailOf(input: string | Buffer): Promise<Buffer> {
  const max = INSPECT_LIMITS.THUMBNAIL_MAX_PX;
  // failOn 'truncated' refuses a file cut short while tolerating the harmless warnings of real-world files.
  return sharp(input, { failOn: 'truncated' })
    .rotate()
    .resize(max, max, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: INSPECT_LIMITS.THUMBNAIL_WEBP_QUALITY })
    .toBuffer();
}

export async function inspectImage(file: string): Promise<ImageFacts> {
  try {
    const meta = await sharp(file, { failOn: 'truncated' }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no dimensions');
    const thumbnail = await thumbnailOf(file);
    return { width, height, animated: (meta.pages ?? 1) > 1, thumbnail };
  } catch (error) {
    throw new InspectError('image-damaged', INSPECT_TEXTS.imageDamaged, { cause: error });
  }
}
