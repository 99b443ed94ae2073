// Makes the planned files in a folder, reusing what a previous run left there (manifest.ts), a few at a
// time. Each file is written beside its name and renamed into place, so a crash leaves no half file under
// a spec's name.
import { availableParallelism } from 'node:os';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_FILES_GENERATOR_VERSION } from './constants';
import { demoFont } from './fonts';
import { entryKey, md5OfFile, readManifest, stillValid, writeManifest, type Manifest, type ManifestEntry } from './manifest';
import { renderPicture } from './picture';
import type { DemoMaterialSpec } from './plan';
import { ffmpegVersion, probeDurationMs, renderVideo } from './video';

export interface GeneratedFile {
  spec: DemoMaterialSpec;
  /** Absolute path of the file, `<dir>/<spec id>.<format>`. */
  path: string;
  /** Hex MD5 of the file's bytes: the material's identity. */
  md5: string;
  /** Bytes. */
  size: number;
  width: number;
  height: number;
  /** Videos: as ffprobe reads it (within a few ms of the spec's seconds). */
  durationMs?: number;
  mime: DemoMaterialSpec['mime'];
  /** Whether the file was already there from an earlier run (the cache), not made now. */
  reused: boolean;
}

export interface GenerateOptions {
  /** Files made at once (default: the machine's cores). Each video is one single-threaded ffmpeg. */
  concurrency?: number;
  /** ffmpeg and ffprobe to run (default: those on PATH, as @toufang/server-storage runs them). */
  ffmpeg?: string;
  ffprobe?: string;
}

const fileNameOf = (spec: DemoMaterialSpec) => `${spec.id}.${spec.format}`;

/** Everything besides the spec that decides a file's bytes, by kind: ffmpeg's build matters to videos only. */
async function environmentOf(specs: readonly DemoMaterialSpec[], options: GenerateOptions): Promise<Record<DemoMaterialSpec['kind'], string>> {
  const font = await demoFont();
  const image = [`generator ${DEMO_FILES_GENERATOR_VERSION}`, `sharp ${sharp.versions.sharp}`, `vips ${sharp.versions.vips}`, `font ${font.fingerprint}`].join('|');
  const video = specs.some((spec) => spec.kind === 'video') ? `${image}|${await ffmpegVersion(options.ffmpeg)}` : image;
  return { image, video };
}

async function makeFile(dir: string, spec: DemoMaterialSpec, key: string, options: GenerateOptions): Promise<ManifestEntry> {
  const font = await demoFont();
  const file = fileNameOf(spec);
  const target = path.join(dir, file);
  const partial = `${target}.partial`;
  try {
    if (spec.kind === 'image') {
      await writeFile(partial, await renderPicture(spec, font));
    } else {
      await renderVideo(spec, font, partial, `${target}.background.png`, options.ffmpeg);
    }
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  const { md5, size } = await md5OfFile(target);
  const entry: ManifestEntry = { key, file, md5, size, width: spec.width, height: spec.height };
  if (spec.kind === 'video') entry.durationMs = await probeDurationMs(target, options.ffprobe);
  return entry;
}

/**
 * Runs `work` over `items`, at most `limit` at once; the first failure stops new work and is thrown once
 * the running ones end. Written here because it is ten lines and the workspace has no pool library.
 */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/** Removes what an interrupted run left half-written (`*.partial`, a video's background). */
async function clearLeftovers(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(names.filter((name) => name.endsWith('.partial') || name.endsWith('.background.png')).map((name) => rm(path.join(dir, name), { force: true })));
}

/**
 * Writes each spec's file into `dir` (created if missing) as `<id>.<format>` and answers them in the
 * specs' order. Files an earlier call left in `dir` with the same spec, generator version, tools and font
 * are reused when their bytes still match their recorded MD5; everything else is made now. The same specs
 * give the same bytes (and MD5s) on every run with the same sharp, ffmpeg and font.
 */
export async function generateDemoMaterialFiles(dir: string, specs: readonly DemoMaterialSpec[], options: GenerateOptions = {}): Promise<GeneratedFile[]> {
  const ids = new Set(specs.map((spec) => spec.id));
  if (ids.size !== specs.length) throw new Error('Demo material specs must have unique ids');
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true });
  await clearLeftovers(folder);
  const environment = await environmentOf(specs, options);
  const previous = await readManifest(folder);
  const manifest: Manifest = { generator: DEMO_FILES_GENERATOR_VERSION, files: {} };
  const reused = new Set<string>();
  const toMake: { spec: DemoMaterialSpec; key: string }[] = [];

  for (const spec of specs) {
    const key = entryKey(spec, environment[spec.kind]);
    const kept = await stillValid(folder, previous.files[spec.id], key);
    if (kept) {
      manifest.files[spec.id] = kept;
      reused.add(spec.id);
    } else {
      toMake.push({ spec, key });
    }
  }
  // Entries of other specs stay listed (another plan may share the folder); their files are left alone.
  for (const [id, entry] of Object.entries(previous.files)) if (!ids.has(id)) manifest.files[id] ??= entry;

  // Videos first, longest first: the long jobs start early and the short images fill in around them.
  toMake.sort((a, b) => (b.spec.durationS ?? 0) * b.spec.width * b.spec.height - (a.spec.durationS ?? 0) * a.spec.width * a.spec.height);
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? availableParallelism()));
  try {
    await eachLimited(toMake, concurrency, async ({ spec, key }) => {
      manifest.files[spec.id] = await makeFile(folder, spec, key, options);
    });
  } finally {
    // What was made before a failure is kept for the next run.
    await writeManifest(folder, manifest);
  }

  return specs.map((spec) => {
    const entry = manifest.files[spec.id];
    if (!entry) throw new Error(`${spec.id} was neither made nor found`);
    const file: GeneratedFile = {
      spec,
      path: path.join(folder, entry.file),
      md5: entry.md5,
      size: entry.size,
      width: entry.width,
      height: entry.height,
      mime: spec.mime,
      reused: reused.has(spec.id),
    };
    if (entry.durationMs !== undefined) file.durationMs = entry.durationMs;
    return file;
  });
}

