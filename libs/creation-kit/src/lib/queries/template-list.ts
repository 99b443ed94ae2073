// POST /api/creation/template/list (openapi/paths/creation.yaml): the templates of a media the caller may open.
import { defineQuery, type Schemas } from '@toufang/api';

export type CreationTemplateListQuery = Schemas['CreationTemplateListQuery'];
export type CreationTemplateSummary = Schemas['CreationTemplateSummary'];

export const creationTemplateListQuery = (body: CreationTemplateListQuery) => defineQuery('post', '/api/creation/template/list', { body });
