// A requested byte range against a file's size, the way HTTP's Range header means it (inclusive offsets).
import type { ByteRange } from '@toufang/server-context';
import { StorageError, STORAGE_TEXTS } from './errors';

/** The bytes to send: the whole file, or the range clamped to it; throws 'range-not-satisfiable' past its end. */
export function resolveRange(size: number, range?: ByteRange): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  const { start } = range;
  const end = range.end === undefined ? size - 1 : Math.min(range.end, size - 1);
  if (!Number.isSafeInteger(start) || start < 0 || start >= size || (range.end !== undefined && (!Number.isSafeInteger(range.end) || range.end < start))) {
    throw new StorageError('range-not-satisfiable', STORAGE_TEXTS.rangeNotSatisfiable(size));
  }
  return { start, end };
}
