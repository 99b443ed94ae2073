// The cascader with transfer panel's view of the check engine (widgets spec §3, §5, §8, §9): its node type,
// the node entity, the right panel's entries, title, messages, CSV export, texts and layout.
import { DEFAULT_TEXTS, UI_TEXTS } from '@toufang/domain';
import { CHECKED, HALF_CHECKED, hasLimit, isLeaf, isNodeDisabled, pathLabels, PATH_SEPARATOR, type CheckState, type CheckTreeIndex, type CheckTreeOption, type CheckTreeValue } from '../check-tree/check-tree';

/** A node value; values are unique across the whole tree. */
export type CascaderValue = CheckTreeValue;

/** A cascader node as callers pass it (widgets spec §3). */
export interface CascaderOption extends CheckTreeOption {
  children?: CascaderOption[];
  /** Help text shown in a tooltip beside the label. */
  tooltip?: string;
  /** The show-check flag: false hides this node's checkbox (the node still opens its children). */
  showCheck?: boolean;
}

/** The engine's index over cascader options. */
export type CascaderIndex = CheckTreeIndex<CascaderOption>;

/** A node as the spec's node entity describes it (§3): check, little and disabled, plus the checkbox's names. */
export interface CascaderNodeView {
  label: string;
  value: CascaderValue;
  /** Checked (the spec's 'check'). */
  check: boolean;
  /** Half-checked (the spec's 'little'). */
  little: boolean;
  disabled: boolean;
  /** Same as check, as the checkbox's prop. */
  checked: boolean;
  /** Same as little, as the checkbox's prop. */
  indeterminate: boolean;
  tooltip?: string;
  showCheck: boolean;
  isLeaf: boolean;
}

export function nodeView(index: CascaderIndex, check: CheckState, id: number, max: number): CascaderNodeView {
  const option = index.nodes[id];
  const code = check.state[id];
  return {
    label: option.label,
    value: option.value,
    check: code === CHECKED,
    little: code === HALF_CHECKED,
    disabled: isNodeDisabled(index, check, id, max),
    checked: code === CHECKED,
    indeterminate: code === HALF_CHECKED,
    tooltip: option.tooltip,
    showCheck: option.showCheck !== false,
    isLeaf: isLeaf(index, id),
  };
}

/** An entry of the right panel, as onChange and export give it. */
export interface CascaderSelectedNode {
  label: string;
  value: CascaderValue;
  /** Labels from the root down to this node. */
  path: string[];
  /** The checked leaf values this entry stands for. */
  leafValues: CascaderValue[];
  option: CascaderOption;
}

export function selectedNode(index: CascaderIndex, id: number): CascaderSelectedNode {
  const option = index.nodes[id];
  const leafValues: CascaderValue[] = [];
  for (let ord = index.leafStart[id]; ord < index.leafEnd[id]; ord++) leafValues.push(index.nodes[index.leafNodes[ord]].value);
  return { label: option.label, value: option.value, path: pathLabels(index, id), leafValues, option };
}

/** The panel's title: 已选 (n / max), or 已选 (n) when max is 0 (no limit). */
export function selectedTitle(count: number, max: number): string {
  return hasLimit(max) ? `已选 (${count} / ${max})` : `已选 (${count})`;
}

/** widgets spec §5: '{title}选择不能超过{max}'. */
export function overMaxMessage(title: string, max: number): string {
  return `${title}选择不能超过${max}`;
}

// CSV is a few lines of quoting; a CSV package would be more weight than the rule it saves.
function csvCell(cell: string): string {
  // A leading = + @ or tab would run as a formula when the file is opened in a spreadsheet.
  const safe = /^[=+@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

export const EXPORT_HEADER = ['名称', '路径', '值'] as const;

/** The export of the right panel: one row per listed entry (name, full path, value), with a header row. */
export function selectedCsv(nodes: readonly CascaderSelectedNode[]): string {
  return toCsv([[...EXPORT_HEADER], ...nodes.map((node) => [node.label, node.path.join(PATH_SEPARATOR), String(node.value)])]);
}

/**
 * The widget's own texts. 暂未选择 and 无匹配数据 are the spec's (§8); the others are the Chinese chosen for
 * the spec's English (selected, export, clear) or for states the spec implies (loading, load failure, retry).
 */
export const CASCADER_TRANSFER_TEXTS = {
  SEARCH_LABEL: '搜索',
  SELECTED_SEARCH_LABEL: '筛选已选',
  EMPTY_SELECTION: DEFAULT_TEXTS.NOTHING_SELECTED,
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH,
  EXPORT: '导出',
  CLEAR: UI_TEXTS.CLEAR,
  REMOVE: '移除',
  LOADING: '加载中',
  LOAD_FAILED: '数据加载失败',
  RETRY: '重试',
  EXPORT_FILE_SUFFIX: '已选',
} as const;

/** Layout of the widget (not spec constants): row height, panel height and the size from which lists window. */
export const CASCADER_LAYOUT = {
  ROW_HEIGHT: 32,
  PANEL_HEIGHT: 320,
  COLUMN_WIDTH: 180,
  SELECTED_WIDTH: 300,
  /** Lists longer than this render only the rows in view. */
  VIRTUAL_THRESHOLD: 100,
  OVERSCAN: 8,
} as const;

/** Whether a list of this many rows is windowed. */
export function shouldVirtualize(count: number): boolean {
  return count > CASCADER_LAYOUT.VIRTUAL_THRESHOLD;
}
