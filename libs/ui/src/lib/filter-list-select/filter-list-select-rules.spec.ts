import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_LIST_TEXTS,
  cascaderColumns,
  createFilterIndex,
  filterFlatOptions,
  initialActivePath,
  isMultiple,
  openNode,
  optionTree,
  resolveValue,
  searchCascader,
  selectAllState,
  selectionLabels,
  toggleSelectAll,
  unexpectedGroupMessage,
  unexpectedValueMessage,
  type FilterOption,
} from './filter-list-select-rules';

const STATUS: FilterOption[] = [
  { value: 'ENABLE', label: '投放中', subtitle: 'ENABLE' },
  { value: 'PAUSE', label: '已暂停', description: '手动暂停或预算不足' },
  { value: 'DELETE', label: '已删除', disabled: true },
  { value: 3, label: '审核中' },
];

const REGIONS: FilterOption[] = [
  {
    value: 'gd',
    label: '广东省',
    children: [
      { value: 'gz', label: '广州市', children: [{ value: 'th', label: '天河区' }, { value: 'yx', label: '越秀区' }] },
      { value: 'sz', label: '深圳市', children: [{ value: 'ns', label: '南山区' }, { value: 'ft', label: '福田区', disabled: true }] },
    ],
  },
  { value: 'bj', label: '北京市', children: [{ value: 'cy', label: '朝阳区' }] },
];

const flat = createFilterIndex('multiple', STATUS);
const tree = createFilterIndex('cascader', REGIONS);

describe('texts (widgets spec §9, §8)', () => {
  it('uses the spec texts', () => {
    expect(FILTER_LIST_TEXTS.PLACEHOLDER).toBe('请选择');
    expect(FILTER_LIST_TEXTS.SEARCH_PLACEHOLDER).toBe('请输入搜索内容');
    expect(FILTER_LIST_TEXTS.EMPTY).toBe('暂无数据');
    expect(FILTER_LIST_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(FILTER_LIST_TEXTS.SELECT_ALL).toBe('全选');
    expect(FILTER_LIST_TEXTS.CLEAR).toBe('清空');
  });

  it('names the unexpected values in the console messages', () => {
    expect(unexpectedValueMessage(['GONE', 7, { a: 1 }])).toBe('[FilterListSelect] 取值不在选项中，已忽略："GONE"、7、{"a":1}');
    expect(unexpectedGroupMessage(['ENABLE', 3])).toBe('[FilterListSelect] 单选收到一组取值，只使用第一个："ENABLE"、3');
  });
});

describe('kinds', () => {
  it('multiple for the multiple kind and the multiple cascader only', () => {
    expect(isMultiple('single')).toBe(false);
    expect(isMultiple('single', true)).toBe(false);
    expect(isMultiple('multiple')).toBe(true);
    expect(isMultiple('cascader')).toBe(false);
    expect(isMultiple('cascader', true)).toBe(true);
  });

  it('a flat kind ignores children; the cascader keeps them', () => {
    expect(optionTree('single', REGIONS).every((o) => o.children === undefined)).toBe(true);
    expect(optionTree('cascader', REGIONS)[0].children).toHaveLength(2);
    expect(createFilterIndex('single', REGIONS).byValue.has('gz')).toBe(false);
    expect(tree.optionOf.get('th')?.label).toBe('天河区');
  });
});

describe('resolveValue: the unexpected value rule (widgets spec §8)', () => {
  it('sets aside values that are not among the options', () => {
    expect(resolveValue(flat, ['PAUSE', 'GONE', 'ENABLE', null], true)).toEqual({ value: ['ENABLE', 'PAUSE'], unexpected: ['GONE', null], group: [] });
    // 3 the number is an option; '3' the string is not.
    expect(resolveValue(flat, [3, '3'], true)).toEqual({ value: [3], unexpected: ['3'], group: [] });
  });

  it('takes one value, nothing, or an array', () => {
    expect(resolveValue(flat, 'PAUSE', false).value).toEqual(['PAUSE']);
    expect(resolveValue(flat, null, false)).toEqual({ value: [], unexpected: [], group: [] });
    expect(resolveValue(flat, undefined, true).value).toEqual([]);
    expect(resolveValue(flat, '', false).value).toEqual([]);
  });

  it('a single selector given a group keeps the first and reports the group', () => {
    expect(resolveValue(flat, ['PAUSE', 'ENABLE'], false)).toEqual({ value: ['PAUSE'], unexpected: [], group: ['PAUSE', 'ENABLE'] });
  });

  it('a single cascader takes a leaf only: a parent is unexpected', () => {
    expect(resolveValue(tree, ['gz'], false)).toEqual({ value: [], unexpected: ['gz'], group: [] });
    expect(resolveValue(tree, ['th'], false).value).toEqual(['th']);
  });

  it('a multiple cascader normalises: a parent stands for its children, full parents are chosen', () => {
    expect(resolveValue(tree, ['gz'], true).value).toEqual(['gz', 'th', 'yx']);
    expect(resolveValue(tree, ['cy'], true).value).toEqual(['bj', 'cy']);
  });

  it('property: the resolved value holds only option values and resolves to itself', () => {
    const values = [...flat.byValue.keys()];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...values), fc.string(), fc.integer())), (raw) => {
        const once = resolveValue(flat, raw, true);
        expect(once.value.every((v) => flat.byValue.has(v))).toBe(true);
        expect(resolveValue(flat, once.value, true)).toEqual({ value: once.value, unexpected: [], group: [] });
        expect(once.value.length + once.unexpected.length).toBeLessThanOrEqual(raw.length);
      }),
    );
  });
});

describe('search', () => {
  it('a flat list matches label, subtitle or description, case-insensitive, comma for several', () => {
    expect(filterFlatOptions(flat, '').map((n) => n.value)).toEqual(['ENABLE', 'PAUSE', 'DELETE', 3]);
    expect(filterFlatOptions(flat, 'enable').map((n) => n.value)).toEqual(['ENABLE']);
    expect(filterFlatOptions(flat, '预算').map((n) => n.value)).toEqual(['PAUSE']);
    expect(filterFlatOptions(flat, '删除,审核').map((n) => n.value)).toEqual(['DELETE', 3]);
    expect(filterFlatOptions(flat, '没有')).toEqual([]);
  });

  it('the cascader matches full paths: leaves for single, every node for multiple', () => {
    expect(searchCascader(tree, '广州', false).map((n) => n.value)).toEqual(['th', 'yx']);
    expect(searchCascader(tree, '广州', true).map((n) => n.value)).toEqual(['gz', 'th', 'yx']);
    expect(searchCascader(tree, '  ', true)).toEqual([]);
  });
});

describe('select all (enabled options only)', () => {
  const shown = filterFlatOptions(flat, '');
  it('chooses the enabled shown options, then unchooses them', () => {
    expect(selectAllState(flat, [], shown)).toBe('unchecked');
    const all = toggleSelectAll(flat, [], shown);
    expect(all).toEqual(['ENABLE', 'PAUSE', 3]);
    expect(selectAllState(flat, all, shown)).toBe('checked');
    expect(selectAllState(flat, ['PAUSE'], shown)).toBe('indeterminate');
    expect(toggleSelectAll(flat, all, shown)).toEqual([]);
  });

  it('keeps a disabled chosen option and options not shown', () => {
    const some = filterFlatOptions(flat, '投放');
    expect(toggleSelectAll(flat, ['DELETE', 'PAUSE'], some)).toEqual(['ENABLE', 'PAUSE', 'DELETE']);
    expect(toggleSelectAll(flat, ['DELETE', 'ENABLE'], some)).toEqual(['DELETE']);
  });
});

describe('the trigger text and the cascader columns', () => {
  it('labels for flat kinds, top-most paths for the cascader', () => {
    expect(selectionLabels(flat, ['PAUSE', 3], 'multiple')).toEqual(['已暂停', '审核中']);
    expect(selectionLabels(tree, ['th'], 'cascader')).toEqual(['广东省-广州市-天河区']);
    expect(selectionLabels(tree, ['gz', 'th', 'yx', 'ns'], 'cascader', '/')).toEqual(['广东省/广州市', '广东省/深圳市/南山区']);
  });

  it('opens columns along the active path', () => {
    expect(cascaderColumns(tree, []).map((c) => c.map((n) => n.value))).toEqual([['gd', 'bj']]);
    expect(cascaderColumns(tree, ['gd', 'sz']).map((c) => c.map((n) => n.value))).toEqual([['gd', 'bj'], ['gz', 'sz'], ['ns', 'ft']]);
    expect(cascaderColumns(tree, ['gd', 'sz', 'ns'])).toHaveLength(3);
    expect(initialActivePath(tree, ['ns'])).toEqual(['gd', 'sz']);
    expect(initialActivePath(tree, [])).toEqual([]);
    expect(openNode(['gd', 'sz'], 1, 'gz')).toEqual(['gd', 'gz']);
    expect(openNode(['gd', 'sz'], 0, 'bj')).toEqual(['bj']);
  });
});
