import { describe, expect, it, vi } from 'vitest';
import { FileFactsError, factsLine, readFileFacts, type Measure } from './file-facts';
import { sniffFormat } from './sniff-format';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const pad = (head: Uint8Array, size = 64) => {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
};
const ftyp = (brand: string) => pad(bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]));

const HEADS = {
  jpg: pad(bytes([0xff, 0xd8, 0xff, 0xe0])),
  png: pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: pad(bytes('GIF89a')),
  webp: pad(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')),
  bmp: pad(bytes('BM')),
  mp4: ftyp('isom'),
  m4v: ftyp('M4V '),
  mov: ftyp('qt  '),
  '3gp': ftyp('3gp4'),
  avi: pad(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')),
  webm: pad(bytes([0x1a, 0x45, 0xdf, 0xa3])),
  flv: pad(bytes('FLV', [1])),
  mpg: pad(bytes([0, 0, 1, 0xba])),
};

describe('sniffFormat: the type by the first bytes', () => {
  it.each([
    ['jpg', 'image', 'jpg'],
    ['png', 'image', 'png'],
    ['gif', 'image', 'gif'],
    ['webp', 'image', 'webp'],
    ['bmp', 'image', 'bmp'],
    ['mp4', 'video', 'mp4'],
    ['m4v', 'video', 'mp4'],
    ['mov', 'video', 'mov'],
    ['3gp', 'video', '3gp'],
    ['avi', 'video', 'avi'],
    ['webm', 'video', 'webm'],
    ['flv', 'video', 'flv'],
    ['mpg', 'video', 'mpg'],
  ] as const)('%s', (head, kind, format) => {
    expect(sniffFormat(HEADS[head])).toEqual({ kind, format });
  });

  it('names an archive, a document and an SVG (after a BOM, a declaration or a comment), and knows nothing else', () => {
    expect(sniffFormat(pad(bytes([0x50, 0x4b, 0x03, 0x04])))).toEqual({ kind: 'other', format: 'zip' });
    expect(sniffFormat(pad(bytes('%PDF-1.7')))).toEqual({ kind: 'other', format: 'pdf' });
    expect(sniffFormat(new TextEncoder().encode('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg">'))).toEqual({ kind: 'other', format: 'svg' });
    expect(sniffFormat(new TextEncoder().encode('<?xml version="1.0"?><svg>'))).toEqual({ kind: 'other', format: 'svg' });
    expect(sniffFormat(new TextEncoder().encode('hello, this is text'))).toBeNull();
    expect(sniffFormat(new Uint8Array(0))).toBeNull();
  });
});

const measure = (over: Partial<Measure> = {}): Measure => ({
  image: vi.fn(async () => ({ width: 1280, height: 720 })),
  video: vi.fn(async () => ({ width: 720, height: 1280, duration: 6.04 })),
  ...over,
});
const file = (head: Uint8Array, name: string, size = 2048) => new File([pad(head, size)], name);
const reason = (pending: Promise<unknown>) => pending.then(() => 'no refusal', (error: unknown) => (error instanceof FileFactsError ? error.message : `other: ${String(error)}`));

describe('readFileFacts', () => {
  it('reads an image\'s and a video\'s size and dimensions, whatever their names say', async () => {
    expect(await readFileFacts(file(HEADS.png, '其实是PNG.jpg'), measure())).toEqual({ kind: 'image', format: 'png', size: 2048, width: 1280, height: 720, duration: null });
    expect(await readFileFacts(file(HEADS.mp4, '口播.mp4'), measure())).toEqual({ kind: 'video', format: 'mp4', size: 2048, width: 720, height: 1280, duration: 6.04 });
  });

  it('refuses an empty file, a zip named .png, an SVG, unknown content and an image the browser cannot decode', async () => {
    expect(await reason(readFileFacts(new File([], '空.png'), measure()))).toBe('文件为空（0 字节），不能上传');
    expect(await reason(readFileFacts(file(bytes([0x50, 0x4b, 0x03, 0x04]), '海报.png'), measure()))).toBe('文件内容是 ZIP 压缩包（文件名 海报.png），不是图片或视频');
    expect(await reason(readFileFacts(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png'), measure()))).toMatch(/^不支持 SVG 矢量图/);
    expect(await reason(readFileFacts(new File(['just some text'], 'a.txt'), measure()))).toMatch(/^无法识别的文件类型/);
    const broken = measure({ image: async () => Promise.reject(new Error('decode')) });
    expect(await reason(readFileFacts(file(HEADS.jpg, '截断.jpg'), broken))).toBe('图片无法解码，文件可能不完整或已损坏，请重新导出后上传');
  });

  it('a video the browser cannot read keeps its type and size and says so; a type the desk does not store is not decoded', async () => {
    const unreadable = measure({ video: async () => Promise.reject(new Error('MEDIA_ERR_SRC_NOT_SUPPORTED')) });
    const facts = await readFileFacts(file(HEADS.avi, '老视频.avi'), unreadable);
    expect(facts).toMatchObject({ kind: 'video', format: 'avi', width: null, height: null });
    expect(facts.videoUnreadable).toMatch(/^浏览器读不出这个视频的尺寸和时长/);
    const spy = measure();
    expect(await readFileFacts(file(HEADS.bmp, 'a.bmp'), spy)).toMatchObject({ kind: 'image', format: 'bmp', width: null });
    expect(spy.image).not.toHaveBeenCalled();
  });

  it('says the facts in a line', () => {
    expect(factsLine({ width: 1280, height: 720, size: 1.5 * 1024 * 1024, duration: null })).toBe('1280×720 · 1.5MB');
    expect(factsLine({ width: 720, height: 1280, size: 2048, duration: 6.04 })).toBe('720×1280 · 2KB · 6秒');
    expect(factsLine({ width: null, height: null, size: 100, duration: null })).toBe('100B');
  });
});
