// A stored file's key: `<customerId>/<md5[0..2]>/<md5>` (+ a derived file's suffix). Only validated numbers
// and hex reach a key, so no caller's text can walk out of a company's folder or prefix.
import { randomUUID } from 'node:crypto';
import type { StoredFileRef, StoredVariant } from '@toufang/server-context';
import { STORAGE_LIMITS, VARIANTS } from './constants';
import { StorageError, STORAGE_TEXTS } from './errors';

const MD5_HEX = /^[0-9a-f]{32}$/;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The MD5 as the store names it (lowercase hex), or null when the text is no MD5. */
export function normaliseMd5(text: string): string | null {
  const md5 = text.trim().toLowerCase();
  return MD5_HEX.test(md5) ? md5 : null;
}

export function checkRef(ref: StoredFileRef): StoredFileRef {
  if (!Number.isSafeInteger(ref.customerId) || ref.customerId <= 0) throw new StorageError('invalid-ref', STORAGE_TEXTS.invalidRef(`企业编号 ${String(ref.customerId)}`));
  if (typeof ref.md5 !== 'string' || !MD5_HEX.test(ref.md5)) throw new StorageError('invalid-ref', STORAGE_TEXTS.invalidRef(`MD5 ${String(ref.md5)}`));
  return ref;
}

export function storageKey(ref: StoredFileRef, variant: StoredVariant = 'original'): string {
  const { customerId, md5 } = checkRef(ref);
  return `${customerId}/${md5.slice(0, 2)}/${md5}${VARIANTS[variant].suffix}`;
}

/** Every key of one file: its original and its derived files. */
export function allKeys(ref: StoredFileRef): string[] {
  return (Object.keys(VARIANTS) as StoredVariant[]).map((variant) => storageKey(ref, variant));
}

export function newUploadId(): string {
  return randomUUID();
}

/** The held bytes' key of an upload id (a UUID; anything else is refused as no upload of ours). */
export function incomingKey(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new StorageError('upload-missing', STORAGE_TEXTS.uploadMissing);
  return `${STORAGE_LIMITS.INCOMING_PREFIX}/${uploadId}`;
}

export function checkSize(size: number): number {
  if (!Number.isSafeInteger(size) || size < 0) throw new StorageError('invalid-ref', STORAGE_TEXTS.invalidRef(`文件大小 ${String(size)}`));
  return size;
}
