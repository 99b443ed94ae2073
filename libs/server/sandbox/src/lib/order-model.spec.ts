import { DAY_MS, HOUR_MS } from '@toufang/server-media';
import { describe, expect, it } from 'vitest';
import { type HourFigures } from './model';
import { accountProducts, hourOrders, ORDER_MODEL, productOf, refundedOrders, refundShareOf, REFUND_REASONS, RETURN_REASONS, type SandboxOrders } from './order-model';

const ORDERS: SandboxOrders = {
  orderIds: { prefix: '69', digits: 19 },
  productIds: { prefix: '35', digits: 19 },
  catalogue: ['国货精华水', '氨基酸洗面奶', '防晒霜SPF50', '纯棉短袖T恤', '每日坚果（30袋）', '低脂鸡胸肉', '云南高山红茶'],
};
const hour = (n: number, pays: number, payAmountFen: number): HourFigures => ({
  hour: n,
  costFen: 0,
  cost: 0,
  payAmountFen,
  payAmount: payAmountFen / 100,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  activations: 0,
  registrations: 0,
  pays,
});
const START = Math.floor(Date.parse('2026-10-01T00:00:00Z') / HOUR_MS);
/** 30 days of 12 pays an hour at 120 元 each. */
const HOURS = Array.from({ length: 30 * 24 }, (_, h) => hour(START + h, 12, 12 * 12_000));
const NOW = (START + 40 * 24) * HOUR_MS;

describe('the sandbox order model', () => {
  it('gives an account a few products of its catalogue, the same every time, and each plan one of them', () => {
    const products = accountProducts(ORDERS, '1700000000000001');
    expect(products.length).toBeGreaterThanOrEqual(ORDER_MODEL.productsPerAccount.min);
    expect(products.length).toBeLessThanOrEqual(ORDERS.catalogue.length);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) expect(p.id).toMatch(/^35\d{17}$/);
    expect(accountProducts(ORDERS, '1700000000000001')).toEqual(products);
    expect(products).toContainEqual(productOf({ id: '1712345678901234' }, products));
  });

  it('refunds or returns 6–12 % of the orders 1–7 days later, with a reason of its state, deterministically', () => {
    for (const advertiserId of ['1700000000000001', '1700000000000002', '1700000000000003']) {
      const share = refundShareOf(advertiserId);
      expect(share).toBeGreaterThanOrEqual(0.06);
      expect(share).toBeLessThan(0.12);
      const source = { advertiserId, planId: `17${advertiserId.slice(2)}`, product: accountProducts(ORDERS, advertiserId)[0], share };
      const all = HOURS.flatMap((f) => hourOrders(ORDERS, source, f, NOW));
      expect(all).toHaveLength(30 * 24 * 12);
      expect(new Set(all.map((o) => o.order.orderId)).size).toBe(all.length);
      const back = all.filter((o) => o.refund !== null);
      // 8,640 orders: the share drawn per order stays within a point of the account's.
      expect(Math.abs(back.length / all.length - share)).toBeLessThan(0.01);
      for (const { order, refund } of back) {
        if (!refund) continue;
        expect(refund.at - order.orderedAt).toBeGreaterThanOrEqual(DAY_MS);
        expect(refund.at - order.orderedAt).toBeLessThanOrEqual(7 * DAY_MS);
        expect((refund.state === 'returned' ? RETURN_REASONS : REFUND_REASONS) as readonly string[]).toContain(refund.reason);
      }
      expect(new Set(back.map((o) => o.refund?.state))).toEqual(new Set(['refunded', 'returned']));
      expect(HOURS.flatMap((f) => hourOrders(ORDERS, source, f, NOW))).toEqual(all);
    }
  });

  it('spreads an hour\'s 成交金额 over its orders, to the 分', () => {
    const source = { advertiserId: '1', planId: '2', product: { id: '3', name: '茶' }, share: 0.1 };
    const orders = hourOrders(ORDERS, source, hour(START, 3, 10_001), NOW);
    expect(orders.map((o) => o.order.amountFen)).toEqual([3334, 3334, 3333]);
    expect(hourOrders(ORDERS, source, hour(START, 0, 0), NOW)).toEqual([]);
  });

  it('answers the refunds of a window, none in the future, filtered by state, oldest first', () => {
    const source = { advertiserId: '1700000000000001', planId: '1712345678901234', product: { id: '3', name: '茶' }, share: 0.1 };
    const from = (START + 10 * 24) * HOUR_MS;
    const to = from + 5 * DAY_MS;
    const now = from + 2 * DAY_MS;
    const orders = refundedOrders(ORDERS, source, HOURS, { from, to, now });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.refundedAt >= from && o.refundedAt <= now)).toBe(true);
    expect(orders.map((o) => o.refundedAt)).toEqual([...orders.map((o) => o.refundedAt)].sort((a, b) => a - b));
    expect(refundedOrders(ORDERS, source, HOURS, { from, to, now, state: 'returned' })).toEqual(orders.filter((o) => o.state === 'returned'));
  });
});
