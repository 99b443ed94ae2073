import { defineQuery } from '../query-helpers';

/**
 * POST /api/user/user/get → UserInfo. The token travels in the Authorization header; the key does not
 * carry it, so the desk clears the query cache on logout (a new user must not see the old user's info).
 */
export const userInfoQuery = () => defineQuery('post', '/api/user/user/get', { body: {} });
