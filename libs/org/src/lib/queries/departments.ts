import { defineQuery, type Schemas } from '@toufang/api';

export type DepartmentRecord = Schemas['Department'];

/** POST /api/user/department/tree → the company's department tree, each with its direct user count. */
export const departmentsQuery = () => defineQuery('post', '/api/user/department/tree', {});

/** The key prefix of the tree, for invalidation after a change. */
export const DEPARTMENTS_KEY = ['/api/user/department/tree'] as const;
