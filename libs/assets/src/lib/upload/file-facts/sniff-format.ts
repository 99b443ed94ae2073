// A file's type from its first bytes (magic numbers), never from its name or the browser's guess: the
// server reads the type the same way (file-type), so the page refuses before the upload what the server
// would refuse after it. Formats are the vocabulary of the media's limits (MATERIAL_FORMATS of libs/domain).
import type { MaterialFormat, MaterialKind } from '@toufang/domain';

/** How many leading bytes the sniffer reads. */
export const SNIFF_BYTES = 64;

export type SniffResult =
  | { kind: MaterialKind; format: MaterialFormat }
  /** Content the desk knows and refuses by name: an SVG, an archive, a document. */
  | { kind: 'other'; format: 'svg' | 'zip' | 'pdf' | 'rar' | '7z' | 'gzip' }
  | null;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
const starts = (bytes: Uint8Array, ...values: number[]) => values.every((value, i) => bytes[i] === value);

/** The ISO base media brands (offset 8 of an `ftyp` box) that are QuickTime or 3GPP rather than MP4. */
function ftypFormat(brand: string): MaterialFormat {
  if (brand === 'qt  ') return 'mov';
  if (brand.startsWith('3g')) return '3gp';
  return 'mp4';
}

/** The type of the content that starts with `bytes` (at least its first SNIFF_BYTES when the file has them). */
export function sniffFormat(bytes: Uint8Array): SniffResult {
  if (starts(bytes, 0xff, 0xd8, 0xff)) return { kind: 'image', format: 'jpg' };
  if (starts(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'image', format: 'png' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'image', format: 'gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'image', format: 'webp' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return { kind: 'video', format: 'avi' };
  if (ascii(bytes, 0, 'BM') && bytes.length >= 26) return { kind: 'image', format: 'bmp' };
  if (ascii(bytes, 4, 'ftyp')) return { kind: 'video', format: ftypFormat(String.fromCharCode(...bytes.slice(8, 12))) };
  if (starts(bytes, 0x1a, 0x45, 0xdf, 0xa3)) return { kind: 'video', format: 'webm' };
  if (ascii(bytes, 0, 'FLV')) return { kind: 'video', format: 'flv' };
  if (starts(bytes, 0x00, 0x00, 0x01, 0xba) || starts(bytes, 0x00, 0x00, 0x01, 0xb3)) return { kind: 'video', format: 'mpg' };
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04)) return { kind: 'other', format: 'zip' };
  if (ascii(bytes, 0, '%PDF')) return { kind: 'other', format: 'pdf' };
  if (ascii(bytes, 0, 'Rar!')) return { kind: 'other', format: 'rar' };
  if (starts(bytes, 0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)) return { kind: 'other', format: '7z' };
  if (starts(bytes, 0x1f, 0x8b)) return { kind: 'other', format: 'gzip' };
  // An SVG is text: a BOM and blanks, maybe an XML declaration or a comment, then <svg.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg')) || (text.startsWith('<!--') && text.includes('<svg'))) return { kind: 'other', format: 'svg' };
  return null;
}
