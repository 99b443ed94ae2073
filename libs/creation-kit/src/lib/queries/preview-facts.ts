// POST /api/creation/preview/facts: what the rows are checked against (existing names, quota and creates left,
// 低效 materials); a body referring to a deleted pack or material is refused with their names.
import { defineQuery, type Schemas } from '@toufang/api';
import type { CreationTemplateBody } from '@toufang/domain';

export type CreationPreviewFacts = Schemas['CreationPreviewFacts'];

export const creationPreviewFactsQuery = (body: CreationTemplateBody) =>
  defineQuery('post', '/api/creation/preview/facts', { body: { body: body as Schemas['CreationTemplateBody'] } }, { silent: true });
