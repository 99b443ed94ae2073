// 人群包 on 哔哩哔哩 (docs/design/properties.md §3.6, §3.7): packs come from the data platform's upload, so the page
// lists, pushes (up to 20 accounts a call), deletes and syncs them; their state is the audience lifecycle.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { BILIBILI_AUDIENCE_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import { optionsOf } from './options';

type Values = Schemas['BilibiliCustomAudienceValues'];
const LIMITS = BILIBILI_PROPERTY_LIMITS['custom-audience'];
const S = BILIBILI_SUMMARY['custom-audience'];

export const CUSTOM_AUDIENCE = definePropertyType<'bilibili', 'custom-audience', Values>('bilibili', 'custom-audience', {
  limits: LIMITS,
  fields: {
    source: { kind: 'select', label: T.SOURCE, required: true, options: optionsOf(LIMITS.SOURCES, T.SOURCES), help: T.HELP },
    id_type: { kind: 'select', label: T.ID_TYPE, options: optionsOf(LIMITS.ID_TYPES, T.ID_TYPES) },
    seed_audience_id: { kind: 'text', label: T.SEED, maxLength: 20 },
    description: { kind: 'textarea', label: T.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', 'size', { summary: S.SOURCE }, { summary: S.ID_TYPE }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      source: z.enum(LIMITS.SOURCES, { error: T.CHOOSE_SOURCE }),
      id_type: z.optional(z.enum(LIMITS.ID_TYPES, { error: T.CHOOSE_ID_TYPE })),
      seed_audience_id: z.optional(z.string().check(z.regex(/^\d{1,20}$/, { error: T.SEED_FORMAT }))),
      description: z.optional(z.string().check(z.maxLength(LIMITS.DESCRIPTION_MAX_LENGTH, T.DESCRIPTION_TOO_LONG(LIMITS.DESCRIPTION_MAX_LENGTH)))),
    })
    .check(
      z.refine((v) => v.source !== 'UPLOAD' || v.id_type !== undefined, { error: T.ID_TYPE_REQUIRED, path: ['id_type'] }),
      z.refine((v) => v.source !== 'LOOKALIKE' || !!v.seed_audience_id, { error: T.SEED_REQUIRED, path: ['seed_audience_id'] }),
    ),
});
