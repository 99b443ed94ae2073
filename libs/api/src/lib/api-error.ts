/**
 * Why a call failed. `business`: the envelope's code was not 200 (the server's message);
 * `http`: a non-2xx status; `network`: fetch itself failed; `timeout`: the 300000 ms limit passed;
 * `unauthorized`: HTTP 401; `cancelled`: a duplicate superseded it or the caller aborted it.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'unauthorized' | 'cancelled' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  url: string;
  /** The envelope's code, when the answer carried one. */
  code?: number | null;
  /** The HTTP status, when there was an answer. */
  status?: number | null;
  /** Technical detail for the error log (never shown to the user). */
  detail?: string;
  cause?: unknown;
}

/** The one error type every failed call rejects with; `message` is the Chinese text for the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly status: number | null;
  readonly url: string;
  readonly detail: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.url = init.url;
    this.detail = init.detail ?? init.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
