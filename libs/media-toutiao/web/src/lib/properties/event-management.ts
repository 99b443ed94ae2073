// 事件管理 (docs/design/properties.md §3.1): event assets of the event manager (a landing page, an 橙子 site, an
// app, a quick app, a mini program) with the events they report, how (JS埋码, API回传, XPath圈选) and from where
// (服务器回传 / 客户端上报). A page asset names its URL, an app asset its package.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import {
  TOUTIAO_APP_ASSET_TYPES,
  TOUTIAO_EVENT_ASSET_TYPES,
  TOUTIAO_EVENT_SEND_TYPES,
  TOUTIAO_EVENT_TRACK_TYPES,
  TOUTIAO_EVENT_TYPES,
  TOUTIAO_PROPERTY_LIMITS,
} from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionalUrl, optionsOf, someOf } from './rules';

type Values = Schemas['ToutiaoEventManagementValues'];
const F = W.FIELDS;
const LIMITS = TOUTIAO_PROPERTY_LIMITS['event-management'];
const isApp = (type: string | undefined) => type !== undefined && TOUTIAO_APP_ASSET_TYPES.includes(type);

export const EVENT_MANAGEMENT = definePropertyType<'toutiao', 'event-management', Values>('toutiao', 'event-management', {
  limits: LIMITS,
  fields: {
    asset_type: { kind: 'select', label: F.ASSET_TYPE, options: optionsOf(TOUTIAO_EVENT_ASSET_TYPES), required: true },
    event_types: { kind: 'multiSelect', label: F.EVENT_TYPES, options: optionsOf(TOUTIAO_EVENT_TYPES), required: true },
    track_types: { kind: 'multiSelect', label: F.TRACK_TYPES, options: optionsOf(TOUTIAO_EVENT_TRACK_TYPES), required: true },
    send_type: { kind: 'select', label: F.SEND_TYPE, options: optionsOf(TOUTIAO_EVENT_SEND_TYPES), required: true },
    external_url: { kind: 'url', label: F.EXTERNAL_URL },
    package_name: { kind: 'text', label: F.PACKAGE_NAME, maxLength: 100 },
  },
  columns: ['name', 'account', 'mediaId', { summary: '资产类型' }, { summary: '事件', width: 220 }, { summary: '回传方式' }, { summary: '上报方式' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      asset_type: oneOf(TOUTIAO_EVENT_ASSET_TYPES, F.ASSET_TYPE),
      event_types: someOf(TOUTIAO_EVENT_TYPES, F.EVENT_TYPES, LIMITS.EVENTS_MAX),
      track_types: someOf(TOUTIAO_EVENT_TRACK_TYPES, F.TRACK_TYPES, TOUTIAO_EVENT_TRACK_TYPES.length),
      send_type: oneOf(TOUTIAO_EVENT_SEND_TYPES, F.SEND_TYPE),
      external_url: optionalUrl(),
      package_name: optionalText(F.PACKAGE_NAME, 100),
    })
    .check(
      z.refine((v) => isApp(v.asset_type) || !!v.external_url, { message: W.REQUIRED(F.EXTERNAL_URL), path: ['external_url'] }),
      z.refine((v) => !isApp(v.asset_type) || !!v.package_name, { message: W.REQUIRED(F.PACKAGE_NAME), path: ['package_name'] }),
    ),
});
