// 高级创意库 (docs/design/properties.md §3.3; model/asset/adv_card.go): cards shown with an ad, their type,
// title, image and, for the promotion style, both prices in 分.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { numberOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['advanced-creative-library'];
type Values = Schemas['KuaishouAdvancedCreativeLibraryValues'];

export const ADVANCED_CREATIVE_LIBRARY = definePropertyType<'kuaishou', 'advanced-creative-library', Values>('kuaishou', 'advanced-creative-library', {
  limits: LIMITS,
  fields: {
    card_type: { kind: 'select', label: '卡片类型', options: numberOptions(LIMITS.CARD_TYPES), required: true },
    title: { kind: 'text', label: '标题', maxLength: LIMITS.TITLE_MAX_LENGTH, required: true },
    sub_title: { kind: 'text', label: '副标题', maxLength: LIMITS.SUB_TITLE_MAX_LENGTH },
    url: { kind: 'url', label: '图片链接', required: true },
    price: { kind: 'number', label: '原价（分）', min: 1, max: LIMITS.PRICE_MAX },
    sale_price: { kind: 'number', label: '售卖价（分）', min: 1, max: LIMITS.PRICE_MAX, help: '电商促销样式须填写原价和售卖价' },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '卡片类型' }, { summary: '标题' }, { summary: '售卖价' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('advanced-creative-library'),
});
