// The Chinese texts of live control's domain (issue 24 "Alerts"; docs/design/live-home.md §2 live-alerts.ts and
// live-late.ts, §4.3 "Late data", §4.4 the alert's message): the alert rule's field messages, the alert's title and
// figures, the freshness badge. One place, so the editor, the server's save and job, the screen and the tests read the
// same words. Messages the design words are kept as it words them.
import { formatYuan } from '../money-format';
import { LIVE_ALERT_LIMITS as L } from './live-limits';

export const LIVE_ALERT_KIND_LABELS = {
  viewers: '在线人数下降',
  gmv_rate: '每分钟成交金额下降',
  roi: '支付ROI过低',
} as const;

export const LIVE_TEXTS = {
  // The alert rule's save check (design §2 live-alerts.ts).
  NAME_REQUIRED: '请填写预警名称',
  NAME_TOO_LONG: `预警名称最多${L.NAME_MAX}个字`,
  CONDITIONS_REQUIRED: '请至少设置一个预警条件（在线人数、每分钟成交金额或支付ROI）',
  VIEWERS_DROP_INVALID: `在线人数下降比例须为${L.DROP_PCT_MIN}-${L.DROP_PCT_MAX}的整数（%）`,
  GMV_RATE_DROP_INVALID: `每分钟成交金额下降比例须为${L.DROP_PCT_MIN}-${L.DROP_PCT_MAX}的整数（%）`,
  WINDOW_INVALID: `对比时长须为${L.WINDOW_MIN}-${L.WINDOW_MAX}分钟的整数`,
  ROI_INVALID: `支付ROI预警线须为${L.ROI_MIN}-${L.ROI_MAX}的数，最多2位小数`,
  MIN_COST_INVALID: `起算消耗须为0-${L.MIN_COST_MAX_YUAN}元，最多2位小数`,
  COOLDOWN_INVALID: `冷却时间须为${L.COOLDOWN_MIN}-${L.COOLDOWN_MAX}分钟的整数`,
  SCOPE_KIND_INVALID: '请选择按千川账户或按抖音号设置预警范围',
  ACCOUNTS_REQUIRED: '请选择千川账户',
  AWEMES_REQUIRED: '请选择抖音号',
  SCOPE_TOO_MANY: `预警范围最多${L.SCOPE_MAX}个`,

  // The alert's message (design §4.4: 直播预警：{抖音号} 在线人数下降35%, the figures behind it).
  ALERT_TITLE_DROP: (awemeName: string, kind: 'viewers' | 'gmv_rate', pct: number) => `直播预警：${awemeName} ${LIVE_ALERT_KIND_LABELS[kind]}${pct}%`,
  ALERT_TITLE_ROI: (awemeName: string, roi: number, line: number) => `直播预警：${awemeName} 支付ROI ${roi.toFixed(2)} 低于 ${line}`,
  ALERT_FIGURES_VIEWERS: (window: number, before: number, after: number) =>
    `近${window}分钟平均在线人数${Math.round(after)}，此前${window}分钟${Math.round(before)}`,
  ALERT_FIGURES_GMV_RATE: (window: number, beforeYuan: number, afterYuan: number) =>
    `近${window}分钟每分钟成交金额${formatYuan(afterYuan)}元，此前${window}分钟${formatYuan(beforeYuan)}元`,
  ALERT_FIGURES_ROI: (costYuan: number, adGmvYuan: number) => `本场消耗${formatYuan(costYuan)}元，广告成交金额${formatYuan(adGmvYuan)}元`,

  // The screen's freshness badge (design §4.3 "Late data").
  FRESH_LIVE: '实时',
  FRESH_LATE: (seconds: number) => `数据延迟 ${seconds} 秒`,
  FRESH_STALE: '数据已超过2分钟未更新',
  FRESH_OFFLINE: '连接中断',
} as const;
