// The cascader's configurable options request (widgets spec §7: default POST, params, body, headers, an
// optional response path and transform), built here so that it goes through the desk's client; libs/ui
// does no network I/O and only receives the loader.
import type { ApiClient } from '../create-api-client';
import type { RequestMeta } from '../request-meta';
import { sendThroughClient, unwrapAnswer, type ClientRequestInit } from './client-request';
import { CASCADER } from '@toufang/domain';

export type OptionsParamValue = string | number | boolean | null | undefined;

export interface OptionsRequestConfig<T> {
  /** A path under the API base path, or an absolute URL. */
  url: string;
  /** Default POST (widgets spec §7). */
  method?: string;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  params?: Record<string, OptionsParamValue | readonly OptionsParamValue[]>;
  /** Sent as JSON unless it already is a string, FormData, URLSearchParams or Blob. Ignored for GET and HEAD. */
  body?: unknown;
  /** Added to the client's own (Authorization comes from the session, not from here). */
  headers?: Record<string, string>;
  /**
   * Dot path into the whole answer body, e.g. 'data.list' for `{ code, message, data: { list } }`.
   * Without it the envelope's data is used (or content when data is null).
   */
  responsePath?: string;
  /** Turns the picked data into nodes. */
  transform?: (data: unknown) => T[];
  /** Per-request flags for the middleware, e.g. `{ silent: true }` when the page shows the failure itself. */
  meta?: RequestMeta;
  /** The base of a relative `url` instead of the client's (the API base path). */
  baseUrl?: string;
  /** The client to send through; the installed desk client when left out. */
  client?: ApiClient;
}

/**
 * Loads the options; `key` changes only when the request itself does (not for an equal inline config),
 * so a widget can reload on a new key without refetching on every render of the page.
 */
export type OptionsLoader<T> = ((signal?: AbortSignal) => Promise<T[]>) & { readonly key: string };

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function hasHeader(headers: Record<string, string | null>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
}

export interface OptionsRequest {
  method: string;
  /** The URL with its query. */
  url: string;
  init: ClientRequestInit;
}

/** The method, the URL (with its query) and the client init of a config. */
export function buildOptionsRequest<T>(config: OptionsRequestConfig<T>): OptionsRequest {
  const method = (config.method ?? CASCADER.REQUEST_METHOD).toUpperCase();
  const query = new URLSearchParams();
  for (const [key, raw] of Object.entries(config.params ?? {})) {
    const list: readonly OptionsParamValue[] = Array.isArray(raw) ? raw : [raw];
    for (const item of list) if (item !== null && item !== undefined) query.append(key, String(item));
  }
  const qs = query.toString();
  const url = qs ? `${config.url}${config.url.includes('?') ? '&' : '?'}${qs}` : config.url;
  const headers: Record<string, string | null> = { Accept: 'application/json', ...config.headers };
  const init: ClientRequestInit = { headers };
  if (config.body !== undefined && method !== 'GET' && method !== 'HEAD') {
    init.body = config.body;
    // A raw body is sent as it is; the rest as JSON (openapi-fetch would JSON-encode a string too).
    init.bodySerializer = (body) => (isRawBody(body) ? body : JSON.stringify(body));
    // openapi-fetch defaults to application/json; a raw body without the caller's type gets the one
    // the browser derives from it (text/plain, form-urlencoded, multipart, the blob's type).
    if (isRawBody(config.body) && !hasHeader(headers, 'content-type')) headers['Content-Type'] = null;
  }
  return { method, url, init };
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

/** A key that changes only when the request itself changes (transform, meta and client are not part of it). */
export function optionsRequestKey<T>(config: OptionsRequestConfig<T>): string {
  const { url, method, params, body, headers, responsePath, baseUrl } = config;
  let bodyKey: string;
  try {
    bodyKey = isRawBody(body) ? String(body) : JSON.stringify(body ?? null);
  } catch {
    bodyKey = String(body);
  }
  return JSON.stringify([baseUrl ?? '', url, (method ?? CASCADER.REQUEST_METHOD).toUpperCase(), params ?? null, bodyKey, headers ?? null, responsePath ?? '']);
}

/**
 * The loader of a configured options request, sent through the desk's client. Rejects with the client's
 * ApiError for a failed answer, and with an Error when the (picked, transformed) data is not a list.
 * `optionsRequestLoader<CascaderOption>({ url: '/api/targeting/interests', body: { media } })`.
 */
export function optionsRequestLoader<T = unknown>(config: OptionsRequestConfig<T>): OptionsLoader<T> {
  const load = async (signal?: AbortSignal): Promise<T[]> => {
    const { method, url, init } = buildOptionsRequest(config);
    const body = await sendThroughClient(
      { method, url, baseUrl: config.baseUrl, meta: config.meta, client: config.client },
      { ...init, ...(signal ? { signal } : {}) },
    );
    const picked = config.responsePath ? pickResponsePath(body, config.responsePath) : unwrapAnswer(body);
    const options: unknown = config.transform ? config.transform(picked) : picked;
    if (!Array.isArray(options)) throw new Error(`Options request gave no list at '${config.responsePath ?? ''}'`);
    // Without a transform the answer is trusted to hold the nodes, as the page declared by choosing T.
    return options as T[];
  };
  return Object.assign(load, { key: optionsRequestKey(config) });
}
