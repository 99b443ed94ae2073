import { defineQuery } from '@toufang/api';

const PATH = '/api/material/label/list';

/** POST /api/material/label/list: the company's label groups with their labels and where each is used. */
export const labelListQuery = () => defineQuery('post', PATH, {});

/** The key prefix of the list, for invalidation after a change. */
export const LABELS_KEY = [PATH] as const;
