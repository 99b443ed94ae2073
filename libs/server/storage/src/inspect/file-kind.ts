// What a file is, from its bytes only (file-type reads its signature); the name is used for nothing but
// a clearer message when it claims a type the content is not.
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { INSPECT_LIMITS } from '../lib/constants';
import { InspectError, INSPECT_TEXTS } from './inspect-errors';

export type MaterialKind = 'image' | 'video';

export interface FileKind {
  kind: MaterialKind;
  /** The MIME type by content, e.g. image/png, video/mp4. */
  mime: string;
  /** The usual extension of that type (jpg, png, gif, webp, mp4, mov, avi, webm). */
  ext: string;
}

/** The accepted types by file-type's extension: what the six media take (images and videos). */
export const ACCEPTED_TYPES: Readonly<Record<string, FileKind>> = {
  jpg: { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'image', mime: 'image/png', ext: 'png' },
  // An animated PNG is a PNG to every browser and medium.
  apng: { kind: 'image', mime: 'image/png', ext: 'png' },
  gif: { kind: 'image', mime: 'image/gif', ext: 'gif' },
  webp: { kind: 'image', mime: 'image/webp', ext: 'webp' },
  mp4: { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  m4v: { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  mov: { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  avi: { kind: 'video', mime: 'video/x-msvideo', ext: 'avi' },
  webm: { kind: 'video', mime: 'video/webm', ext: 'webm' },
};

/** Extensions a name may carry for an accepted type (a name's claim, only for the message). */
const ACCEPTED_NAME_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'm4v', 'mov', 'avi', 'webm']);

/** An SVG is text: `<svg` at the start, after an optional BOM, XML declaration, comments and doctype. */
export function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const stripped = text.replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!doctype[^>]*>))*\s*/i, '');
  return /^<svg[\s>/]/i.test(stripped);
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(INSPECT_LIMITS.SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function extensionOf(name: string | undefined): string | null {
  const match = /\.([a-z0-9]{1,10})$/i.exec(name ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

/** The accepted type of a non-empty file by its content, or the refusal that says what it is instead. */
export async function detectFileKind(file: string, declaredName?: string): Promise<FileKind> {
  const head = await readHead(file);
  if (looksLikeSvg(head)) throw new InspectError('svg-refused', INSPECT_TEXTS.svg);
  const found = await fileTypeFromFile(file);
  const accepted = found ? ACCEPTED_TYPES[found.ext] : undefined;
  if (accepted) return accepted;
  const actual = found ? `${found.ext.toUpperCase()} 文件（${found.mime}）` : null;
  const declared = extensionOf(declaredName);
  if (declared && ACCEPTED_NAME_EXTENSIONS.has(declared)) throw new InspectError('type-mismatch', INSPECT_TEXTS.typeMismatch(declared, actual ?? '无法识别的数据'));
  throw new InspectError('unsupported-type', actual ? INSPECT_TEXTS.unsupported(actual) : INSPECT_TEXTS.unknown);
}
