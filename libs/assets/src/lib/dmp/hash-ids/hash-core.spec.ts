import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashIdsOfBlob, HashIdsError } from './hash-core';
import { hashIds, inWorker, isAbortError, type HashWorkerLike } from './hash-ids';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const file = (lines: readonly string[]) => new Blob([lines.join('\n')], { type: 'text/plain' });
const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

describe('hashIdsOfBlob', () => {
  it('hashes each normalised ID, counts valid and invalid lines, and drops duplicates', async () => {
    const lines = ['861234567890123', 'A1000049C1F1E2', '  861234567890123  ', 'not an id', '', '861234567890124'];
    const hashed = await hashIdsOfBlob(file(lines), { idType: 'imei', preHashed: false, chunkBytes: 7 });
    expect(hashed.counts).toMatchObject({ total: 5, valid: 3, invalid: 1, duplicates: 1 });
    const out = await text(hashed.blob);
    expect(out).toBe(`${md5('861234567890123')}\n${md5('a1000049c1f1e2')}\n${md5('861234567890124')}\n`);
    expect(hashed.md5).toBe(md5(out));
    expect(hashed.size).toBe(3 * 33);
    // No clear ID in what leaves the browser.
    expect(out).not.toContain('861234567890123');
  });

  it('hashes an IDFA uppercased and a phone as its 11 digits (gdt’s rules)', async () => {
    const idfa = await hashIdsOfBlob(file(['6d92078a-8246-4ba4-ae5b-76104861e7dc']), { idType: 'idfa', preHashed: false });
    expect(await text(idfa.blob)).toBe(`${md5('6D92078A-8246-4BA4-AE5B-76104861E7DC')}\n`);
    const phone = await hashIdsOfBlob(file(['+86 138-0013-8000', '13800138000']), { idType: 'phone', preHashed: false });
    expect(await text(phone.blob)).toBe(`${md5('13800138000')}\n`);
    expect(phone.counts.duplicates).toBe(1);
  });

  it('refuses a file of two ID types with both counts', async () => {
    const lines = ['861234567890123', '861234567890124', '6D92078A-8246-4BA4-AE5B-76104861E7DC'];
    await expect(hashIdsOfBlob(file(lines), { idType: 'imei', preHashed: false })).rejects.toThrow('文件中混有多种ID类型（IMEI 2行，IDFA 1行），请按类型分开上传');
  });

  it('takes MD5 lines as they are when 已是MD5 is chosen, and refuses a line that is not one', async () => {
    const ok = await hashIdsOfBlob(file(['E10ADC3949BA59ABBE56E057F20F883E', 'e10adc3949ba59abbe56e057f20f883e']), { idType: 'imei', preHashed: true });
    expect(await text(ok.blob)).toBe('e10adc3949ba59abbe56e057f20f883e\n');
    await expect(hashIdsOfBlob(file(['e10adc3949ba59abbe56e057f20f883e', '861234567890123']), { idType: 'imei', preHashed: true })).rejects.toThrow(
      '第2行不是MD5（32位十六进制），已选择“已是MD5”时每行须为MD5',
    );
  });

  it('refuses an empty file and one over 20 MiB before reading', async () => {
    await expect(hashIdsOfBlob(new Blob([]), { idType: 'imei', preHashed: false })).rejects.toBeInstanceOf(HashIdsError);
    const big = { size: 50 * 1024 * 1024, slice: () => new Blob([]) } as unknown as Blob;
    await expect(hashIdsOfBlob(big, { idType: 'imei', preHashed: false })).rejects.toThrow('文件大小50.0MB超过上限20MB');
  });

  it('stops when aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(hashIds(file(['861234567890123']), { idType: 'imei', preHashed: false, signal: stop.signal })).rejects.toSatisfy(isAbortError);
  });
});

describe('inWorker', () => {
  it('answers the worker’s result and terminates it; aborting terminates it too', async () => {
    const made: (HashWorkerLike & { terminated: boolean })[] = [];
    const start = () => {
      const worker = { onmessage: null, onerror: null, terminated: false, postMessage: () => undefined, terminate: () => (worker.terminated = true) } as HashWorkerLike & { terminated: boolean };
      made.push(worker);
      return worker;
    };
    const done = inWorker(file(['x']), { idType: 'imei', preHashed: false }, start);
    const counts = { total: 1, valid: 1, invalid: 0, duplicates: 0, others: {} };
    made[0].onmessage?.({ data: { type: 'done', blob: new Blob(['a']), md5: 'm', size: 1, counts } } as MessageEvent);
    await expect(done).resolves.toMatchObject({ md5: 'm', counts });
    expect(made[0].terminated).toBe(true);
    const stop = new AbortController();
    const aborted = inWorker(file(['x']), { idType: 'imei', preHashed: false, signal: stop.signal }, start);
    stop.abort();
    await expect(aborted).rejects.toSatisfy(isAbortError);
    expect(made[1].terminated).toBe(true);
  });
});
