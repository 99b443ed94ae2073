// 直达链接 (docs/design/properties.md §3.3, shape chosen): reviewed deep links with their web fallback.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['direct-link'];

const LINKS = [
  { name: '商品详情直达', scheme: 'meiyanshop://item/detail?id=', host: 'shop.meiyan-app.cn', path: 'item' },
  { name: '新人礼包直达', scheme: 'xingyun://gift/newbie?code=', host: 'm.xingyun-games.com', path: 'gift' },
  { name: '课程试听直达', scheme: 'jiayou://course/trial?cid=', host: 'www.jiayou-edu.com', path: 'course' },
  { name: '直播间直达', scheme: 'tiantian://live/room?rid=', host: 'h5.tiantian-drama.cn', path: 'live' },
] as const;

export const DIRECT_LINK: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '54', digits: 10 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('direct-link'),
  summary: (values) => ({ 平台: wordOf(LIMITS.PLATFORMS, values.platform), 直达链接: String(values.deep_link ?? ''), 备用链接: String(values.fallback_url ?? '') }),
  seed: {
    perAccount: 3,
    make: (random, _account, i) => {
      const target = LINKS[(i + Math.floor(random() * LINKS.length)) % LINKS.length];
      const id = 10_000 + Math.floor(random() * 90_000);
      const platform = i % 2 === 0 ? 'android' : 'ios';
      return {
        name: `${target.name}_${platform === 'ios' ? 'iOS' : '安卓'}`,
        values: { platform, deep_link: `${target.scheme}${id}`, fallback_url: `https://${target.host}/${target.path}/${id}` },
      };
    },
  },
};
