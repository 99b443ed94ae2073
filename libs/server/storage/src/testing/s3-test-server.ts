// s3rver ships no types: its declaration travels with this file into every project that compiles it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
// A real S3-protocol server on this machine for the tests: s3rver (an npm devDependency, so `npm ci`
// brings it), on a free loopback port, its objects in a temporary folder, with the spec's bucket.
// What it does not prove about a real object store is written in docs/storage.md: it checks no SigV4
// signature, no expiry and no Content-MD5, and it is one process on one disk.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStorageOptions } from '@toufang/server-context';
import { STORAGE_LIMITS } from '../lib/constants';

export interface S3TestServer {
  /** The S3 adapter's options for this server (path-style, its bucket, its fixed keys). */
  options: Extract<FileStorageOptions, { kind: 's3' }>;
  /** The folder s3rver keeps its objects in (a test may look at what is left). */
  directory: string;
  stop(): Promise<void>;
}

/** s3rver's built-in account (it accepts any signature made with it). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3TestServer(options: { bucket?: string; directUpload?: boolean } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? STORAGE_LIMITS.DEFAULT_BUCKET;
  const directory = await mkdtemp(path.join(tmpdir(), 'toufang-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    options: { kind: 's3', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, ...ACCOUNT, forcePathStyle: true, directUpload: options.directUpload ?? true },
    directory,
    async stop() {
      // Keep-alive sockets of the SDK would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
