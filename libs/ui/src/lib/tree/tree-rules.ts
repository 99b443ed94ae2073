// Pure rules of the tree (widgets spec §3 tree node, §5 and §8 key errors, §9 TREE): reading the caller's
// nodes by their key field, the developer errors, the comma filter that keeps ancestors, expansion, the
// panel height and the optional maximum. Choosing (cascade, half-checked, max) reuses the tree select's rules.
import { DEFAULT_TEXTS, TREE } from '@toufang/domain';
import { createTreeIndex, type IndexedTreeNode, type TreeIndex, type TreeNodeInput, type TreeValue } from '../check-tree/check-tree-values';

export type { IndexedTreeNode, TreeIndex, TreeValue };

/** Widgets spec §3 tree node: value, label, children, disabled, level, type, parentValue, parentLabel, path. */
export type TreeNode = IndexedTreeNode;

/** A node as the caller gives it: its key sits in the field named by the tree's nodeKey (usually value). */
export interface TreeDataNode {
  label: string;
  value?: TreeValue;
  children?: readonly TreeDataNode[];
  disabled?: boolean;
  [field: string]: unknown;
}

/** Decides whether one part of the filter text matches a node (the tree splits the text at commas). */
export type FilterNodeMethod = (keyword: string, node: IndexedTreeNode, data: TreeDataNode | undefined) => boolean;

/** Developer errors, in the spec's exact English (widgets spec §5, §8). */
export const TREE_ERRORS = {
  NODE_KEY_REQUIRED: 'nodeKey is required',
  FILTER_METHOD_REQUIRED: 'filterNodeMethod is required when filter',
} as const;

/** Texts of the tree. */
export const TREE_TEXTS = {
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  EXPAND_ALL: '全部展开',
  COLLAPSE_ALL: '全部收起',
  FILTER_LABEL: '筛选',
  FILTER_PLACEHOLDER: '输入关键词筛选，多个用逗号分隔',
  EXPAND: '展开',
  COLLAPSE: '收起',
} as const;

/** A row's height in px: the virtual list needs it fixed (tree.css keeps rows at this height). */
export const TREE_ROW_HEIGHT = 32;

/** The field used when nodeKey is missing, so the tree still draws (the error is logged). */
export const FALLBACK_NODE_KEY = 'value';

export interface TreePropsCheck {
  nodeKey?: string | null;
  filter?: boolean;
  filterNodeMethod?: FilterNodeMethod | null;
}

/** The developer errors of the tree's props: a missing nodeKey, filtering without a filter method. */
export function treePropsErrors({ nodeKey, filter, filterNodeMethod }: TreePropsCheck): string[] {
  const errors: string[] = [];
  if (typeof nodeKey !== 'string' || nodeKey.trim() === '') errors.push(TREE_ERRORS.NODE_KEY_REQUIRED);
  if (filter && typeof filterNodeMethod !== 'function') errors.push(TREE_ERRORS.FILTER_METHOD_REQUIRED);
  return errors;
}

export interface NormalizedTreeData {
  nodes: TreeNodeInput[];
  /** The caller's node behind each value. */
  dataByValue: Map<TreeValue, TreeDataNode>;
  /** Developer errors: 'nodeKey is required' when a node has no usable key, and duplicate keys. */
  errors: string[];
}

function isKey(x: unknown): x is TreeValue {
  return (typeof x === 'string' && x !== '') || (typeof x === 'number' && Number.isFinite(x));
}

/**
 * The caller's nodes as the tree's own, keyed by the nodeKey field. A node without a usable key, or with a
 * key already used, gets a key from its position (`#0-2`) so the tree still draws, and the error is reported.
 */
export function normalizeTreeData(data: readonly TreeDataNode[] | null | undefined, nodeKey: string | null | undefined): NormalizedTreeData {
  const field = typeof nodeKey === 'string' && nodeKey.trim() !== '' ? nodeKey : FALLBACK_NODE_KEY;
  const seen = new Set<TreeValue>();
  const dataByValue = new Map<TreeValue, TreeDataNode>();
  let missing = false;
  const duplicates: TreeValue[] = [];
  const walk = (nodes: readonly TreeDataNode[], at: string): TreeNodeInput[] =>
    nodes.map((node, i) => {
      const position = at ? `${at}-${i}` : String(i);
      const own = node[field];
      let value: TreeValue;
      if (!isKey(own)) {
        missing = true;
        value = `#${position}`;
      } else if (seen.has(own)) {
        duplicates.push(own);
        value = `#${position}`;
      } else value = own;
      seen.add(value);
      dataByValue.set(value, node);
      const children = Array.isArray(node.children) ? walk(node.children, position) : [];
      return { value, label: String(node.label ?? ''), disabled: Boolean(node.disabled), ...(children.length > 0 ? { children } : {}) };
    });
  const nodes = walk(data ?? [], '');
  const errors: string[] = [];
  if (missing) errors.push(TREE_ERRORS.NODE_KEY_REQUIRED);
  if (duplicates.length > 0) errors.push(`nodeKey values must be unique: ${[...new Set(duplicates)].map(String).join(', ')}`);
  return { nodes, dataByValue, errors };
}

/** The tree's index (level, type, parentValue, parentLabel, path of every node). */
export function buildTreeIndex(nodes: readonly TreeNodeInput[]): TreeIndex {
  return createTreeIndex(nodes);
}

/** The filter text's parts: split at commas (a full-width ，counts too, as operators type Chinese), trimmed. */
export function splitFilterText(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(new RegExp(`[${TREE.FILTER_SEPARATOR}，]`))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The usual filter method: the label contains the keyword, ignoring case. */
export const labelFilter: FilterNodeMethod = (keyword, node) => node.label.toLowerCase().includes(keyword.trim().toLowerCase());

/**
 * The nodes the filter shows: each node matching any part of the text, with its ancestors; null when the
 * text has no part (no filtering).
 */
export function filterVisible(
  index: TreeIndex,
  text: string | null | undefined,
  method: FilterNodeMethod = labelFilter,
  dataByValue?: ReadonlyMap<TreeValue, TreeDataNode>,
): Set<TreeValue> | null {
  const parts = splitFilterText(text);
  if (parts.length === 0) return null;
  const visible = new Set<TreeValue>();
  for (const node of index.order) {
    if (visible.has(node.value)) continue;
    const data = dataByValue?.get(node.value);
    if (!parts.some((part) => method(part, node, data))) continue;
    for (let at: IndexedTreeNode | undefined = node; at && !visible.has(at.value); at = at.parentValue === undefined ? undefined : index.byValue.get(at.parentValue)) {
      visible.add(at.value);
    }
  }
  return visible;
}

/** The values of the nodes with children, among the visible ones (all when visible is null). */
export function parentValues(index: TreeIndex, visible: ReadonlySet<TreeValue> | null = null): TreeValue[] {
  return index.order.filter((node) => node.type === 'node' && (!visible || node.children.some((child) => visible.has(child.value)))).map((node) => node.value);
}

/** Whether every (visible) node with children is expanded; false when there is none. */
export function isAllExpanded(index: TreeIndex, expanded: ReadonlySet<TreeValue>, visible: ReadonlySet<TreeValue> | null = null): boolean {
  const parents = parentValues(index, visible);
  return parents.length > 0 && parents.every((v) => expanded.has(v));
}

/** How many rows show: visible nodes whose ancestors are all expanded. */
export function visibleRowCount(index: TreeIndex, expanded: ReadonlySet<TreeValue>, visible: ReadonlySet<TreeValue> | null = null): number {
  let count = 0;
  const walk = (nodes: readonly IndexedTreeNode[]) => {
    for (const node of nodes) {
      if (visible && !visible.has(node.value)) continue;
      count += 1;
      if (node.type === 'node' && expanded.has(node.value)) walk(node.children);
    }
  };
  walk(index.roots);
  return count;
}

/** The panel's height: as tall as its rows, at most 290 px (320 px for the tall panel) (widgets spec §9). */
export function panelHeight(rows: number, tall = false): number {
  const max = tall ? TREE.PANEL_MAX_HEIGHT_TALL : TREE.PANEL_MAX_HEIGHT;
  return Math.min(Math.max(rows, 0) * TREE_ROW_HEIGHT, max);
}

/** Whether a maximum applies: absent or 0 (TREE.UNLIMITED_MAX) means unlimited. */
export function hasTreeMax(max: number | null | undefined): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > TREE.UNLIMITED_MAX;
}

/** How many leaves the value holds (what the maximum counts). */
export function chosenLeafCount(index: TreeIndex, value: readonly TreeValue[]): number {
  const leaves = new Set<TreeValue>();
  for (const v of value) index.leavesOf.get(v)?.forEach((leaf) => leaves.add(leaf));
  return leaves.size;
}

/** Whether the maximum is reached: unchecked nodes are disabled from then on (widgets spec §4). */
export function isAtMax(index: TreeIndex, value: readonly TreeValue[], max: number | null | undefined): boolean {
  return hasTreeMax(max) && chosenLeafCount(index, value) >= max;
}

/** Semi's node shape: a string key per node. */
export interface SemiTreeNode {
  key: string;
  value: TreeValue;
  label: string;
  children?: SemiTreeNode[];
}

/** The nodes for Semi's Tree, keeping only the visible ones when filtering. */
export function toSemiNodes(nodes: readonly IndexedTreeNode[], visible: ReadonlySet<TreeValue> | null = null): SemiTreeNode[] {
  const out: SemiTreeNode[] = [];
  for (const node of nodes) {
    if (visible && !visible.has(node.value)) continue;
    const children = node.type === 'node' ? toSemiNodes(node.children, visible) : [];
    out.push({ key: semiKey(node.value), value: node.value, label: node.label, ...(children.length > 0 ? { children } : {}) });
  }
  return out;
}

/** Semi keys nodes by string; a value's type is kept in the key so 1 and '1' stay apart. */
export function semiKey(value: TreeValue): string {
  return typeof value === 'number' ? `n:${value}` : `s:${value}`;
}
