import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStorageRoot, openFileStorage, storageOptionsFromEnv } from './open';

const S3_KEYS = { TOUFANG_STORAGE: 's3', TOUFANG_S3_ACCESS_KEY_ID: 'AK', TOUFANG_S3_SECRET_ACCESS_KEY: 'SK' };

describe('storageOptionsFromEnv', () => {
  it('defaults to a folder `files` beside the PGlite folder, which TOUFANG_STORAGE_DIR moves', () => {
    expect(storageOptionsFromEnv({}, '/srv/desk/.data/pglite')).toEqual({ kind: 'folder', root: path.join('/srv/desk/.data', 'files') });
    expect(defaultStorageRoot('/x/pglite')).toBe(path.join('/x', 'files'));
    expect(storageOptionsFromEnv({ TOUFANG_STORAGE: 'folder', TOUFANG_STORAGE_DIR: '/mnt/files' }, '/x/pglite')).toEqual({ kind: 'folder', root: '/mnt/files' });
  });

  it('reads an S3 store: the spec bucket tos and private flag 0 by default, so the browser uploads to it', () => {
    expect(storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_S3_ENDPOINT: 'http://127.0.0.1:9000', TOUFANG_S3_FORCE_PATH_STYLE: '1' }, '/x/pglite')).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'tos',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      forcePathStyle: true,
      directUpload: true,
    });
  });

  it('sends uploads through the server when the bucket is not tos or the private flag is not 0', () => {
    expect(storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_S3_BUCKET: 'materials' }, '/x')).toMatchObject({ bucket: 'materials', directUpload: false });
    expect(storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_STORAGE_PRIVATE_FLAG: '1' }, '/x')).toMatchObject({ bucket: 'tos', directUpload: false });
    expect(storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_S3_REGION: 'cn-beijing' }, '/x')).toMatchObject({ region: 'cn-beijing', forcePathStyle: false, directUpload: true });
  });

  it('stops with a Chinese reason on a setting that cannot work', () => {
    expect(() => storageOptionsFromEnv({ TOUFANG_STORAGE: 'ftp' }, '/x')).toThrow('TOUFANG_STORAGE 的取值无效（实际为 ftp）');
    expect(() => storageOptionsFromEnv({ TOUFANG_STORAGE: 's3' }, '/x')).toThrow('TOUFANG_STORAGE=s3 时须设置 TOUFANG_S3_ACCESS_KEY_ID');
    expect(() => storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_S3_ENDPOINT: 'ftp://host' }, '/x')).toThrow('TOUFANG_S3_ENDPOINT 的取值无效');
    expect(() => storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_S3_FORCE_PATH_STYLE: 'maybe' }, '/x')).toThrow('TOUFANG_S3_FORCE_PATH_STYLE 的取值无效');
    expect(() => storageOptionsFromEnv({ ...S3_KEYS, TOUFANG_STORAGE_PRIVATE_FLAG: 'off' }, '/x')).toThrow('TOUFANG_STORAGE_PRIVATE_FLAG 的取值无效');
  });

  it('says which store it could not open', async () => {
    // Port 9 on loopback (discard) refuses at once: nothing listens there on this machine.
    const refused = openFileStorage({ kind: 's3', endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: 'tos', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true, directUpload: false });
    await expect(refused).rejects.toThrow(/^无法打开文件存储（S3 http:\/\/127\.0\.0\.1:9 桶 tos）：/);
  });
});
