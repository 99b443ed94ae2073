// The pure rules of the departments page: the tree as the widgets draw it, and where a department may go.
import type { DepartmentRecord } from '../../queries/departments';
import { DEPARTMENT_TEXTS as T } from '../../terms';

/** The contract's longest department name (DepartmentSaveRequest). */
export const DEPARTMENT_NAME_MAX = 30;
/** The 顶级 choice of a parent picker (department ids start at 1). */
export const TOP_LEVEL = 0;

/** The URL's param of the chosen department (the page's own, beside the list kit's page and size). */
export const DEPARTMENT_PARAM = 'departmentId';

/** The chosen department of a link; none when missing or malformed. */
export function readDepartmentId(params: URLSearchParams): number | null {
  const id = Number(params.get(DEPARTMENT_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The tree of the page: each department's label carries its direct user count. */
// A type, not an interface, so it fits the tree's node type (which allows any other field).
export type DepartmentTreeNode = {
  value: number;
  label: string;
  children?: DepartmentTreeNode[];
};

export function treeNodes(departments: readonly DepartmentRecord[]): DepartmentTreeNode[] {
  return departments.map((d) => ({
    value: d.id,
    label: `${d.name}（${T.USER_COUNT(d.userCount)}）`,
    ...(d.children.length > 0 ? { children: treeNodes(d.children) } : {}),
  }));
}

export function findDepartment(departments: readonly DepartmentRecord[], id: number | null): DepartmentRecord | null {
  if (id === null) return null;
  for (const d of departments) {
    if (d.id === id) return d;
    const found = findDepartment(d.children, id);
    if (found) return found;
  }
  return null;
}

interface ParentChoice {
  key: string;
  value: number;
  label: string;
  disabled?: boolean;
  children?: ParentChoice[];
}

/** 顶级 then the tree; `moving` and everything under it are disabled (a department cannot go under itself). */
export function parentChoices(departments: readonly DepartmentRecord[], moving: number | null): ParentChoice[] {
  const walk = (list: readonly DepartmentRecord[], blocked: boolean): ParentChoice[] =>
    list.map((d) => {
      const off = blocked || d.id === moving;
      return {
        key: String(d.id),
        value: d.id,
        label: d.name,
        ...(off ? { disabled: true } : {}),
        ...(d.children.length > 0 ? { children: walk(d.children, off) } : {}),
      };
    });
  return [{ key: 'top', value: TOP_LEVEL, label: T.TOP_LEVEL }, ...walk(departments, false)];
}
