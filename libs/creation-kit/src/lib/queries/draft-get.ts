// POST /api/creation/draft/get: the draft saved as the person typed, by key (template:{id} or new:{media}:{variant});
// null when there is none.
import type { Schemas } from '@toufang/api';
import { nullableQuery } from './nullable';

export type CreationDraft = Schemas['CreationDraft'];

export const creationDraftQuery = (key: string) => nullableQuery('/api/creation/draft/get', { body: { key } }, { silent: true });
