// 自定义人群 (docs/design/properties.md §3.1, §3.7): the account's audience packs with their lifecycle
// (计算中 … 已下线) and size. Packs are made by the data platform's upload, so the page offers 推送 (up to 100
// accounts a call), 删除 and 同步, never 新建 or 编辑; the fields describe what the media answers.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_AUDIENCE_ID_TYPES, TOUTIAO_PROPERTY_LIMITS } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionsOf } from './rules';

type Values = Schemas['ToutiaoCustomAudienceValues'];
const LIMITS = TOUTIAO_PROPERTY_LIMITS['custom-audience'];
const F = W.FIELDS;

export const CUSTOM_AUDIENCE = definePropertyType<'toutiao', 'custom-audience', Values>('toutiao', 'custom-audience', {
  limits: LIMITS,
  fields: {
    data_type: { kind: 'select', label: F.DATA_TYPE, options: optionsOf(TOUTIAO_AUDIENCE_ID_TYPES), help: W.HELP.AUDIENCE },
    upload_num: { kind: 'number', label: F.UPLOAD_NUM, min: 0 },
    description: { kind: 'textarea', label: F.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
    tag: { kind: 'text', label: F.TAG, maxLength: 20 },
  },
  columns: ['name', 'account', 'mediaId', 'status', 'size', { summary: 'ID类型' }, { summary: '上传数量' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    data_type: oneOf(TOUTIAO_AUDIENCE_ID_TYPES, F.DATA_TYPE),
    upload_num: z.optional(z.number().check(z.minimum(0))),
    description: optionalText(F.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH),
    tag: optionalText(F.TAG, 20),
  }),
});
