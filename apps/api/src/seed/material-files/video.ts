// A demo video: the spec's picture (picture.ts) as a still background, one of ffmpeg's test sources moving
// in its product window (sliding in over the first half second), a progress bar in the palette's accent
// along the bottom and a tone, encoded H.264 + AAC in MP4. The same bytes every run: seeded sources, one
// x264 thread (its output depends on the thread count), bit-exact scaling, AAC and muxing, and no metadata
// (no creation time, no encoder string).
//
// ffmpeg is found as @toufang/server-storage finds it (its runTool is internal): the `ffmpeg` on PATH,
// Debian's, installed by scripts/ensure-ffmpeg.sh, or the path the caller names.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { DEMO_ENCODING, DEMO_VIDEO_SOURCES } from './constants';
import type { DemoFont } from './fonts';
import { paletteOf, productBox, renderPicture } from './picture';
import type { DemoMaterialSpec } from './plan';

const run = promisify(execFile);

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/** The spec's lavfi source at `width` × `height` (the window's half: scaled up ×2 it costs less, and chunky pixels read as art). */
export function videoSourceOf(spec: DemoMaterialSpec, width: number, height: number): string {
  const template = DEMO_VIDEO_SOURCES[spec.sourceIndex % DEMO_VIDEO_SOURCES.length] ?? 'testsrc2=s={s}:rate={fps}';
  const palette = paletteOf(spec);
  const values: Record<string, string> = {
    s: `${width}x${height}`,
    w: String(width),
    h: String(height),
    fps: String(DEMO_ENCODING.FPS),
    seed: String(spec.variant % 1_000_000),
    from: palette.from.slice(1),
    accent: palette.accent.slice(1),
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** ffmpeg's arguments for a spec whose background PNG is `background`, writing `output`. */
export function videoArgs(spec: DemoMaterialSpec, background: string, output: string): string[] {
  const seconds = spec.durationS;
  if (!seconds || seconds <= 0) throw new Error(`${spec.id} is no video`);
  const window = productBox(spec);
  const [w, h] = [even(window.width / 2) * 2, even(window.height / 2) * 2];
  const barHeight = even(Math.min(spec.width, spec.height) * 0.02);
  const frequency = 220 + (spec.variant % 5) * 110;
  const fps = DEMO_ENCODING.FPS;
  const accent = paletteOf(spec).accent.slice(1);
  const graph = [
    // swscale's SIMD paths round differently from CPU to CPU unless told to be bit-exact.
    'sws_flags=bitexact+accurate_rnd',
    // The still is converted to YUV once, before it is repeated: converting each frame cost three times the encoding.
    `[0:v]format=yuv420p,loop=loop=-1:size=1:start=0,fps=${fps}[bg]`,
    `[1:v]scale=${w}:${h}:flags=neighbor+bitexact+accurate_rnd,format=yuv420p[win]`,
    `[bg][win]overlay=x='${window.x}-if(lt(t,0.5),(${window.x}+w)*(1-t/0.5),0)':y=${window.y}:shortest=1:format=yuv420[framed]`,
    `[2:v]format=yuv420p[bar]`,
    `[framed][bar]overlay=x='-w+w*t/${seconds}':y=H-h:shortest=1:format=yuv420[v]`,
  ].join(';');
  return [
    ['-v', 'error', '-nostdin', '-y', '-filter_complex_threads', '1'],
    ['-i', background],
    ['-f', 'lavfi', '-i', `${videoSourceOf(spec, w / 2, h / 2)},trim=duration=${seconds}`],
    ['-f', 'lavfi', '-i', `color=c=0x${accent}:s=${spec.width}x${barHeight}:r=${fps}:d=${seconds}`],
    ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:beep_factor=2:sample_rate=${DEMO_ENCODING.AUDIO_RATE}:duration=${seconds}`],
    ['-filter_complex', graph, '-map', '[v]', '-map', '3:a'],
    ['-c:v', 'libx264', '-preset', 'ultrafast', '-threads', String(DEMO_ENCODING.X264_THREADS), '-pix_fmt', 'yuv420p'],
    ['-b:v', DEMO_ENCODING.VIDEO_BITRATE, '-maxrate', DEMO_ENCODING.VIDEO_MAXRATE, '-bufsize', DEMO_ENCODING.VIDEO_BUFSIZE, '-g', String(DEMO_ENCODING.GOP)],
    ['-c:a', 'aac', '-b:a', DEMO_ENCODING.AUDIO_BITRATE, '-ac', '1', '-ar', String(DEMO_ENCODING.AUDIO_RATE)],
    ['-t', String(seconds), '-movflags', '+faststart'],
    ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1', '-map_chapters', '-1'],
    ['-f', 'mp4', output],
  ].flat();
}

/** Writes the spec's video to `output`; `scratch` is a path for its background picture, removed after. */
export async function renderVideo(spec: DemoMaterialSpec, font: DemoFont, output: string, scratch: string, ffmpeg = 'ffmpeg'): Promise<void> {
  await writeFile(scratch, await renderPicture(spec, font, true));
  try {
    await run(ffmpeg, videoArgs(spec, scratch, output), { timeout: DEMO_ENCODING.FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim().split('\n').slice(-3).join(' ') ?? '';
    throw new Error(`ffmpeg could not make ${spec.id}: ${detail || String(error)}`, { cause: error });
  } finally {
    await rm(scratch, { force: true });
  }
}

/** The file's duration as ffprobe reads it (ms): what the library will show, not the spec's whole seconds. */
export async function probeDurationMs(file: string, ffprobe = 'ffprobe'): Promise<number> {
  const { stdout } = await run(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file], {
    timeout: DEMO_ENCODING.FFMPEG_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  const seconds = Number(stdout.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe read no duration from ${file}`);
  return Math.round(seconds * 1000);
}

/** ffmpeg's first line (its version and build): part of the cache key, since another build may encode other bytes. */
export async function ffmpegVersion(ffmpeg = 'ffmpeg'): Promise<string> {
  try {
    const { stdout } = await run(ffmpeg, ['-version'], { timeout: 30_000 });
    return stdout.split('\n')[0]?.trim() ?? 'unknown';
  } catch (error) {
    throw new Error(`${ffmpeg} does not run (scripts/ensure-ffmpeg.sh installs Debian's ffmpeg): ${String(error)}`, { cause: error });
  }
}
