// The diagnosis area's Chinese texts (广告诊断, docs/design/tools.md §7, §10).
import { CODES, Refusal } from '@toufang/server-http';

export const DIAGNOSIS_SERVER_TEXTS = {
  ACCOUNT_NOT_FOUND: '账户不存在或无权查看',
  OBJECT_NOT_FOUND: '对象不存在或已删除',
  LEVEL_UNKNOWN: '该媒体没有这个层级',
  LEVEL_ACCOUNT: '请选择账户下的层级（如计划、广告）',
  MEDIA_UNSUPPORTED: '该媒体暂不支持诊断接口，仅显示系统检查',
  AUTH_INACTIVE: '账户授权已失效，无法获取媒体诊断',
  FINDING_GONE: '该诊断项已不存在或没有可一键执行的优化，请重新诊断',
} as const;

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(409, message);
