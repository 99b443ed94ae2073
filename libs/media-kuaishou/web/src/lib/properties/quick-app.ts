// 快应用 (docs/design/properties.md §3.3, shape chosen): a quick app's package, its hap://app/ link (the
// package must match) and an http(s) fallback page.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['quick-app'];
type Values = Schemas['KuaishouQuickAppValues'];

export const QUICK_APP = definePropertyType<'kuaishou', 'quick-app', Values>('kuaishou', 'quick-app', {
  limits: LIMITS,
  fields: {
    package_name: { kind: 'text', label: '快应用包名', maxLength: LIMITS.PACKAGE_NAME_MAX_LENGTH, required: true },
    quick_app_url: { kind: 'text', label: '调起链接', required: true, help: `以 ${LIMITS.LINK_PREFIX}<快应用包名> 开头` },
    h5_url: { kind: 'url', label: '备用H5链接' },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '快应用包名', width: 200 }, { summary: '调起链接', width: 280 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('quick-app'),
});
