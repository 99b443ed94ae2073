// 转化跟踪 in 百度营销's sandbox (docs/design/properties.md §3.4; OcpcTransFeed's fields): no review (a conversion
// is live once made), the same rule as the browser on its access and links (checkBaiduConversion), never pushed.
import {
  BAIDU_PROPERTY_LIMITS,
  BAIDU_PROPERTY_SEEDS,
  BAIDU_SUMMARY_KEYS,
  BAIDU_TRANS_FROM_WORDS,
  BAIDU_TRANS_TYPE_WORDS,
  checkBaiduConversion,
  type BaiduTransFrom,
  type BaiduTransType,
} from '@toufang/media-baidu-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { listOf, numberOf, refusalOf, textOf } from './values';

const K = BAIDU_SUMMARY_KEYS['conversion-config'];

export const BAIDU_CONVERSION_CONFIG: SandboxPropertyType = {
  limits: BAIDU_PROPERTY_LIMITS['conversion-config'],
  ids: { prefix: '4', digits: 8 }, // chosen (appTransId)
  review: null,
  lifecycle: null,
  check: (values) => refusalOf(checkBaiduConversion(values)),
  summary(values) {
    const from = numberOf(values, 'transFrom') as BaiduTransFrom | null;
    const types = listOf<BaiduTransType>(values, 'transTypes').map((t) => BAIDU_TRANS_TYPE_WORDS[t] ?? String(t));
    const monitor = textOf(values, 'monitorUrl');
    const lp = textOf(values, 'lpUrl');
    return {
      [K.TRANS_FROM]: from === null ? '—' : (BAIDU_TRANS_FROM_WORDS[from] ?? String(from)),
      [K.TRANS_TYPES]: types.join('、') || '—',
      ...(monitor ? { [K.MONITOR_URL]: monitor } : {}),
      ...(lp ? { [K.LP_URL]: lp } : {}),
    };
  },
  seed: BAIDU_PROPERTY_SEEDS['conversion-config'],
};
