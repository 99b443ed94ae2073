import { defineQuery } from '@toufang/api';
import type { MediaCode } from '@toufang/domain';

/** POST /api/user/group_user/select {mediaCode?} → the company's account groups with their accounts. */
export const accountGroupsQuery = (mediaCode?: MediaCode) => defineQuery('post', '/api/user/group_user/select', { body: mediaCode ? { mediaCode } : {} });

/** The key prefix of the group lists, for invalidation after a group change. */
export const ACCOUNT_GROUPS_KEY = ['/api/user/group_user/select'] as const;
