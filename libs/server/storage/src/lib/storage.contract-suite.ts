// The one suite every storage adapter answers (the folder and S3, storage.contract.spec.ts): the same
// files, the same calls, the same answers, and what each leaves behind read from the backend itself.
import { createHash, randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage, StoredFileRef } from '@toufang/server-context';
import { STORAGE_LIMITS } from './constants';
import { isStorageError, type StorageErrorCode } from './errors';
import { storageKey } from './keys';

export interface StorageUnderTest {
  storage: FileStorage;
  /** Every key the backend holds, the holding area's included (`.incoming/<id>`). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const refOf = (customerId: number, bytes: Uint8Array): StoredFileRef => ({ customerId, md5: md5Of(bytes) });

/** A stream of `bytes` in chunks, as a request body arrives. */
function chunked(bytes: Uint8Array, size = 64 * 1024): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(Buffer.from(bytes.subarray(at, at + size)));
  return Readable.from(parts);
}

async function refusal(promise: Promise<unknown>): Promise<StorageErrorCode | string> {
  try {
    await promise;
  } catch (error) {
    return isStorageError(error) ? error.code : `other: ${String(error)}`;
  }
  return 'no error';
}

async function read(storage: FileStorage, ref: StoredFileRef, options?: Parameters<FileStorage['get']>[1]): Promise<Buffer> {
  return buffer((await storage.get(ref, options)).stream);
}

export function describeFileStorage(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(name, () => {
    let under: StorageUnderTest;
    let storage: FileStorage;
    const held = async () => (await under.keys()).filter((key) => key.startsWith(`${STORAGE_LIMITS.INCOMING_PREFIX}/`));
    /**
     * What an interrupted request leaves once swept. A real object store discards a PUT that never
     * completed; s3rver keeps its partial body, and may write it after the adapter's own delete
     * (docs/storage.md), so the sweep that removes any store's leftovers is part of the promise.
     */
    const heldAfterSweep = async () => {
      await storage.sweepIncoming(0);
      return held();
    };

    beforeAll(async () => {
      under = await open();
      storage = under.storage;
    });
    afterAll(async () => under?.close());

    it('stores a streamed file under <customerId>/<md5[0..2]>/<md5> and reads it back whole', async () => {
      const bytes = randomBytes(300_000);
      const ref = refOf(7, bytes);
      expect(await storage.has(ref)).toBe(false);
      expect(await storage.put(ref, chunked(bytes), { size: bytes.length, contentType: 'image/png' })).toEqual({ created: true });
      expect(await under.keys()).toContain(`7/${ref.md5.slice(0, 2)}/${ref.md5}`);
      expect(await storage.has(ref)).toBe(true);
      expect((await storage.stat(ref))?.size).toBe(bytes.length);
      const whole = await storage.get(ref);
      expect({ size: whole.size, start: whole.start, end: whole.end }).toEqual({ size: bytes.length, start: 0, end: bytes.length - 1 });
      expect(md5Of(await buffer(whole.stream))).toBe(ref.md5);
      expect(await held()).toEqual([]);
    });

    it('keeps one copy of the same bytes per company, and a copy per company', async () => {
      const bytes = randomBytes(10_000);
      const ref = refOf(11, bytes);
      expect(await storage.put(ref, chunked(bytes), { size: bytes.length })).toEqual({ created: true });
      expect(await storage.put(ref, chunked(bytes), { size: bytes.length })).toEqual({ created: false });
      const other = { ...ref, customerId: 12 };
      expect(await storage.has(other)).toBe(false);
      expect(await storage.put(other, chunked(bytes), { size: bytes.length })).toEqual({ created: true });
      await storage.delete(ref);
      expect(await storage.has(ref)).toBe(false);
      expect(await read(storage, other)).toEqual(bytes);
      expect(await held()).toEqual([]);
    });

    it('refuses bytes whose MD5 differs, leaves nothing, and keeps the stored copy of the real bytes', async () => {
      const bytes = randomBytes(50_000);
      const ref = refOf(21, bytes);
      const forged = Buffer.from(bytes);
      forged[1234] = (forged[1234] ?? 0) ^ 0xff;
      expect(await refusal(storage.put(ref, chunked(forged), { size: forged.length }))).toBe('md5-mismatch');
      expect(await storage.has(ref)).toBe(false);
      await storage.put(ref, chunked(bytes), { size: bytes.length });
      expect(await refusal(storage.put(ref, chunked(forged), { size: forged.length }))).toBe('md5-mismatch');
      expect(await read(storage, ref)).toEqual(bytes);
      expect(await held()).toEqual([]);
    });

    it('refuses a stream shorter or longer than the declared size and leaves nothing', async () => {
      const bytes = randomBytes(40_000);
      const ref = refOf(22, bytes);
      expect(await refusal(storage.put(ref, chunked(bytes.subarray(0, 30_000)), { size: bytes.length }))).toBe('size-mismatch');
      expect(await refusal(storage.put(ref, chunked(Buffer.concat([bytes, Buffer.from('x')])), { size: bytes.length }))).toBe('size-mismatch');
      expect(await storage.has(ref)).toBe(false);
      await expect.poll(heldAfterSweep, { timeout: 30_000, interval: 200 }).toEqual([]);
    });

    it('leaves nothing when the upload breaks off or is aborted halfway', async () => {
      const bytes = randomBytes(200_000);
      const ref = refOf(23, bytes);
      const broken = new PassThrough();
      // The request's own error, which the test raises; once the put has given up nobody else listens.
      broken.on('error', () => undefined);
      const putting = refusal(storage.put(ref, broken, { size: bytes.length }));
      broken.write(bytes.subarray(0, 100_000));
      setImmediate(() => broken.destroy(new Error('connection reset')));
      expect(await putting).toBe('aborted');

      const controller = new AbortController();
      const slow = new PassThrough();
      const aborted = refusal(storage.put(ref, slow, { size: bytes.length, signal: controller.signal }));
      slow.write(bytes.subarray(0, 100_000));
      setImmediate(() => controller.abort());
      expect(await aborted).toBe('aborted');
      expect(await storage.has(ref)).toBe(false);
      await expect.poll(heldAfterSweep, { timeout: 30_000, interval: 200 }).toEqual([]);
    });

    it('stores and reads an empty file', async () => {
      const ref = refOf(24, new Uint8Array());
      expect(await storage.put(ref, Readable.from([]), { size: 0 })).toEqual({ created: true });
      expect((await storage.stat(ref))?.size).toBe(0);
      expect((await read(storage, ref)).length).toBe(0);
    });

    it('reads byte ranges for seeking, clamps an end past the file, refuses a start past it', async () => {
      const bytes = randomBytes(100_000);
      const ref = refOf(25, bytes);
      await storage.put(ref, chunked(bytes), { size: bytes.length });
      const middle = await storage.get(ref, { range: { start: 1000, end: 1999 } });
      expect({ size: middle.size, start: middle.start, end: middle.end }).toEqual({ size: 100_000, start: 1000, end: 1999 });
      expect(await buffer(middle.stream)).toEqual(bytes.subarray(1000, 2000));
      expect(await read(storage, ref, { range: { start: 99_990 } })).toEqual(bytes.subarray(99_990));
      const past = await storage.get(ref, { range: { start: 99_000, end: 500_000 } });
      expect([past.start, past.end]).toEqual([99_000, 99_999]);
      expect((await buffer(past.stream)).length).toBe(1000);
      expect(await refusal(storage.get(ref, { range: { start: 100_000 } }))).toBe('range-not-satisfiable');
      expect(await refusal(storage.get(ref, { range: { start: 10, end: 5 } }))).toBe('range-not-satisfiable');
    });

    it('answers not-found for a file it does not hold, and deleting it is no error', async () => {
      const ref = refOf(26, randomBytes(10));
      expect(await storage.stat(ref)).toBeNull();
      expect(await refusal(storage.get(ref))).toBe('not-found');
      expect(await refusal(storage.get(ref, { range: { start: 0, end: 1 } }))).toBe('not-found');
      await storage.delete(ref);
    });

    it('refuses a malformed company or MD5 before touching the backend', async () => {
      const bytes = randomBytes(10);
      for (const ref of [
        { customerId: 0, md5: md5Of(bytes) },
        { customerId: 1.5, md5: md5Of(bytes) },
        { customerId: 1, md5: '../../etc/passwd' },
        { customerId: 1, md5: md5Of(bytes).toUpperCase() },
      ]) {
        expect(await refusal(storage.put(ref, Readable.from([bytes]), { size: bytes.length }))).toBe('invalid-ref');
        expect(await refusal(storage.has(ref))).toBe('invalid-ref');
      }
      expect(await refusal(storage.commitSignedUpload('../1/ab/x', refOf(1, bytes), { size: 10 }))).toBe('upload-missing');
    });

    it('keeps derived files beside the original and deletes them with it', async () => {
      const bytes = randomBytes(5000);
      const ref = refOf(27, bytes);
      await storage.put(ref, chunked(bytes), { size: bytes.length });
      const thumbnail = randomBytes(700);
      await storage.putVariant(ref, 'thumbnail', thumbnail);
      await storage.putVariant(ref, 'poster', randomBytes(900));
      expect(await under.keys()).toContain(storageKey(ref, 'thumbnail'));
      expect(await read(storage, ref, { variant: 'thumbnail' })).toEqual(thumbnail);
      expect((await storage.stat(ref, 'poster'))?.size).toBe(900);
      await storage.delete(ref);
      for (const variant of ['original', 'thumbnail', 'poster'] as const) expect(await storage.has(ref, variant)).toBe(false);
    });

    it('streams a few megabytes without holding them: the MD5 read back is the one sent', async () => {
      const bytes = randomBytes(6 * 1024 * 1024);
      const ref = refOf(28, bytes);
      expect(await storage.put(ref, chunked(bytes, 256 * 1024), { size: bytes.length })).toEqual({ created: true });
      expect(md5Of(await read(storage, ref))).toBe(ref.md5);
    });

    it('signs downloads wherever the store serves them itself (not the folder)', async () => {
      const bytes = randomBytes(20_000);
      const ref = refOf(31, bytes);
      await storage.put(ref, chunked(bytes), { size: bytes.length });
      const url = await storage.signDownload(ref, { fileName: '春季 素材.mp4', contentType: 'video/mp4' });
      if (storage.kind === 'folder') {
        expect(url).toBeNull();
        return;
      }
      const download = await fetch(url ?? '');
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('春季 素材.mp4')}`);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    });

    it('signs uploads only when the browser uploads straight to the store, and stores them once verified', async () => {
      const bytes = randomBytes(20_000);
      const ref = refOf(29, bytes);
      const signed = await storage.signUpload(ref, { size: bytes.length });
      if (!storage.directUpload) {
        expect(signed).toBeNull();
        return;
      }
      if (!signed) throw new Error('a direct-upload storage signs uploads');
      expect(signed.method).toBe('PUT');
      expect(signed.headers['Content-MD5']).toBe(Buffer.from(ref.md5, 'hex').toString('base64'));
      expect(signed.expiresAt.getTime()).toBeGreaterThan(Date.now());
      // The signature covers the MD5 and the length, so a store that checks them takes only these bytes.
      expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-md5', 'content-length', 'host']));
      expect(new URL(signed.url).searchParams.get('X-Amz-Expires')).toBe(String(STORAGE_LIMITS.SIGNED_UPLOAD_TTL_S));
      const answer = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: bytes });
      expect(answer.status).toBe(200);
      // Until it is committed the file is not under its name.
      expect(await storage.has(ref)).toBe(false);
      expect(await storage.commitSignedUpload(signed.uploadId, ref, { size: bytes.length })).toEqual({ created: true });
      expect(await read(storage, ref)).toEqual(bytes);
      expect(await held()).toEqual([]);
    });

    it('refuses a signed upload whose bytes are not the file, and forgets abandoned ones', async () => {
      const bytes = randomBytes(20_000);
      const ref = refOf(30, bytes);
      if (!storage.directUpload) {
        expect(await refusal(storage.commitSignedUpload('00000000-0000-4000-8000-000000000000', ref, { size: bytes.length }))).toBe('upload-missing');
        return;
      }
      const signed = await storage.signUpload(ref, { size: bytes.length });
      if (!signed) throw new Error('a direct-upload storage signs uploads');
      // s3rver checks neither the signature nor Content-MD5 (docs/storage.md): the commit must catch it.
      await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: randomBytes(20_000) });
      expect(await refusal(storage.commitSignedUpload(signed.uploadId, ref, { size: bytes.length }))).toBe('md5-mismatch');
      expect(await storage.has(ref)).toBe(false);
      expect(await held()).toEqual([]);
      expect(await refusal(storage.commitSignedUpload(signed.uploadId, ref, { size: bytes.length }))).toBe('upload-missing');

      const abandoned = await storage.signUpload(ref, { size: bytes.length });
      if (!abandoned) throw new Error('a direct-upload storage signs uploads');
      await fetch(abandoned.url, { method: 'PUT', headers: abandoned.headers, body: bytes });
      expect(await held()).toHaveLength(1);
      expect(await storage.sweepIncoming(60_000)).toBe(0);
      await storage.abandonSignedUpload(abandoned.uploadId);
      expect(await held()).toEqual([]);

      const forgotten = await storage.signUpload(ref, { size: bytes.length });
      if (!forgotten) throw new Error('a direct-upload storage signs uploads');
      await fetch(forgotten.url, { method: 'PUT', headers: forgotten.headers, body: bytes });
      expect(await storage.sweepIncoming(0)).toBe(1);
      expect(await refusal(storage.commitSignedUpload(forgotten.uploadId, ref, { size: bytes.length }))).toBe('upload-missing');
    });
  });
}
