// 小程序 in 百度营销's sandbox (docs/design/properties.md §3.4): reviewed 5–30 minutes after a create or edit,
// made in each account (never pushed); the browser's rule (checkBaiduApplet).
import { BAIDU_APPLET_TYPE_WORDS, BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_SEEDS, BAIDU_SUMMARY_KEYS, checkBaiduApplet, type BaiduAppletType } from '@toufang/media-baidu-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { refusalOf, textOf } from './values';

const K = BAIDU_SUMMARY_KEYS.applet;

export const BAIDU_APPLET: SandboxPropertyType = {
  limits: BAIDU_PROPERTY_LIMITS.applet,
  ids: { prefix: '7', digits: 9 }, // chosen
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: (values) => refusalOf(checkBaiduApplet(values)),
  summary(values) {
    const type = textOf(values, 'appletType') as BaiduAppletType | null;
    const path = textOf(values, 'path');
    return {
      [K.APPLET_TYPE]: type ? (BAIDU_APPLET_TYPE_WORDS[type] ?? type) : '—',
      [K.APP_KEY]: textOf(values, 'appKey') ?? '—',
      [K.PATH]: path || '首页',
    };
  },
  seed: BAIDU_PROPERTY_SEEDS.applet,
};
