// POST /api/creation/draft/get: the draft saved as the person typed, by key (template:{id} or new:{media}:{variant}).
import { defineQuery, type Schemas } from '@toufang/api';

export type CreationDraft = Schemas['CreationDraft'];

export const creationDraftQuery = (key: string) => defineQuery('post', '/api/creation/draft/get', { body: { key } }, { silent: true });
