// Making the demo files: a few images and a short video that the material library's own inspection accepts
// as planned, the same bytes (MD5s) from two runs in two folders, and the cache that spares a restart.
import { checkMaterialFile, MEDIA_CODES } from '@toufang/domain';
import { inspectFile } from '@toufang/server-storage';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONFIGS } from '../../media/sandbox-media';
import { DEMO_ENCODING, DEMO_MANIFEST_FILE } from './constants';
import { generateDemoMaterialFiles, type GeneratedFile } from './generate';
import { demoMaterialPlan, type DemoMaterialSpec } from './plan';

let root: string;
let first: GeneratedFile[];
const folder = (name: string) => path.join(root, name);
const md5 = async (file: string) => createHash('md5').update(await readFile(file)).digest('hex');

// Three images of different shapes and both formats, and the plan's first short video: from the plan itself.
const plan = demoMaterialPlan({ images: 60, videos: 12 });
function pickSpecs(): DemoMaterialSpec[] {
  const picked: DemoMaterialSpec[] = [];
  for (const spec of plan.filter((s) => s.kind === 'image')) {
    const clash = picked.some((p) => p.shape === spec.shape);
    const needPng = picked.length === 2 && !picked.some((p) => p.format === 'png');
    if (!clash && (!needPng || spec.format === 'png')) picked.push(spec);
    if (picked.length === 3) break;
  }
  const video = plan.find((s) => s.kind === 'video' && (s.durationS ?? 99) <= 6);
  if (picked.length < 3 || !video) throw new Error('the test plan has no three varied images and a short video');
  return [...picked, video];
}
const specs = pickSpecs();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'toufang-demo-files-'));
  first = await generateDemoMaterialFiles(folder('a'), specs, { concurrency: 2 });
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('generateDemoMaterialFiles', () => {
  it("makes files the library's inspection accepts with the planned type, dimensions and duration", async () => {
    expect(first.map((file) => file.spec.id)).toEqual(specs.map((spec) => spec.id));
    for (const file of first) {
      const { spec } = file;
      expect(file.path).toBe(path.join(folder('a'), `${spec.id}.${spec.format}`));
      expect(file.reused).toBe(false);
      expect(file.md5).toBe(await md5(file.path));
      expect(file.size).toBe((await stat(file.path)).size);

      const seen = await inspectFile(file.path);
      expect(seen).toMatchObject({ kind: spec.kind, mime: spec.mime, width: spec.width, height: spec.height, size: file.size });
      expect([file.width, file.height, file.mime]).toEqual([spec.width, spec.height, spec.mime]);
      if (seen.kind === 'video') {
        expect(seen.videoCodec).toBe('h264');
        expect(seen.audioCodec).toBe('aac');
        expect(seen.frameRate).toBe(DEMO_ENCODING.FPS);
        expect(Math.abs(seen.durationMs - (spec.durationS ?? 0) * 1000)).toBeLessThanOrEqual(100);
        expect(file.durationMs).toBe(seen.durationMs);
      } else {
        expect(file.durationMs).toBeUndefined();
      }
    }
  });

  it('makes files the sandbox media accept: the video on every media, each image on some', async () => {
    for (const file of first) {
      const facts = { kind: file.spec.kind, format: file.spec.format, size: file.size, width: file.width, height: file.height, duration: (file.durationMs ?? 0) / 1000 };
      const accepting = MEDIA_CODES.filter((media) => {
        const limits = SANDBOX_CONFIGS[media]?.limits.material;
        return limits && checkMaterialFile(limits, facts) === null;
      });
      if (file.spec.kind === 'video') expect(accepting).toEqual([...MEDIA_CODES]);
      else if (file.spec.shape !== '大图' && file.spec.shape !== '组图') expect(accepting.length).toBeGreaterThan(0);
    }
  });

  it('makes the same bytes again in another folder', async () => {
    const second = await generateDemoMaterialFiles(folder('b'), specs, { concurrency: 1 });
    expect(second.map((file) => file.md5)).toEqual(first.map((file) => file.md5));
    expect(second.every((file) => !file.reused)).toBe(true);
    for (const [index, file] of second.entries()) expect(await md5(file.path)).toBe(first[index]?.md5);
    expect(new Set(first.map((file) => file.md5)).size).toBe(first.length);
  });

  it('reuses the files a previous run left, leaving them untouched', async () => {
    const before = await Promise.all(first.map(async (file) => (await stat(file.path)).mtimeMs));
    const again = await generateDemoMaterialFiles(folder('a'), specs);
    expect(again.every((file) => file.reused)).toBe(true);
    expect(again.map((file) => [file.md5, file.size, file.durationMs])).toEqual(first.map((file) => [file.md5, file.size, file.durationMs]));
    expect(await Promise.all(again.map(async (file) => (await stat(file.path)).mtimeMs))).toEqual(before);
  });

  it('makes again only a file whose bytes changed, one whose spec changed, and clears half-written leftovers', async () => {
    const dir = folder('a');
    const [damaged, changed] = first;
    if (!damaged || !changed) throw new Error('two files were made');
    await writeFile(damaged.path, 'not the picture any more');
    await writeFile(path.join(dir, 'demo-img-9999.jpg.partial'), 'half');
    const edited = specs.map((spec) => (spec.id === changed.spec.id ? { ...spec, themeIndex: (spec.themeIndex + 1) % 10 } : spec));

    const again = await generateDemoMaterialFiles(dir, edited);
    expect(again.map((file) => file.reused)).toEqual(first.map((file) => file.spec.id !== damaged.spec.id && file.spec.id !== changed.spec.id));
    expect(again[0]?.md5).toBe(damaged.md5);
    expect(await md5(damaged.path)).toBe(damaged.md5);
    expect(again[1]?.md5).not.toBe(changed.md5);
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    const manifest = JSON.parse(await readFile(path.join(dir, DEMO_MANIFEST_FILE), 'utf8')) as { files: Record<string, { md5: string }> };
    expect(manifest.files[changed.spec.id]?.md5).toBe(again[1]?.md5);
  });

  it('says so when ffmpeg is missing or fails, and keeps what was made for the next call', async () => {
    const dir = folder('d');
    const [image, video] = [specs[0], specs[3]];
    if (!image || !video) throw new Error('an image and a video');
    await expect(generateDemoMaterialFiles(dir, [image, video], { ffmpeg: path.join(root, 'no-such-ffmpeg') })).rejects.toThrow(/does not run.*ensure-ffmpeg/);

    // An ffmpeg that answers its version and fails every encode.
    const failing = path.join(root, 'failing-ffmpeg');
    await writeFile(failing, '#!/bin/sh\nif [ "$1" = "-version" ]; then echo "ffmpeg version test"; exit 0; fi\necho "encoder exploded" >&2\nexit 1\n', { mode: 0o755 });
    await generateDemoMaterialFiles(dir, [image]);
    await expect(generateDemoMaterialFiles(dir, [image, video], { ffmpeg: failing })).rejects.toThrow(/could not make demo-vid-\d+: encoder exploded/);
    expect((await readdir(dir)).sort()).toEqual([DEMO_MANIFEST_FILE, `${image.id}.${image.format}`].sort());

    const done = await generateDemoMaterialFiles(dir, [image, video]);
    expect(done.map((file) => file.reused)).toEqual([true, false]);
    expect(done.map((file) => file.md5)).toEqual([first[0]?.md5, first[3]?.md5]);
  });

  it('refuses a plan with a repeated id before making anything', async () => {
    const spec = specs[0] as DemoMaterialSpec;
    await expect(generateDemoMaterialFiles(folder('c'), [spec, { ...spec, name: 'other.jpg' }])).rejects.toThrow(/unique ids/);
  });
});
