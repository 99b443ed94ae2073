import type { Middleware } from 'openapi-fetch';
import type { LoadingCounter } from '../loading-store';
import { perRequest, readMeta } from '../request-meta';

/**
 * Counts requests marked `loading` (shell spec section 4: a spinner only if requested, hidden when all
 * end). Registered late in onRequest so nothing after it can throw before fetch (openapi-fetch calls no
 * onError for an onRequest failure, which would leak a count); ends on any answer or failure.
 */
export function loadingMiddleware(counter: LoadingCounter): Middleware {
  const counted = perRequest<true>();
  const end = (id: string) => {
    if (counted.take(id)) counter.end();
  };
  return {
    onRequest({ request, id }) {
      if (!readMeta(request).loading) return undefined;
      counted.set(id, true);
      counter.start();
      return undefined;
    },
    onResponse({ id }) {
      end(id);
    },
    onError({ id }) {
      end(id);
    },
  };
}
