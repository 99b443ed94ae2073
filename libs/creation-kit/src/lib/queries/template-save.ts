// POST /api/creation/template/save: 保存模板 (with the id) and 另存为 (without it).
import { defineMutation, type Schemas } from '@toufang/api';

export type CreationTemplateSaved = Schemas['CreationTemplate'];

export const saveCreationTemplateMutation = defineMutation('/api/creation/template/save');
