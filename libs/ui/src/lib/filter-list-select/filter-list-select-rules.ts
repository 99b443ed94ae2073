// Pure rules of the filter-list selectors (widgets spec §2 "filter-list selectors (single, multiple,
// cascader)", §3 option items, §4 save modes and closing, §8 unexpected value, §9 texts). The choosing rules
// are the check engine's (check-tree-values.ts; a flat list is a tree of leaves), so the three kinds cascade,
// clear and compare exactly as the tree select does.
import { DEFAULT_TEXTS, SELECT, UI_TEXTS } from '@toufang/domain';
import {
  baseDisabled,
  createTreeIndex,
  formatPath,
  matchesKeyword,
  normalizeValue,
  setChosen,
  singleValue,
  summarizeValue,
  type IndexedTreeNode,
  type TreeIndex,
} from '../check-tree/check-tree-values';

export type FilterListKind = 'single' | 'multiple' | 'cascader';
/** always: every change is emitted. leave: changes are emitted once, when the panel closes, if any. */
export type FilterListSaveMode = 'always' | 'leave';
export type FilterOptionValue = string | number;
export type FilterListValue = FilterOptionValue[];

/** Widgets spec §3 option item: value, label, description, subtitle, src, disabled; children for the cascader. */
export interface FilterOption {
  value: FilterOptionValue;
  label: string;
  /** A second, muted line under the label. */
  description?: string;
  /** A short muted text beside the label (an id, a count). */
  subtitle?: string;
  /** An image or icon URL shown before the label. */
  src?: string;
  disabled?: boolean;
  /** The cascader kind's next level; ignored by the single and multiple kinds. */
  children?: readonly FilterOption[];
}

/** Layout of the panel, px. Lists longer than VIRTUALISE_FROM draw only the rows in view (architecture budgets). */
export const FILTER_LIST_LAYOUT = {
  ROW_HEIGHT: 36,
  /** Rows of a list where some option has a description (two lines). */
  ROW_HEIGHT_TALL: 54,
  VIRTUALISE_FROM: 100,
  OVERSCAN: 5,
  COLUMN_WIDTH: 180,
  IMAGE_SIZE: 24,
  MIN_PANEL_WIDTH: 220,
} as const;

export const FILTER_LIST_TEXTS = {
  PLACEHOLDER: DEFAULT_TEXTS.PLACEHOLDER, // 请选择
  SEARCH_PLACEHOLDER: DEFAULT_TEXTS.SEARCH_PLACEHOLDER, // 请输入搜索内容
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  SELECT_ALL: UI_TEXTS.SELECT_ALL, // 全选
  CLEAR: UI_TEXTS.CLEAR, // 清空
  SEARCH_LABEL: '搜索选项',
  EXPAND: '展开',
} as const;

/** The console.error of a value that is not among the options (widgets spec §8); such values are ignored. */
export function unexpectedValueMessage(values: readonly unknown[]): string {
  return `[FilterListSelect] 取值不在选项中，已忽略：${values.map(describe).join('、')}`;
}

/** The console.error of a group (several values) given to a single selector; only the first is used. */
export function unexpectedGroupMessage(values: readonly unknown[]): string {
  return `[FilterListSelect] 单选收到一组取值，只使用第一个：${values.map(describe).join('、')}`;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
}

/** Whether the kind chooses several values (the cascader chooses several when `multiple` is set). */
export function isMultiple(kind: FilterListKind, multiple = false): boolean {
  return kind === 'multiple' || (kind === 'cascader' && multiple);
}

/** The options as the kind uses them: a flat list drops any children (the tree rules then see leaves). */
export function optionTree(kind: FilterListKind, options: readonly FilterOption[]): FilterOption[] {
  return kind === 'cascader' ? [...options] : options.map(({ children: _children, ...option }) => option);
}

/** The index of the options plus each node's original option object (for the onChange detail). */
export interface FilterIndex extends TreeIndex {
  optionOf: Map<FilterOptionValue, FilterOption>;
}

export function createFilterIndex(kind: FilterListKind, options: readonly FilterOption[]): FilterIndex {
  const tree = optionTree(kind, options);
  const optionOf = new Map<FilterOptionValue, FilterOption>();
  const walk = (list: readonly FilterOption[]) =>
    list.forEach((option) => {
      optionOf.set(option.value, option);
      if (option.children) walk(option.children);
    });
  walk(tree);
  return { ...createTreeIndex(tree), optionOf };
}

/** A value as callers (and saved templates) may hand it over: an array, one value, or nothing. */
export type RawFilterValue = readonly unknown[] | FilterOptionValue | null | undefined;

export interface ResolvedValue {
  /** The value in normal form (tree order; a fully chosen parent is chosen too). */
  value: FilterListValue;
  /** Values that are not among the options (logged, then ignored). */
  unexpected: unknown[];
  /** A single selector given several known values: all of them (only the first is used). */
  group: FilterOptionValue[];
}

/**
 * Reads a raw value: unknown entries are set aside as unexpected; a single selector keeps its first leaf.
 * A single selector's value is one leaf (widgets spec §4: single selection allows one child only).
 */
export function resolveValue(index: FilterIndex, raw: RawFilterValue, multiple: boolean): ResolvedValue {
  const list: unknown[] = Array.isArray(raw) ? [...raw] : raw === null || raw === undefined || raw === '' ? [] : [raw];
  const known: FilterOptionValue[] = [];
  const unexpected: unknown[] = [];
  for (const v of list) {
    if ((typeof v === 'string' || typeof v === 'number') && index.byValue.has(v)) known.push(v);
    else unexpected.push(v);
  }
  if (multiple) return { value: normalizeValue(index, known), unexpected, group: [] };
  // Only a leaf can be a single selector's value: a known parent is as unexpected as an unknown value.
  const leaves = known.filter((v) => index.byValue.get(v)?.type === 'leaf');
  unexpected.push(...known.filter((v) => index.byValue.get(v)?.type !== 'leaf'));
  return { value: singleValue(index, leaves), unexpected, group: leaves.length > 1 ? leaves : [] };
}

/** The options a keyword shows (flat kinds): label, subtitle or description contains it (comma for several). */
export function filterFlatOptions(index: FilterIndex, keyword: string): IndexedTreeNode[] {
  if (!keyword.trim()) return index.roots;
  return index.roots.filter((node) => {
    const option = index.optionOf.get(node.value);
    return [node.label, option?.subtitle ?? '', option?.description ?? ''].some((text) => text && matchesKeyword(text, keyword));
  });
}

/**
 * The cascader's search results: the nodes whose full path contains the keyword. Single selection lists
 * leaves only (only a leaf can be chosen); multiple selection lists every matching node.
 */
export function searchCascader(index: FilterIndex, keyword: string, multiple: boolean, separator: string = SELECT.PATH_SEPARATOR): IndexedTreeNode[] {
  if (!keyword.trim()) return [];
  return index.order.filter((node) => (multiple || node.type === 'leaf') && matchesKeyword(formatPath(node, separator), keyword));
}

/** The select-all checkbox over the shown options: only enabled ones count (as the column chooser's does). */
export function selectAllState(index: FilterIndex, value: readonly FilterOptionValue[], shown: readonly IndexedTreeNode[]): 'checked' | 'indeterminate' | 'unchecked' {
  const fixed = baseDisabled(index);
  const chosen = new Set(value);
  const enabled = shown.filter((node) => !fixed.has(node.value));
  const count = enabled.filter((node) => chosen.has(node.value)).length;
  if (enabled.length > 0 && count === enabled.length) return 'checked';
  return count > 0 ? 'indeterminate' : 'unchecked';
}

/** A click on select-all: unchoose the shown enabled options when all are chosen, else choose them all. */
export function toggleSelectAll(index: FilterIndex, value: readonly FilterOptionValue[], shown: readonly IndexedTreeNode[]): FilterListValue {
  const choose = selectAllState(index, value, shown) !== 'checked';
  return shown.reduce<FilterListValue>((acc, node) => setChosen(index, acc, node.value, choose), normalizeValue(index, value));
}

/** The trigger's text: the chosen labels (a cascader shows paths; a chosen parent stands for its children). */
export function selectionLabels(index: FilterIndex, value: readonly FilterOptionValue[], kind: FilterListKind, separator: string = SELECT.PATH_SEPARATOR): string[] {
  const shown = kind === 'cascader' ? summarizeValue(index, value) : value;
  return shown
    .map((v) => index.byValue.get(v))
    .filter((node): node is IndexedTreeNode => node !== undefined)
    .map((node) => (kind === 'cascader' ? formatPath(node, separator) : node.label));
}

/** The cascader's open columns: the roots, then the children of each node on the active path. */
export function cascaderColumns(index: FilterIndex, activePath: readonly FilterOptionValue[]): IndexedTreeNode[][] {
  const columns: IndexedTreeNode[][] = [index.roots];
  for (const v of activePath) {
    const node = index.byValue.get(v);
    if (!node || node.type !== 'node') break;
    columns.push(node.children);
  }
  return columns;
}

/** The active path the cascader opens on: the ancestors of the first chosen value (nothing when none). */
export function initialActivePath(index: FilterIndex, value: readonly FilterOptionValue[]): FilterOptionValue[] {
  const first = value.length > 0 ? index.byValue.get(value[0]) : undefined;
  if (!first) return [];
  const path: FilterOptionValue[] = [];
  for (let node = first.parentValue === undefined ? undefined : index.byValue.get(first.parentValue); node; node = node.parentValue === undefined ? undefined : index.byValue.get(node.parentValue)) {
    path.unshift(node.value);
  }
  return path;
}

/** Opening a node in column `depth`: the path up to that column, then the node. */
export function openNode(activePath: readonly FilterOptionValue[], depth: number, value: FilterOptionValue): FilterOptionValue[] {
  return [...activePath.slice(0, depth), value];
}
