// Pure rules of the tree select (widgets spec §3 tree node, §4 tree select save mode, §9 SELECT and TREE):
// the node index, cascading to enabled children, single selection, values that clear or disable the others,
// the optional maximum, leave-save emission, search matching and the displayed path.
import { DEFAULT_TEXTS, SELECT, TREE } from '@toufang/domain';

export type TreeValue = string | number;

/** A node as the caller gives it. */
export interface TreeNodeInput {
  value: TreeValue;
  label: string;
  children?: readonly TreeNodeInput[];
  disabled?: boolean;
}

/** Widgets spec §3 tree node: value, label, children, disabled, level, type, parentValue, parentLabel, path. */
export interface IndexedTreeNode {
  value: TreeValue;
  label: string;
  children: IndexedTreeNode[];
  disabled: boolean;
  /** 1 for top-level nodes. */
  level: number;
  /** 'node' when it has children, else 'leaf'. */
  type: 'node' | 'leaf';
  parentValue?: TreeValue;
  parentLabel?: string;
  /** Labels from the top-level ancestor down to this node. */
  path: string[];
}

/** Texts of the tree select. */
export const TREE_SELECT_TEXTS = {
  PLACEHOLDER: DEFAULT_TEXTS.PLACEHOLDER, // 请选择
  SEARCH_PLACEHOLDER: DEFAULT_TEXTS.SEARCH_PLACEHOLDER, // 请输入搜索内容
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  SEARCH_LABEL: '搜索选项',
  EXPAND: '展开',
  COLLAPSE: '收起',
  REMOVE: '移除',
} as const;

/** Fills level, type, parentValue, parentLabel and path (a pure copy; the input is not changed). */
export function indexTree(nodes: readonly TreeNodeInput[], parent?: IndexedTreeNode): IndexedTreeNode[] {
  return nodes.map((input) => {
    const node: IndexedTreeNode = {
      value: input.value,
      label: input.label,
      children: [],
      disabled: Boolean(input.disabled),
      level: parent ? parent.level + 1 : 1,
      type: input.children && input.children.length > 0 ? 'node' : 'leaf',
      path: parent ? [...parent.path, input.label] : [input.label],
      ...(parent ? { parentValue: parent.value, parentLabel: parent.label } : {}),
    };
    node.children = indexTree(input.children ?? [], node);
    return node;
  });
}

/** The displayed path: labels joined with the separator (widgets spec §9: hyphen by default), 北京市-朝阳区. */
export function formatPath(node: Pick<IndexedTreeNode, 'path'>, separator: string = SELECT.PATH_SEPARATOR): string {
  return node.path.join(separator);
}

/** Lookups over an indexed tree. */
export interface TreeIndex {
  roots: IndexedTreeNode[];
  byValue: Map<TreeValue, IndexedTreeNode>;
  /** Every node, parents before children, in display order. */
  order: IndexedTreeNode[];
  /** The leaf values under each node (a leaf lists itself). */
  leavesOf: Map<TreeValue, TreeValue[]>;
}

export function createTreeIndex(nodes: readonly TreeNodeInput[]): TreeIndex {
  const roots = indexTree(nodes);
  const byValue = new Map<TreeValue, IndexedTreeNode>();
  const order: IndexedTreeNode[] = [];
  const leavesOf = new Map<TreeValue, TreeValue[]>();
  const walk = (node: IndexedTreeNode): TreeValue[] => {
    if (byValue.has(node.value)) throw new Error(`TreeSelect: duplicate node value ${String(node.value)}`);
    byValue.set(node.value, node);
    order.push(node);
    const leaves = node.type === 'leaf' ? [node.value] : node.children.flatMap(walk);
    leavesOf.set(node.value, leaves);
    return leaves;
  };
  roots.forEach(walk);
  return { roots, byValue, order, leavesOf };
}

/** Whether `value` is the node itself or lies under it. */
export function isInSubtree(index: TreeIndex, root: TreeValue, value: TreeValue): boolean {
  for (let node = index.byValue.get(value); node; node = node.parentValue === undefined ? undefined : index.byValue.get(node.parentValue)) {
    if (node.value === root) return true;
  }
  return false;
}

/** Nodes disabled by their data: a disabled node disables everything under it. */
export function baseDisabled(index: TreeIndex): Set<TreeValue> {
  const disabled = new Set<TreeValue>();
  for (const node of index.order) {
    if (node.disabled || (node.parentValue !== undefined && disabled.has(node.parentValue))) disabled.add(node.value);
  }
  return disabled;
}

/** From chosen leaves to the full value: a parent is chosen exactly when all its children are. */
function fromLeaves(index: TreeIndex, leaves: ReadonlySet<TreeValue>): TreeValue[] {
  const chosen = new Set<TreeValue>();
  for (let i = index.order.length - 1; i >= 0; i -= 1) {
    const node = index.order[i];
    if (node.type === 'leaf' ? leaves.has(node.value) : node.children.every((child) => chosen.has(child.value))) chosen.add(node.value);
  }
  return index.order.filter((node) => chosen.has(node.value)).map((node) => node.value);
}

function chosenLeaves(index: TreeIndex, value: readonly TreeValue[]): Set<TreeValue> {
  const leaves = new Set<TreeValue>();
  for (const v of value) index.leavesOf.get(v)?.forEach((leaf) => leaves.add(leaf));
  return leaves;
}

/**
 * The value in its normal form, in display order: unknown values are dropped, a listed parent stands for
 * everything under it, and a parent whose children are all chosen is chosen too.
 */
export function normalizeValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  return fromLeaves(index, chosenLeaves(index, value));
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Checkbox state of every node for the given value, in one pass from the leaves up. */
export function checkStates(index: TreeIndex, value: readonly TreeValue[]): Map<TreeValue, CheckState> {
  const leaves = chosenLeaves(index, value);
  const counts = new Map<TreeValue, number>();
  const states = new Map<TreeValue, CheckState>();
  for (let i = index.order.length - 1; i >= 0; i -= 1) {
    const node = index.order[i];
    const count = node.type === 'leaf' ? Number(leaves.has(node.value)) : node.children.reduce((sum, child) => sum + (counts.get(child.value) ?? 0), 0);
    const total = index.leavesOf.get(node.value)?.length ?? 0;
    counts.set(node.value, count);
    states.set(node.value, total > 0 && count === total ? 'checked' : count > 0 ? 'indeterminate' : 'unchecked');
  }
  return states;
}

/** Checkbox state of one node for the given value. */
export function checkState(index: TreeIndex, value: readonly TreeValue[], node: TreeValue): CheckState {
  const leaves = chosenLeaves(index, value);
  const mine = index.leavesOf.get(node) ?? [];
  const count = mine.filter((leaf) => leaves.has(leaf)).length;
  if (mine.length > 0 && count === mine.length) return 'checked';
  return count > 0 ? 'indeterminate' : 'unchecked';
}

/** The top-most chosen nodes (a chosen parent stands for its children): what the tags show. */
export function summarizeValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  const chosen = new Set(normalizeValue(index, value));
  return [...chosen].filter((v) => {
    const parent = index.byValue.get(v)?.parentValue;
    return parent === undefined || !chosen.has(parent);
  });
}

/**
 * Values that clear or disable the others (multiple selection).
 * - clearOthers: choosing one of these clears every other value; choosing any other value clears it (不限).
 * - disableOthers: choosing one of these clears every other value and disables every other node while it
 *   stays chosen; the operator unchooses it to choose anything else.
 * - max: the most leaves that may be chosen; absent or 0 means no limit (widgets spec §9).
 */
export interface ExclusiveOptions {
  clearOthers?: readonly TreeValue[];
  disableOthers?: readonly TreeValue[];
  max?: number;
}

function hasMax(max: number | undefined): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > TREE.UNLIMITED_MAX;
}

/**
 * Every node the operator cannot toggle now: disabled in the data (with its subtree), outside a chosen
 * disableOthers node, with nothing enabled under it, or whose unchosen leaves would pass the maximum.
 */
export function disabledValues(index: TreeIndex, value: readonly TreeValue[], options: ExclusiveOptions = {}): Set<TreeValue> {
  const disabled = baseDisabled(index);
  const leaves = chosenLeaves(index, value);
  const lockers = (options.disableOthers ?? []).filter((v) => index.byValue.has(v) && checkState(index, value, v) === 'checked');
  for (const node of index.order) {
    if (lockers.length > 0 && !lockers.some((locker) => isInSubtree(index, locker, node.value))) disabled.add(node.value);
  }
  for (const node of index.order) {
    const enabledLeaves = (index.leavesOf.get(node.value) ?? []).filter((leaf) => !disabled.has(leaf));
    if (enabledLeaves.length === 0) disabled.add(node.value);
  }
  if (hasMax(options.max)) {
    const room = options.max - leaves.size;
    const exclusive = [...(options.clearOthers ?? []), ...(options.disableOthers ?? [])];
    for (const node of index.order) {
      if (disabled.has(node.value)) continue;
      // An exclusive value clears the rest when chosen, so only its own size counts against the maximum.
      if (exclusive.includes(node.value) && (index.leavesOf.get(node.value) ?? []).length <= options.max) continue;
      const missing = (index.leavesOf.get(node.value) ?? []).filter((leaf) => !disabled.has(leaf) && !leaves.has(leaf)).length;
      if (missing > room) disabled.add(node.value);
    }
  }
  return disabled;
}

/**
 * Chooses or unchooses a node (multiple selection). Choosing a parent cascades to its enabled children;
 * disabled children keep their state. Then the exclusive rules apply, and parents follow their children.
 * Choosing a node the operator cannot toggle returns the value unchanged (normalized); unchoosing always
 * works on the node's enabled leaves.
 */
export function setChosen(index: TreeIndex, value: readonly TreeValue[], target: TreeValue, chosen: boolean, options: ExclusiveOptions = {}): TreeValue[] {
  if (!index.byValue.has(target)) return normalizeValue(index, value);
  // Unchoosing only ever frees room, so only choosing is checked against the disabling rules.
  if (chosen && disabledValues(index, value, options).has(target)) return normalizeValue(index, value);
  const fixed = baseDisabled(index);
  const leaves = chosenLeaves(index, value);
  const exclusive = [...(options.clearOthers ?? []), ...(options.disableOthers ?? [])].filter((v) => index.byValue.has(v));
  const exclusiveTarget = exclusive.find((v) => isInSubtree(index, v, target));
  const isExclusiveLeaf = (leaf: TreeValue) => exclusive.some((v) => isInSubtree(index, v, leaf));
  const mine = (index.leavesOf.get(target) ?? []).filter((leaf) => !fixed.has(leaf));
  if (!chosen) {
    mine.forEach((leaf) => leaves.delete(leaf));
    return fromLeaves(index, leaves);
  }
  if (exclusiveTarget !== undefined) {
    // An exclusive value clears every enabled leaf outside its own subtree.
    for (const leaf of [...leaves]) if (!fixed.has(leaf) && !isInSubtree(index, exclusiveTarget, leaf)) leaves.delete(leaf);
    mine.forEach((leaf) => leaves.add(leaf));
  } else {
    // Any other value clears the exclusive ones, and a parent does not cascade into an exclusive child.
    for (const leaf of [...leaves]) if (!fixed.has(leaf) && isExclusiveLeaf(leaf)) leaves.delete(leaf);
    mine.filter((leaf) => !isExclusiveLeaf(leaf)).forEach((leaf) => leaves.add(leaf));
  }
  return fromLeaves(index, leaves);
}

/** A click on a node's checkbox: unchoose when every enabled leaf under it is chosen, else choose. */
export function toggleValue(index: TreeIndex, value: readonly TreeValue[], target: TreeValue, options: ExclusiveOptions = {}): TreeValue[] {
  const fixed = baseDisabled(index);
  const leaves = chosenLeaves(index, value);
  const enabled = (index.leavesOf.get(target) ?? []).filter((leaf) => !fixed.has(leaf));
  const full = enabled.length > 0 && enabled.every((leaf) => leaves.has(leaf));
  return setChosen(index, value, target, !full, options);
}

/**
 * Single selection allows one child (leaf) only: choosing a leaf replaces the value; parents only expand,
 * and disabled leaves are refused (the value comes back unchanged).
 */
export function selectSingle(index: TreeIndex, value: readonly TreeValue[], target: TreeValue): TreeValue[] {
  const node = index.byValue.get(target);
  if (!node || node.type !== 'leaf' || baseDisabled(index).has(target)) return singleValue(index, value);
  return [target];
}

/** A single-select value in normal form: the first known leaf, if any. */
export function singleValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  const leaf = value.find((v) => index.byValue.get(v)?.type === 'leaf');
  return leaf === undefined ? [] : [leaf];
}

/** The clear button: every enabled value goes; disabled chosen values keep their state. */
export function clearValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  const fixed = baseDisabled(index);
  return fromLeaves(index, new Set([...chosenLeaves(index, value)].filter((leaf) => fixed.has(leaf))));
}

/** Same values regardless of order. */
export function sameValues(a: readonly TreeValue[], b: readonly TreeValue[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((v) => right.has(v));
}

/**
 * Leave-save: what to emit when the dropdown closes. The draft when it differs from the value the dropdown
 * opened with, otherwise null (nothing is emitted).
 */
export function leaveSaveEmission(opened: readonly TreeValue[], draft: readonly TreeValue[]): TreeValue[] | null {
  return sameValues(opened, draft) ? null : [...draft];
}

/**
 * Search: case-insensitive; the keyword splits at commas (widgets spec §9 TREE filter; a full-width ，
 * counts too, as operators type Chinese punctuation) and a label matches when it contains any part.
 */
export function matchesKeyword(label: string, keyword: string): boolean {
  const parts = keyword
    .split(new RegExp(`[${TREE.FILTER_SEPARATOR}，]`))
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return true;
  const text = label.toLowerCase();
  return parts.some((part) => text.includes(part));
}
