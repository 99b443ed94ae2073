import { defineMutation } from '@toufang/api';

/** POST /api/material/title/import: Add titles from a spreadsheet (.xlsx) with the template's columns 标题, 标签. The variables are the request body. */
export const titleImportMutation = defineMutation('/api/material/title/import');
