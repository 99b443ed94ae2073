import fc from 'fast-check';
import { COLUMN_TITLE } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_CHOOSER_TEXTS,
  COLUMN_TITLE_MESSAGES,
  TITLE_SUFFIXES,
  UNGROUPED_KEY,
  activeGroupIndex,
  allItems,
  buildGroups,
  columnTitleLength,
  filterGroups,
  initialSelection,
  orderSelection,
  selectAllState,
  stripTitleSuffix,
  toggleColumn,
  toggleSelectAll,
  validateColumnTitle,
  withTitleSuffix,
  type ColumnOption,
} from './column-chooser-rules';

const OPTIONS: ColumnOption[] = [
  {
    key: 'base',
    title: '基础指标',
    children: [
      { key: 'cost', title: '消耗', unlock: true },
      { key: 'show', title: '展示数', check: true },
      { key: 'click', title: '点击数' },
      { key: 'ctr', title: 'CTR', disabled: true },
    ],
  },
  {
    key: 'convert',
    title: '转化指标',
    children: [
      { key: 'numEventPay', title: '付费' },
      { key: 'dupnumEventPay', title: '付费' },
      { key: 'secret', title: '隐藏列', hide: true, check: true },
      { key: 'sub', title: '子分类', children: [{ key: 'deep', title: '深度转化' }] },
    ],
  },
  { key: 'locked', title: '锁定分类', disabled: true, children: [{ key: 'l1', title: '锁定一' }, { key: 'l2', title: '锁定二', unlock: true }] },
];

const groups = buildGroups(OPTIONS);
const items = allItems(groups);
const group = (key: string) => {
  const found = groups.find((g) => g.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('texts and constants', () => {
  it('uses the spec texts and the chosen Chinese wording', () => {
    expect(COLUMN_CHOOSER_TEXTS.HEADER).toBe('可添加的指标');
    expect(COLUMN_CHOOSER_TEXTS.NO_RESULT).toBe('未找到相关数据');
    expect(COLUMN_CHOOSER_TEXTS.SEARCH_PLACEHOLDER).toBe('请输入列名搜索');
    expect(COLUMN_CHOOSER_TEXTS.SEARCH_LABEL).toBe('搜索列名');
    expect(COLUMN_CHOOSER_TEXTS.ADD_CUSTOM).toBe('自定义指标');
    expect(COLUMN_TITLE_MESSAGES).toEqual({ REQUIRED: '请输入内容', CHARSET: '支持输入汉字、大小写字母、数字', TOO_LONG: '最多20个字符' });
    expect(COLUMN_TITLE.MAX_LENGTH).toBe(20);
    expect(COLUMN_TITLE.EDIT_POPOVER_WIDTH).toBe(320);
  });
});

describe('withTitleSuffix', () => {
  it('adds （排重数） to dupnumEvent keys and （总次数） to numEvent keys', () => {
    expect(withTitleSuffix('dupnumEventPay', '付费')).toBe('付费（排重数）');
    expect(withTitleSuffix('numEventPay', '付费')).toBe('付费（总次数）');
    expect(TITLE_SUFFIXES.DUPNUM_SUFFIX).toBe('（排重数）');
    expect(TITLE_SUFFIXES.NUM_SUFFIX).toBe('（总次数）');
  });

  it('leaves titles that already have the suffix, and other keys, alone', () => {
    expect(withTitleSuffix('dupnumEventPay', '付费（排重数）')).toBe('付费（排重数）');
    expect(withTitleSuffix('numEventPay', '付费（总次数）')).toBe('付费（总次数）');
    expect(withTitleSuffix('cost', '消耗')).toBe('消耗');
    // The prefix must start the key.
    expect(withTitleSuffix('xnumEvent', '付费')).toBe('付费');
    expect(withTitleSuffix('NumEvent', '付费')).toBe('付费');
  });

  it('is idempotent and strips back to the title (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('dupnumEvent', 'numEvent', 'cost', ''), fc.string(), fc.string(), (prefix, rest, title) => {
        const key = prefix + rest;
        const once = withTitleSuffix(key, title);
        expect(withTitleSuffix(key, once)).toBe(once);
        if (!title.includes(TITLE_SUFFIXES.DUPNUM_SUFFIX) && !title.includes(TITLE_SUFFIXES.NUM_SUFFIX)) expect(stripTitleSuffix(key, once)).toBe(title);
      }),
    );
  });
});

describe('validateColumnTitle', () => {
  it('requires content: 请输入内容', () => {
    expect(validateColumnTitle('')).toBe('请输入内容');
    expect(validateColumnTitle('   ')).toBe('请输入内容');
  });

  it('allows only Chinese characters, letters and digits: 支持输入汉字、大小写字母、数字', () => {
    expect(validateColumnTitle('消耗Cost123')).toBeUndefined();
    for (const bad of ['消耗 成本', '消耗_1', 'ROI%', '付费（排重数）', '点击!', 'é', '😀']) expect(validateColumnTitle(bad)).toBe('支持输入汉字、大小写字母、数字');
  });

  it('counts Chinese as 2 and allows at most 20: 最多20个字符', () => {
    expect(columnTitleLength('消耗')).toBe(4);
    expect(columnTitleLength('abc')).toBe(3);
    expect(columnTitleLength('消耗ab12')).toBe(8);
    expect(validateColumnTitle('一二三四五六七八九十')).toBeUndefined(); // 20
    expect(validateColumnTitle('一二三四五六七八九十a')).toBe('最多20个字符'); // 21
    expect(validateColumnTitle('a'.repeat(20))).toBeUndefined();
    expect(validateColumnTitle('a'.repeat(21))).toBe('最多20个字符');
    expect(validateColumnTitle('一二三四五六七八九a1')).toBeUndefined(); // 18 + 2
    expect(validateColumnTitle('一二三四五六七八九十', 18)).toBe('最多18个字符');
  });

  it('checks the trimmed title, in the order required, characters, length', () => {
    expect(validateColumnTitle('  消耗  ')).toBeUndefined();
    expect(validateColumnTitle('一二三四五六七八九十 !')).toBe('支持输入汉字、大小写字母、数字');
  });

  it('any valid title is within 20 counted characters (property)', () => {
    const char = fc.constantFrom(...'消耗点击展示转化abcXYZ0189'.split(''));
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 25 }), (chars) => {
        const title = chars.join('');
        const expected = columnTitleLength(title) <= 20 ? undefined : '最多20个字符';
        expect(validateColumnTitle(title)).toBe(expected);
      }),
    );
  });
});

describe('buildGroups', () => {
  it('makes categories of top-level options with children and flattens deeper levels', () => {
    expect(groups.map((g) => g.key)).toEqual(['base', 'convert', 'locked']);
    expect(group('convert').items.map((i) => i.key)).toEqual(['numEventPay', 'dupnumEventPay', 'secret', 'deep']);
  });

  it('shows the suffixed title and passes disabled and hide down from a category', () => {
    expect(group('convert').items[0].displayTitle).toBe('付费（总次数）');
    expect(group('convert').items[1].displayTitle).toBe('付费（排重数）');
    expect(group('locked').items.every((i) => i.disabled)).toBe(true);
    const hidden = buildGroups([{ key: 'g', title: 'G', hide: true, children: [{ key: 'a', title: 'A' }] }]);
    expect(hidden[0].items[0].hide).toBe(true);
  });

  it('gathers top-level columns without a category in one untitled group, first', () => {
    const mixed = buildGroups([{ key: 'x', title: 'X' }, { key: 'g', title: 'G', children: [{ key: 'a', title: 'A' }] }, { key: 'y', title: 'Y' }]);
    expect(mixed.map((g) => [g.key, g.title, g.items.map((i) => i.key)])).toEqual([
      [UNGROUPED_KEY, '', ['x', 'y']],
      ['g', 'G', ['a']],
    ]);
  });

  it('applies title overrides by key', () => {
    const renamed = buildGroups(OPTIONS, new Map([['numEventPay', '购买']]));
    expect(allItems(renamed).find((i) => i.key === 'numEventPay')?.displayTitle).toBe('购买（总次数）');
  });
});

describe('orderSelection and initialSelection', () => {
  it('puts unlock columns first, in data order, then the selection in its order', () => {
    expect(orderSelection(items, ['click', 'show'])).toEqual(['cost', 'l2', 'click', 'show']);
    expect(orderSelection(items, ['show', 'l2', 'cost'])).toEqual(['cost', 'l2', 'show']);
  });

  it('drops unknown and repeated keys', () => {
    expect(orderSelection(items, ['nope', 'click', 'click'])).toEqual(['cost', 'l2', 'click']);
  });

  it('starts from unlock columns and those flagged check (hidden ones too)', () => {
    expect(initialSelection(OPTIONS)).toEqual(['cost', 'l2', 'show', 'secret']);
  });

  it('always holds every unlock column exactly once, first (property)', () => {
    const keys = items.map((i) => i.key);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys, 'unknown')), (selection) => {
        const out = orderSelection(items, selection);
        expect(out.slice(0, 2)).toEqual(['cost', 'l2']);
        expect(new Set(out).size).toBe(out.length);
        expect(out.every((k) => keys.includes(k))).toBe(true);
      }),
    );
  });
});

describe('toggleColumn', () => {
  it('adds a checked key at the end and removes an unchecked one', () => {
    expect(toggleColumn(items, ['cost', 'l2', 'show'], 'click', true)).toEqual(['cost', 'l2', 'show', 'click']);
    expect(toggleColumn(items, ['cost', 'l2', 'show', 'click'], 'show', false)).toEqual(['cost', 'l2', 'click']);
  });

  it('never changes unlock or disabled columns', () => {
    expect(toggleColumn(items, ['cost', 'l2'], 'cost', false)).toEqual(['cost', 'l2']);
    expect(toggleColumn(items, ['cost', 'l2'], 'ctr', true)).toEqual(['cost', 'l2']);
    expect(toggleColumn(items, ['cost', 'l2', 'l1'], 'l1', false)).toEqual(['cost', 'l2', 'l1']);
  });
});

describe('select-all', () => {
  const base = group('base').items; // cost unlock, show, click, ctr disabled

  it('looks only at enabled columns: unchecked, half-checked, checked', () => {
    expect(selectAllState(base, new Set(['cost']))).toEqual({ checked: false, indeterminate: false, disabled: false });
    expect(selectAllState(base, new Set(['cost', 'show']))).toEqual({ checked: false, indeterminate: true, disabled: false });
    // ctr (disabled) is unchecked, yet the group counts as all checked.
    expect(selectAllState(base, new Set(['cost', 'show', 'click']))).toEqual({ checked: true, indeterminate: false, disabled: false });
  });

  it('is unusable in a group without enabled columns', () => {
    const locked = group('locked').items;
    expect(selectAllState(locked, new Set(['l2']))).toEqual({ checked: false, indeterminate: false, disabled: true });
    expect(selectAllState(locked, new Set(['l1', 'l2']))).toEqual({ checked: true, indeterminate: false, disabled: true });
  });

  it('checks the unchecked enabled columns, then unchecks them; disabled and unlock stay', () => {
    const checked = toggleSelectAll(items, ['cost', 'l2', 'click'], base);
    expect(checked).toEqual(['cost', 'l2', 'click', 'show']);
    expect(checked).not.toContain('ctr');
    const unchecked = toggleSelectAll(items, [...checked, 'deep'], base);
    expect(unchecked).toEqual(['cost', 'l2', 'deep']);
    // A disabled column that was selected stays selected.
    expect(toggleSelectAll(items, ['cost', 'l2', 'ctr', 'show', 'click'], base)).toEqual(['cost', 'l2', 'ctr']);
  });

  it('only ever changes the enabled columns of the group (property)', () => {
    const keys = items.map((i) => i.key);
    fc.assert(
      fc.property(fc.subarray(keys), fc.constantFrom(...groups), (selection, g) => {
        const before = new Set(orderSelection(items, selection));
        const after = new Set(toggleSelectAll(items, selection, g.items));
        const enabled = new Set(g.items.filter((i) => !i.unlock && !i.disabled).map((i) => i.key));
        for (const key of keys) if (!enabled.has(key)) expect(after.has(key)).toBe(before.has(key));
        const state = selectAllState(g.items, after);
        if (enabled.size > 0) expect(state.checked || [...enabled].every((k) => !after.has(k))).toBe(true);
      }),
    );
  });
});

describe('filterGroups', () => {
  it('leaves out hidden columns and keeps untouched groups as the same object', () => {
    const shown = filterGroups(groups, '');
    expect(shown[0]).toBe(groups[0]);
    expect(shown[1].items.map((i) => i.key)).toEqual(['numEventPay', 'dupnumEventPay', 'deep']);
  });

  it('matches the shown title, case-insensitively, and drops empty groups', () => {
    expect(filterGroups(groups, 'ctr').map((g) => [g.key, g.items.map((i) => i.key)])).toEqual([['base', ['ctr']]]);
    expect(filterGroups(groups, ' 排重 ').map((g) => g.items.map((i) => i.key))).toEqual([['dupnumEventPay']]);
    expect(filterGroups(groups, '付费').flatMap((g) => g.items.map((i) => i.key))).toEqual(['numEventPay', 'dupnumEventPay']);
    expect(filterGroups(groups, '隐藏')).toEqual([]);
    expect(filterGroups(groups, '没有这一列')).toEqual([]);
  });

  // How fast the 300-column search is, is the widget bench's figure (libs/ui/catalog-e2e/widget-bench.ts).
  it('finds every matching column among 300', () => {
    const many = buildGroups(
      Array.from({ length: 10 }, (_, g) => ({
        key: `g${g}`,
        title: `分类${g}`,
        children: Array.from({ length: 30 }, (_, i) => ({ key: `c${g}-${i}`, title: `指标${g}-${i}` })),
      })),
    );
    expect(filterGroups(many, '指标3-1').flatMap((g) => g.items).length).toBe(11); // 3-1, 3-10…3-19
  });
});

describe('activeGroupIndex', () => {
  const tops = [0, 200, 500, 900];
  const view = { viewportHeight: 300, atBottom: false };

  it('is the last group whose top is at or above the scroll position', () => {
    expect(activeGroupIndex(tops, 0, view)).toBe(0);
    expect(activeGroupIndex(tops, 199, view)).toBe(1); // within the tolerance
    expect(activeGroupIndex(tops, 450, view)).toBe(1);
    expect(activeGroupIndex(tops, 500, view)).toBe(2);
    expect(activeGroupIndex(tops, 1000, view)).toBe(3);
  });

  it('keeps a group picked in the navigation at the end of the pane, where it cannot reach the top', () => {
    expect(activeGroupIndex(tops, 700, { viewportHeight: 300, atBottom: true, preferred: 3 })).toBe(3);
    // Scrolled away, the preference no longer holds.
    expect(activeGroupIndex(tops, 300, { viewportHeight: 300, atBottom: false, preferred: 3 })).toBe(1);
    expect(activeGroupIndex([], 0, view)).toBe(0);
  });
});
