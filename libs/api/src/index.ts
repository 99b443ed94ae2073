// @toufang/api: the typed client of the contract, its middleware, query helpers and the session store.
// The only place that imports openapi-fetch (docs/architecture.md).
export type { paths, components, operations } from './generated/schema';
export type { Schemas } from './contract';

export { ApiError, isApiError, type ApiErrorKind } from './lib/api-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './lib/create-api-client';
export { call, request, type BodyOf, type InitOf, type Method, type PathOf, type ResultOf } from './lib/call';
export { isEnvelope, unwrapEnvelope, PASSWORD_CHANGE_REQUIRED_CODE, SUCCESS_CODE, type Envelope, type Unwrapped } from './lib/envelope';
export { metaHeaders, META_HEADER, type RequestMeta } from './lib/request-meta';
export { AUTH_SCHEME } from './lib/middleware/auth';
export { ERROR_LOG_PATH } from './lib/errors/report-error';
export type { Notify, NotifyKind } from './lib/errors/notify-policy';

export { useLoadingStore, createLoadingStore, type LoadingState } from './lib/loading-store';
export {
  createApiRuntime,
  apiClient,
  setApiClient,
  readRuntimeEnv,
  RUNTIME_ENV_KEY,
  UNAUTHORIZED_RELOAD_DELAY_MS,
  type RuntimeEnv,
} from './lib/runtime';
export { defineQuery, defineMutation } from './lib/query-helpers';
export { createQueryClient } from './lib/query-client';

export { useSessionStore, readPersistedSession, holdsOneTimePassword, type SessionState, type Role, type UserInfo, type MenuNode, type Permissions } from './lib/session/session-store';
export { clearLocalStorageKeepingTables } from './lib/session/clear-local-storage';
export { SESSION_KEYS, TABLE_KEY_PREFIX, TOKEN_COOKIE_MAX_AGE_SECONDS } from './lib/session/storage-keys';

export { loginMutation } from './lib/queries/login';
export { logoutMutation } from './lib/queries/logout';
export { userInfoQuery } from './lib/queries/user-info';
export { passwordEditMutation } from './lib/queries/password-edit';
export { menuTreeQuery, MENU_SOURCE } from './lib/queries/menu-tree';
export {
  messageListsQuery,
  messageContentQuery,
  markMessageReadMutation,
  removeReadMessageMutation,
  restoreMessageMutation,
} from './lib/queries/messages';
export { systemMessagesQuery, type SystemMessageSearch } from './lib/queries/system-messages';
export { versionQuery } from './lib/queries/version';
export { authCodeMutation } from './lib/queries/auth-code';
export { systemMessageQuery } from './lib/queries/system-message';
export { dmpPermissionQuery } from './lib/queries/dmp-permission';
export { runtimeEnv, privateStorageUpload, dashboardReportUrl, DASHBOARD_REPORT_PATH, type ResolvedRuntimeEnv } from './lib/runtime-env';
export { reportClientError } from './lib/errors/report-client-error';
export {
  filterTemplatesQuery,
  addFilterTemplateMutation,
  renameFilterTemplateMutation,
  removeFilterTemplateMutation,
  type FilterTemplateRecord,
} from './lib/queries/filter-templates';
export { useFilterTemplates, type SavedFilterTemplate } from './lib/queries/use-filter-templates';
export { exportListMutation, listColumnsQuery, saveListColumnsMutation } from './lib/queries/list-kit';
// Loaders and upload functions the pages hand to libs/ui's widgets (libs/ui does no network I/O).
export {
  optionsRequestLoader,
  optionsRequestKey,
  type OptionsLoader,
  type OptionsRequestConfig,
  type OptionsParamValue,
} from './lib/widget-io/options-request-loader';
export {
  createUploadRequest,
  sendFile,
  xhrTransport,
  type FileRequest,
  type UploadRequest,
  type UploadRequestConfig,
  type UploadCallOptions,
  type UploadProgress,
} from './lib/widget-io/upload-request';
export {
  jobsSearchQuery,
  jobQuery,
  cancelJobMutation,
  retryJobMutation,
  jobListPollInterval,
  jobPollInterval,
  useJob,
  isJobQuery,
  type Job,
  type JobQueryBody,
} from './lib/queries/jobs';
export {
  EventStreamParser,
  readEventStream,
  reconnectDelayMs,
  type EventStreamOptions,
  type StreamConnection,
  type StreamEvent,
  type StreamRefusal,
  type StreamVerdict,
} from './lib/stream/event-stream';
