// The one hierarchical check engine of libs/ui (widgets spec §3, §4, §9): the cascader with transfer panel
// uses it over leaf flags, the tree select, the tree and the filter-list selectors through the value rules
// in check-tree-values.ts, so checking, half-checking, limits and what a fully checked parent stands for
// are decided once.
//
// Performance design (architecture budget: tick-all and search under 100 ms on ~3,500 region leaves):
// the tree is indexed ONCE into flat typed arrays in pre-order. Every subtree's leaves are then a
// contiguous range [leafStart, leafEnd) of the leaf order, so the check state is a Uint8Array over leaves
// and a node's checked-leaf count is a prefix-sum difference. Computing every node's state is O(nodes +
// leaves); checking a node touches only its own leaf range. Nothing is O(n²) and nothing recurses per check.

/** A node value; values are unique across the whole tree. */
export type CheckTreeValue = string | number;

/** The least a node carries for the engine; widgets extend it (tooltips, descriptions). */
export interface CheckTreeOption {
  label: string;
  value: CheckTreeValue;
  children?: readonly CheckTreeOption[];
  /** Disables this node and its whole subtree; disabled leaves keep whatever state the value gives them. */
  disabled?: boolean;
}

/** Check state of one node: 0 unchecked, 1 half-checked ('little'), 2 checked. */
export type CheckCode = 0 | 1 | 2;
export const UNCHECKED = 0;
export const HALF_CHECKED = 1;
export const CHECKED = 2;

/** The tree, indexed once. Node ids are pre-order positions; leaf ordinals are positions in leaf order. */
export interface CheckTreeIndex<T extends CheckTreeOption = CheckTreeOption> {
  readonly nodes: readonly T[];
  readonly size: number;
  /** Parent id, -1 for a root. */
  readonly parent: Int32Array;
  readonly depth: Uint16Array;
  /** Pre-order end of the subtree (exclusive): the subtree of i is ids [i, end[i]). */
  readonly end: Int32Array;
  readonly children: readonly (readonly number[])[];
  readonly roots: readonly number[];
  /** The subtree's leaves are leaf ordinals [leafStart[i], leafEnd[i]). */
  readonly leafStart: Int32Array;
  readonly leafEnd: Int32Array;
  /** Leaf ordinal → node id. */
  readonly leafNodes: Int32Array;
  readonly leafCount: number;
  /** Per node: disabled itself or under a disabled ancestor. */
  readonly disabled: Uint8Array;
  /** Per leaf ordinal: the leaf is disabled (inherited). */
  readonly leafDisabled: Uint8Array;
  /** Per node: enabled leaves in its subtree. */
  readonly enabledLeafCount: Int32Array;
  readonly enabledLeafTotal: number;
  readonly valueToNode: ReadonlyMap<CheckTreeValue, number>;
  /** Values met more than once (only the first node is reachable by value). */
  readonly duplicateValues: readonly CheckTreeValue[];
  /** Lower-cased labels, prepared once for search. */
  readonly searchLabels: readonly string[];
}

function hasChildren(option: CheckTreeOption): option is CheckTreeOption & { children: readonly CheckTreeOption[] } {
  return Array.isArray(option.children) && option.children.length > 0;
}

/** Indexes the tree in one pre-order pass: O(nodes). */
export function buildCheckTreeIndex<T extends CheckTreeOption>(options: readonly T[]): CheckTreeIndex<T> {
  // First pass: count nodes so the typed arrays are allocated once.
  let size = 0;
  const countStack: CheckTreeOption[] = [...options];
  while (countStack.length) {
    const option = countStack.pop() as CheckTreeOption;
    size++;
    if (hasChildren(option)) for (const child of option.children) countStack.push(child);
  }

  const nodes: T[] = new Array(size);
  const parent = new Int32Array(size);
  const depth = new Uint16Array(size);
  const end = new Int32Array(size);
  const children: number[][] = new Array(size);
  const leafStart = new Int32Array(size);
  const leafEnd = new Int32Array(size);
  const disabled = new Uint8Array(size);
  const enabledLeafCount = new Int32Array(size);
  const leafNodeList: number[] = [];
  const leafDisabledList: number[] = [];
  const valueToNode = new Map<CheckTreeValue, number>();
  const duplicateValues: CheckTreeValue[] = [];
  const searchLabels: string[] = new Array(size);
  const roots: number[] = [];

  let next = 0;
  // Iterative pre-order with an explicit exit marker, so deep trees cannot overflow the call stack.
  // Children of a T are T (the caller's type is recursive); the engine only reads the base fields.
  type Frame = { option: T; parentId: number; exitId: number };
  const stack: Frame[] = [];
  for (let k = options.length - 1; k >= 0; k--) stack.push({ option: options[k], parentId: -1, exitId: -1 });
  while (stack.length) {
    const frame = stack.pop() as Frame;
    if (frame.exitId >= 0) {
      const id = frame.exitId;
      end[id] = next;
      leafEnd[id] = leafNodeList.length;
      if (children[id].length) {
        let enabled = 0;
        for (const child of children[id]) enabled += enabledLeafCount[child];
        enabledLeafCount[id] = enabled;
      }
      continue;
    }
    const { option, parentId } = frame;
    const id = next++;
    nodes[id] = option;
    parent[id] = parentId;
    depth[id] = parentId < 0 ? 0 : depth[parentId] + 1;
    children[id] = [];
    disabled[id] = option.disabled || (parentId >= 0 && disabled[parentId]) ? 1 : 0;
    searchLabels[id] = String(option.label).toLowerCase();
    if (valueToNode.has(option.value)) duplicateValues.push(option.value);
    else valueToNode.set(option.value, id);
    if (parentId < 0) roots.push(id);
    else children[parentId].push(id);
    leafStart[id] = leafNodeList.length;
    if (hasChildren(option)) {
      stack.push({ option, parentId, exitId: id });
      for (let k = option.children.length - 1; k >= 0; k--) stack.push({ option: option.children[k] as T, parentId: id, exitId: -1 });
    } else {
      leafNodeList.push(id);
      leafDisabledList.push(disabled[id]);
      end[id] = next;
      leafEnd[id] = leafNodeList.length;
      enabledLeafCount[id] = disabled[id] ? 0 : 1;
    }
  }

  let enabledLeafTotal = 0;
  for (const root of roots) enabledLeafTotal += enabledLeafCount[root];
  return {
    nodes,
    size,
    parent,
    depth,
    end,
    children,
    roots,
    leafStart,
    leafEnd,
    leafNodes: Int32Array.from(leafNodeList),
    leafCount: leafNodeList.length,
    disabled,
    leafDisabled: Uint8Array.from(leafDisabledList),
    enabledLeafCount,
    enabledLeafTotal,
    valueToNode,
    duplicateValues,
    searchLabels,
  };
}

export function isLeaf(index: CheckTreeIndex, id: number): boolean {
  return index.children[id].length === 0;
}

/**
 * Checked leaves as flags over leaf ordinals. A value naming a parent stands for its whole subtree;
 * values not in the tree are ignored (they are dropped from the next emitted value). O(values + leaves covered).
 */
export function flagsFromValues(index: CheckTreeIndex, values: readonly CheckTreeValue[]): Uint8Array {
  const flags = new Uint8Array(index.leafCount);
  for (const value of values) {
    const id = index.valueToNode.get(value);
    if (id === undefined) continue;
    flags.fill(1, index.leafStart[id], index.leafEnd[id]);
  }
  return flags;
}

/** The checked leaf values, in tree (pre-)order. O(leaves). */
export function valuesFromFlags(index: CheckTreeIndex, flags: Uint8Array): CheckTreeValue[] {
  const values: CheckTreeValue[] = [];
  for (let ord = 0; ord < index.leafCount; ord++) if (flags[ord]) values.push(index.nodes[index.leafNodes[ord]].value);
  return values;
}

export function countChecked(flags: Uint8Array): number {
  let count = 0;
  for (let ord = 0; ord < flags.length; ord++) count += flags[ord];
  return count;
}

/** Everything the view needs about the check state, for every node at once. */
export interface CheckState {
  readonly flags: Uint8Array;
  /** Per node: 0 unchecked, 1 half-checked, 2 checked. */
  readonly state: Uint8Array;
  /** The 'count' of the spec: checked leaves (disabled ones included). */
  readonly count: number;
  /** Checked enabled leaves. */
  readonly enabledChecked: number;
  /** The state of the whole tree, for 全选. */
  readonly all: CheckCode;
  /** Prefix sums over leaf order: checked leaves before ordinal k, and checked enabled leaves before k. */
  readonly checkedBefore: Int32Array;
  readonly enabledCheckedBefore: Int32Array;
}

/**
 * The rule of widgets spec §4: a node is checked when all its enabled leaves are (all its leaves, when
 * every one is disabled), half-checked when it is not checked but some of its leaves are. O(1) per node
 * once the prefix sums exist.
 */
function codeFor(total: number, checked: number, enabledTotal: number, enabledChecked: number): CheckCode {
  const full = enabledTotal > 0 ? enabledChecked === enabledTotal : total > 0 && checked === total;
  if (full) return CHECKED;
  return checked > 0 ? HALF_CHECKED : UNCHECKED;
}

/** Every node's state from the leaf flags: O(nodes + leaves). */
export function computeCheckState(index: CheckTreeIndex, flags: Uint8Array): CheckState {
  const leaves = index.leafCount;
  const checkedBefore = new Int32Array(leaves + 1);
  const enabledCheckedBefore = new Int32Array(leaves + 1);
  for (let ord = 0; ord < leaves; ord++) {
    const on = flags[ord] ? 1 : 0;
    checkedBefore[ord + 1] = checkedBefore[ord] + on;
    enabledCheckedBefore[ord + 1] = enabledCheckedBefore[ord] + (on && !index.leafDisabled[ord] ? 1 : 0);
  }
  const state = new Uint8Array(index.size);
  for (let id = 0; id < index.size; id++) {
    const from = index.leafStart[id];
    const to = index.leafEnd[id];
    state[id] = codeFor(to - from, checkedBefore[to] - checkedBefore[from], index.enabledLeafCount[id], enabledCheckedBefore[to] - enabledCheckedBefore[from]);
  }
  const count = checkedBefore[leaves];
  const enabledChecked = enabledCheckedBefore[leaves];
  return {
    flags,
    state,
    count,
    enabledChecked,
    all: codeFor(leaves, count, index.enabledLeafTotal, enabledChecked),
    checkedBefore,
    enabledCheckedBefore,
  };
}

/** max 0 (CASCADER.UNLIMITED_MAX) means no limit (widgets spec §9). */
export function hasLimit(max: number): boolean {
  return Number.isFinite(max) && max > 0;
}

/** The selected count has reached max: unchecked items are disabled (widgets spec §4). */
export function isAtMax(count: number, max: number): boolean {
  return hasLimit(max) && count >= max;
}

/** The selected count exceeds max: the error message shows (widgets spec §5). */
export function isOverMax(count: number, max: number): boolean {
  return hasLimit(max) && count > max;
}

/**
 * Whether a node's checkbox is disabled: disabled itself or by an ancestor, no enabled leaf to act on,
 * or max reached while the node is not checked (a half-checked node counts as not checked: ticking it
 * would add leaves).
 */
export function isNodeDisabled(index: CheckTreeIndex, check: CheckState, id: number, max: number): boolean {
  if (index.disabled[id] || index.enabledLeafCount[id] === 0) return true;
  return isAtMax(check.count, max) && check.state[id] !== CHECKED;
}

/** Whether 全选 is disabled: nothing enabled, or max reached while not everything is checked. */
export function isAllDisabled(index: CheckTreeIndex, check: CheckState, max: number): boolean {
  if (index.enabledLeafTotal === 0) return true;
  return isAtMax(check.count, max) && check.all !== CHECKED;
}

/**
 * Checks or unchecks the enabled leaves of ordinals [from, to); disabled leaves are untouched. Checking
 * adds leaves in tree order and stops at max, so the count never exceeds max through this path (a value
 * already over max is never increased). Returns new flags; O(range).
 */
function setRange(index: CheckTreeIndex, flags: Uint8Array, from: number, to: number, checked: boolean, max: number): Uint8Array {
  const next = flags.slice();
  if (!checked) {
    for (let ord = from; ord < to; ord++) if (!index.leafDisabled[ord]) next[ord] = 0;
    return next;
  }
  let room = hasLimit(max) ? max - countChecked(flags) : Number.POSITIVE_INFINITY;
  for (let ord = from; ord < to && room > 0; ord++) {
    if (next[ord] || index.leafDisabled[ord]) continue;
    next[ord] = 1;
    room--;
  }
  return next;
}

/** Checking a parent checks all its enabled descendant leaves (widgets spec §4), up to max. */
export function setNodeChecked(index: CheckTreeIndex, flags: Uint8Array, id: number, checked: boolean, max = 0): Uint8Array {
  return setRange(index, flags, index.leafStart[id], index.leafEnd[id], checked, max);
}

/** A click on a node's checkbox: a checked node unchecks, an unchecked or half-checked one checks. */
export function toggleNode(index: CheckTreeIndex, flags: Uint8Array, id: number, max = 0): Uint8Array {
  return setNodeChecked(index, flags, id, nodeCheckCode(index, flags, id) !== CHECKED, max);
}

/** 全选: ticks every enabled leaf (up to max) or unticks every enabled leaf. */
export function setAllChecked(index: CheckTreeIndex, flags: Uint8Array, checked: boolean, max = 0): Uint8Array {
  return setRange(index, flags, 0, index.leafCount, checked, max);
}

/** A click on 全选: everything checked → untick all, otherwise tick all. */
export function toggleAll(index: CheckTreeIndex, flags: Uint8Array, max = 0): Uint8Array {
  const state = codeFor(index.leafCount, countChecked(flags), index.enabledLeafTotal, countEnabledChecked(index, flags, 0, index.leafCount));
  return setAllChecked(index, flags, state !== CHECKED, max);
}

function countEnabledChecked(index: CheckTreeIndex, flags: Uint8Array, from: number, to: number): number {
  let n = 0;
  for (let ord = from; ord < to; ord++) if (flags[ord] && !index.leafDisabled[ord]) n++;
  return n;
}

/** One node's state without the whole CheckState: O(its leaves). */
export function nodeCheckCode(index: CheckTreeIndex, flags: Uint8Array, id: number): CheckCode {
  const from = index.leafStart[id];
  const to = index.leafEnd[id];
  let checked = 0;
  for (let ord = from; ord < to; ord++) checked += flags[ord];
  return codeFor(to - from, checked, index.enabledLeafCount[id], countEnabledChecked(index, flags, from, to));
}

/**
 * The nodes the right panel lists: the highest node whose leaves are ALL checked stands for its subtree
 * (a node with a disabled unchecked leaf is not fully selected, so its checked children show instead).
 * Pre-order walk skipping listed subtrees: O(nodes).
 */
export function selectedNodeIds(index: CheckTreeIndex, check: Pick<CheckState, 'checkedBefore'>): number[] {
  const ids: number[] = [];
  const before = check.checkedBefore;
  let id = 0;
  while (id < index.size) {
    const from = index.leafStart[id];
    const to = index.leafEnd[id];
    if (before[to] - before[from] === to - from) {
      ids.push(id);
      id = index.end[id];
    } else id++;
  }
  return ids;
}

/** Whether a listed item has something the user may remove (not only disabled, locked leaves). */
export function isRemovable(index: CheckTreeIndex, check: CheckState, id: number): boolean {
  const from = index.leafStart[id];
  const to = index.leafEnd[id];
  return check.enabledCheckedBefore[to] - check.enabledCheckedBefore[from] > 0;
}

/** Labels from the root down to the node. */
export function pathLabels(index: CheckTreeIndex, id: number): string[] {
  const labels: string[] = [];
  for (let at = id; at >= 0; at = index.parent[at]) labels.push(index.nodes[at].label);
  return labels.reverse();
}

/** How a path is written in search results and the selected list (e.g. 北京市 / 北京市 / 朝阳区). */
export const PATH_SEPARATOR = ' / ';

export function pathText(index: CheckTreeIndex, id: number, separator = PATH_SEPARATOR): string {
  return pathLabels(index, id).join(separator);
}

/**
 * Search over the options: ids (pre-order) of every node, parent or leaf, whose own label contains the
 * query, case-insensitive. Pure and O(nodes) string tests over labels lower-cased once at index time.
 */
export function searchNodeIds(index: CheckTreeIndex, query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const ids: number[] = [];
  const labels = index.searchLabels;
  for (let id = 0; id < index.size; id++) if (labels[id].includes(needle)) ids.push(id);
  return ids;
}

/** Filters already-listed ids by label or path (the right panel's search). */
export function filterIdsByText(index: CheckTreeIndex, ids: readonly number[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...ids];
  return ids.filter((id) => pathText(index, id).toLowerCase().includes(needle));
}

/** The ids whose columns are open when a node is opened: the node and its ancestors, root first. */
export function openPathTo(index: CheckTreeIndex, id: number): number[] {
  const ids: number[] = [];
  for (let at = id; at >= 0; at = index.parent[at]) ids.push(at);
  return ids.reverse();
}

/** Whether two flag arrays are equal (an action that changed nothing emits nothing). */
export function sameFlags(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** Prefix sums of checked leaves, enough for selectedNodeIds without a whole CheckState. */
export function checkedPrefix(flags: Uint8Array): Pick<CheckState, 'checkedBefore'> {
  const checkedBefore = new Int32Array(flags.length + 1);
  for (let ord = 0; ord < flags.length; ord++) checkedBefore[ord + 1] = checkedBefore[ord] + (flags[ord] ? 1 : 0);
  return { checkedBefore };
}
