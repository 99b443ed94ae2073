import { defineQuery, type Schemas } from '@toufang/api';

export type OperationLogQuery = Schemas['OperationLogQuery'];
export type OperationLogRecord = Schemas['OperationLogRecord'];

/** POST /api/user/operation_log/search → one page of the company's operation log, newest first. */
export const operationLogsQuery = (query: OperationLogQuery) => defineQuery('post', '/api/user/operation_log/search', { body: query });
