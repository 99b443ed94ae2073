// The pure rules of the creation tasks pages: the filters as a query, when to ask again, which actions a task
// offers, and the words and colours of its states.
import { formatChinaTime, type MediaCode } from '@toufang/domain';
import { TASK_STATE_LABELS, TASK_TEXTS } from './texts';
import type { CreationReportQuery, CreationTask, CreationTaskQuery, CreationTaskState } from './task-queries';

export type TaskListFilters = { state?: unknown; keyword?: unknown };

/** Asked again every 3 s while a shown task is waiting or running (its waves move on their own). */
export const TASK_POLL_MS = 3000;
/** The list's own default size: 20 rows (a task row is tall, with its counts). */
export const TASK_LIST_SIZE = 20;
/** Rows of a task per page in its drawer. */
export const TASK_ROWS_SIZE = 50;

export const TASK_STATES = Object.keys(TASK_STATE_LABELS) as CreationTaskState[];

export function isLive(state: CreationTaskState): boolean {
  return state === 'waiting' || state === 'running';
}

/** refetchInterval of a query answering tasks: 3 s while any is live, else none. */
export function taskPollInterval(tasks: readonly Pick<CreationTask, 'state'>[] | undefined): number | false {
  return tasks?.some((task) => isLive(task.state)) ? TASK_POLL_MS : false;
}

/** A filter input's text: the filter area's dropdown input answers {method, value}; a link may carry a string. */
export function filterText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'value' in value) return filterText((value as { value: unknown }).value);
  return '';
}

export function toTaskQuery(media: MediaCode, filters: TaskListFilters, page: { current: number; size: number }): CreationTaskQuery {
  const state = (TASK_STATES as readonly unknown[]).includes(filters.state) ? (filters.state as CreationTaskState) : undefined;
  const keyword = filterText(filters.keyword);
  return { media, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}), current: page.current, size: page.size };
}

export type TaskActionKind = 'retry' | 'cancel' | 'delete';

/**
 * The actions a task offers: 重试失败的行 when rows failed and no wave is being created (later waves may still
 * wait their time: a refusal of the first wave is retried without waiting hours for the last), 取消等待中的批次
 * while a wave has not started, 删除本任务创建的对象 when it created something and nothing is still being
 * created (the server decides again).
 */
export function taskActions(task: Pick<CreationTask, 'state' | 'counts' | 'waves'>): TaskActionKind[] {
  const actions: TaskActionKind[] = [];
  if (task.counts.failed > 0 && !task.waves.some((wave) => wave.state === 'running')) actions.push('retry');
  if (task.counts.waiting > 0 && task.waves.some((wave) => wave.state === 'waiting')) actions.push('cancel');
  if (task.counts.created > 0 && task.state !== 'running') actions.push('delete');
  return actions;
}

/** The count an action's question names: failed rows, waiting rows, created objects. */
export function actionCount(kind: TaskActionKind, task: Pick<CreationTask, 'counts'>): number {
  return kind === 'retry' ? task.counts.failed : kind === 'cancel' ? task.counts.waiting : task.counts.created;
}

export function taskName(task: Pick<CreationTask, 'templateName' | 'id'>): string {
  return TASK_TEXTS.taskName(task.templateName, task.id);
}

const STATE_COLORS: Record<CreationTaskState, 'blue' | 'light-blue' | 'green' | 'orange' | 'red' | 'grey'> = {
  waiting: 'light-blue',
  running: 'blue',
  succeeded: 'green',
  partial: 'orange',
  failed: 'red',
  cancelled: 'grey',
};

export function taskStateColor(state: CreationTaskState) {
  return STATE_COLORS[state];
}

/** An instant as China time (YYYY-MM-DD HH:mm:ss); '-' for none. */
export function chinaTime(iso: string | null | undefined): string {
  if (!iso) return TASK_TEXTS.NONE;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? TASK_TEXTS.NONE : formatChinaTime(ms);
}

/** The param that opens a task's detail on the tasks page. */
export const TASK_PARAM = 'task';

/** A task id from the address, or null. */
export function taskParam(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** The address of a media's 创建报告 (its add-report route), for one task when given. */
export function reportPath(media: MediaCode, taskId?: number): string {
  return `/${media}-app/ad/add-report${taskId ? `?taskId=${taskId}` : ''}`;
}

export type ReportFilters = { taskId?: unknown; dates?: unknown };

/** The report's query: one task (from the address or the filter) or a period, of this media. */
export function toReportQuery(media: MediaCode, filters: ReportFilters): CreationReportQuery {
  const raw = filterText(filters.taskId);
  const taskId = Number(raw);
  if (raw !== '' && Number.isInteger(taskId) && taskId > 0) return { media, taskId };
  const dates = Array.isArray(filters.dates) && filters.dates.length === 2 ? (filters.dates as [string, string]) : null;
  return dates ? { media, from: dates[0], to: dates[1] } : { media };
}

