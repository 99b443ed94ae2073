// The envelope server for unit tests, typed by the generated contract: a handler for a path receives that
// call's body and returns that call's data, which goes out in the envelope as the reference server sends it.
// Built on stubFetch; reached through `@toufang/api/testing`, which only specs import.
import type { BodyOf, Method, PathOf, ResultOf } from '../call';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../create-api-client';
import { ERROR_LOG_PATH, type ErrorLogRequest } from '../errors/report-error';
import { setApiClient } from '../runtime';
import { BASE, envelope, stubFetch, type Handler } from './stub-fetch';

const REFUSAL = Symbol('refusal');

/** A business refusal: HTTP 200 with a code other than 200 and the server's message (shell spec §7). */
export interface Refusal {
  readonly [REFUSAL]: { code: number; message: string };
}

/** `() => refuse(1002, '原密码错误')`: the handler's answer for a refused call. */
export function refuse(code: number, message: string): Refusal {
  return { [REFUSAL]: { code, message } };
}

function isRefusal(answer: unknown): answer is Refusal {
  return typeof answer === 'object' && answer !== null && REFUSAL in answer;
}

/**
 * What a handler may answer: the call's data (sent as `{ code: 200, message: 'success', data }`), a refusal,
 * or a whole Response for what the envelope cannot say (an HTTP 500, a body that is not JSON).
 */
export type FakeAnswer<M extends Method, P extends PathOf<M>> = ResultOf<M, P> | Refusal | Response;

/** What a handler learns of the request besides its body. */
export interface FakeRequest {
  query: URLSearchParams;
  request: Request;
}

export type FakeHandler<M extends Method, P extends PathOf<M>> = (
  body: BodyOf<M, P>,
  request: FakeRequest,
) => FakeAnswer<M, P> | Promise<FakeAnswer<M, P>>;

/** One call the fake answered (the error log aside): its path, parsed JSON body and Authorization header. */
export interface FakeCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeApi {
  /** Answers `method path` with `handler` from now on (a later `on` for the same call replaces it). */
  // NoInfer: the call is known from method and path; inferring from the handler too would widen its
  // literals ('ADMIN' to string) and refuse a correct answer.
  on<M extends Method, P extends PathOf<M>>(method: M, path: P, handler: NoInfer<FakeHandler<M, P>>): FakeApi;
  /** The fetch to give a client; prefer `client()` or `install()`. */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Every call but the error log, in the order they arrived; filled as they arrive. */
  readonly calls: FakeCall[];
  /** The paths of `calls`, in the same order. */
  readonly paths: string[];
  /** The bodies sent to `path`, in the order they arrived (a JSON call's body is an object). */
  bodiesOf(path: string): Record<string, unknown>[];
  /** The error-log reports the client sent (answered with success unless a handler says otherwise). */
  readonly reports: ErrorLogRequest[];
  /** A client with the desk's whole middleware chain, talking to this fake. */
  client(options?: Omit<ApiClientOptions, 'baseUrl' | 'fetch'>): ApiClient;
  /** `client(options)` installed as the client `apiClient()` and the query helpers use; `setApiClient(null)` undoes it. */
  install(options?: Omit<ApiClientOptions, 'baseUrl' | 'fetch'>): ApiClient;
}

type LooseHandler = (body: unknown, request: FakeRequest) => unknown;

async function parseBody(request: Request): Promise<unknown> {
  const text = request.body ? await request.clone().text() : '';
  if (!text) return undefined;
  // Only the upload calls send something else (multipart); their handlers get the text.
  return (request.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : text;
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (isRefusal(answer)) return envelope(null, answer[REFUSAL].code, answer[REFUSAL].message);
  return envelope(answer ?? null);
}

/** `fakeApi().on('post', '/api/user/user/login', (body) => ({ token: 't', role: 'ADMIN' })).install()` */
export function fakeApi(): FakeApi {
  const handlers = new Map<string, LooseHandler>();
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
  const calls: FakeCall[] = [];
  const paths: string[] = [];

  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await parseBody(request);
    if (url.pathname !== ERROR_LOG_PATH) {
      calls.push({ path: url.pathname, body, authorization: request.headers.get('Authorization') });
      paths.push(url.pathname);
    }
    const handler = handlers.get(key(request.method, url.pathname));
    if (!handler) return new Response(`fakeApi: no handler for ${request.method} ${url.pathname}`, { status: 404 });
    return toResponse(await handler(body, { query: url.searchParams, request }));
  };
  // stubFetch answers the error log itself unless a handler for it was given.
  const route: Handler = Object.defineProperty(answer, 'answersErrorLog', { get: () => handlers.has(key('post', ERROR_LOG_PATH)) });
  const stub = stubFetch(route);

  const api: FakeApi = {
    on(method, path, handler) {
      handlers.set(key(method, path), handler as LooseHandler);
      return api;
    },
    fetch: stub.fetch,
    calls,
    paths,
    bodiesOf: (path) => calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>),
    reports: stub.reports as ErrorLogRequest[],
    client: (options = {}) => createApiClient({ ...options, baseUrl: BASE, fetch: stub.fetch }),
    install(options = {}) {
      const client = api.client(options);
      setApiClient(client);
      return client;
    },
  };
  return api;
}
