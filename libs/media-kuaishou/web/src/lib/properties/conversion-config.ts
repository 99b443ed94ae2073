// 转化跟踪 (docs/design/properties.md §3.3, shape chosen): a conversion goal, how it is reported back, and the
// monitoring links, whose macros the media's whitelist checks (an API report needs __CALLBACK__).
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS, KUAISHOU_TRACK_MACROS } from '@toufang/media-kuaishou-limits';
import { numberOptions, stringOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['conversion-config'];
type Values = Schemas['KuaishouConversionConfigValues'];

export const CONVERSION_CONFIG = definePropertyType<'kuaishou', 'conversion-config', Values>('kuaishou', 'conversion-config', {
  limits: LIMITS,
  fields: {
    convert_type: { kind: 'select', label: '转化目标', options: numberOptions(LIMITS.CONVERT_TYPES), required: true },
    track_type: { kind: 'select', label: '回传方式', options: stringOptions(LIMITS.TRACK_TYPES), required: true },
    click_url: { kind: 'trackUrl', label: '点击监测链接', macros: KUAISHOU_TRACK_MACROS, required: true, help: 'API回传须带 __CALLBACK__' },
    impression_url: { kind: 'trackUrl', label: '曝光监测链接', macros: KUAISHOU_TRACK_MACROS },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '转化目标' }, { summary: '回传方式' }, { summary: '点击监测链接', width: 280 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('conversion-config'),
});
