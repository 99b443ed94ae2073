// A file uploaded to the 素材库 as the page does it (PUT /api/material/upload/file with its MD5 and size), for the
// suites that need desk materials of their own (the test template keeps no files).
import { createHash } from 'node:crypto';
import type { TestServer } from './harness';

/** Uploads `bytes` as `name` (and shared or not) with the caller's token; answers the desk's answer as it is. */
export async function uploadMaterialFile(
  server: Pick<TestServer, 'baseUrl'>,
  token: string,
  bytes: Buffer,
  name: string,
  options: { shared?: boolean } = {},
): Promise<{ code: number; message?: string; data: { id: number } & Record<string, unknown> }> {
  const params = new URLSearchParams({ md5: createHash('md5').update(bytes).digest('hex'), size: String(bytes.length), name });
  if (options.shared !== undefined) params.set('shared', String(options.shared));
  const response = await fetch(`${server.baseUrl}/api/material/upload/file?${params}`, {
    method: 'PUT',
    headers: { authorization: `Toufang ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return (await response.json()) as { code: number; message?: string; data: { id: number } & Record<string, unknown> };
}
