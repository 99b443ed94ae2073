// 高级创意库 (docs/design/properties.md §3.3; model/asset/adv_card.go): reviewed cards; the promotion style
// with both prices, the sale price not above the price.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, pick, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['advanced-creative-library'];

const CARDS = [
  { card_type: 100, title: '限时福利', sub_title: '新用户专享礼包' },
  { card_type: 101, title: '三重好礼', sub_title: '下单即送运费险' },
  { card_type: 102, title: '正品保障', sub_title: '七天无理由退换' },
  { card_type: 103, title: '爆款直降', sub_title: '今日下单立减' },
] as const;
const HOSTS = ['img.meiyan-app.cn', 'static.xingyun-games.com', 'cdn.jiayou-edu.com'] as const;

const yuan = (fen: unknown) => (typeof fen === 'number' ? `¥${(fen / 100).toFixed(2)}` : '');

export const ADVANCED_CREATIVE_LIBRARY: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '55', digits: 10 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('advanced-creative-library'),
  summary: (values) => ({
    卡片类型: wordOf(LIMITS.CARD_TYPES, values.card_type),
    标题: String(values.title ?? ''),
    ...(typeof values.sale_price === 'number' ? { 售卖价: yuan(values.sale_price) } : {}),
  }),
  seed: {
    perAccount: 4,
    make: (random, _account, i) => {
      const card = CARDS[i % CARDS.length];
      const image = `https://${pick(random, HOSTS)}/cards/${100_000 + Math.floor(random() * 900_000)}.jpg`;
      const price = (50 + Math.floor(random() * 450)) * 100;
      const sale = Math.round(price * (0.5 + random() * 0.4));
      return {
        name: `${card.title}_${wordOf(LIMITS.CARD_TYPES, card.card_type)}`.slice(0, LIMITS.NAME_MAX_LENGTH),
        values: { card_type: card.card_type, title: card.title, sub_title: card.sub_title, url: image, ...(card.card_type === LIMITS.PROMOTION_CARD_TYPE ? { price, sale_price: sale } : {}) },
      };
    },
  },
};
