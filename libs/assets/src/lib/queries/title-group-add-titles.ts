import { defineMutation } from '@toufang/api';

/** POST /api/material/title-group/add-titles: Add titles at the end of a group. The variables are the request body. */
export const titleGroupAddTitlesMutation = defineMutation('/api/material/title-group/add-titles');
