// 人群包 (docs/design/properties.md §3.3): listed with its lifecycle, ID type and source; packs are made by the
// data platform's upload, so the page offers push, removal and sync (the limits say which).
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { numberOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['custom-audience'];
type Values = Schemas['KuaishouCustomAudienceValues'];

export const CUSTOM_AUDIENCE = definePropertyType<'kuaishou', 'custom-audience', Values>('kuaishou', 'custom-audience', {
  limits: LIMITS,
  fields: {
    type: { kind: 'select', label: '数据类型', options: numberOptions(LIMITS.ID_TYPES), required: true },
    population_type: { kind: 'select', label: '人群来源', options: numberOptions(LIMITS.POPULATION_TYPES), required: true },
    record_size: { kind: 'number', label: '上传数量', min: 0 },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '数据类型' }, { summary: '人群来源' }, 'size', 'createdAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('custom-audience'),
});
