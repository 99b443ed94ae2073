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
  NO_MATCH: '无匹配数据', // widgets spec §8: a search that matches nothing
  NOTHING_SELECTED: '暂未选择', // widgets spec §8: 'nothing selected'
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
  CLEAR: '清空', // the clear link of the widgets that hold a selection
} as const;

// ---------------------------------------------------------------------------------------------------
// The widget library's constants (widgets spec §9). Every widget of libs/ui reads its numbers from here.
// ---------------------------------------------------------------------------------------------------

/** Debounces of the widgets (widgets spec §9). */
export const WIDGET_DEBOUNCE = {
  SEARCH_MS: 500, // widgets spec §9: search
  MULTI_INPUT_VALIDATE_MS: 500, // widgets spec §9: multi-input row validation
  DRAGGABLE_CHANGE_MS: 500, // widgets spec §9: draggable list change
  SELECT_SEARCH_MS: 250, // widgets spec §9: select-change search (tree select)
} as const;

/** Column chooser (widgets spec §5, §9). */
export const COLUMN_TITLE = {
  MAX_LENGTH: 20, // widgets spec §9: Chinese counts 2
  EDIT_POPOVER_WIDTH: 320, // widgets spec §9
} as const;

/** Multi-input table (widgets spec §9). */
export const MULTI_INPUT = {
  MAX_ROWS: 500, // widgets spec §9: default
} as const;

/** Creative-title batch editor (widgets spec §9). */
export const BATCH_TITLE = {
  MAX_LINES: 100, // widgets spec §9
  MIN_LENGTH: 6, // widgets spec §9
  MAX_LENGTH: 30, // widgets spec §9
  HEIGHT: 350, // widgets spec §9, px
  ROW_ESTIMATE: 35, // widgets spec §9, px
  OVERSCAN: 5, // widgets spec §9: visible rows plus 5 buffer
  MAX_RENDERED_ROWS: 30, // widgets spec §9: capped at 30
  MAX_ENTER: 3, // widgets spec §5: default maxEnter
  MAX_EMOJI: 4, // widgets spec §5: default maxEmoji
} as const;

/** The older creative-title list (widgets spec §9). */
export const TITLE_LIST = {
  MAX_LINES: 10, // widgets spec §9
  MIN_LENGTH: 6, // widgets spec §9
  MAX_LENGTH: 30, // widgets spec §9
  MAX_ENTER: 3, // widgets spec §9
  MAX_EMOJI: 4, // widgets spec §9
} as const;

/** Virtual lists (widgets spec §9). */
export const VIRTUAL_LIST = {
  KEEP: 30, // widgets spec §9: keep 30 items
  ESTIMATE: 50, // widgets spec §9: estimated size, px
} as const;

/** Schedule grid (widgets spec §3, §9). */
export const SCHEDULE = {
  HOURS: 24, // widgets spec §9
  DAYS: 7, // widgets spec §9: Monday first
  COLSPANS: [1, 2], // widgets spec §9: hourly or half-hourly
} as const;

/** Image group and carousels (widgets spec §9). */
export const IMAGE_GROUP = {
  MAX_IMAGES: 6, // widgets spec §9
  LAYOUT_SIZES: [1, 2, 3, 4, 6], // widgets spec §9
  CAROUSEL_INTERVAL_MS: 2500, // widgets spec §9
  PICTURE_CAROUSEL_INTERVAL_MS: 1500, // widgets spec §9: carousel previewer
} as const;

/** Carousel previewer's thumbnail strip (widgets spec §9). */
export const CAROUSEL_PREVIEWER = {
  THUMB_STEP: 110, // widgets spec §9, px
  ANIMATION_MS: 300, // widgets spec §9
  LONG_PRESS_MS: 300, // widgets spec §9
  WHEEL_THROTTLE_MS: 167, // widgets spec §9
  WIDTH: 600, // widgets spec §9, px
  HEIGHT: '60vh', // widgets spec §9
} as const;

/** Cascader with transfer panel (widgets spec §9). */
export const CASCADER = {
  DEFAULT_TITLE: '兴趣定向', // widgets spec §9: 'interest targeting'
  UNLIMITED_MAX: 0, // widgets spec §9: max 0 means no limit
  REQUEST_METHOD: 'POST', // widgets spec §7: default request method
} as const;

/** Dropdowns of the widget library (widgets spec §9). */
export const DROPDOWN = {
  SEARCH_WIDTH: 360, // widgets spec §9
  SEARCH_MAX_HEIGHT: 200, // widgets spec §9
  SORT_WIDTH: 102, // widgets spec §9
  SORT_PANEL_WIDTH: 200, // widgets spec §9
  ILLUSTRATION_OPEN_DELAY_MS: 250, // widgets spec §9: opens on hover after 250 ms
  ILLUSTRATION_CLOSE_DELAY_MS: 150, // widgets spec §9: closes after 150 ms
  ILLUSTRATION_GRADES: ['veryImportant', 'primary', 'secondary'], // widgets spec §9
} as const;

/** Batch spreadsheet upload (widgets spec §9). */
export const UPLOAD = {
  ERROR_TABLE_PAGE_SIZE: 50, // widgets spec §9
  SIZE_UNITS: ['B', 'KB', 'MB'], // widgets spec §9
  SIZE_DECIMALS: 2, // widgets spec §9
} as const;

/** Infinite scroll and auto-scroll (widgets spec §9). */
export const SCROLLING = {
  INFINITE_THRESHOLD: 500, // widgets spec §9: px from the bottom
  INFINITE_DELAY_MS: 300, // widgets spec §9
  AUTO_SCROLL_STEP: 10, // widgets spec §9: px
  AUTO_SCROLL_INTERVAL_MS: 16, // widgets spec §9
} as const;

/** Trees and pickers (widgets spec §9). */
export const TREE = {
  INDENT: 18, // widgets spec §9, px
  EXPAND_ALL: true, // widgets spec §9: default on
  PANEL_MAX_HEIGHT: 290, // widgets spec §9
  PANEL_MAX_HEIGHT_TALL: 320, // widgets spec §9
  ACCOUNT_PICKER_MAX_TAGS: 1, // widgets spec §9
  UNLIMITED_MAX: 0, // widgets spec §9: optional max selectable count, 0 unlimited
  FILTER_SEPARATOR: ',', // widgets spec §9: filter splits by comma, case-insensitive
} as const;

/** Indicator filters (widgets spec §9). */
export const INDICATOR = {
  STEP: 1, // widgets spec §9
  PRECISION: 2, // widgets spec §9
  DEFAULT_MIN: 0, // widgets spec §9: default range 0 to 100
  DEFAULT_MAX: 100, // widgets spec §9
  SELECT_WIDTH: 184, // widgets spec §9
  MIN_ROWS: 1, // widgets spec §9
  MAX_ROWS: 10, // widgets spec §9
  OPERATORS: ['=', '!=', '<', '>', '>=', '<=', 'BETWEEN'], // widgets spec §9
} as const;

/** Spacing and fixed sizes of layout widgets (widgets spec §9), px. */
export const SPACE = { mini: 4, small: 8, medium: 16, large: 24 } as const; // widgets spec §9

export const LAYOUT_SIZES = {
  ACCOUNT_LIST_HEIGHT: 438, // widgets spec §9
  FOOTER_TOOLBAR_MIN_HEIGHT: 56, // widgets spec §9
  LAYOUT_ITEM_MIN_WIDTH: 218, // widgets spec §9
  LAYOUT_HEIGHT: 477, // widgets spec §9: split into 2 rows
  LAYOUT_ROWS: 2, // widgets spec §9
} as const;

/** Ad submission rules (widgets spec §9). */
export const SUBMISSION = {
  MAX_PER_DIMENSION: { CAMPAIGN: 100, PLAN: 100 }, // widgets spec §9; REPEAT uses the PLAN limit
  REPEAT_MIN: 2, // widgets spec §9: REPEAT count 2-10
  REPEAT_MAX: 10, // widgets spec §9
  REPEAT_INPUT_MIN: 1, // widgets spec §9: input bound 1-10
  DELAY_WINDOW_DAYS: 30, // widgets spec §9: 30 days ahead
  EARLIEST_DAY_OFFSET: -1, // widgets spec §5: from yesterday
  TIME_FORMAT: 'YYYY-MM-DD HH:mm', // widgets spec §9
  /** widgets spec §9: 5…60 minutes, 2…36 hours, 2-6 days; values in minutes. */
  BATCH_INTERVALS_MIN: [5, 10, 15, 20, 30, 40, 45, 50, 60, 120, 240, 360, 720, 1080, 1440, 2160, 2880, 4320, 5760, 7200, 8640],
  /** widgets spec §9: 5…45 minutes, 1…24 hours; values in minutes. */
  REPEAT_INTERVALS_MIN: [5, 10, 15, 30, 45, 60, 180, 360, 720, 1440],
  REPEAT_DEFAULT_INTERVAL_MIN: 5, // widgets spec §9
} as const;

/** Bids (widgets spec §9). */
export const BID = {
  MIN: 0.01, // widgets spec §9
  MAX: 99999.99, // widgets spec §9
  PRECISION: 2, // widgets spec §9
  UNIT: '元', // widgets spec §9: yuan
} as const;

/** Date range picker (widgets spec §9). */
export const DATE_RANGE = {
  /** widgets spec §9, in the order the shortcuts show. */
  SHORTCUTS: ['yesterday', 'today', 'lastWeek', 'thisWeek', 'lastMonth', 'thisMonth', 'lastQuarter', 'thisQuarter', 'lastYear', 'thisYear', 'past3', 'past7', 'past14', 'past30', 'past93', 'pastYear'],
  DEFAULT_START_YEARS_AGO: 1, // widgets spec §9: default start one year ago, end today
} as const;

/**
 * Saved filter templates of the filter area (widgets spec §2 "filter area with saved filter templates").
 * The spec gives no limits: these are project design, shared by the widget and the reference server.
 */
export const FILTER_TEMPLATE = {
  NAME_MAX_LENGTH: 20, // project design: characters (code points; a Chinese character counts 1)
  MAX_PER_SCENE: 50, // project design: templates per user and scene (the table the filters belong to)
} as const;

/** Texts of the saved filter templates (project design; the server answers the same Chinese texts). */
export const FILTER_TEMPLATE_TEXTS = {
  NAME_REQUIRED: '请输入模板名称',
  NAME_TOO_LONG: `模板名称长度不能超过${FILTER_TEMPLATE.NAME_MAX_LENGTH}个字符`,
  NAME_DUPLICATE: '模板名称已存在，请换一个名称',
  LIMIT_REACHED: `每个列表最多保存${FILTER_TEMPLATE.MAX_PER_SCENE}个筛选模板`,
  NOT_FOUND: '筛选模板不存在',
} as const;
