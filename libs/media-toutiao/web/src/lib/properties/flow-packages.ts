// 穿山甲媒体包 and 联盟流量包 (docs/design/properties.md §3.1; pages behind FLOW_POOL_BUTTON): the 穿山甲 union's
// media (apps) and its ad slots (rit) an ad may run on, which a targeting pack's flow_package names. Picked from
// the media's catalogues (TOUTIAO_PANGOLIN_MEDIA, TOUTIAO_UNION_RITS).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_FLOW_PACKAGE_TYPES, TOUTIAO_PANGOLIN_MEDIA, TOUTIAO_PROPERTY_LIMITS, TOUTIAO_UNION_RITS } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionsOf, someOf } from './rules';

const F = W.FIELDS;
const MEDIA_PACK = TOUTIAO_PROPERTY_LIMITS['pangolin-media-pack'];
const TRAFFIC = TOUTIAO_PROPERTY_LIMITS['union-traffic-package'];

export const PANGOLIN_MEDIA_PACK = definePropertyType<'toutiao', 'pangolin-media-pack', Schemas['ToutiaoPangolinMediaPackValues']>('toutiao', 'pangolin-media-pack', {
  limits: MEDIA_PACK,
  fields: { media_ids: { kind: 'multiSelect', label: F.PANGOLIN_MEDIA, options: optionsOf(TOUTIAO_PANGOLIN_MEDIA), required: true, help: W.HELP.FLOW_PACKAGE } },
  columns: ['name', 'account', 'mediaId', { summary: '媒体数' }, { summary: '穿山甲媒体', width: 320 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({ media_ids: someOf(TOUTIAO_PANGOLIN_MEDIA, F.PANGOLIN_MEDIA, MEDIA_PACK.MEDIA_MAX) }),
});

export const UNION_TRAFFIC_PACKAGE = definePropertyType<'toutiao', 'union-traffic-package', Schemas['ToutiaoUnionTrafficPackageValues']>('toutiao', 'union-traffic-package', {
  limits: TRAFFIC,
  fields: {
    flow_package_type: { kind: 'select', label: F.FLOW_PACKAGE_TYPE, options: optionsOf(TOUTIAO_FLOW_PACKAGE_TYPES), required: true },
    rit: { kind: 'multiSelect', label: F.RIT, options: optionsOf(TOUTIAO_UNION_RITS), required: true, help: W.HELP.FLOW_PACKAGE },
  },
  columns: ['name', 'account', 'mediaId', { summary: '流量包类型' }, { summary: '广告位数' }, { summary: '广告位', width: 320 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    flow_package_type: oneOf(TOUTIAO_FLOW_PACKAGE_TYPES, F.FLOW_PACKAGE_TYPE),
    rit: someOf(TOUTIAO_UNION_RITS, F.RIT, TRAFFIC.RIT_MAX),
  }),
});
