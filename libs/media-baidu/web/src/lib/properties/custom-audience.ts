// 自定义人群 (docs/design/properties.md §3.4): the account's audience packs with their lifecycle and size. Packs
// are made by the data platform's upload, so the page pushes, removes and syncs them and creates none.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { BAIDU_AUDIENCE_ID_TYPE_WORDS, BAIDU_AUDIENCE_ID_TYPES, BAIDU_PROPERTY_LIMITS, BAIDU_SUMMARY_KEYS } from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { codeOf, optionsOf, textUpTo } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduCustomAudienceValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS['custom-audience'];

export const CUSTOM_AUDIENCE = definePropertyType<'baidu', 'custom-audience', Values>('baidu', 'custom-audience', {
  limits: LIMITS,
  fields: {
    idType: { kind: 'select', label: T.AUDIENCE.ID_TYPE, options: optionsOf(BAIDU_AUDIENCE_ID_TYPES, BAIDU_AUDIENCE_ID_TYPE_WORDS), required: true },
    description: { kind: 'textarea', label: T.AUDIENCE.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', 'size', { summary: BAIDU_SUMMARY_KEYS['custom-audience'].ID_TYPE }, 'createdAt'],
  form: { kind: 'fields' },
  schema: z.object({
    idType: codeOf(BAIDU_AUDIENCE_ID_TYPES, T.AUDIENCE.ID_TYPE),
    description: z.optional(textUpTo(LIMITS.DESCRIPTION_MAX_LENGTH, T.AUDIENCE.DESCRIPTION)),
  }),
});
