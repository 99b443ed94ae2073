import type { FetchOptions } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { ApiError } from './api-error';
import type { ApiClient } from './create-api-client';
import { isEnvelope, unwrapEnvelope, type Unwrapped } from './envelope';
import { metaHeaders, type RequestMeta } from './request-meta';
import { ERROR_TEXTS } from '@toufang/domain';

/** What an openapi-fetch call resolves to, reduced to what `call` needs. */
interface Settled<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns the envelope's `data` (or `content` when data is null),
 * typed from the generated schema: `const user = await call(client.POST('/api/user/user/get', { body: {} }))`.
 * Failures already rejected with ApiError in the middleware; the `error` branch is a safety net.
 */
export async function call<T>(pending: Promise<Settled<T>>): Promise<Unwrapped<T>> {
  const { data, error, response } = await pending;
  if (error !== undefined || !response.ok) {
    throw new ApiError({ kind: 'http', message: ERROR_TEXTS.MEDIA_UNKNOWN, url: response.url, status: response.status });
  }
  return (isEnvelope(data) ? unwrapEnvelope(data) : data) as Unwrapped<T>;
}

/** The methods the contract uses. */
export type Method = 'get' | 'post';
/** The paths of the contract that answer `method`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];
type Operation<M extends Method, P extends PathOf<M>> = paths[P][M];
/** The init of a call (`body`, `params`, `signal`, …), typed from the operation. */
export type InitOf<M extends Method, P extends PathOf<M>> = FetchOptions<Operation<M, P>>;
type RequestBodyOf<O> = O extends { requestBody?: infer R } ? NonNullable<R> : never;
/** The request body of a call: void when it has none, optional when the contract says so. */
export type BodyOf<M extends Method, P extends PathOf<M>> = [RequestBodyOf<Operation<M, P>>] extends [never]
  ? void
  : RequestBodyOf<Operation<M, P>> extends { content: { 'application/json': infer B } }
    ? Operation<M, P> extends { requestBody: object }
      ? B
      : B | void
    : void;
/** The success body of a call (before unwrapping). */
type SuccessOf<M extends Method, P extends PathOf<M>> = Operation<M, P> extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : never;
/** What a call resolves to after unwrapping. */
export type ResultOf<M extends Method, P extends PathOf<M>> = Unwrapped<SuccessOf<M, P>>;

// openapi-fetch's method signature cannot be satisfied by a still-generic path, so the generic helpers
// call through this loosened view; the public signatures above keep every call site fully typed.
type LooseRequest = (method: string, url: string, init: Record<string, unknown>) => Promise<Settled<unknown>>;

/** `request(client, 'post', path, { body }, { loading: true })`: a typed call with per-request meta. */
export async function request<M extends Method, P extends PathOf<M>>(
  client: ApiClient,
  method: M,
  path: P,
  init: InitOf<M, P>,
  meta?: RequestMeta,
): Promise<ResultOf<M, P>> {
  const loose = client.request as unknown as LooseRequest;
  const { headers, ...rest } = init as InitOf<M, P> & { headers?: Record<string, string> };
  const pending = loose(method, path, { ...rest, headers: { ...headers, ...metaHeaders(meta) } });
  return (await call(pending)) as ResultOf<M, P>;
}
