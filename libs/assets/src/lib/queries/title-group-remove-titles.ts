import { defineMutation } from '@toufang/api';

/** POST /api/material/title-group/remove-titles: Take titles out of a group. The variables are the request body. */
export const titleGroupRemoveTitlesMutation = defineMutation('/api/material/title-group/remove-titles');
