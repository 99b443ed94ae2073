import fc from 'fast-check';
import { LAYOUT_SIZES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  addColumn,
  addSlot,
  columnGrow,
  LAYOUT_GAP,
  LAYOUT_MESSAGES,
  type LayoutConfig,
  layoutMinWidth,
  MAX_SLOTS_PER_COLUMN,
  removeSlot,
  setScale,
  setSlot,
  setWidthType,
  slotHeight,
  validateLayoutConfig,
  validateSlots,
} from './layout-module-rules';

const messages = (value: unknown) => validateSlots(value).map((e) => e.message);

describe('layout slot list (widgets spec §5)', () => {
  it('the messages', () => {
    expect(LAYOUT_MESSAGES.slotsNotArray).toBe('插槽列表必须是非空数组');
    expect(LAYOUT_MESSAGES.columnNotArray(2)).toBe('第2列必须是非空数组');
    expect(LAYOUT_MESSAGES.idNotString(1, 3)).toBe('第1列第3个插槽的 id 必须是非空字符串');
    expect(LAYOUT_MESSAGES.idDuplicate('cost')).toBe('插槽 id「cost」重复');
    expect(LAYOUT_MESSAGES.missingComponent).toBe('组件没有传入');
  });

  it('a valid list has no errors', () => {
    expect(validateSlots([['a'], ['b', 'c']])).toEqual([]);
  });

  it('must be a non-empty array', () => {
    for (const bad of [undefined, null, 'a', {}, 3, []]) expect(messages(bad)).toEqual(['插槽列表必须是非空数组']);
  });

  it('of non-empty arrays', () => {
    expect(validateSlots([['a'], [], 'b'])).toEqual([
      { code: 'columnNotArray', message: '第2列必须是非空数组', column: 1 },
      { code: 'columnNotArray', message: '第3列必须是非空数组', column: 2 },
    ]);
  });

  it('of non-empty string ids (a blank id is empty)', () => {
    expect(validateSlots([['a', '', 3], [null, '  ']])).toEqual([
      { code: 'idNotString', message: '第1列第2个插槽的 id 必须是非空字符串', column: 0, index: 1 },
      { code: 'idNotString', message: '第1列第3个插槽的 id 必须是非空字符串', column: 0, index: 2 },
      { code: 'idNotString', message: '第2列第1个插槽的 id 必须是非空字符串', column: 1, index: 0 },
      { code: 'idNotString', message: '第2列第2个插槽的 id 必须是非空字符串', column: 1, index: 1 },
    ]);
  });

  it('unique across the whole list, each duplicate reported once at its first repeat', () => {
    expect(validateSlots([['a', 'b'], ['a'], ['a', 'b']])).toEqual([
      { code: 'idDuplicate', message: '插槽 id「a」重复', column: 1, index: 0 },
      { code: 'idDuplicate', message: '插槽 id「b」重复', column: 2, index: 1 },
    ]);
  });

  it('any list of distinct non-empty ids split into non-empty columns passes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (ids, per) => {
        const columns: string[][] = [];
        for (let i = 0; i < ids.length; i += per) columns.push(ids.slice(i, i + per));
        return validateSlots(columns).length === 0;
      }),
    );
  });

  it('a repeated id always fails', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (id) => validateSlots([[id], [id]]).some((e) => e.code === 'idDuplicate')));
  });
});

describe('layout config', () => {
  it('widthType is equalDivision or customScale', () => {
    expect(validateLayoutConfig({ slots: [['a']], widthType: 'equalDivision' })).toEqual([]);
    expect(validateLayoutConfig({ slots: [['a']], widthType: 'auto' }).map((e) => e.message)).toEqual(['宽度方式只能是 equalDivision 或 customScale']);
    expect(validateLayoutConfig(undefined).map((e) => e.code)).toEqual(['slotsNotArray', 'widthType']);
  });

  it('customScale needs a positive scale per column', () => {
    const base = { slots: [['a'], ['b']], widthType: 'customScale' };
    expect(validateLayoutConfig({ ...base, scales: [2, 1] })).toEqual([]);
    for (const scales of [undefined, [1], [1, 0], [1, -2], [1, Number.NaN], [1, '2']]) {
      expect(validateLayoutConfig({ ...base, scales }).map((e) => e.message)).toEqual(['自定义比例需要为每一列填写大于0的比例']);
    }
  });

  it('columns grow equally for equalDivision, by scale for customScale', () => {
    expect(columnGrow({ slots: [['a'], ['b'], ['c']], widthType: 'equalDivision', scales: [3, 2, 1] })).toEqual([1, 1, 1]);
    expect(columnGrow({ slots: [['a'], ['b']], widthType: 'customScale', scales: [2, 1] })).toEqual([2, 1]);
  });

  it('the layout is 477 px high, split into 2 rows by a column of two; columns are at least 218 px', () => {
    expect(LAYOUT_SIZES.LAYOUT_HEIGHT).toBe(477);
    expect(LAYOUT_SIZES.LAYOUT_ROWS).toBe(2);
    expect(LAYOUT_SIZES.LAYOUT_ITEM_MIN_WIDTH).toBe(218);
    expect(LAYOUT_GAP).toBe(16);
    expect(slotHeight(1)).toBe(477);
    expect(slotHeight(2)).toBe((477 - 16) / 2);
    expect(slotHeight(2) * 2 + LAYOUT_GAP).toBe(477);
    expect(slotHeight(0)).toBe(477);
    expect(layoutMinWidth(0)).toBe(0);
    expect(layoutMinWidth(1)).toBe(218);
    expect(layoutMinWidth(3)).toBe(218 * 3 + 16 * 2);
  });

  it('stacked modules and their gaps always fill the height', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), (n) => Math.abs(slotHeight(n) * n + LAYOUT_GAP * (n - 1) - 477) < 1e-9));
  });
});

describe('editing a layout config', () => {
  const config: LayoutConfig = { slots: [['a'], ['b', 'c']], widthType: 'equalDivision' };

  it('customScale gives every column the scale 1 and keeps scales already set', () => {
    expect(setWidthType(config, 'customScale')).toEqual({ ...config, widthType: 'customScale', scales: [1, 1] });
    expect(setWidthType({ ...config, scales: [3] }, 'customScale').scales).toEqual([3, 1]);
    expect(setWidthType({ ...config, widthType: 'customScale', scales: [3, 1] }, 'equalDivision').widthType).toBe('equalDivision');
  });

  it('sets a scale and a slot', () => {
    expect(setScale(config, 1, 4).scales).toEqual([1, 4]);
    expect(setSlot(config, 1, 0, 'x').slots).toEqual([['a'], ['x', 'c']]);
    expect(config.slots).toEqual([['a'], ['b', 'c']]);
  });

  it('adds a slot up to the 2 rows of a column', () => {
    expect(MAX_SLOTS_PER_COLUMN).toBe(2);
    expect(addSlot(config, 0).slots).toEqual([['a', ''], ['b', 'c']]);
    expect(addSlot(config, 1)).toBe(config);
    expect(addSlot(config, 5)).toBe(config);
  });

  it('adds a column with an empty slot, and a scale of 1 for customScale', () => {
    expect(addColumn(config)).toEqual({ ...config, slots: [['a'], ['b', 'c'], ['']] });
    expect(addColumn({ ...config, widthType: 'customScale', scales: [2, 3] }).scales).toEqual([2, 3, 1]);
  });

  it('removes a slot; the last slot takes its column and scale with it', () => {
    expect(removeSlot(config, 1, 0).slots).toEqual([['a'], ['c']]);
    expect(removeSlot(config, 0, 0).slots).toEqual([['b', 'c']]);
    expect(removeSlot({ ...config, widthType: 'customScale', scales: [2, 3] }, 0, 0).scales).toEqual([3]);
    expect(removeSlot(config, 9, 0)).toBe(config);
  });
});
