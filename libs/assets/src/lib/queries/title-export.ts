import { defineMutation } from '@toufang/api';

/** POST /api/material/title/export: The titles that pass the filters as a spreadsheet, with their figures. The variables are the request body. */
export const titleExportMutation = defineMutation('/api/material/title/export');
