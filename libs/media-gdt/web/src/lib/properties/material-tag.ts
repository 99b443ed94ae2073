// 素材标签管理 on 腾讯广告: the labels an account sorts its materials by, each in a group with a note
// (docs/design/properties.md §3.2: a name of at most 20 characters).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_MATERIAL_TAG_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';

type Values = Schemas['GdtMaterialTagValues'];
const LIMITS = GDT_PROPERTY_LIMITS['material-tag'];
const S = GDT_SUMMARY['material-tag'];

export const MATERIAL_TAG = definePropertyType<'gdt', 'material-tag', Values>('gdt', 'material-tag', {
  limits: LIMITS,
  fields: {
    tag_group: { kind: 'text', label: T.GROUP, maxLength: LIMITS.GROUP_MAX_LENGTH },
    description: { kind: 'textarea', label: T.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.GROUP }, { summary: S.DESCRIPTION, width: 240 }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    tag_group: z.optional(z.string().check(z.refine((v) => [...v].length <= LIMITS.GROUP_MAX_LENGTH, { error: T.TOO_LONG(T.GROUP, LIMITS.GROUP_MAX_LENGTH) }))),
    description: z.optional(z.string().check(z.refine((v) => [...v].length <= LIMITS.DESCRIPTION_MAX_LENGTH, { error: T.TOO_LONG(T.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH) }))),
  }),
});
