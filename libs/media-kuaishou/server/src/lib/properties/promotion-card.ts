// 推广卡片 (docs/design/properties.md §3.3): reviewed cards with a short title, selling points and button,
// one image of the account's materials.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['promotion-card'];

const CARDS = [
  { title: '新人专享礼包', points: ['首单立减', '包邮到家', '七天退换'], button: '立即购买' },
  { title: '名师一对一', points: ['免费试听', '随时退款'], button: '立即预约' },
  { title: '开服送VIP', points: ['登录领礼包', '十连抽免费', '限时福利'], button: '立即下载' },
  { title: '会员日特惠', points: ['满减叠加', '积分翻倍'], button: '领取优惠' },
] as const;

export const PROMOTION_CARD: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '56', digits: 10 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('promotion-card'),
  summary: (values) => ({
    标题: String(values.title ?? ''),
    卖点: Array.isArray(values.selling_points) ? values.selling_points.join('、') : '',
    按钮文案: String(values.button_text ?? ''),
  }),
  seed: {
    perAccount: 3,
    make: (random, _account, i) => {
      const card = CARDS[(i + Math.floor(random() * CARDS.length)) % CARDS.length];
      // An image id shaped like the media's material ids (10 digits starting 8).
      const image = `8${String(Math.floor(random() * 1_000_000_000)).padStart(9, '0')}`;
      return { name: `${card.title}_卡片`, values: { title: card.title, selling_points: [...card.points], button_text: card.button, image_ids: [image] } };
    },
  },
};
