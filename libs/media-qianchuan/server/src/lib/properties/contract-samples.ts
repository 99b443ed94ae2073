// For the port contract spec: a draft the sandbox accepts and the values it refuses, per type the property page
// creates (人群 come from the data platform, so the spec runs them on their own).
import { QIANCHUAN_GRAPHIC_SAMPLES, QIANCHUAN_TARGET_SAMPLES } from '@toufang/media-qianchuan-limits';
import type { PropertySample } from '@toufang/server-media/testing';

const GRAPHIC = QIANCHUAN_GRAPHIC_SAMPLES[1].values;

const TARGET = QIANCHUAN_TARGET_SAMPLES[0].values;

export const PROPERTY_SAMPLES: readonly PropertySample[] = [
  {
    type: 'target',
    draft: (i) => ({ name: `定向包_${i}`, values: QIANCHUAN_TARGET_SAMPLES[i % QIANCHUAN_TARGET_SAMPLES.length].values }),
    refused: [
      { values: { ...TARGET, city: [110000, 999999] }, rule: 'property_region', says: '地域编码不存在：999999' },
      { values: { ...TARGET, city: [310000, 310100] }, rule: 'property_region', says: '地域310100与其上级地域310000不能同时选择' },
      { values: { ...TARGET, age: ['AGE_BETWEEN_18_24'] }, rule: 'property_invalid', says: '年龄不正确：AGE_BETWEEN_18_24' },
      { values: { ...TARGET, district: 'NONE' }, rule: 'property_invalid', says: '地域类型为不限时不能选择地域' },
      { values: { ...TARGET, retargeting_tags_include: ['7000000001'], retargeting_tags_exclude: ['7000000001'] }, rule: 'property_invalid', says: '人群包不能同时定向和排除：7000000001' },
    ],
  },
  {
    type: 'graphic-material',
    draft: (i) => ({ name: `图文素材_${i}`, values: QIANCHUAN_GRAPHIC_SAMPLES[i % QIANCHUAN_GRAPHIC_SAMPLES.length].values }),
    refused: [
      { values: { ...GRAPHIC, title: '新品' }, rule: 'property_invalid', says: '标题须为5–30个字' },
      { values: { ...GRAPHIC, image_mode: 'VIDEO' }, rule: 'property_invalid', says: '图片样式不正确：VIDEO' },
      { values: { ...GRAPHIC, image_ids: ['1', '2'] }, rule: 'property_invalid', says: '组图须选择3张图片' },
      { values: { ...GRAPHIC, image_ids: Array.from({ length: 10 }, (_, i) => String(i + 1)) }, rule: 'property_invalid', says: '图片最多选择9张' },
    ],
  },
];
