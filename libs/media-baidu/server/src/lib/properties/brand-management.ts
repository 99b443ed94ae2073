// 品牌管理 in 百度营销's sandbox (docs/design/properties.md §3.4): brand names of at most 12 characters with a logo,
// reviewed 5–30 minutes after a create or edit, copied to at most 10 accounts a push (checkBaiduBrand).
import { BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_SEEDS, BAIDU_SUMMARY_KEYS, checkBaiduBrand } from '@toufang/media-baidu-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { refusalOf, textOf } from './values';

const K = BAIDU_SUMMARY_KEYS['brand-management'];

export const BAIDU_BRAND_MANAGEMENT: SandboxPropertyType = {
  limits: BAIDU_PROPERTY_LIMITS['brand-management'],
  ids: { prefix: '5', digits: 8 }, // chosen
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: (values) => refusalOf(checkBaiduBrand(values)),
  summary: (values) => ({ [K.LOGO]: textOf(values, 'userPortrait') ?? '—' }),
  seed: BAIDU_PROPERTY_SEEDS['brand-management'],
};
