// 自定义人群 (客户人群) on 腾讯广告: packs come from the data platform's upload, so the page lists, grants (推送,
// one account a call), deletes and syncs them; their state is the audience lifecycle (docs/design/properties.md §3.2).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_AUDIENCE_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { optionsOf } from './options';

type Values = Schemas['GdtCustomAudienceValues'];
const LIMITS = GDT_PROPERTY_LIMITS['custom-audience'];
const S = GDT_SUMMARY['custom-audience'];

export const CUSTOM_AUDIENCE = definePropertyType<'gdt', 'custom-audience', Values>('gdt', 'custom-audience', {
  limits: LIMITS,
  fields: {
    type: { kind: 'select', label: T.TYPE, required: true, options: optionsOf(LIMITS.AUDIENCE_TYPES, T.TYPES) },
    user_id_type: { kind: 'select', label: T.USER_ID_TYPE, options: optionsOf(LIMITS.USER_ID_TYPES, T.USER_ID_TYPES) },
    seed_audience_id: { kind: 'text', label: T.SEED, maxLength: 20 },
    description: { kind: 'textarea', label: T.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', 'size', { summary: S.TYPE }, { summary: S.USER_ID_TYPE }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      type: z.enum(LIMITS.AUDIENCE_TYPES, { error: T.CHOOSE_TYPE }),
      user_id_type: z.optional(z.enum(LIMITS.USER_ID_TYPES, { error: T.CHOOSE_USER_ID_TYPE })),
      seed_audience_id: z.optional(z.string().check(z.regex(/^\d{1,20}$/, { error: T.SEED_FORMAT }))),
      description: z.optional(z.string().check(z.maxLength(LIMITS.DESCRIPTION_MAX_LENGTH))),
    })
    .check(z.refine((v) => v.type !== 'LOOKALIKE' || !!v.seed_audience_id, { error: T.SEED_REQUIRED, path: ['seed_audience_id'] })),
});
