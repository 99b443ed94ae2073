// Lookups over the composed route tables: by name, the route's ancestors, its path, and the route of a URL.
import { indexRoutes, PUBLIC_ROUTES, routeAncestors, type AppRoute } from '@toufang/domain';
import type { SubAppRoute } from '@toufang/api/sub-app';

/**
 * Paths of the shell's public routes (shell spec §2.1), keyed by their guard names: each lives at its own
 * name, apart from register-doc (it takes the document) and the 404 (the catch-all).
 */
export const PUBLIC_PATHS: Readonly<Record<string, string>> = Object.fromEntries([
  ['root', '/'],
  ...PUBLIC_ROUTES.filter((name) => name !== 'register-doc' && name !== '404').map((name) => [name, `/${name}`]),
]);

export interface RouteIndex {
  routes: readonly SubAppRoute[];
  byName: Map<string, SubAppRoute>;
  ancestors: Map<string, string[]>;
  /** The absolute path of a route by name; the root for an unknown name. */
  pathOf(name: string): string;
}

export function createRouteIndex(routes: readonly SubAppRoute[]): RouteIndex {
  const byName = indexRoutes(routes);
  const ancestors = routeAncestors(routes as readonly AppRoute[]);
  return {
    routes,
    byName,
    ancestors,
    pathOf(name) {
      const route = byName.get(name);
      // A parameterised route cannot be reached by name alone; its nearest plain ancestor stands in.
      if (route && !route.path.includes(':')) return `/${route.path}`;
      return PUBLIC_PATHS[name] ?? '/';
    },
  };
}

/** Whether a URL path is one of the public pages of shell spec §2.1 (register-doc included). */
export function isPublicPath(pathname: string): boolean {
  if (pathname === '/') return false;
  return Object.values(PUBLIC_PATHS).includes(pathname) || pathname.startsWith('/register-doc/');
}
