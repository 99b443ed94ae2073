// Pure rules of the selected-columns card (widgets spec §2, §3, §8, §9): reordering around fixed items,
// move-to-top, remove, clear, merging a new list from the caller, and the Chinese drag announcements.
import { UI_TEXTS } from '@toufang/domain';

/** A draggable item (widgets spec §3). A disabled item is fixed: it keeps its place and cannot be removed. */
export interface DraggableItem {
  key: string;
  label: string;
  disabled?: boolean;
}

/** Visible texts of the card; the spec gives 'N columns selected' and 'no options yet' in English. */
export const SELECTED_COLUMNS_TEXTS = {
  header: (count: number) => `已选${count}列`, // widgets spec §2: 'N columns selected'
  CLEAR: UI_TEXTS.CLEAR, // 清空
  EMPTY: '暂无选项', // widgets spec §2, §8: 'no options yet'
  MOVE_TOP: '置顶',
  REMOVE: '移除',
  LOCKED: '固定列，不可拖动或移除',
  DRAG_HANDLE: '拖动排序',
  LIST: '已选列',
  ROLE_DESCRIPTION: '可排序项',
} as const;

/** What screen readers hear while dragging with the keyboard or a pointer (Chinese, for @dnd-kit's live region). */
export const DRAG_ANNOUNCEMENTS = {
  INSTRUCTIONS: '按空格键或回车键拿起此列，用上下方向键移动，再按空格键或回车键放下，按 Esc 键取消。',
  start: (label: string, position: number, total: number) => `已拿起${label}，当前在第${position}位，共${total}位。`,
  over: (label: string, position: number, total: number) => `${label}已移到第${position}位，共${total}位。`,
  outside: (label: string) => `${label}不在列表上方。`,
  end: (label: string, position: number, total: number) => `${label}已放在第${position}位，共${total}位。`,
  cancel: (label: string) => `已取消拖动，${label}回到原位。`,
} as const;

export const isFixed = (item: DraggableItem): boolean => Boolean(item.disabled);

/** 1-based position of a key in the list, or 0 when absent. */
export function positionOf(list: readonly DraggableItem[], key: string): number {
  return list.findIndex((item) => item.key === key) + 1;
}

/** Puts the movable items, in their new order, back into the movable slots: fixed items never change index. */
function refill(list: readonly DraggableItem[], movable: readonly DraggableItem[]): DraggableItem[] {
  let next = 0;
  return list.map((item) => (isFixed(item) ? item : movable[next++]));
}

/**
 * Drag result: the active item takes the over item's place among the movable items; fixed items keep
 * their index. Over a fixed item, the active item goes to the nearest movable slot on its way.
 * A fixed or unknown active item changes nothing (the same list is returned).
 */
export function reorder(list: readonly DraggableItem[], activeKey: string, overKey: string): readonly DraggableItem[] {
  const from = list.findIndex((item) => item.key === activeKey);
  const to = list.findIndex((item) => item.key === overKey);
  if (from < 0 || to < 0 || from === to || isFixed(list[from])) return list;
  const movable = list.filter((item) => !isFixed(item));
  const movableFrom = movable.findIndex((item) => item.key === activeKey);
  const before = list.slice(0, to + (to > from ? 1 : 0)).filter((item) => !isFixed(item)).length;
  const movableTo = to > from ? before - 1 : before;
  if (movableTo === movableFrom) return list;
  const reordered = [...movable];
  const [moved] = reordered.splice(movableFrom, 1);
  reordered.splice(movableTo, 0, moved);
  return refill(list, reordered);
}

/** 置顶: the item goes to the first movable slot (fixed items stay above or where they are). */
export function moveToTop(list: readonly DraggableItem[], key: string): readonly DraggableItem[] {
  const first = list.find((item) => !isFixed(item));
  return first ? reorder(list, key, first.key) : list;
}

/** Whether 置顶 would change anything: a movable item that is not already first among the movable ones. */
export function canMoveToTop(list: readonly DraggableItem[], key: string): boolean {
  const item = list.find((candidate) => candidate.key === key);
  return Boolean(item && !isFixed(item) && list.find((candidate) => !isFixed(candidate)) !== item);
}

/** 移除: a movable item leaves the list; a fixed one cannot. */
export function removeItem(list: readonly DraggableItem[], key: string): readonly DraggableItem[] {
  const item = list.find((candidate) => candidate.key === key);
  return item && !isFixed(item) ? list.filter((candidate) => candidate.key !== key) : list;
}

/** 清空: every movable item leaves; fixed items stay. */
export function clearItems(list: readonly DraggableItem[]): readonly DraggableItem[] {
  return list.some((item) => !isFixed(item)) ? list.filter(isFixed) : list;
}

/**
 * A new list from the caller while the reader's change still waits for its debounce: the waiting order
 * is kept for the items still there (with the caller's item data), items the caller dropped go, and new
 * ones are appended in the caller's order.
 */
export function mergeIncoming(local: readonly DraggableItem[], incoming: readonly DraggableItem[]): DraggableItem[] {
  const byKey = new Map(incoming.map((item) => [item.key, item] as const));
  const kept = local.flatMap((item) => {
    const fresh = byKey.get(item.key);
    return fresh ? [fresh] : [];
  });
  const seen = new Set(kept.map((item) => item.key));
  return [...kept, ...incoming.filter((item) => !seen.has(item.key))];
}
