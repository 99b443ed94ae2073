// The pure rules of 任务中心: the filters as a query, China times, and the words of a job's result.
import { formatChinaTime, JOB_STATES, JOB_TYPES, type JobKind, type JobPersonState } from '@toufang/domain';
import type { Job, JobQueryBody } from '@toufang/api';

export type TaskCenterFilters = {
  type?: unknown;
  state?: unknown;
  dates?: unknown;
};

export const TASK_CENTER_TEXTS = {
  TITLE: '任务中心',
  LIST: '任务列表',
  TYPE: '类型',
  TARGET: '对象',
  STARTED_BY: '发起人',
  STATE: '状态',
  PROGRESS: '进度',
  STARTED_AT: '开始时间',
  FINISHED_AT: '结束时间',
  RESULT: '结果',
  ACTIONS: '操作',
  STARTED_ON: '发起时间',
  CANCEL: '取消',
  RETRY: '重试失败部分',
  DOWNLOAD: '下载',
  OBJECTS: '查看对象',
  EMPTY: '暂无任务',
  LOAD_FAILED: '任务列表加载失败',
  RETRY_LOAD: '重试',
  CANCEL_TITLE: '取消任务',
  CANCEL_QUESTION: (title: string) => `确定取消「${title}」吗？排队中的任务立即取消，进行中的任务在当前步骤完成后停止。`,
  RETRY_TITLE: '重试失败部分',
  RETRY_QUESTION: (title: string, failed: number) =>
    failed > 0 ? `确定重新执行「${title}」中失败的${failed}项吗？将作为新任务执行。` : `确定重新执行「${title}」吗？将作为新任务执行。`,
  CANCELLED: '已提交取消',
  RETRIED: '已创建重试任务',
  KEPT: (days: number, until: string) => `文件保留${days}天，至${until}`,
  EXPIRED: (days: number) => `文件已过期（保留${days}天）`,
  OBJECTS_TITLE: '修改的对象',
  OBJECT_NAME: '名称',
  OBJECT_ID: 'ID',
  OBJECT_RESULT: '结果',
  OBJECT_OK: '成功',
  OBJECT_PENDING: '未执行',
  DOWNLOAD_GONE: '文件暂不可下载',
  NONE: '-',
  CLOSE: '关闭',
} as const;

export function toJobQuery(filters: TaskCenterFilters, page: { current: number; size: number }): JobQueryBody {
  const dates = Array.isArray(filters.dates) && filters.dates.length === 2 ? (filters.dates as [string, string]) : null;
  const type = (JOB_TYPES as readonly unknown[]).includes(filters.type) ? (filters.type as JobKind) : undefined;
  const state = (JOB_STATES as readonly unknown[]).includes(filters.state) ? (filters.state as JobPersonState) : undefined;
  return {
    ...(type ? { type } : {}),
    ...(state ? { state } : {}),
    ...(dates ? { from: dates[0], to: dates[1] } : {}),
    current: page.current,
    size: page.size,
  };
}

/** An instant as China time (UTC+8 all year), YYYY-MM-DD HH:mm:ss; '-' for none. */
export function chinaTime(iso: string | null | undefined): string {
  if (!iso) return TASK_CENTER_TEXTS.NONE;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return TASK_CENTER_TEXTS.NONE;
  return formatChinaTime(ms);
}

/** The result's words: the summary, an export's kept days or 已过期, and a failed job's reason. */
export function resultLines(job: Job): string[] {
  const lines: string[] = [];
  if (job.result.summary) lines.push(job.result.summary);
  if (job.keptDays !== null && job.state === 'succeeded' && job.keptUntil) lines.push(TASK_CENTER_TEXTS.KEPT(job.keptDays, chinaTime(job.keptUntil).slice(0, 16)));
  if (job.keptDays !== null && job.state === 'expired') lines.push(TASK_CENTER_TEXTS.EXPIRED(job.keptDays));
  if (job.reason) lines.push(job.reason);
  return lines;
}
