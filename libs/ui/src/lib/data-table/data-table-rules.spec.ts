import { SIZES, WIDGET_PAGINATION } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { ariaSort, cellText, DATA_TABLE_PAGE_MAX, DATA_TABLE_SIZES, DATA_TABLE_TEXTS, nextSort, resolveTableMode, tableWidth } from './data-table-rules';

describe('data table rules', () => {
  it('a page holds at most 200 rows, the largest page size of the pagination (widgets spec §9)', () => {
    expect(WIDGET_PAGINATION.SIZE_OPTIONS).toEqual([10, 20, 50, 100, 150, 200]);
    expect(DATA_TABLE_PAGE_MAX).toBe(200);
  });

  it('draws a page of up to 200 rows in full, and virtualises longer lists or when asked', () => {
    expect(resolveTableMode(0)).toBe('paged');
    expect(resolveTableMode(200)).toBe('paged');
    expect(resolveTableMode(200, 'paged')).toBe('paged');
    expect(resolveTableMode(201)).toBe('virtual');
    expect(resolveTableMode(10000, 'paged')).toBe('virtual');
    expect(resolveTableMode(10, 'virtual')).toBe('virtual');
  });

  it('cuts cells at 2 lines, in rows of 65 px: 2 lines of 20 px, 12 px padding each side, 1 px border', () => {
    expect(SIZES.TABLE_CELL_ELLIPSIS_LINES).toBe(2);
    expect(DATA_TABLE_SIZES.ROW_HEIGHT).toBe(2 * 20 + 2 * 12 + 1);
  });

  it('writes cell values as text', () => {
    expect(cellText('投放中')).toBe('投放中');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(0)).toBe('0');
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(['华东', '华南'])).toBe('华东、华南');
  });

  it('adds up the column widths, 120 for a column without one, 48 for the selection column', () => {
    expect(tableWidth([200, undefined, 100], false)).toBe(420);
    expect(tableWidth([200, undefined, 100], true)).toBe(468);
    expect(DATA_TABLE_SIZES.COLUMN_WIDTH).toBe(120);
    expect(DATA_TABLE_SIZES.SELECTION_WIDTH).toBe(48);
  });

  it('names the selection checkboxes in Chinese: 全选 and 选择第N行', () => {
    expect(DATA_TABLE_TEXTS.SELECT_ALL).toBe('全选');
    expect(DATA_TABLE_TEXTS.selectRow(0)).toBe('选择第1行');
    expect(DATA_TABLE_TEXTS.selectRow(199)).toBe('选择第200行');
  });

  it('sorts a new column descending first, then ascending, then not at all', () => {
    expect(nextSort(null, 'cost')).toEqual({ key: 'cost', order: 'descend' });
    expect(nextSort({ key: 'cost', order: 'descend' }, 'cost')).toEqual({ key: 'cost', order: 'ascend' });
    expect(nextSort({ key: 'cost', order: 'ascend' }, 'cost')).toBeNull();
    expect(nextSort({ key: 'cost', order: 'ascend' }, 'ctr')).toEqual({ key: 'ctr', order: 'descend' });
  });

  it('tells assistive technology how each column sorts', () => {
    expect(ariaSort(null, 'cost')).toBe('none');
    expect(ariaSort({ key: 'cost', order: 'descend' }, 'cost')).toBe('descending');
    expect(ariaSort({ key: 'cost', order: 'ascend' }, 'cost')).toBe('ascending');
    expect(ariaSort({ key: 'cost', order: 'ascend' }, 'ctr')).toBe('none');
    expect(DATA_TABLE_TEXTS.sortLabel('总消耗（元）', 'descend')).toBe('总消耗（元），降序');
    expect(DATA_TABLE_TEXTS.sortLabel('总消耗（元）', null)).toBe('总消耗（元），点击排序');
  });
});
