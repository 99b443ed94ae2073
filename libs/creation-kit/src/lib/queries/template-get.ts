// POST /api/creation/template/get: one template with its body (the editor's start for a temp_id); null when the
// caller has no such template.
import type { Schemas } from '@toufang/api';
import { nullableQuery } from './nullable';

export type CreationTemplate = Schemas['CreationTemplate'];

export const creationTemplateQuery = (id: number) => nullableQuery('/api/creation/template/get', { body: { id } });
