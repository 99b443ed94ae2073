// 哔哩哔哩's 激活链接 in the sandbox (docs/design/properties.md §3.6): an app's activation links for one platform,
// the click link holding the platform's device macro (Android __IMEI__ or __OAID__, iOS __IDFA__); not reviewed,
// copied to 20 accounts a call.
import { BILIBILI_ACTIVATE_LINK_SAMPLES, BILIBILI_LINK_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { linkRefusal } from './links';
import { among, key, text, wordOf } from './values';

const LIMITS = BILIBILI_PROPERTY_LIMITS['activate-link'];
const S = BILIBILI_SUMMARY['activate-link'];
type Platform = (typeof LIMITS.PLATFORMS)[number];

export const BILIBILI_ACTIVATE_LINK: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '6', digits: 9 },
  review: null,
  lifecycle: null,
  check(values, ctx) {
    if (!among(LIMITS.PLATFORMS, values.platform)) return refusal('property_invalid', { detail: T.BAD_PLATFORM(key(values, 'platform') ?? '') });
    const link = linkRefusal(values, 'click_url', ctx, true) ?? linkRefusal(values, 'show_url', ctx);
    if (link) return link;
    const platform = values.platform as Platform;
    const macros: readonly string[] = LIMITS.DEVICE_MACROS[platform];
    const click = text(values, 'click_url') ?? '';
    return macros.some((macro) => click.includes(macro)) ? null : refusal('property_macro', { detail: T.DEVICE_MACRO(T.PLATFORMS[platform], macros.join(' 或 ')) });
  },
  summary: (values) => ({ [S.PLATFORM]: wordOf(T.PLATFORMS, values.platform), [S.CLICK_URL]: text(values, 'click_url') ?? '' }),
  seed: { perAccount: BILIBILI_ACTIVATE_LINK_SAMPLES.length, make: (_random, _account, i) => BILIBILI_ACTIVATE_LINK_SAMPLES[i % BILIBILI_ACTIVATE_LINK_SAMPLES.length] },
};
