import { ApiError } from '../api-error';
import { isEnvelope, SUCCESS_CODE } from '../envelope';
import { ERROR_TEXTS } from '@toufang/domain';

/** HTTP statuses that show 系统繁忙，请稍后重试！ (shell spec section 8). */
export const BUSY_STATUSES: ReadonlySet<number> = new Set([404, 500]);
export const UNAUTHORIZED_STATUS = 401;

export interface AnswerFacts {
  url: string;
  status: number;
  /** The parsed JSON body, or undefined when it was empty or not JSON. */
  body: unknown;
  /** False for paths that answer without an envelope (version.json). */
  envelopeExpected: boolean;
}

/**
 * The error catalogue of shell spec section 8 for an answer, or null when it succeeded. Order:
 * 401; 404/500; an envelope whose code is not 200 shows the server's message (also on other non-2xx
 * statuses such as 400, 403 and 429: see docs/decisions.md); anything else is the "unknown" text.
 */
export function classifyAnswer({ url, status, body, envelopeExpected }: AnswerFacts): ApiError | null {
  const ok = status >= 200 && status < 300;
  const envelope = isEnvelope(body) ? body : null;
  if (status === UNAUTHORIZED_STATUS) {
    return new ApiError({ kind: 'unauthorized', message: ERROR_TEXTS.CONCURRENT_LOGIN, url, status, code: envelope?.code, detail: envelope?.message ?? 'HTTP 401' });
  }
  if (BUSY_STATUSES.has(status)) {
    return new ApiError({ kind: 'http', message: ERROR_TEXTS.SYSTEM_BUSY, url, status, code: envelope?.code, detail: envelope?.message ?? `HTTP ${status}` });
  }
  if (envelope && envelope.code !== SUCCESS_CODE && envelope.message) {
    return new ApiError({ kind: ok ? 'business' : 'http', message: envelope.message, url, status, code: envelope.code, detail: `HTTP ${status}, code ${envelope.code}: ${envelope.message}` });
  }
  if (!ok) {
    return new ApiError({ kind: 'http', message: ERROR_TEXTS.MEDIA_UNKNOWN, url, status, code: envelope?.code, detail: `HTTP ${status}` });
  }
  if (envelopeExpected && envelope?.code !== SUCCESS_CODE) {
    // A 2xx answer that is not a success envelope breaks the contract: treat it as an unknown failure.
    return new ApiError({ kind: 'http', message: ERROR_TEXTS.MEDIA_UNKNOWN, url, status, code: envelope?.code, detail: `HTTP ${status} without a success envelope` });
  }
  return null;
}

/** The catalogue for a failure without an answer: caller abort, or a network error. */
export function classifyFailure(error: unknown, url: string, callerAborted: boolean): ApiError {
  if (error instanceof ApiError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (callerAborted) {
    // Never shown (see notify policy): the caller itself stopped wanting the answer.
    return new ApiError({ kind: 'cancelled', message: CALLER_ABORT_TEXT, url, detail, cause: error });
  }
  return new ApiError({ kind: 'network', message: ERROR_TEXTS.MEDIA_UNKNOWN, url, detail, cause: error });
}

/** The message of a request its own caller aborted (a query unmounted): internal, never notified. */
export const CALLER_ABORT_TEXT = '请求已取消';
