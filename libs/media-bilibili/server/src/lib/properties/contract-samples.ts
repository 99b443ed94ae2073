// For the port contract spec: a draft the sandbox accepts and the values it refuses, per type the property page
// creates (人群包 come from the data platform, so the spec runs them on their own).
import { BILIBILI_ACTIVATE_LINK_SAMPLES, BILIBILI_CONVERSION_SAMPLES, BILIBILI_LANDING_PAGE_SAMPLES, BILIBILI_MONITOR_SAMPLES, BILIBILI_TARGET_SAMPLES } from '@toufang/media-bilibili-limits';
import type { PropertySample } from '@toufang/server-media/testing';

const MONITOR = BILIBILI_MONITOR_SAMPLES[0].values;
const ANDROID = BILIBILI_ACTIVATE_LINK_SAMPLES[0].values;

const API = BILIBILI_CONVERSION_SAMPLES[0].values;

const TARGET = BILIBILI_TARGET_SAMPLES[1].values;

export const PROPERTY_SAMPLES: readonly PropertySample[] = [
  {
    type: 'target',
    draft: (i) => ({ name: `定向包_${i}`, values: BILIBILI_TARGET_SAMPLES[i % BILIBILI_TARGET_SAMPLES.length].values }),
    refused: [
      { values: { ...TARGET, region: [310000, 330106] }, rule: 'property_region', says: '地域编码不存在：330106' },
      { values: { ...TARGET, region: [330000, 330100] }, rule: 'property_region', says: '地域330100与其上级地域330000不能同时选择' },
      { values: { ...TARGET, age: ['AGE_18_23'] }, rule: 'property_invalid', says: '年龄不正确：AGE_18_23' },
      { values: { ...TARGET, crowd_include: ['30000001'], crowd_exclude: ['30000001'] }, rule: 'property_invalid', says: '人群包不能同时定向和排除：30000001' },
    ],
  },
  {
    type: 'landing-page',
    draft: (i) => ({ name: `落地页_${i}`, values: BILIBILI_LANDING_PAGE_SAMPLES[i % BILIBILI_LANDING_PAGE_SAMPLES.length].values }),
    refused: [
      { values: { page_type: 'CUSTOM', page_url: 'http://10.1.2.3/p' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { page_type: 'NATIVE', page_url: 'https://www.example.com/p' }, rule: 'property_invalid', says: '原生落地页的链接须在 bilibili.com 或 b23.tv 下' },
      { values: { page_type: 'H5', page_url: 'https://www.example.com/p' }, rule: 'property_invalid', says: '落地页类型不正确：H5' },
    ],
  },
  {
    type: 'conversion-config',
    draft: (i) => ({ name: `转化跟踪_${i}`, values: BILIBILI_CONVERSION_SAMPLES[i % BILIBILI_CONVERSION_SAMPLES.length].values }),
    refused: [
      { values: { ...API, click_url: 'https://t.example.com/c?oaid=__OAID__' }, rule: 'property_macro', says: 'API上报的点击监测链接须包含宏 __TRACKID__' },
      { values: { ...API, click_url: 'https://t.example.com/c?tid=__TRACKID__&x=__FOO__' }, rule: 'property_macro', says: '监测链接包含哔哩哔哩不支持的宏：__FOO__' },
      { values: { convert_type: 'PAY', report_method: 'API' }, rule: 'property_invalid', says: 'API上报须填写点击监测链接' },
      { values: { ...API, convert_type: 'LIKE' }, rule: 'property_invalid', says: '转化目标不正确：LIKE' },
    ],
  },
  {
    type: 'monitor',
    draft: (i) => ({ name: `监测链接_${i}`, values: BILIBILI_MONITOR_SAMPLES[i % BILIBILI_MONITOR_SAMPLES.length].values }),
    refused: [
      { values: { ...MONITOR, click_url: 'https://t.example.com/c?tid=__TRACK_ID__' }, rule: 'property_macro', says: '监测链接包含哔哩哔哩不支持的宏：__TRACK_ID__' },
      { values: { ...MONITOR, show_url: 'ftp://t.example.com/s?cid=__CREATIVEID__' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { show_url: 'https://t.example.com/s?cid=__CREATIVEID__' }, rule: 'property_invalid', says: '请填写点击监测链接' },
    ],
  },
  {
    type: 'activate-link',
    draft: (i) => ({ name: `激活链接_${i}`, values: BILIBILI_ACTIVATE_LINK_SAMPLES[i % BILIBILI_ACTIVATE_LINK_SAMPLES.length].values }),
    refused: [
      { values: { ...ANDROID, platform: 'IOS' }, rule: 'property_macro', says: 'iOS激活链接的点击监测链接须包含宏 __IDFA__' },
      { values: { ...ANDROID, click_url: 'https://t.example.com/a?oaid=__OAID__&x=__FOO__' }, rule: 'property_macro', says: '监测链接包含哔哩哔哩不支持的宏：__FOO__' },
      { values: { ...ANDROID, platform: 'PC' }, rule: 'property_invalid', says: '平台不正确：PC' },
    ],
  },
];
