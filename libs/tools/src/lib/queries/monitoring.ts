// 监测账户's calls (openapi/paths/tools-monitoring.yaml, tag tools-monitoring).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';
import type { MediaCode } from '@toufang/domain';

export type MonitorAccount = Schemas['MonitorAccount'];
export type MonitorAlert = Schemas['MonitorAlert'];
export type MonitorListQuery = Schemas['MonitorAccountListQuery'];
export type MonitorSaveRequest = Schemas['MonitorAccountSaveRequest'];
export type MonitorThresholds = Schemas['MonitorThresholds'];
export type MonitorOptions = Schemas['MonitorOptions'];

/** POST /api/tools/monitor/account/list → one page of the monitored accounts the caller sees. */
export const monitorAccountsQuery = (query: MonitorListQuery) => defineQuery('post', '/api/tools/monitor/account/list', { body: query });

/** POST /api/tools/monitor/account/get → one monitored account (404 without a monitor or outside the scope). */
export const monitorAccountQuery = (accountId: number) => defineQuery('post', '/api/tools/monitor/account/get', { body: { accountId } });

/** POST /api/tools/monitor/account/alerts → an account's alert history, newest first. */
export const monitorAlertsQuery = (accountId: number, current: number, size: number) => defineQuery('post', '/api/tools/monitor/account/alerts', { body: { accountId, current, size } });

/** POST /api/tools/monitor/account/options → accounts matching a search and the recipients to pick (writers only). */
export const monitorOptionsQuery = (keyword: string, media?: MediaCode) =>
  defineQuery('post', '/api/tools/monitor/account/options', { body: { ...(keyword ? { keyword } : {}), ...(media ? { media } : {}) } });

export const saveMonitorAccountMutation = defineMutation('/api/tools/monitor/account/save');
export const removeMonitorAccountMutation = defineMutation('/api/tools/monitor/account/remove');

/** Every query of the monitors, asked again after a change. */
export const isMonitorQuery = (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/tools/monitor/');
