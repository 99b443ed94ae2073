// 转化跟踪 (docs/design/properties.md §3.1): conversion goals of tools/ad_convert: where the conversion is read
// (a landing page's API or code, or an app's), what it counts, and its monitoring links with 巨量引擎's macros.
// A landing-page source names its page, an app source its package.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_APP_CONVERT_SOURCES, TOUTIAO_CONVERT_SOURCES, TOUTIAO_CONVERT_TYPES, TOUTIAO_PACKAGE_NAME, TOUTIAO_PROPERTY_LIMITS, TOUTIAO_TRACK_MACROS } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionalTrackUrl, optionalUrl, optionsOf } from './rules';

type Values = Schemas['ToutiaoConversionConfigValues'];
const F = W.FIELDS;
const isApp = (source: string | undefined) => source !== undefined && TOUTIAO_APP_CONVERT_SOURCES.includes(source);

export const CONVERSION_CONFIG = definePropertyType<'toutiao', 'conversion-config', Values>('toutiao', 'conversion-config', {
  limits: TOUTIAO_PROPERTY_LIMITS['conversion-config'],
  fields: {
    convert_source_type: { kind: 'select', label: F.CONVERT_SOURCE_TYPE, options: optionsOf(TOUTIAO_CONVERT_SOURCES), required: true, help: W.HELP.CONVERT_TARGET },
    convert_type: { kind: 'select', label: F.CONVERT_TYPE, options: optionsOf(TOUTIAO_CONVERT_TYPES), required: true },
    external_url: { kind: 'url', label: F.EXTERNAL_URL },
    package_name: { kind: 'text', label: F.PACKAGE_NAME, maxLength: 100, help: W.HELP.PACKAGE_NAME },
    action_track_url: { kind: 'trackUrl', label: F.ACTION_TRACK_URL, macros: TOUTIAO_TRACK_MACROS, help: W.HELP.TRACK_URL },
    display_track_url: { kind: 'trackUrl', label: F.DISPLAY_TRACK_URL, macros: TOUTIAO_TRACK_MACROS },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '转化来源' }, { summary: '转化类型' }, { summary: '转化页面或应用', width: 260 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      convert_source_type: oneOf(TOUTIAO_CONVERT_SOURCES, F.CONVERT_SOURCE_TYPE),
      convert_type: oneOf(TOUTIAO_CONVERT_TYPES, F.CONVERT_TYPE),
      external_url: optionalUrl(),
      package_name: optionalText(F.PACKAGE_NAME, 100),
      action_track_url: optionalTrackUrl(),
      display_track_url: optionalTrackUrl(),
    })
    .check(
      z.refine((v) => isApp(v.convert_source_type) || !!v.external_url, { message: W.REQUIRED(F.EXTERNAL_URL), path: ['external_url'] }),
      z.refine((v) => !isApp(v.convert_source_type) || !!v.package_name, { message: W.REQUIRED(F.PACKAGE_NAME), path: ['package_name'] }),
      z.refine((v) => !v.package_name || TOUTIAO_PACKAGE_NAME.test(v.package_name), { message: W.BAD_FORMAT(F.PACKAGE_NAME), path: ['package_name'] }),
    ),
});
