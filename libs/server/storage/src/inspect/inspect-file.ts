// What the material library keeps of a file, read from the file itself (never from its name or the
// browser's word): its type by content, an image's dimensions, a video's duration, resolution, bitrate,
// codecs and poster frame, and a thumbnail. Refusals are InspectErrors with a Chinese message.
import { stat } from 'node:fs/promises';
import { detectFileKind } from './file-kind';
import { inspectImage, type ImageFacts } from './image';
import { InspectError, INSPECT_TEXTS } from './inspect-errors';
import { inspectVideo, type VideoFacts, type VideoTools } from './video';

interface Common {
  /** The MIME type and usual extension by content. */
  mime: string;
  ext: string;
  /** Bytes. */
  size: number;
}

export type ImageInspection = Common & { kind: 'image' } & ImageFacts;
export type VideoInspection = Common & { kind: 'video' } & VideoFacts;
export type FileInspection = ImageInspection | VideoInspection;

export interface InspectOptions extends VideoTools {
  /** The uploaded name: only to say "named .png but a zip" instead of "a zip". */
  declaredName?: string;
}

/** Inspects a file on this machine's disk (withLocalFile / receiveToTempFile give one). */
export async function inspectFile(file: string, options: InspectOptions = {}): Promise<FileInspection> {
  const { size } = await stat(file);
  if (size === 0) throw new InspectError('empty', INSPECT_TEXTS.empty);
  const kind = await detectFileKind(file, options.declaredName);
  const common = { mime: kind.mime, ext: kind.ext, size };
  if (kind.kind === 'image') return { kind: 'image', ...common, ...(await inspectImage(file)) };
  return { kind: 'video', ...common, ...(await inspectVideo(file, options)) };
}
