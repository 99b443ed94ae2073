// The shape of a route table entry (shell spec §2.2, §2.3, §2.5, §6). Each feature library exports a table of
// these; the shell composes them into the router, the menus, the tab titles and the guard. Kept free of React
// (the page loader is a type parameter) so the guard and the menu filters stay pure and tested as tables.
import type { AccessArea } from './route-access';
import type { ButtonConfigFlag } from './button-config';
import type { MediaCode } from './media';

/** Top-level menu sections in header order (shell spec §2.3). The manage section is never shown (§6). */
export const MENU_SECTIONS = [
  { key: 'home', title: '首页' },
  { key: 'account', title: '账户管理' },
  { key: 'promote', title: '推广管理' },
  { key: 'assets', title: '资产管理' },
  { key: 'tools', title: '工具' },
  { key: 'liveControl', title: '直播管理' },
  { key: 'manage', title: '系统管理' },
] as const;

export type MenuSection = (typeof MENU_SECTIONS)[number]['key'];

/** Dynamic permission keys the server grants per user (shell spec §2.3: the dmp group needs deliveryDmp). */
export const DYNAMIC_PERMISSION_KEYS = ['deliveryDmp'] as const;
export type DynamicPermissionKey = (typeof DYNAMIC_PERMISSION_KEYS)[number];

/** What, beyond the role, a menu entry needs to be shown (shell spec §6, legacy menu filtering). */
export interface RouteRequirements {
  /** Hidden unless this buttonConfig flag is on. */
  buttonConfig?: ButtonConfigFlag;
  /** Hidden unless the server granted this dynamic key. */
  dynamicKey?: DynamicPermissionKey;
  /** Hidden unless the user's isShowPerformance is 1. */
  performance?: boolean;
}

export interface AppRoute<Page = unknown> {
  /** Unique across the desk, camelCase (toutiaoDelivery, newMaterialLibrary); RBAC menu codes use these names. */
  name: string;
  /** Absolute path without the leading slash, e.g. 'toutiao-app/promote/toutiao/delivery/plan'. May hold :params. */
  path: string;
  /** Chinese title, shown in the menu, the tab, the breadcrumb and the page title. */
  title: string;
  /** Section of the top navigation; only on the first level of a table. */
  section?: MenuSection;
  /** Group heading inside a section's dropdown and side menu (e.g. 巨量引擎, 通用资产). */
  group?: string;
  /** Who may open it (shell spec §2.3, §6); inherited by children that name none. */
  area?: AccessArea;
  /** The media a per-media route belongs to; bilibili entries need showBilibili 1 (§6). */
  media?: MediaCode;
  requires?: RouteRequirements;
  /** Not shown in menus (batch creation, details, add pages, the always-hidden entries). */
  hidden?: boolean;
  /** Rendered without header and side menu (shell spec §2.5). */
  fullScreen?: boolean;
  /** Rendered without the main layout and without a token (materialReviewShare). */
  standalone?: boolean;
  /** Name of a route to go to instead (first child, or a replacement route). */
  redirect?: string;
  /** External link (dashboard): an environment key whose URL opens in a new tab. */
  external?: 'dashboardUrl';
  /** The 'new' marker (shell spec §2.5). */
  isNew?: boolean;
  /** Offline notice shown beside the entry (shell spec §2.5: home says 即将下线). */
  offline?: string;
  /** Lazily loaded page; a route without one shows its frame with an honest empty state. */
  page?: Page;
  children?: readonly AppRoute<Page>[];
}

type Inherited = Pick<AppRoute, 'area' | 'section' | 'media' | 'requires'>;

/** A child's own fields over what its parent passes down: area, section, media, and every requirement. */
export function inherit<P>(route: AppRoute<P>, parent?: Inherited): AppRoute<P> {
  const requires = parent?.requires || route.requires ? { ...parent?.requires, ...route.requires } : undefined;
  return {
    ...route,
    area: route.area ?? parent?.area,
    section: route.section ?? parent?.section,
    media: route.media ?? parent?.media,
    requires,
  };
}

/**
 * Every route of a table, depth first, each child with what its parents pass down filled in (so a page
 * below a flag-gated entry is gated too when opened by URL).
 */
export function flattenRoutes<P>(routes: readonly AppRoute<P>[], parent?: Inherited): AppRoute<P>[] {
  const out: AppRoute<P>[] = [];
  for (const route of routes) {
    const full = inherit(route, parent);
    out.push(full);
    if (route.children) out.push(...flattenRoutes(route.children, full));
  }
  return out;
}
