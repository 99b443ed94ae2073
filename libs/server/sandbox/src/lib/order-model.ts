// The sandbox's order model (docs/design/tools.md §3, 退货日志): the orders of a delivering object are the hourly
// model's pays, one order each; a share of them (6–12 % per account, decided by a hash of each order id) is
// refunded or returned 1–7 days later with a buyer's reason. Nothing is stored: the same object, hour and clock
// answer the same orders, so a re-sync replaces rather than adds.
import { DAY_MS, HOUR_MS } from '@toufang/server-media';
import type { OrderState } from '@toufang/server-media';
import type { IdShape, SandboxOrders } from './config';
import { unitHash, type HourFigures } from './model';

/** The model's figures (invented for the sandbox; none is a media's published number). */
export const ORDER_MODEL = {
  /** Share of an account's orders refunded or returned: 6 % … 12 %, from a hash of the account. */
  refundShare: { min: 0.06, span: 0.06 },
  /** Days from the order to the refund or return: 1 … 7. */
  delayDays: { min: 1, span: 6 },
  /** Of those, the share sent back (退货) rather than refunded without goods (退款). */
  returnedShare: 0.45,
  /** Products an account sells: 3 … 6 of its media's catalogue. */
  productsPerAccount: { min: 3, span: 4 },
} as const;

/** Reasons a buyer gives for a refund without sending goods back (仅退款). */
export const REFUND_REASONS = [
  '拍错/多拍/不想要了',
  '未按约定时间发货',
  '协商一致退款',
  '地址信息填写错误',
  '商品降价，申请退差价',
  '商家缺货',
] as const;

/** Reasons a buyer gives for sending goods back (退货退款). */
export const RETURN_REASONS = [
  '七天无理由退货',
  '尺码/规格不合适',
  '商品与描述不符',
  '质量问题',
  '收到商品破损',
  '少件/漏发',
  '效果不好/不喜欢',
] as const;

export type { SandboxOrders };

export interface SandboxProduct {
  id: string;
  name: string;
}

/** A digit string of the shape's length from two hashes (orders and products are not numbered in sequence). */
export function hashedId(shape: IdShape, ...parts: (string | number)[]): string {
  const k = shape.digits - shape.prefix.length;
  const high = Math.floor(unitHash('id-high', ...parts) * 1e9);
  const low = Math.floor(unitHash('id-low', ...parts) * 1e9);
  const digits = `${String(high).padStart(9, '0')}${String(low).padStart(9, '0')}`;
  return shape.prefix + digits.padStart(k, '0').slice(-k);
}

/** The products an account sells, the same on every call. */
export function accountProducts(orders: SandboxOrders, advertiserId: string): SandboxProduct[] {
  const count = ORDER_MODEL.productsPerAccount.min + Math.floor(unitHash('products', advertiserId) * ORDER_MODEL.productsPerAccount.span);
  const first = Math.floor(unitHash('catalogue', advertiserId) * orders.catalogue.length);
  return Array.from({ length: Math.min(count, orders.catalogue.length) }, (_, i) => {
    const name = orders.catalogue[(first + i * 3) % orders.catalogue.length];
    return { id: hashedId(orders.productIds, 'product', advertiserId, name), name };
  });
}

/**
 * The product a delivering object sells: one of its account's, by its id (the sandbox's objects name no product
 * among their attributes, so every listing and every sync answer the same one).
 */
export function productOf(object: { readonly id: string }, products: readonly SandboxProduct[]): SandboxProduct {
  return products[Math.floor(unitHash('product-of', object.id) * products.length)];
}

/** The share of an account's orders that come back, 6–12 %. */
export function refundShareOf(advertiserId: string): number {
  return ORDER_MODEL.refundShare.min + ORDER_MODEL.refundShare.span * unitHash('refund-share', advertiserId);
}

export interface SandboxOrder {
  orderId: string;
  productId: string;
  productName: string;
  planId: string;
  amountFen: number;
  /** Epoch ms. */
  orderedAt: number;
  refundedAt: number;
  state: OrderState;
  reason: string;
}

export interface OrderSource {
  advertiserId: string;
  planId: string;
  product: SandboxProduct;
  /** The account's refund share (refundShareOf). */
  share: number;
}

/**
 * Every order of one delivering hour (its `pays`), each with its fate: `refunded` null when it stays paid.
 * Each order's value is the hour's 成交金额 spread evenly, so the orders of an hour sum to its payAmount.
 */
export function hourOrders(
  orders: SandboxOrders,
  source: OrderSource,
  f: HourFigures,
  now: number,
): { order: Omit<SandboxOrder, 'refundedAt' | 'state' | 'reason'>; refund: { at: number; state: OrderState; reason: string } | null }[] {
  const out: ReturnType<typeof hourOrders> = [];
  if (f.pays <= 0) return out;
  const start = f.hour * HOUR_MS;
  const within = Math.max(1, Math.min(HOUR_MS, now - start));
  for (let k = 0; k < f.pays; k++) {
    const orderId = hashedId(orders.orderIds, 'order', source.planId, f.hour, k);
    const amountFen = Math.floor(f.payAmountFen / f.pays) + (k < f.payAmountFen % f.pays ? 1 : 0);
    const orderedAt = start + Math.floor(unitHash('ordered', orderId) * within);
    const order = { orderId, productId: source.product.id, productName: source.product.name, planId: source.planId, amountFen, orderedAt };
    if (unitHash('refund', orderId) >= source.share) {
      out.push({ order, refund: null });
      continue;
    }
    const delay = (ORDER_MODEL.delayDays.min + ORDER_MODEL.delayDays.span * unitHash('delay', orderId)) * DAY_MS;
    const state: OrderState = unitHash('state', orderId) < ORDER_MODEL.returnedShare ? 'returned' : 'refunded';
    const reasons = state === 'returned' ? RETURN_REASONS : REFUND_REASONS;
    const reason = reasons[Math.floor(unitHash('reason', orderId) * reasons.length)];
    out.push({ order, refund: { at: orderedAt + Math.floor(delay), state, reason } });
  }
  return out;
}

/** The orders of some hours refunded or returned in [from, to) (epoch ms), no later than now, oldest refund first. */
export function refundedOrders(
  orders: SandboxOrders,
  source: OrderSource,
  hours: readonly HourFigures[],
  window: { from: number; to: number; now: number; state?: OrderState },
): SandboxOrder[] {
  const out: SandboxOrder[] = [];
  const end = Math.min(window.to, window.now + 1);
  for (const f of hours) {
    for (const { order, refund } of hourOrders(orders, source, f, window.now)) {
      if (!refund || refund.at < window.from || refund.at >= end) continue;
      if (window.state && refund.state !== window.state) continue;
      out.push({ ...order, refundedAt: refund.at, state: refund.state, reason: refund.reason });
    }
  }
  return out.sort((a, b) => a.refundedAt - b.refundedAt || a.orderId.localeCompare(b.orderId));
}
