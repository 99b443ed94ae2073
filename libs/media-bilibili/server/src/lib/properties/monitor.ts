// 哔哩哔哩's 监测链接 in the sandbox (docs/design/properties.md §3.6): groups of monitoring links (点击 required,
// 展示, 播放), every macro one of BILIBILI_TRACK_MACROS; not reviewed, copied to 20 accounts a call.
import { BILIBILI_LINK_TEXTS as T, BILIBILI_MONITOR_SAMPLES, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import type { PropertyValues } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { linkRefusal } from './links';
import { text } from './values';

const S = BILIBILI_SUMMARY.monitor;
const KINDS = Object.entries(T.KINDS);
const kindsOf = (values: PropertyValues) => KINDS.filter(([key]) => (text(values, key) ?? '') !== '').map(([, word]) => word).join('、');

export const BILIBILI_MONITOR: SandboxPropertyType = {
  limits: BILIBILI_PROPERTY_LIMITS.monitor,
  ids: { prefix: '5', digits: 9 },
  review: null,
  lifecycle: null,
  check: (values, ctx) => linkRefusal(values, 'click_url', ctx, true) ?? linkRefusal(values, 'show_url', ctx) ?? linkRefusal(values, 'play_url', ctx),
  summary: (values) => ({ [S.CLICK_URL]: text(values, 'click_url') ?? '', [S.KINDS]: kindsOf(values) }),
  seed: { perAccount: BILIBILI_MONITOR_SAMPLES.length, make: (_random, _account, i) => BILIBILI_MONITOR_SAMPLES[i % BILIBILI_MONITOR_SAMPLES.length] },
};
