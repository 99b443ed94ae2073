// A pass-through that hashes (MD5) and counts the bytes on their way to the store, and fails the stream
// the moment they cannot match what was declared: at once when there are too many, at the end when there
// are too few or the digest differs. Written by hand: it is a dozen lines over node:crypto and Transform.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { StorageError, STORAGE_TEXTS } from './errors';

export class VerifyStream extends Transform {
  private readonly hash = createHash('md5');
  private seen = 0;
  /** The mismatch found, if any (the adapter reports it rather than the store's echo of a broken stream). */
  failure: StorageError | null = null;

  /**
   * `recordDigestMismatch`: a wrong digest at the end is only recorded in `failure`, the stream ends
   * normally. An object store then finishes its request (every declared byte was sent) and the adapter
   * removes the object afterwards, rather than racing a store that is still writing an aborted one.
   */
  constructor(
    private readonly md5: string,
    private readonly size: number,
    private readonly options: { recordDigestMismatch?: boolean } = {},
  ) {
    super();
  }

  get bytes(): number {
    return this.seen;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.size) {
      callback(this.fail(new StorageError('size-mismatch', STORAGE_TEXTS.sizeOver(this.size))));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.seen !== this.size) {
      callback(this.fail(new StorageError('size-mismatch', STORAGE_TEXTS.sizeMismatch(this.size, this.seen))));
      return;
    }
    if (this.hash.digest('hex') !== this.md5) {
      const failure = this.fail(new StorageError('md5-mismatch', STORAGE_TEXTS.md5Mismatch));
      callback(this.options.recordDigestMismatch ? null : failure);
      return;
    }
    callback();
  }

  private fail(error: StorageError): StorageError {
    this.failure = error;
    return error;
  }
}
