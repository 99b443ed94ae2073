// The file storage port: where the material library's files live. Two adapters stand behind it, a folder
// under .data/ (the default) and an S3-compatible object store (the spec's bucket tos), both in
// @toufang/server-storage, and one contract suite runs against both (storage.contract-suite.ts there).
//
// Content-addressed per company: a file is named by its company and the MD5 of its bytes, so the same
// bytes are stored once per company whoever uploads them, and a company's files never share a key with
// another's. Derived files (a thumbnail, a video's poster) sit beside the original under the same name.
import type { Readable } from 'node:stream';

/** One stored file: the company (customerId) and the lowercase hex MD5 of its bytes. */
export interface StoredFileRef {
  customerId: number;
  md5: string;
}

/** The original upload, or a file the server derived from it. */
export type StoredVariant = 'original' | 'thumbnail' | 'poster';

export interface StoredFileStat {
  /** Bytes. */
  size: number;
  modifiedAt: Date;
}

export interface PutOptions {
  /** The size the uploader announced; the put fails (and stores nothing) when the bytes differ. */
  size: number;
  /** A MIME type the object store may keep (S3's Content-Type); the folder keeps none. */
  contentType?: string;
  /** Aborts the put: the stream is left, nothing is stored. */
  signal?: AbortSignal;
}

export interface PutResult {
  /** False when the same bytes were already stored for the company (the stored copy is kept). */
  created: boolean;
}

/** Inclusive byte offsets, as HTTP's Range header counts them; `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface GetOptions {
  variant?: StoredVariant;
  range?: ByteRange;
  signal?: AbortSignal;
}

export interface StoredFileRead {
  stream: Readable;
  /** The whole file's size. */
  size: number;
  /** The bytes this stream carries (inclusive): the range clamped to the file, or the whole file. */
  start: number;
  end: number;
}

/** A signed request with which the browser puts a file straight into the object store. */
export interface SignedUpload {
  /** Names the upload to commit or abandon it afterwards. */
  uploadId: string;
  method: 'PUT';
  url: string;
  /** Headers the browser must send exactly (the signature covers them). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface SignedDownloadOptions {
  variant?: StoredVariant;
  /** The name a browser saves the file under (Content-Disposition: attachment). */
  fileName?: string;
  contentType?: string;
  expiresInSeconds?: number;
}

export interface FileStorage {
  readonly kind: 'folder' | 's3';
  /**
   * True when the browser uploads straight to the store with a signed request (the S3 adapter with the
   * spec's private-storage flag: bucket tos, private flag 0); false: uploads go through the server.
   */
  readonly directUpload: boolean;
  /**
   * The origin (scheme, host, port) of the signed uploads' addresses, which the page's Content-Security-Policy
   * lets the browser connect to; null when `directUpload` is off.
   */
  directUploadOrigin(): Promise<string | null>;
  /**
   * Stores the original of `ref` from a stream, verifying its MD5 and size while it streams. On a
   * mismatch, an abort or a failed stream nothing is left behind, and the stored copy of the same bytes
   * (if any) is untouched. Throws StorageError ('md5-mismatch', 'size-mismatch', 'aborted', …).
   */
  put(ref: StoredFileRef, source: Readable, options: PutOptions): Promise<PutResult>;
  /** Stores a derived file (small: read into memory) beside the original. */
  putVariant(ref: StoredFileRef, variant: Exclude<StoredVariant, 'original'>, bytes: Uint8Array): Promise<void>;
  has(ref: StoredFileRef, variant?: StoredVariant): Promise<boolean>;
  /** Null when the file is not stored. */
  stat(ref: StoredFileRef, variant?: StoredVariant): Promise<StoredFileStat | null>;
  /** A read stream of the file or of a byte range; throws StorageError 'not-found' or 'range-not-satisfiable'. */
  get(ref: StoredFileRef, options?: GetOptions): Promise<StoredFileRead>;
  /** The file on this machine's disk, when the adapter keeps one (the folder); null otherwise. */
  localPath(ref: StoredFileRef, variant?: StoredVariant): Promise<string | null>;
  /** Removes the original and its derived files; removing what is not there is no error. */
  delete(ref: StoredFileRef): Promise<void>;
  /**
   * A signed PUT for the browser (null when `directUpload` is off: upload through the server). The bytes
   * land in a holding area, never under the file's own name, until commitSignedUpload has verified them.
   */
  signUpload(ref: StoredFileRef, options: { size: number; expiresInSeconds?: number }): Promise<SignedUpload | null>;
  /**
   * Verifies a signed upload's bytes (MD5 and size, read back from the store) and stores them as `ref`'s
   * original; on a mismatch the held bytes are removed. Throws StorageError 'upload-missing' when nothing
   * was uploaded under that id (never signed, expired and swept, or abandoned).
   */
  commitSignedUpload(uploadId: string, ref: StoredFileRef, options: { size: number; signal?: AbortSignal }): Promise<PutResult>;
  /** Removes a signed upload's held bytes (an upload given up); no error when there are none. */
  abandonSignedUpload(uploadId: string): Promise<void>;
  /** A signed GET of a stored file (null for the folder: the server streams it with get). */
  signDownload(ref: StoredFileRef, options?: SignedDownloadOptions): Promise<string | null>;
  /** Removes held bytes (unfinished puts and signed uploads) at least this old (0: all of them); returns how many. */
  sweepIncoming(olderThanMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Which storage the server opens (@toufang/server-storage's storageOptionsFromEnv reads the environment). */
export type FileStorageOptions =
  | { kind: 'folder'; root: string }
  | {
      kind: 's3';
      /** The store's address, e.g. https://tos-s3-cn-beijing.volces.com; absent: AWS's own by region. */
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Path-style addresses (http://host/bucket/key), which most S3-compatible servers want. */
      forcePathStyle: boolean;
      /** The browser uploads straight to the store (the spec's private-storage flag: bucket tos, flag 0). */
      directUpload: boolean;
    };
