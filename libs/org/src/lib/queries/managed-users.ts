import { defineQuery, type Schemas } from '@toufang/api';

export type ManagedUserQuery = Schemas['ManagedUserQuery'];
export type ManagedUserRecord = Schemas['ManagedUser'];
export type ManagedUserStatus = Schemas['UserStatus'];

/**
 * POST /api/user/user_manage/page → one page of the users the caller may see (ADMIN/MANAGER: the company;
 * AGENT_FIRST: themself and their second-level agents; others: themself), each with `editable`.
 */
export const managedUsersQuery = (query: ManagedUserQuery) => defineQuery('post', '/api/user/user_manage/page', { body: query });

/** The key prefix of every page of the list, for invalidation after a change. */
export const MANAGED_USERS_KEY = ['/api/user/user_manage/page'] as const;
