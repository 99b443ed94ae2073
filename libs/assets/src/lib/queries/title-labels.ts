import { defineMutation } from '@toufang/api';

/** POST /api/material/title/labels: Add labels to the chosen titles and take others off. The variables are the request body. */
export const titleLabelsMutation = defineMutation('/api/material/title/labels');
