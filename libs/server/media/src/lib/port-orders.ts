// The port's order call of the e-commerce media (docs/design/tools.md §3, 退货日志): the orders of an account's
// delivering objects that were refunded or returned. Optional: only a media that sells through its ads
// (巨量千川, 磁力金牛 / 快手) has it; the desk answers the others 该媒体暂不支持.
/** 退款 (refunded before or without shipping back) or 退货 (goods sent back, then refunded). */
export type OrderState = 'refunded' | 'returned';

export interface ListOrdersQuery {
  advertiserId: string;
  /** China dates, inclusive (YYYY-MM-DD), of the refund or return; at most 31 days. */
  from: string;
  to: string;
  /** Only one state; absent: both. */
  state?: OrderState;
}

export interface MediaOrder {
  orderId: string;
  productId: string;
  productName: string;
  /** The delivering object whose ad the order came from. */
  planId: string;
  /** 元, two decimals. */
  amount: number;
  /** ISO times. */
  orderedAt: string;
  refundedAt: string;
  state: OrderState;
  /** The buyer's reason, in the media's words. */
  reason: string;
}

/** The most days one listOrders call covers. */
export const ORDER_QUERY_MAX_DAYS = 31;
