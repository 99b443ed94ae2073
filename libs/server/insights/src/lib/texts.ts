// The insights area's Chinese texts (退货日志 and 效果分析报告, docs/design/tools.md §5.2 and §10; the report body's
// own messages are EFFECT_REPORT_TEXTS of libs/domain, shared with the page).
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
  // 效果分析报告
  NAME_RULE_NOT_FOUND: '命名解析规则不存在或已停用',
  NAME_FIELD_NOT_FOUND: (field: string) => `命名解析规则中没有字段：${field}`,
  NAME_UNMATCHED: '（未匹配）',
  REPORT_NOT_FOUND: '报告不存在',
  REPORTS_FULL: (max: number) => `每人最多保存${max}个报告，请先删除不用的报告`,
  REPORT_SHEET: '效果分析报告',
  TOTAL_ROW: '合计',
  NO_PROJECT: '未分配项目',
  SANDBOX_MARK: '【沙箱】',
} as const;
