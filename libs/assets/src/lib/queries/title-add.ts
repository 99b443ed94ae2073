import { defineMutation } from '@toufang/api';

/** POST /api/material/title/add: Add titles from the batch title editor, one per line. The variables are the request body. */
export const titleAddMutation = defineMutation('/api/material/title/add');
