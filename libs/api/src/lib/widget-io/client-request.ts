// Widgets' requests go to URLs the page configures, which are not paths of the contract. They still go
// through the desk's client, so its middleware (token, 300000 ms timeout, duplicate cancelling, loading,
// error catalogue with report and toast, the one-401 latch) applies to them as to every typed call.
import { ApiError } from '../api-error';
import type { ApiClient } from '../create-api-client';
import { isEnvelope, unwrapEnvelope } from '../envelope';
import { metaHeaders, type RequestMeta } from '../request-meta';
import { apiClient } from '../runtime';
import { ERROR_TEXTS } from '@toufang/domain';

/** What openapi-fetch resolves to, reduced to what the widget requests read. */
interface Settled {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The init a widget request hands to the client's untyped path (openapi-fetch's own per-request options). */
export interface ClientRequestInit {
  body?: unknown;
  /** A value of null removes a header the client would set (openapi-fetch's rule). */
  headers?: Record<string, string | null>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  /** Serialises `body`; openapi-fetch's default turns anything but FormData into JSON. */
  bodySerializer?: (body: unknown) => BodyInit;
  /** Sends the final request instead of the client's fetch (the upload's XMLHttpRequest transport). */
  fetch?: (request: Request) => Promise<Response>;
}

// openapi-fetch types `request` by the contract's paths only; a configured URL is none of them, so the
// call goes through this loosened view of the same method (call.ts does the same for its generic helper).
type LooseRequest = (method: string, url: string, init: Record<string, unknown>) => Promise<Settled>;

const ABSOLUTE_URL = /^((?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*)(.*)$/i;

/**
 * Splits a configured URL for openapi-fetch, which always prefixes the path with a base URL: an absolute
 * URL brings its own origin as the base; a relative one keeps `baseUrl`, or the client's when undefined.
 */
export function splitUrl(url: string, baseUrl?: string): { baseUrl?: string; path: string } {
  const match = ABSOLUTE_URL.exec(url);
  if (match) return { baseUrl: match[1], path: match[2] };
  return { baseUrl: baseUrl || undefined, path: url };
}

export interface ClientRequestTarget {
  method: string;
  /** A path under the client's base URL, or an absolute URL. */
  url: string;
  /** The base of a relative `url` instead of the client's. */
  baseUrl?: string;
  meta?: RequestMeta;
  /** The client to send through; the installed desk client (`apiClient()`) when left out. */
  client?: ApiClient;
}

/**
 * Sends one request through the client's middleware and returns the parsed answer body as it came (an
 * envelope for the desk's servers). Failures reject with the middleware's ApiError.
 */
export async function sendThroughClient(target: ClientRequestTarget, init: ClientRequestInit): Promise<unknown> {
  const client = target.client ?? apiClient();
  const { baseUrl, path } = splitUrl(target.url, target.baseUrl);
  const loose = client.request as unknown as LooseRequest;
  const { headers, ...rest } = init;
  const { data, error, response } = await loose(target.method, path, {
    ...rest,
    ...(baseUrl ? { baseUrl } : {}),
    headers: { ...headers, ...metaHeaders(target.meta) },
  });
  if (error !== undefined || !response.ok) {
    // The error catalogue already rejects every failed answer; this is the same safety net as call().
    throw new ApiError({ kind: 'http', message: ERROR_TEXTS.MEDIA_UNKNOWN, url: response.url, status: response.status });
  }
  return data;
}

/** The envelope's data (or content when data is null), or the body itself when it is no envelope. */
export function unwrapAnswer(body: unknown): unknown {
  return isEnvelope(body) ? unwrapEnvelope(body) : body;
}
