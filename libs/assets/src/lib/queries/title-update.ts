import { defineMutation } from '@toufang/api';

/** POST /api/material/title/update: Change a title's text or media. The variables are the request body. */
export const titleUpdateMutation = defineMutation('/api/material/title/update');
