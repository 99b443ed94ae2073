// The folder adapter (the default): files under a folder beside the desk's database (.data/files), one
// file per key. A put streams into a held file under .incoming/ and renames it into place once its MD5
// and size are verified, so a reader never sees half a file and a failed put leaves nothing behind
// (rename is atomic within one file system, which .incoming/ shares with the files).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, GetOptions, PutOptions, PutResult, SignedUpload, StoredFileRead, StoredFileRef, StoredFileStat, StoredVariant } from '@toufang/server-context';
import { STORAGE_LIMITS } from './constants';
import { abortedOr, StorageError, STORAGE_TEXTS } from './errors';
import { allKeys, checkRef, checkSize, incomingKey, newUploadId, storageKey } from './keys';
import { resolveRange } from './ranges';
import { VerifyStream } from './verify-stream';

export interface FolderStorageOptions {
  /** The folder that holds every company's files (created on the first write). */
  root: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Flushes a written file to the disk before it is renamed into place (a crash then leaves no empty file under a name). */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class FolderStorage implements FileStorage {
  readonly kind = 'folder';
  readonly directUpload = false;
  directUploadOrigin = async (): Promise<string | null> => null;
  readonly root: string;

  constructor(options: FolderStorageOptions) {
    this.root = path.resolve(options.root);
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  private async heldFile(): Promise<string> {
    const held = this.pathOf(incomingKey(newUploadId()));
    await mkdir(path.dirname(held), { recursive: true });
    return held;
  }

  /** Moves a verified held file to its name, unless the same bytes are there already. */
  private async promote(held: string, key: string): Promise<PutResult> {
    const target = this.pathOf(key);
    if (await this.exists(target)) {
      await rm(held, { force: true });
      return { created: false };
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(held, target);
    return { created: true };
  }

  private async exists(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async put(ref: StoredFileRef, source: Readable, options: PutOptions): Promise<PutResult> {
    const key = storageKey(ref);
    const size = checkSize(options.size);
    const held = await this.heldFile();
    const verify = new VerifyStream(ref.md5, size);
    const sink = createWriteStream(held, { flags: 'wx' });
    try {
      await pipeline(source, verify, sink, { signal: options.signal });
      await syncFile(held);
      return await this.promote(held, key);
    } catch (error) {
      // A refusal can come before the sink has opened its file; it then opens (creating the file) and
      // closes after the pipeline failed, so the held file is removed only once the sink has closed.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(held, { force: true });
      throw verify.failure ?? abortedOr(error, options.signal, source);
    }
  }

  async putVariant(ref: StoredFileRef, variant: Exclude<StoredVariant, 'original'>, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(storageKey(ref, variant));
    const held = await this.heldFile();
    try {
      await writeFile(held, bytes, { flag: 'wx' });
      await mkdir(path.dirname(target), { recursive: true });
      // A derived file is made again from the original, so a newer one replaces the old.
      await rename(held, target);
    } catch (error) {
      await rm(held, { force: true });
      throw error;
    }
  }

  async has(ref: StoredFileRef, variant?: StoredVariant): Promise<boolean> {
    return this.exists(this.pathOf(storageKey(ref, variant)));
  }

  async stat(ref: StoredFileRef, variant?: StoredVariant): Promise<StoredFileStat | null> {
    try {
      const found = await stat(this.pathOf(storageKey(ref, variant)));
      return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(ref: StoredFileRef, options: GetOptions = {}): Promise<StoredFileRead> {
    const file = this.pathOf(storageKey(ref, options.variant));
    // Opened first, then measured: a file deleted between the two cannot yield a stream of nothing.
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) throw new StorageError('not-found', STORAGE_TEXTS.notFound, { cause: error });
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const { start, end } = resolveRange(size, options.range);
      // An empty file has no last byte: a stream of nothing (end -1 would be refused by Node).
      const stream = createReadStream(file, size === 0 ? { fd: handle, start: 0, signal: options.signal } : { fd: handle, start, end, signal: options.signal });
      return { stream, size, start, end };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async localPath(ref: StoredFileRef, variant?: StoredVariant): Promise<string | null> {
    const file = this.pathOf(storageKey(ref, variant));
    return (await this.exists(file)) ? file : null;
  }

  async delete(ref: StoredFileRef): Promise<void> {
    await Promise.all(allKeys(ref).map((key) => rm(this.pathOf(key), { force: true })));
  }

  /** The folder signs nothing: uploads and downloads go through the server. */
  async signUpload(ref: StoredFileRef, options: { size: number }): Promise<SignedUpload | null> {
    checkRef(ref);
    checkSize(options.size);
    return null;
  }

  async commitSignedUpload(uploadId: string, ref: StoredFileRef): Promise<PutResult> {
    incomingKey(uploadId);
    checkRef(ref);
    // Nothing is ever held for a signed upload here: signUpload answers null.
    throw new StorageError('upload-missing', STORAGE_TEXTS.uploadMissing);
  }

  async abandonSignedUpload(uploadId: string): Promise<void> {
    incomingKey(uploadId);
  }

  async signDownload(ref: StoredFileRef): Promise<string | null> {
    checkRef(ref);
    return null;
  }

  async sweepIncoming(olderThanMs: number): Promise<number> {
    const folder = path.join(this.root, STORAGE_LIMITS.INCOMING_PREFIX);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    const before = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      const file = path.join(folder, name);
      const found = await stat(file).catch(() => null);
      if (found && found.mtimeMs <= before) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    // Nothing is kept open between calls.
  }
}
