/** A tab of the page header. With route linking, `key` is the name of the route the tab stands for. */
export interface PageHeaderTab {
  key: string;
  label: string;
  disabled?: boolean;
}

/** Widgets spec §2: route linking without the tabs feature fails with this error. */
export const ROUTE_LINK_REQUIRES_TABS = '路由联动需要开启标签页（routeLink requires tabs）';

/** The tabs feature is on when the header has at least one tab. */
export function hasTabs(tabs: readonly PageHeaderTab[] | undefined): tabs is readonly PageHeaderTab[] {
  return Array.isArray(tabs) && tabs.length > 0;
}

/** Throws the spec's error when route linking is on and the tabs feature is off (widgets spec §2). */
export function assertRouteLink(routeLink: boolean | undefined, tabs: readonly PageHeaderTab[] | undefined): void {
  if (routeLink && !hasTabs(tabs)) throw new Error(ROUTE_LINK_REQUIRES_TABS);
}

/**
 * The active tab's key. With route linking it follows the current route's name, and is '' (no tab active)
 * when the route is none of the tabs; without linking it is the caller's key, else the first enabled tab.
 */
export function activeTabKey(
  tabs: readonly PageHeaderTab[],
  options: { routeLink?: boolean; routeName?: string; activeKey?: string },
): string {
  if (options.routeLink) return tabs.some((tab) => tab.key === options.routeName) ? (options.routeName as string) : '';
  if (options.activeKey !== undefined) return options.activeKey;
  return tabs.find((tab) => !tab.disabled)?.key ?? '';
}
