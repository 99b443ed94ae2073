// For the port contract spec: a draft the sandbox accepts and the values it refuses, per type the property page
// creates (客户人群 come from the data platform, so the spec runs them on their own).
import { GDT_TARGET_SAMPLES, GDT_APPLET_SAMPLES, GDT_CHANNEL_SAMPLES, GDT_CONVERSION_SAMPLES, GDT_FINDER_SAMPLES, GDT_LANDING_PAGE_SAMPLES, GDT_MATERIAL_TAG_SAMPLES, GDT_MINI_GAME_MONITOR_SAMPLES, GDT_PROFILE_SAMPLES } from '@toufang/media-gdt-limits';
import type { PropertySample } from '@toufang/server-media/testing';

const API = GDT_CONVERSION_SAMPLES[0].values;
const CALLBACK = GDT_MINI_GAME_MONITOR_SAMPLES[0].values;

const TARGET = GDT_TARGET_SAMPLES[0].values;

export const PROPERTY_SAMPLES: readonly PropertySample[] = [
  {
    type: 'target',
    draft: (i) => ({ name: `定向包_${i}`, values: GDT_TARGET_SAMPLES[i % GDT_TARGET_SAMPLES.length].values }),
    refused: [
      { values: { ...TARGET, regions: [110000, 110101] }, rule: 'property_region', says: '110101' },
      { values: { ...TARGET, regions: [990000] }, rule: 'property_region', says: '地域编码不存在：990000' },
      { values: { ...TARGET, age: ['18-23', '24-30', '31-40', '41-49', '50-65', '66-66'] }, rule: 'property_invalid', says: '年龄最多选择5个' },
      { values: { ...TARGET, gender: 'BOTH' }, rule: 'property_invalid', says: '性别中有不支持的选项' },
      { values: { ...TARGET, custom_audience: ['400000001'], excluded_custom_audience: ['400000001'] }, rule: 'property_invalid', says: '人群400000001不能同时定向和排除' },
      { values: { ...TARGET, custom_audience: ['400000001'] }, rule: 'property_invalid', says: '人群400000001不属于该账户' },
    ],
  },
  {
    type: 'conversion-attribution',
    draft: (i) => ({ name: `转化归因_${i}`, values: GDT_CONVERSION_SAMPLES[i % GDT_CONVERSION_SAMPLES.length].values }),
    refused: [
      { values: { ...API, feedback_url: 'https://t.example.com/c?id=__FOO__&cb=__CALLBACK__' }, rule: 'property_macro', says: '监测链接包含腾讯广告3.0不支持的宏：__FOO__' },
      { values: { ...API, feedback_url: 'ftp://t.example.com/c?cb=__CALLBACK__' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { ...API, feedback_url: 'https://t.example.com/c?id=__CLICK_ID__' }, rule: 'property_macro', says: '点击回传的监测链接须包含宏 __CALLBACK__' },
      { values: { ...API, feedback_url: 'https://t.example.com/c#cb=__CALLBACK__' }, rule: 'property_invalid', says: '监测链接不能包含 #' },
      { values: { ...API, self_attributed: false }, rule: 'property_invalid', says: 'API上报须为自归因' },
    ],
  },
  {
    type: 'mini-game-monitor',
    draft: (i) => ({ name: `小游戏监测_${i}`, values: GDT_MINI_GAME_MONITOR_SAMPLES[i % GDT_MINI_GAME_MONITOR_SAMPLES.length].values }),
    refused: [
      { values: { ...CALLBACK, impression_tracking_url: 'https://t.example.com/s?x=__FOO__' }, rule: 'property_macro', says: '监测链接包含腾讯广告3.0不支持的宏：__FOO__' },
      { values: { ...CALLBACK, click_tracking_url: 'ftp://t.example.com/c?cb=__CALLBACK__' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { ...CALLBACK, click_callback_enabled: false }, rule: 'property_macro', says: '未开启点击回传的监测链接不能包含宏 __CALLBACK__' },
      { values: { ...CALLBACK, mini_game_id: 'gh_12345' }, rule: 'property_invalid', says: '小游戏AppID须为 wx 开头的18位字符' },
    ],
  },
  {
    type: 'landing-page',
    draft: (i) => ({ name: `落地页_${i}`, values: GDT_LANDING_PAGE_SAMPLES[i % GDT_LANDING_PAGE_SAMPLES.length].values }),
    refused: [
      { values: { ...GDT_LANDING_PAGE_SAMPLES[0].values, page_url: 'http://10.1.2.3/p' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { ...GDT_LANDING_PAGE_SAMPLES[0].values, page_type: 'PAGE_TYPE_H5' }, rule: 'property_invalid', says: '落地页类型不正确：PAGE_TYPE_H5' },
    ],
  },
  {
    type: 'applet',
    draft: (i) => ({ name: `小程序_${i}`, values: GDT_APPLET_SAMPLES[i % GDT_APPLET_SAMPLES.length].values }),
    refused: [
      { values: { ...GDT_APPLET_SAMPLES[0].values, mini_program_id: 'gh_1' }, rule: 'property_invalid', says: '小程序原始ID须为 gh_ 开头的15位字符' },
      { values: { ...GDT_APPLET_SAMPLES[0].values, mini_program_path: 'http://www.example.com' }, rule: 'property_invalid', says: '页面路径须为小程序内路径' },
    ],
  },
  {
    type: 'material-tag',
    draft: (i) => ({ name: `标签_${i}`, values: GDT_MATERIAL_TAG_SAMPLES[i % GDT_MATERIAL_TAG_SAMPLES.length].values }),
    refused: [{ values: { tag_group: '组'.repeat(11) }, rule: 'property_invalid', says: '标签分组最长10个字' }],
  },
  {
    type: 'wechat-mini-game-channel',
    draft: (i) => ({ name: `渠道_${i}`, values: GDT_CHANNEL_SAMPLES[i % GDT_CHANNEL_SAMPLES.length].values }),
    refused: [
      { values: { ...GDT_CHANNEL_SAMPLES[0].values, channel_id: '朋友圈' }, rule: 'property_invalid', says: '渠道号须为1–32位字母' },
      { values: { ...GDT_CHANNEL_SAMPLES[0].values, launch_query: '?channel' }, rule: 'property_invalid', says: '启动参数须为 key=value 形式' },
    ],
  },
  {
    type: 'video-account-authorization',
    draft: (i) => ({ name: `视频号_${i}`, values: GDT_FINDER_SAMPLES[i % GDT_FINDER_SAMPLES.length].values }),
    refused: [
      { values: { ...GDT_FINDER_SAMPLES[0].values, finder_id: 'sph1' }, rule: 'property_invalid', says: '视频号ID须为 sph 开头' },
      { values: { ...GDT_FINDER_SAMPLES[0].values, authorization_days: 45 }, rule: 'property_invalid', says: '授权期限不正确：45' },
    ],
  },
  {
    type: 'friends-circle-avatar',
    draft: (i) => ({ name: `头像昵称_${i}`, values: GDT_PROFILE_SAMPLES[i % GDT_PROFILE_SAMPLES.length].values }),
    refused: [
      { values: { ...GDT_PROFILE_SAMPLES[0].values, profile_name: '优选生活优选生活优选生' }, rule: 'property_invalid', says: '昵称最长10个字' },
      { values: { ...GDT_PROFILE_SAMPLES[0].values, head_image_id: 'a.png' }, rule: 'property_invalid', says: '头像图片ID须为' },
    ],
  },
];
