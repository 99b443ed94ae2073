// 落地页 (docs/design/properties.md §3.3, shape chosen): a page's type and its http(s) link.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { stringOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['landing-page'];
type Values = Schemas['KuaishouLandingPageValues'];

export const LANDING_PAGE = definePropertyType<'kuaishou', 'landing-page', Values>('kuaishou', 'landing-page', {
  limits: LIMITS,
  fields: {
    page_type: { kind: 'select', label: '页面类型', options: stringOptions(LIMITS.PAGE_TYPES), required: true },
    page_url: { kind: 'url', label: '页面链接', required: true },
    description: { kind: 'textarea', label: '页面描述', maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '页面类型' }, { summary: '页面链接', width: 280 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('landing-page'),
});
