import { defineMutation } from '@toufang/api';

/** POST /api/material/push/start: Push materials to media accounts, as a job. The variables are the request body. */
export const materialPushStartMutation = defineMutation('/api/material/push/start');
