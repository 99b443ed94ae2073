// Inspection on files the test makes itself: images with sharp, videos with ffmpeg's test sources
// (scripts/ensure-ffmpeg.sh installs ffmpeg; scripts/test.sh runs it before the unit tests).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECT_LIMITS } from '../lib/constants';
import { sampleImage, sampleVideo } from '../testing/sample-files';
import { inspectFile } from './inspect-file';
import { isInspectError, type InspectErrorCode } from './inspect-errors';

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'toufang-inspect-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function refusal(file: string, declaredName?: string): Promise<{ code: InspectErrorCode | string; message: string }> {
  try {
    await inspectFile(file, { declaredName });
  } catch (error) {
    return isInspectError(error) ? { code: error.code, message: error.message } : { code: `other: ${String(error)}`, message: '' };
  }
  return { code: 'accepted', message: '' };
}

async function write(name: string, bytes: Uint8Array): Promise<string> {
  await writeFile(at(name), bytes);
  return at(name);
}

describe('images', () => {
  it.each([
    ['png', 'image/png', 640, 360],
    ['jpeg', 'image/jpeg', 1080, 1920],
    ['gif', 'image/gif', 200, 200],
    ['webp', 'image/webp', 1200, 628],
  ] as const)('reads a %s by its content: type, dimensions and a thumbnail within the square', async (format, mime, width, height) => {
    // The name claims another type: the content decides.
    const file = await write(`named-wrong-${format}.dat`, await sampleImage(format, width, height));
    const found = await inspectFile(file, { declaredName: 'photo.bmp' });
    expect(found).toMatchObject({ kind: 'image', mime, width, height, animated: false });
    if (found.kind !== 'image') throw new Error('an image');
    const thumb = await sharp(found.thumbnail).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(Math.min(INSPECT_LIMITS.THUMBNAIL_MAX_PX, Math.max(width, height)));
  });

  it('reports a phone photo as it is displayed (EXIF orientation)', async () => {
    const sideways = await sharp(await sampleImage('jpeg', 400, 300)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await inspectFile(await write('rotated.jpg', sideways))).toMatchObject({ width: 300, height: 400 });
  });

  it('refuses a truncated PNG and JPEG', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const whole = await sampleImage(format, 300, 300);
      const file = await write(`cut.${format}`, whole.subarray(0, Math.floor(whole.length / 2)));
      expect(await refusal(file)).toMatchObject({ code: 'image-damaged', message: '图片文件不完整或已损坏，无法读取，请重新导出后上传' });
    }
  });
});

describe('refusals by content', () => {
  it('refuses an empty file', async () => {
    expect(await refusal(await write('empty.png', new Uint8Array()))).toEqual({ code: 'empty', message: '文件为空（0 字节），未上传' });
  });

  it('refuses a .png that is a zip, and says so', async () => {
    // The smallest zip: an empty archive's end-of-central-directory record.
    const zip = Buffer.from('504b0506' + '00'.repeat(18), 'hex');
    const local = Buffer.concat([Buffer.from('504b0304140000000000', 'hex'), Buffer.alloc(20), Buffer.from('a.txt'), zip]);
    expect(await refusal(await write('fake.png', local), 'banner.png')).toEqual({ code: 'type-mismatch', message: '文件名是 .png，但内容是 ZIP 文件（application/zip），不是可用的图片或视频' });
    expect((await refusal(at('fake.png'), 'archive.zip')).code).toBe('unsupported-type');
  });

  it('refuses SVG, with or without an XML declaration', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await refusal(await write('a.svg', Buffer.from(svg)))).code).toBe('svg-refused');
    expect((await refusal(await write('b.png', Buffer.from(`\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n${svg}`)))).code).toBe('svg-refused');
  });

  it('refuses text and unknown bytes as unrecognised', async () => {
    expect(await refusal(await write('notes.txt', Buffer.from('just some words\n')))).toMatchObject({ code: 'unsupported-type', message: expect.stringContaining('无法识别的文件类型') });
  });

  it('refuses a PDF as an unsupported type, naming it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect(await refusal(await write('doc.pdf', pdf))).toMatchObject({ code: 'unsupported-type', message: expect.stringContaining('PDF') });
  });
});

describe('videos', () => {
  it('reads an mp4: duration, resolution, bitrate, codecs, frame rate, a poster and its thumbnail', async () => {
    await sampleVideo(at('clip.mp4'), { width: 640, height: 360, seconds: 3 });
    const found = await inspectFile(at('clip.mp4'), { declaredName: 'clip.mov' });
    expect(found).toMatchObject({ kind: 'video', mime: 'video/mp4', ext: 'mp4', width: 640, height: 360, videoCodec: 'h264', audioCodec: 'aac', frameRate: 25 });
    if (found.kind !== 'video') throw new Error('a video');
    expect(found.durationMs).toBeGreaterThanOrEqual(2900);
    expect(found.durationMs).toBeLessThanOrEqual(3100);
    expect(found.bitrate).toBeGreaterThan(0);
    expect(await sharp(found.poster).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    expect(await sharp(found.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
  });

  it('reads a webm without sound, and a phone video recorded on its side as displayed', async () => {
    await sampleVideo(at('clip.webm'), { width: 320, height: 240, seconds: 2, container: 'webm', audio: false });
    expect(await inspectFile(at('clip.webm'))).toMatchObject({ kind: 'video', mime: 'video/webm', width: 320, height: 240, videoCodec: 'vp8', audioCodec: null });
    await sampleVideo(at('portrait.mp4'), { width: 640, height: 360, seconds: 2, rotate: 90 });
    const portrait = await inspectFile(at('portrait.mp4'));
    expect(portrait).toMatchObject({ width: 360, height: 640 });
    if (portrait.kind !== 'video') throw new Error('a video');
    expect(await sharp(portrait.poster).metadata()).toMatchObject({ width: 360, height: 640 });
  });

  it('refuses a video cut off halfway, whether its index is at the start or the end', async () => {
    await sampleVideo(at('start.mp4'), { width: 320, height: 240, seconds: 3 });
    await sampleVideo(at('end.mp4'), { width: 320, height: 240, seconds: 3, indexAtEnd: true });
    const start = await readFile(at('start.mp4'));
    const end = await readFile(at('end.mp4'));
    expect(await refusal(await write('start-cut.mp4', start.subarray(0, Math.floor(start.length / 2))))).toEqual({ code: 'video-damaged', message: '视频文件不完整或已损坏（数据在中途截断），请重新导出后上传' });
    expect((await refusal(await write('end-cut.mp4', end.subarray(0, Math.floor(end.length / 2))))).code).toBe('video-unreadable');
  });

  it('refuses a file with a video signature that ffprobe cannot read, and a file with no picture', async () => {
    // An mp4 signature (an ftyp box) followed by nothing a demuxer can use.
    const ftyp = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('isom'), Buffer.from('00000200', 'hex'), Buffer.from('isomiso2'), Buffer.alloc(4000, 0x41)]);
    expect(await refusal(await write('broken.mp4', ftyp))).toMatchObject({ code: 'video-unreadable', message: expect.stringMatching(/^无法读取该视频：/) });
    await sampleVideo(at('with-sound.mp4'), { width: 320, height: 240, seconds: 1 });
    const soundOnly = at('sound-only.mp4');
    const { execFile } = await import('node:child_process');
    await new Promise<void>((resolve, reject) => execFile('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-i', at('with-sound.mp4'), '-vn', '-c:a', 'copy', soundOnly], (error) => (error ? reject(error) : resolve())));
    expect(await refusal(soundOnly)).toEqual({ code: 'video-unreadable', message: '无法读取该视频：文件里没有视频画面' });
  });
});
