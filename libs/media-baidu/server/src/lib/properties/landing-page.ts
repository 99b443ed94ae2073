// 落地页 in 百度营销's sandbox (docs/design/properties.md §3.4): 基木鱼 pages by their URL, reviewed 5–30 minutes
// after a create or edit, copied to at most 10 accounts a push; the browser's rule (checkBaiduLandingPage).
import { BAIDU_PAGE_TYPE_WORDS, BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_SEEDS, BAIDU_SUMMARY_KEYS, checkBaiduLandingPage, type BaiduPageType } from '@toufang/media-baidu-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { refusalOf, textOf } from './values';

const K = BAIDU_SUMMARY_KEYS['landing-page'];

export const BAIDU_LANDING_PAGE: SandboxPropertyType = {
  limits: BAIDU_PROPERTY_LIMITS['landing-page'],
  ids: { prefix: '2', digits: 10 }, // chosen
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: (values) => refusalOf(checkBaiduLandingPage(values)),
  summary(values) {
    const type = textOf(values, 'pageType') as BaiduPageType | null;
    const remark = textOf(values, 'remark');
    return {
      [K.PAGE_TYPE]: type ? (BAIDU_PAGE_TYPE_WORDS[type] ?? type) : '—',
      [K.ONLINE_URL]: textOf(values, 'onlineUrl') ?? '—',
      ...(remark ? { [K.REMARK]: remark } : {}),
    };
  },
  seed: BAIDU_PROPERTY_SEEDS['landing-page'],
};
