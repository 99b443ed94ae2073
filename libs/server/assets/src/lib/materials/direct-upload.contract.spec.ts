// Contract tests of 上传素材 straight to the object store (the spec's private-storage flag): the server
// signs a PUT, the browser's part is played by fetch against a real S3-protocol server on this machine
// (s3rver), and the server reads the bytes back before it makes the material. What s3rver does not prove
// of a real store is in docs/storage.md.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { sampleImage, startS3TestServer, type S3TestServer } from '@toufang/server-storage/testing';
import { startTestServer, type TestServer } from '@toufang/server-testing';

interface Check {
  duplicate: { id: number } | null;
  mode: 'server' | 'direct';
  upload: { uploadId: string; url: string; headers: Record<string, string>; expiresAt: string } | null;
}

let s3: S3TestServer;
let server: TestServer;
let token: string;
beforeAll(async () => {
  s3 = await startS3TestServer({ directUpload: true });
  server = await startTestServer({ storage: s3.options });
  token = await server.login('designer');
});
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const post = <T>(path: string, body: unknown) => server.call<T>(path, { body, token });

describe('上传素材 straight to the object store', () => {
  it('signs a PUT, then verifies the stored bytes and makes the material; its links are the store\'s own', async () => {
    const bytes = await sampleImage('jpeg', 1080, 1920);
    const check = (await post<Check>('/api/material/upload/check', { md5: md5Of(bytes), size: bytes.length, name: '竖版直传.jpg' })).body.data;
    expect(check.mode).toBe('direct');
    expect(check.upload).not.toBeNull();
    const put = await fetch(check.upload!.url, { method: 'PUT', headers: check.upload!.headers, body: bytes });
    expect(put.ok).toBe(true);
    const committed = await post<{ id: number; width: number; height: number; kind: string; fileUrl: string }>('/api/material/upload/commit', {
      uploadId: check.upload!.uploadId,
      md5: md5Of(bytes),
      size: bytes.length,
      name: '竖版直传.jpg',
    });
    expect(committed.body, committed.text).toMatchObject({ code: 200, data: { kind: 'image', width: 1080, height: 1920 } });
    expect(committed.body.data.fileUrl.startsWith(s3.options.endpoint!)).toBe(true);
    const read = await fetch(committed.body.data.fileUrl);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('lets the page connect to the store\'s origin, the one its signed PUTs go to, and to no other', async () => {
    const bytes = await sampleImage('png', 720, 1280);
    const check = (await post<Check>('/api/material/upload/check', { md5: md5Of(bytes), size: bytes.length, name: '源站.png' })).body.data;
    const store = new URL(check.upload!.url).origin;
    expect(store).not.toBe(new URL(server.baseUrl).origin);
    for (const answer of [await server.call('/'), await server.call('/api/material/list', { body: {}, token })]) {
      const directives = (answer.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
      expect(directives.filter((d) => d.startsWith('connect-src'))).toEqual([`connect-src 'self' ${store}`]);
    }
  });

  it('refuses bytes that are not what was declared and leaves neither a material nor the held bytes', async () => {
    const bytes = await sampleImage('png', 640, 640);
    const declared = await sampleImage('png', 641, 640);
    const check = (await post<Check>('/api/material/upload/check', { md5: md5Of(declared), size: bytes.length, name: '错位.png' })).body.data;
    await fetch(check.upload!.url, { method: 'PUT', headers: check.upload!.headers, body: bytes });
    const committed = await post('/api/material/upload/commit', { uploadId: check.upload!.uploadId, md5: md5Of(declared), size: bytes.length, name: '错位.png' });
    expect(committed.body.code, committed.text).toBe(400);
    expect(committed.body.message).toMatch(/MD5|大小/);
    const rows = await sqlOn(server.app.toufang.db).selectFrom('materials').select('id').where('md5', 'in', [md5Of(declared), md5Of(bytes)]).execute();
    expect(rows).toEqual([]);
    const again = await post('/api/material/upload/commit', { uploadId: check.upload!.uploadId, md5: md5Of(declared), size: bytes.length, name: '错位.png' });
    expect(again.body.message).toBe('未找到这次上传的文件：上传未完成、已放弃或已过期，请重新上传');
  });
});
