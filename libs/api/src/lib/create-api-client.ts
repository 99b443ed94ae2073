import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { ApiError } from './api-error';
import { createErrorReporter, ERROR_LOG_PATH } from './errors/report-error';
import { notifyKind, shouldNotify, type Notify } from './errors/notify-policy';
import { createUnauthorizedLatch } from './errors/unauthorized-once';
import { useLoadingStore, type LoadingCounter } from './loading-store';
import { authMiddleware, type TokenSource } from './middleware/auth';
import { cancelDuplicatesMiddleware } from './middleware/cancel-duplicates';
import { errorCatalogueMiddleware } from './middleware/error-catalogue';
import { loadingMiddleware } from './middleware/loading';
import { stripMetaMiddleware } from './middleware/strip-meta';
import { timeoutMiddleware } from './middleware/timeout';
import { metaHeaders } from './request-meta';
import { REQUEST } from '@toufang/domain';

export interface ApiClientOptions {
  /** Root of every path; '' (the default) is the desk's own origin. */
  baseUrl?: string;
  /** The session token for `Authorization: Toufang <token>`; read on every request. */
  getToken?: TokenSource;
  /** How the desk shows a failure (the shell passes Semi's Toast); without it nothing is shown. */
  notify?: Notify;
  /** Called once for a burst of 401 answers, until `resetUnauthorized()`. */
  onUnauthorized?: (error: ApiError) => void;
  /** The spinner counter; the desk's `useLoadingStore` by default. */
  loading?: LoadingCounter;
  /** Request timeout; 300000 ms by default (shell spec section 9). */
  timeoutMs?: number;
  /** A fetch to use instead of the global one (tests, Node). */
  fetch?: (input: Request) => Promise<Response>;
}

/** The typed openapi-fetch client plus the reset of the one-401 latch. */
export type ApiClient = Client<paths> & {
  /** Let the next 401 act again (after a new login). */
  resetUnauthorized(): void;
};

/** One typed client with every rule of docs/architecture.md installed as middleware. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const latch = createUnauthorizedLatch();
  const report = createErrorReporter((body) =>
    client.POST(ERROR_LOG_PATH, { body, headers: metaHeaders({ silent: true }) }),
  );

  const onFailure = (error: ApiError, { meta, schemaPath }: { meta: Parameters<typeof shouldNotify>[1]; schemaPath: string }) => {
    const firstUnauthorized = error.kind === 'unauthorized' && latch.trip();
    report(error, schemaPath);
    if (shouldNotify(error, meta, firstUnauthorized)) options.notify?.(notifyKind(error), error.message, error);
    if (firstUnauthorized) options.onUnauthorized?.(error);
  };

  // Order matters: onRequest runs in this order, onResponse/onError in reverse (see each file).
  client.use(
    errorCatalogueMiddleware(onFailure),
    cancelDuplicatesMiddleware(),
    timeoutMiddleware(options.timeoutMs ?? REQUEST.TIMEOUT_MS),
    authMiddleware(options.getToken ?? (() => null)),
    loadingMiddleware(options.loading ?? useLoadingStore.getState()),
    stripMetaMiddleware(),
  );
  return Object.assign(client, { resetUnauthorized: () => latch.reset() });
}
