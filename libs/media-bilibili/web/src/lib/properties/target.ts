// 定向包 on 哔哩哔哩 (docs/design/properties.md §3.6): regions two levels deep, age buckets 18-24/25-30/31-40/
// 41-49/50+, gender, platform, network and the account's audience packs to include and exclude, on the kit's
// targeting editor; copied to 20 accounts a call. Every figure chosen (no public source).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, BILIBILI_TARGET_TEXTS as T } from '@toufang/media-bilibili-limits';
import { optionsOf } from './options';

type Values = Schemas['BilibiliTargetValues'];
const LIMITS = BILIBILI_PROPERTY_LIMITS.target;
const S = BILIBILI_SUMMARY.target;

/** Some of the media's values, each once (none: 不限). */
const someOf = <W extends string>(values: readonly [W, ...W[]], label: string) =>
  z.optional(z.array(z.enum(values, { error: T.CHOOSE(label) })).check(z.refine((list) => new Set(list).size === list.length, T.CHOOSE(label))));
const crowds = (label: string) => z.optional(z.array(z.string()).check(z.maxLength(LIMITS.CROWDS_MAX, T.CROWDS_TOO_MANY(label, LIMITS.CROWDS_MAX))));

export const TARGET = definePropertyType<'bilibili', 'target', Values>('bilibili', 'target', {
  limits: LIMITS,
  fields: {
    region: { kind: 'region', label: T.REGION, depth: LIMITS.REGION.DEPTH },
    age: { kind: 'multiSelect', label: T.AGE, options: optionsOf(LIMITS.AGES, T.AGES) },
    gender: { kind: 'select', label: T.GENDER, options: optionsOf(LIMITS.GENDERS, T.GENDERS) },
    platform: { kind: 'multiSelect', label: T.PLATFORM, options: optionsOf(LIMITS.PLATFORMS, T.PLATFORMS) },
    network: { kind: 'multiSelect', label: T.NETWORK, options: optionsOf(LIMITS.NETWORKS, T.NETWORKS) },
    crowd_include: { kind: 'audience', label: T.INCLUDE, role: 'include' },
    crowd_exclude: { kind: 'audience', label: T.EXCLUDE, role: 'exclude' },
  },
  columns: ['name', 'account', 'mediaId', { summary: S.REGION }, { summary: S.AGE }, { summary: S.GENDER }, { summary: S.PLATFORM }, { summary: S.CROWDS }, 'createdAt', 'modifiedAt'],
  form: {
    kind: 'targeting',
    sections: { 地域: ['region'], 年龄: ['age'], 性别: ['gender'], 平台设备: ['platform'], 网络: ['network'], 人群包: ['crowd_include', 'crowd_exclude'] },
  },
  schema: z.object({
    region: z.optional(z.array(z.number())),
    age: someOf(LIMITS.AGES, T.AGE),
    gender: z.optional(z.enum(LIMITS.GENDERS, { error: T.CHOOSE(T.GENDER) })),
    platform: someOf(LIMITS.PLATFORMS, T.PLATFORM),
    network: someOf(LIMITS.NETWORKS, T.NETWORK),
    crowd_include: crowds(T.INCLUDE),
    crowd_exclude: crowds(T.EXCLUDE),
  }),
});
