import type { Middleware } from 'openapi-fetch';
import { META_HEADER } from '../request-meta';

/** Registered last, so its onRequest runs after every reader: the meta header never reaches the server. */
export function stripMetaMiddleware(): Middleware {
  return {
    onRequest({ request }) {
      request.headers.delete(META_HEADER);
      return request;
    },
  };
}
