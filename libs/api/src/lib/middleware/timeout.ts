import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../api-error';
import { perRequest } from '../request-meta';
import { abortableRequest } from './abortable-request';
import { ERROR_TEXTS, REQUEST } from '@toufang/domain';

/**
 * Aborts a request after `timeoutMs` (shell spec section 9: 300000 ms), combined with the caller's own
 * signal through AbortSignal.any so that either can end it. A plain timer (not AbortSignal.timeout) so
 * that it is cleared when the answer arrives and tests can use fake timers. A timeout is a network-class
 * failure: kind 'timeout' with the "unknown problem" text.
 */
export function timeoutMiddleware(timeoutMs: number = REQUEST.TIMEOUT_MS): Middleware {
  // `keep`: see abortable-request.ts (strong references to the abort chain while the request runs).
  const timers = perRequest<{ controller: AbortController; timer: ReturnType<typeof setTimeout>; keep: unknown[] }>();
  const release = (id: string) => {
    const entry = timers.take(id);
    if (entry) clearTimeout(entry.timer);
    return entry;
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
      const { next, keep } = abortableRequest(request, controller);
      timers.set(id, { controller, timer, keep });
      return next;
    },
    onResponse({ id }) {
      release(id);
    },
    onError({ id, request, error }) {
      const entry = release(id);
      if (!entry?.controller.signal.aborted) return;
      return new ApiError({
        kind: 'timeout',
        message: ERROR_TEXTS.MEDIA_UNKNOWN,
        url: request.url,
        detail: `no answer within ${timeoutMs} ms`,
        cause: error,
      });
    },
  };
}
