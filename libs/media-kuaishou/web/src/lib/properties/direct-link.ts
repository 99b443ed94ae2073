// 直达链接 (docs/design/properties.md §3.3, shape chosen): an app's deep link and the http(s) page opened
// when the app is not installed.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { stringOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['direct-link'];
type Values = Schemas['KuaishouDirectLinkValues'];

export const DIRECT_LINK = definePropertyType<'kuaishou', 'direct-link', Values>('kuaishou', 'direct-link', {
  limits: LIMITS,
  fields: {
    platform: { kind: 'select', label: '平台', options: stringOptions(LIMITS.PLATFORMS), required: true },
    deep_link: { kind: 'text', label: '直达链接', required: true, help: '应用的调起链接，如 kwai://…' },
    fallback_url: { kind: 'url', label: '备用链接', required: true, help: '未安装应用时打开的网页' },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '平台' }, { summary: '直达链接', width: 260 }, { summary: '备用链接', width: 260 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('direct-link'),
});
