import fc from 'fast-check';
import { TREE } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  baseDisabled,
  checkState,
  checkStates,
  clearValue,
  createTreeIndex,
  disabledValues,
  formatPath,
  indexTree,
  isInSubtree,
  leaveSaveEmission,
  matchesKeyword,
  normalizeValue,
  sameValues,
  selectSingle,
  setChosen,
  singleValue,
  summarizeValue,
  toggleValue,
  type TreeNodeInput,
  type TreeValue,
} from './check-tree-values';
import { flagsFromValues, setNodeChecked, valuesFromFlags } from './check-tree';

const DATA: TreeNodeInput[] = [
  { value: 'all', label: '不限' },
  {
    value: 'bj',
    label: '北京市',
    children: [
      { value: 'cy', label: '朝阳区' },
      { value: 'hd', label: '海淀区' },
      { value: 'dc', label: '东城区', disabled: true },
    ],
  },
  {
    value: 'sh',
    label: '上海市',
    children: [
      { value: 'pd', label: '浦东新区' },
      { value: 'hp', label: '黄浦区' },
    ],
  },
  { value: 'abroad', label: 'Overseas', children: [{ value: 'ny', label: 'New York' }] },
];
const index = createTreeIndex(DATA);
const nodeOf = (value: TreeValue) => {
  const node = index.byValue.get(value);
  if (!node) throw new Error(`no node ${String(value)}`);
  return node;
};

describe('indexTree', () => {
  it('fills level, type, parentValue, parentLabel and path', () => {
    const [all, bj] = indexTree(DATA);
    expect(all).toMatchObject({ value: 'all', label: '不限', level: 1, type: 'leaf', path: ['不限'], disabled: false, children: [] });
    expect(all.parentValue).toBeUndefined();
    expect(all.parentLabel).toBeUndefined();
    expect(bj).toMatchObject({ level: 1, type: 'node', path: ['北京市'] });
    expect(bj.children[0]).toMatchObject({ value: 'cy', level: 2, type: 'leaf', parentValue: 'bj', parentLabel: '北京市', path: ['北京市', '朝阳区'] });
    expect(bj.children[2].disabled).toBe(true);
  });

  it('marks a node with an empty children list as a leaf and does not change its input', () => {
    const input: TreeNodeInput[] = [{ value: 1, label: 'A', children: [{ value: 2, label: 'B', children: [] }] }];
    const copy = structuredClone(input);
    const [a] = indexTree(input);
    expect(a.children[0]).toMatchObject({ type: 'leaf', level: 2, parentValue: 1, path: ['A', 'B'] });
    expect(input).toEqual(copy);
  });

  it('refuses duplicate values', () => {
    expect(() => createTreeIndex([{ value: 'x', label: 'X' }, { value: 'x', label: 'Y' }])).toThrow('duplicate node value x');
  });

  it('lists parents before children and the leaves under each node', () => {
    expect(index.order.map((n) => n.value)).toEqual(['all', 'bj', 'cy', 'hd', 'dc', 'sh', 'pd', 'hp', 'abroad', 'ny']);
    expect(index.leavesOf.get('bj')).toEqual(['cy', 'hd', 'dc']);
    expect(isInSubtree(index, 'bj', 'cy')).toBe(true);
    expect(isInSubtree(index, 'bj', 'pd')).toBe(false);
  });
});

describe('formatPath', () => {
  it('joins the path with the hyphen separator by default: 北京市-朝阳区', () => {
    expect(formatPath(nodeOf('cy'))).toBe('北京市-朝阳区');
    expect(formatPath(nodeOf('bj'))).toBe('北京市');
  });
  it('takes another separator', () => {
    expect(formatPath(nodeOf('cy'), ' / ')).toBe('北京市 / 朝阳区');
  });
});

describe('normalizeValue', () => {
  it('drops unknown values and keeps tree order', () => {
    expect(normalizeValue(index, ['hp', 'nope', 'cy'])).toEqual(['cy', 'hp']);
  });
  it('lets a listed parent stand for everything under it', () => {
    expect(normalizeValue(index, ['sh'])).toEqual(['sh', 'pd', 'hp']);
  });
  it('chooses a parent when all its children are chosen', () => {
    expect(normalizeValue(index, ['pd', 'hp'])).toEqual(['sh', 'pd', 'hp']);
    expect(normalizeValue(index, ['cy', 'hd'])).toEqual(['cy', 'hd']);
  });
});

describe('cascade to enabled children (multiple)', () => {
  it('choosing a parent chooses its enabled children; the disabled child keeps its unchosen state', () => {
    const next = toggleValue(index, [], 'bj');
    expect(next).toEqual(['cy', 'hd']);
    expect(checkState(index, next, 'bj')).toBe('indeterminate');
    expect(checkState(index, next, 'dc')).toBe('unchecked');
  });

  it('a disabled child that was chosen stays chosen when the parent is unchosen', () => {
    const start = normalizeValue(index, ['bj']); // the caller's value includes the disabled 东城区
    expect(start).toEqual(['bj', 'cy', 'hd', 'dc']);
    const next = toggleValue(index, start, 'bj');
    expect(next).toEqual(['dc']);
  });

  it('clicking a parent whose enabled children are all chosen unchooses them', () => {
    expect(toggleValue(index, ['cy', 'hd'], 'bj')).toEqual([]);
  });

  it('a partly chosen parent is completed by a click', () => {
    expect(toggleValue(index, ['pd'], 'sh')).toEqual(['sh', 'pd', 'hp']);
  });

  it('choosing the last child chooses the parent, unchoosing a child unchooses it', () => {
    const full = toggleValue(index, ['pd'], 'hp');
    expect(full).toEqual(['sh', 'pd', 'hp']);
    expect(checkState(index, full, 'sh')).toBe('checked');
    const partial = toggleValue(index, full, 'pd');
    expect(partial).toEqual(['hp']);
    expect(checkState(index, partial, 'sh')).toBe('indeterminate');
  });

  it('a disabled node cannot be chosen', () => {
    expect(toggleValue(index, ['cy'], 'dc')).toEqual(['cy']);
    expect(setChosen(index, [], 'dc', true)).toEqual([]);
  });

  it('a disabled parent disables everything under it', () => {
    const idx = createTreeIndex([{ value: 'p', label: 'P', disabled: true, children: [{ value: 'c', label: 'C' }] }]);
    expect([...baseDisabled(idx)]).toEqual(['p', 'c']);
    expect(toggleValue(idx, [], 'c')).toEqual([]);
  });

  it('a parent with only disabled children is disabled', () => {
    const idx = createTreeIndex([{ value: 'p', label: 'P', children: [{ value: 'c', label: 'C', disabled: true }] }]);
    expect(disabledValues(idx, []).has('p')).toBe(true);
  });

  it('clear removes every enabled value and keeps disabled chosen ones', () => {
    expect(clearValue(index, ['bj', 'sh'])).toEqual(['dc']);
  });

  it('checkStates gives every node the same state as checkState', () => {
    const value = normalizeValue(index, ['cy', 'hd', 'sh']);
    const states = checkStates(index, value);
    for (const node of index.order) expect(states.get(node.value)).toBe(checkState(index, value, node.value));
    expect(states.get('bj')).toBe('indeterminate');
    expect(states.get('sh')).toBe('checked');
    expect(states.get('abroad')).toBe('unchecked');
  });

  it('summarizes chosen values to the top-most chosen nodes, for the tags', () => {
    expect(summarizeValue(index, ['sh', 'pd', 'hp', 'cy'])).toEqual(['cy', 'sh']);
  });
});

describe('single selection allows one child only', () => {
  it('choosing a child replaces the previous one', () => {
    expect(selectSingle(index, [], 'cy')).toEqual(['cy']);
    expect(selectSingle(index, ['cy'], 'pd')).toEqual(['pd']);
  });
  it('a parent is not a choice, nor a disabled child', () => {
    expect(selectSingle(index, ['cy'], 'bj')).toEqual(['cy']);
    expect(selectSingle(index, ['cy'], 'dc')).toEqual(['cy']);
  });
  it('keeps one known leaf of a given value', () => {
    expect(singleValue(index, ['bj', 'nope', 'hd', 'cy'])).toEqual(['hd']);
    expect(singleValue(index, ['bj'])).toEqual([]);
  });
});

describe('values that clear or disable the others', () => {
  const clear = { clearOthers: ['all'] as TreeValue[] };
  it('choosing 不限 clears the others', () => {
    expect(toggleValue(index, ['cy', 'sh'], 'all', clear)).toEqual(['all']);
  });
  it('choosing another value clears 不限', () => {
    expect(toggleValue(index, ['all'], 'pd', clear)).toEqual(['pd']);
    expect(toggleValue(index, ['all'], 'sh', clear)).toEqual(['sh', 'pd', 'hp']);
  });
  it('disabled chosen values keep their state even against 不限', () => {
    expect(toggleValue(index, ['dc', 'cy'], 'all', clear)).toEqual(['all', 'dc']);
  });
  it('a parent does not cascade into an exclusive child', () => {
    const idx = createTreeIndex([{ value: 'p', label: 'P', children: [{ value: 'any', label: '不限' }, { value: 'a', label: 'A' }] }]);
    expect(toggleValue(idx, [], 'p', { clearOthers: ['any'] })).toEqual(['a']);
  });

  const lock = { disableOthers: ['abroad'] as TreeValue[] };
  it('disableOthers: choosing it clears the others and disables every other node while chosen', () => {
    const next = toggleValue(index, ['cy', 'pd'], 'abroad', lock);
    expect(next).toEqual(['abroad', 'ny']);
    const disabled = disabledValues(index, next, lock);
    for (const v of ['all', 'bj', 'cy', 'hd', 'sh', 'pd', 'hp']) expect(disabled.has(v)).toBe(true);
    expect(disabled.has('abroad')).toBe(false);
    expect(disabled.has('ny')).toBe(false);
    expect(toggleValue(index, next, 'cy', lock)).toEqual(['abroad', 'ny']);
  });
  it('disableOthers: unchoosing it enables the others again', () => {
    const off = toggleValue(index, ['abroad', 'ny'], 'abroad', lock);
    expect(off).toEqual([]);
    expect(disabledValues(index, off, lock).has('cy')).toBe(false);
    expect(toggleValue(index, off, 'cy', lock)).toEqual(['cy']);
  });
  it('nothing is locked while the disableOthers value is not chosen', () => {
    expect([...disabledValues(index, ['cy'], lock)].sort()).toEqual(['dc']);
  });
});

describe('optional maximum of chosen leaves', () => {
  it('0 means no limit', () => {
    expect([...disabledValues(index, ['cy', 'hd', 'pd', 'hp', 'ny'], { max: TREE.UNLIMITED_MAX })]).toEqual(['dc']);
  });
  it('disables nodes whose unchosen leaves would pass the maximum, and refuses them', () => {
    const disabled = disabledValues(index, ['cy'], { max: 2 });
    expect(disabled.has('sh')).toBe(true); // 2 more leaves, room for 1
    expect(disabled.has('pd')).toBe(false);
    expect(disabled.has('bj')).toBe(false); // only 海淀区 is missing among enabled leaves
    expect(toggleValue(index, ['cy'], 'sh', { max: 2 })).toEqual(['cy']);
    expect(toggleValue(index, ['cy', 'pd'], 'hp', { max: 2 })).toEqual(['cy', 'pd']);
  });
  it('unchoosing always works at the maximum', () => {
    expect(toggleValue(index, ['cy', 'pd'], 'pd', { max: 2 })).toEqual(['cy']);
  });
  it('an exclusive value may still be chosen at the maximum, since it clears the rest', () => {
    expect(toggleValue(index, ['cy', 'pd'], 'all', { max: 2, clearOthers: ['all'] })).toEqual(['all']);
  });
});

describe('leave-save emission', () => {
  it('emits nothing when the value did not change', () => {
    expect(leaveSaveEmission(['cy', 'hd'], ['hd', 'cy'])).toBeNull();
    expect(leaveSaveEmission([], [])).toBeNull();
  });
  it('emits the draft when it changed', () => {
    expect(leaveSaveEmission(['cy'], ['cy', 'pd'])).toEqual(['cy', 'pd']);
    expect(leaveSaveEmission(['cy'], [])).toEqual([]);
  });
  it('sameValues ignores order', () => {
    expect(sameValues([1, 2], [2, 1])).toBe(true);
    expect(sameValues([1, 2], [1])).toBe(false);
  });
});

describe('search matching', () => {
  it('is case-insensitive', () => {
    expect(matchesKeyword('New York', 'new')).toBe(true);
    expect(matchesKeyword('New York', 'YORK')).toBe(true);
    expect(matchesKeyword('朝阳区', '海淀')).toBe(false);
  });
  it('splits the keyword at commas (ASCII and full-width) and matches any part', () => {
    expect(matchesKeyword('海淀区', '朝阳,海淀')).toBe(true);
    expect(matchesKeyword('海淀区', '朝阳，海淀')).toBe(true);
    expect(matchesKeyword('黄浦区', '朝阳, 海淀')).toBe(false);
  });
  it('matches everything for a blank keyword', () => {
    expect(matchesKeyword('任意', '  , ')).toBe(true);
  });
});

// Random trees of up to three levels, with some disabled nodes.
const leafArb = (prefix: string) => fc.record({ disabled: fc.boolean() }).map((r) => ({ ...r, prefix }));
const treeArb = fc
  .array(fc.tuple(fc.boolean(), fc.array(fc.tuple(fc.boolean(), fc.array(leafArb('l'), { maxLength: 3 })), { maxLength: 3 })), { minLength: 1, maxLength: 4 })
  .map((tops) => {
    let n = 0;
    const id = () => `n${(n += 1)}`;
    return tops.map(([disabled, mids]): TreeNodeInput => ({
      value: id(),
      label: `T${n}`,
      disabled: disabled && n % 3 === 0,
      children: mids.map(([midDisabled, leaves]): TreeNodeInput => ({
        value: id(),
        label: `M${n}`,
        disabled: midDisabled && n % 4 === 0,
        children: leaves.map((leaf) => ({ value: id(), label: `L${n}`, disabled: leaf.disabled && n % 2 === 0 })),
      })),
    }));
  });

describe('properties', () => {
  it('after any clicks the value is normal, disabled leaves keep their state, and a clicked node is all or nothing', () => {
    fc.assert(
      fc.property(treeArb, fc.array(fc.nat(), { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 6 }), (data, clicks, initial) => {
        const idx = createTreeIndex(data);
        const all = idx.order.map((node) => node.value);
        const fixed = baseDisabled(idx);
        let value = normalizeValue(idx, initial.map((i) => all[i % all.length]));
        const fixedChosen = value.filter((v) => fixed.has(v) && idx.byValue.get(v)?.type === 'leaf');
        for (const click of clicks) {
          const target = all[click % all.length];
          value = toggleValue(idx, value, target);
          expect(normalizeValue(idx, value)).toEqual(value);
          expect(checkStates(idx, value).get(target)).toBe(checkState(idx, value, target));
          const enabled = (idx.leavesOf.get(target) ?? []).filter((leaf) => !fixed.has(leaf));
          const chosen = enabled.filter((leaf) => value.includes(leaf)).length;
          expect(chosen === 0 || chosen === enabled.length).toBe(true);
        }
        const fixedNow = value.filter((v) => fixed.has(v) && idx.byValue.get(v)?.type === 'leaf');
        expect(fixedNow).toEqual(fixedChosen);
      }),
    );
  });

  it('single selection always holds at most one enabled leaf', () => {
    fc.assert(
      fc.property(treeArb, fc.array(fc.nat(), { maxLength: 10 }), (data, clicks) => {
        const idx = createTreeIndex(data);
        const all = idx.order.map((node) => node.value);
        let value: TreeValue[] = [];
        for (const click of clicks) {
          value = selectSingle(idx, value, all[click % all.length]);
          expect(value.length).toBeLessThanOrEqual(1);
          if (value[0] !== undefined) expect(idx.byValue.get(value[0])?.type).toBe('leaf');
        }
      }),
    );
  });

  it('the maximum is never passed by choosing', () => {
    fc.assert(
      fc.property(treeArb, fc.array(fc.nat(), { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (data, clicks, max) => {
        const idx = createTreeIndex(data);
        const all = idx.order.map((node) => node.value);
        let value: TreeValue[] = [];
        for (const click of clicks) {
          value = toggleValue(idx, value, all[click % all.length], { max });
          expect(value.filter((v) => idx.byValue.get(v)?.type === 'leaf').length).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('the value rules are the flag engine’s: a click checks or unchecks the leaves setNodeChecked does, and a node is checked iff all its leaves are', () => {
    fc.assert(
      fc.property(treeArb, fc.array(fc.nat(), { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 6 }), (data, clicks, initial) => {
        const idx = createTreeIndex(data);
        const { flat } = idx;
        const all = idx.order.map((node) => node.value);
        let value = normalizeValue(idx, initial.map((i) => all[i % all.length]));
        for (const click of clicks) {
          const id = click % flat.size;
          const before = flagsFromValues(flat, value);
          let full = flat.enabledLeafCount[id] > 0;
          for (let ord = flat.leafStart[id]; ord < flat.leafEnd[id]; ord++) if (!flat.leafDisabled[ord] && !before[ord]) full = false;
          value = toggleValue(idx, value, all[id]);
          expect(Array.from(flagsFromValues(flat, value))).toEqual(Array.from(setNodeChecked(flat, before, id, !full)));
          const leaves = new Set(valuesFromFlags(flat, flagsFromValues(flat, value)));
          const states = checkStates(idx, value);
          for (const node of idx.order) {
            const mine = idx.leavesOf.get(node.value) ?? [];
            expect(states.get(node.value) === 'checked').toBe(mine.every((leaf) => leaves.has(leaf)));
          }
        }
      }),
    );
  });
});
