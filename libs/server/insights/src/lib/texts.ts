// The insights area's Chinese texts (退货日志, docs/design/tools.md §5.2 and §10).
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { ORDER_QUERY_MAX_DAYS } from '@toufang/server-media';

export const INSIGHTS_TEXTS = {
  /** A media whose port has no listOrders (design §3: 该媒体暂不支持). */
  ORDERS_UNSUPPORTED: (media: string) =>
    `${MEDIA_DISPLAY_NAMES[media as keyof typeof MEDIA_DISPLAY_NAMES] ?? media}：该媒体暂不支持退货日志（仅巨量千川、快手有订单）`,
  RANGE_REVERSED: '结束日期不能早于开始日期',
  RANGE_TOO_LONG: `一次最多同步${ORDER_QUERY_MAX_DAYS}天的订单`,
  LIST_RANGE_TOO_LONG: '查询的日期范围须在366天以内',
  NO_AUTHORIZATION: '账户未授权或授权已失效，请重新授权后再同步',
  ACCOUNT_NOT_FOUND: '账户不存在或无权查看',
} as const;
