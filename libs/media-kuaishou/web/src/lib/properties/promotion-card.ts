// 推广卡片 (docs/design/properties.md §3.3): a title (≤ 10), up to three selling points of six characters, a
// button and one image from the material library.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['promotion-card'];
type Values = Schemas['KuaishouPromotionCardValues'];

export const PROMOTION_CARD = definePropertyType<'kuaishou', 'promotion-card', Values>('kuaishou', 'promotion-card', {
  limits: LIMITS,
  fields: {
    title: { kind: 'text', label: '标题', maxLength: LIMITS.TITLE_MAX_LENGTH, required: true },
    selling_points: { kind: 'lines', label: '卖点', maxRows: LIMITS.SELLING_POINTS.MAX, maxLength: LIMITS.SELLING_POINTS.MAX_LENGTH, required: true },
    button_text: { kind: 'select', label: '按钮文案', options: LIMITS.BUTTON_TEXTS.map((text) => ({ value: text, label: text })), required: true },
    image_ids: { kind: 'material', label: '图片', max: LIMITS.IMAGES, required: true },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '标题' }, { summary: '卖点', width: 220 }, { summary: '按钮文案' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('promotion-card'),
});
