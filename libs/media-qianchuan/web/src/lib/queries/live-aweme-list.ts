import { defineQuery, type Schemas } from '@toufang/api';

export type LiveAwemeQuery = Schemas['LiveAwemeQuery'];
export type LiveAwemeList = Schemas['LiveAwemeList'];
export type LiveAweme = Schemas['LiveAweme'];
export type LiveAwemeBinding = Schemas['LiveAwemeBinding'];
export type LiveAccountOption = Schemas['LiveAccountOption'];

/** Key prefix of the list, asked again after 授权, 续期, 解绑 or 刷新. */
export const LIVE_AWEME_KEY = ['/api/live/aweme/list'] as const;

/**
 * POST /api/live/aweme/list → the 抖音号 in scope with their bindings, 授权期至 and state, and the 巨量千川 accounts in
 * scope (授权抖音号's picker, the filters' options). `silent` for a page that only reads the options from it.
 */
export const liveAwemeListQuery = (query: LiveAwemeQuery, silent = false) => defineQuery('post', '/api/live/aweme/list', { body: query }, silent ? { silent } : undefined);
