import { defineMutation } from '@toufang/api';

/** POST /api/live/aweme/refresh → the 抖音号 of the accounts in scope read again from the media; the list after it. */
export const refreshAwemesMutation = defineMutation('/api/live/aweme/refresh');
