// Pure rules of the transfer list (widgets spec §2 "Multi-select tree and transfer list", §3 transfer list
// item): which items may move in which direction, the maximum on the right, search, and the texts.
import { DEFAULT_TEXTS, TREE } from '@toufang/domain';

export type TransferKey = string | number;

/** Which way an item moves: 'right' into the selected list, 'left' back to the available list. */
export type TransferDirection = 'left' | 'right';

/** Widgets spec §3: key, label, disabled, optional noMove (left or right). */
export interface TransferItem {
  key: TransferKey;
  label: string;
  disabled?: boolean;
  /**
   * The direction this item may not move in: 'right' = it cannot move into the selected (right) list,
   * 'left' = once selected it cannot move back to the available (left) list.
   */
  noMove?: TransferDirection;
}

/** The texts of the transfer list. Titles are the spec's 'available' / 'selected' in Chinese. */
export const TRANSFER_LIST_TEXTS = {
  LEFT_TITLE: '可选项', // widgets spec §2: left list, available
  RIGHT_TITLE: '已选项', // widgets spec §2: right list, selected
  EMPTY_LEFT: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据: nothing to choose from
  EMPTY_RIGHT: DEFAULT_TEXTS.EMPTY_LIST, // 列表为空: nothing moved over yet
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  SEARCH_PLACEHOLDER: DEFAULT_TEXTS.SEARCH_PLACEHOLDER, // 请输入搜索内容
  MOVE_RIGHT: '右移',
  MOVE_LEFT: '左移',
  MOVE_ALL_RIGHT: '全部右移',
  MOVE_ALL_LEFT: '全部左移',
  NO_MOVE_RIGHT: '不可移入已选',
  NO_MOVE_LEFT: '不可移回可选',
} as const;

/** The refusal when a move would pass the maximum (widgets spec §2: selection capped by a maximum count). */
export function overMaxMessage(max: number): string {
  return `最多选择${max}项`;
}

/** No maximum when max is absent or 0 (widgets spec §9: 0 means unlimited). */
export function hasMax(max: number | undefined): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > TREE.UNLIMITED_MAX;
}

/** The list an item moves out of when it moves in `direction`. */
export function sourceSide(direction: TransferDirection): TransferDirection {
  return direction === 'right' ? 'left' : 'right';
}

/** Whether an item may move in a direction: disabled items never move; noMove blocks its direction. */
export function canMove(item: TransferItem, direction: TransferDirection): boolean {
  return !item.disabled && item.noMove !== direction;
}

/**
 * Splits the items into the two lists. Left keeps the data order; right keeps the value order (the order
 * in which items were selected). Keys in value that no item has are ignored.
 */
export function splitLists(items: readonly TransferItem[], value: readonly TransferKey[]): { left: TransferItem[]; right: TransferItem[] } {
  const byKey = new Map(items.map((item) => [item.key, item] as const));
  const selected = new Set(value);
  const right: TransferItem[] = [];
  const seen = new Set<TransferKey>();
  for (const key of value) {
    const item = byKey.get(key);
    if (item && !seen.has(key)) {
      right.push(item);
      seen.add(key);
    }
  }
  return { left: items.filter((item) => !selected.has(item.key)), right };
}

/** Case-insensitive label search; blank keywords match everything. */
export function filterItems(items: readonly TransferItem[], keyword: string): TransferItem[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.label.toLowerCase().includes(needle));
}

export type MoveResult =
  | { ok: true; value: TransferKey[]; moved: TransferKey[] }
  | { ok: false; reason: 'overMax'; max: number; attempted: number; message: string };

/**
 * Moves the given keys in a direction. Keys not in the source list, and items that may not move that way,
 * are skipped. A move to the right that would pass the maximum is refused as a whole (no partial move),
 * so the operator sees why nothing moved rather than a silently trimmed selection.
 */
export function moveItems(
  items: readonly TransferItem[],
  value: readonly TransferKey[],
  keys: readonly TransferKey[],
  direction: TransferDirection,
  max?: number,
): MoveResult {
  const lists = splitLists(items, value);
  const source = direction === 'right' ? lists.left : lists.right;
  const wanted = new Set(keys);
  const moving = source.filter((item) => wanted.has(item.key) && canMove(item, direction)).map((item) => item.key);
  const current = lists.right.map((item) => item.key);
  if (direction === 'left') {
    const leaving = new Set(moving);
    return { ok: true, value: current.filter((key) => !leaving.has(key)), moved: moving };
  }
  const attempted = current.length + moving.length;
  if (moving.length > 0 && hasMax(max) && attempted > max) {
    return { ok: false, reason: 'overMax', max, attempted, message: overMaxMessage(max) };
  }
  return { ok: true, value: [...current, ...moving], moved: moving };
}

/** The items of a list that may be checked for a move out of it (movable in its outgoing direction). */
export function movableItems(list: readonly TransferItem[], side: TransferDirection): TransferItem[] {
  const direction = sourceSide(side); // items in the left list move right, and the other way round
  return list.filter((item) => canMove(item, direction));
}

/** Select-all state of a list's header checkbox, over the visible movable items. */
export function selectAllState(visible: readonly TransferItem[], side: TransferDirection, checked: ReadonlySet<TransferKey>): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const movable = movableItems(visible, side);
  const count = movable.filter((item) => checked.has(item.key)).length;
  return {
    checked: movable.length > 0 && count === movable.length,
    indeterminate: count > 0 && count < movable.length,
    disabled: movable.length === 0,
  };
}

/** Toggling select-all checks every visible movable item, or unchecks them when all already are. */
export function toggleSelectAll(visible: readonly TransferItem[], side: TransferDirection, checked: ReadonlySet<TransferKey>): Set<TransferKey> {
  const movable = movableItems(visible, side);
  const next = new Set(checked);
  const all = movable.length > 0 && movable.every((item) => next.has(item.key));
  for (const item of movable) {
    if (all) next.delete(item.key);
    else next.add(item.key);
  }
  return next;
}

/** The empty-state text of a list: no match for a search, else the list's own empty text. */
export function emptyText(side: TransferDirection, keyword: string): string {
  if (keyword.trim()) return TRANSFER_LIST_TEXTS.NO_MATCH;
  return side === 'left' ? TRANSFER_LIST_TEXTS.EMPTY_LEFT : TRANSFER_LIST_TEXTS.EMPTY_RIGHT;
}
