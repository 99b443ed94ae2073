// Who sees which menu entry and who may open which route, for both permission models (shell spec §2.3, §6).
// Pure data in, pure data out: the shell renders the result, and the tables in menu-filter.spec.ts prove it.
import { flattenRoutes, inherit, MENU_SECTIONS, type AppRoute, type MenuSection } from './app-routes';
import type { ButtonConfigFlag } from './button-config';
import { canOpenArea } from './route-access';
import type { LegacyRole } from './roles';

/** What the filters need to know about the logged-in user. */
export interface MenuContext {
  /** The effective legacy role (isDesignManager already applied). */
  role: LegacyRole;
  buttonConfig: Partial<Record<ButtonConfigFlag, boolean>>;
  /** Dynamic permission keys granted by the server (deliveryDmp). */
  dynamicKeys: readonly string[];
  /** isShowPerformance is 1. */
  showPerformance: boolean;
  /** showBilibili is 1. */
  showBilibili: boolean;
}

/** A node of the 2.0 model's menu tree (shell spec §3). */
export interface RbacMenuNode {
  code: string;
  name?: string;
  disable?: boolean;
  isHomePage?: boolean;
  children?: readonly RbacMenuNode[];
}

/** One entry of a rendered menu: a section, a group, a page or an external link. */
export interface MenuEntry {
  key: string;
  title: string;
  /** Absolute path of the page, with a leading slash; absent for groups that only open. */
  path?: string;
  external?: AppRoute['external'];
  group?: string;
  isNew?: boolean;
  offline?: string;
  children: MenuEntry[];
}

/** The entry the 2.0 model always keeps, whatever the tree says (shell spec §6). */
export const RBAC_ALWAYS_KEPT = 'mediaAccountManage';

/** In gadget mode the menu shows these only (shell spec §6), and the guard lets only these through (§2.4). */
export const GADGET_ROUTES = ['reportViewGdt', 'accountManagement', 'accountManagementGdt'] as const;

/** The media-account-manage routes of the older model and the routes they are replaced by (shell spec §2.4). */
export function legacyMediaAccountRedirect(name: string): string | undefined {
  if (name === 'mediaAccountManage') return 'newAccount';
  const match = /^([a-z]+)MediaAccountManage(Add)?$/.exec(name);
  return match ? `${match[1]}MediaAccount${match[2] ?? ''}` : undefined;
}

/**
 * Whether the user may open a route under the older model: the role's area list, then the flags of §6
 * (buttonConfig, dynamic keys, showPerformance, showBilibili). A hidden flag also closes the page, so a
 * bookmarked URL cannot reach what the menu hides.
 */
export function canOpenRoute(route: Pick<AppRoute, 'area' | 'requires' | 'media'>, ctx: MenuContext): boolean {
  if (route.area && !canOpenArea(ctx.role, route.area)) return false;
  const requires = route.requires;
  if (requires?.buttonConfig && ctx.buttonConfig[requires.buttonConfig] !== true) return false;
  if (requires?.dynamicKey && !ctx.dynamicKeys.includes(requires.dynamicKey)) return false;
  if (requires?.performance && !ctx.showPerformance) return false;
  if (route.media === 'bilibili' && !ctx.showBilibili) return false;
  return true;
}

/** Whether a route shows in the older model's menu: openable, not hidden, not the manage entry or media-account-manage. */
export function isInLegacyMenu(route: AppRoute, ctx: MenuContext): boolean {
  if (route.hidden || route.standalone || route.section === 'manage') return false;
  if (legacyMediaAccountRedirect(route.name)) return false;
  return canOpenRoute(route, ctx);
}

function toEntry(route: AppRoute, children: MenuEntry[]): MenuEntry {
  return {
    key: route.name,
    title: route.title,
    path: route.external ? undefined : `/${route.path}`,
    external: route.external,
    group: route.group,
    isNew: route.isNew,
    offline: route.offline,
    children,
  };
}

function legacyEntries(routes: readonly AppRoute[], ctx: MenuContext): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (!isInLegacyMenu(route, ctx)) continue;
    const children = legacyEntries(
      (route.children ?? []).map((child) => inherit(child, route)),
      ctx,
    );
    // A parent that only leads to its children disappears with the last of them.
    if (route.redirect && route.children?.length && children.length === 0) continue;
    entries.push(toEntry(route, children));
  }
  return entries;
}

/**
 * The older model's menu: one entry per section in header order, holding that section's visible routes.
 * Sections left empty are dropped; the manage section never shows (shell spec §6).
 */
export function buildLegacyMenu(routes: readonly AppRoute[], ctx: MenuContext): MenuEntry[] {
  const sections: MenuEntry[] = [];
  for (const section of MENU_SECTIONS) {
    const own = routes.filter((route) => route.section === section.key);
    // An entry titled like its section (tools-app/tool is 工具 inside 工具) adds a level and says nothing: its
    // children stand in its place.
    const children = legacyEntries(own, ctx).flatMap((entry) => (entry.title === section.title && entry.children.length ? entry.children : [entry]));
    if (children.length) sections.push({ key: section.key, title: section.title, children });
  }
  return sections;
}

/** Names the 2.0 model lets the user open: every enabled node, below enabled parents, plus the always-kept entry. */
export function rbacAllowedNames(tree: readonly RbacMenuNode[]): Set<string> {
  const names = new Set<string>([RBAC_ALWAYS_KEPT]);
  const walk = (nodes: readonly RbacMenuNode[]) => {
    for (const node of nodes) {
      if (node.disable && node.code !== RBAC_ALWAYS_KEPT) continue;
      names.add(node.code);
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return names;
}

/** Names the 2.0 tree switches off: every disabled node and everything below it (the always-kept entry excepted). */
export function rbacDisabledNames(tree: readonly RbacMenuNode[]): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: readonly RbacMenuNode[], off: boolean) => {
    for (const node of nodes) {
      const nodeOff = off || Boolean(node.disable);
      if (nodeOff && node.code !== RBAC_ALWAYS_KEPT) names.add(node.code);
      walk(node.children ?? [], nodeOff);
    }
  };
  walk(tree, false);
  return names;
}

/** The 2.0 model's landing page: the enabled node flagged isHomePage, else the first enabled leaf. */
export function rbacHomeRoute(tree: readonly RbacMenuNode[]): string | undefined {
  let firstLeaf: string | undefined;
  const walk = (nodes: readonly RbacMenuNode[]): string | undefined => {
    for (const node of nodes) {
      if (node.disable) continue;
      if (node.isHomePage) return node.code;
      if (!node.children?.length) firstLeaf ??= node.code;
      const found = walk(node.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree) ?? firstLeaf;
}

/**
 * The 2.0 model's menu: the server's tree, disabled nodes dropped (mediaAccountManage kept), titles from the
 * server, each node linked to the route of the same name when the desk has one.
 */
export function buildRbacMenu(tree: readonly RbacMenuNode[], routesByName: ReadonlyMap<string, AppRoute>): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of tree) {
    if (node.disable && node.code !== RBAC_ALWAYS_KEPT) continue;
    const route = routesByName.get(node.code);
    const children = buildRbacMenu(node.children ?? [], routesByName);
    if (!route && children.length === 0) continue; // a code the desk does not know and nothing below it
    entries.push({
      key: node.code,
      title: node.name || route?.title || node.code,
      path: route && !route.external ? `/${route.path}` : undefined,
      external: route?.external,
      isNew: route?.isNew,
      offline: route?.offline,
      children,
    });
  }
  return entries;
}

/** In gadget mode only report view and account management show (shell spec §6). */
export function buildGadgetMenu(routesByName: ReadonlyMap<string, AppRoute>): MenuEntry[] {
  return ['reportViewGdt', 'accountManagement'].flatMap((name) => {
    const route = routesByName.get(name);
    return route ? [toEntry(route, [])] : [];
  });
}

/** Every route of the composed tables by name, each with its inherited area, section and media. */
export function indexRoutes<P>(routes: readonly AppRoute<P>[]): Map<string, AppRoute<P>> {
  return new Map(flattenRoutes(routes).map((route) => [route.name, route]));
}

/** Names of a route's ancestors in the composed tables, nearest first. */
export function routeAncestors(routes: readonly AppRoute[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (nodes: readonly AppRoute[], chain: string[]) => {
    for (const node of nodes) {
      out.set(node.name, chain);
      walk(node.children ?? [], [node.name, ...chain]);
    }
  };
  walk(routes, []);
  return out;
}

export type { MenuSection };
