import { describe, expect, it } from 'vitest';
import type { FileMd5State } from '../../upload/file-md5';
import type { FileFacts } from '../../upload/file-facts';
import type { Material } from '../../upload/material-upload';
import {
  batchSummary,
  fileProblem,
  itemView,
  largestBytes,
  limitsByMedia,
  materialLink,
  nextToStart,
  toHash,
  uploadReducer,
  uploadRouteOf,
  type MediaLimitsAnswer,
  type UploadItem,
} from './upload-rules';

const MB = 1024 * 1024;
const TOUTIAO: MediaLimitsAnswer = {
  mediaCode: 'toutiao',
  image: {
    formats: ['jpg', 'png', 'bmp', 'gif'],
    maxBytes: 1.5 * MB,
    specs: [{ name: '横版大图', ratio: { width: 16, height: 9 }, min: { width: 1280, height: 720 }, max: { width: 2560, height: 1440 } }],
    durationS: null,
  },
  video: { formats: ['mp4'], maxBytes: 1000 * MB, specs: [{ name: '竖版视频', ratio: { width: 9, height: 16 }, min: { width: 720, height: 1280 }, max: null }], durationS: { min: 4, max: 300 } },
  fileNameMaxLength: 255,
  push: { accounts: 50, materials: 50 },
  uploadsPerDay: 5000,
};
const GDT: MediaLimitsAnswer = { ...TOUTIAO, mediaCode: 'gdt', image: { ...TOUTIAO.image, maxBytes: 10 * MB }, video: { ...TOUTIAO.video, maxBytes: 100 * MB } };
const targets = limitsByMedia([TOUTIAO, GDT]);
const toutiao = targets.get('toutiao') ?? null;

const image = (over: Partial<FileFacts> = {}): FileFacts => ({ kind: 'image', format: 'png', size: MB, width: 1280, height: 720, duration: null, ...over });
const video = (over: Partial<FileFacts> = {}): FileFacts => ({ kind: 'video', format: 'mp4', size: 5 * MB, width: 720, height: 1280, duration: 6, ...over });

describe('the route', () => {
  it('reads the media of the legacy route and the upload type, and finds 素材库 beside the page', () => {
    expect(uploadRouteOf('/common-app/assets/material-library-upload-all/video')).toEqual({ mediaCode: null, uploadType: 'video', libraryPath: '/common-app/assets/material-library-all' });
    expect(uploadRouteOf('/common-app/assets/material-library/toutiao/image')).toEqual({ mediaCode: 'toutiao', uploadType: 'image', libraryPath: '/common-app/assets/material-library-all' });
    // An unknown media on an old link checks against no media rather than failing.
    expect(uploadRouteOf('/common-app/assets/material-library/weibo/anything').mediaCode).toBeNull();
    expect(materialLink('/common-app/assets/material-library-all', { md5: 'ab'.repeat(16) })).toBe(
      `/common-app/assets/material-library-all?filters=${encodeURIComponent(JSON.stringify({ keyword: { value: 'ab'.repeat(16) } }))}`,
    );
  });
});

describe('the checks before any byte is sent', () => {
  it('with a media: its size, shape and duration, in its words after its name', () => {
    expect(fileProblem(image(), toutiao, largestBytes(targets.values()))).toBeNull();
    expect(fileProblem(image({ size: 2 * MB }), toutiao, 0)).toBe('巨量引擎：图片大小2MB超过上限1.5MB');
    expect(fileProblem(image({ width: 1000, height: 1000 }), toutiao, 0)).toBe('巨量引擎：图片尺寸1000×1000不符合要求，支持：横版大图16:9（1280×720～2560×1440）');
    expect(fileProblem(video({ duration: 2 }), toutiao, 0)).toBe('巨量引擎：视频时长2秒不在4～300秒之间');
  });

  it('the desk\'s own types first: a BMP a media takes is still refused, the desk does not store it', () => {
    expect(fileProblem(image({ format: 'bmp' }), toutiao, 0)).toBe('不支持的图片格式bmp，仅支持jpg、png、gif、webp');
    expect(fileProblem(video({ format: '3gp' }), null, 1000 * MB)).toBe('不支持的视频格式3gp，仅支持mp4、mov、avi、webm');
  });

  it('without a media: only the largest size any media takes', () => {
    const largest = largestBytes(targets.values());
    expect(largest).toBe(1000 * MB);
    expect(fileProblem(image({ width: 10, height: 10 }), null, largest)).toBeNull();
    expect(fileProblem(video({ size: 1001 * MB }), null, largest)).toBe('文件大小1001MB超过所有媒体的上限1000MB');
  });

  it('a video the browser cannot read passes without a media and is refused with a media, saying why', () => {
    const unreadable = video({ width: null, height: null, duration: null, videoUnreadable: '浏览器读不出这个视频的尺寸和时长' });
    expect(fileProblem(unreadable, null, 1000 * MB)).toBeNull();
    expect(fileProblem(unreadable, toutiao, 0)).toBe('浏览器读不出这个视频的尺寸和时长');
  });
});

const pngFile = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const material = { id: 5, md5: 'f'.repeat(32), name: 'a.png' } as Material;

function batch(count: number): UploadItem[] {
  let items = uploadReducer([], { type: 'add', files: Array.from({ length: count }, (_, i) => pngFile(`${i}.png`)), firstId: 1 });
  for (const item of items) items = uploadReducer(items, { type: 'facts', id: item.id, facts: image({ size: item.file.size }) });
  return items;
}
const allowed = (items: UploadItem[]) => new Map(items.map((item) => [item.id, null]));
const hashingState = (file: Blob, progress: number): FileMd5State => ({ file, status: 'hashing', done: progress * 10, total: 10, progress });

describe('each file\'s state', () => {
  it('goes reading → waiting → hashing → waiting for a turn → checking → uploading with its percent → done', () => {
    let items = uploadReducer([], { type: 'add', files: [pngFile()], firstId: 1 });
    expect(itemView(items[0], undefined, undefined).label).toBe('读取文件信息');
    items = uploadReducer(items, { type: 'facts', id: 1, facts: image() });
    expect(itemView(items[0], undefined, null)).toMatchObject({ status: 'waiting', label: '等待中', canCancel: true });
    expect(itemView(items[0], hashingState(items[0].hashSource, 0.42), null)).toMatchObject({ status: 'hashing', label: '计算MD5 42%', percent: 42 });
    items = uploadReducer(items, { type: 'hashed', id: 1, md5: 'f'.repeat(32) });
    expect(itemView(items[0], undefined, null).label).toBe('等待上传');
    items = uploadReducer(items, { type: 'checking', id: 1 });
    expect(itemView(items[0], undefined, null).label).toBe('校验中');
    items = uploadReducer(items, { type: 'uploading', id: 1 });
    items = uploadReducer(items, { type: 'progress', id: 1, loaded: 7 });
    expect(itemView(items[0], undefined, null)).toMatchObject({ status: 'uploading', label: '上传中 70%', percent: 70, canCancel: true });
    items = uploadReducer(items, { type: 'progress', id: 1, loaded: 10 });
    expect(itemView(items[0], undefined, null)).toMatchObject({ status: 'uploading', label: '上传完成，服务器读取中', percent: 100 });
    items = uploadReducer(items, { type: 'done', id: 1, material });
    expect(itemView(items[0], undefined, null)).toMatchObject({ status: 'done', label: '已完成', canCancel: false, canRetry: false });
    expect(items[0].material).toBe(material);
    // Choosing a media it does not fit afterwards does not take it back.
    expect(itemView(items[0], undefined, '巨量引擎：图片尺寸不符合要求').status).toBe('done');
  });

  it('a refused file shows its reason and is never hashed nor started', () => {
    const items = batch(2);
    const problems = new Map([
      [1, '巨量引擎：图片大小2MB超过上限1.5MB'],
      [2, null],
    ]);
    expect(itemView(items[0], undefined, problems.get(1))).toMatchObject({ status: 'refused', reason: '巨量引擎：图片大小2MB超过上限1.5MB', canRetry: false });
    expect(toHash(items, problems)).toEqual([items[1].file]);
    const hashed = items.map((item) => uploadReducer([item], { type: 'hashed', id: item.id, md5: 'a'.repeat(32) })[0]);
    expect(nextToStart(hashed, problems).map((item) => item.id)).toEqual([2]);
    // A file the browser could not use at all.
    const broken = uploadReducer(batch(1), { type: 'factsFailed', id: 1, error: '文件为空（0 字节），不能上传' });
    expect(itemView(broken[0], undefined, null)).toMatchObject({ status: 'refused', reason: '文件为空（0 字节），不能上传' });
  });

  it('starts at most two uploads at once, in the order the files came', () => {
    let items = batch(4).map((item) => uploadReducer([item], { type: 'hashed', id: item.id, md5: String(item.id).repeat(32) })[0]);
    const problems = allowed(items);
    expect(nextToStart(items, problems).map((item) => item.id)).toEqual([1, 2]);
    items = uploadReducer(items, { type: 'checking', id: 1 });
    expect(nextToStart(items, problems).map((item) => item.id)).toEqual([2]);
    items = uploadReducer(items, { type: 'checking', id: 2 });
    expect(nextToStart(items, problems)).toEqual([]);
    items = uploadReducer(items, { type: 'duplicate', id: 1, material });
    expect(itemView(items[0], undefined, null).label).toBe('重复素材');
    expect(nextToStart(items, problems).map((item) => item.id)).toEqual([3]);
  });

  it('cancels an upload in progress, ignores its late answer, and retries it without hashing again', () => {
    let items = uploadReducer(batch(1), { type: 'hashed', id: 1, md5: 'a'.repeat(32) });
    items = uploadReducer(items, { type: 'checking', id: 1 });
    items = uploadReducer(items, { type: 'uploading', id: 1 });
    items = uploadReducer(items, { type: 'cancel', id: 1 });
    expect(itemView(items[0], undefined, null)).toMatchObject({ status: 'cancelled', label: '已取消', canRetry: true });
    items = uploadReducer(items, { type: 'failed', id: 1, error: 'aborted' });
    expect(items[0].phase).toBe('cancelled');
    const source = items[0].hashSource;
    items = uploadReducer(items, { type: 'retry', id: 1 });
    expect(items[0]).toMatchObject({ phase: 'idle', md5: 'a'.repeat(32) });
    expect(items[0].hashSource).toBe(source);
    expect(nextToStart(items, allowed(items)).map((item) => item.id)).toEqual([1]);
  });

  it('a failed upload says why and retries; a failed hash retries on a fresh Blob of the same file', () => {
    let items = uploadReducer(batch(1), { type: 'hashed', id: 1, md5: 'a'.repeat(32) });
    items = uploadReducer(items, { type: 'checking', id: 1 });
    items = uploadReducer(items, { type: 'failed', id: 1, error: '图片文件不完整或已损坏，无法读取，请重新导出后上传' });
    expect(itemView(items[0], undefined, null)).toMatchObject({ status: 'failed', reason: '图片文件不完整或已损坏，无法读取，请重新导出后上传', canRetry: true });

    let hashing = batch(1);
    const failed: FileMd5State = { file: hashing[0].hashSource, status: 'failed', done: 0, total: 10, progress: 0, error: '无法计算文件的 MD5：文件读取失败' };
    expect(itemView(hashing[0], failed, null)).toMatchObject({ status: 'failed', reason: '无法计算文件的 MD5：文件读取失败', canRetry: true });
    hashing = uploadReducer(hashing, { type: 'retry', id: 1 });
    expect(hashing[0].hashSource).not.toBe(hashing[0].file);
    expect(hashing[0].hashSource.size).toBe(hashing[0].file.size);
    expect(toHash(hashing, allowed(hashing))).toEqual([hashing[0].hashSource]);
  });

  it('removes a file, clears the finished ones, and sums the batch up', () => {
    let items = batch(3);
    items = uploadReducer(items, { type: 'remove', id: 2 });
    expect(items.map((item) => item.id)).toEqual([1, 3]);
    items = uploadReducer(uploadReducer(uploadReducer(items, { type: 'hashed', id: 1, md5: 'a'.repeat(32) }), { type: 'checking', id: 1 }), { type: 'done', id: 1, material });
    const views = items.map((item) => itemView(item, undefined, null));
    expect(batchSummary(views)).toBe('共 2 个文件：已完成 1，等待中 1');
    expect(uploadReducer(items, { type: 'clearFinished' }).map((item) => item.id)).toEqual([3]);
  });
});
