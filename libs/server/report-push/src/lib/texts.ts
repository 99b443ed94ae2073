// 定时报表推送's Chinese texts (docs/design/tools.md §4, §5.2, §10; the URL guard's own are NOTIFY_TEXTS of
// @toufang/server-notify, answered as they are).
import { CODES, Refusal } from '@toufang/server-http';

export const REPORT_PUSH_TEXTS = {
  RULE_NOT_FOUND: '推送规则不存在或无权查看',
  NAME_REQUIRED: '请输入规则名称',
  NAME_TOO_LONG: '规则名称不能超过50个字',
  SCOPE_EMPTY: '请选择推送范围',
  SCOPE_OUT: '推送范围中有无权查看的账户或项目',
  METRICS_EMPTY: '请至少选择一个指标',
  METRIC_UNKNOWN: (code: string) => `不支持的指标：${code}`,
  DIMENSIONS_EMPTY: '请至少选择一个维度',
  DIMENSION_UNKNOWN: (code: string) => `不支持的维度：${code}`,
  HOURS_EMPTY: '请选择推送时间',
  TIME_INVALID: '推送时间格式应为HH:mm',
  CHANNELS_EMPTY: '请至少添加一个推送渠道',
  WEBHOOK_REQUIRED: '请输入Webhook地址',
  RECIPIENTS_EMPTY: '请输入收件人邮箱',
  RECIPIENTS_TOO_MANY: (max: number) => `一封邮件最多${max}个收件人`,
  EMAIL_INVALID: (text: string) => `邮箱地址格式不正确：${text}`,
  CHANNEL_UNKNOWN: '推送渠道不存在',
  TEST_TOO_SOON: '测试发送过于频繁，请1分钟后再试',
  NO_RECEIVERS: '未配置本机接收端',
  RECEIVERS_UNREACHABLE: '本机接收端无法连接',
  AUDIT_SAVE: '保存推送规则',
  AUDIT_TOGGLE: (enabled: boolean) => (enabled ? '启用推送规则' : '停用推送规则'),
  AUDIT_REMOVE: '删除推送规则',
  // The message: title, lines and columns.
  TITLE: (name: string) => `【定时报表】${name}`,
  TEST_TITLE: (name: string) => `【测试】【定时报表】${name}`,
  AS_OF: (date: string, hour: string, compare: boolean) => (compare ? `统计时段：${date} 00:00–${hour}，对比昨日同时段` : `统计时段：${date} 00:00–${hour}`),
  TOTAL: '合计',
  ROWS_CUT: (shown: number, total: number) => `按今日消耗列出前${shown}行，共${total}行`,
  NO_FIGURES: '统计时段内没有数据',
  YESTERDAY: '昨日',
  CHANGE: '环比',
  SANDBOX: '（沙箱）',
  DIMENSION_LABELS: { media: '媒体', account: '账户', plan: '计划' } as Record<string, string>,
  JOB_TICK: '定时报表推送',
  JOB_SEND: '发送定时报表',
} as const;

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const badRequest = (message: string) => new Refusal(CODES.BAD_REQUEST, message);
export const tooMany = (message: string) => new Refusal(CODES.TOO_MANY, message);
