// 定向包 on 巨量千川 (docs/design/properties.md §3.5): the ad audience fields as toutiao's on the kit's targeting
// editor: regions of the three-level tree (by 省市 or 区县), age buckets, gender, platform, network, and the
// account's audience packs to include and exclude; pushed to up to 100 accounts a call.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_SUMMARY, QIANCHUAN_TARGET_TEXTS as T } from '@toufang/media-qianchuan-limits';
import { optionsOf } from './options';

type Values = Schemas['QianchuanTargetValues'];
const LIMITS = QIANCHUAN_PROPERTY_LIMITS.target;
const S = QIANCHUAN_SUMMARY.target;

/** Some of the media's values, each once (none: 不限). */
const someOf = <W extends string>(values: readonly [W, ...W[]], label: string) =>
  z.optional(z.array(z.enum(values, { error: T.CHOOSE(label) })).check(z.refine((list) => new Set(list).size === list.length, T.CHOOSE(label))));
const packs = (label: string) => z.optional(z.array(z.string()).check(z.maxLength(LIMITS.AUDIENCES_MAX, T.AUDIENCES_TOO_MANY(label, LIMITS.AUDIENCES_MAX))));

export const TARGET = definePropertyType<'qianchuan', 'target', Values>('qianchuan', 'target', {
  limits: LIMITS,
  fields: {
    district: { kind: 'select', label: T.DISTRICT, required: true, options: optionsOf(LIMITS.DISTRICTS, T.DISTRICTS) },
    city: { kind: 'region', label: T.CITY, depth: LIMITS.REGION.DEPTH },
    location_type: { kind: 'select', label: T.LOCATION_TYPE, options: optionsOf(LIMITS.LOCATION_TYPES, T.LOCATION_TYPES) },
    age: { kind: 'multiSelect', label: T.AGE, options: optionsOf(LIMITS.AGES, T.AGES) },
    gender: { kind: 'select', label: T.GENDER, options: optionsOf(LIMITS.GENDERS, T.GENDERS) },
    platform: { kind: 'multiSelect', label: T.PLATFORM, options: optionsOf(LIMITS.PLATFORMS, T.PLATFORMS) },
    ac: { kind: 'multiSelect', label: T.NETWORK, options: optionsOf(LIMITS.NETWORKS, T.NETWORKS) },
    retargeting_tags_include: { kind: 'audience', label: T.INCLUDE, role: 'include' },
    retargeting_tags_exclude: { kind: 'audience', label: T.EXCLUDE, role: 'exclude' },
  },
  columns: ['name', 'account', 'mediaId', { summary: S.REGION }, { summary: S.AGE }, { summary: S.GENDER }, { summary: S.PLATFORM }, { summary: S.AUDIENCES }, 'createdAt', 'modifiedAt'],
  form: {
    kind: 'targeting',
    sections: {
      地域: ['district', 'city', 'location_type'],
      年龄: ['age'],
      性别: ['gender'],
      平台设备: ['platform'],
      网络: ['ac'],
      人群包: ['retargeting_tags_include', 'retargeting_tags_exclude'],
    },
  },
  schema: z
    .object({
      district: z.enum(LIMITS.DISTRICTS, { error: T.CHOOSE(T.DISTRICT) }),
      city: z.optional(z.array(z.number())),
      location_type: z.optional(z.enum(LIMITS.LOCATION_TYPES, { error: T.CHOOSE(T.LOCATION_TYPE) })),
      age: someOf(LIMITS.AGES, T.AGE),
      gender: z.optional(z.enum(LIMITS.GENDERS, { error: T.CHOOSE(T.GENDER) })),
      platform: someOf(LIMITS.PLATFORMS, T.PLATFORM),
      ac: someOf(LIMITS.NETWORKS, T.NETWORK),
      retargeting_tags_include: packs(T.INCLUDE),
      retargeting_tags_exclude: packs(T.EXCLUDE),
    })
    .check(
      z.superRefine((v, ctx) => {
        const regions = v.city?.length ?? 0;
        if (v.district !== 'NONE' && regions === 0) ctx.addIssue({ code: 'custom', message: T.CITY_REQUIRED, path: ['city'], input: v.city });
        if (v.district === 'NONE' && regions > 0) ctx.addIssue({ code: 'custom', message: T.CITY_WITHOUT_DISTRICT, path: ['city'], input: v.city });
      }),
    ),
});
