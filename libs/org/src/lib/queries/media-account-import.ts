import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/import {authorizationId, advertiserIds} → {imported, skipped}. */
export const importMediaAccountsMutation = defineMutation('/api/user/media_account/import');
