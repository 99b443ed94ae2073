import { defineQuery, type Schemas } from '@toufang/api';

export type RoleRecord = Schemas['RoleDefinition'];

/** POST /api/user-pro/role/list → the seven built-in roles, then the company's custom roles, oldest first. */
export const rolesQuery = () => defineQuery('post', '/api/user-pro/role/list', {});

/** The key prefix of the role list, for invalidation after a change. */
export const ROLES_KEY = ['/api/user-pro/role/list'] as const;
