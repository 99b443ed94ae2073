import { describe, expect, it } from 'vitest';
import { buildTree, departmentAndBelow, type DepartmentRow } from './departments';

// By name, as departmentRows answers them.
const ROWS: DepartmentRow[] = [
  { id: 2, parent_id: 1, name: 'A' },
  { id: 4, parent_id: 2, name: 'A1' },
  { id: 3, parent_id: 1, name: 'B' },
  { id: 5, parent_id: null, name: '代理' },
  { id: 1, parent_id: null, name: '总部' },
];

describe('departments', () => {
  it('builds the tree by name with the users directly in each', () => {
    const tree = buildTree(ROWS, new Map([[4, 3], [1, 1]]));
    expect(tree.map((n) => n.id)).toEqual([5, 1]);
    const root = tree[1];
    expect(root).toMatchObject({ userCount: 1, parentId: null });
    expect(root.children.map((n) => n.name)).toEqual(['A', 'B']);
    expect(root.children[0].children).toEqual([{ id: 4, name: 'A1', parentId: 2, userCount: 3, children: [] }]);
  });

  it('finds a department and everything below it, however deep', () => {
    expect([...departmentAndBelow(ROWS, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...departmentAndBelow(ROWS, 2)].sort()).toEqual([2, 4]);
    expect([...departmentAndBelow(ROWS, 5)]).toEqual([5]);
  });
});
