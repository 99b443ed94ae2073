// 巨量引擎's 转化跟踪 and 事件管理 in the sandbox (docs/design/properties.md §3.1): conversion goals (reviewed, as
// the console reviews a new goal) and event assets (not reviewed); a page source or asset names its URL, an app
// one its package; monitoring links carry only its macros.
import {
  TOUTIAO_APP_ASSET_TYPES,
  TOUTIAO_APP_CONVERT_SOURCES,
  TOUTIAO_CONVERT_SOURCES,
  TOUTIAO_CONVERT_TYPES,
  TOUTIAO_EVENT_ASSET_TYPES,
  TOUTIAO_EVENT_SEND_TYPES,
  TOUTIAO_EVENT_TRACK_TYPES,
  TOUTIAO_EVENT_TYPES,
  TOUTIAO_PACKAGE_NAME,
  TOUTIAO_PROPERTY_LIMITS,
  TOUTIAO_PROPERTY_SAMPLES,
  termLabel,
  type SummaryOf,
} from '@toufang/media-toutiao-limits';
import type { PropertyValues } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { firstRefusal, onlyIf, oneOf, seedFrom, shaped, someOf, termsText, text, textOf, trackUrl, url } from './checks';

const appSource = (values: PropertyValues) => TOUTIAO_APP_CONVERT_SOURCES.includes(textOf(values, 'convert_source_type'));
const appAsset = (values: PropertyValues) => TOUTIAO_APP_ASSET_TYPES.includes(textOf(values, 'asset_type'));
/** A review of 5 to 30 minutes, as its console takes for a new goal (chosen). */
const REVIEW = { minutes: { min: 5, span: 25 } };

export const CONVERSION_CONFIG: SandboxPropertyType = {
  limits: TOUTIAO_PROPERTY_LIMITS['conversion-config'],
  ids: { prefix: '17', digits: 16 },
  review: REVIEW,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('convert_source_type', '转化来源', TOUTIAO_CONVERT_SOURCES),
        oneOf('convert_type', '转化类型', TOUTIAO_CONVERT_TYPES),
        onlyIf((v) => !appSource(v), url('external_url', '落地页链接', true)),
        onlyIf(appSource, shaped('package_name', '应用包名', TOUTIAO_PACKAGE_NAME)),
        url('external_url', '落地页链接'),
        text('package_name', '应用包名', 100),
        trackUrl('action_track_url', '点击监测链接'),
        trackUrl('display_track_url', '展示监测链接'),
      ],
      values,
    ),
  summary: (values): SummaryOf<'conversion-config'> => ({
    转化来源: termLabel(TOUTIAO_CONVERT_SOURCES, values.convert_source_type),
    转化类型: termLabel(TOUTIAO_CONVERT_TYPES, values.convert_type),
    转化页面或应用: appSource(values) ? textOf(values, 'package_name') : textOf(values, 'external_url'),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['conversion-config'], 4),
};

export const EVENT_MANAGEMENT: SandboxPropertyType = {
  limits: TOUTIAO_PROPERTY_LIMITS['event-management'],
  ids: { prefix: '18', digits: 16 },
  review: null,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('asset_type', '资产类型', TOUTIAO_EVENT_ASSET_TYPES),
        someOf('event_types', '事件', TOUTIAO_EVENT_TYPES, TOUTIAO_PROPERTY_LIMITS['event-management'].EVENTS_MAX),
        someOf('track_types', '回传方式', TOUTIAO_EVENT_TRACK_TYPES, TOUTIAO_EVENT_TRACK_TYPES.length),
        oneOf('send_type', '上报方式', TOUTIAO_EVENT_SEND_TYPES),
        onlyIf((v) => !appAsset(v), url('external_url', '落地页链接', true)),
        onlyIf(appAsset, text('package_name', '应用包名', 100, { required: true })),
        url('external_url', '落地页链接'),
        text('package_name', '应用包名', 100),
      ],
      values,
    ),
  summary: (values): SummaryOf<'event-management'> => ({
    资产类型: termLabel(TOUTIAO_EVENT_ASSET_TYPES, values.asset_type),
    事件: termsText(TOUTIAO_EVENT_TYPES, values.event_types),
    回传方式: termsText(TOUTIAO_EVENT_TRACK_TYPES, values.track_types),
    上报方式: termLabel(TOUTIAO_EVENT_SEND_TYPES, values.send_type),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['event-management'], 4),
};
