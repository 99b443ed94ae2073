import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageError } from './errors';
import { FolderStorage } from './folder-storage';
import { receiveToTempFile, withLocalFile } from './local-copy';

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
/** The temporary folders this module makes (mkdtemp's prefix). */
const temporaries = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('toufang-file-')).sort();

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'toufang-local-copy-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('receiveToTempFile', () => {
  it('writes a verified upload to a temporary file that remove() takes away', async () => {
    const bytes = randomBytes(100_000);
    const file = await receiveToTempFile(Readable.from([bytes.subarray(0, 50_000), bytes.subarray(50_000)]), { md5: md5Of(bytes).toUpperCase(), size: bytes.length });
    expect(await readFile(file.path)).toEqual(bytes);
    await file.remove();
    expect(existsSync(path.dirname(file.path))).toBe(false);
  });

  it('leaves nothing on a wrong digest, a wrong size or a broken upload', async () => {
    const bytes = randomBytes(10_000);
    const before = await temporaries();
    const codes: string[] = [];
    for (const attempt of [
      () => receiveToTempFile(Readable.from([bytes]), { md5: md5Of(randomBytes(10)), size: bytes.length }),
      () => receiveToTempFile(Readable.from([bytes]), { md5: md5Of(bytes), size: bytes.length + 1 }),
      () => {
        const broken = new PassThrough();
        broken.on('error', () => undefined);
        broken.write(bytes.subarray(0, 5000));
        setImmediate(() => broken.destroy(new Error('connection reset')));
        return receiveToTempFile(broken, { md5: md5Of(bytes), size: bytes.length });
      },
    ]) {
      await attempt().then(
        () => codes.push('accepted'),
        (error: unknown) => codes.push(isStorageError(error) ? error.code : 'other'),
      );
    }
    expect(codes).toEqual(['md5-mismatch', 'size-mismatch', 'aborted']);
    expect(await temporaries()).toEqual(before);
  });
});

describe('withLocalFile', () => {
  it("hands over the folder's own file, and a temporary copy (removed afterwards) where the store keeps none", async () => {
    const bytes = randomBytes(30_000);
    const ref = { customerId: 3, md5: md5Of(bytes) };
    const folder = new FolderStorage({ root });
    await folder.put(ref, Readable.from([bytes]), { size: bytes.length });
    const own = await withLocalFile(folder, ref, async (file) => file);
    expect(own).toBe(await folder.localPath(ref));

    // A store without local files (as S3): the file is copied out and the copy removed after use.
    class Remote extends FolderStorage {
      override async localPath(): Promise<string | null> {
        return null;
      }
    }
    const remote = new Remote({ root });
    let copied = '';
    const read = await withLocalFile(remote, ref, async (file) => {
      copied = file;
      return readFile(file);
    });
    expect(read).toEqual(bytes);
    expect(copied).not.toBe(own);
    expect(existsSync(copied)).toBe(false);
  });
});
