// 定向包 (docs/design/properties.md §3.4): the targeting editor over a pack's regions (two levels), age, sex,
// education, device, network and the account's crowds (≤ 10 each, never both ways), refused as the media
// refuses them (checkBaiduTarget); pushed to 10 accounts a call.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import {
  BAIDU_PROPERTY_LIMITS,
  BAIDU_SUMMARY_KEYS,
  BAIDU_TARGET_AGES,
  BAIDU_TARGET_DEVICES,
  BAIDU_TARGET_EDUCATIONS,
  BAIDU_TARGET_NETS,
  BAIDU_TARGET_SEXES,
  BAIDU_TARGET_WORDS as W,
  checkBaiduTarget,
} from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { optionsOf, valuesCheck } from './rules';

type Values = Schemas['BaiduTargetValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS.target;
const K = BAIDU_SUMMARY_KEYS.target;
const L = W.LABELS;

export const TARGET = definePropertyType<'baidu', 'target', Values>('baidu', 'target', {
  limits: LIMITS,
  fields: {
    region: { kind: 'region', label: L.region, depth: LIMITS.REGION.DEPTH },
    age: { kind: 'multiSelect', label: L.age, options: optionsOf(BAIDU_TARGET_AGES, W.AGES) },
    sex: { kind: 'select', label: L.sex, options: optionsOf(BAIDU_TARGET_SEXES, W.SEXES) },
    education: { kind: 'multiSelect', label: L.education, options: optionsOf(BAIDU_TARGET_EDUCATIONS, W.EDUCATIONS) },
    device: { kind: 'select', label: L.device, options: optionsOf(BAIDU_TARGET_DEVICES, W.DEVICES) },
    net: { kind: 'select', label: L.net, options: optionsOf(BAIDU_TARGET_NETS, W.NETS) },
    common: { kind: 'audience', label: L.common, role: 'include' },
    exclude: { kind: 'audience', label: L.exclude, role: 'exclude' },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: K.REGION, width: 200 }, { summary: K.AGE }, { summary: K.SEX }, { summary: K.CROWDS }, 'modifiedAt'],
  form: {
    kind: 'targeting',
    sections: { 地域: ['region'], 年龄: ['age'], 性别: ['sex'], 平台设备: ['device'], 网络: ['net'], 人群包: ['common', 'exclude'], 学历: ['education'] },
  },
  schema: z.custom<Values>((value) => typeof value === 'object' && value !== null).check(valuesCheck<Values>(checkBaiduTarget)),
});
