import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../api-error';
import { perRequest, readMeta } from '../request-meta';
import { abortableRequest } from './abortable-request';
import { ERROR_TEXTS } from '@toufang/domain';

/** What makes two requests duplicates: method, full URL (with query) and body text. */
export async function duplicateKey(request: Request): Promise<string> {
  const body = request.body ? await request.clone().text() : '';
  return `${request.method} ${request.url} ${body}`;
}

/**
 * A request marked `cancellable` aborts the still-running earlier request with the same key; the earlier
 * one rejects with kind 'cancelled' and 请勿重复请求 (shell spec sections 4 and 8).
 */
export function cancelDuplicatesMiddleware(): Middleware {
  const running = new Map<string, { id: string; controller: AbortController }>();
  // `keep`: see abortable-request.ts (strong references to the abort chain while the request runs).
  const mine = perRequest<{ key: string; controller: AbortController; keep: unknown[] }>();
  const release = (id: string) => {
    const entry = mine.take(id);
    if (entry && running.get(entry.key)?.id === id) running.delete(entry.key);
    return entry;
  };
  return {
    async onRequest({ request, id }) {
      if (!readMeta(request).cancellable) return undefined;
      const key = await duplicateKey(request);
      running.get(key)?.controller.abort(new DOMException('superseded by a duplicate request', 'AbortError'));
      const controller = new AbortController();
      running.set(key, { id, controller });
      const { next, keep } = abortableRequest(request, controller);
      mine.set(id, { key, controller, keep });
      return next;
    },
    onResponse({ id }) {
      release(id);
    },
    onError({ id, request, error }) {
      const entry = release(id);
      if (!entry?.controller.signal.aborted) return;
      return new ApiError({
        kind: 'cancelled',
        message: ERROR_TEXTS.DUPLICATE_REQUEST,
        url: request.url,
        detail: 'superseded by a duplicate request',
        cause: error,
      });
    },
  };
}
