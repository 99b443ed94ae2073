// Business constants shared across the product (shell spec §9, widgets spec §9). Constants private to a
// single widget stay with that widget in libs/ui. Units are in the names: _MS milliseconds, _S seconds.

/** Calls and lazy loading. */
export const REQUEST = {
  TIMEOUT_MS: 300000, // shell spec §9
  CHUNK_LOAD_TIMEOUT_MS: 120000, // shell spec §8 (120 seconds)
} as const;

/** Version checking and the versions the product reports. */
export const VERSION = {
  RECHECK_INTERVAL_MS: 432000000, // shell spec §9 (configured; the check itself runs on tab visibility)
  COMPONENT_LIBRARY: '2.20.5', // shell spec §9
  APP: '1.4.1', // shell spec §9
} as const;

/** Pagination of the shell's own lists. */
export const PAGINATION = {
  PAGE: 1, // shell spec §9
  SIZE: 10, // shell spec §9
  SIZE_OPTIONS: [10, 20, 30, 40], // shell spec §9
} as const;

/** Pagination of the widget library's pagination widget; differs from the shell's on purpose. */
export const WIDGET_PAGINATION = {
  PAGE: 1,
  SIZE: 50, // widgets spec §9
  SIZE_OPTIONS: [10, 20, 50, 100, 150, 200], // widgets spec §9
} as const;

/** System messages in the header. */
export const MESSAGES = {
  DROPDOWN_SIZE: 5, // shell spec §9: the 5 latest messages
} as const;

/** Session, account expiry and reloads after leaving the session. */
export const SESSION = {
  DUE_SOON_DAYS: 16, // shell spec §9: warn when dueDays is under 16
  COOKIE_DAYS: 1, // shell spec §9
  LOGOUT_RELOAD_MS: 1000, // shell spec §9 (after a 401)
  PASSWORD_CHANGE_RELOAD_MS: 3000, // shell spec §9
} as const;

/** Whether the due-soon warning shows: dueDays under 16 (shell spec §2.5, §9). */
export function isDueSoon(dueDays: number | null | undefined): boolean {
  return typeof dueDays === 'number' && Number.isFinite(dueDays) && dueDays < SESSION.DUE_SOON_DAYS;
}

/** Toasts and the site-wide upgrade notice. */
export const NOTICE = {
  TOAST_DURATION_S: 3, // shell spec §9 (warning and error toasts)
  UPGRADE_NOTICE_DELAY_MS: 5000, // shell spec §9
  UPGRADE_OFFLINE_DATE: '2025-01-10', // shell spec §2.5: home and report go offline
} as const;

/** Upload storage of the deployment. */
export const STORAGE = {
  BUCKET: 'tos', // shell spec §9
  PRIVATE_FLAG: 0, // shell spec §9
} as const;

/** Sub-applications upload to private storage only when the private flag is 0 and the bucket is tos (shell spec §4). */
export function usesPrivateStorageUpload(privateFlag: number | string | null | undefined, bucket: string | null | undefined): boolean {
  // Environment values may arrive as strings, so '0' counts as 0.
  return String(privateFlag) === String(STORAGE.PRIVATE_FLAG) && bucket === STORAGE.BUCKET;
}

/** Sizes shared by the shell and the widgets, in px unless named otherwise. */
export const SIZES = {
  FILTER_INPUT_WIDTH: 260, // shell spec §9, widgets spec §9
  FILTER_INPUT_HEIGHT: 32, // shell spec §9, widgets spec §9
  TOOLTIP_OFFSET: 10, // shell spec §9, widgets spec §9
  TOOLTIP_MAX_WIDTH_SHELL: 300, // shell spec §9
  TOOLTIP_MAX_WIDTH_WIDGETS: 350, // widgets spec §9 (300 elsewhere)
  TOOLTIP_DELAY_MS: 1000, // shell spec §9, widgets spec §9
  TOOLTIP_MIN_DELAY_MS: 250, // widgets spec §9
  TABLE_CELL_ELLIPSIS_LINES: 2, // shell spec §9, widgets spec §9
  DRAWER_WIDTH: 1200, // shell spec §9, widgets spec §9 (drawer and modal)
  MODAL_WIDTH: 1200, // shell spec §9, widgets spec §9
  TAG_MAX_WIDTH: 88, // shell spec §9, widgets spec §9
} as const;

/** Select and multi-select behaviour. */
export const SELECT = {
  SEARCH_DEBOUNCE_MS: 250, // shell spec §9, widgets spec §9 (select-change search)
  PATH_SEPARATOR: '-', // shell spec §9, widgets spec §9 (multi-select path)
} as const;

/**
 * Default texts. The specs give them in English translation; these are the Chinese originals, with
 * 暂无数据 as the spec writes it elsewhere (docs/decisions.md).
 */
export const DEFAULT_TEXTS = {
  EMPTY_LIST: '列表为空', // shell spec §9: 'list is empty'
  EMPTY_DATA: '暂无数据', // shell spec §9: 'no data'
  PLACEHOLDER: '请选择', // shell spec §9, widgets spec §9: 'please select'
  SEARCH_PLACEHOLDER: '请输入搜索内容', // shell spec §9, widgets spec §9: 'please enter search content'
} as const;

/** Button texts every widget shares. */
export const UI_TEXTS = {
  SELECT_ALL: '全选', // widgets spec §9
  CONFIRM: '确定', // widgets spec §9
  CANCEL: '取消', // widgets spec §9
  RESET: '重置', // widgets spec §9
  QUERY: '查询', // widgets spec §9
  CREATE: '新建', // widgets spec §9
  BATCH_OPERATIONS: '批量操作', // widgets spec §9: default dropdown label
} as const;
