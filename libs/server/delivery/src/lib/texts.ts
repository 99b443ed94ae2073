// The delivery API's Chinese answers and envelope codes (the contract's code table: 1201).
import { DELIVERY } from '@toufang/domain';

export const DELIVERY_CODES = {
  /** An edit that cannot be undone (not finished, past its window, already undone). */
  UNDO_REFUSED: 1201,
} as const;

const minutes = (ms: number) => Math.round(ms / 60_000);
/** A window in the words of a refusal: whole hours as hours (a rule's 24 hours), else minutes. */
const windowWords = (ms: number) => (ms >= 3_600_000 && ms % 3_600_000 === 0 ? `${ms / 3_600_000}小时` : `${minutes(ms)}分钟`);

export const DELIVERY_TEXTS = {
  METRICS_UNAVAILABLE: '指标数据暂不可用，请稍后重试',
  NO_SUCH_LEVEL: '该媒体没有此层级',
  UNKNOWN_METRIC: (key: string) => `未知指标：${key}`,
  UNKNOWN_SORT: (key: string) => `未知排序字段：${key}`,
  UNKNOWN_COLUMN: (key: string) => `未知列：${key}`,
  BAD_DATE: '日期格式不正确，应为YYYY-MM-DD',
  RANGE_REVERSED: '结束日期不能早于开始日期',
  RANGE_TOO_LONG: `日期范围不能超过${DELIVERY.MAX_RANGE_DAYS}天`,
  RANGE_TOO_OLD: `只能查询最近${DELIVERY.METRICS_DAYS}天的数据`,
  RANGE_IN_FUTURE: '结束日期不能晚于今天',
  HOURLY_TOO_OLD: `按小时的趋势只支持最近${DELIVERY.HOURLY_DAYS}天`,
  RULE_INCOMPLETE: (label: string) => `指标条件不完整：${label}`,
  RULE_REVERSED: (label: string) => `指标条件的起始值不能大于结束值：${label}`,
  SEARCH_EMPTY: '搜索内容不能为空',
  ACCOUNT_NOT_FOUND: '账户不存在或无权访问',
  PARENT_NOT_FOUND: '上级对象不存在或无权访问',
  OBJECTS_NOT_FOUND: '部分对象不存在或无权访问',
  TREND_ROWS_NOT_FOUND: '所选对象不存在或不在当前筛选结果中',
  EDIT_NOT_FOUND: '操作记录不存在',
  NAME_RULE_NOT_FOUND: '命名规则不存在或未启用',
  NAME_UNMATCHED: '（未匹配）',
  NAME_FIELD_NOT_FOUND: (field: string) => `命名规则中没有字段「${field}」`,
  EXPORT_NOT_FOUND: '导出记录不存在',
  DOWNLOAD_INVALID: '下载链接已失效，请重新下载',
  EXPORT_EXPIRED: '导出文件已过期，请重新导出',
  EXPORT_NOT_VISIBLE: '文件中有你已无权查看的账户，不能下载',
  EXPORT_FAILED: '导出失败，请重新导出',
  DUPLICATE_ITEMS: '同一对象不能在一次修改中出现两次',
  FIELD_NOT_ON_LEVEL: (label: string, field: string) => `${label}不能修改${field}`,
  BAD_STATUS: '状态只能是启用（enabled）或暂停（paused）',
  BAD_BID: '出价须为大于0的数字',
  BAD_BUDGET: '预算须为非负数字，或为空表示不限',
  BAD_NAME: '名称须为文字',
  OBJECT_DELETED: (label: string, name: string) => `${label}“${name}”已在媒体删除，请刷新后再试`,
  AUTH_INACTIVE: '账户授权已失效，请重新授权该账户',
  EDIT_REFUSED: (first: string, count: number) =>
    count > 1 ? `${first}（共${count}个对象不符合媒体规则，本次修改未执行）` : `${first}（本次修改未执行）`,
  UNDO_NOT_DONE: '操作尚未完成，暂不能撤销',
  UNDO_EXPIRED: `已超过${windowWords(DELIVERY.UNDO_WINDOW_MS)}，无法撤销`,
  /** Past the window its caller gave (a rule's action: 24 hours, docs/decisions.md D4). */
  UNDO_EXPIRED_AFTER: (windowMs: number) => `已超过${windowWords(windowMs)}，无法撤销`,
  /** The desk's copy no longer holds the value the edit set (design tools.md §10: undo after the value changed). */
  UNDO_CHANGED: '对象已被修改，无法撤销',
  UNDO_NO_ITEMS: '请选择要撤销的对象',
  UNDO_ITEM_TWICE: (name: string) => `“${name}”的修改已撤销`,
  UNDO_ITEM_NOT_APPLIED: (name: string) => `“${name}”没有修改成功，无需撤销`,
  UNDO_TWICE: '该操作已撤销',
  UNDO_OF_UNDO: '撤销操作不能再撤销',
  UNDO_NOTHING: '该操作没有成功修改的对象',
  REFRESH_TOO_SOON: (seconds: number) => `刚刚刷新过，请${seconds}秒后再试`,
  REFRESH_NO_AUTH: '授权失效，请重新授权该账户',
  TOTAL_ROW: '合计',
  EDIT_FAILED: (reason: string) => `修改未完成：${reason}`,
} as const;

/** Words of the edited fields (titles of messages and the operation log). */
export const EDIT_FIELD_WORDS = { status: '状态', bid: '出价', budget: '预算', name: '名称' } as const;
