import { defineQuery, type Schemas } from '@toufang/api';

export type MediaAccountPageQuery = Schemas['MediaAccountPageQuery'];
export type MediaAccountRecord = Schemas['MediaAccountRecord'];

/**
 * POST /api/user/media_account/page → one page of the company's accounts on a media (an agent's: those
 * assigned to them), filtered and sorted on the server. Invalidate `MEDIA_ACCOUNT_PAGE_KEY` after a change.
 */
export const mediaAccountPageQuery = (query: MediaAccountPageQuery) => defineQuery('post', '/api/user/media_account/page', { body: query });

/** The key prefix of every page of the list, for invalidation after a change. */
export const MEDIA_ACCOUNT_PAGE_KEY = ['/api/user/media_account/page'] as const;
