// Files on this machine's disk for the tools that need one (ffprobe seeks in a video): the stored file
// itself when the adapter keeps one, or a temporary copy; and an upload received into a temporary file,
// verified, before anything is stored (the through-the-server upload: verify, inspect, then put).
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFileRef, StoredVariant } from '@toufang/server-context';
import { abortedOr, StorageError, STORAGE_TEXTS } from './errors';
import { checkSize, normaliseMd5 } from './keys';
import { VerifyStream } from './verify-stream';

export interface TempFile {
  path: string;
  /** Removes the file and its folder; safe to call twice. */
  remove(): Promise<void>;
}

async function tempFile(name: string): Promise<TempFile> {
  const folder = await mkdtemp(path.join(tmpdir(), 'toufang-file-'));
  return { path: path.join(folder, name), remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Runs `use` with a path to the stored file on this machine: the folder adapter's own file (never to be
 * changed), or a temporary copy that is removed afterwards.
 */
export async function withLocalFile<T>(storage: FileStorage, ref: StoredFileRef, use: (file: string) => Promise<T>, variant: StoredVariant = 'original'): Promise<T> {
  const local = await storage.localPath(ref, variant);
  if (local) return use(local);
  const copy = await tempFile('copy');
  try {
    const { stream } = await storage.get(ref, { variant });
    await pipeline(stream, createWriteStream(copy.path));
    return await use(copy.path);
  } finally {
    await copy.remove();
  }
}

/**
 * Writes an upload's stream to a temporary file, verifying its MD5 and size on the way; on a mismatch or
 * an abort nothing is left. The caller inspects the file, then stores it (`storage.put(ref,
 * createReadStream(file.path), …)`) and removes it.
 */
export async function receiveToTempFile(source: Readable, expected: { md5: string; size: number; signal?: AbortSignal }): Promise<TempFile> {
  const md5 = normaliseMd5(expected.md5);
  if (!md5) throw new StorageError('invalid-ref', STORAGE_TEXTS.invalidRef(`MD5 ${expected.md5}`));
  const file = await tempFile('upload');
  const verify = new VerifyStream(md5, checkSize(expected.size));
  try {
    await pipeline(source, verify, createWriteStream(file.path, { flags: 'wx' }), { signal: expected.signal });
    return file;
  } catch (error) {
    await file.remove();
    throw verify.failure ?? abortedOr(error, expected.signal, source);
  }
}

