// POST /api/creation/template/get: one template with its body (the editor's start for a temp_id).
import { defineQuery, type Schemas } from '@toufang/api';

export type CreationTemplate = Schemas['CreationTemplate'];

export const creationTemplateQuery = (id: number) => defineQuery('post', '/api/creation/template/get', { body: { id } });
