// The monitoring area's Chinese texts (监测工具, docs/design/tools.md §5.2, §10).
import { CODES, Refusal } from '@toufang/server-http';

export const MONITORING_TEXTS = {
  MONITOR_NOT_FOUND: '该账户没有监测设置',
  ACCOUNT_NOT_FOUND: '账户不存在或无权查看',
  ALREADY_MONITORED: '该账户已在监测中，请在列表中编辑',
  NEEDS_LINE: '启用监测时至少设置一项监测条件',
  CTR_RANGE: '点击率低于的值须小于点击率高于的值',
  RECIPIENT_UNKNOWN: (id: number) => `接收人（${id}）不是本公司的内部用户`,
  RECIPIENT_OUT_OF_SCOPE: (name: string) => `接收人「${name}」看不到该账户，不能接收它的告警`,
  EMAIL_INVALID: (text: string) => `邮箱地址格式不正确：${text}`,
  AUDIT_SAVE: '设置账户监测',
  AUDIT_REMOVE: '移除账户监测',
} as const;

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(409, message);
