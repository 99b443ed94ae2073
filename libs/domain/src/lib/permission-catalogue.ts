// The permission catalogue of the 2.0 model: every menu section and every menu route of the desk's composed
// route table, as the role editor shows it, and the conversion between the editor's choice (checked pages and
// a home page) and the MenuNode tree the server stores and my-tree answers (shell spec §3, §6).
// Pure data: the shell hands the composed table to pages, the roles page draws this, the spec proves it.
import { MENU_SECTIONS, type AppRoute } from './app-routes';
import { BUTTON_CONFIG_FLAGS, type ButtonConfigFlag } from './button-config';
import { RBAC_ALWAYS_KEPT, type RbacMenuNode } from './menu-filter';

/** One node of the catalogue: a menu section or a route, by the code the menu tree uses for it. */
export interface PermissionNode {
  /** The section key (account, promote…) or the route name. */
  code: string;
  /** The Chinese title the menu shows. */
  title: string;
  kind: 'section' | 'route';
  /** Always granted whatever the role says (the entry the 2.0 model always keeps, shell spec §6). */
  fixed: boolean;
  /** An external link (the dashboard): it cannot be a home page. */
  external: boolean;
  children: PermissionNode[];
}

/** A node of the tree the server stores for a role (the contract's MenuNode: every field present). */
export interface MenuTreeNode {
  code: string;
  name: string;
  disable: boolean;
  isHomePage: boolean;
  children: MenuTreeNode[];
}

/** What the editor holds: the checked pages (leaf codes of the catalogue) and the home page, if any. */
export interface PermissionSelection {
  checked: ReadonlySet<string>;
  homePage: string | null;
}

/** The Chinese names of the action codes (the buttonConfig flags a custom role turns on; docs/decisions.md). */
export const ACTION_NAMES: Readonly<Record<ButtonConfigFlag, string>> = {
  AI_LAB_BUTTON: 'AI实验室',
  FLOW_POOL_BUTTON: '流量池（穿山甲媒体包、联盟流量包）',
  USER_LIB_BUTTON: '人群库（数据平台人群包）',
  SHOW_QIANCHUAN_BUTTON: '巨量千川与直播管理',
  SHOW_BOARD_BUTTON: '数据看板与效果分析报告',
  DIAGNOSIS_CONFIG_BUTTON: '广告诊断',
  AI_AIDE_CONFIG_BUTTON: 'AI助手',
  ERROR_PROOF_CONFIG_BUTTON: '防出错',
};

/** The action codes in the order the editor lists them. */
export const ACTION_CODES: readonly ButtonConfigFlag[] = BUTTON_CONFIG_FLAGS;

/** Routes that are no menu entry: working pages (add, edit, batch creation), the gadget pages, the share page. */
function inMenu(route: AppRoute): boolean {
  return !route.hidden && !route.standalone;
}

function routeNode(route: AppRoute, fixed: boolean): PermissionNode {
  const isFixed = fixed || route.name === RBAC_ALWAYS_KEPT;
  return {
    code: route.name,
    title: route.title,
    kind: 'route',
    fixed: isFixed,
    external: Boolean(route.external),
    children: (route.children ?? []).filter(inMenu).map((child) => routeNode(child, isFixed)),
  };
}

/**
 * The catalogue of a composed route table: one node per menu section (in header order, manage included)
 * holding its menu routes and their children. A first-level route titled like its section (工具 in 工具,
 * 系统管理 in 系统管理) adds a level and says nothing, so its children stand in its place, as in the menu.
 * Sections without a menu route are left out: there is nothing in them to grant. Throws when two nodes
 * would share a code, since the menu tree could not tell them apart.
 */
export function permissionCatalogue(routes: readonly AppRoute[]): PermissionNode[] {
  const catalogue: PermissionNode[] = [];
  for (const section of MENU_SECTIONS) {
    const own = routes.filter((route) => route.section === section.key && inMenu(route));
    const children = own.flatMap((route) => {
      const node = routeNode(route, false);
      return node.title === section.title && node.children.length ? node.children : [node];
    });
    if (children.length) catalogue.push({ code: section.key, title: section.title, kind: 'section', fixed: false, external: false, children });
  }
  const seen = new Set<string>();
  walk(catalogue, (node) => {
    if (seen.has(node.code)) throw new Error(`permissionCatalogue: code ${node.code} appears twice`);
    seen.add(node.code);
  });
  return catalogue;
}

function walk(nodes: readonly PermissionNode[], visit: (node: PermissionNode, ancestors: readonly PermissionNode[]) => void, ancestors: readonly PermissionNode[] = []): void {
  for (const node of nodes) {
    visit(node, ancestors);
    walk(node.children, visit, [...ancestors, node]);
  }
}

/** Every leaf of the catalogue, in tree order: the pages the editor checks one by one. */
export function catalogueLeaves(catalogue: readonly PermissionNode[]): PermissionNode[] {
  const leaves: PermissionNode[] = [];
  walk(catalogue, (node) => {
    if (node.children.length === 0) leaves.push(node);
  });
  return leaves;
}

/** The leaves granted whatever the editor says (the always-kept entry's pages). */
export function fixedLeaves(catalogue: readonly PermissionNode[]): string[] {
  return catalogueLeaves(catalogue)
    .filter((leaf) => leaf.fixed)
    .map((leaf) => leaf.code);
}

/** Pages that may be the home page: checked leaves that open a page of the desk (not an external link). */
export function homePageOptions(catalogue: readonly PermissionNode[], checked: ReadonlySet<string>): PermissionNode[] {
  return catalogueLeaves(catalogue).filter((leaf) => !leaf.external && (checked.has(leaf.code) || leaf.fixed));
}

/**
 * The editor's choice as the menu tree to store: the whole catalogue, each leaf enabled when checked (or
 * fixed), each section and parent enabled when a leaf below it is, and isHomePage on the home page when it
 * is one of the enabled pages. The shell drops disabled nodes, so its menu shows exactly the checked pages.
 */
export function menuTreeFromSelection(catalogue: readonly PermissionNode[], selection: PermissionSelection): MenuTreeNode[] {
  const home = selection.homePage && homePageOptions(catalogue, selection.checked).some((leaf) => leaf.code === selection.homePage) ? selection.homePage : null;
  const convert = (node: PermissionNode): MenuTreeNode => {
    const children = node.children.map(convert);
    const enabled = children.length ? children.some((child) => !child.disable) : node.fixed || selection.checked.has(node.code);
    return { code: node.code, name: node.title, disable: !enabled, isHomePage: node.code === home, children };
  };
  return catalogue.map(convert);
}

/**
 * A stored menu tree as the editor's choice. A catalogue leaf is checked when a node of its code is enabled
 * below enabled nodes, or when an enabled node without children stands for one of its ancestors (such a
 * node opens its whole subtree, as the shell's guard reads it). Codes the catalogue does not know are
 * dropped. The home page is the enabled node flagged isHomePage: a checked leaf as it is, a parent by its
 * first checked page.
 */
export function selectionFromMenuTree(catalogue: readonly PermissionNode[], tree: readonly RbacMenuNode[]): PermissionSelection {
  const enabled = new Set<string>();
  const whole = new Set<string>();
  let flagged: string | null = null;
  const read = (nodes: readonly RbacMenuNode[]) => {
    for (const node of nodes) {
      if (node.disable) continue;
      enabled.add(node.code);
      if (!node.children?.length) whole.add(node.code);
      if (node.isHomePage && flagged === null) flagged = node.code;
      read(node.children ?? []);
    }
  };
  read(tree);

  const checked = new Set<string>();
  const leavesBelow = new Map<string, string[]>();
  walk(catalogue, (node, ancestors) => {
    if (node.children.length) return;
    if (node.fixed || enabled.has(node.code) || ancestors.some((a) => whole.has(a.code))) checked.add(node.code);
    for (const ancestor of ancestors) leavesBelow.set(ancestor.code, [...(leavesBelow.get(ancestor.code) ?? []), node.code]);
  });

  const options = new Set(homePageOptions(catalogue, checked).map((leaf) => leaf.code));
  let homePage: string | null = null;
  if (flagged !== null) {
    homePage = options.has(flagged) ? flagged : ((leavesBelow.get(flagged) ?? []).find((code) => options.has(code)) ?? null);
  }
  return { checked, homePage };
}

/** Longest role name and description (the contract's RoleSaveRequest). */
export const ROLE_FIELD_LIMITS = {
  NAME: 20,
  DESCRIPTION: 200,
} as const;
