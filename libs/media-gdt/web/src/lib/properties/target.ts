// 定向包 on 腾讯广告 (docs/design/properties.md §3.2): the targeting editor over a pack's regions (depth 3) and
// location types, age ranges, gender, education, OS, network and the account's packs; shared to one account a
// push (targetings_share/add).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_TARGET_TEXTS as T, gdtTargetProblems } from '@toufang/media-gdt-limits';
import { optionsOf } from './options';

type Values = Schemas['GdtTargetValues'];
const LIMITS = GDT_PROPERTY_LIMITS.target;
const S = GDT_SUMMARY.target;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

export const TARGET = definePropertyType<'gdt', 'target', Values>('gdt', 'target', {
  limits: LIMITS,
  fields: {
    regions: { kind: 'region', label: T.REGIONS, depth: LIMITS.REGION.DEPTH },
    location_types: { kind: 'multiSelect', label: T.LOCATION_TYPES, options: optionsOf(LIMITS.LOCATION_TYPES, T.LOCATION_TYPE_WORDS) },
    age: { kind: 'multiSelect', label: T.AGE, options: optionsOf(LIMITS.AGE_RANGES, T.AGE_WORDS), help: `最多${LIMITS.AGE_RANGES_MAX}个年龄段` },
    gender: { kind: 'select', label: T.GENDER, options: optionsOf(LIMITS.GENDERS, T.GENDER_WORDS) },
    education: { kind: 'multiSelect', label: T.EDUCATION, options: optionsOf(LIMITS.EDUCATIONS, T.EDUCATION_WORDS) },
    user_os: { kind: 'multiSelect', label: T.USER_OS, options: optionsOf(LIMITS.USER_OS, T.USER_OS_WORDS) },
    network_type: { kind: 'multiSelect', label: T.NETWORK_TYPE, options: optionsOf(LIMITS.NETWORK_TYPES, T.NETWORK_WORDS) },
    custom_audience: { kind: 'audience', label: T.INCLUDE, role: 'include' },
    excluded_custom_audience: { kind: 'audience', label: T.EXCLUDE, role: 'exclude' },
    description: { kind: 'textarea', label: T.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.REGIONS, width: 200 }, { summary: S.AGE }, { summary: S.GENDER }, { summary: S.AUDIENCES }, 'modifiedAt'],
  form: {
    kind: 'targeting',
    sections: {
      地域: ['regions', 'location_types'],
      年龄: ['age'],
      性别: ['gender'],
      平台设备: ['user_os'],
      网络: ['network_type'],
      人群包: ['custom_audience', 'excluded_custom_audience'],
      学历: ['education'],
      描述: ['description'],
    },
  },
  schema: z.custom<Values>(isObject).check(
    z.superRefine((values, ctx) => {
      for (const found of gdtTargetProblems(values as Readonly<Record<string, unknown>>)) ctx.issues.push({ code: 'custom', message: found.text, path: [found.field], input: values });
    }),
  ),
});
