// 定向包 (docs/design/properties.md §3.1): the targeting editor over an audience package's regions (depth 3 with
// the region mode and location type), gender, age buckets, the account's packs to include or exclude, interest
// mode, platform and network; pushed to up to 100 accounts a call. The checks are the sandbox's (toutiaoTargetProblems).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import {
  TOUTIAO_PROPERTY_LIMITS,
  TOUTIAO_TARGET_AGES,
  TOUTIAO_TARGET_DISTRICTS,
  TOUTIAO_TARGET_GENDERS,
  TOUTIAO_TARGET_INTEREST_MODES,
  TOUTIAO_TARGET_LABELS as F,
  TOUTIAO_TARGET_LOCATION_TYPES,
  TOUTIAO_TARGET_NETWORKS,
  TOUTIAO_TARGET_PLATFORMS,
  toutiaoTargetProblems,
} from '@toufang/media-toutiao-limits';
import { optionsOf } from './rules';

type Values = Schemas['ToutiaoTargetValues'];
const LIMITS = TOUTIAO_PROPERTY_LIMITS.target;

export const TARGET = definePropertyType<'toutiao', 'target', Values>('toutiao', 'target', {
  limits: LIMITS,
  fields: {
    district: { kind: 'select', label: F.district, options: optionsOf(TOUTIAO_TARGET_DISTRICTS) },
    city: { kind: 'region', label: F.city, depth: LIMITS.REGION.DEPTH },
    location_type: { kind: 'select', label: F.location_type, options: optionsOf(TOUTIAO_TARGET_LOCATION_TYPES) },
    gender: { kind: 'select', label: F.gender, options: optionsOf(TOUTIAO_TARGET_GENDERS) },
    age: { kind: 'multiSelect', label: F.age, options: optionsOf(TOUTIAO_TARGET_AGES) },
    retargeting_tags_include: { kind: 'audience', label: F.retargeting_tags_include, role: 'include' },
    retargeting_tags_exclude: { kind: 'audience', label: F.retargeting_tags_exclude, role: 'exclude' },
    interest_action_mode: { kind: 'select', label: F.interest_action_mode, options: optionsOf(TOUTIAO_TARGET_INTEREST_MODES) },
    platform: { kind: 'multiSelect', label: F.platform, options: optionsOf(TOUTIAO_TARGET_PLATFORMS) },
    ac: { kind: 'multiSelect', label: F.ac, options: optionsOf(TOUTIAO_TARGET_NETWORKS) },
    description: { kind: 'textarea', label: F.description, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '地域' }, { summary: '年龄' }, { summary: '性别' }, { summary: '人群包' }, 'modifiedAt'],
  form: {
    kind: 'targeting',
    sections: {
      地域: ['district', 'city', 'location_type'],
      年龄: ['age'],
      性别: ['gender'],
      兴趣行为: ['interest_action_mode'],
      平台设备: ['platform'],
      网络: ['ac'],
      人群包: ['retargeting_tags_include', 'retargeting_tags_exclude'],
      描述: ['description'],
    },
  },
  schema: z.custom<Values>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)).check(
    z.superRefine((values, ctx) => {
      for (const found of toutiaoTargetProblems(values as Readonly<Record<string, unknown>>)) ctx.issues.push({ code: 'custom', message: found.text, path: [found.field], input: values });
    }),
  ),
});
