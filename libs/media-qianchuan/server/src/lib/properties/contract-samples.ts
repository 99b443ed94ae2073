// For the port contract spec: a draft the sandbox accepts and the values it refuses, per type the property page
// creates (人群 come from the data platform, so the spec runs them on their own).
import { QIANCHUAN_GRAPHIC_SAMPLES } from '@toufang/media-qianchuan-limits';
import type { PropertySample } from '@toufang/server-media/testing';

const GRAPHIC = QIANCHUAN_GRAPHIC_SAMPLES[1].values;

export const PROPERTY_SAMPLES: readonly PropertySample[] = [
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
