import fc from 'fast-check';
import { DEFAULT_TEXTS, TREE } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_NODE_KEY,
  TREE_ERRORS,
  TREE_ROW_HEIGHT,
  TREE_TEXTS,
  buildTreeIndex,
  chosenLeafCount,
  filterVisible,
  hasTreeMax,
  isAllExpanded,
  isAtMax,
  labelFilter,
  normalizeTreeData,
  panelHeight,
  parentValues,
  semiKey,
  splitFilterText,
  toSemiNodes,
  treePropsErrors,
  visibleRowCount,
  type TreeDataNode,
} from './tree-rules';

const DATA: TreeDataNode[] = [
  {
    value: 'east',
    label: '华东',
    children: [
      { value: 'sh', label: 'Shanghai', children: [{ value: 'sh-1', label: '品牌组' }, { value: 'sh-2', label: 'Growth组' }] },
      { value: 'hz', label: '杭州', children: [{ value: 'hz-1', label: '电商组' }] },
    ],
  },
  { value: 'south', label: '华南', children: [{ value: 'gz', label: '广州' }] },
  { value: 'solo', label: '独立节点' },
];

const index = () => buildTreeIndex(normalizeTreeData(DATA, 'value').nodes);

describe('tree constants (widgets spec §9)', () => {
  it('reads the spec numbers from TREE', () => {
    expect(TREE.INDENT).toBe(18);
    expect(TREE.EXPAND_ALL).toBe(true);
    expect(TREE.PANEL_MAX_HEIGHT).toBe(290);
    expect(TREE.PANEL_MAX_HEIGHT_TALL).toBe(320);
    expect(TREE.UNLIMITED_MAX).toBe(0);
    expect(TREE.FILTER_SEPARATOR).toBe(',');
  });

  it('has the texts of the tree', () => {
    expect(TREE_TEXTS.EMPTY).toBe('暂无数据');
    expect(TREE_TEXTS.EMPTY).toBe(DEFAULT_TEXTS.EMPTY_DATA);
    expect(TREE_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(TREE_TEXTS.EXPAND_ALL).toBe('全部展开');
    expect(TREE_TEXTS.COLLAPSE_ALL).toBe('全部收起');
    expect(TREE_TEXTS.FILTER_LABEL).toBe('筛选');
  });
});

describe('treePropsErrors (widgets spec §5, §8)', () => {
  it("gives 'nodeKey is required' when nodeKey is missing or blank", () => {
    expect(TREE_ERRORS.NODE_KEY_REQUIRED).toBe('nodeKey is required');
    expect(treePropsErrors({})).toEqual(['nodeKey is required']);
    expect(treePropsErrors({ nodeKey: '' })).toEqual(['nodeKey is required']);
    expect(treePropsErrors({ nodeKey: '  ' })).toEqual(['nodeKey is required']);
    expect(treePropsErrors({ nodeKey: null })).toEqual(['nodeKey is required']);
  });

  it("gives 'filterNodeMethod is required when filter' only when filtering without a method", () => {
    expect(TREE_ERRORS.FILTER_METHOD_REQUIRED).toBe('filterNodeMethod is required when filter');
    expect(treePropsErrors({ nodeKey: 'value', filter: true })).toEqual(['filterNodeMethod is required when filter']);
    expect(treePropsErrors({ nodeKey: 'value', filter: true, filterNodeMethod: labelFilter })).toEqual([]);
    expect(treePropsErrors({ nodeKey: 'value', filter: false })).toEqual([]);
  });

  it('lists both errors together', () => {
    expect(treePropsErrors({ filter: true })).toEqual(['nodeKey is required', 'filterNodeMethod is required when filter']);
  });
});

describe('normalizeTreeData', () => {
  it('reads each key from the nodeKey field', () => {
    const { nodes, errors, dataByValue } = normalizeTreeData([{ id: 7, label: '七', children: [{ id: 8, label: '八' }] }], 'id');
    expect(errors).toEqual([]);
    expect(nodes).toEqual([{ value: 7, label: '七', disabled: false, children: [{ value: 8, label: '八', disabled: false }] }]);
    expect(dataByValue.get(8)).toEqual({ id: 8, label: '八' });
  });

  it('falls back to the value field when nodeKey is missing', () => {
    expect(FALLBACK_NODE_KEY).toBe('value');
    const { nodes } = normalizeTreeData(DATA, undefined);
    expect(nodes.map((n) => n.value)).toEqual(['east', 'south', 'solo']);
  });

  it("reports 'nodeKey is required' once for nodes without a key, and keys them by position", () => {
    const { nodes, errors } = normalizeTreeData([{ label: 'a' }, { value: 'b', label: 'b', children: [{ label: 'c' }] }], 'value');
    expect(errors).toEqual(['nodeKey is required']);
    expect(nodes[0].value).toBe('#0');
    expect(nodes[1].children?.[0].value).toBe('#1-0');
  });

  it('reports duplicate keys and keeps both nodes', () => {
    const { nodes, errors } = normalizeTreeData([{ value: 'a', label: 'a' }, { value: 'a', label: 'a2' }], 'value');
    expect(errors).toEqual(['nodeKey values must be unique: a']);
    expect(nodes.map((n) => n.value)).toEqual(['a', '#1']);
    expect(() => buildTreeIndex(nodes)).not.toThrow();
  });

  it('fills level, type, parentValue, parentLabel and path (widgets spec §3)', () => {
    const node = index().byValue.get('sh-2');
    expect(node).toMatchObject({ value: 'sh-2', label: 'Growth组', level: 3, type: 'leaf', parentValue: 'sh', parentLabel: 'Shanghai', path: ['华东', 'Shanghai', 'Growth组'] });
    expect(index().byValue.get('east')).toMatchObject({ level: 1, type: 'node' });
    expect(index().byValue.get('east')?.parentValue).toBeUndefined();
  });
});

describe('splitFilterText (widgets spec §9: split by comma)', () => {
  it('splits at commas, trims and drops empty parts', () => {
    expect(splitFilterText('品牌, growth ,,')).toEqual(['品牌', 'growth']);
    expect(splitFilterText('a，b')).toEqual(['a', 'b']);
    expect(splitFilterText('  ')).toEqual([]);
    expect(splitFilterText(undefined)).toEqual([]);
  });
});

describe('filterVisible', () => {
  it('is null (no filtering) for an empty text', () => {
    expect(filterVisible(index(), '')).toBeNull();
    expect(filterVisible(index(), ' , ')).toBeNull();
  });

  it('shows a matching node with its ancestors, not its siblings', () => {
    expect([...(filterVisible(index(), '品牌') ?? [])].sort()).toEqual(['east', 'sh', 'sh-1']);
  });

  it('is case-insensitive with the usual method', () => {
    expect(filterVisible(index(), 'GROWTH')?.has('sh-2')).toBe(true);
    expect(filterVisible(index(), 'shanghai')?.has('sh')).toBe(true);
  });

  it('shows nodes matching any comma-separated part', () => {
    expect([...(filterVisible(index(), 'growth,广州') ?? [])].sort()).toEqual(['east', 'gz', 'sh', 'sh-2', 'south']);
  });

  it('is empty when nothing matches', () => {
    expect(filterVisible(index(), 'zzz')?.size).toBe(0);
  });

  it('asks the given method once per part and passes the node and its data', () => {
    const seen: string[] = [];
    const { nodes, dataByValue } = normalizeTreeData(DATA, 'value');
    const visible = filterVisible(
      buildTreeIndex(nodes),
      'x,y',
      (keyword, node, data) => {
        seen.push(keyword);
        return keyword === 'y' && data?.value === 'solo' && node.label === '独立节点';
      },
      dataByValue,
    );
    expect([...(visible ?? [])]).toEqual(['solo']);
    expect(new Set(seen)).toEqual(new Set(['x', 'y']));
  });

  it('property: every shown node matches or has a shown descendant that matches', () => {
    const idx = index();
    fc.assert(
      fc.property(fc.array(fc.constantFrom('品牌', 'growth', '杭', '华', 'q', 'SH', ''), { maxLength: 3 }), (parts) => {
        const text = parts.join(TREE.FILTER_SEPARATOR);
        const visible = filterVisible(idx, text);
        if (!visible) return splitFilterText(text).length === 0;
        const keywords = splitFilterText(text);
        const matches = (v: string | number) => {
          const node = idx.byValue.get(v);
          return node !== undefined && keywords.some((k) => labelFilter(k, node, undefined));
        };
        for (const v of visible) {
          const node = idx.byValue.get(v);
          if (!node) return false;
          const hasShownMatchBelow = idx.order.some((other) => other.path.length > node.path.length && other.path.slice(0, node.path.length).join('/') === node.path.join('/') && visible.has(other.value) && matches(other.value));
          if (!matches(v) && !hasShownMatchBelow) return false;
        }
        // and every match is shown with all its ancestors
        for (const node of idx.order) {
          if (!matches(node.value)) continue;
          if (!visible.has(node.value)) return false;
          if (node.parentValue !== undefined && !visible.has(node.parentValue)) return false;
        }
        return true;
      }),
    );
  });
});

describe('expansion', () => {
  it('lists the nodes with children (all, or among the visible ones)', () => {
    expect(parentValues(index())).toEqual(['east', 'sh', 'hz', 'south']);
    expect(parentValues(index(), new Set(['east', 'sh', 'sh-1']))).toEqual(['east', 'sh']);
  });

  it('knows when everything is expanded', () => {
    expect(isAllExpanded(index(), new Set(['east', 'sh', 'hz', 'south']))).toBe(true);
    expect(isAllExpanded(index(), new Set(['east', 'sh']))).toBe(false);
    expect(isAllExpanded(index(), new Set(['east', 'sh']), new Set(['east', 'sh', 'sh-1']))).toBe(true);
    expect(isAllExpanded(buildTreeIndex([{ value: 1, label: 'leaf' }]), new Set())).toBe(false);
  });

  it('counts the rows that show', () => {
    expect(visibleRowCount(index(), new Set())).toBe(3);
    expect(visibleRowCount(index(), new Set(['east']))).toBe(5);
    expect(visibleRowCount(index(), new Set(['east', 'sh', 'hz', 'south']))).toBe(9);
    expect(visibleRowCount(index(), new Set(['east', 'sh']), new Set(['east', 'sh', 'sh-1']))).toBe(3);
  });
});

describe('panelHeight (widgets spec §9: max 290, or 320)', () => {
  it('grows with the rows up to 290 px', () => {
    expect(TREE_ROW_HEIGHT).toBe(32);
    expect(panelHeight(3)).toBe(96);
    expect(panelHeight(100)).toBe(290);
    expect(panelHeight(0)).toBe(0);
  });

  it('goes up to 320 px for the tall panel', () => {
    expect(panelHeight(100, true)).toBe(320);
    expect(panelHeight(2, true)).toBe(64);
  });
});

describe('maximum (widgets spec §9: 0 unlimited)', () => {
  it('0 and absent mean unlimited', () => {
    expect(hasTreeMax(0)).toBe(false);
    expect(hasTreeMax(TREE.UNLIMITED_MAX)).toBe(false);
    expect(hasTreeMax(undefined)).toBe(false);
    expect(hasTreeMax(Number.NaN)).toBe(false);
    expect(hasTreeMax(2)).toBe(true);
  });

  it('counts chosen leaves, a parent standing for its leaves', () => {
    expect(chosenLeafCount(index(), ['sh'])).toBe(2);
    expect(chosenLeafCount(index(), ['sh', 'sh-1', 'gz'])).toBe(3);
  });

  it('is at the maximum when the leaf count reaches it', () => {
    expect(isAtMax(index(), ['sh'], 2)).toBe(true);
    expect(isAtMax(index(), ['sh-1'], 2)).toBe(false);
    expect(isAtMax(index(), ['east', 'south'], 0)).toBe(false);
  });
});

describe('toSemiNodes', () => {
  it('keys nodes by typed string and keeps only visible ones', () => {
    expect(semiKey(1)).toBe('n:1');
    expect(semiKey('1')).toBe('s:1');
    const nodes = toSemiNodes(index().roots, new Set(['south', 'gz']));
    expect(nodes).toEqual([{ key: 's:south', value: 'south', label: '华南', children: [{ key: 's:gz', value: 'gz', label: '广州' }] }]);
  });

  it('drops children that are filtered out, so a matched parent shows as a leaf', () => {
    const nodes = toSemiNodes(index().roots, new Set(['south']));
    expect(nodes).toEqual([{ key: 's:south', value: 'south', label: '华南' }]);
  });
});
