import { defineMutation } from '@toufang/api';

/** POST /api/material/title-group/save: Create a group or rename it and set its titles in order. The variables are the request body. */
export const titleGroupSaveMutation = defineMutation('/api/material/title-group/save');
