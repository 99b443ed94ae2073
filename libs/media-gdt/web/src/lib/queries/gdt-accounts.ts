import { defineQuery, type Schemas } from '@toufang/api';
import { MEDIA } from '../terms';

export type GdtAccountsQuery = Omit<Schemas['MediaAccountPageQuery'], 'mediaCode'>;
export type GdtAccount = Schemas['MediaAccountRecord'];

/**
 * POST /api/user/media_account/page for 腾讯广告 → one page of the company's gdt accounts with the media's
 * status of each and the desk's authorisation (what 认证结果 shows).
 */
export const gdtAccountsQuery = (query: GdtAccountsQuery) => defineQuery('post', '/api/user/media_account/page', { body: { mediaCode: MEDIA, ...query } });
