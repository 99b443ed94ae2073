// 人群 on 巨量千川 (docs/design/properties.md §3.5, §3.7): packs come from the data platform's upload, so the page
// lists, pushes (up to 100 accounts a call), deletes and syncs them; their state is the audience lifecycle
// (计算中, 可用, 即将过期, 已过期).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { QIANCHUAN_AUDIENCE_TEXTS as T, QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_SUMMARY } from '@toufang/media-qianchuan-limits';
import { optionsOf } from './options';

type Values = Schemas['QianchuanCustomAudienceValues'];
const LIMITS = QIANCHUAN_PROPERTY_LIMITS['custom-audience'];
const S = QIANCHUAN_SUMMARY['custom-audience'];

export const CUSTOM_AUDIENCE = definePropertyType<'qianchuan', 'custom-audience', Values>('qianchuan', 'custom-audience', {
  limits: LIMITS,
  fields: {
    audience_source: { kind: 'select', label: T.SOURCE, required: true, options: optionsOf(LIMITS.SOURCES, T.SOURCES), help: T.HELP },
    audience_type: { kind: 'select', label: T.AUDIENCE_TYPE, required: true, options: optionsOf(LIMITS.AUDIENCE_TYPES, T.AUDIENCE_TYPES) },
    data_type: { kind: 'select', label: T.DATA_TYPE, options: optionsOf(LIMITS.DATA_TYPES, T.DATA_TYPES) },
    audience_group: { kind: 'text', label: T.GROUP, maxLength: LIMITS.GROUP_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', 'size', { summary: S.SOURCE }, { summary: S.AUDIENCE_TYPE }, { summary: S.DATA_TYPE }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      audience_source: z.literal(LIMITS.SOURCES, { error: T.CHOOSE_SOURCE }),
      audience_type: z.enum(LIMITS.AUDIENCE_TYPES, { error: T.CHOOSE_AUDIENCE_TYPE }),
      data_type: z.optional(z.literal(LIMITS.DATA_TYPES, { error: T.CHOOSE_DATA_TYPE })),
      audience_group: z.optional(z.string().check(z.maxLength(LIMITS.GROUP_MAX_LENGTH, T.GROUP_TOO_LONG(LIMITS.GROUP_MAX_LENGTH)))),
    })
    .check(z.refine((v) => v.audience_type !== 'UPLOAD' || v.data_type !== undefined, { error: T.DATA_TYPE_REQUIRED, path: ['data_type'] })),
});
