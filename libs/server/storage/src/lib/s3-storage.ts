// The S3 adapter: an S3-compatible object store (the spec's bucket tos; AWS S3, MinIO and the like), with
// @aws-sdk/client-s3. A put first lands under .incoming/ (with Content-MD5, which a store that checks it
// refuses at once), is verified while it streams, and only then is copied to its name: a store that
// ignores Content-MD5 still never shows wrong bytes under a file's name, and a failed put leaves nothing.
// The browser's signed uploads land in the same holding area until commitSignedUpload has read them back.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, FileStorageOptions, GetOptions, PutOptions, PutResult, SignedDownloadOptions, SignedUpload, StoredFileRead, StoredFileRef, StoredFileStat, StoredVariant } from '@toufang/server-context';
import { STORAGE_LIMITS, VARIANTS } from './constants';
import { abortedOr, StorageError, STORAGE_TEXTS } from './errors';
import { allKeys, checkRef, checkSize, incomingKey, newUploadId, storageKey } from './keys';
import { resolveRange } from './ranges';
import { VerifyStream } from './verify-stream';

export type S3StorageOptions = Extract<FileStorageOptions, { kind: 's3' }>;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** A store's refusal or an unreachable store as the storage's own error; an abort as 'aborted'. */
function storageErrorOf(error: unknown, signal?: AbortSignal, source?: Readable): unknown {
  const aborted = abortedOr(error, signal, source);
  if (aborted instanceof StorageError) return aborted;
  if (statusOf(error) === 404) return new StorageError('not-found', STORAGE_TEXTS.notFound, { cause: error });
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return new StorageError('unavailable', STORAGE_TEXTS.unavailable(reason), { cause: error });
}

function md5Base64(md5: string): string {
  return Buffer.from(md5, 'hex').toString('base64');
}

/** RFC 6266's filename* (UTF-8, percent-encoded): a Chinese name survives every browser. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function ttl(seconds: number | undefined, fallback: number): number {
  return Math.max(1, Math.min(Math.floor(seconds ?? fallback), STORAGE_LIMITS.SIGNED_MAX_TTL_S));
}

export function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default since 2025 adds CRC32 checksums in a chunked, trailer-signed body that many
    // S3-compatible stores do not understand; Content-MD5 is what they all check (docs/storage.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3Storage implements FileStorage {
  readonly kind = 's3';
  readonly directUpload: boolean;
  private readonly bucket: string;

  constructor(
    private readonly s3: S3Client,
    options: Pick<S3StorageOptions, 'bucket' | 'directUpload'>,
  ) {
    this.bucket = options.bucket;
    this.directUpload = options.directUpload;
  }

  /** Where the browser sends a signed upload: the origin of an address signed as signUpload signs them (no call). */
  async directUploadOrigin(): Promise<string | null> {
    if (!this.directUpload) return null;
    const url = await getSignedUrl(this.s3, new PutObjectCommand({ Bucket: this.bucket, Key: incomingKey(newUploadId()) }), { expiresIn: 60 });
    return new URL(url).origin;
  }

  /** Checks that the bucket answers (a wrong address, key or bucket stops the start). */
  async check(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private async headSize(key: string): Promise<StoredFileStat | null> {
    try {
      const head = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw storageErrorOf(error);
    }
  }

  private async deleteQuietly(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(() => undefined);
  }

  /** Copies verified held bytes to their name (unless the same bytes are there) and removes the held copy. */
  private async promote(held: string, key: string, contentType?: string): Promise<PutResult> {
    try {
      if (await this.headSize(key)) return { created: false };
      await this.s3.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${held.split('/').map(encodeURIComponent).join('/')}`,
          ...(contentType ? { ContentType: contentType, MetadataDirective: 'REPLACE' as const } : {}),
        }),
      );
      return { created: true };
    } finally {
      await this.deleteQuietly(held);
    }
  }

  async put(ref: StoredFileRef, source: Readable, options: PutOptions): Promise<PutResult> {
    const key = storageKey(ref);
    const size = checkSize(options.size);
    if (size > STORAGE_LIMITS.S3_MAX_SINGLE_PUT) {
      source.destroy();
      throw new StorageError('too-large', STORAGE_TEXTS.tooLarge(STORAGE_LIMITS.S3_MAX_SINGLE_PUT));
    }
    const held = incomingKey(newUploadId());
    const verify = new VerifyStream(ref.md5, size, { recordDigestMismatch: true });
    // A broken body does not end the SDK's request by itself (it waits for bytes that never come): the
    // source's or the verifier's failure aborts it, as the caller's signal does.
    const broken = new AbortController();
    const flowing = pipeline(source, verify).catch(() => broken.abort());
    const signal = options.signal ? AbortSignal.any([options.signal, broken.signal]) : broken.signal;
    try {
      await this.s3.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: held, Body: verify, ContentLength: size, ContentMD5: md5Base64(ref.md5), ContentType: options.contentType }),
        { abortSignal: signal },
      );
      await flowing;
      if (verify.failure) throw verify.failure;
      // The store took the body, so the verifier has seen its end (no failure: the bytes matched).
      if (!verify.writableFinished || verify.bytes !== size) throw new StorageError('size-mismatch', STORAGE_TEXTS.sizeMismatch(size, verify.bytes));
    } catch (error) {
      verify.destroy();
      await this.deleteQuietly(held);
      throw verify.failure ?? storageErrorOf(error, options.signal, source);
    }
    return this.promote(held, key, options.contentType).catch((error: unknown) => {
      throw storageErrorOf(error);
    });
  }

  async putVariant(ref: StoredFileRef, variant: Exclude<StoredVariant, 'original'>, bytes: Uint8Array): Promise<void> {
    const key = storageKey(ref, variant);
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: VARIANTS[variant].contentType ?? undefined })).catch((error: unknown) => {
      throw storageErrorOf(error);
    });
  }

  async has(ref: StoredFileRef, variant?: StoredVariant): Promise<boolean> {
    return (await this.headSize(storageKey(ref, variant))) !== null;
  }

  async stat(ref: StoredFileRef, variant?: StoredVariant): Promise<StoredFileStat | null> {
    return this.headSize(storageKey(ref, variant));
  }

  async get(ref: StoredFileRef, options: GetOptions = {}): Promise<StoredFileRead> {
    const key = storageKey(ref, options.variant);
    const { range } = options;
    if (range) resolveRange(Number.MAX_SAFE_INTEGER, range); // the range's own shape, before the store is asked
    try {
      const answer = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
        { abortSignal: options.signal },
      );
      const stream = answer.Body as Readable;
      const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : (answer.ContentLength ?? 0);
      const { start, end } = range ? resolveRange(total, range) : { start: 0, end: total - 1 };
      return { stream, size: total, start, end };
    } catch (error) {
      if (statusOf(error) === 416) {
        const found = await this.headSize(key);
        if (!found) throw new StorageError('not-found', STORAGE_TEXTS.notFound, { cause: error });
        throw new StorageError('range-not-satisfiable', STORAGE_TEXTS.rangeNotSatisfiable(found.size), { cause: error });
      }
      throw storageErrorOf(error, options.signal);
    }
  }

  async localPath(ref: StoredFileRef): Promise<string | null> {
    checkRef(ref);
    return null;
  }

  async delete(ref: StoredFileRef): Promise<void> {
    // One call per key: DeleteObjects needs a checksum header that older S3-compatible stores refuse.
    await Promise.all(allKeys(ref).map((key) => this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })))).catch((error: unknown) => {
      throw storageErrorOf(error);
    });
  }

  async signUpload(ref: StoredFileRef, options: { size: number; expiresInSeconds?: number }): Promise<SignedUpload | null> {
    checkRef(ref);
    const size = checkSize(options.size);
    if (!this.directUpload) return null;
    if (size > STORAGE_LIMITS.S3_MAX_SINGLE_PUT) throw new StorageError('too-large', STORAGE_TEXTS.tooLarge(STORAGE_LIMITS.S3_MAX_SINGLE_PUT));
    const uploadId = newUploadId();
    const expiresIn = ttl(options.expiresInSeconds, STORAGE_LIMITS.SIGNED_UPLOAD_TTL_S);
    const contentMd5 = md5Base64(ref.md5);
    // Content-MD5 and Content-Length are signed: a store that checks them refuses other bytes outright.
    const url = await getSignedUrl(this.s3, new PutObjectCommand({ Bucket: this.bucket, Key: incomingKey(uploadId), ContentMD5: contentMd5, ContentLength: size }), { expiresIn });
    return { uploadId, method: 'PUT', url, headers: { 'Content-MD5': contentMd5 }, expiresAt: new Date(Date.now() + expiresIn * 1000) };
  }

  async commitSignedUpload(uploadId: string, ref: StoredFileRef, options: { size: number; signal?: AbortSignal }): Promise<PutResult> {
    const held = incomingKey(uploadId);
    const key = storageKey(ref);
    const size = checkSize(options.size);
    let body: Readable;
    try {
      const answer = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: held }), { abortSignal: options.signal });
      body = answer.Body as Readable;
    } catch (error) {
      if (statusOf(error) === 404) throw new StorageError('upload-missing', STORAGE_TEXTS.uploadMissing, { cause: error });
      throw storageErrorOf(error, options.signal);
    }
    const verify = new VerifyStream(ref.md5, size);
    try {
      await pipeline(body, verify, new Writable({ write: (_chunk, _encoding, done) => done() }), { signal: options.signal });
    } catch (error) {
      // Wrong bytes are given up; an interrupted check keeps them for another try.
      if (verify.failure) await this.deleteQuietly(held);
      throw verify.failure ?? storageErrorOf(error, options.signal);
    }
    return this.promote(held, key).catch((error: unknown) => {
      throw storageErrorOf(error);
    });
  }

  async abandonSignedUpload(uploadId: string): Promise<void> {
    await this.deleteQuietly(incomingKey(uploadId));
  }

  async signDownload(ref: StoredFileRef, options: SignedDownloadOptions = {}): Promise<string | null> {
    const key = storageKey(ref, options.variant);
    const expiresIn = ttl(options.expiresInSeconds, STORAGE_LIMITS.SIGNED_DOWNLOAD_TTL_S);
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentType: options.contentType ?? VARIANTS[options.variant ?? 'original'].contentType ?? undefined,
        ResponseContentDisposition: options.fileName ? attachment(options.fileName) : undefined,
      }),
      { expiresIn },
    );
  }

  async sweepIncoming(olderThanMs: number): Promise<number> {
    const before = Date.now() - olderThanMs;
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.s3.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${STORAGE_LIMITS.INCOMING_PREFIX}/`, ContinuationToken: token })).catch((error: unknown) => {
        throw storageErrorOf(error);
      });
      for (const item of page.Contents ?? []) {
        if (item.Key && item.LastModified && item.LastModified.getTime() <= before) {
          await this.deleteQuietly(item.Key);
          removed += 1;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async close(): Promise<void> {
    this.s3.destroy();
  }
}

/** Opens the S3 adapter and checks that its bucket answers. */
export async function openS3Storage(options: S3StorageOptions): Promise<S3Storage> {
  const storage = new S3Storage(s3Client(options), options);
  try {
    await storage.check();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
