// 定向模板 (docs/design/properties.md §3.3): the targeting editor over the template's values (regions at depth
// 2, age buckets, gender, platform, network, the account's packs to include or exclude), pushed to accounts.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { numberOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS.target;
type Values = Schemas['KuaishouTargetValues'];

export const TARGET = definePropertyType<'kuaishou', 'target', Values>('kuaishou', 'target', {
  limits: LIMITS,
  fields: {
    region: { kind: 'region', label: '地域', depth: LIMITS.REGION.DEPTH },
    user_type: { kind: 'select', label: '地域用户', options: numberOptions(LIMITS.USER_TYPES) },
    ages_range: { kind: 'multiSelect', label: '年龄', options: numberOptions(LIMITS.AGE_BUCKETS) },
    gender: { kind: 'select', label: '性别', options: numberOptions(LIMITS.GENDERS) },
    platform_os: { kind: 'select', label: '操作系统', options: numberOptions(LIMITS.PLATFORMS) },
    network: { kind: 'select', label: '网络', options: numberOptions(LIMITS.NETWORKS) },
    population: { kind: 'audience', label: '定向人群包', role: 'include' },
    exclude_population: { kind: 'audience', label: '排除人群包', role: 'exclude' },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '地域' }, { summary: '年龄' }, { summary: '性别' }, { summary: '人群包' }, 'createdAt'],
  form: {
    kind: 'targeting',
    sections: {
      地域: ['region', 'user_type'],
      年龄: ['ages_range'],
      性别: ['gender'],
      平台设备: ['platform_os'],
      网络: ['network'],
      人群包: ['population', 'exclude_population'],
    },
  },
  schema: valuesSchema<Values>('target'),
});
