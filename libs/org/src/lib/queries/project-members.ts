import { defineMutation, defineQuery } from '@toufang/api';

/** The most users the member dialog lists (the user page call's largest page). */
export const MEMBER_CANDIDATES_MAX = 200;

/** POST /api/user/user_manage/page → the company's users a project may hold (ADMIN and MANAGER see them all). */
export const memberCandidatesQuery = () => defineQuery('post', '/api/user/user_manage/page', { body: { current: 1, size: MEMBER_CANDIDATES_MAX } });

/** The key prefix of the user pages (this dialog's and the user page's), for invalidation after a change. */
export const MEMBER_CANDIDATES_KEY = ['/api/user/user_manage/page'] as const;

/** POST /api/user/project/members {projectId, userIds} → the project with exactly those members. Silent: the dialog shows a refusal. */
export const setProjectMembersMutation = defineMutation('/api/user/project/members', { silent: true });
