// The pure rules of the operation log: the filters as a query, and a changed value as a short line.
import { isMediaCode } from '@toufang/domain';
import type { OperationLogQuery } from '../../queries/operation-logs';

export type OperationLogFilters = {
  mediaCode?: unknown;
  accountId?: { value?: string } | null;
  operator?: { value?: string } | null;
  object?: { value?: string } | null;
  dates?: unknown;
};

const text = (input: { value?: string } | null | undefined) => input?.value?.trim() || undefined;

export function toLogQuery(filters: OperationLogFilters, page: { current: number; size: number }): OperationLogQuery {
  const dates = Array.isArray(filters.dates) && filters.dates.length === 2 ? (filters.dates as [string, string]) : null;
  const accountId = text(filters.accountId);
  const operator = text(filters.operator);
  const object = text(filters.object);
  return {
    ...(isMediaCode(filters.mediaCode) ? { mediaCode: filters.mediaCode } : {}),
    ...(accountId ? { accountId } : {}),
    ...(operator ? { operator } : {}),
    ...(object ? { object } : {}),
    ...(dates ? { from: dates[0], to: dates[1] } : {}),
    current: page.current,
    size: page.size,
  };
}

/** The fields a write changes, as the operation log names them; a field not listed shows its own name. */
export const CHANGED_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: '状态',
  balance: '余额',
  dailyBudget: '日预算',
  todayCost: '今日消耗',
  budget: '预算',
  bid: '出价',
  schedule: '投放时段',
  name: '名称',
  accountName: '账户名称',
  remark: '备注',
  product: '产品',
  groupId: '账户分组',
  projectId: '项目',
  operatorIds: '运营人员',
  balanceBelow: '余额低于',
  costAbove: '消耗高于',
  enabled: '启用',
};

/** Status words of accounts and objects as the desk shows them elsewhere. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  active: '正常',
  frozen: '冻结',
  pending: '审核中',
  enabled: '启用',
  paused: '暂停',
  deleted: '已删除',
};

function describeField(key: string, value: unknown): string {
  if (value === null) return /budget/i.test(key) ? '不限' : '-';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (key === 'status' && typeof value === 'string') return STATUS_WORDS[value] ?? value;
  if (Array.isArray(value)) return value.length === 0 ? '无' : value.join('、');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A before or after value as one readable line: 不限 for a null budget, 名称：值 pairs for an object. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(describeValue).join('、');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${CHANGED_FIELD_LABELS[key] ?? key}：${describeField(key, v)}`)
    .join('；');
}
