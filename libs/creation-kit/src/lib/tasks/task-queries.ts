// The calls of the creation tasks pages (openapi/paths/creation-task.yaml, tag creation).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type CreationTask = Schemas['CreationTask'];
export type CreationTaskQuery = Schemas['CreationTaskQuery'];
export type CreationTaskRow = Schemas['CreationTaskRow'];
export type CreationTaskRowsQuery = Schemas['CreationTaskRowsQuery'];
export type CreationTaskState = Schemas['CreationTaskState'];
export type CreationTaskRowState = Schemas['CreationTaskRowState'];
export type CreationReport = Schemas['CreationReport'];
export type CreationReportQuery = Schemas['CreationReportQuery'];
export type CreationReportAccount = Schemas['CreationReportAccount'];

/** POST /api/creation/task/list → one page of the creation tasks the person may see, newest first. */
export const creationTasksQuery = (query: CreationTaskQuery) => defineQuery('post', '/api/creation/task/list', { body: query });

/** POST /api/creation/task/get → one task with its counts and waves. */
export const creationTaskQuery = (id: number) => defineQuery('post', '/api/creation/task/get', { body: { id } });

/** POST /api/creation/task/rows → one page of a task's rows (what it creates, and how each went). */
export const creationTaskRowsQuery = (query: CreationTaskRowsQuery) => defineQuery('post', '/api/creation/task/rows', { body: query });

export const retryCreationTaskMutation = defineMutation('/api/creation/task/retry');
export const cancelCreationTaskMutation = defineMutation('/api/creation/task/cancel');
export const deleteCreatedMutation = defineMutation('/api/creation/task/delete-created');
/** POST /api/creation/task/run-now → a waiting wave runs now (立即执行), once. */
export const runWaveNowMutation = defineMutation('/api/creation/task/run-now');

/** POST /api/creation/report → the 创建报告 of one task or a period, per account. */
export const creationReportQuery = (query: CreationReportQuery) => defineQuery('post', '/api/creation/report', { body: query });
export const exportCreationReportMutation = defineMutation('/api/creation/report/export');

/** Every query of a task's state, asked again after an action on it. */
export const isCreationTaskQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && (query.queryKey[0].startsWith('/api/creation/task/') || query.queryKey[0] === '/api/creation/report');
