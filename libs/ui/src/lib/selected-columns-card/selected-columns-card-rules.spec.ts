import fc from 'fast-check';
import { UI_TEXTS } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  DRAG_ANNOUNCEMENTS,
  SELECTED_COLUMNS_TEXTS,
  canMoveToTop,
  clearItems,
  mergeIncoming,
  moveToTop,
  positionOf,
  removeItem,
  reorder,
  type DraggableItem,
} from './selected-columns-card-rules';

const F1: DraggableItem = { key: 'f1', label: '消耗', disabled: true };
const F2: DraggableItem = { key: 'f2', label: '展示数', disabled: true };
const A: DraggableItem = { key: 'a', label: '点击数' };
const B: DraggableItem = { key: 'b', label: '点击率' };
const C: DraggableItem = { key: 'c', label: '转化数' };
const keys = (list: readonly DraggableItem[]) => list.map((item) => item.key);

describe('texts', () => {
  it('uses 已选N列, 清空, 暂无选项, 置顶 and 移除', () => {
    expect(SELECTED_COLUMNS_TEXTS.header(3)).toBe('已选3列');
    expect(SELECTED_COLUMNS_TEXTS.header(0)).toBe('已选0列');
    expect(SELECTED_COLUMNS_TEXTS.CLEAR).toBe('清空');
    expect(SELECTED_COLUMNS_TEXTS.CLEAR).toBe(UI_TEXTS.CLEAR);
    expect(SELECTED_COLUMNS_TEXTS.EMPTY).toBe('暂无选项');
    expect(SELECTED_COLUMNS_TEXTS.MOVE_TOP).toBe('置顶');
    expect(SELECTED_COLUMNS_TEXTS.REMOVE).toBe('移除');
  });

  it('announces drags in Chinese with the position', () => {
    expect(DRAG_ANNOUNCEMENTS.start('点击数', 2, 5)).toBe('已拿起点击数，当前在第2位，共5位。');
    expect(DRAG_ANNOUNCEMENTS.over('点击数', 3, 5)).toBe('点击数已移到第3位，共5位。');
    expect(DRAG_ANNOUNCEMENTS.outside('点击数')).toBe('点击数不在列表上方。');
    expect(DRAG_ANNOUNCEMENTS.end('点击数', 3, 5)).toBe('点击数已放在第3位，共5位。');
    expect(DRAG_ANNOUNCEMENTS.cancel('点击数')).toBe('已取消拖动，点击数回到原位。');
    expect(DRAG_ANNOUNCEMENTS.INSTRUCTIONS).toContain('空格键');
  });
});

describe('reorder', () => {
  it('moves an item down and up among movable items', () => {
    expect(keys(reorder([F1, A, B, C], 'a', 'c'))).toEqual(['f1', 'b', 'c', 'a']);
    expect(keys(reorder([F1, A, B, C], 'c', 'a'))).toEqual(['f1', 'c', 'a', 'b']);
    expect(keys(reorder([A, B, C], 'a', 'b'))).toEqual(['b', 'a', 'c']);
  });

  it('never moves fixed items, even when they sit between movable ones', () => {
    expect(keys(reorder([A, F1, B, C], 'a', 'c'))).toEqual(['b', 'f1', 'c', 'a']);
    expect(keys(reorder([A, F1, B, C], 'c', 'a'))).toEqual(['c', 'f1', 'a', 'b']);
  });

  it('a fixed item cannot be dragged; over a fixed item the active item stops at the nearest movable slot', () => {
    const list = [F1, A, B];
    expect(reorder(list, 'f1', 'b')).toBe(list);
    expect(keys(reorder([F1, A, B], 'b', 'f1'))).toEqual(['f1', 'b', 'a']);
    expect(keys(reorder([A, B, F2], 'a', 'f2'))).toEqual(['b', 'a', 'f2']);
  });

  it('returns the same list for no move or unknown keys', () => {
    const list = [A, B];
    expect(reorder(list, 'a', 'a')).toBe(list);
    expect(reorder(list, 'x', 'a')).toBe(list);
    expect(reorder(list, 'a', 'x')).toBe(list);
  });

  it('keeps the same items, and every fixed item at its index (property)', () => {
    const item = fc.record({ key: fc.string(), label: fc.string(), disabled: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (i) => i.key, minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(), (list, i, j) => {
        const active = list[i % list.length].key;
        const over = list[j % list.length].key;
        const out = reorder(list, active, over);
        expect([...out].sort((x, y) => x.key.localeCompare(y.key))).toEqual([...list].sort((x, y) => x.key.localeCompare(y.key)));
        list.forEach((entry, index) => {
          if (entry.disabled) expect(out[index]).toBe(entry);
        });
      }),
    );
  });
});

describe('move to top, remove, clear', () => {
  it('置顶 puts an item first among the movable ones, below leading fixed items', () => {
    expect(keys(moveToTop([F1, F2, A, B, C], 'c'))).toEqual(['f1', 'f2', 'c', 'a', 'b']);
    expect(keys(moveToTop([A, B], 'b'))).toEqual(['b', 'a']);
    expect(canMoveToTop([F1, A, B], 'a')).toBe(false);
    expect(canMoveToTop([F1, A, B], 'b')).toBe(true);
    expect(canMoveToTop([F1, A, B], 'f1')).toBe(false);
  });

  it('移除 removes a movable item only', () => {
    expect(keys(removeItem([F1, A, B], 'a'))).toEqual(['f1', 'b']);
    const list = [F1, A];
    expect(removeItem(list, 'f1')).toBe(list);
  });

  it('清空 keeps the fixed items', () => {
    expect(keys(clearItems([F1, A, F2, B]))).toEqual(['f1', 'f2']);
    expect(keys(clearItems([A, B]))).toEqual([]);
    const fixed = [F1, F2];
    expect(clearItems(fixed)).toBe(fixed);
  });

  it('positions are 1-based', () => {
    expect(positionOf([A, B], 'b')).toBe(2);
    expect(positionOf([A, B], 'x')).toBe(0);
  });
});

describe('mergeIncoming', () => {
  it('keeps the waiting order, takes the caller data, drops what left and appends what is new', () => {
    const renamed = { ...A, label: '点击' };
    expect(mergeIncoming([B, A, C], [renamed, B, { key: 'd', label: '新列' }])).toEqual([B, renamed, { key: 'd', label: '新列' }]);
  });
});
