import type { components } from '../../generated/schema';
import type { ApiError } from '../api-error';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '../envelope';

export type ErrorLogRequest = components['schemas']['ErrorLogRequest'];

/** The error-log call (shell spec section 7); its own failures are never reported (no loops). */
export const ERROR_LOG_PATH = '/api/open_api/sys/error_log';

/**
 * Which failures go to the error log. Spec section 8 reports "other HTTP or network errors": network
 * failures, timeouts and statuses other than 401/404/500. A 400 is reported too (the desk sent what the
 * contract refuses: a client bug), a 429 is not (the login back-off working as designed). Business
 * refusals (HTTP 200, code not 200) and cancellations are not failures of the system, nor is the refusal of
 * a one-time password session (HTTP 403, code 1010), which every background call meets until the change.
 */
export function shouldReport(error: ApiError, schemaPath: string): boolean {
  if (schemaPath === ERROR_LOG_PATH || error.url.includes(ERROR_LOG_PATH)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' || error.status === null) return false;
  if (error.code === PASSWORD_CHANGE_REQUIRED_CODE) return false;
  return ![401, 404, 429, 500].includes(error.status);
}

/** Limits of the contract's ErrorLogRequest, so a long stack cannot make the report itself fail. */
const LIMITS = { url: 2048, name: 256, errorMessage: 4096, stack: 16384, message: 4096, browser: 1024, language: 64, date: 64 };
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export interface BrowserFacts {
  userAgent: string;
  language: string;
  now: Date;
}

export function browserFacts(): BrowserFacts {
  const nav: { userAgent?: string; language?: string } | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  return { userAgent: nav?.userAgent ?? 'unknown', language: nav?.language ?? 'unknown', now: new Date() };
}

/** The report payload: url, name, errorMessage (technical), stack, message (what the user saw), browserInfo. */
export function buildErrorLog(error: ApiError, facts: BrowserFacts = browserFacts()): ErrorLogRequest {
  return {
    url: cut(error.url, LIMITS.url),
    name: cut(`${error.name}:${error.kind}`, LIMITS.name),
    errorMessage: cut(error.detail, LIMITS.errorMessage),
    stack: cut(error.stack ?? '', LIMITS.stack),
    message: cut(error.message, LIMITS.message),
    browserInfo: {
      browser: cut(facts.userAgent, LIMITS.browser),
      language: cut(facts.language, LIMITS.language),
      date: cut(facts.now.toISOString(), LIMITS.date),
    },
  };
}

/** A reporter that sends in the background and swallows every failure of the report itself. */
export function createErrorReporter(send: (payload: ErrorLogRequest) => Promise<unknown>) {
  return (error: ApiError, schemaPath: string): void => {
    if (!shouldReport(error, schemaPath)) return;
    try {
      send(buildErrorLog(error)).catch(() => undefined);
    } catch {
      // A synchronous failure of the report must not replace the error the caller gets.
    }
  };
}

/** Reports an error thrown while rendering a page (not a request) through the same error-log call. */
export function buildClientErrorLog(error: Error, componentStack: string | undefined, where: string, facts: BrowserFacts = browserFacts()): ErrorLogRequest {
  return {
    url: cut(where, LIMITS.url),
    name: cut(`${error.name}:render`, LIMITS.name),
    errorMessage: cut(error.message, LIMITS.errorMessage),
    stack: cut(`${error.stack ?? ''}${componentStack ?? ''}`, LIMITS.stack),
    message: cut('页面出错了', LIMITS.message),
    browserInfo: {
      browser: cut(facts.userAgent, LIMITS.browser),
      language: cut(facts.language, LIMITS.language),
      date: cut(facts.now.toISOString(), LIMITS.date),
    },
  };
}
