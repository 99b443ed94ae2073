import { DROPDOWN } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { SORT_TEXTS, findSortOption, sortKey, type SortOption } from './sort-select-rules';

const OPTIONS: SortOption[] = [
  { value: 'cost', label: '消耗', sort: 'desc', subtitle: '从高到低' },
  { value: 'cost', label: '消耗', sort: 'asc', subtitle: '从低到高' },
  { value: 7, label: '创建时间', sort: 'desc' },
];

describe('sort select rules', () => {
  it('uses the spec sizes: 102 wide, panel 200 (widgets spec §9)', () => {
    expect(DROPDOWN.SORT_WIDTH).toBe(102);
    expect(DROPDOWN.SORT_PANEL_WIDTH).toBe(200);
  });

  it('names the directions in Chinese', () => {
    expect(SORT_TEXTS.asc).toBe('升序');
    expect(SORT_TEXTS.desc).toBe('降序');
    expect(SORT_TEXTS.LABEL).toBe('排序方式');
  });

  it('keys an option by value and direction, so one field can be offered both ways', () => {
    expect(sortKey(OPTIONS[0])).toBe('cost::desc');
    expect(sortKey(OPTIONS[1])).toBe('cost::asc');
    expect(sortKey({ value: 7, sort: 'desc' })).toBe('7::desc');
    expect(new Set(OPTIONS.map(sortKey)).size).toBe(3);
  });

  it('finds the option of a chosen sort', () => {
    expect(findSortOption(OPTIONS, { value: 'cost', sort: 'asc' })).toBe(OPTIONS[1]);
    expect(findSortOption(OPTIONS, { value: 7, sort: 'desc' })).toBe(OPTIONS[2]);
    expect(findSortOption(OPTIONS, { value: 7, sort: 'asc' })).toBeUndefined();
    expect(findSortOption(OPTIONS, null)).toBeUndefined();
    expect(findSortOption(OPTIONS, undefined)).toBeUndefined();
  });
});
