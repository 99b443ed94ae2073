// The check engine's rules over values (widgets spec §3 tree node, §4 tree select save mode, §9 SELECT and
// TREE), as the tree select, the tree and the filter-list selectors use them: the node index, cascading to
// enabled children, single selection, values that clear or disable the others, the optional maximum,
// leave-save emission, search matching and the displayed path. Every rule runs over check-tree.ts's flat
// index (leaf ranges, leaf flags, prefix sums), so a value is turned into leaf flags once per call and
// nothing walks the tree per node.
import { SELECT, TREE } from '@toufang/domain';
import { buildCheckTreeIndex, checkedPrefix, flagsFromValues, selectedNodeIds, type CheckTreeIndex, type CheckTreeValue } from './check-tree';

export type TreeValue = CheckTreeValue;

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

/** Lookups over an indexed tree. */
export interface TreeIndex {
  roots: IndexedTreeNode[];
  byValue: Map<TreeValue, IndexedTreeNode>;
  /** Every node, parents before children, in display order: order[id] is the flat index's node id. */
  order: IndexedTreeNode[];
  /** The leaf values under each node (a leaf lists itself). */
  leavesOf: Map<TreeValue, TreeValue[]>;
  /** The engine's flat index the rules run on. */
  flat: CheckTreeIndex<TreeNodeInput>;
}

/** The spec's node entities, one per flat node id (pre-order), filled from the flat index without recursion. */
function indexedNodes(flat: CheckTreeIndex<TreeNodeInput>): IndexedTreeNode[] {
  const order: IndexedTreeNode[] = new Array(flat.size);
  for (let id = 0; id < flat.size; id++) {
    const input = flat.nodes[id];
    const parent = flat.parent[id] < 0 ? undefined : order[flat.parent[id]];
    const node: IndexedTreeNode = {
      value: input.value,
      label: input.label,
      children: [],
      disabled: Boolean(input.disabled),
      level: flat.depth[id] + 1,
      type: flat.children[id].length > 0 ? 'node' : 'leaf',
      path: parent ? [...parent.path, input.label] : [input.label],
      ...(parent ? { parentValue: parent.value, parentLabel: parent.label } : {}),
    };
    order[id] = node;
    parent?.children.push(node);
  }
  return order;
}

/** Fills level, type, parentValue, parentLabel and path (a pure copy; the input is not changed). */
export function indexTree(nodes: readonly TreeNodeInput[]): IndexedTreeNode[] {
  const flat = buildCheckTreeIndex(nodes);
  const order = indexedNodes(flat);
  return flat.roots.map((id) => order[id]);
}

/** The displayed path: labels joined with the separator (widgets spec §9: hyphen by default), 北京市-朝阳区. */
export function formatPath(node: Pick<IndexedTreeNode, 'path'>, separator: string = SELECT.PATH_SEPARATOR): string {
  return node.path.join(separator);
}

export function createTreeIndex(nodes: readonly TreeNodeInput[]): TreeIndex {
  const flat = buildCheckTreeIndex(nodes);
  if (flat.duplicateValues.length > 0) throw new Error(`TreeSelect: duplicate node value ${String(flat.duplicateValues[0])}`);
  const order = indexedNodes(flat);
  const byValue = new Map<TreeValue, IndexedTreeNode>();
  const leavesOf = new Map<TreeValue, TreeValue[]>();
  for (let id = 0; id < flat.size; id++) {
    byValue.set(order[id].value, order[id]);
    const leaves: TreeValue[] = [];
    for (let ord = flat.leafStart[id]; ord < flat.leafEnd[id]; ord++) leaves.push(flat.nodes[flat.leafNodes[ord]].value);
    leavesOf.set(order[id].value, leaves);
  }
  return { roots: flat.roots.map((id) => order[id]), byValue, order, leavesOf, flat };
}

function idOf(index: TreeIndex, value: TreeValue): number | undefined {
  return index.flat.valueToNode.get(value);
}

/** Whether `value` is the node itself or lies under it: one range test on pre-order ids. */
export function isInSubtree(index: TreeIndex, root: TreeValue, value: TreeValue): boolean {
  const r = idOf(index, root);
  const v = idOf(index, value);
  return r !== undefined && v !== undefined && v >= r && v < index.flat.end[r];
}

/** Nodes disabled by their data: a disabled node disables everything under it. */
export function baseDisabled(index: TreeIndex): Set<TreeValue> {
  const disabled = new Set<TreeValue>();
  for (let id = 0; id < index.flat.size; id++) if (index.flat.disabled[id]) disabled.add(index.order[id].value);
  return disabled;
}

/** From chosen leaf flags to the full value: a node is chosen exactly when all its leaves are. */
function valueFromFlags(index: TreeIndex, flags: Uint8Array): TreeValue[] {
  const { flat } = index;
  const before = checkedPrefix(flags).checkedBefore;
  const value: TreeValue[] = [];
  for (let id = 0; id < flat.size; id++) {
    const from = flat.leafStart[id];
    const to = flat.leafEnd[id];
    if (to > from && before[to] - before[from] === to - from) value.push(index.order[id].value);
  }
  return value;
}

/**
 * The value in its normal form, in display order: unknown values are dropped, a listed parent stands for
 * everything under it, and a parent whose children are all chosen is chosen too.
 */
export function normalizeValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  return valueFromFlags(index, flagsFromValues(index.flat, value));
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** The tree select's rule: checked when every leaf (disabled ones too) is chosen, half when some are. */
function stateOf(total: number, count: number): CheckState {
  if (total > 0 && count === total) return 'checked';
  return count > 0 ? 'indeterminate' : 'unchecked';
}

/** Checkbox state of every node for the given value: prefix sums over the leaf flags, O(nodes + leaves). */
export function checkStates(index: TreeIndex, value: readonly TreeValue[]): Map<TreeValue, CheckState> {
  const { flat } = index;
  const before = checkedPrefix(flagsFromValues(flat, value)).checkedBefore;
  const states = new Map<TreeValue, CheckState>();
  for (let id = 0; id < flat.size; id++) {
    const from = flat.leafStart[id];
    const to = flat.leafEnd[id];
    states.set(index.order[id].value, stateOf(to - from, before[to] - before[from]));
  }
  return states;
}

/** Checkbox state of one node for the given value. */
export function checkState(index: TreeIndex, value: readonly TreeValue[], node: TreeValue): CheckState {
  const id = idOf(index, node);
  if (id === undefined) return 'unchecked';
  const flags = flagsFromValues(index.flat, value);
  let count = 0;
  for (let ord = index.flat.leafStart[id]; ord < index.flat.leafEnd[id]; ord++) count += flags[ord];
  return stateOf(index.flat.leafEnd[id] - index.flat.leafStart[id], count);
}

/** The top-most chosen nodes (a chosen parent stands for its children): what the tags show. */
export function summarizeValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  return selectedNodeIds(index.flat, checkedPrefix(flagsFromValues(index.flat, value))).map((id) => index.order[id].value);
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

/** The flat ids of the exclusive values that are in the tree (clearOthers first, as given). */
function exclusiveIds(index: TreeIndex, options: ExclusiveOptions): number[] {
  const ids: number[] = [];
  for (const v of [...(options.clearOthers ?? []), ...(options.disableOthers ?? [])]) {
    const id = idOf(index, v);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** Counts of the flagged leaves in [from, to) by prefix sums over any per-leaf 0/1 array. */
function prefixOf(bits: Uint8Array): Int32Array {
  return checkedPrefix(bits).checkedBefore;
}

/**
 * Every node the operator cannot toggle now: disabled in the data (with its subtree), outside a chosen
 * disableOthers node, with nothing enabled under it, or whose unchosen leaves would pass the maximum.
 */
export function disabledValues(index: TreeIndex, value: readonly TreeValue[], options: ExclusiveOptions = {}): Set<TreeValue> {
  const { flat } = index;
  const flags = flagsFromValues(flat, value);
  const chosen = prefixOf(flags);
  const off = flat.disabled.slice();
  // A chosen disableOthers node disables every node outside its own subtree (its ancestors included).
  const lockers = (options.disableOthers ?? [])
    .map((v) => idOf(index, v))
    .filter((id): id is number => id !== undefined && chosen[flat.leafEnd[id]] - chosen[flat.leafStart[id]] === flat.leafEnd[id] - flat.leafStart[id]);
  if (lockers.length > 0) {
    for (let id = 0; id < flat.size; id++) if (!lockers.some((l) => id >= l && id < flat.end[l])) off[id] = 1;
  }
  // A node with no enabled leaf under it has nothing to toggle.
  const leafOff = new Uint8Array(flat.leafCount);
  for (let ord = 0; ord < flat.leafCount; ord++) leafOff[ord] = off[flat.leafNodes[ord]];
  const offBefore = prefixOf(leafOff);
  for (let id = 0; id < flat.size; id++) {
    const from = flat.leafStart[id];
    const to = flat.leafEnd[id];
    if (to - from - (offBefore[to] - offBefore[from]) === 0) off[id] = 1;
  }
  if (hasMax(options.max)) {
    const room = options.max - chosen[flat.leafCount];
    const exclusive = new Set(exclusiveIds(index, options));
    // Unchosen leaves that may be added: enabled (before the maximum applies) and not chosen.
    const open = new Uint8Array(flat.leafCount);
    for (let ord = 0; ord < flat.leafCount; ord++) open[ord] = !leafOff[ord] && !flags[ord] ? 1 : 0;
    const openBefore = prefixOf(open);
    for (let id = 0; id < flat.size; id++) {
      if (off[id]) continue;
      const from = flat.leafStart[id];
      const to = flat.leafEnd[id];
      // An exclusive value clears the rest when chosen, so only its own size counts against the maximum.
      if (exclusive.has(id) && to - from <= options.max) continue;
      if (openBefore[to] - openBefore[from] > room) off[id] = 1;
    }
  }
  const disabled = new Set<TreeValue>();
  for (let id = 0; id < flat.size; id++) if (off[id]) disabled.add(index.order[id].value);
  return disabled;
}

/**
 * Chooses or unchooses a node (multiple selection). Choosing a parent cascades to its enabled children;
 * disabled children keep their state. Then the exclusive rules apply, and parents follow their children.
 * Choosing a node the operator cannot toggle returns the value unchanged (normalized); unchoosing always
 * works on the node's enabled leaves.
 */
export function setChosen(index: TreeIndex, value: readonly TreeValue[], target: TreeValue, chosen: boolean, options: ExclusiveOptions = {}): TreeValue[] {
  const { flat } = index;
  const id = idOf(index, target);
  if (id === undefined) return normalizeValue(index, value);
  // Unchoosing only ever frees room, so only choosing is checked against the disabling rules.
  if (chosen && disabledValues(index, value, options).has(target)) return normalizeValue(index, value);
  const flags = flagsFromValues(flat, value);
  const fixed = flat.leafDisabled;
  const from = flat.leafStart[id];
  const to = flat.leafEnd[id];
  if (!chosen) {
    for (let ord = from; ord < to; ord++) if (!fixed[ord]) flags[ord] = 0;
    return valueFromFlags(index, flags);
  }
  const exclusive = exclusiveIds(index, options);
  const owner = exclusive.find((x) => id >= x && id < flat.end[x]);
  if (owner !== undefined) {
    // An exclusive value clears every enabled leaf outside its own subtree.
    for (let ord = 0; ord < flat.leafCount; ord++) if (!fixed[ord] && (ord < flat.leafStart[owner] || ord >= flat.leafEnd[owner])) flags[ord] = 0;
    for (let ord = from; ord < to; ord++) if (!fixed[ord]) flags[ord] = 1;
    return valueFromFlags(index, flags);
  }
  // Any other value clears the exclusive ones, and a parent does not cascade into an exclusive child.
  const exclusiveLeaf = new Uint8Array(flat.leafCount);
  for (const x of exclusive) exclusiveLeaf.fill(1, flat.leafStart[x], flat.leafEnd[x]);
  for (let ord = 0; ord < flat.leafCount; ord++) if (!fixed[ord] && exclusiveLeaf[ord]) flags[ord] = 0;
  for (let ord = from; ord < to; ord++) if (!fixed[ord] && !exclusiveLeaf[ord]) flags[ord] = 1;
  return valueFromFlags(index, flags);
}

/** A click on a node's checkbox: unchoose when every enabled leaf under it is chosen, else choose. */
export function toggleValue(index: TreeIndex, value: readonly TreeValue[], target: TreeValue, options: ExclusiveOptions = {}): TreeValue[] {
  const { flat } = index;
  const id = idOf(index, target);
  let full = false;
  if (id !== undefined && flat.enabledLeafCount[id] > 0) {
    const flags = flagsFromValues(flat, value);
    full = true;
    for (let ord = flat.leafStart[id]; ord < flat.leafEnd[id] && full; ord++) if (!flat.leafDisabled[ord] && !flags[ord]) full = false;
  }
  return setChosen(index, value, target, !full, options);
}

/**
 * Single selection allows one child (leaf) only: choosing a leaf replaces the value; parents only expand,
 * and disabled leaves are refused (the value comes back unchanged).
 */
export function selectSingle(index: TreeIndex, value: readonly TreeValue[], target: TreeValue): TreeValue[] {
  const id = idOf(index, target);
  if (id === undefined || index.flat.children[id].length > 0 || index.flat.disabled[id]) return singleValue(index, value);
  return [target];
}

/** A single-select value in normal form: the first known leaf, if any. */
export function singleValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  const leaf = value.find((v) => index.byValue.get(v)?.type === 'leaf');
  return leaf === undefined ? [] : [leaf];
}

/** The clear button: every enabled value goes; disabled chosen values keep their state. */
export function clearValue(index: TreeIndex, value: readonly TreeValue[]): TreeValue[] {
  const flags = flagsFromValues(index.flat, value);
  for (let ord = 0; ord < flags.length; ord++) if (!index.flat.leafDisabled[ord]) flags[ord] = 0;
  return valueFromFlags(index, flags);
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
