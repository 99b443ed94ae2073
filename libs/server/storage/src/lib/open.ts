// Opening the file storage the environment names (docs/storage.md): TOUFANG_STORAGE=folder (the default: a
// folder `files` beside the desk's PGlite folder, TOUFANG_STORAGE_DIR to move it) or s3 (TOUFANG_S3_*).
// A setting that cannot work stops the start with a Chinese reason, as the metrics store's does.
import path from 'node:path';
import { usesPrivateStorageUpload } from '@toufang/domain';
import type { FileStorage, FileStorageOptions } from '@toufang/server-context';
import { STORAGE_LIMITS } from './constants';
import { STORAGE_TEXTS } from './errors';
import { FolderStorage } from './folder-storage';
import { openS3Storage } from './s3-storage';

/** The files of a desk whose PGlite folder is `dataDir`: beside it, in the same parent folder (.data/files). */
export function defaultStorageRoot(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'files');
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(STORAGE_TEXTS.badEnv(name, raw));
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(STORAGE_TEXTS.missingEnv(name));
  return value;
}

/** The storage the environment asks for, or a Chinese reason why it cannot be used. */
export function storageOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): FileStorageOptions {
  const kind = (env.TOUFANG_STORAGE ?? '').trim();
  if (kind === '' || kind === 'folder') return { kind: 'folder', root: env.TOUFANG_STORAGE_DIR?.trim() || defaultStorageRoot(dataDir) };
  if (kind !== 's3') throw new Error(STORAGE_TEXTS.badEnv('TOUFANG_STORAGE', kind));
  const endpoint = env.TOUFANG_S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw new Error(STORAGE_TEXTS.badEnv('TOUFANG_S3_ENDPOINT', endpoint));
  }
  const bucket = env.TOUFANG_S3_BUCKET?.trim() || STORAGE_LIMITS.DEFAULT_BUCKET;
  const privateFlag = env.TOUFANG_STORAGE_PRIVATE_FLAG?.trim() || String(STORAGE_LIMITS.PRIVATE_FLAG);
  if (!/^\d+$/.test(privateFlag)) throw new Error(STORAGE_TEXTS.badEnv('TOUFANG_STORAGE_PRIVATE_FLAG', privateFlag));
  return {
    kind: 's3',
    endpoint,
    region: env.TOUFANG_S3_REGION?.trim() || 'us-east-1',
    bucket,
    accessKeyId: required(env, 'TOUFANG_S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'TOUFANG_S3_SECRET_ACCESS_KEY'),
    // Virtual-hosted addresses by default (AWS, TOS); path-style for MinIO-like servers on one host.
    forcePathStyle: flag(env, 'TOUFANG_S3_FORCE_PATH_STYLE', false),
    // The spec's private-storage flag (shell spec §4): bucket tos and private flag 0.
    directUpload: usesPrivateStorageUpload(privateFlag, bucket),
  };
}

/** Where a storage keeps its files, for a message (never the keys). */
export function describeStorage(options: FileStorageOptions): string {
  return options.kind === 'folder' ? `文件夹 ${options.root}` : `S3 ${options.endpoint ?? options.region} 桶 ${options.bucket}`;
}

/** Opens the storage (S3: checks that the bucket answers); a failure says in Chinese which and why. */
export async function openFileStorage(options: FileStorageOptions): Promise<FileStorage> {
  try {
    return options.kind === 'folder' ? new FolderStorage({ root: options.root }) : await openS3Storage(options);
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(STORAGE_TEXTS.cannotOpen(describeStorage(options), reason), { cause: error });
  }
}
