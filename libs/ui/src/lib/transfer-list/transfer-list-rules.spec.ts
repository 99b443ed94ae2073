import fc from 'fast-check';
import { DEFAULT_TEXTS, TREE, WIDGET_DEBOUNCE } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  TRANSFER_LIST_TEXTS,
  canMove,
  emptyText,
  filterItems,
  hasMax,
  moveItems,
  movableItems,
  overMaxMessage,
  selectAllState,
  splitLists,
  toggleSelectAll,
  type TransferItem,
  type TransferKey,
} from './transfer-list-rules';

const ITEMS: TransferItem[] = [
  { key: 'a', label: '北京' },
  { key: 'b', label: '上海' },
  { key: 'c', label: '广州', disabled: true },
  { key: 'd', label: '深圳', noMove: 'right' },
  { key: 'e', label: 'Hangzhou', noMove: 'left' },
];

describe('texts and constants', () => {
  it('uses the spec texts', () => {
    expect(overMaxMessage(3)).toBe('最多选择3项');
    expect(TRANSFER_LIST_TEXTS.EMPTY_LEFT).toBe(DEFAULT_TEXTS.EMPTY_DATA);
    expect(TRANSFER_LIST_TEXTS.EMPTY_LEFT).toBe('暂无数据');
    expect(TRANSFER_LIST_TEXTS.EMPTY_RIGHT).toBe('列表为空');
    expect(TRANSFER_LIST_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(TRANSFER_LIST_TEXTS.SEARCH_PLACEHOLDER).toBe('请输入搜索内容');
    expect(WIDGET_DEBOUNCE.SEARCH_MS).toBe(500);
    expect(TREE.UNLIMITED_MAX).toBe(0);
  });
  it('treats an absent or 0 maximum as no limit', () => {
    expect(hasMax(undefined)).toBe(false);
    expect(hasMax(0)).toBe(false);
    expect(hasMax(2)).toBe(true);
  });
});

describe('canMove', () => {
  it('disabled items cannot move either way', () => {
    expect(canMove(ITEMS[2], 'right')).toBe(false);
    expect(canMove(ITEMS[2], 'left')).toBe(false);
  });
  it("noMove 'right' blocks only moving to the right list", () => {
    expect(canMove(ITEMS[3], 'right')).toBe(false);
    expect(canMove(ITEMS[3], 'left')).toBe(true);
  });
  it("noMove 'left' blocks only moving back to the left list", () => {
    expect(canMove(ITEMS[4], 'left')).toBe(false);
    expect(canMove(ITEMS[4], 'right')).toBe(true);
  });
});

describe('splitLists', () => {
  it('left keeps the data order, right the value order, unknown keys ignored', () => {
    const { left, right } = splitLists(ITEMS, ['e', 'zz', 'a', 'a']);
    expect(left.map((i) => i.key)).toEqual(['b', 'c', 'd']);
    expect(right.map((i) => i.key)).toEqual(['e', 'a']);
  });
});

describe('moveItems', () => {
  it('moves checked items to the right, appending in data order', () => {
    expect(moveItems(ITEMS, ['e'], ['b', 'a'], 'right')).toEqual({ ok: true, value: ['e', 'a', 'b'], moved: ['a', 'b'] });
  });
  it('skips disabled items, noMove items and keys not in the source list', () => {
    expect(moveItems(ITEMS, ['a'], ['a', 'b', 'c', 'd'], 'right')).toEqual({ ok: true, value: ['a', 'b'], moved: ['b'] });
    expect(moveItems(ITEMS, ['a', 'e'], ['a', 'e'], 'left')).toEqual({ ok: true, value: ['e'], moved: ['a'] });
  });
  it('a noMove right item on the right may go back left but not return', () => {
    const back = moveItems(ITEMS, ['d'], ['d'], 'left');
    expect(back).toEqual({ ok: true, value: [], moved: ['d'] });
    expect(moveItems(ITEMS, [], ['d'], 'right')).toEqual({ ok: true, value: [], moved: [] });
  });
  it('refuses a move to the right that would pass the maximum, with 最多选择N项', () => {
    expect(moveItems(ITEMS, ['a'], ['b', 'e'], 'right', 2)).toEqual({ ok: false, reason: 'overMax', max: 2, attempted: 3, message: '最多选择2项' });
  });
  it('allows reaching the maximum exactly, and moving left at any count', () => {
    expect(moveItems(ITEMS, ['a'], ['b'], 'right', 2)).toMatchObject({ ok: true, value: ['a', 'b'] });
    expect(moveItems(ITEMS, ['a', 'b', 'e'], ['a'], 'left', 2)).toMatchObject({ ok: true, value: ['b', 'e'] });
  });
  it('0 means no maximum', () => {
    expect(moveItems(ITEMS, [], ['a', 'b', 'e'], 'right', 0)).toMatchObject({ ok: true, value: ['a', 'b', 'e'] });
  });
  it('a move of nothing is not refused', () => {
    expect(moveItems(ITEMS, ['a', 'b'], ['d'], 'right', 2)).toMatchObject({ ok: true, moved: [] });
  });
});

describe('search and select-all', () => {
  it('filters case-insensitively on the label', () => {
    expect(filterItems(ITEMS, 'hang').map((i) => i.key)).toEqual(['e']);
    expect(filterItems(ITEMS, '  ').length).toBe(ITEMS.length);
    expect(filterItems(ITEMS, '海')).toHaveLength(1);
  });
  it('select-all covers only the movable items of the list', () => {
    const left = splitLists(ITEMS, []).left;
    expect(movableItems(left, 'left').map((i) => i.key)).toEqual(['a', 'b', 'e']);
    const checked = toggleSelectAll(left, 'left', new Set());
    expect([...checked]).toEqual(['a', 'b', 'e']);
    expect(selectAllState(left, 'left', checked)).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(selectAllState(left, 'left', new Set(['a']))).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect([...toggleSelectAll(left, 'left', checked)]).toEqual([]);
  });
  it('select-all is disabled when nothing may move', () => {
    expect(selectAllState([ITEMS[2], ITEMS[3]], 'left', new Set())).toEqual({ checked: false, indeterminate: false, disabled: true });
  });
});

describe('empty texts', () => {
  it('暂无数据 on the left, 列表为空 on the right, 无匹配数据 for a search', () => {
    expect(emptyText('left', '')).toBe('暂无数据');
    expect(emptyText('right', '')).toBe('列表为空');
    expect(emptyText('left', '杭州')).toBe('无匹配数据');
    expect(emptyText('right', '杭州')).toBe('无匹配数据');
  });
});

describe('properties', () => {
  const itemsArb = fc.uniqueArray(
    fc.record({ key: fc.integer({ min: 0, max: 30 }), disabled: fc.boolean(), noMove: fc.constantFrom<'left' | 'right' | undefined>('left', 'right', undefined) }),
    { selector: (r) => r.key, maxLength: 12 },
  );
  const movesArb = fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }), fc.constantFrom<'left' | 'right'>('left', 'right')), { maxLength: 10 });

  it('moves keep every item in exactly one list, never move a blocked item and never pass the maximum', () => {
    fc.assert(
      fc.property(itemsArb, movesArb, fc.integer({ min: 0, max: 5 }), (raw, moves, max) => {
        const items: TransferItem[] = raw.map((r) => ({ key: r.key, label: `项${r.key}`, disabled: r.disabled, noMove: r.noMove }));
        let value: TransferKey[] = [];
        for (const [keys, direction] of moves) {
          const before = new Set(value);
          const result = moveItems(items, value, keys, direction, max);
          if (!result.ok) {
            expect(result.message).toBe(`最多选择${max}项`);
            continue;
          }
          value = result.value;
          expect(new Set(value).size).toBe(value.length);
          if (max > 0) expect(value.length).toBeLessThanOrEqual(max);
          for (const item of items) {
            const moved = before.has(item.key) !== value.includes(item.key);
            if (moved) expect(canMove(item, direction)).toBe(true);
          }
          const { left, right } = splitLists(items, value);
          expect(left.length + right.length).toBe(items.length);
        }
      }),
    );
  });
});
