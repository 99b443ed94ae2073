// The batch upload's request (widgets spec §7: the file posted to a caller-supplied action URL with its
// headers and extra data). It goes through the desk's client like every call (token, timeout, envelope,
// error catalogue); only the last step, sending the final Request, is an XMLHttpRequest, because fetch
// reports no upload progress.
import type { ApiClient } from '../create-api-client';
import type { RequestMeta } from '../request-meta';
import { sendThroughClient, unwrapAnswer } from './client-request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadCallOptions {
  /** Bytes of the request body sent so far. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (the widget's remove or retry); the call then rejects with kind 'cancelled'. */
  signal?: AbortSignal;
}

/** Posts one file; resolves with the envelope's data, rejects with the client's ApiError. */
export type UploadRequest = (file: File, options?: UploadCallOptions) => Promise<unknown>;

export interface UploadRequestConfig {
  /** Where the file is posted: a path under the API base path, or an absolute URL. */
  action: string;
  /** Added to the client's own (Authorization comes from the session, not from here). */
  headers?: Record<string, string>;
  /** Extra multipart fields, sent before the file. */
  data?: Record<string, string | number | boolean>;
  /** The multipart field of the file; 'file' by default. */
  name?: string;
  /** Send cookies to another origin too. */
  withCredentials?: boolean;
  /** Per-request flags for the middleware, e.g. `{ silent: true }` when the page shows the failure itself. */
  meta?: RequestMeta;
  /** The base of a relative `action` instead of the client's (e.g. the upload base path of the environment). */
  baseUrl?: string;
  /** The client to send through; the installed desk client when left out. */
  client?: ApiClient;
}

export const DEFAULT_FILE_FIELD = 'file';

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/**
 * A fetch for one upload: sends the final Request (after every middleware) with XMLHttpRequest so that
 * `onProgress` sees the body going out. It sends `body` (a form, or a file's bytes) itself rather than
 * re-reading the Request's body, so a large file is not copied into memory. For a form the browser writes
 * its own multipart boundary, which is why the Request's content-type is then left out; a file keeps the
 * content-type the Request names. Aborting the Request's signal (the caller's, or the timeout's) aborts
 * the transfer and rejects with the signal's reason, as fetch does.
 */
export function xhrTransport(body: FormData | Blob, onProgress?: (progress: UploadProgress) => void): (request: Request) => Promise<Response> {
  const form = body instanceof FormData;
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = request;
      const aborted = () => signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');
      if (signal.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      signal.addEventListener('abort', abort, { once: true });
      const settle = (outcome: () => void) => {
        signal.removeEventListener('abort', abort);
        outcome();
      };
      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, name) => {
        if (!form || name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.withCredentials = request.credentials === 'include';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () =>
        settle(() => {
          if (xhr.status < 200 || xhr.status > 599) {
            reject(new TypeError(`Upload answered with status ${xhr.status}`));
            return;
          }
          const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
          resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
        });
      // Like fetch: a network failure is a TypeError, an abort rejects with the abort reason.
      xhr.onerror = () => settle(() => reject(new TypeError('Upload failed: network error')));
      xhr.onabort = () => settle(() => reject(aborted()));
      xhr.send(body);
    });
}

/**
 * The upload function of a configured action, for BatchUpload's `upload` prop:
 * `createUploadRequest({ action: '/api/plan/import', data: { mediaCode } })`. Multipart POST of the extra
 * fields and then the file, through the desk's client; resolves with the answer's envelope data.
 */
export function createUploadRequest(config: UploadRequestConfig): UploadRequest {
  return async (file, options = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(config.data ?? {})) form.append(key, String(value));
    form.append(config.name ?? DEFAULT_FILE_FIELD, file);
    const body = await sendThroughClient(
      { method: 'POST', url: config.action, baseUrl: config.baseUrl, meta: config.meta, client: config.client },
      {
        body: form,
        headers: { Accept: 'application/json', ...config.headers },
        ...(config.withCredentials ? { credentials: 'include' as const } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        fetch: xhrTransport(form, options.onProgress),
      },
    );
    return unwrapAnswer(body);
  };
}

export interface FileRequest extends UploadCallOptions {
  /** 'PUT' or 'POST'. */
  method: string;
  /** A path under the client's base URL (with its query), or an absolute URL. */
  url: string;
  /** The request's body is the file's bytes, sent as this content-type. */
  contentType?: string;
  meta?: RequestMeta;
  client?: ApiClient;
}

/**
 * One file's bytes as the whole body of a call (`application/octet-stream` by default), through the desk's
 * client like every call (token, timeout, envelope, error catalogue) with the upload's progress: e.g.
 * `sendFile(file, { method: 'PUT', url: '/api/material/upload/file?md5=…', onProgress, signal })`.
 * Resolves with the envelope's data, rejects with the client's ApiError.
 */
export async function sendFile(file: Blob, request: FileRequest): Promise<unknown> {
  const body = await sendThroughClient(
    { method: request.method, url: request.url, meta: request.meta, client: request.client },
    {
      body: file,
      bodySerializer: (value) => value as Blob,
      headers: { Accept: 'application/json', 'Content-Type': request.contentType ?? 'application/octet-stream' },
      ...(request.signal ? { signal: request.signal } : {}),
      fetch: xhrTransport(file, request.onProgress),
    },
  );
  return unwrapAnswer(body);
}
