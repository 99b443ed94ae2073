import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { BASE, FakeXhr, fakeApi, refuse, renderSubAppPage, sentXhr as sent, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { BROWSER_MEASURE } from '../../upload/file-facts';
import MaterialUploadPage from './material-upload-page';

// The browser's decoding is what jsdom lacks: the picture's and the video's sizes come from here, by file name.
// (Spied on the page's own measure, not vi.mock: the component tests share a worker's modules, so a module
// another test file has already loaded would keep its real code.)
const SIZES: Record<string, { width: number; height: number; duration?: number }> = {};
const BYTES: Record<string, Uint8Array> = {};
const measured = async (file: Blob) => SIZES[(file as File).name] ?? Promise.reject(new Error('decode'));

type Material = Schemas['Material'];
const MB = 1024 * 1024;
/** The desk's success envelope. */
const ok = (data: unknown) => ({ code: 200, message: 'success', data });
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(name: string, size: number, seed: number, dims = { width: 1280, height: 720 }): File {
  const bytes = new Uint8Array(size).fill(seed);
  bytes.set(PNG_HEAD);
  SIZES[name] = dims;
  BYTES[name] = bytes;
  return new File([bytes], name, { type: 'image/png' });
}
const md5Of = (file: File) => createHash('md5').update(BYTES[file.name]).digest('hex');

function material(id: number, over: Partial<Material> = {}): Material {
  return {
    id, md5: 'a'.repeat(32), name: `素材${id}.png`, kind: 'image', format: 'png', mime: 'image/png', size: 2048, width: 1280, height: 720,
    durationMs: null, bitrate: null, designer: null, uploader: { id: 7, name: '李静' }, source: 'upload', shared: false, labels: [],
    favorite: false, uploadTime: '2026-11-29 10:00:00', thumbnailUrl: '/t', posterUrl: null, fileUrl: '/f', pushes: [], ...over,
  };
}

const TOUTIAO: Schemas['MaterialMediaLimits'] = {
  mediaCode: 'toutiao',
  image: { formats: ['jpg', 'png'], maxBytes: 1.5 * MB, specs: [{ name: '横版大图', ratio: { width: 16, height: 9 }, min: { width: 1280, height: 720 }, max: { width: 2560, height: 1440 } }], durationS: null },
  video: { formats: ['mp4'], maxBytes: 1000 * MB, specs: [{ name: '竖版视频', ratio: { width: 9, height: 16 }, min: { width: 720, height: 1280 }, max: null }], durationS: { min: 4, max: 300 } },
  fileNameMaxLength: 255,
  push: { accounts: 50, materials: 50 },
  uploadsPerDay: 5000,
};

function serve(check: (body: Schemas['MaterialUploadCheckRequest']) => Schemas['MaterialUploadCheck'] | ReturnType<typeof refuse> = () => ({ duplicate: null, mode: 'server', upload: null })) {
  const api = fakeApi()
    .on('post', '/api/material/limits', () => [TOUTIAO])
    .on('post', '/api/material/people', () => ({ designers: [{ id: 7, name: '李静' }, { id: 8, name: '周婷' }], uploaders: [] }))
    .on('post', '/api/material/label/list', () => [{ id: 1, name: '风格', labels: [{ id: 11, groupId: 1, name: '国潮', materialCount: 0, titleCount: 0, createdBy: null, createTime: '2026-11-01 10:00:00' }] }])
    .on('post', '/api/material/upload/check', check);
  api.install();
  return api;
}
const checks = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path === '/api/material/upload/check').map((c) => c.body);
const designer = testUser({ userId: 7, role: 'DESIGNER', username: 'designer', name: '李静' });
const row = (name: string) => screen.getByRole('listitem', { name });
const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('选择文件'), { target: { files } });

/** Picks an option of a Semi select; jsdom runs no animations, and Semi applies the choice when its popup has closed. */
async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(BROWSER_MEASURE, 'image').mockImplementation(measured);
  vi.spyOn(BROWSER_MEASURE, 'video').mockImplementation(measured);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('上传素材', () => {
  it('on a media\'s route: refuses a file over its limit before any byte, and uploads the other with the designer and its progress', async () => {
    const api = serve();
    renderSubAppPage(MaterialUploadPage, '/common-app/assets/material-library/toutiao/image', { user: designer });
    expect(await screen.findByRole('heading', { name: '上传素材 · 巨量引擎' })).toBeTruthy();
    expect(screen.getByText('还没有选择文件')).toBeTruthy();
    expect(await screen.findByText(/^图片：jpg、png，不超过 1.5MB；横版大图 16:9/)).toBeTruthy();

    const big = png('超大.png', 2 * MB, 1);
    const fine = png('横版.png', 4096, 2);
    pick(big, fine);
    expect(await within(row('超大.png')).findByText('巨量引擎：图片大小2MB超过上限1.5MB')).toBeTruthy();
    const xhr = await sent(1);
    expect(checks(api)).toEqual([{ md5: md5Of(fine), size: 4096, name: '横版.png' }]);
    expect(xhr.method).toBe('PUT');
    const url = new URL(xhr.url);
    expect(url.origin + url.pathname).toBe(`${BASE}/api/material/upload/file`);
    // A designer's upload is their own design.
    expect(Object.fromEntries(url.searchParams)).toEqual({ md5: md5Of(fine), size: '4096', name: '横版.png', designerId: '7' });
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    expect(xhr.body).toBe(fine);

    act(() => xhr.progress(2048, 4096));
    expect(await within(row('横版.png')).findByText('上传中 50%')).toBeTruthy();
    act(() => xhr.respond(200, ok(material(31, { md5: 'b'.repeat(32), name: '横版.png', size: 4096, width: 1280, height: 720 }))));
    expect(await within(row('横版.png')).findByText('已完成')).toBeTruthy();
    expect(within(row('横版.png')).getByText('1280×720 · 4KB')).toBeTruthy();
    expect(within(row('横版.png')).getByRole('link', { name: '查看素材' }).getAttribute('href')).toContain(encodeURIComponent('b'.repeat(32)));
    // The refused file was never checked nor sent.
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getByText('共 2 个文件：已完成 1，未通过 1')).toBeTruthy();
  });

  it('says 重复素材 with a link to the material the bytes already are, and sends nothing', async () => {
    const api = serve(() => ({ duplicate: material(9, { md5: 'c'.repeat(32), name: '夏季大促.png', uploader: { id: 8, name: '周婷' } }), mode: 'server', upload: null }));
    renderSubAppPage(MaterialUploadPage, '/common-app/assets/material-library-upload-all/image', { user: designer });
    await screen.findByText(/^图片：jpg、png、gif、webp/);
    pick(png('again.png', 2048, 3));
    expect(await within(row('again.png')).findByText('重复素材')).toBeTruthy();
    expect(within(row('again.png')).getByText('重复素材：已在素材库中（「夏季大促.png」，上传人 周婷）')).toBeTruthy();
    expect(within(row('again.png')).getByRole('link', { name: '查看已有素材' }).getAttribute('href')).toContain(encodeURIComponent('c'.repeat(32)));
    expect(checks(api)).toHaveLength(1);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('checks against the chosen 目标媒体, sends the batch\'s labels and sharing, cancels an upload and retries it', async () => {
    serve();
    renderSubAppPage(MaterialUploadPage, '/common-app/assets/material-library-upload-all/image', { user: testUser({ userId: 1, role: 'MANAGER' }) });
    await screen.findByText(/^图片：jpg、png、gif、webp/);
    // Without a media a small square picture is fine; with 巨量引擎 its shape is refused.
    pick(png('方图.png', 2048, 4, { width: 600, height: 600 }));
    await sent(1);
    act(() => FakeXhr.sent[0].respond(200, ok(material(39, { name: '方图.png', width: 600, height: 600 }))));
    expect(await within(row('方图.png')).findByText('已完成')).toBeTruthy();
    await choose(screen.getByRole('combobox', { name: '目标媒体' }), '巨量引擎');
    expect(screen.getByRole('combobox', { name: '目标媒体' })).toHaveTextContent('巨量引擎');
    pick(png('方图2.png', 2048, 5, { width: 600, height: 600 }));
    expect(await within(row('方图2.png')).findByText(/^巨量引擎：图片尺寸600×600不符合要求/)).toBeTruthy();

    await choose(screen.getByRole('combobox', { name: '标签' }), '风格 / 国潮');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('checkbox', { name: '共享给全部设计师' }));
    pick(png('大图.png', 4096, 6));
    const xhr = await sent(2);
    expect(new URL(xhr.url).searchParams.get('shared')).toBe('true');
    expect(new URL(xhr.url).searchParams.get('labelIds')).toBe('11');
    // A manager names no designer unless they choose one.
    expect(new URL(xhr.url).searchParams.has('designerId')).toBe(false);
    await waitFor(() => expect(within(row('大图.png')).getByRole('button', { name: '取消 大图.png' })).toBeTruthy());
    await userEvent.click(within(row('大图.png')).getByRole('button', { name: '取消 大图.png' }));
    expect(xhr.aborted).toBe(true);
    expect(await within(row('大图.png')).findByText('已取消')).toBeTruthy();
    await userEvent.click(within(row('大图.png')).getByRole('button', { name: '重试 大图.png' }));
    const again = await sent(3);
    act(() => again.respond(200, ok(material(40, { name: '大图.png' }))));
    expect(await within(row('大图.png')).findByText('已完成')).toBeTruthy();
  });

  it('a refusal of the server fails the file with its reason, and a file the browser cannot use says why', async () => {
    serve(() => refuse(400, '文件超过 1000 MB，所有媒体都不接受这么大的素材，请压缩后再上传'));
    renderSubAppPage(MaterialUploadPage, '/common-app/assets/material-library-upload-all/image', { user: designer });
    await screen.findByText(/^图片：jpg、png、gif、webp/);
    pick(png('a.png', 2048, 7), new File(['PK\u0003\u0004 not a picture'], '海报.png'), new File([], '空.jpg'));
    expect(await within(row('a.png')).findByText('文件超过 1000 MB，所有媒体都不接受这么大的素材，请压缩后再上传')).toBeTruthy();
    expect(within(row('a.png')).getByText('上传失败')).toBeTruthy();
    expect(within(row('海报.png')).getByText('文件内容是 ZIP 压缩包（文件名 海报.png），不是图片或视频')).toBeTruthy();
    expect(within(row('空.jpg')).getByText('文件为空（0 字节），不能上传')).toBeTruthy();
    await userEvent.click(within(row('空.jpg')).getByRole('button', { name: '移除 空.jpg' }));
    expect(screen.queryByRole('listitem', { name: '空.jpg' })).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
