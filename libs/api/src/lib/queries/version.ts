import { defineQuery } from '../query-helpers';

/**
 * GET /version.json (not an envelope) with `Cache-Control: no-cache` (shell spec section 7). Silent: a
 * failed version check must not bother the user; the next visibility change tries again.
 */
export const versionQuery = () =>
  defineQuery('get', '/version.json', { headers: { 'Cache-Control': 'no-cache' } }, { silent: true });
