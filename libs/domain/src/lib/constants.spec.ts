import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXTS,
  isDueSoon,
  MESSAGES,
  NOTICE,
  PAGINATION,
  REQUEST,
  SELECT,
  SESSION,
  SIZES,
  STORAGE,
  UI_TEXTS,
  usesPrivateStorageUpload,
  VERSION,
  WIDGET_PAGINATION,
} from './constants';

describe('business constants (shell spec §9, widgets spec §9)', () => {
  it.each([
    ['request timeout', REQUEST.TIMEOUT_MS, 300000],
    ['chunk load timeout', REQUEST.CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['version re-check interval', VERSION.RECHECK_INTERVAL_MS, 432000000],
    ['component library version', VERSION.COMPONENT_LIBRARY, '2.20.5'],
    ['app version', VERSION.APP, '1.4.1'],
    ['shell page', PAGINATION.PAGE, 1],
    ['shell page size', PAGINATION.SIZE, 10],
    ['shell page size options', PAGINATION.SIZE_OPTIONS, [10, 20, 30, 40]],
    ['widget page size', WIDGET_PAGINATION.SIZE, 50],
    ['widget page size options', WIDGET_PAGINATION.SIZE_OPTIONS, [10, 20, 50, 100, 150, 200]],
    ['message dropdown', MESSAGES.DROPDOWN_SIZE, 5],
    ['due-soon days', SESSION.DUE_SOON_DAYS, 16],
    ['cookie days', SESSION.COOKIE_DAYS, 1],
    ['logout reload', SESSION.LOGOUT_RELOAD_MS, 1000],
    ['password-change reload', SESSION.PASSWORD_CHANGE_RELOAD_MS, 3000],
    ['toast duration', NOTICE.TOAST_DURATION_S, 3],
    ['upgrade notice delay', NOTICE.UPGRADE_NOTICE_DELAY_MS, 5000],
    ['upgrade offline date', NOTICE.UPGRADE_OFFLINE_DATE, '2025-01-10'],
    ['bucket', STORAGE.BUCKET, 'tos'],
    ['private flag', STORAGE.PRIVATE_FLAG, 0],
    ['filter input width', SIZES.FILTER_INPUT_WIDTH, 260],
    ['filter input height', SIZES.FILTER_INPUT_HEIGHT, 32],
    ['tooltip offset', SIZES.TOOLTIP_OFFSET, 10],
    ['tooltip max width (shell)', SIZES.TOOLTIP_MAX_WIDTH_SHELL, 300],
    ['tooltip max width (widgets)', SIZES.TOOLTIP_MAX_WIDTH_WIDGETS, 350],
    ['tooltip delay', SIZES.TOOLTIP_DELAY_MS, 1000],
    ['tooltip min delay', SIZES.TOOLTIP_MIN_DELAY_MS, 250],
    ['table cell ellipsis lines', SIZES.TABLE_CELL_ELLIPSIS_LINES, 2],
    ['drawer width', SIZES.DRAWER_WIDTH, 1200],
    ['modal width', SIZES.MODAL_WIDTH, 1200],
    ['tag max width', SIZES.TAG_MAX_WIDTH, 88],
    ['select search debounce', SELECT.SEARCH_DEBOUNCE_MS, 250],
    ['path separator', SELECT.PATH_SEPARATOR, '-'],
    ['empty list text', DEFAULT_TEXTS.EMPTY_LIST, '列表为空'],
    ['empty data text', DEFAULT_TEXTS.EMPTY_DATA, '暂无数据'],
    ['placeholder', DEFAULT_TEXTS.PLACEHOLDER, '请选择'],
    ['search placeholder', DEFAULT_TEXTS.SEARCH_PLACEHOLDER, '请输入搜索内容'],
    ['select all', UI_TEXTS.SELECT_ALL, '全选'],
    ['confirm', UI_TEXTS.CONFIRM, '确定'],
    ['cancel', UI_TEXTS.CANCEL, '取消'],
    ['reset', UI_TEXTS.RESET, '重置'],
    ['query', UI_TEXTS.QUERY, '查询'],
    ['create', UI_TEXTS.CREATE, '新建'],
    ['batch operations', UI_TEXTS.BATCH_OPERATIONS, '批量操作'],
  ])('%s is %j', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('isDueSoon (under 16 days)', () => {
  it.each([
    [0, true],
    [15, true],
    [16, false],
    [30, false],
    [-1, true],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('dueDays %j: %s', (days, expected) => {
    expect(isDueSoon(days)).toBe(expected);
  });
});

describe('usesPrivateStorageUpload (private flag 0 and bucket tos)', () => {
  it.each([
    [0, 'tos', true],
    ['0', 'tos', true],
    [1, 'tos', false],
    [0, 'oss', false],
    [null, 'tos', false],
    [undefined, 'tos', false],
    ['', 'tos', false],
    [0, undefined, false],
  ])('flag %j, bucket %j: %s', (flag, bucket, expected) => {
    expect(usesPrivateStorageUpload(flag, bucket)).toBe(expected);
  });
});
