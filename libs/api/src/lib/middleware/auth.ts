import type { Middleware } from 'openapi-fetch';

/** The product's scheme word in `Authorization: Toufang <token>` (contract: securitySchemes.tokenAuth). */
export const AUTH_SCHEME = 'Toufang';

export type TokenSource = () => string | null | undefined;

/** Adds `Authorization: Toufang <token>`; without a token the header is left out, not sent empty. */
export function authMiddleware(getToken: TokenSource): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `${AUTH_SCHEME} ${token}`);
      return request;
    },
  };
}
