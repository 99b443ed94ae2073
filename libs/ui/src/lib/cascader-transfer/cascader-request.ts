// The cascader's configurable options request (widgets spec §7). libs/ui may not use openapi-fetch (lint);
// the request is the caller's own URL, so plain fetch is used, injectable for tests and stories.
import { CASCADER } from '@toufang/domain';
import type { CascaderOption } from './cascader-rules';

export type CascaderParamValue = string | number | boolean | null | undefined;

export interface CascaderRequest {
  url: string;
  /** Default POST (widgets spec §7). */
  method?: string;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  params?: Record<string, CascaderParamValue | readonly CascaderParamValue[]>;
  /** Sent as JSON unless it already is a string, FormData, URLSearchParams or Blob. Ignored for GET and HEAD. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Dot path into the JSON response, e.g. 'data.list'. */
  responsePath?: string;
  /** Turns the (picked) response into nodes. */
  transform?: (data: unknown) => CascaderOption[];
}

export type CascaderFetch = (input: string, init?: RequestInit) => Promise<Response>;

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

/** The URL (with its query) and the fetch options of a request config. */
export function buildCascaderRequest(request: CascaderRequest): { url: string; init: RequestInit } {
  const method = (request.method ?? CASCADER.REQUEST_METHOD).toUpperCase();
  const query = new URLSearchParams();
  for (const [key, raw] of Object.entries(request.params ?? {})) {
    const list = Array.isArray(raw) ? raw : [raw];
    for (const item of list) if (item !== null && item !== undefined) query.append(key, String(item));
  }
  const qs = query.toString();
  const url = qs ? `${request.url}${request.url.includes('?') ? '&' : '?'}${qs}` : request.url;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const init: RequestInit = { method, headers };
  if (request.body !== undefined && method !== 'GET' && method !== 'HEAD') {
    if (isRawBody(request.body)) init.body = request.body;
    else {
      init.body = JSON.stringify(request.body);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
    }
  }
  return { url, init };
}

/** Follows a dot path ('data.list', '0.children') into parsed JSON; an empty path gives the data itself. */
export function pickResponsePath(data: unknown, path?: string): unknown {
  if (!path) return data;
  let at: unknown = data;
  for (const key of path.split('.').filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Loads the options; rejects on a network error, a non-2xx status, bad JSON or a result that is not a list. */
export async function loadCascaderOptions(request: CascaderRequest, fetcher: CascaderFetch, signal?: AbortSignal): Promise<CascaderOption[]> {
  const { url, init } = buildCascaderRequest(request);
  const response = await fetcher(url, { ...init, signal });
  if (!response.ok) throw new Error(`Cascader options request failed: HTTP ${response.status}`);
  const picked = pickResponsePath(await response.json(), request.responsePath);
  const options = request.transform ? request.transform(picked) : picked;
  if (!Array.isArray(options)) throw new Error(`Cascader options request gave no list at '${request.responsePath ?? ''}'`);
  return options as CascaderOption[];
}

/** A key that changes only when the request itself changes, so an inline config object does not refetch. */
export function requestKey(request: CascaderRequest | undefined): string {
  if (!request) return '';
  const { url, method, params, body, headers, responsePath } = request;
  let bodyKey: string;
  try {
    bodyKey = isRawBody(body) ? String(body) : JSON.stringify(body ?? null);
  } catch {
    bodyKey = String(body);
  }
  return JSON.stringify([url, method ?? CASCADER.REQUEST_METHOD, params ?? null, bodyKey, headers ?? null, responsePath ?? '']);
}
