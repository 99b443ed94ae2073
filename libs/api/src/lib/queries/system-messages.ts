import type { BodyOf } from '../call';
import { defineQuery } from '../query-helpers';

export type SystemMessageSearch = Exclude<BodyOf<'post', '/api/user/sys/message/search'>, void>;

/** POST /api/user/sys/message/search {type?, size, current} → one page, newest first. */
export const systemMessagesQuery = (search: SystemMessageSearch) =>
  defineQuery('post', '/api/user/sys/message/search', { body: search });
