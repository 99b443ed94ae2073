// Files made on the spot for tests (no downloads, no committed binaries): images with sharp, videos with
// ffmpeg's lavfi test sources (scripts/ensure-ffmpeg.sh installs Debian's ffmpeg).
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export type SampleImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** An image of this size: a colour field with a little noise, so encoders cannot make it trivially small. */
export async function sampleImage(format: SampleImageFormat, width: number, height: number): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } });
  return base.toFormat(format).toBuffer();
}

export interface SampleVideoOptions {
  width: number;
  height: number;
  seconds: number;
  /** A sine tone beside the picture (default true). */
  audio?: boolean;
  /** The container: mp4 (H.264) by default, or webm (VP8). */
  container?: 'mp4' | 'webm';
  /** Rotation metadata, as a phone writes it (mp4 only). */
  rotate?: 90 | 180 | 270;
  /** The index at the end of an mp4 (ffmpeg's default) instead of at the start (faststart, the default here). */
  indexAtEnd?: boolean;
}

/** Writes a short test video (testsrc2 at 25 fps) to `file`. */
export async function sampleVideo(file: string, options: SampleVideoOptions): Promise<void> {
  const { width, height, seconds } = options;
  const container = options.container ?? 'mp4';
  const args = ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`];
  if (options.audio !== false) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
  if (container === 'mp4') {
    args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
    if (options.audio !== false) args.push('-c:a', 'aac');
    if (!options.indexAtEnd) args.push('-movflags', '+faststart');
  } else {
    args.push('-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k');
    if (options.audio !== false) args.push('-c:a', 'libvorbis');
  }
  if (!options.rotate) {
    await run('ffmpeg', [...args, '-shortest', file], { timeout: 120_000 });
    return;
  }
  // ffmpeg 5.1 writes the rotation a phone writes (a display matrix) only when it copies streams.
  const plain = `${file}.plain.mp4`;
  try {
    await run('ffmpeg', [...args, '-shortest', plain], { timeout: 120_000 });
    await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-i', plain, '-c', 'copy', '-metadata:s:v:0', `rotate=${options.rotate}`, file], { timeout: 120_000 });
  } finally {
    await rm(plain, { force: true });
  }
}
