import fc from 'fast-check';
import { useCascaderAreaData } from '@vant/area-data';
import { CASCADER } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  CHECKED,
  HALF_CHECKED,
  UNCHECKED,
  buildCheckTreeIndex,
  checkedPrefix,
  computeCheckState,
  countChecked,
  filterIdsByText,
  flagsFromValues,
  isAllDisabled,
  isAtMax,
  isNodeDisabled,
  isOverMax,
  isRemovable,
  nodeCheckCode,
  openPathTo,
  pathText,
  searchNodeIds,
  selectedNodeIds,
  setAllChecked,
  setNodeChecked,
  toggleAll,
  toggleNode,
  valuesFromFlags,
  type CheckTreeIndex,
  type CheckTreeOption,
} from './check-tree';

const INTEREST: CheckTreeOption[] = [
  {
    label: '游戏',
    value: 'game',
    children: [
      { label: '角色扮演', value: 'rpg' },
      { label: '策略', value: 'slg' },
      { label: '休闲益智', value: 'casual', disabled: true },
    ],
  },
  {
    label: '教育',
    value: 'edu',
    children: [
      { label: '语言', value: 'lang', children: [{ label: '英语', value: 'en' }, { label: '日语', value: 'ja' }] },
      { label: '职业', value: 'job' },
    ],
  },
  { label: '美食', value: 'food' },
];

function idOf(index: CheckTreeIndex, value: string): number {
  const id = index.valueToNode.get(value);
  if (id === undefined) throw new Error(`no ${value}`);
  return id;
}

function region(): CheckTreeOption[] {
  const map = (nodes: ReturnType<typeof useCascaderAreaData>): CheckTreeOption[] =>
    nodes.map((n) => ({ label: n.text, value: n.value, children: n.children ? map(n.children) : undefined }));
  return map(useCascaderAreaData());
}

describe('buildCheckTreeIndex', () => {
  it('indexes in pre-order with parent pointers, leaf ranges and enabled-leaf counts', () => {
    const index = buildCheckTreeIndex(INTEREST);
    expect(index.nodes.map((n) => n.value)).toEqual(['game', 'rpg', 'slg', 'casual', 'edu', 'lang', 'en', 'ja', 'job', 'food']);
    expect(index.roots).toEqual([0, 4, 9]);
    expect(Array.from(index.parent)).toEqual([-1, 0, 0, 0, -1, 4, 5, 5, 4, -1]);
    expect(index.leafCount).toBe(7);
    const game = idOf(index, 'game');
    expect([index.leafStart[game], index.leafEnd[game]]).toEqual([0, 3]);
    const edu = idOf(index, 'edu');
    expect([index.leafStart[edu], index.leafEnd[edu]]).toEqual([3, 6]);
    expect(index.end[edu]).toBe(9);
    expect(index.enabledLeafCount[game]).toBe(2);
    expect(index.enabledLeafTotal).toBe(6);
    expect(index.depth[idOf(index, 'en')]).toBe(2);
  });

  it('inherits disabled from ancestors and reports duplicate values', () => {
    const index = buildCheckTreeIndex([
      { label: 'A', value: 'a', disabled: true, children: [{ label: 'A1', value: 'a1' }] },
      { label: 'B', value: 'a1' },
    ]);
    expect(index.disabled[1]).toBe(1);
    expect(index.enabledLeafCount[0]).toBe(0);
    expect(index.duplicateValues).toEqual(['a1']);
    expect(index.valueToNode.get('a1')).toBe(1);
  });

  it('treats an empty children list as a leaf', () => {
    const index = buildCheckTreeIndex([{ label: 'A', value: 'a', children: [] }]);
    expect(index.leafCount).toBe(1);
  });

  it('indexes the whole China region tree: 3,479 county leaves under 34 provinces', () => {
    const index = buildCheckTreeIndex(region());
    expect(index.roots).toHaveLength(34);
    expect(index.leafCount).toBe(3479);
  });
});

describe('check propagation (widgets spec §4)', () => {
  const index = buildCheckTreeIndex(INTEREST);
  const none = new Uint8Array(index.leafCount);

  it('checking a parent checks all its enabled descendants, leaving disabled ones untouched', () => {
    const flags = setNodeChecked(index, none, idOf(index, 'game'), true);
    expect(valuesFromFlags(index, flags)).toEqual(['rpg', 'slg']);
    const state = computeCheckState(index, flags);
    // All enabled children checked: the parent is checked.
    expect(state.state[idOf(index, 'game')]).toBe(CHECKED);
    expect(state.state[idOf(index, 'casual')]).toBe(UNCHECKED);
  });

  it('a parent is half-checked when some children are checked', () => {
    const flags = flagsFromValues(index, ['en']);
    const state = computeCheckState(index, flags);
    expect(state.state[idOf(index, 'lang')]).toBe(HALF_CHECKED);
    expect(state.state[idOf(index, 'edu')]).toBe(HALF_CHECKED);
    expect(state.state[idOf(index, 'game')]).toBe(UNCHECKED);
    expect(state.all).toBe(HALF_CHECKED);
  });

  it('a parent is checked when all children are checked', () => {
    const state = computeCheckState(index, flagsFromValues(index, ['en', 'ja']));
    expect(state.state[idOf(index, 'lang')]).toBe(CHECKED);
    expect(state.state[idOf(index, 'edu')]).toBe(HALF_CHECKED);
  });

  it('a value naming a parent stands for all its leaves; unknown values are ignored', () => {
    expect(valuesFromFlags(index, flagsFromValues(index, ['edu', 'nope']))).toEqual(['en', 'ja', 'job']);
  });

  it('unchecking a node unchecks its enabled leaves only', () => {
    const flags = flagsFromValues(index, ['game']); // includes the disabled casual
    const after = setNodeChecked(index, flags, idOf(index, 'game'), false);
    expect(valuesFromFlags(index, after)).toEqual(['casual']);
  });

  it('toggle: a checked node unchecks, a half-checked or unchecked one checks', () => {
    const lang = idOf(index, 'lang');
    const half = flagsFromValues(index, ['en']);
    expect(valuesFromFlags(index, toggleNode(index, half, lang))).toEqual(['en', 'ja']);
    expect(valuesFromFlags(index, toggleNode(index, flagsFromValues(index, ['lang']), lang))).toEqual([]);
    expect(nodeCheckCode(index, half, lang)).toBe(HALF_CHECKED);
  });

  it('全选 ticks every enabled leaf and unticks them again', () => {
    const all = toggleAll(index, none);
    expect(valuesFromFlags(index, all)).toEqual(['rpg', 'slg', 'en', 'ja', 'job', 'food']);
    expect(computeCheckState(index, all).all).toBe(CHECKED);
    expect(valuesFromFlags(index, toggleAll(index, all))).toEqual([]);
    expect(valuesFromFlags(index, setAllChecked(index, all, false))).toEqual([]);
  });

  it('the count counts checked leaves, disabled ones included', () => {
    const state = computeCheckState(index, flagsFromValues(index, ['game', 'job']));
    expect(state.count).toBe(4);
    expect(state.enabledChecked).toBe(3);
  });
});

describe('max (widgets spec §4, §5, §9)', () => {
  const index = buildCheckTreeIndex(INTEREST);
  const none = new Uint8Array(index.leafCount);

  it('max 0 means no limit', () => {
    expect(CASCADER.UNLIMITED_MAX).toBe(0);
    expect(isAtMax(100, CASCADER.UNLIMITED_MAX)).toBe(false);
    expect(isOverMax(100, CASCADER.UNLIMITED_MAX)).toBe(false);
    expect(valuesFromFlags(index, setAllChecked(index, none, true, 0))).toHaveLength(6);
  });

  it('checking stops at max, in tree order', () => {
    expect(valuesFromFlags(index, setAllChecked(index, none, true, 3))).toEqual(['rpg', 'slg', 'en']);
    const one = flagsFromValues(index, ['food']);
    expect(valuesFromFlags(index, setNodeChecked(index, one, idOf(index, 'edu'), true, 2))).toEqual(['en', 'food']);
  });

  it('a value already over max is never increased', () => {
    const over = flagsFromValues(index, ['rpg', 'slg', 'en']);
    expect(countChecked(setNodeChecked(index, over, idOf(index, 'food'), true, 2))).toBe(3);
  });

  it('at max, unchecked and half-checked nodes are disabled; checked ones stay enabled', () => {
    const state = computeCheckState(index, flagsFromValues(index, ['rpg', 'slg']));
    expect(isAtMax(state.count, 2)).toBe(true);
    expect(isNodeDisabled(index, state, idOf(index, 'food'), 2)).toBe(true);
    expect(isNodeDisabled(index, state, idOf(index, 'edu'), 2)).toBe(true);
    expect(isNodeDisabled(index, state, idOf(index, 'rpg'), 2)).toBe(false);
    expect(isNodeDisabled(index, state, idOf(index, 'game'), 2)).toBe(false);
    expect(isNodeDisabled(index, state, idOf(index, 'food'), 3)).toBe(false);
    expect(isAllDisabled(index, state, 2)).toBe(true);
    expect(isAllDisabled(index, state, 0)).toBe(false);
  });

  it('disabled nodes, and parents with no enabled leaf, are disabled whatever the count', () => {
    const tree = buildCheckTreeIndex([{ label: 'P', value: 'p', children: [{ label: 'X', value: 'x', disabled: true }] }]);
    const state = computeCheckState(tree, new Uint8Array(1));
    expect(isNodeDisabled(tree, state, 0, 0)).toBe(true);
    expect(isNodeDisabled(tree, state, 1, 0)).toBe(true);
    expect(isAllDisabled(tree, state, 0)).toBe(true);
    // With every leaf disabled, a parent is checked when all its leaves are.
    expect(computeCheckState(tree, Uint8Array.of(1)).state[0]).toBe(CHECKED);
  });

  it('over max only when the count exceeds max', () => {
    expect(isOverMax(2, 2)).toBe(false);
    expect(isOverMax(3, 2)).toBe(true);
  });
});

describe('right panel entries', () => {
  const index = buildCheckTreeIndex(INTEREST);

  it('the highest fully checked ancestor stands for its subtree', () => {
    const flags = flagsFromValues(index, ['en', 'ja', 'rpg', 'food']);
    const ids = selectedNodeIds(index, computeCheckState(index, flags));
    expect(ids.map((id) => index.nodes[id].value)).toEqual(['rpg', 'lang', 'food']);
    expect(selectedNodeIds(index, checkedPrefix(flags))).toEqual(ids);
  });

  it('a parent with a disabled unchecked leaf is not listed as a whole', () => {
    const flags = flagsFromValues(index, ['rpg', 'slg']);
    expect(selectedNodeIds(index, checkedPrefix(flags)).map((id) => index.nodes[id].value)).toEqual(['rpg', 'slg']);
    const all = flagsFromValues(index, ['game']);
    expect(selectedNodeIds(index, checkedPrefix(all)).map((id) => index.nodes[id].value)).toEqual(['game']);
  });

  it('an entry of only disabled leaves cannot be removed', () => {
    const state = computeCheckState(index, flagsFromValues(index, ['casual', 'rpg']));
    expect(isRemovable(index, state, idOf(index, 'casual'))).toBe(false);
    expect(isRemovable(index, state, idOf(index, 'rpg'))).toBe(true);
  });

  it('an entry’s path is its labels from the root', () => {
    expect(pathText(index, idOf(index, 'lang'))).toBe('教育 / 语言');
  });

  it('filters entries by label or path', () => {
    const ids = [idOf(index, 'rpg'), idOf(index, 'lang')];
    expect(filterIdsByText(index, ids, '教育')).toEqual([idOf(index, 'lang')]);
    expect(filterIdsByText(index, ids, ' ')).toEqual(ids);
  });
});

describe('search', () => {
  it('finds every node whose label contains the query, case-insensitive, with its path', () => {
    const index = buildCheckTreeIndex([...INTEREST, { label: 'Apple', value: 'apple' }]);
    expect(searchNodeIds(index, '语').map((id) => pathText(index, id))).toEqual(['教育 / 语言', '教育 / 语言 / 英语', '教育 / 语言 / 日语']);
    expect(searchNodeIds(index, 'APP').map((id) => index.nodes[id].value)).toEqual(['apple']);
    expect(searchNodeIds(index, '  ')).toEqual([]);
  });

  it('finds 朝阳区 in the region tree as 北京市 / 北京市 / 朝阳区', () => {
    const index = buildCheckTreeIndex(region());
    const paths = searchNodeIds(index, '朝阳区').map((id) => pathText(index, id));
    expect(paths).toContain('北京市 / 北京市 / 朝阳区');
  });
});

describe('open path', () => {
  it('opens the columns down to a node', () => {
    const index = buildCheckTreeIndex(INTEREST);
    expect(openPathTo(index, idOf(index, 'en'))).toEqual([idOf(index, 'edu'), idOf(index, 'lang'), idOf(index, 'en')]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Property tests over random trees and random sequences of actions.
// ---------------------------------------------------------------------------------------------------

interface Shape {
  disabled: boolean;
  children: Shape[];
}

const disabledArb = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);
function shapeArb(depth: number): fc.Arbitrary<Shape> {
  const leaf = fc.record({ disabled: disabledArb, children: fc.constant<Shape[]>([]) });
  if (depth === 0) return leaf;
  return fc.oneof(leaf, fc.record({ disabled: disabledArb, children: fc.array(shapeArb(depth - 1), { minLength: 1, maxLength: 4 }) }));
}

function toOptions(shapes: Shape[]): CheckTreeOption[] {
  let next = 0;
  const build = (shape: Shape): CheckTreeOption => {
    const value = `n${next++}`;
    return { label: value, value, disabled: shape.disabled || undefined, children: shape.children.length ? shape.children.map(build) : undefined };
  };
  return shapes.map(build);
}

type Action = { kind: 'toggle'; at: number } | { kind: 'set'; at: number; checked: boolean } | { kind: 'all'; checked: boolean };
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('toggle' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), checked: fc.boolean() }),
  fc.record({ kind: fc.constant('all' as const), checked: fc.boolean() }),
);

const scenarioArb = fc.record({
  tree: fc.array(shapeArb(3), { minLength: 1, maxLength: 4 }),
  initial: fc.array(fc.boolean(), { maxLength: 64 }),
  actions: fc.array(actionArb, { maxLength: 20 }),
  max: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12 })),
});

function apply(index: CheckTreeIndex, flags: Uint8Array, action: Action, max: number): Uint8Array {
  if (action.kind === 'all') return setAllChecked(index, flags, action.checked, max);
  const id = action.at % index.size;
  return action.kind === 'toggle' ? toggleNode(index, flags, id, max) : setNodeChecked(index, flags, id, action.checked, max);
}

/** A naive oracle: the leaf ordinals of a subtree by walking it, with inherited disabled. */
function leafOrdinalsOf(index: CheckTreeIndex, id: number): number[] {
  const out: number[] = [];
  const walk = (at: number) => {
    if (index.children[at].length === 0) out.push(Array.from(index.leafNodes).indexOf(at));
    else index.children[at].forEach(walk);
  };
  walk(id);
  return out;
}

describe('property: check propagation', () => {
  it('after any actions, every node is checked iff all its enabled leaves are, half-checked iff some leaf is', () => {
    fc.assert(
      fc.property(scenarioArb, ({ tree, initial, actions, max }) => {
        const index = buildCheckTreeIndex(toOptions(tree));
        let flags: Uint8Array = Uint8Array.from({ length: index.leafCount }, (_, k) => (initial[k] ? 1 : 0));
        for (const action of actions) flags = apply(index, flags, action, max);
        const state = computeCheckState(index, flags);
        for (let id = 0; id < index.size; id++) {
          const leaves = leafOrdinalsOf(index, id);
          const enabled = leaves.filter((ord) => !index.leafDisabled[ord]);
          const full = enabled.length ? enabled.every((ord) => flags[ord]) : leaves.every((ord) => flags[ord]);
          const some = leaves.some((ord) => flags[ord]);
          expect(state.state[id] === CHECKED).toBe(full);
          expect(state.state[id] === HALF_CHECKED).toBe(!full && some);
          expect(nodeCheckCode(index, flags, id)).toBe(state.state[id]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('checking a node (no max) checks exactly its enabled descendant leaves; unchecking clears exactly them', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), fc.boolean(), ({ tree, initial }, at, checked) => {
        const index = buildCheckTreeIndex(toOptions(tree));
        const before = Uint8Array.from({ length: index.leafCount }, (_, k) => (initial[k] ? 1 : 0));
        const id = at % index.size;
        const after = setNodeChecked(index, before, id, checked);
        const inside = new Set(leafOrdinalsOf(index, id));
        for (let ord = 0; ord < index.leafCount; ord++) {
          const expected = inside.has(ord) && !index.leafDisabled[ord] ? (checked ? 1 : 0) : before[ord];
          expect(after[ord]).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('with max set, the count never exceeds max (and a count over max never grows); disabled leaves never change', () => {
    fc.assert(
      fc.property(scenarioArb, ({ tree, initial, actions, max }) => {
        const index = buildCheckTreeIndex(toOptions(tree));
        let flags: Uint8Array = Uint8Array.from({ length: index.leafCount }, (_, k) => (initial[k] ? 1 : 0));
        const disabledBefore = Array.from(flags).filter((_, ord) => index.leafDisabled[ord]);
        let ceiling = max > 0 ? Math.max(max, countChecked(flags)) : Number.POSITIVE_INFINITY;
        for (const action of actions) {
          flags = apply(index, flags, action, max);
          const count = countChecked(flags);
          expect(count).toBeLessThanOrEqual(ceiling);
          if (max > 0) ceiling = Math.max(max, count);
        }
        expect(Array.from(flags).filter((_, ord) => index.leafDisabled[ord])).toEqual(disabledBefore);
      }),
      { numRuns: 200 },
    );
  });

  it('with max set and room enough, checking a node checks all its enabled leaves; at max every unchecked node is disabled', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), ({ tree, initial, max }, at) => {
        const index = buildCheckTreeIndex(toOptions(tree));
        const flags = Uint8Array.from({ length: index.leafCount }, (_, k) => (initial[k] ? 1 : 0));
        const id = at % index.size;
        const missing = leafOrdinalsOf(index, id).filter((ord) => !index.leafDisabled[ord] && !flags[ord]).length;
        const after = setNodeChecked(index, flags, id, true, max);
        const room = max > 0 ? max - countChecked(flags) : Number.POSITIVE_INFINITY;
        expect(countChecked(after) - countChecked(flags)).toBe(Math.max(0, Math.min(missing, room)));
        const state = computeCheckState(index, after);
        if (isAtMax(state.count, max)) {
          for (let node = 0; node < index.size; node++) if (state.state[node] !== CHECKED) expect(isNodeDisabled(index, state, node, max)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the right panel entries partition the checked leaves, each the highest fully checked node', () => {
    fc.assert(
      fc.property(scenarioArb, ({ tree, initial }) => {
        const index = buildCheckTreeIndex(toOptions(tree));
        const flags = Uint8Array.from({ length: index.leafCount }, (_, k) => (initial[k] ? 1 : 0));
        const ids = selectedNodeIds(index, computeCheckState(index, flags));
        const covered: number[] = [];
        for (const id of ids) {
          const leaves = leafOrdinalsOf(index, id);
          expect(leaves.every((ord) => flags[ord])).toBe(true);
          const parent = index.parent[id];
          if (parent >= 0) expect(leafOrdinalsOf(index, parent).every((ord) => flags[ord])).toBe(false);
          covered.push(...leaves);
        }
        expect(covered.sort((a, b) => a - b)).toEqual(Array.from(flags).flatMap((f, ord) => (f ? [ord] : [])));
      }),
      { numRuns: 200 },
    );
  });

  it('values round-trip through flags, and search equals a naive filter', () => {
    fc.assert(
      fc.property(scenarioArb, fc.string({ maxLength: 3 }), ({ tree, initial }, query) => {
        const index = buildCheckTreeIndex(toOptions(tree));
        const flags = Uint8Array.from({ length: index.leafCount }, (_, k) => (initial[k] ? 1 : 0));
        expect(flagsFromValues(index, valuesFromFlags(index, flags))).toEqual(flags);
        const needle = query.trim().toLowerCase();
        const naive = needle ? index.nodes.flatMap((n, id) => (n.label.toLowerCase().includes(needle) ? [id] : [])) : [];
        expect(searchNodeIds(index, query)).toEqual(naive);
      }),
      { numRuns: 200 },
    );
  });
});
