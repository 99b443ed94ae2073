import { defineQuery, type Schemas } from '@toufang/api';

export type AssignableAccountRecord = Schemas['AssignableAccount'];

/** POST /api/user/user_manage/assignable_accounts {} → the accounts the caller may assign (at most 2000), by media and name. */
export const assignableAccountsQuery = () => defineQuery('post', '/api/user/user_manage/assignable_accounts', { body: {} });
