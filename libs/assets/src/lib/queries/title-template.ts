import { defineMutation } from '@toufang/api';

/** POST /api/material/title/template: The import template (.xlsx) with its columns and an example row. The variables are the request body. */
export const titleTemplateMutation = defineMutation('/api/material/title/template');
