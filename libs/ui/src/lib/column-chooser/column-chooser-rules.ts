// Pure rules of the column chooser (widgets spec §3, §4, §5, §9): title suffixes, title validation,
// output order with unlock items first, select-all over enabled items and the search filter. No DOM here.
import type { ReactNode } from 'react';
import { COLUMN_TITLE } from '@toufang/domain';

/** An icon beside a column title, with the text its tooltip shows (widgets spec §3: prefix / suffix). */
export interface ColumnAffix {
  icon?: ReactNode;
  /** Shown in a tooltip over the icon; shown as small text when there is no icon. */
  content?: ReactNode;
}

/**
 * A column option (widgets spec §3). Top-level options with children are the categories; their leaf
 * descendants are the columns a reader can check.
 */
export interface ColumnOption {
  key: string;
  title: string;
  children?: ColumnOption[];
  /** Always checked (its checkbox is disabled and checked) and first in the output. */
  unlock?: boolean;
  /** Cannot be checked or unchecked by the reader; a category passes it to its columns. */
  disabled?: boolean;
  /** Checked at first when the chooser is given no value (see initialSelection). */
  check?: boolean;
  /** Not shown; a category passes it to its columns. Its key stays in the output when selected. */
  hide?: boolean;
  prefix?: ColumnAffix;
  suffix?: ColumnAffix;
  /** Shown in a tooltip of a help icon after the title. */
  tooltip?: ReactNode;
  /** The title can be renamed (edit icon and popover). */
  edit?: boolean;
}

/** Visible texts of the column chooser; 'no data found' is the spec's English, in Chinese here. */
export const COLUMN_CHOOSER_TEXTS = {
  HEADER: '可添加的指标', // widgets spec §2: 'indicators that can be added'
  SEARCH_PLACEHOLDER: '请输入列名搜索', // widgets spec §2: the placeholder asks to search by column name
  SEARCH_LABEL: '搜索列名',
  NO_RESULT: '未找到相关数据', // widgets spec §2, §8: 'no data found'
  ADD_CUSTOM: '自定义指标', // widgets spec §2: the optional link to add a custom indicator
  NAV_LABEL: '指标分类',
  EDIT_TITLE: '编辑列名',
  TITLE_INPUT: '列名',
} as const;

/** Widgets spec §5: the three messages of a title edit, exactly. */
export const COLUMN_TITLE_MESSAGES = {
  REQUIRED: '请输入内容',
  CHARSET: '支持输入汉字、大小写字母、数字',
  TOO_LONG: `最多${COLUMN_TITLE.MAX_LENGTH}个字符`,
} as const;

/** Widgets spec §3: the title suffixes of the event-count columns. */
export const TITLE_SUFFIXES = {
  DUPNUM_PREFIX: 'dupnumEvent',
  DUPNUM_SUFFIX: '（排重数）', // deduplicated count
  NUM_PREFIX: 'numEvent',
  NUM_SUFFIX: '（总次数）', // total count
} as const;

function suffixFor(key: string): string | undefined {
  if (key.startsWith(TITLE_SUFFIXES.DUPNUM_PREFIX)) return TITLE_SUFFIXES.DUPNUM_SUFFIX;
  if (key.startsWith(TITLE_SUFFIXES.NUM_PREFIX)) return TITLE_SUFFIXES.NUM_SUFFIX;
  return undefined;
}

/** The title as shown: a dupnumEvent… key gets （排重数）, a numEvent… key （总次数）, unless the title has it. */
export function withTitleSuffix(key: string, title: string): string {
  const suffix = suffixFor(key);
  return suffix && !title.includes(suffix) ? `${title}${suffix}` : title;
}

/** The title without the suffix withTitleSuffix adds: what the edit popover starts from (the suffix's brackets would fail §5). */
export function stripTitleSuffix(key: string, title: string): string {
  const suffix = suffixFor(key);
  return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

const HAN = /\p{Script=Han}/u;
// Widgets spec §5: only Chinese characters, upper and lower case letters and digits.
const ALLOWED_TITLE = /^[\p{Script=Han}A-Za-z0-9]+$/u;

/** Widgets spec §5, §9: a Chinese character counts 2, anything else 1. */
export function columnTitleLength(title: string): number {
  let length = 0;
  for (const ch of title) length += HAN.test(ch) ? 2 : 1;
  return length;
}

/** The first failing rule of a title edit (widgets spec §5), or undefined when the title may be saved. The title is trimmed first. */
export function validateColumnTitle(title: string, maxLength: number = COLUMN_TITLE.MAX_LENGTH): string | undefined {
  const text = title.trim();
  if (text === '') return COLUMN_TITLE_MESSAGES.REQUIRED;
  if (!ALLOWED_TITLE.test(text)) return COLUMN_TITLE_MESSAGES.CHARSET;
  if (columnTitleLength(text) > maxLength) return maxLength === COLUMN_TITLE.MAX_LENGTH ? COLUMN_TITLE_MESSAGES.TOO_LONG : `最多${maxLength}个字符`;
  return undefined;
}

/** A column ready to show: flags inherited from its category, the shown title and a lower-case search text. */
export interface ColumnItem {
  key: string;
  /** The title as given (no suffix added). */
  title: string;
  /** The title as shown, with the §3 suffix. */
  displayTitle: string;
  /** displayTitle in lower case, computed once so a search over hundreds of columns only compares strings. */
  searchText: string;
  unlock: boolean;
  disabled: boolean;
  hide: boolean;
  option: ColumnOption;
}

export interface ColumnGroup {
  key: string;
  title: string;
  items: ColumnItem[];
}

/** Key of the group that holds top-level columns without a category (it has no title and no nav entry). */
export const UNGROUPED_KEY = '__tf_ungrouped__';

function collectLeaves(option: ColumnOption, inherited: { disabled: boolean; hide: boolean }, out: ColumnItem[], titles?: Map<string, string>) {
  const disabled = inherited.disabled || Boolean(option.disabled);
  const hide = inherited.hide || Boolean(option.hide);
  if (option.children && option.children.length > 0) {
    for (const child of option.children) collectLeaves(child, { disabled, hide }, out, titles);
    return;
  }
  const title = titles?.get(option.key) ?? option.title;
  const displayTitle = withTitleSuffix(option.key, title);
  out.push({ key: option.key, title, displayTitle, searchText: displayTitle.toLowerCase(), unlock: Boolean(option.unlock), disabled, hide, option });
}

/**
 * The categories and their columns. A top-level option with children is a category (deeper levels are
 * flattened into it); top-level columns without a category are gathered in one untitled group, first.
 * `titles` overrides titles by key (a title just edited, before the caller passes new options).
 */
export function buildGroups(options: readonly ColumnOption[], titles?: ReadonlyMap<string, string>): ColumnGroup[] {
  const loose: ColumnItem[] = [];
  const groups: ColumnGroup[] = [];
  const map = titles as Map<string, string> | undefined;
  for (const option of options) {
    if (option.children && option.children.length > 0) {
      const items: ColumnItem[] = [];
      collectLeaves(option, { disabled: false, hide: false }, items, map);
      groups.push({ key: option.key, title: option.title, items });
    } else {
      collectLeaves(option, { disabled: false, hide: false }, loose, map);
    }
  }
  return loose.length > 0 ? [{ key: UNGROUPED_KEY, title: '', items: loose }, ...groups] : groups;
}

/** Every column, in data order. */
export function allItems(groups: readonly ColumnGroup[]): ColumnItem[] {
  return groups.flatMap((group) => group.items);
}

/**
 * Widgets spec §4: the output order. Unlock columns first (data order, always present), then the other
 * selected keys in their given order; unknown and repeated keys are dropped.
 */
export function orderSelection(items: readonly ColumnItem[], keys: readonly string[]): string[] {
  const known = new Map(items.map((item) => [item.key, item] as const));
  const out = items.filter((item) => item.unlock).map((item) => item.key);
  const seen = new Set(out);
  for (const key of keys) {
    if (seen.has(key) || !known.has(key)) continue;
    seen.add(key);
    out.push(key);
  }
  return out;
}

/** The selection a chooser starts from without a value: the unlock columns and those flagged check. */
export function initialSelection(options: readonly ColumnOption[]): string[] {
  const items = allItems(buildGroups(options));
  return orderSelection(items, items.filter((item) => item.option.check).map((item) => item.key));
}

/** Whether the reader may check or uncheck the column: unlock and disabled columns are fixed. */
export function isToggleable(item: ColumnItem): boolean {
  return !item.unlock && !item.disabled;
}

/** Widgets spec §4: checking adds the key at the end, unchecking removes it; fixed columns do not change. */
export function toggleColumn(items: readonly ColumnItem[], selected: readonly string[], key: string, checked: boolean): string[] {
  const item = items.find((candidate) => candidate.key === key);
  if (!item || !isToggleable(item)) return orderSelection(items, selected);
  const rest = selected.filter((k) => k !== key);
  return orderSelection(items, checked ? [...rest, key] : rest);
}

export interface SelectAllState {
  checked: boolean;
  /** Half-checked: some but not all enabled columns are selected. */
  indeterminate: boolean;
  /** No enabled column to act on. */
  disabled: boolean;
}

/**
 * Widgets spec §4: a group's select-all looks only at its enabled columns (not disabled, not unlock).
 * With none, it shows whether everything is checked and cannot be used.
 */
export function selectAllState(groupItems: readonly ColumnItem[], selected: ReadonlySet<string>): SelectAllState {
  const enabled = groupItems.filter(isToggleable);
  if (enabled.length === 0) {
    const all = groupItems.length > 0 && groupItems.every((item) => item.unlock || selected.has(item.key));
    return { checked: all, indeterminate: false, disabled: true };
  }
  const count = enabled.filter((item) => selected.has(item.key)).length;
  return { checked: count === enabled.length, indeterminate: count > 0 && count < enabled.length, disabled: false };
}

/**
 * Widgets spec §4: select-all checks every enabled column of the group not yet checked (appended in data
 * order), or, when all are checked, unchecks them. Disabled and unlock columns never change.
 */
export function toggleSelectAll(items: readonly ColumnItem[], selected: readonly string[], groupItems: readonly ColumnItem[]): string[] {
  const enabled = groupItems.filter(isToggleable);
  const set = new Set(selected);
  const allChecked = enabled.length > 0 && enabled.every((item) => set.has(item.key));
  if (allChecked) {
    const drop = new Set(enabled.map((item) => item.key));
    return orderSelection(items, selected.filter((key) => !drop.has(key)));
  }
  return orderSelection(items, [...selected, ...enabled.filter((item) => !set.has(item.key)).map((item) => item.key)]);
}

/** The search text as compared: trimmed, lower case. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase();
}

/**
 * The groups as shown: hidden columns left out, and with a keyword only the columns whose shown title
 * contains it (case-insensitive); groups left empty are dropped. A group whose columns all still show
 * is returned as the same object, so a memoised group does not render again.
 */
export function filterGroups(groups: readonly ColumnGroup[], keyword: string): ColumnGroup[] {
  const needle = normaliseKeyword(keyword);
  const out: ColumnGroup[] = [];
  for (const group of groups) {
    let items: ColumnItem[] | undefined;
    for (let i = 0; i < group.items.length; i += 1) {
      const item = group.items[i];
      const shows = !item.hide && (needle === '' || item.searchText.includes(needle));
      if (!shows && !items) items = group.items.slice(0, i);
      else if (shows && items) items.push(item);
    }
    const kept = items ?? group.items;
    if (kept.length === 0) continue;
    out.push(kept === group.items ? group : { ...group, items: kept });
  }
  return out;
}

export interface ActiveGroupView {
  /** The pane's visible height. */
  viewportHeight: number;
  /** Whether the pane is scrolled to its end: the last groups can then never reach the top. */
  atBottom: boolean;
  /** The group the reader last picked in the navigation; it stays highlighted while it is the one in view. */
  preferred?: number;
}

/**
 * The group the reader is looking at: the last one whose top is at or above the pane's scroll position
 * (with a small tolerance, so a group scrolled to exactly counts). At the end of the pane a group picked
 * in the navigation stays highlighted while its top shows, since it cannot scroll further up.
 * `tops` are the groups' offsets inside the pane, in order.
 */
export function activeGroupIndex(tops: readonly number[], scrollTop: number, view: ActiveGroupView, tolerance = 4): number {
  const { preferred, viewportHeight, atBottom } = view;
  if (preferred !== undefined && preferred >= 0 && preferred < tops.length) {
    const top = tops[preferred];
    const reached = top <= scrollTop + tolerance && top >= scrollTop - tolerance;
    const shownAtEnd = atBottom && top >= scrollTop - tolerance && top < scrollTop + viewportHeight;
    if (reached || shownAtEnd) return preferred;
  }
  let active = 0;
  for (let i = 0; i < tops.length; i += 1) {
    if (tops[i] <= scrollTop + tolerance) active = i;
    else break;
  }
  return active;
}
