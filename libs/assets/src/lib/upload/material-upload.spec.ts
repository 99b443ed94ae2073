import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { BASE, FakeXhr, fakeApi, refuse, sentXhr } from '@toufang/api/testing';
import { uploadMaterial, type UploadChoices } from './material-upload';

const MD5 = 'd'.repeat(32);
const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], '横版.png', { type: 'image/png' });
const material = { id: 12, md5: MD5, name: '横版.png' } as Schemas['Material'];
const choices: UploadChoices = { designerId: 7, labelIds: [11, 12], shared: true };
const SIGNED = { uploadId: 'up-1', url: 'https://tos.example.com/tos/.incoming/up-1?X-Amz-Signature=abc', headers: { 'Content-MD5': '1B2M2Y8AsgTpgAmY7PhCfg==', 'Content-Type': 'application/octet-stream' }, expiresAt: '2026-11-29 16:00:00' };

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiClient(null);
});

describe('uploadMaterial', () => {
  it('straight to the store when the server signs it: the signed headers and no desk token, then the commit with the batch\'s choices', async () => {
    const api = fakeApi()
      .on('post', '/api/material/upload/check', () => ({ duplicate: null, mode: 'direct', upload: SIGNED }))
      .on('post', '/api/material/upload/commit', () => material);
    api.install({ getToken: () => 'tok-9' });
    const onUploading = vi.fn();
    const onProgress = vi.fn();
    const file = picture();
    const pending = uploadMaterial(file, MD5, choices, { signal: new AbortController().signal, onUploading, onProgress });
    const put = await sentXhr(1);
    expect(onUploading).toHaveBeenCalledOnce();
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(SIGNED.url);
    // The signature is the permission: the desk's token never goes to the store.
    expect(put.headers).toEqual({ 'content-md5': SIGNED.headers['Content-MD5'], 'content-type': 'application/octet-stream' });
    expect(put.body).toBe(file);
    put.progress(8, 8);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 8, total: 8 });
    put.answer(200);
    expect(await pending).toEqual({ kind: 'done', material });
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/material/upload/check', { md5: MD5, size: 8, name: '横版.png' }],
      ['/api/material/upload/commit', { uploadId: 'up-1', md5: MD5, size: 8, name: '横版.png', designerId: 7, labelIds: [11, 12], shared: true }],
    ]);
  });

  it('a store that refuses the PUT fails with the status in Chinese, and nothing is committed', async () => {
    const api = fakeApi().on('post', '/api/material/upload/check', () => ({ duplicate: null, mode: 'direct', upload: SIGNED }));
    api.install();
    const pending = uploadMaterial(picture(), MD5, choices, { signal: new AbortController().signal });
    (await sentXhr(1)).answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    await expect(pending).rejects.toThrow('文件存储拒绝了这次上传（HTTP 403），请重试');
    expect(api.paths).toEqual(['/api/material/upload/check']);
  });

  it('through the server: another upload of the same bytes that finished first makes this one 重复素材', async () => {
    let checked = 0;
    const api = fakeApi().on('post', '/api/material/upload/check', () => (checked++ === 0 ? { duplicate: null, mode: 'server', upload: null } : { duplicate: material, mode: 'server', upload: null }));
    api.install({ getToken: () => 'tok-9' });
    const pending = uploadMaterial(picture(), MD5, { labelIds: [], shared: false }, { signal: new AbortController().signal });
    const put = await sentXhr(1);
    expect(put.url).toBe(`${BASE}/api/material/upload/file?md5=${MD5}&size=8&name=${encodeURIComponent('横版.png')}`);
    expect(put.headers['authorization']).toBe('Toufang tok-9');
    put.answer(200, JSON.stringify({ code: 1501, message: '重复素材：这个文件已在素材库中（素材「横版.png」，ID 12），无需再次上传', data: null }));
    expect(await pending).toEqual({ kind: 'duplicate', material });
    expect(api.paths).toEqual(['/api/material/upload/check', '/api/material/upload/check']);
  });

  it('aborting stops the transfer; a refusal of the check is the server\'s reason', async () => {
    fakeApi().on('post', '/api/material/upload/check', () => ({ duplicate: null, mode: 'server', upload: null })).install();
    const job = new AbortController();
    const pending = uploadMaterial(picture(), MD5, choices, { signal: job.signal });
    const put = await sentXhr(1);
    job.abort();
    expect(put.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: expect.stringMatching(/AbortError|ApiError/) });

    fakeApi().on('post', '/api/material/upload/check', () => refuse(400, '文件MD5格式不正确：x')).install();
    await expect(uploadMaterial(picture(), MD5, choices, { signal: new AbortController().signal })).rejects.toThrow('文件MD5格式不正确：x');
  });
});
