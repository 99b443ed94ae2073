import { ERROR_TEXTS } from '@toufang/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error';
import type { ApiClientOptions } from '../create-api-client';
import { META_HEADER } from '../request-meta';
import { fakeApi } from '../testing/fake-api';
import { BASE } from '../testing/stub-fetch';
import { FakeXhr, sentXhr } from '../testing/fake-xhr';
import { createUploadRequest, sendFile, xhrTransport } from './upload-request';

const sent = sentXhr;

function desk(token: string | null = 'tok-1', extra: Omit<ApiClientOptions, 'baseUrl' | 'fetch'> = {}) {
  // The shared fake answers the error log; the upload itself goes through the XMLHttpRequest transport.
  const api = fakeApi();
  const notify = vi.fn();
  const client = api.client({ ...extra, getToken: () => token, notify });
  return { client, reports: api.reports, notify };
}

const sheet = () => new File(['a,b\n1,2'], '投放计划.csv', { type: 'text/csv' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createUploadRequest (widgets spec §7)', () => {
  it('posts the extra data and the file as multipart to the action, with the caller’s headers and the session token', async () => {
    const { client } = desk();
    const upload = createUploadRequest({ action: '/api/plan/import', headers: { 'X-Batch': '7' }, data: { mediaCode: 'toutiao', batch: 3 }, client });
    const file = sheet();
    const pending = upload(file);
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/api/plan/import`);
    expect(xhr.headers['authorization']).toBe('Toufang tok-1');
    expect(xhr.headers['x-batch']).toBe('7');
    // The browser writes the multipart boundary itself, and the private meta header never leaves.
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.headers[META_HEADER]).toBeUndefined();
    expect([...((xhr.body as FormData | null)?.keys() ?? [])]).toEqual(['mediaCode', 'batch', 'file']);
    expect((xhr.body as FormData | null)?.get('batch')).toBe('3');
    expect(((xhr.body as FormData | null)?.get('file') as File).name).toBe('投放计划.csv');
    xhr.respond(200, { code: 200, message: 'success', data: { percentage: 87.5 } });
    // The envelope is unwrapped, as for every call.
    expect(await pending).toEqual({ percentage: 87.5 });
  });

  it('sends no Authorization header without a session, uses another field name, and cookies when asked', async () => {
    const { client } = desk(null);
    const pending = createUploadRequest({ action: 'https://upload.example.com/sheets', name: 'excelFile', withCredentials: true, client })(sheet());
    const xhr = await sent();
    expect(xhr.url).toBe('https://upload.example.com/sheets');
    expect(xhr.headers['authorization']).toBeUndefined();
    expect((xhr.body as FormData | null)?.get('excelFile')).toBeInstanceOf(File);
    expect(xhr.withCredentials).toBe(true);
    xhr.respond(200, { code: 200, message: 'success', data: null });
    expect(await pending).toBeUndefined();
  });

  it('reports the bytes sent through onProgress', async () => {
    const { client } = desk();
    const onProgress = vi.fn();
    const pending = createUploadRequest({ action: '/u', client })(sheet(), { onProgress });
    const xhr = await sent();
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    expect(onProgress.mock.calls).toEqual([[{ loaded: 50, total: 200 }], [{ loaded: 200, total: 200 }]]);
    xhr.respond(200, { code: 200, message: 'success', data: {} });
    await pending;
  });

  it('a business refusal rejects with the server’s message and is notified', async () => {
    const { client, notify } = desk();
    const pending = createUploadRequest({ action: '/u', client })(sheet()).catch((error: unknown) => error);
    (await sent()).respond(200, { code: 5001, message: '表头与模板不一致' });
    const failure = await pending;
    expect(isApiError(failure) && failure.kind).toBe('business');
    expect(isApiError(failure) && failure.message).toBe('表头与模板不一致');
    expect(notify).toHaveBeenCalledWith('error', '表头与模板不一致', failure);
  });

  it('a silent upload is not notified; a 500 shows the busy text', async () => {
    const { client, notify } = desk();
    const pending = createUploadRequest({ action: '/u', meta: { silent: true }, client })(sheet()).catch((error: unknown) => error);
    (await sent()).respond(500, { code: 500, message: 'boom' });
    const failure = await pending;
    expect(isApiError(failure) && failure.message).toBe(ERROR_TEXTS.SYSTEM_BUSY);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a network error is a reported ApiError of kind network', async () => {
    const { client, reports } = desk();
    const pending = createUploadRequest({ action: '/u', client })(sheet()).catch((error: unknown) => error);
    (await sent()).fail();
    const failure = await pending;
    expect(isApiError(failure) && failure.kind).toBe('network');
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 10_000 });
    expect(reports[0]).toMatchObject({ url: `${BASE}/u`, name: 'ApiError:network' });
  });

  it('a 401 ends the session once', async () => {
    const onUnauthorized = vi.fn();
    const { client } = desk('t', { onUnauthorized });
    const pending = createUploadRequest({ action: '/u', client })(sheet()).catch((error: unknown) => error);
    (await sent()).respond(401, { code: 401, message: 'token 失效' });
    const failure = await pending;
    expect(isApiError(failure) && failure.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('the caller’s signal aborts the transfer: a silent cancellation', async () => {
    const { client, notify } = desk();
    const controller = new AbortController();
    const pending = createUploadRequest({ action: '/u', client })(sheet(), { signal: controller.signal }).catch((error: unknown) => error);
    const xhr = await sent();
    controller.abort();
    const failure = await pending;
    expect(xhr.aborted).toBe(true);
    expect(isApiError(failure) && failure.kind).toBe('cancelled');
    expect(notify).not.toHaveBeenCalled();
  });

  it('the client’s timeout aborts the transfer', async () => {
    vi.useFakeTimers();
    const { client } = desk('t', { timeoutMs: 1000 });
    const pending = createUploadRequest({ action: '/u', client })(sheet()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const xhr = FakeXhr.sent[0] as FakeXhr;
    await vi.advanceTimersByTimeAsync(1000);
    const failure = await pending;
    expect(xhr.aborted).toBe(true);
    expect(isApiError(failure) && failure.kind).toBe('timeout');
  });
});

describe('xhrTransport', () => {
  it('answers with the status, headers and body it received; an already aborted request is never sent', async () => {
    const form = new FormData();
    const transport = xhrTransport(form);
    const pending = transport(new Request(`${BASE}/u`, { method: 'POST', body: form }));
    const xhr = await sent();
    xhr.respond(201, { ok: true });
    const response = await pending;
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Trace')).toBe('abc');
    expect(await response.json()).toEqual({ ok: true });

    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(transport(new Request(`${BASE}/u`, { method: 'POST', body: form, signal: controller.signal }))).rejects.toThrow('gone');
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

describe('sendFile', () => {
  it('puts the file itself as the body, as octet-stream, with the token and the progress, and unwraps the answer', async () => {
    const { client } = desk();
    const onProgress = vi.fn();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '横版.png', { type: 'image/png' });
    const pending = sendFile(file, { method: 'PUT', url: '/api/material/upload/file?md5=abc&size=4', onProgress, client });
    const xhr = await sent();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`${BASE}/api/material/upload/file?md5=abc&size=4`);
    expect(xhr.headers['authorization']).toBe('Toufang tok-1');
    // The file's own type (image/png) is not what the server reads: the bytes go as octet-stream.
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    expect(xhr.body).toBe(file);
    xhr.progress(4, 4);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 4, total: 4 });
    xhr.respond(200, { code: 200, message: 'success', data: { id: 9 } });
    expect(await pending).toEqual({ id: 9 });
  });

  it('a refusal rejects with the server’s message, silently when asked', async () => {
    const { client, notify } = desk();
    const pending = sendFile(new Blob(['x']), { method: 'PUT', url: '/u', meta: { silent: true }, client });
    const xhr = await sent();
    xhr.respond(200, { code: 1501, message: '重复素材：这个文件已在素材库中', data: null });
    const error = await pending.catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('重复素材：这个文件已在素材库中');
    expect(notify).not.toHaveBeenCalled();
  });
});
