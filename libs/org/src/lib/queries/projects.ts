import { defineQuery, type Schemas } from '@toufang/api';

export type ProjectRecord = Schemas['Project'];

/** POST /api/user/project/list {keyword?} → the company's projects with their accounts, oldest first. */
export const projectsQuery = (keyword?: string) => defineQuery('post', '/api/user/project/list', { body: keyword ? { keyword } : {} });

/** The key prefix of the project lists, for invalidation after a change. */
export const PROJECTS_KEY = ['/api/user/project/list'] as const;
