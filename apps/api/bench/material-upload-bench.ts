// 上传素材's throughput (issue 20, "Tests and measures"; `npm run bench` runs it; alone:
// `node --import tsx apps/api/bench/material-upload-bench.ts`). The whole upload as the page makes it, for
// 1 MB images and a 50 MB video: the check (POST /api/material/upload/check), then either the bytes through
// the server (PUT /api/material/upload/file) or the signed PUT straight to the store and the commit (POST
// /api/material/upload/commit). Three ways: through the server into the local content-addressed folder,
// through the server into the S3 adapter, and straight to the store; the S3 store is s3rver on this machine,
// as in the storage port's tests (what it does not prove: docs/storage.md), in a process of its own
// (s3rver-process.ts). Each upload includes what the server does with the file (MD5 and size verified,
// type, dimensions, thumbnail; a video's ffprobe, packet check and poster), so these are the desk's figures,
// not the disk's. Every way gets a fresh server on a temporary PGlite. Figures go to the terminal and to dist/bench/material-upload.md.
// BENCH_UPLOAD_IMAGES (default 20) images per run; BENCH_UPLOAD_VIDEO_MB (default 50).
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FileStorageOptions } from '@toufang/server-context';
import { DEMO_PASSWORD } from '@toufang/server-http';
import { sampleImage } from '@toufang/server-storage/testing';
import { REPO_ROOT } from '../src/config';
import { buildServer } from '../src/server';

const IMAGES = Number(process.env.BENCH_UPLOAD_IMAGES ?? 20);
const VIDEO_MB = Number(process.env.BENCH_UPLOAD_VIDEO_MB ?? 50);
/** Images sent at once in the concurrent run (a page uploads a few files side by side). */
const PARALLEL = 4;
const MB = 1024 * 1024;

interface Check {
  duplicate: { id: number } | null;
  mode: 'server' | 'direct';
  upload: { uploadId: string; url: string; headers: Record<string, string> } | null;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-upload-bench-'));
const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

// The files: noisy JPEGs of about 1 MB (each its own bytes, so its own MD5), and one video of about
// VIDEO_MB: ten seconds of 720p with noise so the encoder cannot make it small.
async function images(count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, () => sampleImage('jpeg', 2160, 1215)));
}
async function video(): Promise<Buffer> {
  const file = path.join(scratch, 'bench.mp4');
  const seconds = 10;
  const bitrate = `${Math.round((VIDEO_MB * 8 * 1024) / seconds)}k`;
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
    ...['-vf', 'noise=alls=40:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', bitrate, '-minrate', bitrate, '-maxrate', bitrate, '-bufsize', bitrate],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  return readFileSync(file);
}

interface Way {
  name: string;
  storage?: FileStorageOptions;
  stop?: () => Promise<void>;
}

async function uploader(way: Way) {
  const app = await buildServer({ dataDir: path.join(scratch, `pglite-${way.name.length}-${Date.now()}`), staticDir: path.join(scratch, 'no-shell'), logLevel: false, demoMaterials: null, storage: way.storage ?? { kind: 'folder', root: path.join(scratch, `files-${Date.now()}`) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/user/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'designer', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Toufang ${token}` };
  const postJson = async <T>(route: string, body: unknown): Promise<T> => {
    const answer = (await (await fetch(`${base}${route}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { code: number; message: string; data: T };
    if (answer.code !== 200) throw new Error(`${route}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  /** One file as the upload page sends it; throws on any refusal. */
  async function upload(bytes: Buffer, name: string): Promise<void> {
    const md5 = md5Of(bytes);
    const check = await postJson<Check>('/api/material/upload/check', { md5, size: bytes.length, name });
    if (check.duplicate) throw new Error(`${name}: already a material`);
    if (check.mode === 'direct' && check.upload) {
      const put = await fetch(check.upload.url, { method: 'PUT', headers: check.upload.headers, body: bytes });
      if (!put.ok) throw new Error(`${name}: the store answered ${put.status}`);
      await postJson('/api/material/upload/commit', { uploadId: check.upload.uploadId, md5, size: bytes.length, name });
      return;
    }
    const params = new URLSearchParams({ md5, size: String(bytes.length), name });
    const answer = (await (await fetch(`${base}/api/material/upload/file?${params}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/octet-stream' }, body: bytes })).json()) as { code: number; message: string };
    if (answer.code !== 200) throw new Error(`${name}: ${answer.code} ${answer.message}`);
  }
  return { upload, close: () => app.close() };
}

const made = performance.now();
const [sequentialImages, parallelImages, clip] = [await images(IMAGES), await images(IMAGES), await video()];
const filesSeconds = (performance.now() - made) / 1000;
const imageMb = sequentialImages.reduce((sum, b) => sum + b.length, 0) / IMAGES / MB;

/** s3rver in its own process (s3rver-process.ts), so the store does not share the server's event loop. */
async function s3rver(direct: boolean): Promise<{ options: FileStorageOptions; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 's3rver-process.ts')], {
    env: { ...process.env, BENCH_S3_DIRECT: direct ? '1' : '0' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]);
    });
    child.on('exit', (code) => reject(new Error(`s3rver stopped (${code})`)));
  });
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    await stopped;
  };
  return { options: JSON.parse(line) as FileStorageOptions, stop };
}

const s3Server = await s3rver(false);
const s3Direct = await s3rver(true);
const ways: Way[] = [
  { name: 'through the server, local folder' },
  { name: 'through the server, S3 adapter (s3rver)', storage: s3Server.options, stop: s3Server.stop },
  { name: 'straight to the store: signed PUT + commit (s3rver)', storage: s3Direct.options, stop: s3Direct.stop },
];

const rows: string[] = [];
const row = (way: string, what: string, files: number, bytes: number, ms: number) =>
  rows.push(`| ${way} | ${what} | ${files} | ${(bytes / MB).toFixed(0)} | ${(ms / 1000).toFixed(2)} | ${(bytes / MB / (ms / 1000)).toFixed(1)} | ${(files / (ms / 1000)).toFixed(2)} |`);
for (const way of ways) {
  const { upload, close } = await uploader(way);
  // One file first, not counted: the first sharp and ffmpeg calls load their libraries.
  await upload(await sampleImage('jpeg', 640, 360), 'warm-up.jpg');
  let started = performance.now();
  for (const [i, bytes] of sequentialImages.entries()) await upload(bytes, `图片_${i}.jpg`);
  row(way.name, `1 MB images, one at a time`, IMAGES, sequentialImages.reduce((s, b) => s + b.length, 0), performance.now() - started);
  started = performance.now();
  const queue = parallelImages.map((bytes, i) => [bytes, `并行图片_${i}.jpg`] as const);
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await upload(next[0], next[1]);
  }));
  row(way.name, `1 MB images, ${PARALLEL} at a time`, IMAGES, parallelImages.reduce((s, b) => s + b.length, 0), performance.now() - started);
  started = performance.now();
  await upload(clip, '视频.mp4');
  row(way.name, `${(clip.length / MB).toFixed(0)} MB video`, 1, clip.length, performance.now() - started);
  await close();
  await way.stop?.();
  console.error(`measured ${way.name}`);
}
rmSync(scratch, { recursive: true, force: true });

const table = [
  `## 上传素材's throughput (images of ${imageMb.toFixed(2)} MB on average, files made in ${filesSeconds.toFixed(0)} s; load average ${os.loadavg()[0].toFixed(1)})`,
  '',
  '| way | files | n | MB | s | MB/s | files/s |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  'Each upload is the page\'s whole exchange: the check, the bytes, and the server reading the file (thumbnail; a video\'s probe, packet check and poster).',
].join('\n');
console.log(table);
mkdirSync(path.join(REPO_ROOT, 'dist/bench'), { recursive: true });
writeFileSync(path.join(REPO_ROOT, 'dist/bench/material-upload.md'), `${table}\n`);
